import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectEvents, entitiesOf } from './collect-events.js';
import { euFsfFormat } from './eu-fsf/index.js';
import { ftmFormat } from './ftm/index.js';
import { gleifLeiFormat } from './gleif-lei/index.js';
import { ofacSdnFormat } from './ofac-sdn/index.js';
import type { SourceFormat } from './source.js';
import { unScFormat } from './un-sc/index.js';

/**
 * Each format's own fixture with one date of birth, incorporation or listing moved after the
 * latest calendar day anywhere when the import runs: the value is left out and reported, the entity kept with its other values.
 */
const fixture = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const FUTURE =
  /is after \d{4}-\d\d-\d\d, the latest calendar day anywhere when the import ran; the value was left out$/;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'veracheck-future-dates-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The fixture with `from` replaced by `to` (every time, or only once), written as `name`. */
async function changed(path: string, name: string, from: string, to: string): Promise<string> {
  const text = await readFile(fixture(path), 'utf8');
  expect(text).toContain(from);
  const out = join(dir, name);
  await writeFile(out, text.replaceAll(from, to));
  return out;
}

async function read(format: SourceFormat, paths: string[]) {
  const { items, rejected, dropped } = await collectEvents(format, paths);
  return { entities: entitiesOf(items), rejected, dropped };
}

describe('dates after the latest calendar day anywhere when the import runs', () => {
  it('ftm: leaves out a future date of birth, incorporation or listing and keeps the entity', async () => {
    const path = join(dir, 'future.ftm.json');
    const line = (entity: object) => `${JSON.stringify(entity)}\n`;
    await writeFile(
      path,
      line({
        id: 'p1',
        schema: 'Person',
        properties: { name: ['Jan Jansen'], birthDate: ['1970-01-01', '2990-05-01'] },
      }) +
        line({
          id: 'c1',
          schema: 'Company',
          properties: { name: ['Toekomst B.V.'], incorporationDate: ['2990'] },
        }) +
        line({
          id: 's1',
          schema: 'Sanction',
          properties: { entity: ['p1'], listingDate: ['2990-01-01T00:00:00'] },
        }) +
        // A year or month that holds today is not in the future.
        line({
          id: 'p2',
          schema: 'Person',
          properties: { name: ['Piet Jansen'], birthDate: [new Date().toISOString().slice(0, 7)] },
        }),
    );
    const { entities, rejected, dropped } = await read(ftmFormat, [path]);
    expect(rejected).toEqual([]);
    expect(entities.map((e) => e.id)).toEqual(['p1', 'c1', 's1', 'p2']);
    expect(entities[0]?.properties.birthDate).toEqual(['1970-01-01']);
    expect(entities[1]?.properties.incorporationDate).toBeUndefined();
    expect(entities[2]?.properties.listingDate).toBeUndefined();
    expect(entities[3]?.properties.birthDate).toHaveLength(1);
    expect(dropped.map((d) => [d.line, d.reason.split(' is ')[0]])).toEqual([
      [1, 'p1: birthDate "2990-05-01"'],
      [2, 'c1: incorporationDate "2990"'],
      [3, 's1: listingDate "2990-01-01T00:00:00"'],
    ]);
    expect(dropped.every((d) => FUTURE.test(d.reason))).toBe(true);
  });

  it('un-sc: leaves out a future date of birth and listing date', async () => {
    let path = await changed(
      './un-sc/fixtures/consolidated.xml',
      'dob.xml',
      '1968-04-02',
      '2990-04-02',
    );
    path = await changed(
      path,
      'listed.xml',
      '<LISTED_ON>2011-03-14</LISTED_ON>',
      '<LISTED_ON>2990-03-14</LISTED_ON>',
    );
    const { entities, dropped } = await read(unScFormat, [path]);
    expect(entities.some((e) => e.properties.birthDate?.includes('2990-04-02'))).toBe(false);
    expect(entities.some((e) => e.properties.listingDate?.includes('2990-03-14'))).toBe(false);
    const reasons = dropped.map((d) => d.reason);
    expect(reasons.some((r) => r.includes('birthDate "2990-04-02"') && FUTURE.test(r))).toBe(true);
    expect(reasons.some((r) => r.includes('listingDate "2990-03-14"') && FUTURE.test(r))).toBe(
      true,
    );
  });

  it('eu-fsf: leaves out a future date of birth and publication (listing) date', async () => {
    let path = await changed(
      './eu-fsf/fixtures/sanctions.xml',
      'dob.xml',
      '1968-04-02',
      '2990-04-02',
    );
    path = await changed(path, 'published.xml', '"2017-08-07"', '"2990-03-16"');
    const { entities, dropped } = await read(euFsfFormat, [path]);
    expect(entities.some((e) => e.properties.birthDate?.includes('2990-04-02'))).toBe(false);
    expect(entities.some((e) => e.properties.listingDate?.includes('2990-03-16'))).toBe(false);
    const reasons = dropped.map((d) => d.reason);
    expect(reasons.some((r) => r.includes('birthDate "2990-04-02"') && FUTURE.test(r))).toBe(true);
    expect(reasons.some((r) => r.includes('listingDate "2990-03-16"') && FUTURE.test(r))).toBe(
      true,
    );
  });

  it('ofac-sdn: leaves out a future date of birth from the remarks', async () => {
    const folder = join(dir, 'ofac');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(folder);
    for (const name of ['alt.csv', 'add.csv']) {
      await copyFile(fixture(`./ofac-sdn/fixtures/${name}`), join(folder, name));
    }
    const sdn = await changed(
      './ofac-sdn/fixtures/sdn.csv',
      'ofac/sdn.csv',
      'DOB 12 Jan 1960',
      'DOB 12 Jan 2990',
    );
    const { entities, dropped } = await read(ofacSdnFormat, [folder]);
    expect(sdn).toBe(join(folder, 'sdn.csv'));
    const person = entities.find((e) => e.properties.name?.[0]?.includes('ALVAREZ MORENO'));
    expect(person).toBeDefined();
    expect(person?.properties.birthDate ?? []).not.toContain('2990-01-12');
    const reason = dropped.find((d) => d.reason.includes('birthDate "2990-01-12"'))?.reason;
    expect(reason).toMatch(FUTURE);
  });

  it('gleif-lei: leaves out a future creation (incorporation) date', async () => {
    const path = await changed(
      './gleif-lei/fixtures/lei-cdf.csv',
      'lei.csv',
      '2001-03-15T00:00:00+01:00',
      '2990-03-15T00:00:00+01:00',
    );
    const { entities, dropped } = await read(gleifLeiFormat, [path]);
    const company = entities.find((e) => e.properties.name?.includes('Grachtenhuis Beheer B.V.'));
    expect(company).toBeDefined();
    expect(company?.properties.incorporationDate).toBeUndefined();
    expect(dropped.map((d) => [d.line, d.reason.split(' is ')[0]])).toEqual([
      [2, `${company?.id ?? ''}: incorporationDate "2990-03-15"`],
    ]);
  });
});
