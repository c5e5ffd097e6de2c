/**
 * Tables of the report. A fields table (`table.fields`, two columns) gives its labels 35 % of
 * the width, more (up to half) where a label's longest word needs it; other tables (`table.rows`: claims, balance, screening) get column widths from
 * their content, in small print, with their head row drawn again on every page they continue
 * on. Each row is one block: its cells are laid out as flows (they may hold nested tables and
 * lists) side by side, and a page may break inside a row only between lines.
 */
import { textWidth } from './fonts.js';
import { hasClass, type HtmlElement, type HtmlNode } from './html-tree.js';
import { collectRuns, inlineStyle } from './inline-runs.js';
import {
  flattenFlow,
  translateOps,
  type Block,
  type DrawOp,
  type FlowItem,
  type LayoutContext,
  type LayoutFlow,
} from './layout-model.js';
import { COLORS, SIZES, SPACING } from './pdf-styles.js';
import { LINE_HEIGHT, type Run, type TextStyle } from './text-layout.js';

interface TableRow {
  cells: HtmlElement[];
  head: boolean;
}

interface TableParts {
  captions: HtmlElement[];
  rows: TableRow[];
  /** Content outside the table structure: shown before the table, never dropped. */
  stray: HtmlNode[];
}

const isCell = (node: HtmlElement) => node.tag === 'td' || node.tag === 'th';

/** A stand-in cell for content a row holds outside any cell. */
const looseCell = (children: HtmlNode[]): HtmlElement => ({
  type: 'element',
  tag: 'td',
  attributes: {},
  classes: [],
  children,
});

function rowOf(tr: HtmlElement, head: boolean): TableRow {
  const cells: HtmlElement[] = [];
  for (const child of tr.children) {
    if (child.type === 'element' && isCell(child)) cells.push(child);
    else if (child.type === 'element' || child.text.trim() !== '') cells.push(looseCell([child]));
  }
  return { cells, head };
}

function partsOf(table: HtmlElement): TableParts {
  const parts: TableParts = { captions: [], rows: [], stray: [] };
  for (const child of table.children) {
    if (child.type === 'text') {
      if (child.text.trim() !== '') parts.stray.push(child);
    } else if (child.tag === 'caption') {
      parts.captions.push(child);
    } else if (child.tag === 'tr') {
      parts.rows.push(rowOf(child, false));
    } else if (child.tag === 'thead' || child.tag === 'tbody' || child.tag === 'tfoot') {
      for (const row of child.children) {
        if (row.type === 'element' && row.tag === 'tr') {
          parts.rows.push(rowOf(row, child.tag === 'thead'));
        } else if (row.type === 'element' || row.text.trim() !== '') {
          parts.stray.push(row);
        }
      }
    } else if (child.tag !== 'colgroup' && child.tag !== 'col') {
      parts.stray.push(child);
    }
  }
  return parts;
}

/** The narrowest and the natural width of a cell's text (no padding). */
function measureCell(cell: HtmlElement, style: TextStyle): { min: number; max: number } {
  const runs: Run[] = collectRuns(cell.children, inlineStyle(cell, style), []);
  let min = 0;
  let max = 0;
  let word = 0;
  for (const run of runs) {
    if (run.hardBreak) {
      min = Math.max(min, word);
      word = 0;
      continue;
    }
    for (const part of run.text.split(/([ \t\n\r\f]+)/)) {
      if (part === '') continue;
      const space = /^[ \t\n\r\f]/.test(part);
      const width = textWidth(run.style.font, space ? ' ' : part, run.style.size);
      max += width;
      if (space) {
        min = Math.max(min, word);
        word = 0;
      } else {
        word += width;
      }
    }
  }
  return { min: Math.max(min, word), max };
}

/** Widths of the columns, adding up to `width`. */
function columnWidths(
  parts: TableParts,
  columns: number,
  width: number,
  fields: boolean,
  style: TextStyle,
): number[] {
  if (fields && columns === 2) {
    // A label is not cut inside a word while the values keep most of the width: in a deeply
    // nested card 35 % is narrower than "Registratienummer".
    const longestLabelWord = Math.max(
      0,
      ...parts.rows.map((row) => {
        const label = row.cells.length === 2 ? row.cells[0] : undefined;
        return label ? measureCell(label, { ...style, font: 'bold' }).min : 0;
      }),
    );
    const label = Math.min(
      Math.max(width * SPACING.labelColumn, longestLabelWord + 2 * SPACING.cellPaddingX + 0.5),
      width * SPACING.labelColumnMax,
    );
    return [label, width - label];
  }
  const padding = 2 * SPACING.cellPaddingX;
  // A word longer than this may be broken rather than widen its column.
  const longestWord = width / Math.max(columns, 4);
  const mins: number[] = new Array<number>(columns).fill(padding);
  const maxes: number[] = new Array<number>(columns).fill(padding);
  for (const row of parts.rows) {
    row.cells.forEach((cell, i) => {
      const measured = measureCell(cell, row.head ? { ...style, font: 'bold' } : style);
      mins[i] = Math.max(mins[i] ?? 0, Math.min(measured.min, longestWord) + padding);
      maxes[i] = Math.max(maxes[i] ?? 0, measured.max + padding + 0.5);
    });
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const minTotal = sum(mins);
  const maxTotal = sum(maxes);
  if (maxTotal <= width) return maxes.map((m) => m + ((width - maxTotal) * m) / maxTotal);
  if (minTotal <= width) {
    const spread = maxTotal - minTotal;
    return mins.map((m, i) => m + ((width - minTotal) * ((maxes[i] ?? m) - m)) / spread);
  }
  return mins.map((m) => (width * m) / minTotal);
}

function cellContext(
  cell: HtmlElement,
  x: number,
  width: number,
  base: TextStyle,
  head: boolean,
  fields: boolean,
): LayoutContext {
  let style = head || cell.tag === 'th' ? { ...base, font: 'bold' as const } : base;
  if (fields && cell.tag === 'th') style = { ...style, color: COLORS.label };
  return {
    x: x + SPACING.cellPaddingX,
    width: Math.max(width - 2 * SPACING.cellPaddingX, 1),
    style,
    align: hasClass(cell, 'num') ? 'right' : 'left',
  };
}

/** One row as a block: its cells side by side, a rule under it, a tint if it is a head. */
function rowBlock(
  row: TableRow,
  widths: readonly number[],
  ctx: LayoutContext,
  style: TextStyle,
  fields: boolean,
  layoutFlow: LayoutFlow,
  ruled = true,
): Block {
  const cellBlocks: Block[] = [];
  let x = ctx.x;
  row.cells.forEach((cell, i) => {
    const width = widths[i] ?? 0;
    const cellCtx = cellContext(cell, x, width, style, row.head, fields);
    cellBlocks.push(flattenFlow(layoutFlow(cell.children, cellCtx)));
    x += width;
  });
  const padding = SPACING.cellPaddingY;
  const content = Math.max(style.size * LINE_HEIGHT, ...cellBlocks.map((b) => b.height));
  const height = content + 2 * padding;
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  const ops: DrawOp[] = [];
  if (row.head) {
    ops.push({
      kind: 'rect',
      x: ctx.x,
      y: 0,
      width: tableWidth,
      height,
      fill: COLORS.headBackground,
    });
  }
  const breaks: number[] = [];
  for (const block of cellBlocks) {
    ops.push(...translateOps(block.ops, 0, padding));
    for (const b of block.breaks) breaks.push(b + padding);
  }
  if (ruled) {
    ops.push({
      kind: 'line',
      x1: ctx.x,
      y1: height,
      x2: ctx.x + tableWidth,
      y2: height,
      color: COLORS.cellRule,
      width: 0.5,
    });
  }
  const firstBaseline = cellBlocks[0]?.firstBaseline;
  return {
    height,
    ops,
    breaks: breaks.sort((a, b) => a - b),
    ...(firstBaseline !== undefined && { firstBaseline: firstBaseline + padding }),
  };
}

/**
 * A table as flow items: captions, then a group of rows whose head repeats on each page, kept on
 * one page where the table is `keep-whole`.
 */
export function layoutTable(
  table: HtmlElement,
  ctx: LayoutContext,
  layoutFlow: LayoutFlow,
): FlowItem[] {
  const parts = partsOf(table);
  const items: FlowItem[] = [];
  if (parts.stray.length > 0) items.push(...layoutFlow(parts.stray, ctx));
  for (const caption of parts.captions) {
    const block = flattenFlow(
      layoutFlow(caption.children, { ...ctx, style: { ...ctx.style, font: 'bold' } }),
    );
    if (block.height > 0) items.push({ kind: 'block', block: { ...block, keepWithNext: true } });
  }
  const columns = Math.max(0, ...parts.rows.map((r) => r.cells.length));
  if (columns === 0) return items;
  const fields = hasClass(table, 'fields');
  const style: TextStyle = hasClass(table, 'rows')
    ? { ...ctx.style, size: Math.min(ctx.style.size, SIZES.rowsTable) }
    : ctx.style;
  const widths = columnWidths(parts, columns, ctx.width, fields, style);
  const heads = parts.rows.filter((r) => r.head);
  const head =
    heads.length === 0
      ? undefined
      : flattenFlow(
          heads.map((row) => ({
            kind: 'block' as const,
            block: rowBlock(row, widths, ctx, style, fields, layoutFlow),
          })),
        );
  const nested = hasClass(table, 'nested');
  // `keep-whole` (break-inside: avoid in the stylesheet): the table moves to the next page
  // whole where it fits on one, rather than leaving its last rows alone under a repeated head.
  // So does a fields table of its own: a code's explanation, or an address's date, on the next
  // page read as apart from it (a risk score's explanation once stood alone on a page).
  const keepTogether = hasClass(table, 'keep-whole') || (fields && !nested);
  items.push({ kind: 'open', keepTogether, ...(head && { repeat: head }) });
  if (head) items.push({ kind: 'block', block: { ...head, keepWithNext: true }, tableHead: true });
  const body = parts.rows.filter((r) => !r.head);
  // A nested table's last row has no rule: the row of the table around it draws one there.
  body.forEach((row, i) => {
    const ruled = !nested || i < body.length - 1;
    items.push({
      kind: 'block',
      block: rowBlock(row, widths, ctx, style, fields, layoutFlow, ruled),
    });
  });
  items.push({ kind: 'close' });
  if (!nested) items.push({ kind: 'space', height: SPACING.tableAfter });
  return items;
}
