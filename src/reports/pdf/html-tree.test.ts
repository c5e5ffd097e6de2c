import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../escape.js';
import { hostile } from '../fixtures.test-data.js';
import {
  childElements,
  decodeEntities,
  parseReportHtml,
  textContent,
  type HtmlElement,
} from './html-tree.js';

const only = (element: HtmlElement): HtmlElement => {
  const children = childElements(element);
  expect(children).toHaveLength(1);
  const [child] = children;
  if (!child) throw new Error('no child');
  return child;
};

describe('decodeEntities', () => {
  it('decodes what escapeHtml writes, and numeric references', () => {
    expect(decodeEntities('&amp; &lt; &gt; &quot; &#39;')).toBe(`& < > " '`);
    expect(decodeEntities('&#x141;&#243;d&#378;')).toBe('Łódź');
    expect(decodeEntities('a&nbsp;b &apos;')).toBe("a\u00A0b '");
  });

  it('leaves unknown references as written, and replaces impossible code points', () => {
    expect(decodeEntities('&copy; &foo; & x')).toBe('&copy; &foo; & x');
    expect(decodeEntities('&#xD800;&#0;')).toBe('\uFFFD\uFFFD');
  });

  it('round-trips any escaped value', () => {
    for (const value of [hostile, `O'Brien & <Zn>`, 'Владимир "Вова"', '&amp;']) {
      expect(decodeEntities(escapeHtml(value))).toBe(value);
    }
  });
});

describe('parseReportHtml', () => {
  it('builds the body, leaving the head out but keeping its title', () => {
    const { body, title } = parseReportHtml(
      '<!DOCTYPE html>\n<html lang="nl"><head><meta charset="utf-8"><title>Bedrijfscontrole: A &amp; B</title>' +
        '<style>h1{color:red}</style></head><body><h1>Kop</h1><p class="note x">Tekst</p></body></html>',
    );
    expect(title).toBe('Bedrijfscontrole: A & B');
    expect(body.tag).toBe('body');
    expect(childElements(body).map((e) => e.tag)).toEqual(['h1', 'p']);
    expect(childElements(body)[1]?.classes).toEqual(['note', 'x']);
    expect(textContent(body)).toBe('KopTekst');
  });

  it('reads a hostile value as text, never as markup', () => {
    const { body } = parseReportHtml(`<body><p>${escapeHtml(hostile)}</p></body>`);
    const p = only(body);
    expect(childElements(p)).toEqual([]);
    expect(textContent(p)).toBe(hostile);
  });

  it('decodes attribute values and reads every quoting', () => {
    const { body } = parseReportHtml(
      `<body><div class="card parent" title="a &gt; b" data-x='1' hidden data-y=2></div></body>`,
    );
    expect(only(body).attributes).toEqual({
      class: 'card parent',
      title: 'a > b',
      'data-x': '1',
      hidden: '',
      'data-y': '2',
    });
  });

  it('knows void elements and self-closing SVG elements', () => {
    const { body } = parseReportHtml(
      '<body><p>a<br>b</p><svg viewBox="0 0 10 10"><g><line x1="0" y1="0" x2="1" y2="1"/>' +
        '<rect x="1" y="1" width="2" height="2" rx="1"/><text x="1" y="2">t</text></g></svg></body>',
    );
    const [p, svg] = childElements(body);
    expect(p?.children.map((n) => (n.type === 'text' ? n.text : n.tag))).toEqual(['a', 'br', 'b']);
    const g = svg ? only(svg) : undefined;
    expect(g && childElements(g).map((e) => e.tag)).toEqual(['line', 'rect', 'text']);
    expect(svg?.attributes.viewbox).toBe('0 0 10 10');
  });

  it('keeps a title inside the body (the diagram boxes) as an element', () => {
    const { body, title } = parseReportHtml(
      '<html><head><title>Doc</title></head><body><svg><g><title>Full &amp; name</title></g></svg></body></html>',
    );
    expect(title).toBe('Doc');
    expect(textContent(body)).toBe('Full & name');
  });

  it('ignores stray end tags, closes what is left open, and keeps a lone "<"', () => {
    const { body } = parseReportHtml('<body></span><div><p>one</div>two < three<section>four');
    expect(childElements(body).map((e) => e.tag)).toEqual(['div', 'section']);
    expect(textContent(body)).toBe('onetwo < threefour');
  });

  it('skips comments and scripts, and reads a document without html or body', () => {
    const { body } = parseReportHtml('<!-- c --><script>alert(1)</script><h2>Kop</h2>text');
    expect(body.tag).toBe('#root');
    expect(textContent(body)).toBe('Koptext');
  });
});
