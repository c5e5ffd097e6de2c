import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectEvents, entitiesOf, entityById } from './collect-events.js';
import { euFsfFormat } from './eu-fsf/index.js';
import { gleifLeiFormat } from './gleif-lei/index.js';
import { ofacSdnFormat } from './ofac-sdn/index.js';
import { unScFormat } from './un-sc/index.js';

/**
 * Each list's own fixture with a country value that names no territory (the EU, an unknown
 * code): the value is left out and reported, the entity kept.
 */
const fixture = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const LEFT_OUT = 'is not a known country name or code; the value was left out';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'veracheck-left-out-countries-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The fixture with `from` replaced by `to`, written as `name` under the test's folder. */
async function changed(path: string, name: string, from: string, to: string): Promise<string> {
  const text = await readFile(path, 'utf8');
  expect(text).toContain(from);
  const out = join(dir, name);
  await writeFile(out, text.replaceAll(from, to));
  return out;
}

describe('country values that name no territory, in the lists', () => {
  it('un-sc: leaves out a nationality "EU" and reports it', async () => {
    const path = await changed(
      fixture('./un-sc/fixtures/consolidated.xml'),
      'un.xml',
      "<VALUE>Democratic People's Republic of Korea</VALUE>",
      '<VALUE>EU</VALUE>',
    );
    const { items, dropped } = await collectEvents(unScFormat, [path]);
    const person = entityById(entitiesOf(items), 'un-sc-6908002');
    expect(person.properties.nationality).toBeUndefined();
    expect(dropped.map((d) => d.reason)).toEqual([`un-sc-6908002: nationality "EU" ${LEFT_OUT}`]);
  });

  it('eu-fsf: leaves out a citizenship coded EU and reports it; "00" UNKNOWN is no value', async () => {
    const path = await changed(
      fixture('./eu-fsf/fixtures/sanctions.xml'),
      'eu.xml',
      'countryIso2Code="KP" countryDescription="KOREA (DEMOCRATIC PEOPLE\'S REPUBLIC OF)" regulationLanguage="en" logicalId="3011"',
      'countryIso2Code="EU" countryDescription="EUROPEAN UNION" regulationLanguage="en" logicalId="3011"',
    );
    const { items, dropped } = await collectEvents(euFsfFormat, [path]);
    const person = entityById(entitiesOf(items), 'eu-fsf-1202');
    expect(person.properties.citizenship ?? []).not.toContain('eu');
    expect(dropped.map((d) => d.reason)).toEqual([
      `eu-fsf-1202: citizenship "EUROPEAN UNION" ${LEFT_OUT}`,
    ]);
  });

  it('ofac-sdn: leaves out a nationality and an address country that name no country', async () => {
    const folder = join(dir, 'ofac');
    await mkdir(folder);
    await copyFile(fixture('./ofac-sdn/fixtures/alt.csv'), join(folder, 'alt.csv'));
    await changed(
      fixture('./ofac-sdn/fixtures/sdn.csv'),
      'ofac/sdn.csv',
      'nationality Syria',
      'nationality XX',
    );
    await changed(
      fixture('./ofac-sdn/fixtures/add.csv'),
      'ofac/add.csv',
      '1004,703,-0- ,-0- ,"Syria"',
      '1004,703,-0- ,-0- ,"EU"',
    );
    const { items, dropped } = await collectEvents(ofacSdnFormat, [folder]);
    const person = entityById(entitiesOf(items), 'ofac-sdn-1004');
    expect(person.properties.nationality).toBeUndefined();
    expect(person.properties.country).toBeUndefined();
    expect(dropped.map((d) => d.reason)).toEqual([
      `ofac-sdn-1004: nationality "XX" ${LEFT_OUT}`,
      `ofac-sdn-1004: country "EU" ${LEFT_OUT}`,
    ]);
  });

  it('ofac-sdn: reports a place of birth whose country is not read, keeping the place', async () => {
    const folder = join(dir, 'ofac-pob');
    await mkdir(folder);
    await copyFile(fixture('./ofac-sdn/fixtures/alt.csv'), join(folder, 'alt.csv'));
    await copyFile(fixture('./ofac-sdn/fixtures/add.csv'), join(folder, 'add.csv'));
    await changed(
      fixture('./ofac-sdn/fixtures/sdn.csv'),
      'ofac-pob/sdn.csv',
      'POB Aleppo, Syria',
      'POB Aleppo, Sirya',
    );
    const { items, dropped } = await collectEvents(ofacSdnFormat, [folder]);
    const person = entityById(entitiesOf(items), 'ofac-sdn-1004');
    expect(person.properties.birthPlace).toEqual(['Aleppo, Sirya']);
    expect(person.properties.birthCountry).toBeUndefined();
    expect(person.properties.nationality).toEqual(['sy']);
    expect(dropped.map((d) => d.reason)).toEqual([
      `ofac-sdn-1004: birthCountry "Sirya" ${LEFT_OUT}`,
    ]);
  });

  it('gleif-lei: leaves out a legal address country EU, which names no territory, and reports it', async () => {
    const path = await changed(
      fixture('./gleif-lei/fixtures/lei-cdf.csv'),
      'lei.csv',
      '"Den Haag","NL-ZH","NL","2514 EA"',
      '"Den Haag","NL-ZH","EU","2514 EA"',
    );
    const { items, dropped } = await collectEvents(gleifLeiFormat, [path]);
    const entities = entitiesOf(items);
    const organisation = entityById(entities, 'lei-254900INTLORG0000128');
    expect(organisation.properties.country).toBeUndefined();
    const address = entityById(entities, 'lei-254900INTLORG0000128-legal-address');
    expect(address.properties.country).toBeUndefined();
    // The address as GLEIF wrote it is kept whole.
    expect(address.properties.full?.[0]).toMatch(/, EU$/);
    expect(entityById(entities, 'lei-529900GMBHTEST000177').properties.country).toEqual(['de']);
    expect(dropped.map((d) => d.reason)).toEqual([
      `lei-254900INTLORG0000128: country "EU" ${LEFT_OUT}`,
    ]);
  });
});
