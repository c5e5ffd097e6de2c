/**
 * What layout produces and pagination consumes: blocks of drawing operations with a known
 * height, in a flow with spaces, page breaks and groups (cards, tables) between them.
 * Coordinates are in points; y grows downwards from the top of the block.
 */
import { fontMetrics, type FontKey } from './fonts.js';
import type { HtmlNode } from './html-tree.js';
import type { TextAlign, TextLine, TextStyle } from './text-layout.js';

export interface TextOp {
  kind: 'text';
  x: number;
  /** The baseline. */
  y: number;
  text: string;
  font: FontKey;
  size: number;
  color: string;
}

export interface RectOp {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  radius?: number;
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

export interface LineOp {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  color: string;
  width: number;
  /** Dash and gap lengths; solid when absent. */
  dash?: readonly [number, number];
}

export interface PolygonOp {
  kind: 'polygon';
  points: readonly (readonly [number, number])[];
  fill?: string;
  stroke?: string;
  lineWidth?: number;
}

export type DrawOp = TextOp | RectOp | LineOp | PolygonOp;

/** Something drawn as one piece of the flow, split across pages only at one of its breaks. */
export interface Block {
  height: number;
  ops: DrawOp[];
  /** Heights (from the top) where the block may be cut: between its lines. */
  breaks: number[];
  /** The baseline of its first line, where a list puts its bullet. */
  firstBaseline?: number;
  /** Not to be left alone at the bottom of a page (headings, table heads). */
  keepWithNext?: boolean;
}

/** The box drawn around a group, on each page it spans. */
export interface Frame {
  x: number;
  width: number;
  border?: string;
  /** A bar on the left, inside the border. */
  bar?: { color: string; width: number };
}

export type FlowItem =
  | { kind: 'block'; block: Block; tableHead?: boolean }
  /** Vertical room; dropped at the top of a page unless `keep` (the padding of a box). */
  | { kind: 'space'; height: number; keep?: boolean }
  | { kind: 'pageBreak' }
  | {
      kind: 'open';
      frame?: Frame;
      /** Moved to the next page whole when it does not fit, if it fits on a page at all. */
      keepTogether: boolean;
      /** Drawn again at the top of each page the group continues on (a table head). */
      repeat?: Block;
    }
  | { kind: 'close' };

/** Where and how a flow is laid out: its left edge and width on the page, its text style. */
export interface LayoutContext {
  x: number;
  width: number;
  style: TextStyle;
  align: TextAlign;
}

/** Lays out nodes as a flow in a context (block-layout's, handed to tables to fill cells). */
export type LayoutFlow = (nodes: readonly HtmlNode[], ctx: LayoutContext) => FlowItem[];

export function translateOp(op: DrawOp, dx: number, dy: number): DrawOp {
  switch (op.kind) {
    case 'text':
    case 'rect':
      return { ...op, x: op.x + dx, y: op.y + dy };
    case 'line':
      return { ...op, x1: op.x1 + dx, y1: op.y1 + dy, x2: op.x2 + dx, y2: op.y2 + dy };
    case 'polygon':
      return { ...op, points: op.points.map(([x, y]) => [x + dx, y + dy] as const) };
  }
}

export const translateOps = (ops: readonly DrawOp[], dx: number, dy: number): DrawOp[] =>
  dx === 0 && dy === 0 ? [...ops] : ops.map((op) => translateOp(op, dx, dy));

/** The drawing of one line of text at (x, top). */
export function lineOps(line: TextLine, x: number, top: number): DrawOp[] {
  const ops: DrawOp[] = [];
  const baseline = top + line.baseline;
  for (const fragment of line.fragments) {
    const { style } = fragment;
    if (style.background) {
      const { ascent, descent } = fontMetrics(style.font);
      ops.push({
        kind: 'rect',
        x: x + fragment.x - 1,
        y: baseline - ascent * style.size,
        width: fragment.width + 2,
        height: (ascent + descent) * style.size,
        fill: style.background,
      });
    }
    if (fragment.text.trim() === '') continue;
    ops.push({
      kind: 'text',
      x: x + fragment.x,
      y: baseline,
      text: fragment.text,
      font: style.font,
      size: style.size,
      color: style.color,
    });
  }
  return ops;
}

/** One block per line: pages may break between any two lines of a paragraph. */
export const lineBlocks = (lines: readonly TextLine[], x: number): Block[] =>
  lines.map((line) => ({
    height: line.height,
    ops: lineOps(line, x, 0),
    breaks: [],
    firstBaseline: line.baseline,
  }));

/** The ops drawing a group's frame from `top` to `bottom`. */
export function frameOps(frame: Frame, top: number, bottom: number): DrawOp[] {
  const ops: DrawOp[] = [];
  if (frame.border) {
    ops.push({
      kind: 'rect',
      x: frame.x,
      y: top,
      width: frame.width,
      height: bottom - top,
      radius: 3,
      stroke: frame.border,
      lineWidth: 0.75,
    });
  }
  if (frame.bar) {
    ops.push({
      kind: 'rect',
      x: frame.x,
      y: top,
      width: frame.bar.width,
      height: bottom - top,
      fill: frame.bar.color,
    });
  }
  return ops;
}

/**
 * A flow without the spaces at its start and end (margins that a box's padding replaces);
 * spaces kept on purpose (`keep`) stay.
 */
export function withoutOuterSpaces(items: readonly FlowItem[]): readonly FlowItem[] {
  const dropped = (item: FlowItem | undefined) => item?.kind === 'space' && item.keep !== true;
  let first = 0;
  let last = items.length;
  while (first < last && dropped(items[first])) first++;
  while (last > first && dropped(items[last - 1])) last--;
  return first === 0 && last === items.length ? items : items.slice(first, last);
}

/**
 * A flow laid out as one block (a table cell): items one below the other, frames drawn in
 * place, page breaks ignored; spaces at its top and bottom are left out.
 */
export function flattenFlow(items: readonly FlowItem[]): Block {
  const ops: DrawOp[] = [];
  const breaks: number[] = [];
  const openFrames: { frame: Frame | undefined; top: number; at: number }[] = [];
  let y = 0;
  let firstBaseline: number | undefined;
  for (const item of withoutOuterSpaces(items)) {
    switch (item.kind) {
      case 'block': {
        const { block } = item;
        firstBaseline ??= block.firstBaseline === undefined ? undefined : y + block.firstBaseline;
        ops.push(...translateOps(block.ops, 0, y));
        for (const b of block.breaks) breaks.push(y + b);
        y += block.height;
        breaks.push(y);
        break;
      }
      case 'space':
        y += item.height;
        break;
      case 'open':
        // The frame goes under what it holds: its ops are put in front when it closes.
        openFrames.push({ frame: item.frame, top: y, at: ops.length });
        break;
      case 'close': {
        const open = openFrames.pop();
        if (open?.frame) ops.splice(open.at, 0, ...frameOps(open.frame, open.top, y));
        break;
      }
      case 'pageBreak':
        break;
    }
  }
  return { height: y, ops, breaks, ...(firstBaseline !== undefined && { firstBaseline }) };
}
