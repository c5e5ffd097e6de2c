import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { financials, postcodeStats } from '../../entities/records.js';
import { collectEvents } from '../collect-events.js';
import { csvRecordFormat, SourceFileError } from './record-format.js';

const folder = mkdtempSync(join(tmpdir(), 'veracheck-records-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});
const format = csvRecordFormat(postcodeStats, 'test');

function file(name: string, text: string): string {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
}

describe('csvRecordFormat', () => {
  it('takes the columns in any order and in any case', async () => {
    const path = file(
      'order.csv',
      'RISK,area,level,addresses,residents,checks,Description\r\nPRR1,1012,pc4,1,2,3,x\r\n',
    );
    const { records, rejected } = await collectEvents(format, [path]);
    expect(rejected).toEqual([]);
    expect(records[0]?.data).toEqual({
      area: '1012',
      level: 'pc4',
      addresses: 1,
      residents: 2,
      checks: 3,
      risk: 'PRR1',
      description: 'x',
    });
  });

  it('reads several files in order, naming the file of each event', async () => {
    const header = 'area,level,addresses,residents,checks,risk,description\n';
    const a = file('a.csv', `${header}1012,pc4,1,1,1,PRR1,\n`);
    const b = file('b.csv', `${header}1013,pc4,1,1,1,PRR9,\n1014,pc4,1,1,1,PRR1,\n`);
    const { records, rejected } = await collectEvents(format, [a, b]);
    expect(records.map((r) => r.key)).toEqual(['1012', '1014']);
    expect(rejected).toEqual([
      { file: b, line: 2, reason: expect.stringMatching(/^risk:/) as string },
    ]);
  });

  it('skips blank and space-only lines', async () => {
    const path = file(
      'blank.csv',
      '\narea,level,addresses,residents,checks,risk,description\n\n   \n1012,pc4,1,1,1,PRR1,\n',
    );
    const { records, rejected } = await collectEvents(format, [path]);
    expect(rejected).toEqual([]);
    expect(records).toHaveLength(1);
  });

  it('fails the whole file when the header is not the format’s', async () => {
    const cases: [string, RegExp][] = [
      ['area,level,addresses,residents,checks,risk\n', /:1: the header lacks description/],
      [
        'area,level,addresses,residents,checks,risk,description,extra\n',
        /has unknown columns extra/,
      ],
      ['area,area,level,addresses,residents,checks,risk,description\n', /repeats area/],
      [
        'area,level,addresses,residents,checks,risk,description,\n',
        /:1: the header has an empty column 8 \(a trailing comma\?\) \(a postcode-stats file has /,
      ],
      [
        'area,level,,addresses,residents,checks,risk,description, \n',
        /the header has empty columns 3, 9 \(a trailing comma\?\) \(/,
      ],
      [
        'area;level;addresses;residents;checks;risk;description\n',
        /the header is one column, "area;level;.*": the file seems to use ';' \(semicolons\) between columns, and this format expects ','/,
      ],
      [
        'area\tlevel\taddresses\tresidents\tchecks\trisk\tdescription\n',
        /the file seems to use tabs between columns, and this format expects ','/,
      ],
      ['"area,level\n', /:1: the quote opened on line 1 is not closed/],
      ['', /the file is empty/],
      // A file without its header row: its first row is data, which repeats values.
      [
        '1012,pc4,1,1,3,PRR1,x\n1013,pc4,2,2,3,PRR1,y\n',
        /:1: the first row is not a postcode-stats header \(no header row\?\): it reads 1012, pc4, 1, 1, 3, PRR1, x \(a postcode-stats file has area,/,
      ],
    ];
    for (const [i, [text, message]] of cases.entries()) {
      const path = file(`header-${i}.csv`, text);
      const reading = collectEvents(format, [path]);
      await expect(reading).rejects.toThrow(SourceFileError);
      await expect(collectEvents(format, [path])).rejects.toThrow(message);
    }
  });

  it('refuses a file whose last line is cut off, but reads one that only lacks the last break', async () => {
    const header = 'area,level,addresses,residents,checks,risk,description\n';
    const cut = file('cut.csv', `${header}1012,pc4,1,1,1,PRR1,\n1013,pc4,1,`);
    await expect(collectEvents(format, [cut])).rejects.toThrow(SourceFileError);
    await expect(collectEvents(format, [cut])).rejects.toThrow(
      /cut\.csv:3: the last line does not end with a line break and does not read \(has 4 fields/,
    );
    const quoted = file('cut-quote.csv', `${header}1012,pc4,1,1,1,PRR1,\n1013,pc4,1,1,1,PRR1,"Mid`);
    await expect(collectEvents(format, [quoted])).rejects.toThrow(
      /cut-quote\.csv:3: the quote opened/,
    );
    // Cut just after a quoted first field that is empty: no blank line holds quotes.
    const emptyQuoted = file('cut-empty.csv', `${header}1012,pc4,1,1,1,PRR1,\n""`);
    await expect(collectEvents(format, [emptyQuoted])).rejects.toThrow(
      /cut-empty\.csv:3: the last line does not end with a line break and does not read \(has 1 fields where the header has 7\)/,
    );
    // Spaces after the last line break are a blank line, as before.
    const spaces = file('spaces.csv', `${header}1012,pc4,1,1,1,PRR1,\n  `);
    const read = await collectEvents(format, [spaces]);
    expect([read.records.length, read.rejected]).toEqual([1, []]);
    const whole = file('whole.csv', `${header}1012,pc4,1,1,1,PRR1,\n1013,pc4,1,1,1,PRR1,`);
    expect((await collectEvents(format, [whole])).records).toHaveLength(2);
    // A bad row before the end is one rejection, as before.
    const bad = file('bad.csv', `${header}1012,pc4,1,\n1013,pc4,1,1,1,PRR1,`);
    const { records, rejected } = await collectEvents(format, [bad]);
    expect([records.length, rejected.map((r) => r.line)]).toEqual([1, [2]]);
    // So is a last row whose bad value is not its last field: a cut shortens only the last.
    const badLast = file('bad-last.csv', `${header}1012,pc4,1,1,1,PRR1,\n1013,pc9,1,1,1,PRR1,x`);
    const last = await collectEvents(format, [badLast]);
    expect([last.records.length, last.rejected.map((r) => r.line)]).toEqual([1, [3]]);
  });

  it('names the column of a value holding a control character or U+FFFD', async () => {
    const header = readFileSync(
      fileURLToPath(new URL('../financials/fixtures/financials.csv', import.meta.url)),
      'utf8',
    ).split('\n')[0];
    const row = (message: string) =>
      `12345678,BRR1,${message},BBG1,,,BBG1,,,BBG1,,,,,,,,2026-06-30`;
    const path = file(
      'controls.csv',
      `${header}\n${row('Laag\u0007 risico')}\n${row('M\uFFFDller')}\n`,
    );
    const { rejected } = await collectEvents(csvRecordFormat(financials, 'test'), [path]);
    expect(rejected).toEqual([
      {
        file: path,
        line: 2,
        reason:
          'holds the control or text-direction character U+0007 (in the column risk_rating_message)',
      },
      {
        file: path,
        line: 3,
        reason:
          'holds U+FFFD, the replacement character (in the column risk_rating_message): the text was decoded with the wrong encoding before it reached this file',
      },
    ]);
  });
});
