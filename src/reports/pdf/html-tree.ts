/**
 * A tree of the report's own HTML, for laying out the PDF from the same document the HTML
 * report is. Not a general HTML parser: it reads what render-html.ts writes (well-formed
 * elements, quoted attributes, values escaped as entities, inline SVG with `/>`), and is only
 * forgiving elsewhere (stray end tags are ignored, open elements are closed at the end).
 * The head (meta, title, style) is left out of the tree; its title is kept as the document's.
 */

export interface HtmlText {
  type: 'text';
  text: string;
}

export interface HtmlElement {
  type: 'element';
  tag: string;
  attributes: Readonly<Record<string, string>>;
  classes: readonly string[];
  children: HtmlNode[];
}

export type HtmlNode = HtmlElement | HtmlText;

export interface HtmlDocument {
  /** The body, or everything outside the head when there is no body element. */
  body: HtmlElement;
  /** The text of the head's title; empty when there is none. */
  title: string;
}

/** Elements that never have content or an end tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements whose content is text up to their end tag, never markup. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea']);

/** Elements left out of the tree with everything inside them. */
const SKIPPED_ELEMENTS = new Set(['head', 'script', 'style', 'template', 'noscript']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
};

/** Text with its character references replaced; an unknown reference stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const hex = ref[1] === 'x' || ref[1] === 'X';
      const codePoint = Number.parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10);
      const valid =
        codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '\uFFFD';
    }
    return Object.hasOwn(NAMED_ENTITIES, ref) ? (NAMED_ENTITIES[ref] ?? whole) : whole;
  });
}

const RAW_TEXT_ENDS = new Map(
  [...RAW_TEXT_ELEMENTS].map((tag) => [tag, new RegExp(`</${tag}`, 'gi')]),
);

/** Where the end tag of a raw text element starts; -1 if it has none. */
function rawTextEnd(html: string, tag: string, from: number): number {
  const pattern = RAW_TEXT_ENDS.get(tag);
  if (!pattern) return -1;
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? -1;
}

const element = (tag: string, attributes: Record<string, string> = {}): HtmlElement => ({
  type: 'element',
  tag,
  attributes,
  classes: (attributes.class ?? '').split(/\s+/).filter((c) => c !== ''),
  children: [],
});

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name === '' || Object.hasOwn(attributes, name)) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The end of a start tag at `from` (the index of its `>`), quotes respected; -1 if none. */
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i;
    }
  }
  return -1;
}

/** Reads the report HTML into a tree. */
export function parseReportHtml(html: string): HtmlDocument {
  const root = element('#root');
  const stack: HtmlElement[] = [root];
  let title = '';
  /** Depth inside skipped elements: nothing is added to the tree while above zero. */
  let skipping = 0;
  const current = () => stack[stack.length - 1] ?? root;
  const addText = (text: string) => {
    if (skipping > 0 || text === '') return;
    const children = current().children;
    const last = children[children.length - 1];
    if (last?.type === 'text') last.text += text;
    else children.push({ type: 'text', text });
  };

  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      addText(decodeEntities(html.slice(at)));
      break;
    }
    if (open > at) addText(decodeEntities(html.slice(at, open)));
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      at = close === -1 ? html.length : close + 3;
      continue;
    }
    const next = html[open + 1] ?? '';
    if (next === '!' || next === '?') {
      // A doctype or processing instruction: nothing to show.
      const close = html.indexOf('>', open);
      at = close === -1 ? html.length : close + 1;
      continue;
    }
    if (next === '/') {
      const close = html.indexOf('>', open);
      const tag = html
        .slice(open + 2, close === -1 ? html.length : close)
        .trim()
        .toLowerCase();
      at = close === -1 ? html.length : close + 1;
      closeElement(tag);
      continue;
    }
    if (!/[a-zA-Z]/.test(next)) {
      // A lone "<" is text (the report never writes one, but a stray one must not vanish).
      addText('<');
      at = open + 1;
      continue;
    }
    const close = tagEnd(html, open + 1);
    if (close === -1) {
      addText(decodeEntities(html.slice(open)));
      break;
    }
    const source = html.slice(open + 1, close);
    const nameEnd = source.search(/[\s/]|$/);
    const tag = source.slice(0, nameEnd).toLowerCase();
    const selfClosing = source.endsWith('/');
    const attributes = parseAttributes(source.slice(nameEnd, selfClosing ? -1 : undefined));
    at = close + 1;

    if (RAW_TEXT_ELEMENTS.has(tag)) {
      const end = rawTextEnd(html, tag, at);
      const content = html.slice(at, end === -1 ? html.length : end);
      const endClose = end === -1 ? -1 : html.indexOf('>', end);
      at = endClose === -1 ? html.length : endClose + 1;
      if (tag === 'title' && stack.some((e) => e.tag === 'head')) {
        title = decodeEntities(content).trim();
        continue;
      }
      if (SKIPPED_ELEMENTS.has(tag) || skipping > 0) continue;
      const raw = element(tag, attributes);
      if (content !== '') raw.children.push({ type: 'text', text: decodeEntities(content) });
      current().children.push(raw);
      continue;
    }

    const node = element(tag, attributes);
    if (skipping === 0 && !SKIPPED_ELEMENTS.has(tag)) current().children.push(node);
    if (selfClosing || VOID_ELEMENTS.has(tag)) continue;
    if (SKIPPED_ELEMENTS.has(tag)) skipping++;
    stack.push(node);
  }

  function closeElement(tag: string): void {
    // Only an element that is open can be closed; a stray end tag is ignored.
    for (let i = stack.length - 1; i > 0; i--) {
      if (stack[i]?.tag !== tag) continue;
      for (let j = stack.length - 1; j >= i; j--) {
        if (SKIPPED_ELEMENTS.has(stack[j]?.tag ?? '')) skipping--;
      }
      stack.length = i;
      return;
    }
  }

  return { body: findBody(root), title };
}

function findBody(root: HtmlElement): HtmlElement {
  const html = root.children.find(
    (n): n is HtmlElement => n.type === 'element' && n.tag === 'html',
  );
  const body = (html ?? root).children.find(
    (n): n is HtmlElement => n.type === 'element' && n.tag === 'body',
  );
  return body ?? html ?? root;
}

/** All the text inside a node, as it is (white space not collapsed). */
export function textContent(node: HtmlNode): string {
  if (node.type === 'text') return node.text;
  return node.children.map(textContent).join('');
}

export const hasClass = (node: HtmlElement, name: string): boolean => node.classes.includes(name);

/** The element children of an element. */
export const childElements = (node: HtmlElement): HtmlElement[] =>
  node.children.filter((n): n is HtmlElement => n.type === 'element');
