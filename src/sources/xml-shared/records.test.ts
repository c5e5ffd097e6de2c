import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  attribute,
  childText,
  declaredEncoding,
  parseXmlRecords,
  readXmlRecords,
  type XmlRecord,
  type XmlRecordOptions,
} from './records.js';

const OPTIONS: XmlRecordOptions = { root: 'list', records: ['item'] };

async function all(chunks: string[], options = OPTIONS): Promise<XmlRecord[]> {
  const records: XmlRecord[] = [];
  for await (const record of parseXmlRecords(chunks, options, 'test.xml')) records.push(record);
  return records;
}

describe('parseXmlRecords', () => {
  it('keeps record elements with attributes, text, CDATA and entities, and drops the rest', async () => {
    const records = await all([
      '<?xml version="1.0"?>\n<list version="1"><header><item-count>2</item-count></header>\n',
      '<item id="a"><name> Caf&#233; &amp; Co </name><note><![CDATA[<b>raw</b>]]></note></item>\n',
      '<group><item id="b"/></group></list>',
    ]);
    expect(records.map((r) => [r.index, r.line, attribute(r.element, 'id')])).toEqual([
      [1, 3, 'a'],
      [2, 4, 'b'],
    ]);
    const first = records[0]?.element;
    expect(first && childText(first, 'name')).toBe('Café & Co');
    expect(first && childText(first, 'note')).toBe('<b>raw</b>');
  });

  it('decodes UTF-8 split across byte chunks', async () => {
    const bytes = Buffer.from('<list><item name="Kaiserstraße"/></list>');
    const split = bytes.indexOf(0xc3) + 1;
    const records: XmlRecord[] = [];
    const chunks = [bytes.subarray(0, split), bytes.subarray(split)];
    for await (const record of parseXmlRecords(chunks, OPTIONS, 'test.xml')) records.push(record);
    expect(records[0] && attribute(records[0].element, 'name')).toBe('Kaiserstraße');
  });

  it('uses local names, whatever the namespace prefix', async () => {
    const records = await all([
      '<x:list xmlns:x="urn:test" xmlns:y="urn:other"><x:item y:code="1"><x:name>n</x:name></x:item></x:list>',
    ]);
    expect(records[0]?.element).toEqual({
      name: 'item',
      attributes: { code: '1' },
      children: [{ name: 'name', attributes: {}, children: [], text: 'n' }],
      text: '',
    });
  });

  it('hands over records as chunks arrive, without waiting for the end of the document', async () => {
    let pulled = 0;
    function* slow(): Generator<string> {
      pulled += 1;
      yield '<list><item n="1"/>';
      for (let i = 2; i <= 1000; i += 1) {
        pulled += 1;
        yield `<item n="${i}"/>`;
      }
      yield '</list>';
    }
    const iterator = parseXmlRecords(slow(), OPTIONS, 'test.xml');
    const first = await iterator.next();
    expect(first.value).toMatchObject({ index: 1 });
    expect(pulled).toBe(1);
    await iterator.return(undefined);
  });

  it('throws on a document that is not well-formed, naming the file and the last record', async () => {
    await expect(all(['<list><item/><item><name>x</item></list>'])).rejects.toThrow(
      /^test\.xml: not a readable list document \(after record 1\): 1:33: unexpected close tag/,
    );
    await expect(all(['<list><item/>'])).rejects.toThrow(/test\.xml: .*unclosed tag: list/);
    await expect(all([''])).rejects.toThrow('test.xml:1: the file is empty: no <list> document');
    await expect(all(['<list'])).rejects.toThrow(/test\.xml: not a readable list document/);
  });

  it('throws on another document element and on a record beyond the size guard', async () => {
    await expect(all(['<other/>'])).rejects.toThrow(/is <other>, expected <list>/);
    const big = `<list><item>${'x'.repeat(200)}</item></list>`;
    await expect(all([big], { ...OPTIONS, maxRecordSize: 100 })).rejects.toThrow(
      /record 1 \(line 1\) holds more than 100 elements/,
    );
  });
});

describe('readXmlRecords', () => {
  const folder = mkdtempSync(join(tmpdir(), 'veracheck-xml-'));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  const names = async (path: string): Promise<(string | undefined)[]> => {
    const out = [];
    for await (const record of readXmlRecords(path, OPTIONS))
      out.push(childText(record.element, 'name'));
    return out;
  };
  const write = (name: string, declaration: string, encoding: BufferEncoding): string => {
    const path = join(folder, name);
    const xml = `<?xml version="1.0"${declaration}?>\n<list>\n<item><name>José Müller</name></item>\n</list>\n`;
    writeFileSync(path, Buffer.from(xml, encoding));
    return path;
  };

  it('reads the encoding the declaration names, and UTF-8 without one', async () => {
    expect(await names(write('l1.xml', ' encoding="ISO-8859-1"', 'latin1'))).toEqual([
      'José Müller',
    ]);
    expect(await names(write('u8.xml', '', 'utf8'))).toEqual(['José Müller']);
    expect(await names(write('u8d.xml', " encoding='UTF-8'", 'utf8'))).toEqual(['José Müller']);
  });

  it('refuses Latin-1 bytes declared as UTF-8 or undeclared, and an unknown encoding', async () => {
    await expect(names(write('bad.xml', ' encoding="UTF-8"', 'latin1'))).rejects.toThrow(
      /bad\.xml:3: is not UTF-8: byte 0xE9/,
    );
    await expect(names(write('none.xml', '', 'latin1'))).rejects.toThrow(
      /none\.xml:3: is not UTF-8/,
    );
    await expect(names(write('x.xml', ' encoding="x-klingon"', 'utf8'))).rejects.toThrow(
      /x\.xml:1: declares the encoding x-klingon, which cannot be read/,
    );
  });

  it('finds the encoding in the declaration only', () => {
    expect(declaredEncoding('<?xml version="1.0" encoding="ISO-8859-1" ?><a/>')).toBe('ISO-8859-1');
    expect(declaredEncoding('\uFEFF<?xml version="1.0"?><a encoding="x"/>')).toBeUndefined();
    expect(declaredEncoding('<a/>')).toBeUndefined();
  });
});
