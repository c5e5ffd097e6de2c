import { describe, expect, it } from 'vitest';
import type { Block, DrawOp, FlowItem, TextOp } from './layout-model.js';
import { paginate } from './paginate.js';

const AREA = { top: 40, height: 100 };

/** A block of `lines` lines of 10 points, each a text op named `name.i`. */
function block(name: string, lines = 1, extra: Partial<Block> = {}): Block {
  return {
    height: lines * 10,
    ops: Array.from({ length: lines }, (_, i) => ({
      kind: 'text' as const,
      x: 0,
      y: i * 10 + 8,
      text: lines === 1 ? name : `${name}.${i}`,
      font: 'regular' as const,
      size: 8,
      color: '#000000',
    })),
    breaks: Array.from({ length: lines - 1 }, (_, i) => (i + 1) * 10),
    ...extra,
  };
}

const item = (b: Block): FlowItem => ({ kind: 'block', block: b });
const texts = (ops: readonly DrawOp[]): string[] =>
  ops.filter((op): op is TextOp => op.kind === 'text').map((op) => op.text);
const pageTexts = (pages: DrawOp[][]) => pages.map(texts);

describe('paginate', () => {
  it('fills a page and moves on, in page coordinates', () => {
    const items = Array.from({ length: 12 }, (_, i) => item(block(`b${i}`)));
    const pages = paginate(items, AREA);
    expect(pageTexts(pages)).toEqual([
      ['b0', 'b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'b9'],
      ['b10', 'b11'],
    ]);
    const first = pages[0]?.[0];
    expect(first?.kind === 'text' && first.y).toBe(AREA.top + 8);
    const second = pages[1]?.[0];
    expect(second?.kind === 'text' && second.y).toBe(AREA.top + 8);
  });

  it('drops spaces at the top of a page, and breaks a page only where content is', () => {
    const items: FlowItem[] = [
      item(block('a', 9)),
      { kind: 'space', height: 30 },
      item(block('b')),
      { kind: 'pageBreak' },
      { kind: 'pageBreak' },
      item(block('c')),
      { kind: 'space', height: 5 },
      { kind: 'pageBreak' },
    ];
    const pages = paginate(items, AREA);
    expect(pageTexts(pages).map((p) => p.at(-1))).toEqual(['a.8', 'b', 'c']);
    const b = pages[1]?.[0];
    expect(b?.kind === 'text' && b.y).toBe(AREA.top + 8);
  });

  it('moves a card that does not fit to the next page, whole, with its frame', () => {
    const frame = { x: 0, width: 50, border: '#cccccc' };
    const items: FlowItem[] = [
      item(block('a', 6)),
      { kind: 'open', frame, keepTogether: true },
      item(block('card', 5)),
      { kind: 'close' },
    ];
    const pages = paginate(items, AREA);
    expect(pageTexts(pages)).toEqual([
      ['a.0', 'a.1', 'a.2', 'a.3', 'a.4', 'a.5'],
      ['card.0', 'card.1', 'card.2', 'card.3', 'card.4'],
    ]);
    // The frame is drawn under the card: first on its page, around its 50 points.
    expect(pages[1]?.[0]).toMatchObject({ kind: 'rect', y: AREA.top, height: 50 });
  });

  it('splits a card taller than a page, framing each part', () => {
    const frame = { x: 0, width: 50, border: '#cccccc' };
    const items: FlowItem[] = [
      item(block('a', 2)),
      { kind: 'open', frame, keepTogether: true },
      ...Array.from({ length: 12 }, (_, i) => item(block(`c${i}`))),
      { kind: 'close' },
    ];
    const pages = paginate(items, AREA);
    expect(pageTexts(pages).map((p) => p.length)).toEqual([10, 4]);
    const rects = pages.map((p) => p.filter((op) => op.kind === 'rect'));
    expect(rects[0]).toEqual([expect.objectContaining({ y: AREA.top + 20, height: 80 })]);
    expect(rects[1]).toEqual([expect.objectContaining({ y: AREA.top, height: 40 })]);
  });

  it('keeps a heading with what follows it', () => {
    const items: FlowItem[] = [
      item(block('a', 8)),
      item({ ...block('heading'), keepWithNext: true }),
      item(block('text', 3)),
    ];
    expect(pageTexts(paginate(items, AREA))).toEqual([
      ['a.0', 'a.1', 'a.2', 'a.3', 'a.4', 'a.5', 'a.6', 'a.7'],
      ['heading', 'text.0', 'text.1', 'text.2'],
    ]);
  });

  it('draws a table head again on every page the table continues on', () => {
    const head = block('head');
    const items: FlowItem[] = [
      item(block('a', 9)),
      { kind: 'open', keepTogether: false, repeat: head },
      { kind: 'block', block: { ...head, keepWithNext: true }, tableHead: true },
      ...Array.from({ length: 12 }, (_, i) => item(block(`r${i}`))),
      { kind: 'close' },
      item(block('after')),
    ];
    const pages = paginate(items, AREA);
    // The head went to the second page with the first row, not alone at the bottom.
    expect(pageTexts(pages)).toEqual([
      ['a.0', 'a.1', 'a.2', 'a.3', 'a.4', 'a.5', 'a.6', 'a.7', 'a.8'],
      ['head', 'r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'],
      ['head', 'r9', 'r10', 'r11', 'after'],
    ]);
  });

  it('cuts a block taller than a page between its lines, never through one', () => {
    const tall = block('t', 25);
    // A text op across the 30-point mark: no cut there.
    tall.ops.push({ kind: 'rect', x: 0, y: 25, width: 5, height: 10, fill: '#eeeeee' });
    const items: FlowItem[] = [item(block('a', 7)), item(tall)];
    const pages = paginate(items, AREA);
    expect(pageTexts(pages).map((p) => p.length)).toEqual([7 + 2, 10, 10, 3]);
    expect(pageTexts(pages)[1]?.[0]).toBe('t.2');
    expect(pages[1]?.find((op) => op.kind === 'rect')).toMatchObject({ y: AREA.top + 5 });
    for (const page of pages) {
      for (const op of page) {
        if (op.kind === 'text') expect(op.y).toBeLessThanOrEqual(AREA.top + AREA.height);
      }
    }
  });

  it('gives an empty flow one empty page', () => {
    expect(paginate([], AREA)).toEqual([[]]);
  });
});
