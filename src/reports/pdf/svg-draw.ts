/**
 * The ownership diagram (the report's inline SVG) as vector drawing operations: lines with
 * dashes, polygons, rounded rectangles and text anchored as in SVG, scaled to the width it may
 * take and small enough to stay on one page. Only what ownership-svg.ts writes is drawn as
 * shapes; any other element is looked through, so a `<text>` inside it still shows. Titles are
 * tooltips and are not drawn, as in print.
 */
import { textWidth, type FontKey } from './fonts.js';
import { childElements, textContent, type HtmlElement } from './html-tree.js';
import type { Block, DrawOp } from './layout-model.js';
import { hasRightToLeft } from '../right-to-left.js';
import { breakLines, collapseSpaces } from './text-layout.js';

/** The presentation attributes that SVG elements inherit from their ancestors. */
interface Inherited {
  fill: string | undefined;
  stroke: string | undefined;
  strokeWidth: number;
  fontSize: number;
  bold: boolean;
  anchor: 'start' | 'middle' | 'end';
}

interface Transform {
  scale: number;
  dx: number;
  dy: number;
}

/** Narrower than this, text is not shrunk further to fit its box. */
const MIN_FONT_SIZE = 3;

const number = (value: string | undefined, fallback = 0): number => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
};

const paint = (value: string | undefined, inherited: string | undefined): string | undefined => {
  if (value === undefined) return inherited;
  const trimmed = value.trim();
  return trimmed === 'none' || trimmed === 'transparent' ? undefined : trimmed;
};

function inherit(element: HtmlElement, parent: Inherited): Inherited {
  const a = element.attributes;
  const weight = a['font-weight'];
  const anchor = a['text-anchor'];
  return {
    fill: paint(a.fill, parent.fill),
    stroke: paint(a.stroke, parent.stroke),
    strokeWidth: number(a['stroke-width'], parent.strokeWidth),
    fontSize: number(a['font-size'], parent.fontSize),
    bold:
      weight === undefined
        ? parent.bold
        : weight === 'bold' || weight === 'bolder' || number(weight, 400) >= 600,
    anchor: anchor === 'middle' || anchor === 'end' || anchor === 'start' ? anchor : parent.anchor,
  };
}

/** The drawing's own size: its viewBox, else its width and height. */
function sizeOf(svg: HtmlElement): { width: number; height: number } {
  const box = (svg.attributes.viewbox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0) {
    return { width: box[2] ?? 0, height: box[3] ?? 0 };
  }
  return { width: number(svg.attributes.width, 300), height: number(svg.attributes.height, 150) };
}

function pointsOf(value: string | undefined): [number, number][] {
  const numbers = (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number)
    .filter(Number.isFinite);
  const points: [number, number][] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2)
    points.push([numbers[i] ?? 0, numbers[i + 1] ?? 0]);
  return points;
}

/** The width a text may take: that of the box (a rect of the same group) it stands in. */
function roomFor(x: number, y: number, boxes: readonly HtmlElement[]): number | undefined {
  for (const box of boxes) {
    const bx = number(box.attributes.x);
    const by = number(box.attributes.y);
    const width = number(box.attributes.width);
    const height = number(box.attributes.height);
    if (x >= bx && x <= bx + width && y >= by && y <= by + height) return width - 8;
  }
  return undefined;
}

/**
 * A text of the drawing, as one operation; as one per word where it holds right-to-left words
 * (an Arabic name), put in visual order as the text layout puts them (bidi.ts).
 */
function textOps(
  element: HtmlElement,
  style: Inherited,
  boxes: readonly HtmlElement[],
  t: Transform,
): DrawOp[] {
  const text = collapseSpaces(textContent(element));
  if (text === '') return [];
  const x = number(element.attributes.x);
  const y = number(element.attributes.y);
  const font: FontKey = style.bold ? 'bold' : 'regular';
  let size = style.fontSize;
  const room = roomFor(x, y, boxes);
  const natural = textWidth(font, text, size);
  // DejaVu is wider than the browser's Helvetica: a name that fills its box there is made a
  // little smaller here rather than run over the box.
  if (room !== undefined && room > 0 && natural > room) {
    size = Math.max(MIN_FONT_SIZE, (size * room) / natural);
  }
  const width = textWidth(font, text, size);
  const shift = style.anchor === 'middle' ? width / 2 : style.anchor === 'end' ? width : 0;
  const color = style.fill ?? '#000000';
  const left = t.dx + (x - shift) * t.scale;
  const words = hasRightToLeft(text)
    ? (breakLines([{ text, style: { font, size, color } }], Number.POSITIVE_INFINITY)[0]
        ?.fragments ?? [])
    : [{ x: 0, text }];
  return words.map((word) => ({
    kind: 'text',
    x: left + word.x * t.scale,
    y: t.dy + y * t.scale,
    text: word.text,
    font,
    size: size * t.scale,
    color,
  }));
}

function drawElement(
  element: HtmlElement,
  parent: Inherited,
  boxes: readonly HtmlElement[],
  t: Transform,
  ops: DrawOp[],
): void {
  const style = inherit(element, parent);
  const a = element.attributes;
  const s = t.scale;
  const lineWidth = style.strokeWidth * s;
  switch (element.tag) {
    case 'title':
    case 'desc':
      return;
    case 'line': {
      if (!style.stroke) return;
      const dash = pointsOf(a['stroke-dasharray'])[0];
      ops.push({
        kind: 'line',
        x1: t.dx + number(a.x1) * s,
        y1: t.dy + number(a.y1) * s,
        x2: t.dx + number(a.x2) * s,
        y2: t.dy + number(a.y2) * s,
        color: style.stroke,
        width: lineWidth,
        ...(dash && { dash: [dash[0] * s, dash[1] * s] as const }),
      });
      return;
    }
    case 'polygon':
    case 'polyline': {
      const points = pointsOf(a.points).map(([x, y]) => [t.dx + x * s, t.dy + y * s] as const);
      if (points.length < 2) return;
      ops.push({
        kind: 'polygon',
        points,
        ...(style.fill && element.tag === 'polygon' && { fill: style.fill }),
        ...(style.stroke && { stroke: style.stroke, lineWidth }),
      });
      return;
    }
    case 'rect': {
      const width = number(a.width);
      const height = number(a.height);
      if (width <= 0 || height <= 0 || (!style.fill && !style.stroke)) return;
      ops.push({
        kind: 'rect',
        x: t.dx + number(a.x) * s,
        y: t.dy + number(a.y) * s,
        width: width * s,
        height: height * s,
        radius: Math.min(number(a.rx, number(a.ry)), width / 2, height / 2) * s,
        ...(style.fill && { fill: style.fill }),
        ...(style.stroke && { stroke: style.stroke, lineWidth }),
      });
      return;
    }
    case 'text':
      ops.push(...textOps(element, style, boxes, t));
      return;
    default: {
      // A group (or an element not drawn as a shape): its children, which may be text.
      const children = childElements(element);
      const ownBoxes = children.filter((c) => c.tag === 'rect');
      for (const child of children) {
        drawElement(child, style, ownBoxes.length > 0 ? ownBoxes : boxes, t, ops);
      }
    }
  }
}

/**
 * The drawing as one block, at most `maxWidth` wide and `maxHeight` high (never enlarged),
 * centred in the width.
 */
export function svgBlock(svg: HtmlElement, maxWidth: number, maxHeight: number): Block {
  const size = sizeOf(svg);
  const scale = Math.min(1, maxWidth / size.width, maxHeight / size.height);
  const t: Transform = { scale, dx: (maxWidth - size.width * scale) / 2, dy: 0 };
  const ops: DrawOp[] = [];
  const root: Inherited = {
    fill: '#000000',
    stroke: undefined,
    strokeWidth: 1,
    fontSize: 16,
    bold: false,
    anchor: 'start',
  };
  const style = inherit(svg, root);
  for (const child of childElements(svg)) drawElement(child, style, [], t, ops);
  return { height: size.height * scale, ops, breaks: [] };
}
