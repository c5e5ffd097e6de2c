import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../entities/entity.js';
import { collectEvents } from '../collect-events.js';
import { ftmFormat } from './index.js';
import { SourceFileError } from '../csv/index.js';
import { readLines } from './reader.js';

const fixture = fileURLToPath(new URL('./fixtures/entities.ftm.jsonl', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'veracheck-ftm-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

const entitiesOf = (items: Awaited<ReturnType<typeof collectEvents>>['items']): Entity[] =>
  items.flatMap((item) => (item.kind === 'entity' ? [item.entity] : []));

describe('ftm format', () => {
  it('is named for veracheck import', () => {
    expect(ftmFormat.name).toBe('ftm');
  });

  it('reads every schema of the model from OpenSanctions-style lines', async () => {
    const { items } = await collectEvents(ftmFormat, [fixture]);
    const entities = entitiesOf(items);
    expect(entities.map((e) => e.schema)).toEqual([
      'Person',
      'Company',
      'Organization',
      'LegalEntity',
      'Address',
      'Ownership',
      'Directorship',
      'Sanction',
      'Identification',
      'Passport',
      'Company',
      'Person',
    ]);
    const person = entities[0];
    expect(person).toMatchObject({
      id: 'NK-fx3Ppq7Lm2Vd8sKc',
      caption: 'Pieter Jan DE VRIES',
      datasets: ['fictitious_sanctions'],
      referents: ['fx-sdn-1001', 'fx-eu-2002'],
      target: true,
    });
    expect(person?.properties.topics).toEqual(['sanction', 'role.pep']);
    expect(entities[5]?.properties).toMatchObject({ owner: [person?.id], percentage: ['75'] });
  });

  it('skips schemata outside the model and rejects malformed lines, by line', async () => {
    const { skipped, rejected, dropped } = await collectEvents(ftmFormat, [fixture]);
    expect(skipped.map((s) => [s.line, s.reason])).toEqual([
      [11, 'fx-ves-1: schema Vessel is not used'],
      [12, 'fx-fam-1: schema Family is not used'],
      [14, 'fx-pos-1: schema Position is not used'],
      [15, 'fx-occ-1: schema Occupancy is not used'],
    ]);
    expect(rejected.map((r) => r.line)).toEqual([16, 17, 18, 19, 20, 22, 23]);
    expect(rejected[0]?.reason).toMatch(/^malformed JSON/);
    expect(rejected.slice(1).map((r) => r.reason)).toEqual([
      'an entity must be a JSON object',
      'id must be a string of 1 to 255 characters',
      'fx-bad-4: property name must be a list of strings',
      'fx-bad-5: birthDate "14/03/1971" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)',
      'fx-bad-7: Ownership without asset',
      'fx-bad-8: schema Thing is abstract',
    ]);
    // A country value that is not a code is left out, the company kept.
    expect(dropped).toEqual([
      {
        file: fixture,
        line: 21,
        reason:
          'fx-bad-6: jurisdiction "Netherlands" is not a lower-case ISO 3166 country code; the value was left out',
      },
    ]);
    expect(rejected.every((r) => r.file === fixture)).toBe(true);
  });

  it('keeps every code of FtM’s territory list, and an entity whose country is not known', async () => {
    const territories = fileURLToPath(new URL('./fixtures/territories.ftm.jsonl', import.meta.url));
    const { items, rejected, dropped } = await collectEvents(ftmFormat, [territories]);
    expect(rejected).toEqual([]);
    const entities = entitiesOf(items);
    expect(entities.map((e) => e.id)).toEqual([
      'aud-p1',
      'aud-p2',
      'aud-c1',
      'aud-c3',
      'aud-p10',
      'aud-p11',
      'aud-c2',
      'aud-o1',
    ]);
    expect(entities[0]?.properties.nationality).toEqual(['cy-trnc']);
    expect(entities[1]?.properties.country).toEqual(['x-so']);
    // CLDR's ea (Ceuta and Melilla) is no longer in FtM's list: left out like qq.
    expect(entities[3]?.properties.country).toEqual(['cq', 'ac', 'cp', 'dg', 'ic', 'ta', 'un']);
    expect(entities[4]?.properties.citizenship).toEqual(['cshh', 'cz']);
    // A sanctioned person is kept without the values that are not known, which are reported.
    expect(entities[5]?.properties).toMatchObject({ nationality: ['su'], country: ['ua-dpr'] });
    expect(dropped.map((d) => [d.line, d.reason])).toEqual([
      [4, 'aud-c3: country "ea" is not an ISO 3166 country code; the value was left out'],
      [6, 'aud-p11: nationality "qq" is not an ISO 3166 country code; the value was left out'],
      [
        6,
        'aud-p11: country "Donetsk" is not a lower-case ISO 3166 country code; the value was left out',
      ],
    ]);
  });

  it('keeps a company’s capital and an ownership’s share count as FtM writes them', async () => {
    const territories = fileURLToPath(new URL('./fixtures/territories.ftm.jsonl', import.meta.url));
    const { items, rejected } = await collectEvents(ftmFormat, [territories]);
    expect(rejected).toEqual([]);
    const entities = entitiesOf(items);
    // Free strings in FollowTheMoney, with the currency or thousands separators of the source.
    expect(entities.find((e) => e.id === 'aud-c2')?.properties.capital).toEqual(['10 000 RUB']);
    expect(entities.find((e) => e.id === 'aud-o1')?.properties.sharesCount).toEqual(['1,000,000']);
  });

  it('reads CRLF lines after a byte order mark, and gzipped files, in order', async () => {
    const entity = (id: string) =>
      JSON.stringify({ id, schema: 'Company', properties: { name: [`Company ${id}`] } });
    const crlf = join(folder, 'crlf.ftm.json');
    writeFileSync(crlf, `\uFEFF${entity('a')}\r\n\r\n${entity('b')}\r\n`);
    const gz = join(folder, 'entities.ftm.json.gz');
    writeFileSync(gz, gzipSync(`${entity('c')}\n${entity('d')}`));
    const { items, rejected } = await collectEvents(ftmFormat, [crlf, gz]);
    expect(rejected).toEqual([]);
    expect(entitiesOf(items).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
    const lines = [];
    for await (const line of readLines(crlf)) lines.push(line.line);
    expect(lines).toEqual([1, 3]);
  });

  it('reads lines ended by a lone CR, and a line longer than many chunks whole', async () => {
    const entity = (id: string, name = `Company ${id}`) =>
      JSON.stringify({ id, schema: 'Company', properties: { name: [name] } });
    const cr = join(folder, 'cr.ftm.json');
    writeFileSync(cr, `${entity('a')}\r${entity('b')}\r`);
    const texts: string[] = [];
    for await (const line of readLines(cr)) texts.push(line.text);
    expect(texts).toEqual([entity('a'), entity('b')]);
    // A 3 MB name: one line over dozens of chunks, with a CRLF that may fall between two.
    const long = join(folder, 'long.ftm.json');
    writeFileSync(long, `${entity('x', 'n'.repeat(3_000_000))}\r\n${entity('y')}\r\n`);
    const lines: { line: number; length: number }[] = [];
    for await (const line of readLines(long))
      lines.push({ line: line.line, length: line.text.length });
    expect(lines).toEqual([
      { line: 1, length: entity('x', 'n'.repeat(3_000_000)).length },
      { line: 2, length: entity('y').length },
    ]);
  });

  it('streams a large file line by line', async () => {
    const path = join(folder, 'large.ftm.json');
    const line = (i: number) =>
      JSON.stringify({ id: `e${i}`, schema: 'Person', properties: { name: [`Persoon ${i}`] } });
    writeFileSync(path, Array.from({ length: 30_000 }, (_, i) => line(i)).join('\n'));
    let count = 0;
    let last = '';
    for await (const event of ftmFormat.read([path])) {
      count++;
      if ('items' in event && event.items[0]?.kind === 'entity') last = event.items[0].entity.id;
    }
    expect(count).toBe(30_000);
    expect(last).toBe('e29999');
  });

  it('refuses a file cut off inside its last line, and reads one that only lacks the last break', async () => {
    const entity = (id: string) =>
      JSON.stringify({ id, schema: 'Company', properties: { name: [`Company ${id}`] } });
    const cut = join(folder, 'cut.ftm.json');
    writeFileSync(cut, `${entity('a')}\n${entity('b').slice(0, 30)}`);
    await expect(collectEvents(ftmFormat, [cut])).rejects.toThrow(SourceFileError);
    await expect(collectEvents(ftmFormat, [cut])).rejects.toThrow(
      /cut\.ftm\.json:2: the last line does not end with a line break and is not complete JSON/,
    );
    const whole = join(folder, 'whole.ftm.json');
    writeFileSync(whole, `${entity('a')}\n${entity('b')}`);
    expect(entitiesOf((await collectEvents(ftmFormat, [whole])).items)).toHaveLength(2);
    // A broken line that a line break ends is one rejected record, as before.
    const broken = join(folder, 'broken.ftm.json');
    writeFileSync(broken, `${entity('b').slice(0, 30)}\n${entity('a')}\n`);
    const { items, rejected } = await collectEvents(ftmFormat, [broken]);
    expect([entitiesOf(items).length, rejected.map((r) => r.line)]).toEqual([1, [1]]);
  });
});
