import { describe, expect, it } from 'vitest';
import {
  flattenFlow,
  translateOp,
  withoutOuterSpaces,
  type Block,
  type FlowItem,
} from './layout-model.js';

const line = (text: string, height = 10): Block => ({
  height,
  ops: [{ kind: 'text', x: 0, y: 8, text, font: 'regular', size: 8, color: '#000000' }],
  breaks: [],
  firstBaseline: 8,
});

describe('flattenFlow', () => {
  it('stacks blocks and spaces, leaving out outer spaces that are margins', () => {
    const items: FlowItem[] = [
      { kind: 'space', height: 20 },
      { kind: 'block', block: line('a') },
      { kind: 'space', height: 5 },
      { kind: 'pageBreak' },
      { kind: 'block', block: line('b') },
      { kind: 'space', height: 7 },
    ];
    const block = flattenFlow(items);
    expect(block.height).toBe(25);
    expect(block.ops.map((op) => op.kind === 'text' && [op.text, op.y])).toEqual([
      ['a', 8],
      ['b', 23],
    ]);
    expect(block.breaks).toEqual([10, 25]);
    expect(block.firstBaseline).toBe(8);
  });

  it('draws a frame under what it holds, the padding kept', () => {
    const frame = { x: 0, width: 100, border: '#cccccc', bar: { color: '#aa0000', width: 3 } };
    const block = flattenFlow([
      { kind: 'open', frame, keepTogether: true },
      { kind: 'space', height: 4, keep: true },
      { kind: 'block', block: line('in') },
      { kind: 'space', height: 4, keep: true },
      { kind: 'close' },
    ]);
    expect(block.height).toBe(18);
    expect(block.ops.map((op) => op.kind)).toEqual(['rect', 'rect', 'text']);
    expect(block.ops[0]).toMatchObject({ y: 0, height: 18, stroke: '#cccccc' });
    expect(block.ops[1]).toMatchObject({ width: 3, fill: '#aa0000' });
  });
});

describe('withoutOuterSpaces and translateOp', () => {
  it('trim margins, and move every kind of op', () => {
    const keep: FlowItem = { kind: 'space', height: 1, keep: true };
    expect(withoutOuterSpaces([{ kind: 'space', height: 3 }, keep])).toEqual([keep]);
    expect(
      translateOp({ kind: 'line', x1: 0, y1: 0, x2: 1, y2: 1, color: '#000', width: 1 }, 2, 3),
    ).toMatchObject({ x1: 2, y1: 3, x2: 3, y2: 4 });
    expect(translateOp({ kind: 'polygon', points: [[1, 1]] }, 1, 1)).toEqual({
      kind: 'polygon',
      points: [[2, 2]],
    });
  });
});
