import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.js';

const folder = mkdtempSync(join(tmpdir(), 'veracheck-csv-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

async function collect(path: string, separator?: string) {
  const out = [];
  for await (const record of readCsv(path, separator ? { separator } : {})) out.push(record);
  return out;
}

describe('readCsv', () => {
  it('streams a UTF-8 file with a byte order mark and multi-byte characters', async () => {
    // Enough rows that the file arrives in several chunks, splitting characters between them.
    const rows = Array.from({ length: 40_000 }, (_, i) => `${i},"Café ""€"" ${i}",ü\r\n`);
    const path = join(folder, 'big.csv');
    writeFileSync(path, '\uFEFFid,name,x\r\n' + rows.join(''));
    let count = 0;
    let last;
    for await (const record of readCsv(path)) {
      count++;
      last = record;
    }
    expect(count).toBe(40_001);
    expect(last).toEqual({ line: 40_001, fields: ['39999', 'Café "€" 39999', 'ü'] });
  });

  it('reads a gzipped file and another separator', async () => {
    const path = join(folder, 'bag.csv.gz');
    writeFileSync(path, gzipSync('openbareruimte;huisnummer\nDamrak;1\n'));
    expect(await collect(path, ';')).toEqual([
      { line: 1, fields: ['openbareruimte', 'huisnummer'] },
      { line: 2, fields: ['Damrak', '1'] },
    ]);
  });

  it('fails on a file that does not exist', async () => {
    await expect(collect(join(folder, 'missing.csv'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a Latin-1 file rather than reading its accents as U+FFFD', async () => {
    const path = join(folder, 'latin1.csv');
    writeFileSync(path, Buffer.from('first_name,last_name\nJosé,Müller\n', 'latin1'));
    await expect(collect(path)).rejects.toThrow(/latin1\.csv:2: is not UTF-8: byte 0xE9/);
  });

  it('refuses a file in which a stray quote swallows more than a record may hold', async () => {
    const path = join(folder, 'stray.csv');
    const rows = Array.from({ length: 60_000 }, (_, i) => `passport,NL,AUDITX${i}\n`).join('');
    writeFileSync(path, `type,country,number\npassport,NL,"AUDIT0\n${rows}passport,NL,"X"\n`);
    await expect(collect(path)).rejects.toThrow(
      /stray\.csv:2: the quote opened on line 2 is not closed within 1048576 characters/,
    );
  });
});
