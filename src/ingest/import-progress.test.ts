import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { openText, sourceBytesRead } from '../sources/csv/index.js';
import { ofacSdnFormat } from '../sources/ofac-sdn/index.js';
import { importEta, plainBytesOf, plainBytesOfAll } from './import-progress.js';

const folder = mkdtempSync(join(tmpdir(), 'veracheck-progress-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function file(name: string, bytes: Buffer | string): string {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}

async function readAll(path: string): Promise<void> {
  for await (const chunk of openText(path)) expect(typeof chunk).toBe('string');
}

describe('plainBytesOf', () => {
  it('takes a plain file by its size and a .gz file by the size of its data', async () => {
    const text = 'Jansen;12;1012LG\n'.repeat(20_000);
    expect(await plainBytesOf(file('plain.csv', text))).toBe(text.length);
    expect(await plainBytesOf(file('packed.csv.gz', gzipSync(text)))).toBe(text.length);
  });

  it('estimates from the compressed size where gzip records less than it', async () => {
    // Two members: gzip records the last one's size, 5 bytes, under the file's 1 MB and more.
    // Taken as 5 bytes past 4 GiB, a 2 MB file stayed near 0 % with an ETA of hours.
    const text = randomBytes(1_000_000).toString('hex');
    const members = Buffer.concat([gzipSync(text), gzipSync('tail\n')]);
    expect(await plainBytesOf(file('members.csv.gz', members))).toBe(members.length * 5);
    // A plain size past 4 GiB is recorded modulo 4 GiB: 4 GiB + 1,000 bytes as 1,000.
    const wrapped = Buffer.from(gzipSync(text));
    wrapped.writeUInt32LE(1000, wrapped.length - 4);
    expect(await plainBytesOf(file('wrapped.csv.gz', wrapped))).toBe(wrapped.length * 5);
  });
});

describe('importEta', () => {
  it('is the plain bytes left at the rate so far, once more than 1 % is read', () => {
    expect(importEta(25, 100, 10_000)).toEqual({ fraction: 0.25, seconds: 30 });
    expect(importEta(100, 100, 10_000)).toEqual({ fraction: 1, seconds: 0 });
    expect(importEta(1, 100, 10_000)).toEqual({ fraction: 0.01 });
    expect(importEta(5, 0, 10_000)).toEqual({});
  });

  it('is not known once more than the total is read, rather than done', () => {
    // A .gz file past 4 GiB whose recorded size wrapped to above its compressed size.
    expect(importEta(101, 100, 10_000)).toEqual({});
  });

  it('measures a folder mixing .gz and plain files in plain bytes on both sides', async () => {
    // The plain file holds a tenth of the records: read it alone, a tenth is done. In bytes as
    // stored it was most of the folder, and the ETA said nearly done.
    const plain = file('mixed-a.csv', 'a;b;c;d\n'.repeat(10_000));
    const packed = file('mixed-b.csv.gz', gzipSync('e;f;g;h\n'.repeat(90_000)));
    const total = await plainBytesOfAll([plain, packed]);
    const before = sourceBytesRead();
    await readAll(plain);
    const afterPlain = importEta(sourceBytesRead() - before, total, 1000);
    expect(afterPlain).toEqual({ fraction: 0.1, seconds: 9 });
    await readAll(packed);
    expect(importEta(sourceBytesRead() - before, total, 10_000)).toEqual({
      fraction: 1,
      seconds: 0,
    });
  });
});

describe('the files an OFAC folder is measured by', () => {
  it('are the files its reader reads, not the others in the folder', async () => {
    const ofac = join(folder, 'ofac');
    mkdirSync(ofac);
    for (const name of ['sdn.csv', 'alt.csv', 'add.csv', 'sdn.xml', 'readme.pdf']) {
      writeFileSync(join(ofac, name), 'x\n');
    }
    const files = await ofacSdnFormat.filesRead?.([ofac]);
    expect(files?.map((f) => f.slice(ofac.length + 1)).sort()).toEqual([
      'add.csv',
      'alt.csv',
      'sdn.csv',
    ]);
  });
});
