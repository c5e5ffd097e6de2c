import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvParser, UnclosedQuoteError, type CsvOptions, type CsvRecord } from './csv-parser.js';

function parse(text: string, options?: CsvOptions, chunkSize = text.length || 1): CsvRecord[] {
  const parser = new CsvParser(options);
  const out: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += chunkSize) {
    out.push(...parser.push(text.slice(i, i + chunkSize)));
  }
  out.push(...parser.end());
  return out;
}

const fieldsOf = (records: CsvRecord[]) => records.map((r) => r.fields);

describe('CsvParser', () => {
  it('splits plain records and fields', () => {
    expect(parse('a,b,c\n1,2,3\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(fieldsOf(parse('a,,c\n,\n"",x\n'))).toEqual([
      ['a', '', 'c'],
      ['', ''],
      ['', 'x'],
    ]);
  });

  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    const text =
      'name,remark\n"Jansen, B.V.","zegt ""hallo"""\n"two\nlines","crlf\r\ninside"\nlast,1\n';
    expect(parse(text)).toEqual([
      { line: 1, fields: ['name', 'remark'] },
      { line: 2, fields: ['Jansen, B.V.', 'zegt "hallo"'] },
      { line: 3, fields: ['two\nlines', 'crlf\r\ninside'] },
      { line: 6, fields: ['last', '1'] },
    ]);
  });

  it('takes CRLF, LF and a lone CR as line ends and counts lines by them', () => {
    expect(parse('a\r\nb\rc\nd')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, fields: ['b'] },
      { line: 3, fields: ['c'] },
      { line: 4, fields: ['d'], unterminated: true },
    ]);
  });

  it('skips blank lines but keeps counting them', () => {
    expect(parse('\n\na\r\n\r\n\r\nb\n\n')).toEqual([
      { line: 3, fields: ['a'] },
      { line: 6, fields: ['b'] },
    ]);
  });

  it('drops a UTF-8 byte order mark at the start only', () => {
    expect(fieldsOf(parse('\uFEFFkvk,naam\n\uFEFFx,y\n'))).toEqual([
      ['kvk', 'naam'],
      ['\uFEFFx', 'y'],
    ]);
  });

  it('takes another separator', () => {
    expect(fieldsOf(parse('a;"b;c";d\n', { separator: ';' }))).toEqual([['a', 'b;c', 'd']]);
    expect(() => new CsvParser({ separator: '"' })).toThrow(/separator/);
    expect(() => new CsvParser({ separator: ';;' })).toThrow(/separator/);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(fieldsOf(parse('5" floppy,x\n'))).toEqual([['5" floppy', 'x']]);
  });

  it('flags text after a closing quote, and goes on with the next record', () => {
    const records = parse('"ab"c,d\ne,f\n');
    expect(records[0]).toMatchObject({ line: 1, fields: ['abc', 'd'] });
    expect(records[0]?.error).toMatch(/after a closing quote in field 1/);
    expect(records[1]).toEqual({ line: 2, fields: ['e', 'f'] });
  });

  it('throws on a quoted field left open at the end of the text, naming where it opened', () => {
    expect(() => parse('a,b\nc,"open\nd\ne\n')).toThrow(UnclosedQuoteError);
    expect(() => parse('a,b\nc,"open\nd\ne\n')).toThrow(
      /quote opened on line 2 is not closed .* lines 2 to 4 were read as one field/,
    );
    expect(() => parse('a,b\nc,"cut of', {}, 3)).toThrow(/line 2 .* the last record is cut off/);
  });

  it('marks a last record that no line break ends', () => {
    expect(parse('a,b\nc,d').map((r) => r.unterminated)).toEqual([undefined, true]);
    expect(parse('a,b\nc,d\n').map((r) => r.unterminated)).toEqual([undefined, undefined]);
  });

  it('gives up on an overlong record and resumes after the next line break', () => {
    const records = parse(`ok,1\n"${'x'.repeat(50)}\nnext,2\n`, { maxRecordLength: 20 });
    expect(records[0]).toEqual({ line: 1, fields: ['ok', '1'] });
    expect(records[1]?.line).toBe(2);
    expect(records[1]?.error).toMatch(/longer than 20 characters/);
    expect(records[2]).toEqual({ line: 3, fields: ['next', '2'] });
  });

  it('throws when an open quote runs across lines past the record limit, naming where it opened', () => {
    const text = `a,b\nc,"stray\n${'x,y\n'.repeat(20)}z,"\nlast,row\n`;
    expect(() => parse(text, { maxRecordLength: 30 })).toThrow(UnclosedQuoteError);
    expect(() => parse(text, { maxRecordLength: 30 }, 7)).toThrow(
      /quote opened on line 2 is not closed within 30 characters \(lines 2 to \d+ were read/,
    );
  });

  it('gives the same records however the text is cut into chunks', () => {
    const text = '\uFEFFa,"b,\r\n""c"""\r\n\r\n"d"\r\ne,f\rg\n"h\r\ni",j';
    const whole = parse(text);
    for (let size = 1; size < text.length; size++) {
      expect(parse(text, {}, size)).toEqual(whole);
    }
  });

  it('reads back whatever a writer quotes properly', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\n', '\r', ' ', '€') });
    const quote = (value: string) =>
      /[",\r\n]/.test(value) || value === '' ? `"${value.replace(/"/g, '""')}"` : value;
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('\n', '\r\n'),
        fc.integer({ min: 1, max: 7 }),
        (rows, eol, chunkSize) => {
          const text = rows.map((row) => row.map(quote).join(',')).join(eol) + eol;
          expect(fieldsOf(parse(text, {}, chunkSize))).toEqual(rows);
        },
      ),
    );
  });
});
