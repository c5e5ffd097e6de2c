import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { invalidUtf8At, openText, sourceBytesRead } from './read-text.js';
import { SourceFileError } from './source-file-error.js';

const folder = mkdtempSync(join(tmpdir(), 'veracheck-text-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function file(name: string, bytes: Buffer): string {
  const path = join(folder, name);
  writeFileSync(path, bytes);
  return path;
}

async function text(path: string, encoding?: string): Promise<string> {
  let out = '';
  for await (const chunk of openText(path, encoding ? { encoding } : {})) out += chunk;
  return out;
}

describe('invalidUtf8At', () => {
  it('finds the first byte that does not start a well-formed sequence', () => {
    expect(invalidUtf8At(Buffer.from('Müller €𝄞', 'utf8'))).toBe(-1);
    expect(invalidUtf8At(Buffer.from('José Müller', 'latin1'))).toBe(3);
    expect(invalidUtf8At(Buffer.from([0x61, 0xc0, 0xaf]))).toBe(1); // overlong "/"
    expect(invalidUtf8At(Buffer.from([0xed, 0xa0, 0x80]))).toBe(0); // a surrogate
    expect(invalidUtf8At(Buffer.from([0x61, 0xe2, 0x82]))).toBe(1); // cut at the end
  });
});

describe('openText', () => {
  it('passes UTF-8 through whole, characters split between chunks included', async () => {
    const body = `\uFEFF${'Café €𝄞 Müller\n'.repeat(40_000)}`;
    expect(await text(file('big.txt', Buffer.from(body, 'utf8')))).toBe(body);
    expect(await text(file('big.txt.gz', gzipSync(Buffer.from(body, 'utf8'))))).toBe(body);
  });

  it('refuses a Latin-1 file, naming the line of the first byte that is not UTF-8', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `row ${i},Müller\n`).join('');
    const bytes = Buffer.concat([
      Buffer.from(rows, 'utf8'),
      Buffer.from('row x,José Müller\n', 'latin1'),
    ]);
    const path = file('latin1.csv', bytes);
    await expect(text(path)).rejects.toThrow(SourceFileError);
    await expect(text(path)).rejects.toThrow(
      /latin1\.csv:30001: is not UTF-8: byte 0xE9 does not start a UTF-8 character \(a Latin-1 or Windows-1252 file\?/,
    );
    // Its last byte too, where no later byte shows that the character is not complete.
    const last = file('last.csv', Buffer.from('a,b\nJos\u00e9', 'latin1'));
    await expect(text(last)).rejects.toThrow(/last\.csv:2: is not UTF-8: byte 0xE9/);
  });

  it('reads the encoding it is told', async () => {
    const path = file('declared.xml', Buffer.from('José Müller', 'latin1'));
    expect(await text(path, 'iso-8859-1')).toBe('José Müller');
  });

  it('refuses UTF-16, with or without a byte order mark', async () => {
    const bom = file('bom.csv', Buffer.from('\uFEFFa,b\n', 'utf16le'));
    await expect(text(bom)).rejects.toThrow(/bom\.csv:1: is UTF-16 .*not UTF-8/);
    const bare = file('bare.csv', Buffer.from('a,b\n', 'utf16le'));
    await expect(text(bare)).rejects.toThrow(/bare\.csv:1: starts with NUL bytes.*UTF-16/);
  });

  it('names the file and says plainly why gzip or the path cannot be read', async () => {
    const body = Buffer.from('a,b\n1,2\n'.repeat(50_000), 'utf8');
    const plain = file('plain.csv.gz', Buffer.from('a,b\n1,2\n'));
    await expect(text(plain)).rejects.toThrow(
      `${plain}:1: is not gzip data, though its name ends in .gz`,
    );
    const whole = gzipSync(body);
    const cut = file('cut.csv.gz', whole.subarray(0, whole.length >> 1));
    await expect(text(cut)).rejects.toThrow(`${cut}: the gzip data is cut off before its end`);
    const broken = Buffer.from(whole);
    broken.fill(0xff, 100, 200);
    const corrupt = file('corrupt.csv.gz', broken);
    await expect(text(corrupt)).rejects.toThrow(`${corrupt}: the gzip data is corrupt`);
    // An empty file is the formats' to report, as any empty file.
    expect(await text(file('empty.csv.gz', Buffer.alloc(0)))).toBe('');
    const dir = join(folder, 'a-folder.csv');
    mkdirSync(dir);
    await expect(text(dir)).rejects.toThrow(`${dir}: is a directory, not a file`);
  });
});

describe('sourceBytesRead', () => {
  it('counts the plain bytes of the source files read, gzip data after gunzip, and no other reads of the process', async () => {
    // An import's ETA is these bytes against the files' sizes: the database's page reads,
    // made while the file is read, must not count, or the ETA says 0 s a third of the way in.
    const plain = file('counted.csv', Buffer.from('a;b\n'.repeat(100_000)));
    const gzipped = file('counted.csv.gz', gzipSync(Buffer.from('c;d\n'.repeat(100_000))));
    const other = file('other.bin', Buffer.alloc(3_000_000));
    const before = sourceBytesRead();
    let chunks = 0;
    for await (const _ of openText(plain)) {
      if (chunks++ === 0) readFileSync(other);
    }
    expect(sourceBytesRead() - before).toBe(400_000);
    await text(gzipped);
    // As plain text: the ETA compares them with the files' plain sizes (import-progress.ts).
    expect(sourceBytesRead() - before).toBe(800_000);
  });

  it('does not count the second reading that finds the line of a bad byte', async () => {
    const bad = Buffer.concat([Buffer.from('ok\n'.repeat(50_000)), Buffer.from([0xe9, 0x0a])]);
    const path = file('bad-byte.txt', bad);
    const before = sourceBytesRead();
    await expect(text(path)).rejects.toThrow(/line 50001|:50001/);
    expect(sourceBytesRead() - before).toBe(bad.length);
  });
});
