import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../escape.js';
import { companyInput, fullPersonResult, hostile, personInput } from '../fixtures.test-data.js';
import { renderReportHtml } from '../render-html.js';
import { htmlTexts, squeezed } from '../report-text.test-data.js';
import { layoutDocument } from './block-layout.js';
import { parseReportHtml } from './html-tree.js';
import type { FlowItem, TextOp } from './layout-model.js';
import { paginate } from './paginate.js';
import { CONTENT_HEIGHT, CONTENT_WIDTH, PAGE } from './pdf-styles.js';

const layout = (html: string): FlowItem[] => layoutDocument(parseReportHtml(html).body);

const textOps = (items: readonly FlowItem[]): TextOp[] =>
  items.flatMap((item) =>
    item.kind === 'block' ? item.block.ops.filter((op): op is TextOp => op.kind === 'text') : [],
  );

describe('layoutDocument', () => {
  const reports = [
    ['company nl', companyInput()],
    ['company en', companyInput({ language: 'en' })],
    ['person nl', personInput({ result: fullPersonResult })],
    ['person en', personInput({ result: fullPersonResult, language: 'en' })],
  ] as const;

  for (const [name, input] of reports) {
    it(`draws every text of the HTML report, in its order (${name})`, () => {
      const html = renderReportHtml(input);
      const drawn = squeezed(
        textOps(layout(html))
          .map((op) => op.text)
          .join(''),
      );
      let at = 0;
      for (const text of htmlTexts(html)) {
        const found = drawn.indexOf(squeezed(text), at);
        expect(found, text).toBeGreaterThanOrEqual(0);
        at = found;
      }
    });
  }

  it('stays within the text area of the page', () => {
    const items = layout(renderReportHtml(companyInput()));
    for (const op of textOps(items)) {
      expect(op.x).toBeGreaterThanOrEqual(PAGE.marginLeft);
      expect(op.x).toBeLessThan(PAGE.marginLeft + CONTENT_WIDTH);
    }
  });

  it('starts the ownership diagram and the screening on a new page', () => {
    const items = layout(renderReportHtml(companyInput()));
    const breaks = items.flatMap((item, i) => (item.kind === 'pageBreak' ? [i] : []));
    expect(breaks).toHaveLength(2);
    const after = (i: number) => textOps(items.slice(i, i + 3))[0]?.text;
    expect(breaks.map(after)).toEqual(['Eigendomsstructuur', 'Screening van het bedrijf zelf']);
  });

  it('keeps headings with what follows, and cards together in frames', () => {
    const html = renderReportHtml(companyInput());
    const items = layout(html);
    const heading = items.find(
      (item) =>
        item.kind === 'block' &&
        item.block.ops.some((op) => op.kind === 'text' && op.text === 'Bestuurders'),
    );
    expect(heading?.kind === 'block' && heading.block.keepWithNext).toBe(true);
    const opens = items.filter((item) => item.kind === 'open');
    const cards = opens.filter((item) => item.kind === 'open' && item.keepTogether);
    // Director, two parents, UBO and three hits, framed; the balance and every fields table
    // not nested in a cell kept whole, unframed.
    const fieldsTables = html.match(/<table class="fields(?! nested)[^"]*">/g) ?? [];
    expect(fieldsTables.length).toBeGreaterThan(5);
    expect(cards.filter((item) => item.kind === 'open' && item.frame !== undefined)).toHaveLength(
      7,
    );
    expect(cards.filter((item) => item.kind === 'open' && item.frame === undefined)).toHaveLength(
      1 + fieldsTables.length,
    );
    const bars = cards.filter((item) => item.kind === 'open' && item.frame?.bar);
    expect(bars).toHaveLength(3);
    expect(items.filter((item) => item.kind === 'close')).toHaveLength(opens.length);
  });

  it('prints a hostile value as text', () => {
    const texts = textOps(layout(`<body><p>${escapeHtml(hostile)}</p></body>`)).map(
      (op) => op.text,
    );
    expect(texts.join('')).toBe(hostile);
  });

  it('shows the text of elements it does not know, inline or holding blocks', () => {
    const items = layout(
      '<body><section><blink>blinking <b>bold</b></blink><custom-box><p>inside</p><h3>kop</h3></custom-box>' +
        '<details><summary>sum</summary>more</details><dl><dt>term</dt><dd>def</dd></dl></section></body>',
    );
    const texts = textOps(items).map((op) => op.text);
    expect(texts).toEqual(['blinking ', 'bold', 'inside', 'kop', 'sum', 'more', 'term', 'def']);
  });

  it('puts a bullet beside each list item', () => {
    const texts = textOps(
      layout('<body><ul><li>één</li><li>twee</li></ul><ol><li>a</li></ol></body>'),
    );
    expect(texts.map((op) => op.text)).toEqual(['•', 'één', '•', 'twee', '1.', 'a']);
    expect(texts[0]?.y).toBe(texts[1]?.y);
    expect(texts[1]?.x).toBeGreaterThan(texts[0]?.x ?? 0);
  });
});

describe('layoutDocument: what is kept together across pages', () => {
  const pagesOf = (html: string): string[][] =>
    paginate(layout(html), { top: PAGE.marginTop, height: CONTENT_HEIGHT }).map((ops) =>
      ops.filter((op): op is TextOp => op.kind === 'text').map((op) => op.text),
    );
  const doc = (main: string) =>
    `<!DOCTYPE html><html><head><title>T</title></head><body><main>${main}</main><footer class="report-footer">Prepared by Veracheck · Report identifier r-1</footer></body></html>`;
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => `<p>Filler line ${i}</p>`).join('');

  it('never leaves the closing line alone on the last page', () => {
    for (let count = 30; count <= 80; count++) {
      const pages = pagesOf(
        doc(`<section class="section"><h2>Country risk</h2>${lines(count)}</section>`),
      );
      const last = (pages.at(-1) ?? []).join(' ');
      expect(last, `${count} lines`).toContain('Prepared by');
      expect(last, `${count} lines`).toMatch(/Filler line/);
    }
  });

  it('keeps the closing line with the last card, and the card whole', () => {
    const card = `<div class="card"><h3>Last card</h3><p>one</p><p>two</p><p>three</p></div>`;
    for (let count = 30; count <= 80; count++) {
      const pages = pagesOf(doc(`<section class="section">${lines(count)}${card}</section>`));
      const last = pages.at(-1) ?? [];
      expect(last.join(' '), `${count} lines`).toMatch(/Last card.*one.*two.*three.*Prepared by/);
    }
  });

  it('keeps a section heading and its warning with the first card below them', () => {
    const section = `<section class="section"><h2>Parents</h2><p class="warning">Not active: X</p><div class="card"><h3>Parent card</h3><p>fields</p></div></section>`;
    for (let count = 30; count <= 80; count++) {
      const pages = pagesOf(doc(`<section class="section">${lines(count)}</section>${section}`));
      const withHeading = pages.find((page) => page.includes('Parents')) ?? [];
      expect(withHeading, `${count} lines`).toContain('Parent card');
      expect(withHeading.join(' ')).toMatch(/Parents.*Not active: X.*Parent card/);
    }
  });
});
