/**
 * Pagination: the flow of blocks onto pages of a fixed text area. A block that does not fit
 * goes to the next page; one taller than a page is cut between its lines. Headings and table
 * heads stay with what follows them, cards move to the next page whole when they fit on one,
 * table heads are drawn again at the top of each page a table continues on, and frames are
 * drawn around each page's part of their group. Spaces at the top of a page are dropped.
 */
import { fontMetrics } from './fonts.js';
import { frameOps, translateOps, type Block, type DrawOp, type FlowItem } from './layout-model.js';

export interface TextArea {
  /** Top of the text area on the page. */
  top: number;
  height: number;
}

type OpenItem = Extract<FlowItem, { kind: 'open' }>;

interface OpenGroup {
  item: OpenItem;
  /** Where its frame starts on the current page, and the index of the first op it is under. */
  top: number;
  at: number;
  headPlaced: boolean;
}

interface GroupExtent {
  /** Its height as if on one page. */
  height: number;
  /** The index of its close item. */
  close: number;
  /** Whether its last block is kept with what follows the group (the end of the report). */
  lastKeptWithNext: boolean;
}

/** Each group (by the index of its open item): its height, where it closes, how it ends. */
function groupExtents(items: readonly FlowItem[]): Map<number, GroupExtent> {
  const extents = new Map<number, GroupExtent>();
  const open: { index: number; height: number; lastKeptWithNext: boolean }[] = [];
  for (const [index, item] of items.entries()) {
    const add = (height: number) => {
      for (const group of open) group.height += height;
    };
    if (item.kind === 'open') open.push({ index, height: 0, lastKeptWithNext: false });
    else if (item.kind === 'close') {
      const group = open.pop();
      if (group) extents.set(group.index, { ...group, close: index });
    } else if (item.kind === 'block') {
      add(item.block.height);
      for (const group of open) group.lastKeptWithNext = item.block.keepWithNext === true;
    } else if (item.kind === 'space') add(item.height);
  }
  return extents;
}

/** Where an op is anchored vertically: it goes with the part of a cut block that holds this. */
function anchorOf(op: DrawOp): number {
  switch (op.kind) {
    case 'text':
    case 'rect':
      return op.y;
    case 'line':
      return Math.min(op.y1, op.y2);
    case 'polygon':
      return Math.min(...op.points.map(([, y]) => y));
  }
}

/** Whether an op is drawn across height `y` (a line of text cut in two if cut there). */
function spans(op: DrawOp, y: number): boolean {
  const epsilon = 0.01;
  if (op.kind === 'text') {
    const { ascent, descent } = fontMetrics(op.font);
    return op.y - ascent * op.size < y - epsilon && op.y + descent * op.size > y + epsilon;
  }
  if (op.kind === 'rect') return op.y < y - epsilon && op.y + op.height > y + epsilon;
  return false;
}

/** The lowest place at most `room` from the top where the block can be cut cleanly. */
function cutWithin(block: Block, room: number): number | undefined {
  let best: number | undefined;
  for (const b of block.breaks) {
    if (b <= 0 || b > room || (best !== undefined && b <= best)) continue;
    if (!block.ops.some((op) => spans(op, b))) best = b;
  }
  return best;
}

function splitBlock(block: Block, cut: number): [Block, Block] {
  const first: DrawOp[] = [];
  const rest: DrawOp[] = [];
  for (const op of block.ops) (anchorOf(op) < cut ? first : rest).push(op);
  return [
    { height: cut, ops: first, breaks: block.breaks.filter((b) => b < cut) },
    {
      height: block.height - cut,
      ops: translateOps(rest, 0, -cut),
      breaks: block.breaks.filter((b) => b > cut).map((b) => b - cut),
    },
  ];
}

/** The flow laid on pages: the ops of each page, in page coordinates. */
export function paginate(items: readonly FlowItem[], area: TextArea): DrawOp[][] {
  const extents = groupExtents(items);
  const pages: DrawOp[][] = [[]];
  let ops: DrawOp[] = pages[0] ?? [];
  let y = 0;
  /** Where the page's own content starts, below repeated table heads. */
  let start = 0;
  const open: OpenGroup[] = [];
  const atTop = () => y <= start;

  const place = (block: Block) => {
    for (const op of translateOps(block.ops, 0, area.top + y)) ops.push(op);
    y += block.height;
  };
  const closeFrame = (group: OpenGroup) => {
    const { frame } = group.item;
    if (frame) ops.splice(group.at, 0, ...frameOps(frame, area.top + group.top, area.top + y));
  };
  const newPage = () => {
    for (let i = open.length - 1; i >= 0; i--) {
      const group = open[i];
      if (group) closeFrame(group);
    }
    ops = [];
    pages.push(ops);
    y = 0;
    for (const group of open) {
      group.top = 0;
      group.at = 0;
    }
    for (const group of open) {
      if (group.item.repeat && group.headPlaced) place(group.item.repeat);
    }
    start = y;
  };

  /**
   * What must follow a group on its page: where its last block is kept with what follows (the
   * last lines before the report's closing line), that too.
   */
  const after = (index: number): number => {
    const extent = extents.get(index);
    return extent?.lastKeptWithNext ? following(extent.close) : 0;
  };

  /** The height that must stay on the page with a block kept with what follows it. */
  const following = (index: number): number => {
    let height = 0;
    for (let j = index + 1; j < items.length; j++) {
      const item = items[j];
      if (!item || item.kind === 'pageBreak') return height;
      if (item.kind === 'space') height += item.height;
      else if (item.kind === 'open') {
        const group = extents.get(j)?.height ?? 0;
        if (item.keepTogether && group <= area.height) return height + group + after(j);
      } else if (item.kind === 'block') {
        height += item.block.height;
        if (!item.block.keepWithNext) return height;
      }
    }
    return height;
  };

  for (const [index, item] of items.entries()) {
    switch (item.kind) {
      case 'space':
        // A space never starts a page: what follows it does, if it needs one.
        if (!atTop() || item.keep) y = Math.min(y + item.height, area.height);
        break;
      case 'pageBreak':
        if (!atTop()) newPage();
        break;
      case 'open': {
        const height = extents.get(index)?.height ?? 0;
        const needed = item.keepTogether ? height + after(index) : 0;
        if (item.keepTogether && !atTop() && needed > area.height - y && needed <= area.height) {
          newPage();
        }
        open.push({ item, top: y, at: ops.length, headPlaced: false });
        break;
      }
      case 'close': {
        const group = open.pop();
        if (group) closeFrame(group);
        break;
      }
      case 'block': {
        let block = item.block;
        if (block.keepWithNext && !atTop()) {
          const needed = block.height + following(index);
          if (needed > area.height - y && needed <= area.height) newPage();
        }
        for (;;) {
          const room = area.height - y;
          if (block.height <= room) {
            place(block);
            break;
          }
          if (!atTop() && block.height <= area.height - start) {
            newPage();
            continue;
          }
          // Taller than a page: cut between lines, here if a line fits, else on the next page.
          const cut = cutWithin(block, room) ?? (atTop() ? room : undefined);
          if (cut === undefined) {
            newPage();
            continue;
          }
          if (cut <= 1) {
            // Not even a line fits an empty page (never with the report's pages): drawn whole.
            place(block);
            break;
          }
          const [first, rest] = splitBlock(block, cut);
          place(first);
          newPage();
          block = rest;
        }
        if (item.tableHead) {
          const table = [...open].reverse().find((g) => g.item.repeat !== undefined);
          if (table) table.headPlaced = true;
        }
        break;
      }
    }
  }
  for (let i = open.length - 1; i >= 0; i--) {
    const group = open[i];
    if (group) closeFrame(group);
  }
  // A page break or space at the very end leaves no empty page behind.
  while (pages.length > 1 && pages[pages.length - 1]?.length === 0) pages.pop();
  return pages;
}
