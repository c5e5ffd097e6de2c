import { describe, expect, it } from 'vitest';
import { BODY_STYLE, layoutFlow } from './block-layout.js';
import { childElements, parseReportHtml } from './html-tree.js';
import type { Block, FlowItem, LayoutContext, TextOp } from './layout-model.js';
import { textWidth } from './fonts.js';
import { SIZES, SPACING } from './pdf-styles.js';
import { layoutTable } from './tables.js';

const CTX: LayoutContext = { x: 40, width: 500, style: BODY_STYLE, align: 'left' };

function tableItems(html: string, ctx = CTX): FlowItem[] {
  const [table] = childElements(parseReportHtml(`<body>${html}</body>`).body);
  if (!table) throw new Error('no table');
  return layoutTable(table, ctx, layoutFlow);
}

const blocks = (items: readonly FlowItem[]): Block[] =>
  items.flatMap((item) => (item.kind === 'block' ? [item.block] : []));
const texts = (block: Block | undefined): TextOp[] =>
  (block?.ops ?? []).filter((op): op is TextOp => op.kind === 'text');

describe('layoutTable', () => {
  it('gives the labels of a fields table 35 % of the width, in bold', () => {
    const items = tableItems(
      '<table class="fields"><tr><th scope="row">Naam</th><td>Łódź Trading B.V.</td></tr>' +
        '<tr><th scope="row">KvK-nummer</th><td>90000001</td></tr></table>',
    );
    const rows = blocks(items);
    expect(rows).toHaveLength(2);
    const [label, value] = texts(rows[0]);
    expect(label).toMatchObject({ text: 'Naam', font: 'bold', x: 40 + SPACING.cellPaddingX });
    expect(value).toMatchObject({ text: 'Łódź Trading B.V.', font: 'regular' });
    expect(value?.x).toBeCloseTo(40 + 500 * 0.35 + SPACING.cellPaddingX, 6);
    // A rule under each row, across the table.
    expect(rows[0]?.ops.at(-1)).toMatchObject({ kind: 'line', x1: 40, x2: 540 });
    expect(items.at(-1)).toEqual({ kind: 'space', height: SPACING.tableAfter });
  });

  it('widens the label column of a narrow fields table to its longest word, up to half', () => {
    // As narrow as a card eight parents deep.
    const narrow = { ...CTX, width: 240 };
    const row = (label: string, value: string) =>
      `<tr><th scope="row">${label}</th><td>${value}</td></tr>`;
    const html = `<table class="fields">${row('Jaar van oprichting', '1999')}${row('Registratienummer', '30000007')}</table>`;
    const rows = blocks(tableItems(html, narrow));
    const labels = rows.flatMap((r) =>
      texts(r)
        .filter((t) => t.font === 'bold')
        .map((t) => t.text),
    );
    expect(labels).toEqual(['Jaar van oprichting', 'Registratienummer']);
    const word = textWidth('bold', 'Registratienummer', BODY_STYLE.size);
    const [, value] = texts(rows[1]);
    expect(value?.x).toBeCloseTo(40 + word + 3 * SPACING.cellPaddingX + 0.5, 6);
    expect(value?.x).toBeGreaterThan(40 + 240 * 0.35);
    // Never more than half: the values keep their room, and a longer word is cut after all.
    const long = tableItems(
      `<table class="fields">${row('Identiteitsdocumentnummercontrole', 'x')}</table>`,
      {
        ...narrow,
        width: 120,
      },
    );
    const cell = texts(blocks(long)[0]).find((t) => t.text === 'x');
    expect(cell?.x).toBeCloseTo(40 + 60 + SPACING.cellPaddingX, 6);
  });

  it('lays out a nested table inside its cell, as one row block', () => {
    const items = tableItems(
      '<table class="fields"><tr><th scope="row">Risico</th><td><table class="fields nested">' +
        '<tr><th scope="row">Code</th><td><span class="code">1</span> <span class="meaning">Mogelijke treffer</span></td></tr>' +
        '<tr><th scope="row">Omschrijving</th><td>Possible hit</td></tr></table></td></tr></table>',
    );
    const [row] = blocks(items);
    expect(texts(row).map((t) => t.text)).toEqual([
      'Risico',
      'Code',
      '1',
      'Mogelijke treffer',
      'Omschrijving',
      'Possible hit',
    ]);
    const code = texts(row).find((t) => t.text === '1');
    expect(code?.font).toBe('mono');
    // The nested rows are one below the other, inside the outer row.
    const [, first, , , second] = texts(row);
    expect(second?.y).toBeGreaterThan(first?.y ?? 0);
    expect(row?.height).toBeGreaterThan((second?.y ?? 0) - (first?.y ?? 0));
    // The code has its tinted box behind it.
    expect(row?.ops.some((op) => op.kind === 'rect' && op.fill === '#eef3f8')).toBe(true);
  });

  it('sizes the columns of a rows table by their content, in small print, numbers right', () => {
    const items = tableItems(
      '<table class="rows explanation"><caption>Uitleg van de score</caption><thead><tr>' +
        '<th scope="col">Kenmerk</th><th scope="col">Gewicht</th><th scope="col">Vergeleken</th></tr></thead>' +
        '<tbody><tr><td>Naam</td><td class="num">0,75</td><td>Vladimir Petrov vs Владимир Петров: transliterated, and a long explanation of it that needs room</td></tr></tbody></table>',
    );
    const [caption, head, row] = blocks(items);
    expect(texts(caption)[0]).toMatchObject({ text: 'Uitleg van de score', font: 'bold' });
    expect(caption?.keepWithNext).toBe(true);
    expect(texts(head).map((t) => [t.text, t.font, t.size])).toEqual([
      ['Kenmerk', 'bold', SIZES.rowsTable],
      ['Gewicht', 'bold', SIZES.rowsTable],
      ['Vergeleken', 'bold', SIZES.rowsTable],
    ]);
    expect(head?.keepWithNext).toBe(true);
    const open = items.find((i) => i.kind === 'open');
    expect(open?.kind === 'open' && open.repeat?.height).toBe(head?.height);
    const cells = texts(row);
    const x = (text: string) => cells.find((c) => c.text.startsWith(text))?.x ?? 0;
    // The wordy column gets the most room; the short ones what they need.
    expect(x('Vladimir') - x('0,75')).toBeLessThan(90);
    expect(540 - x('Vladimir')).toBeGreaterThan(250);
    // "0,75" ends at the right edge of its column, where "Vergeleken" starts.
    const weightHead = texts(head)[1];
    expect(weightHead).toBeDefined();
    const nextColumn = (texts(head)[2]?.x ?? 0) - SPACING.cellPaddingX;
    expect(x('0,75')).toBeGreaterThan((weightHead?.x ?? 0) - 1);
    expect(x('0,75')).toBeLessThan(nextColumn);
  });

  it('shows content found outside the rows rather than drop it', () => {
    const items = tableItems(
      '<table class="rows">loose text<tr>cell text<td>a</td></tr><div>block</div></table>',
    );
    const all = blocks(items).flatMap((b) => texts(b).map((t) => t.text));
    expect(all).toEqual(expect.arrayContaining(['loose text', 'block', 'cell text', 'a']));
  });

  it('keeps a keep-whole table (the balance) together, its head repeated otherwise', () => {
    const rows =
      '<thead><tr><th></th><th class="num">2025</th></tr></thead><tbody><tr><th scope="row">Kas</th><td class="num">1</td></tr></tbody>';
    const open = (html: string) => tableItems(html).find((item) => item.kind === 'open');
    expect(open(`<table class="rows balance keep-whole">${rows}</table>`)).toMatchObject({
      keepTogether: true,
    });
    expect(open(`<table class="rows">${rows}</table>`)).toMatchObject({ keepTogether: false });
  });

  it('keeps a fields table together (a code with its explanation), but not one nested in a cell', () => {
    const rows =
      '<tr><th scope="row">Code</th><td>PRR0 Geen gegevens</td></tr><tr><th scope="row">Omschrijving</th><td>Geen adres opgegeven.</td></tr>';
    const open = (html: string) => tableItems(html).find((item) => item.kind === 'open');
    expect(open(`<table class="fields">${rows}</table>`)).toMatchObject({ keepTogether: true });
    expect(open(`<table class="fields nested">${rows}</table>`)).toMatchObject({
      keepTogether: false,
    });
  });
});
