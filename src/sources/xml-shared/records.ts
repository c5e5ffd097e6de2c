import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { openText, SourceFileError } from '../csv/index.js';

/** One element of a record, as plain data: its local name, attributes, own text and children. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), untrimmed; text of children is in the children. */
  text: string;
}

/** A record element of a document with its 1-based position among the records and its line. */
export interface XmlRecord {
  index: number;
  line: number;
  element: XmlElement;
}

export interface XmlRecordOptions {
  /** The local name the document element must have; anything else is not this format. */
  root: string;
  /** Local names of the record elements; elements outside records are not kept. */
  records: readonly string[];
  /** Upper bound on elements plus text characters kept for one record (memory guard). */
  maxRecordSize?: number;
}

const DEFAULT_MAX_RECORD_SIZE = 8_000_000;

/** Namespaces and prefixes carry no meaning in the formats read here, so names are local. */
const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/**
 * Streams the record elements of an XML document, one at a time. Only the record being read is
 * held in memory; everything outside the record elements is dropped as it is parsed. A document
 * that is not well-formed (a truncated download, for instance) throws, because importing half a
 * sanctions list as if it were whole would be worse than not importing it.
 */
export async function* parseXmlRecords(
  chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>,
  options: XmlRecordOptions,
  fileName: string,
): AsyncGenerator<XmlRecord> {
  const maxSize = options.maxRecordSize ?? DEFAULT_MAX_RECORD_SIZE;
  const parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  const ready: XmlRecord[] = [];
  const open: XmlElement[] = [];
  let depth = 0;
  let index = 0;
  let recordLine = 0;
  let recordSize = 0;

  const grow = (size: number): void => {
    recordSize += size;
    if (recordSize > maxSize) {
      throw new Error(
        `record ${index + 1} (line ${recordLine}) holds more than ${maxSize} elements and characters`,
      );
    }
  };

  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    if (depth === 0 && name !== options.root) {
      throw new Error(`the document element is <${tag.name}>, expected <${options.root}>`);
    }
    depth += 1;
    const parent = open.at(-1);
    if (!parent && !options.records.includes(name)) return;
    const element: XmlElement = { name, attributes: {}, children: [], text: '' };
    for (const [key, value] of Object.entries(tag.attributes)) {
      if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
      element.attributes[localName(key)] = value;
    }
    if (parent) {
      parent.children.push(element);
    } else {
      recordLine = parser.line;
      recordSize = 0;
    }
    grow(1);
    open.push(element);
  });
  const onText = (text: string): void => {
    const current = open.at(-1);
    if (!current) return;
    grow(text.length);
    current.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    depth -= 1;
    const element = open.pop();
    if (element && open.length === 0) {
      index += 1;
      ready.push({ index, line: recordLine, element });
    }
  });

  const fail = (error: unknown): Error =>
    new Error(
      `${fileName}: not a readable ${options.root} document (after record ${index}): ${
        error instanceof Error ? error.message : String(error)
      }`,
    );

  // A decoder, not Buffer#toString, so a character split across two chunks stays whole.
  const decoder = new StringDecoder('utf8');
  // Whether the file has held nothing but white space so far: said plainly, as no document.
  let blank = true;
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (blank) blank = text.trim() === '';
    try {
      parser.write(text);
    } catch (error) {
      throw fail(error);
    }
    // Hand over what this chunk completed before reading the next one: memory stays bounded
    // by one chunk's worth of records.
    yield* ready.splice(0);
  }
  if (blank)
    throw new SourceFileError(fileName, 1, `the file is empty: no <${options.root}> document`);
  try {
    parser.close();
  } catch (error) {
    throw fail(error);
  }
  yield* ready.splice(0);
}

/**
 * The encoding an XML declaration names (`<?xml version="1.0" encoding="ISO-8859-1"?>`), or
 * undefined for none: XML without one is UTF-8.
 */
export function declaredEncoding(start: string): string | undefined {
  const declaration = /^\uFEFF?<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(start);
  return declaration?.[1];
}

/**
 * Streams the record elements of the XML file at `path`: UTF-8, as the lists are published,
 * or the encoding its declaration names. Bytes that are not of that encoding fail the file.
 */
export async function* readXmlRecords(
  path: string,
  options: XmlRecordOptions,
): AsyncGenerator<XmlRecord> {
  const handle = await open(path);
  let start: string;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
    start = buffer.subarray(0, bytesRead).toString('latin1');
  } finally {
    await handle.close();
  }
  const encoding = declaredEncoding(start);
  if (encoding !== undefined) {
    try {
      new TextDecoder(encoding);
    } catch {
      throw new SourceFileError(path, 1, `declares the encoding ${encoding}, which cannot be read`);
    }
  }
  yield* parseXmlRecords(openText(path, encoding ? { encoding } : {}), options, path);
}

/** The children of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);

/** The trimmed text of the first child named `name`, or undefined when absent or blank. */
export function childText(element: XmlElement, name: string): string | undefined {
  const child = element.children.find((c) => c.name === name);
  return child ? textOf(child) : undefined;
}

/** The element's trimmed own text, or undefined when blank. */
export function textOf(element: XmlElement): string | undefined {
  const text = element.text.trim();
  return text.length > 0 ? text : undefined;
}

/** The trimmed value of an attribute, or undefined when absent or blank. */
export function attribute(element: XmlElement, name: string): string | undefined {
  const value = element.attributes[name]?.trim();
  return value ? value : undefined;
}
