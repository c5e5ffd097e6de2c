/**
 * Lays out the body of the report HTML as a flow of blocks for the page: headings, paragraphs,
 * lists with bullets, tables (tables.ts), cards as framed boxes, the ownership diagram
 * (svg-draw.ts), and page breaks where a section asks for one. Inline text between blocks
 * becomes a paragraph. An element the report does not know is laid out as a plain container,
 * so its text always shows.
 */
import { hasClass, type HtmlElement, type HtmlNode } from './html-tree.js';
import { collectRuns, hasVisibleText, isBlock } from './inline-runs.js';
import {
  flattenFlow,
  lineBlocks,
  translateOps,
  withoutOuterSpaces,
  type Block,
  type FlowItem,
  type Frame,
  type LayoutContext,
  type LayoutFlow,
} from './layout-model.js';
import { COLORS, CONTENT_HEIGHT, CONTENT_WIDTH, PAGE, SIZES, SPACING } from './pdf-styles.js';
import { svgBlock } from './svg-draw.js';
import { layoutTable } from './tables.js';
import { breakLines, type TextStyle } from './text-layout.js';

export const BODY_STYLE: TextStyle = { font: 'regular', size: SIZES.body, color: COLORS.text };

/** Warnings and notes that stand in a section above what they are about (not in a card). */
const INTRODUCTIONS = new WeakSet<HtmlElement>();

/** Room kept above the diagram on its page: the section heading and the note. */
const DIAGRAM_HEADROOM = 70;

const space = (height: number): FlowItem => ({ kind: 'space', height });

/** A horizontal rule as a block of its own. */
function rule(ctx: LayoutContext, width: number, color: string): FlowItem {
  return {
    kind: 'block',
    block: {
      height: width,
      ops: [
        {
          kind: 'line',
          x1: ctx.x,
          y1: width / 2,
          x2: ctx.x + ctx.width,
          y2: width / 2,
          color,
          width,
        },
      ],
      breaks: [],
    },
  };
}

/** Inline nodes as a paragraph: one block per line. */
function paragraph(
  nodes: readonly HtmlNode[],
  ctx: LayoutContext,
  out: FlowItem[],
  style = ctx.style,
): void {
  const lines = breakLines(collectRuns(nodes, style, []), ctx.width, ctx.align);
  for (const block of lineBlocks(lines, ctx.x)) out.push({ kind: 'block', block });
}

interface HeadingLook {
  size: number;
  before: number;
  after: number;
  color: string;
  /** A rule under it (section titles). */
  rule?: boolean;
}

const H4: HeadingLook = {
  size: SIZES.h4,
  before: SPACING.h4Before,
  after: SPACING.h4After,
  color: COLORS.text,
};

const HEADINGS: Readonly<Record<string, HeadingLook>> = {
  h1: { size: SIZES.h1, before: 0, after: SPACING.h1After, color: COLORS.heading },
  h2: {
    size: SIZES.h2,
    before: SPACING.h2Before,
    after: SPACING.h2After,
    color: COLORS.heading,
    rule: true,
  },
  h3: { size: SIZES.h3, before: SPACING.h3Before, after: SPACING.h3After, color: COLORS.text },
  h4: H4,
};

/** A heading as one block, kept with what follows it. */
function heading(element: HtmlElement, ctx: LayoutContext, out: FlowItem[]): void {
  const look = HEADINGS[element.tag] ?? H4;
  const style: TextStyle = { ...ctx.style, font: 'bold', size: look.size, color: look.color };
  const lines: FlowItem[] = [];
  paragraph(element.children, ctx, lines, style);
  const block: Block = flattenFlow(lines);
  if (look.rule) {
    block.height += 3;
    block.ops.push({
      kind: 'line',
      x1: ctx.x,
      y1: block.height,
      x2: ctx.x + ctx.width,
      y2: block.height,
      color: COLORS.rule,
      width: 0.75,
    });
    block.height += 0.75;
  }
  if (look.before > 0) out.push(space(look.before));
  out.push({ kind: 'block', block: { ...block, keepWithNext: true } });
  out.push(space(look.after));
}

/** A list item: its content indented, a bullet (or number) beside its first line. */
function listItem(element: HtmlElement, ctx: LayoutContext, out: FlowItem[], marker: string): void {
  const inner = { ...ctx, x: ctx.x + SPACING.listIndent, width: ctx.width - SPACING.listIndent };
  const items = layoutFlow(element.children, inner);
  const first = items.find((item) => item.kind === 'block');
  if (first?.kind === 'block') {
    first.block = {
      ...first.block,
      ops: [
        {
          kind: 'text',
          x: ctx.x + 1,
          y: first.block.firstBaseline ?? ctx.style.size,
          text: marker,
          font: ctx.style.font === 'mono' ? 'regular' : ctx.style.font,
          size: ctx.style.size,
          color: ctx.style.color,
        },
        ...first.block.ops,
      ],
    };
  }
  out.push(...items);
}

function list(element: HtmlElement, ctx: LayoutContext, out: FlowItem[]): void {
  let number = 0;
  for (const child of element.children) {
    if (child.type === 'element' && child.tag === 'li') {
      number++;
      listItem(child, ctx, out, element.tag === 'ol' ? `${number}.` : '•');
    } else if (child.type === 'element' || child.text.trim() !== '') {
      layoutNodes([child], ctx, out);
    }
  }
}

/** A framed box (card, hit) or an indented block with a bar (nested parents). */
function framed(element: HtmlElement, ctx: LayoutContext, out: FlowItem[]): void {
  if (hasClass(element, 'nested-parents')) {
    const x = ctx.x + SPACING.nestedIndent;
    const frame: Frame = {
      x,
      width: ctx.width - SPACING.nestedIndent,
      bar: { color: COLORS.nestedBar, width: SPACING.nestedBar },
    };
    const inner = {
      ...ctx,
      x: x + SPACING.nestedPadding,
      width: ctx.width - SPACING.nestedIndent - SPACING.nestedPadding,
    };
    out.push({ kind: 'open', frame, keepTogether: false });
    layoutNodes(element.children, inner, out);
    out.push({ kind: 'close' });
    return;
  }
  const hit = hasClass(element, 'hit');
  const bar = hit ? SPACING.hitBar : 0;
  const padding = SPACING.cardPadding;
  const frame: Frame = {
    x: ctx.x,
    width: ctx.width,
    border: COLORS.cardBorder,
    ...(hit && { bar: { color: COLORS.hitBar, width: bar } }),
  };
  const inner = { ...ctx, x: ctx.x + bar + padding, width: ctx.width - bar - 2 * padding };
  out.push(space(SPACING.cardMargin));
  out.push({ kind: 'open', frame, keepTogether: true });
  out.push({ kind: 'space', height: padding, keep: true });
  out.push(...withoutOuterSpaces(layoutFlow(element.children, inner)));
  out.push({ kind: 'space', height: padding, keep: true });
  out.push({ kind: 'close' });
  out.push(space(SPACING.cardMargin));
}

function diagram(element: HtmlElement, ctx: LayoutContext, out: FlowItem[]): void {
  const block = svgBlock(element, ctx.width, CONTENT_HEIGHT - DIAGRAM_HEADROOM);
  out.push({ kind: 'block', block: { ...block, ops: translateOps(block.ops, ctx.x, 0) } });
  out.push(space(SPACING.tableAfter));
}

/** Marks the blocks of items kept with what follows them. */
function keepWithNext(items: FlowItem[], from = 0): void {
  for (let i = from; i < items.length; i++) {
    const item = items[i];
    if (item?.kind === 'block')
      items[i] = { ...item, block: { ...item.block, keepWithNext: true } };
  }
}

/**
 * The closing line, kept with the report's last lines: on a page of its own it would leave a
 * page that holds nothing else.
 */
function reportFooter(element: HtmlElement, ctx: LayoutContext, out: FlowItem[]): void {
  const last = out.findLastIndex((item) => item.kind === 'block');
  if (last >= 0) keepWithNext(out, last);
  out.push(space(16));
  const ruleAt = out.length;
  out.push(rule(ctx, 0.75, COLORS.rule));
  keepWithNext(out, ruleAt);
  out.push(space(4));
  const style = { ...ctx.style, size: SIZES.footer, color: COLORS.muted };
  layoutNodes(element.children, { ...ctx, style }, out);
}

function layoutElement(element: HtmlElement, ctx: LayoutContext, out: FlowItem[]): void {
  switch (element.tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      heading(element, ctx, out);
      return;
    case 'p': {
      const muted = hasClass(element, 'note') || hasClass(element, 'none');
      // A warning (an incomplete UBO result) must not read as an aside: bold, in the hit colour.
      const style = hasClass(element, 'warning')
        ? { ...ctx.style, font: 'bold' as const, color: COLORS.warning }
        : muted
          ? { ...ctx.style, color: COLORS.muted }
          : ctx.style;
      const at = out.length;
      paragraph(element.children, ctx, out, style);
      // A section's warning or note says what follows it: never alone at the foot of a page.
      if (INTRODUCTIONS.has(element)) keepWithNext(out, at);
      out.push(space(SPACING.paragraphAfter));
      return;
    }
    case 'caption':
      paragraph(element.children, ctx, out, { ...ctx.style, font: 'bold' });
      return;
    case 'table':
      out.push(...layoutTable(element, ctx, layoutFlow));
      return;
    case 'ul':
    case 'ol':
      list(element, ctx, out);
      return;
    case 'li':
      listItem(element, ctx, out, '•');
      return;
    case 'svg':
      diagram(element, ctx, out);
      return;
    case 'hr':
      out.push(space(4), rule(ctx, 0.75, COLORS.rule), space(4));
      return;
    case 'th':
      layoutNodes(element.children, { ...ctx, style: { ...ctx.style, font: 'bold' } }, out);
      return;
    case 'section':
      if (hasClass(element, 'page-break')) out.push({ kind: 'pageBreak' });
      for (const child of element.children) {
        if (
          child.type === 'element' &&
          child.tag === 'p' &&
          (hasClass(child, 'warning') || hasClass(child, 'note'))
        ) {
          INTRODUCTIONS.add(child);
        }
      }
      layoutNodes(element.children, ctx, out);
      return;
    case 'header':
      layoutNodes(element.children, ctx, out);
      if (hasClass(element, 'report-header')) {
        out.push(space(2), rule(ctx, 2, COLORS.heading), space(8));
      }
      return;
    case 'footer':
      if (hasClass(element, 'report-footer')) reportFooter(element, ctx, out);
      else layoutNodes(element.children, ctx, out);
      return;
    case 'div':
      if (['card', 'hit', 'nested-parents'].some((c) => hasClass(element, c))) {
        framed(element, ctx, out);
        return;
      }
      layoutNodes(element.children, ctx, out);
      return;
    default:
      // body, main, table parts met outside a table, and whatever the report does not know.
      layoutNodes(element.children, ctx, out);
  }
}

/** Nodes in order: runs of inline nodes as paragraphs, block elements by their kind. */
function layoutNodes(nodes: readonly HtmlNode[], ctx: LayoutContext, out: FlowItem[]): void {
  let inline: HtmlNode[] = [];
  const flush = () => {
    if (hasVisibleText(inline)) paragraph(inline, ctx, out);
    inline = [];
  };
  for (const node of nodes) {
    if (isBlock(node)) {
      flush();
      layoutElement(node, ctx, out);
    } else {
      inline.push(node);
    }
  }
  flush();
}

export const layoutFlow: LayoutFlow = (nodes, ctx) => {
  const out: FlowItem[] = [];
  layoutNodes(nodes, ctx, out);
  return out;
};

/** The whole body, across the text area of a page. */
export const layoutDocument = (body: HtmlElement): FlowItem[] =>
  layoutFlow(body.children, {
    x: PAGE.marginLeft,
    width: CONTENT_WIDTH,
    style: BODY_STYLE,
    align: 'left',
  });
