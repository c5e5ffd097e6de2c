/**
 * The ownership structure drawn as an inline SVG: the checked company at the bottom, its owners
 * layer by layer above it, an edge from each owner down to what it owns with the percentage on
 * it. Pure and deterministic (no ids, no randomness, integer coordinates), every name escaped,
 * and bounded: past the limits, nodes are left out and the drawing says how many.
 */
import type { CompanyRecord } from '../contract/company-record.js';
import { escapeAttribute, escapeHtml } from './escape.js';
import { formatPercentage } from './format.js';
import { text, type ReportLanguage } from './labels/index.js';
import {
  ownershipGraphOf,
  ROOT_KEY,
  type OwnershipEdge,
  type OwnershipGraph,
  type OwnershipNode,
  type OwnershipShare,
  type ShareholderBelow,
} from './ownership-graph.js';

export interface OwnershipLimits {
  /** Layers of owners above the checked company. */
  maxLayers: number;
  /** Boxes side by side in one layer. */
  maxPerLayer: number;
  /** Boxes in all. */
  maxNodes: number;
}

export const DEFAULT_OWNERSHIP_LIMITS: OwnershipLimits = {
  maxLayers: 8,
  maxPerLayer: 8,
  maxNodes: 48,
};

const BOX_WIDTH = 200;
const BOX_HEIGHT = 46;
const H_GAP = 24;
const V_GAP = 64;
const MARGIN = 12;
const NOTE_HEIGHT = 22;
/** Characters of a name in a box; the full name is in the box's title. */
const NAME_CHARS = 28;

interface Placed {
  node: OwnershipNode;
  layer: number;
  x: number;
  y: number;
}

/** An edge as drawn: on a cycle or not, and the lane of an owner that is not above what it owns. */
export interface LaidEdge extends OwnershipEdge {
  /**
   * The edge closes an ownership cycle: what it points at owns its owner, directly or not, and
   * its owner is not above it.
   */
  cycle: boolean;
  /** What the edge says: the share, and on a cycle that it is one. */
  label: string;
  /**
   * Set where the owner is not above what it owns (a cycle, or shares across a layer): the edge
   * runs round the right of the drawing in this lane, instead of through the boxes between.
   */
  lane?: { x: number; fromY: number; toY: number };
}

export interface OwnershipLayout {
  placed: Map<string, Placed>;
  edges: LaidEdge[];
  omitted: number;
  /** Whether any drawn edge closes a cycle (the drawing then says what its red line means). */
  hasCycle: boolean;
  width: number;
  height: number;
}

/** Room between the boxes and the first lane, and between lanes. */
const LANE_GAP = 16;
/** Lanes side by side at most; more back edges share the last ones. */
const MAX_LANES = 8;

/** The width a label of the diagram takes at font size 11 (a box of 7 units a character). */
const labelWidth = (label: string): number => Array.from(label).length * 7 + 10;

/** Whether `from` owns `to` through a chain of edges (or is it). */
function owns(from: string, to: string, ownedBy: ReadonlyMap<string, readonly string[]>): boolean {
  const seen = new Set([from]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const next of ownedBy.get(queue[i] ?? '') ?? []) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return from === to;
}

/**
 * Layers by distance from the checked company along ownership (its direct owners are layer 1);
 * within a layer, owners sit above what they own (mean position of what they own), ties in the
 * order they were met. An owner not above what it owns gets a lane to the right of the boxes.
 */
export function layoutOwnership(
  graph: OwnershipGraph,
  limits: OwnershipLimits = DEFAULT_OWNERSHIP_LIMITS,
  labelOf: (edge: OwnershipEdge, cycle: boolean) => string = () => '',
): OwnershipLayout {
  const ownersOf = new Map<string, OwnershipEdge[]>();
  const ownedBy = new Map<string, string[]>();
  for (const edge of graph.edges) {
    const list = ownersOf.get(edge.to) ?? [];
    list.push(edge);
    ownersOf.set(edge.to, list);
    ownedBy.set(edge.from, [...(ownedBy.get(edge.from) ?? []), edge.to]);
  }
  const order = new Map(graph.nodes.map((node, index) => [node.key, index]));
  const nodeOf = new Map(graph.nodes.map((node) => [node.key, node]));
  const layerOf = new Map<string, number>([[ROOT_KEY, 0]]);
  const layers: string[][] = [[ROOT_KEY]];
  let shown = 1;
  const position = new Map<string, number>([[ROOT_KEY, 0]]);

  for (let layer = 1; layer <= limits.maxLayers; layer++) {
    const below = layers[layer - 1] ?? [];
    const candidates = new Map<string, number[]>();
    for (const owned of below) {
      for (const edge of ownersOf.get(owned) ?? []) {
        if (layerOf.has(edge.from)) continue;
        const positions = candidates.get(edge.from) ?? [];
        positions.push(position.get(owned) ?? 0);
        candidates.set(edge.from, positions);
      }
    }
    if (candidates.size === 0) break;
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const sorted = [...candidates.entries()]
      .map(([key, positions]) => ({ key, at: mean(positions), met: order.get(key) ?? 0 }))
      .sort((a, b) => a.at - b.at || a.met - b.met)
      .slice(0, Math.max(0, Math.min(limits.maxPerLayer, limits.maxNodes - shown)));
    if (sorted.length === 0) break;
    const keys = sorted.map((entry) => entry.key);
    keys.forEach((key, index) => {
      layerOf.set(key, layer);
      position.set(key, index);
    });
    shown += keys.length;
    layers.push(keys);
  }
  // Every node of the graph is reachable from the checked company: those not drawn are left out.
  const omitted = graph.nodes.length - shown;

  const widest = Math.max(...layers.map((layer) => layer.length));
  const boxesWidth = MARGIN * 2 + widest * BOX_WIDTH + (widest - 1) * H_GAP;
  const top = layers.length - 1;
  const placed = new Map<string, Placed>();
  layers.forEach((keys, layer) => {
    const rowWidth = keys.length * BOX_WIDTH + (keys.length - 1) * H_GAP;
    const left = Math.round((boxesWidth - rowWidth) / 2);
    keys.forEach((key, index) => {
      const node = nodeOf.get(key);
      if (!node) return;
      placed.set(key, {
        node,
        layer,
        x: left + index * (BOX_WIDTH + H_GAP),
        y: MARGIN + (top - layer) * (BOX_HEIGHT + V_GAP),
      });
    });
  });

  // Back edges leave and enter the right side of their boxes, a little apart where a box has
  // several, and each takes the next lane.
  const right = boxesWidth - MARGIN;
  let lanes = 0;
  let width = boxesWidth;
  const sideUses = new Map<string, number>();
  const sideY = (key: string, box: Placed) => {
    const used = sideUses.get(key) ?? 0;
    sideUses.set(key, used + 1);
    return box.y + 12 + (used % 4) * 8;
  };
  const edges: LaidEdge[] = [];
  for (const edge of graph.edges) {
    const owner = placed.get(edge.from);
    const owned = placed.get(edge.to);
    if (!owner || !owned) continue;
    if (owner.layer > owned.layer) {
      edges.push({ ...edge, cycle: false, label: labelOf(edge, false) });
      continue;
    }
    // Of the edges round a cycle, those against the layers close it.
    const cycle = owns(edge.to, edge.from, ownedBy);
    const label = labelOf(edge, cycle);
    const x = right + LANE_GAP * (Math.min(lanes, MAX_LANES - 1) + 1);
    lanes++;
    width = Math.max(width, x + 4 + labelWidth(label) + MARGIN);
    edges.push({
      ...edge,
      cycle,
      label,
      lane: { x, fromY: sideY(edge.from, owner), toY: sideY(edge.to, owned) },
    });
  }
  const hasCycle = edges.some((edge) => edge.cycle);
  const notes = (omitted > 0 ? 1 : 0) + (hasCycle ? 1 : 0);
  const height = MARGIN * 2 + layers.length * BOX_HEIGHT + top * V_GAP + notes * NOTE_HEIGHT;
  return { placed, edges, omitted, hasCycle, width, height };
}

/** A name cut to fit its box, by characters (not UTF-16 units: Владимир stays whole). */
function shortened(name: string): string {
  const characters = Array.from(name);
  return characters.length <= NAME_CHARS
    ? name
    : `${characters.slice(0, NAME_CHARS - 1).join('')}…`;
}

function shareLabel(share: OwnershipShare, language: ReportLanguage): string {
  switch (share.kind) {
    case 'percentage':
      return formatPercentage(share.value, language);
    case 'pseudo_ubo':
      return share.value === undefined
        ? text('pseudoUbo', language)
        : `${text('pseudoUbo', language)} · ${formatPercentage(share.value, language)}`;
    case 'unknown':
      return '?\u00A0%';
  }
}

const STYLE: Record<OwnershipNode['kind'], { fill: string; stroke: string }> = {
  root: { fill: '#1f3a5f', stroke: '#1f3a5f' },
  company: { fill: '#eef3f8', stroke: '#4a6b8a' },
  person: { fill: '#fdf3e1', stroke: '#a3742c' },
};

/**
 * "KvK 12345678" for a Dutch company; a foreign one's number is from its own register
 * ("Reg.nr. B228119"). Without a country, eight digits read as a KvK number.
 */
function registrationLine(node: OwnershipNode, language: ReportLanguage): string {
  const number = node.chamberOfCommerceNumber;
  if (!number) return '';
  const dutch = node.country === undefined ? /^\d{8}$/.test(number) : node.country === 'NL';
  return `${dutch ? 'KvK' : text('registrationNumberShort', language)} ${number}`;
}

function box(placed: Placed, language: ReportLanguage): string {
  const { node, x, y } = placed;
  const style = STYLE[node.kind];
  const ink = node.kind === 'root' ? '#ffffff' : '#1a1a1a';
  const second =
    node.kind === 'root'
      ? text('checkedCompany', language)
      : node.kind === 'person'
        ? text(
            node.possibleUbo
              ? 'possibleUboKind'
              : node.belowThreshold
                ? 'shareholderBelowThreshold'
                : 'personKind',
            language,
          )
        : registrationLine(node, language);
  const cx = x + BOX_WIDTH / 2;
  return [
    `<g class="node node-${node.kind}">`,
    `<title>${escapeHtml(node.name)}</title>`,
    // A shareholder who is no UBO is dashed: beside the UBOs, not one of them.
    `<rect x="${x}" y="${y}" width="${BOX_WIDTH}" height="${BOX_HEIGHT}" rx="${node.kind === 'person' ? 18 : 4}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5"${node.belowThreshold ? ' stroke-dasharray="4 3"' : ''}/>`,
    `<text x="${cx}" y="${y + 19}" text-anchor="middle" font-size="12" font-weight="bold" fill="${ink}">${escapeHtml(shortened(node.name))}</text>`,
    second === ''
      ? ''
      : `<text x="${cx}" y="${y + 36}" text-anchor="middle" font-size="10" fill="${ink}">${escapeHtml(second)}</text>`,
    '</g>',
  ].join('');
}

const EDGE_INK = '#4a6b8a';
/** A cycle stands out from the dashed lines of shares held across a layer. */
const CYCLE_INK = '#a3342c';

function labelBox(label: string, x: number, y: number, anchor: 'middle' | 'start', ink: string) {
  const width = labelWidth(label);
  const left = anchor === 'middle' ? x - Math.round(width / 2) : x;
  const textX = anchor === 'middle' ? x : x + Math.round(width / 2);
  return [
    `<rect x="${left}" y="${y - 9}" width="${width}" height="17" rx="3" fill="#ffffff" stroke="${ink}" stroke-width="0.75"/>`,
    `<text x="${textX}" y="${y + 4}" text-anchor="middle" font-size="11" fill="#1a1a1a">${escapeHtml(label)}</text>`,
  ].join('');
}

/**
 * An edge whose owner is not above what it owns: dashed, out of the owner's right side, up or
 * down its lane, into the right side of what it owns, the arrow pointing at it. A line straight
 * up would run through the boxes between, or onto the edge of the other direction.
 */
function laneEdge(edge: LaidEdge, owner: Placed, owned: Placed): string {
  const lane = edge.lane;
  if (!lane) return '';
  const ink = edge.cycle ? CYCLE_INK : EDGE_INK;
  const x1 = owner.x + BOX_WIDTH;
  const x2 = owned.x + BOX_WIDTH;
  const segment = (ax: number, ay: number, bx: number, by: number) =>
    `<line x1="${ax}" y1="${ay}" x2="${bx}" y2="${by}" stroke="${ink}" stroke-width="1.5" stroke-dasharray="5 4"/>`;
  return [
    `<g class="edge${edge.cycle ? ' cycle' : ''}">`,
    segment(x1, lane.fromY, lane.x, lane.fromY),
    segment(lane.x, lane.fromY, lane.x, lane.toY),
    segment(lane.x, lane.toY, x2 + 8, lane.toY),
    `<polygon points="${x2 + 8},${lane.toY - 5} ${x2 + 8},${lane.toY + 5} ${x2},${lane.toY}" fill="${ink}"/>`,
    labelBox(edge.label, lane.x + 4, Math.round((lane.fromY + lane.toY) / 2), 'start', ink),
    '</g>',
  ].join('');
}

function edgeOf(edge: LaidEdge, placed: Map<string, Placed>): string {
  const owner = placed.get(edge.from);
  const owned = placed.get(edge.to);
  if (!owner || !owned) return '';
  if (edge.lane) return laneEdge(edge, owner, owned);
  const x1 = owner.x + BOX_WIDTH / 2;
  const y1 = owner.y + BOX_HEIGHT;
  const x2 = owned.x + BOX_WIDTH / 2;
  const y2 = owned.y;
  // The label sits near the owner: several owners of one company do not pile their labels up.
  const lx = Math.round(x1 + (x2 - x1) * 0.35);
  const ly = Math.round(y1 + (y2 - y1) * 0.35);
  return [
    `<g class="edge">`,
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${EDGE_INK}" stroke-width="1.5"/>`,
    `<polygon points="${x2 - 5},${y2 - 8} ${x2 + 5},${y2 - 8} ${x2},${y2}" fill="${EDGE_INK}"/>`,
    labelBox(edge.label, lx, ly, 'middle', EDGE_INK),
    '</g>',
  ].join('');
}

/**
 * The ownership structure of a company result as an SVG element, ready to put inline in HTML,
 * with the shareholders below the UBO threshold where given; undefined when there is nobody
 * and no company above the checked one.
 */
export function ownershipSvg(
  company: CompanyRecord,
  language: ReportLanguage,
  limits: OwnershipLimits = DEFAULT_OWNERSHIP_LIMITS,
  shareholders: readonly ShareholderBelow[] = [],
): string | undefined {
  const graph = ownershipGraphOf(company, text('checkedCompany', language), shareholders);
  if (!graph) return undefined;
  const layout = layoutOwnership(graph, limits, (edge, cycle) => {
    const share = shareLabel(edge.share, language);
    return cycle ? `${share} · ${text('cycle', language)}` : share;
  });
  const title = text('ownershipDiagram', language);
  const lines = [
    ...(layout.hasCycle ? [{ said: text('cycleLegend', language), ink: CYCLE_INK }] : []),
    ...(layout.omitted > 0
      ? [{ said: `+${layout.omitted} ${text('notShown', language)}`, ink: '#6b1f1f' }]
      : []),
  ];
  const note = lines
    .map(
      ({ said, ink }, index) =>
        `<text x="${MARGIN}" y="${layout.height - MARGIN - (lines.length - 1 - index) * NOTE_HEIGHT}" font-size="11" fill="${ink}">${escapeHtml(said)}</text>`,
    )
    .join('');
  // A legend longer than the boxes are wide widens the drawing (about 6 units a character).
  const width = Math.max(
    layout.width,
    ...lines.map(({ said }) => MARGIN * 2 + Array.from(said).length * 6),
  );
  // Boxes after edges, so that lines pass behind them.
  return [
    // No xmlns: inline SVG in HTML needs none, and the report holds no URL at all.
    `<svg class="ownership" role="img" aria-label="${escapeAttribute(title)}" viewBox="0 0 ${width} ${layout.height}" width="${width}" height="${layout.height}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${escapeHtml(title)}</title>`,
    ...layout.edges.map((edge) => edgeOf(edge, layout.placed)),
    ...[...layout.placed.values()].map((placed) => box(placed, language)),
    note,
    '</svg>',
  ].join('');
}
