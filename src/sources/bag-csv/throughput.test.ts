import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bagCsvFormat } from './index.js';

const ROWS = 300_000;
const folder = mkdtempSync(join(tmpdir(), 'veracheck-bag-rate-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** Rows shaped like NLExtract's, with varied streets, numbers, letters and postcodes. */
function writeRows(path: string): void {
  const header = 'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;';
  const lines = [`${header}gemeente;provincie;object_id;object_type;nevenadres;x;y;lon;lat`];
  for (let i = 0; i < ROWS; i++) {
    // The first letter A to R: SA, SD and SS are not issued.
    const postcode = `${1000 + (i % 9000)}${String.fromCharCode(65 + (i % 18), 65 + ((i >> 5) % 26))}`;
    const letter = i % 7 === 0 ? 'A' : '';
    const addition = i % 11 === 0 ? '2' : '';
    lines.push(
      `Straat ${i % 5000};${1 + (i % 300)};${letter};${addition};${postcode};Amsterdam;Amsterdam;` +
        `Noord-Holland;0363010000${String(i).padStart(6, '0')};VBO;${i % 50 === 0 ? 't' : 'f'};` +
        `121724.000;487737.000;4.8951${i % 10};52.3760${i % 10}`,
    );
  }
  writeFileSync(path, lines.join('\n') + '\n');
}

describe('bag-csv throughput', () => {
  it('reports how many rows per second the reader and mapper take', async () => {
    const path = join(folder, 'bagadres.csv');
    writeRows(path);
    const started = process.hrtime.bigint();
    let addresses = 0;
    for await (const event of bagCsvFormat.read([path])) {
      if ('items' in event) addresses += event.items.length;
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // Only reported, never asserted: timing depends on the machine and its load.
    console.log(
      `bag-csv: ${addresses} addresses in ${seconds.toFixed(2)} s, ${Math.round(addresses / seconds)} rows/s`,
    );
    expect(addresses).toBe(ROWS);
  });
});
