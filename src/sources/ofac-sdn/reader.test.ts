import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SourceEvent } from '../source.js';
import { ofacSdnFormat } from './index.js';
import { parseAddRow, parseAltRow, parseSdnRow, resolveFiles } from './reader.js';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const fixture = (name: string): string => join(fixtures, name);

async function readAll(paths: string[]): Promise<SourceEvent[]> {
  const events: SourceEvent[] = [];
  for await (const event of ofacSdnFormat.read(paths)) events.push(event);
  return events;
}

/** Each event as "file:line outcome", for a compact comparison. */
const summary = (event: SourceEvent): string => {
  const where = `${event.file.split('/').pop() ?? ''}:${event.line}`;
  if ('rejected' in event) return `${where} rejected: ${event.rejected}`;
  if ('skipped' in event) return `${where} skipped: ${event.skipped}`;
  return `${where} ${event.items.map((i) => (i.kind === 'entity' ? i.entity.id : i.kind)).join(' ')}`;
};

describe('resolveFiles', () => {
  it('finds the files in a folder or takes them as given', async () => {
    expect(await resolveFiles([fixtures])).toEqual({
      sdn: fixture('sdn.csv'),
      alt: fixture('alt.csv'),
      add: fixture('add.csv'),
      comments: fixture('sdn_comments.csv'),
    });
    const files = ['add.csv', 'sdn.csv', 'alt.csv'].map(fixture);
    expect(await resolveFiles(files)).toMatchObject({ sdn: fixture('sdn.csv') });
  });

  it('refuses an incomplete release or an unknown file', async () => {
    await expect(resolveFiles([fixture('sdn.csv')])).rejects.toThrow(/alt\.csv, add\.csv/);
    await expect(resolveFiles([fixture('../mapper.ts')])).rejects.toThrow(/expected sdn\.csv/);
  });

  it('takes files named like object members for files of no role', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veracheck-ofac-members-'));
    try {
      for (const name of ['sdn.csv', 'alt.csv', 'add.csv']) {
        copyFileSync(fixture(name), join(dir, name));
      }
      for (const name of ['constructor', '__proto__', 'valueof']) {
        writeFileSync(join(dir, name), '');
      }
      expect(await resolveFiles([dir])).toEqual({
        sdn: join(dir, 'sdn.csv'),
        alt: join(dir, 'alt.csv'),
        add: join(dir, 'add.csv'),
      });
      await expect(resolveFiles([join(dir, 'constructor')])).rejects.toThrow(/expected sdn\.csv/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('row parsers', () => {
  it('turns -0- into nothing and splits programs', () => {
    const fields = ['7', 'X, Y', 'individual', 'SDGT] [IFSR', '-0- ', '-0- ', '-0- ', '-0-'];
    expect(parseSdnRow([...fields, '-0- ', '-0- ', '-0- ', 'DOB 1960.'])).toEqual({
      entNum: '7',
      name: 'X, Y',
      type: 'individual',
      programs: ['SDGT', 'IFSR'],
      remarks: 'DOB 1960.',
    });
    expect(parseAltRow(['7', '8', 'a.k.a.', 'Z', '-0- '])).toMatchObject({ type: 'aka' });
    expect(parseAddRow(['7', '9', '-0- ', 'Tehran', 'Iran', '-0- '])).toEqual({
      entNum: '7',
      addNum: '9',
      cityStatePostal: 'Tehran',
      country: 'Iran',
    });
  });

  it('says why a row is malformed', () => {
    expect(parseSdnRow(['1', 'A'])).toBe('expected 12 fields, found 2');
    expect(parseSdnRow(['1', '-0- ', ...Array<string>(10).fill('-0-')])).toBe(
      'ent_num 1 has no SDN_Name',
    );
    expect(parseAltRow(['1', 'x', 'aka', 'A', '-0-'])).toBe('alt_num "x" is not a number');
    expect(parseAddRow(['', '1', '-0-', '-0-', '-0-', '-0-'])).toBe('ent_num "" is not a number');
  });
});

describe('ofac-sdn reader', () => {
  it('imports the valid entries and reports the rest with their lines', async () => {
    const events = await readAll([fixtures]);
    expect(events.map(summary)).toEqual([
      'alt.csv:6 rejected: alt_num 506 has an unknown alt_type "xka"',
      'alt.csv:8 rejected: expected 5 fields, found 3',
      'add.csv:5 rejected: ent_num "x" is not a number',
      'sdn.csv:1 ofac-sdn-1001 ofac-sdn-addr-701 ofac-sdn-1001-sanction-sdntk ofac-sdn-1001-passport-ab123456 ofac-sdn-1001-id-cedula-no-16789012',
      'sdn.csv:2 ofac-sdn-1002 ofac-sdn-addr-702 ofac-sdn-1002-sanction-sdntk ofac-sdn-1002-sanction-illicit-drugs-eo14059',
      'sdn.csv:3 skipped: vessel NORTHERN STAR: vessels and aircraft are not imported',
      'sdn.csv:4 ofac-sdn-1004 ofac-sdn-1004-sanction-sdgt ofac-sdn-1004-id-national-id-no-0102030405',
      'sdn.csv:5 rejected: expected 12 fields, found 3',
      'sdn.csv:6 rejected: ent_num "ABC" is not a number',
      'sdn.csv:7 rejected: ent_num 1007 has an unknown SDN_Type "submarine"',
      'sdn.csv:8 ofac-sdn-1008 ofac-sdn-addr-707 ofac-sdn-1008-sanction-sdgt',
      'sdn.csv:9 ofac-sdn-1009 ofac-sdn-addr-706 ofac-sdn-1009-sanction-russia-eo14024 ofac-sdn-1009-passport-4509123456 ofac-sdn-1009-passport-751234567',
      'sdn.csv:10 rejected: ent_num 1002 appears more than once',
      // The shared CSV parser words this one.
      expect.stringMatching(/^sdn\.csv:11 rejected: .*quote/),
      'alt.csv:7 skipped: ent_num 1000 is not in sdn.csv',
    ]);
  });

  it('folds aliases, addresses and spilled-over remarks into the entity', async () => {
    const events = await readAll([fixtures]);
    const entity = (id: string) => {
      for (const event of events) {
        if (!('items' in event)) continue;
        for (const item of event.items) {
          if (item.kind === 'entity' && item.entity.id === id) return item.entity;
        }
      }
      throw new Error(`no ${id}`);
    };
    expect(entity('ofac-sdn-1002').properties).toMatchObject({
      name: ['TRANSPORTES DEL VALLE S.A.S.'],
      alias: ['TRANSVALLE', 'TRANSPORTES VALLE SAS'],
      website: ['www.transvalle.example'],
      email: ['info@transvalle.example'],
      taxNumber: ['900123456-7'],
      incorporationDate: ['2001-02-14'],
      country: ['co'],
    });
    expect(entity('ofac-sdn-1002').schema).toBe('Company');
    expect(entity('ofac-sdn-1004').properties).toMatchObject({
      name: ['Yusuf HAMDAN'],
      birthDate: ['1955', '1956', '1957', '1958'],
      country: ['sy'],
    });
    expect(entity('ofac-sdn-1008')).toMatchObject({
      schema: 'Organization',
      properties: { registrationNumber: ['12345'], weakAlias: ['AL NOOR'] },
    });
    expect(entity('ofac-sdn-addr-702').properties).toEqual({
      full: ['Carrera 10 # 15-40, Oficina 301, Bogota, Colombia'],
      street: ['Carrera 10 # 15-40, Oficina 301'],
      city: ['Bogota'],
      country: ['co'],
      remarks: ['Main office'],
    });
    expect(entity('ofac-sdn-1009').properties).toMatchObject({
      gender: ['female'],
      passportNumber: ['4509123456', '751234567'],
      position: ['Director General'],
    });
  });

  it('reads a release whose end marker stands last without a line break, as OFAC writes it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'veracheck-ofac-'));
    try {
      const names = ['alt.csv', 'add.csv', 'sdn.csv', 'sdn_comments.csv'];
      for (const name of names) {
        const text = readFileSync(fixture(name), 'utf8');
        expect(text.endsWith('\u001a\r\n')).toBe(true);
        writeFileSync(join(folder, name), text.slice(0, -2));
      }
      const withoutFolder = (events: SourceEvent[]) =>
        events.map((event) => ({ ...event, file: event.file.slice(event.file.lastIndexOf('/')) }));
      expect(withoutFolder(await readAll([folder]))).toEqual(
        withoutFolder(await readAll([fixtures])),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads an sdn.csv or sdn_comments.csv that ends without the end marker, as OFAC has published sdn_comments.csv', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'veracheck-ofac-'));
    try {
      for (const name of ['alt.csv', 'add.csv']) copyFileSync(fixture(name), join(folder, name));
      for (const name of ['sdn.csv', 'sdn_comments.csv']) {
        const text = readFileSync(fixture(name), 'utf8');
        expect(text.endsWith('\r\n\u001a\r\n')).toBe(true);
        // Its last row and that row's line break, without the marker line.
        writeFileSync(join(folder, name), text.slice(0, -3));
      }
      const withoutFolder = (events: SourceEvent[]) =>
        events.map((event) => ({ ...event, file: event.file.slice(event.file.lastIndexOf('/')) }));
      const read = await readAll([folder]);
      expect(read.length).toBeGreaterThan(0);
      expect(withoutFolder(read)).toEqual(withoutFolder(await readAll([fixtures])));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  /** The fixture release in a folder of its own, with `files` written in place of the fixtures'. */
  async function readRelease(files: Record<string, string>): Promise<SourceEvent[]> {
    const folder = mkdtempSync(join(tmpdir(), 'veracheck-ofac-'));
    try {
      for (const name of ['alt.csv', 'add.csv', 'sdn.csv', 'sdn_comments.csv']) {
        writeFileSync(join(folder, name), files[name] ?? readFileSync(fixture(name), 'utf8'));
      }
      return await readAll([folder]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  it('takes only Ctrl-Z for the end marker: a line of white space is a row that does not read', async () => {
    const sdn = readFileSync(fixture('sdn.csv'), 'utf8');
    const rows = sdn.slice(0, -3);
    // Last, without a line break, where the marker may stand so: the file was not written whole.
    await expect(readRelease({ 'sdn.csv': `${rows}   ` })).rejects.toThrow(
      /sdn\.csv:12: the last line does not end with a line break and does not read \(a line with no value \(white space or an empty quoted field\): neither a row nor OFAC's end-of-file marker \(Ctrl-Z\)\)/,
    );
    // Before the end, or with its line break, it is reported rather than skipped unseen.
    const alt = readFileSync(fixture('alt.csv'), 'utf8');
    const events = await readRelease({
      'alt.csv': `  \r\n${alt}`,
      'sdn.csv': `${rows}""\r\n`,
    });
    expect(events.map(summary)).toEqual(
      expect.arrayContaining([
        "alt.csv:1 rejected: a line with no value (white space or an empty quoted field): neither a row nor OFAC's end-of-file marker (Ctrl-Z)",
        "sdn.csv:12 rejected: a line with no value (white space or an empty quoted field): neither a row nor OFAC's end-of-file marker (Ctrl-Z)",
      ]),
    );
  });

  it('refuses an sdn.csv cut exactly after a row, where other files hold rows of later entries', async () => {
    const sdn = readFileSync(fixture('sdn.csv'), 'utf8');
    const cut = sdn.slice(0, sdn.indexOf('\n1008,') + 1);
    const refused =
      /sdn\.csv:7: add\.csv, sdn_comments\.csv hold rows of 2 ent_nums \(1008, 1009\) above 1007, the highest ent_num of sdn\.csv: the file looks cut off after its last row/;
    await expect(readRelease({ 'sdn.csv': cut })).rejects.toThrow(refused);
    // An end marker written after the cut changes nothing.
    await expect(readRelease({ 'sdn.csv': `${cut}\u001a\r\n` })).rejects.toThrow(
      /sdn\.csv:8: add\.csv, sdn_comments\.csv hold rows of 2 ent_nums/,
    );
    // Cut after 1009, the only other entry with aliases or addresses: nothing shows the cut,
    // and the unclaimed rows below the last ent_num are skipped one by one, as before.
    const later = sdn.slice(0, sdn.indexOf('\n1002,', sdn.indexOf('\n1009,')) + 1);
    const events = await readRelease({ 'sdn.csv': later });
    expect(events.map(summary).at(-1)).toBe('alt.csv:7 skipped: ent_num 1000 is not in sdn.csv');
    // Cut before its first row: no ent_num of sdn.csv to be above, rather than "above -1".
    await expect(readRelease({ 'sdn.csv': '\u001a' })).rejects.toThrow(
      /sdn\.csv:1: it lists no ent_num, while alt\.csv, add\.csv, sdn_comments\.csv hold rows of 8 ent_nums \(1000, 1001, 1002, …\): the file looks cut off/,
    );
  });

  it('refuses an alt.csv or add.csv cut exactly after a row: OFAC ends both with its end marker', async () => {
    for (const name of ['alt.csv', 'add.csv']) {
      const text = readFileSync(fixture(name), 'utf8');
      const refused = new RegExp(
        `${name.replace('.', '\\.')}:8: the file ends after this row without OFAC's end-of-file marker \\(Ctrl-Z\\), which OFAC writes last in alt\\.csv and add\\.csv: the file looks cut off after its last row`,
      );
      // Without the marker line: the last row and its line break.
      await expect(readRelease({ [name]: text.slice(0, -3) })).rejects.toThrow(refused);
      // Cut after an earlier row, where the rows before the cut all read.
      const earlier = text.slice(0, text.indexOf('\n1004,') + 1);
      await expect(readRelease({ [name]: earlier })).rejects.toThrow(
        new RegExp(`${name.replace('.', '\\.')}:\\d+: the file ends after this row without`),
      );
    }
  });

  it('refuses a file with rows after the end marker, naming the line', async () => {
    const sdn = readFileSync(fixture('sdn.csv'), 'utf8');
    const alt = readFileSync(fixture('alt.csv'), 'utf8');
    const comments = readFileSync(fixture('sdn_comments.csv'), 'utf8');
    const afterMarker = (file: string, marker: number, next: number) =>
      new RegExp(
        `${file.replace('.', '\\.')}:${marker}: line ${marker} holds OFAC's end-of-file marker \\(Ctrl-Z\\), yet line ${next} follows it: the file is damaged or several files were joined`,
      );
    // A marker line in the middle: the entries after it were read as if it were not there.
    const row5 = sdn.indexOf('\n1005,') + 1;
    await expect(
      readRelease({ 'sdn.csv': `${sdn.slice(0, row5)}\u001a\r\n${sdn.slice(row5)}` }),
    ).rejects.toThrow(afterMarker('sdn.csv', 5, 6));
    // Two copies joined, as a download resumed from the start writes them.
    await expect(readRelease({ 'alt.csv': alt + alt })).rejects.toThrow(
      afterMarker('alt.csv', 9, 10),
    );
    // OFAC's marker ends its file without a line break, so a file joined on has data on its line.
    await expect(
      readRelease({ 'sdn_comments.csv': `${comments.slice(0, -2)}${comments}` }),
    ).rejects.toThrow(
      /sdn_comments\.csv:2: line 2 holds OFAC's end-of-file marker \(Ctrl-Z\) among other data, where OFAC writes it alone on the last line: the file is damaged or several files were joined/,
    );
    // A marker followed by blank lines alone still ends the file.
    const events = await readRelease({
      'add.csv': `${readFileSync(fixture('add.csv'), 'utf8')}\r\n\r\n`,
    });
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses an sdn.csv cut off mid-entry rather than publishing the entries before the cut', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'veracheck-ofac-'));
    try {
      for (const name of ['alt.csv', 'add.csv']) copyFileSync(fixture(name), join(folder, name));
      const sdn = readFileSync(fixture('sdn.csv'), 'utf8');
      writeFileSync(join(folder, 'sdn.csv'), sdn.slice(0, sdn.indexOf('\n1002,') + 20));
      await expect(readAll([folder])).rejects.toThrow(
        /sdn\.csv:2: the quote opened on line 2 is not closed before the end of the file/,
      );
      // Cut between two fields, outside any quote.
      writeFileSync(
        join(folder, 'sdn.csv'),
        sdn.slice(0, sdn.indexOf(',', sdn.indexOf('\n1003,'))),
      );
      await expect(readAll([folder])).rejects.toThrow(
        /sdn\.csv:3: the last line does not end with a line break and does not read/,
      );
      // Cut at the end of a row that reads, before its line break and the end marker.
      const row1004 = sdn.indexOf('\n1004,') + 1;
      const end1004 = sdn.indexOf('\r\n', row1004);
      writeFileSync(join(folder, 'sdn.csv'), sdn.slice(0, end1004));
      await expect(readAll([folder])).rejects.toThrow(
        /sdn\.csv:4: the last line does not end with a line break, as every line of OFAC's files does: the file looks cut off/,
      );
      // The same row cut inside its last, quoted field, where the quote is closed again.
      writeFileSync(join(folder, 'sdn.csv'), `${sdn.slice(0, end1004 - 10)}"`);
      await expect(readAll([folder])).rejects.toThrow(/sdn\.csv:4: the last line does not end/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
