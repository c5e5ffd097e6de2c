import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SourceEvent } from '../source.js';
import { bagCsvFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/bagadres.csv', import.meta.url));

async function readAll(path: string): Promise<SourceEvent[]> {
  const events: SourceEvent[] = [];
  for await (const event of bagCsvFormat.read([path])) events.push(event);
  return events;
}

describe('bag-csv reader', () => {
  it('imports the valid addresses and reports the rest with their lines', async () => {
    const events = await readAll(fixture);
    const outcome = events.map((event) => {
      if ('rejected' in event) return `${event.line} rejected: ${event.rejected}`;
      if ('skipped' in event) return `${event.line} skipped`;
      const item = event.items[0];
      return `${event.line} ${item?.kind === 'address' ? item.address.postcode : '?'}`;
    });
    expect(outcome).toEqual([
      '2 1012LG',
      '3 1016GV',
      '4 3011AD',
      '5 3511AZ',
      '6 1017AA',
      '7 rejected: postcode "0123AB" is not a Dutch postcode',
      '8 rejected: huisnummer "abc" is not a house number',
      '9 rejected: openbareruimte (the street) is empty',
      '10 rejected: woonplaats (the city) is empty',
      '11 rejected: nevenadres "x" is not t, f, true or false',
      '12 rejected: expected 15 fields, found 2',
      '13 rejected: lon "abc" is not a number',
      '14 rejected: lon is empty while lat is 52.3760: a position needs both (or neither, for an object without geometry)',
      '15 rejected: lat is empty while lon is 4.8951: a position needs both (or neither, for an object without geometry)',
      '16 5611EB',
    ]);
  });

  it('maps every column of a row', async () => {
    const addresses = (await readAll(fixture)).flatMap((event) =>
      'items' in event ? event.items.flatMap((i) => (i.kind === 'address' ? [i.address] : [])) : [],
    );
    expect(addresses[0]).toEqual({
      postcode: '1012LG',
      houseNumber: 1,
      street: 'Damrak',
      city: 'Amsterdam',
      municipality: 'Amsterdam',
      province: 'Noord-Holland',
      objectId: '0363010000000001',
      objectType: 'VBO',
      secondary: false,
      lon: 4.8951,
      lat: 52.376,
    });
    expect(addresses[3]).toMatchObject({
      houseNumber: 158,
      houseLetter: 'b',
      addition: 'bis',
      secondary: true,
    });
    expect(addresses[2]).toMatchObject({ houseLetter: 'A', secondary: true });
    expect(addresses[4]).toMatchObject({ objectType: 'LIG', secondary: false });
    expect(addresses[4]?.lat).toBeUndefined();
  });

  it('finds columns by name and refuses a file without the required ones', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'veracheck-bag-'));
    const reordered = join(folder, 'reordered.csv');
    writeFileSync(
      reordered,
      'postcode;huisnummer;woonplaats;openbareruimte;extra\n1234ab;12;Ede;Markt;x\n',
    );
    const [event] = await readAll(reordered);
    expect(event).toMatchObject({
      line: 2,
      items: [
        { kind: 'address', address: { postcode: '1234AB', houseNumber: 12, street: 'Markt' } },
      ],
    });
    const wrong = join(folder, 'wrong.csv');
    writeFileSync(wrong, 'straat;nummer\nMarkt;1\n');
    await expect(readAll(wrong)).rejects.toThrow(
      /wrong\.csv: not an NLExtract bagadres\.csv: the header has no openbareruimte/,
    );
  });

  it('refuses a file cut inside its last field though what is left still reads', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'veracheck-bag-'));
    const lines = readFileSync(fixture, 'utf8').split('\n').slice(0, 3);
    const whole = join(folder, 'whole.csv');
    writeFileSync(whole, `${lines.join('\n')}\n`);
    expect((await readAll(whole)).map((event) => event.line)).toEqual([2, 3]);
    // "52.3752" cut to "52.37": a number still, but no line break after it.
    const text = lines.join('\n');
    expect(text.endsWith(';52.3752')).toBe(true);
    const cut = join(folder, 'cut.csv');
    writeFileSync(cut, text.slice(0, -2));
    await expect(readAll(cut)).rejects.toThrow(
      /cut\.csv:3: the last line does not end with a line break, as every line of NLExtract's bagadres\.csv files does: the file looks cut off/,
    );
    // A last row that does not read says why, as before.
    writeFileSync(cut, `${lines.slice(0, 2).join('\n')}\nPrinsengracht;263`);
    await expect(readAll(cut)).rejects.toThrow(
      /cut\.csv:3: the last line does not end with a line break and does not read \(expected 15 fields/,
    );
    // A header alone, cut: no address was read, and the file is refused all the same.
    writeFileSync(cut, lines[0] ?? '');
    await expect(readAll(cut)).rejects.toThrow(/cut\.csv:1: the last line does not end/);
  });
});
