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

export interface OwnershipLayout {
  placed: Map<string, Placed>;
  edges: OwnershipEdge[];
  omitted: number;
  width: number;
  height: number;
}

/**
 * Layers by distance from the checked company along ownership (its direct owners are layer 1);
 * within a layer, owners sit above what they own (mean position of what they own), ties in the
 * order they were met.
 */
export function layoutOwnership(
  graph: OwnershipGraph,
  limits: OwnershipLimits = DEFAULT_OWNERSHIP_LIMITS,
): OwnershipLayout {
  const ownersOf = new Map<string, OwnershipEdge[]>();
  for (const edge of graph.edges) {
    const list = ownersOf.get(edge.to) ?? [];
    list.push(edge);
    ownersOf.set(edge.to, list);
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
  const width = MARGIN * 2 + widest * BOX_WIDTH + (widest - 1) * H_GAP;
  const top = layers.length - 1;
  const placed = new Map<string, Placed>();
  layers.forEach((keys, layer) => {
    const rowWidth = keys.length * BOX_WIDTH + (keys.length - 1) * H_GAP;
    const left = Math.round((width - rowWidth) / 2);
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
  const edges = graph.edges.filter((edge) => placed.has(edge.from) && placed.has(edge.to));
  const height =
    MARGIN * 2 + layers.length * BOX_HEIGHT + top * V_GAP + (omitted > 0 ? NOTE_HEIGHT : 0);
  return { placed, edges, omitted, width, height };
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
      return text('pseudoUbo', language);
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
        ? text('personKind', language)
        : registrationLine(node, language);
  const cx = x + BOX_WIDTH / 2;
  return [
    `<g class="node node-${node.kind}">`,
    `<title>${escapeHtml(node.name)}</title>`,
    `<rect x="${x}" y="${y}" width="${BOX_WIDTH}" height="${BOX_HEIGHT}" rx="${node.kind === 'person' ? 18 : 4}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5"/>`,
    `<text x="${cx}" y="${y + 19}" text-anchor="middle" font-size="12" font-weight="bold" fill="${ink}">${escapeHtml(shortened(node.name))}</text>`,
    second === ''
      ? ''
      : `<text x="${cx}" y="${y + 36}" text-anchor="middle" font-size="10" fill="${ink}">${escapeHtml(second)}</text>`,
    '</g>',
  ].join('');
}

function edgeOf(
  edge: OwnershipEdge,
  placed: Map<string, Placed>,
  language: ReportLanguage,
): string {
  const owner = placed.get(edge.from);
  const owned = placed.get(edge.to);
  if (!owner || !owned) return '';
  const x1 = owner.x + BOX_WIDTH / 2;
  const y1 = owner.y + BOX_HEIGHT;
  const x2 = owned.x + BOX_WIDTH / 2;
  const y2 = owned.y;
  // An owner not above what it owns (a cycle, or shares across layers) is drawn dashed.
  const upward = owner.layer > owned.layer;
  const label = shareLabel(edge.share, language);
  // The label sits near the owner: several owners of one company do not pile their labels up.
  const lx = Math.round(x1 + (x2 - x1) * 0.35);
  const ly = Math.round(y1 + (y2 - y1) * 0.35);
  const labelWidth = Array.from(label).length * 7 + 10;
  return [
    `<g class="edge">`,
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#4a6b8a" stroke-width="1.5"${upward ? '' : ' stroke-dasharray="5 4"'}/>`,
    `<polygon points="${x2 - 5},${y2 - 8} ${x2 + 5},${y2 - 8} ${x2},${y2}" fill="#4a6b8a"/>`,
    `<rect x="${lx - Math.round(labelWidth / 2)}" y="${ly - 9}" width="${labelWidth}" height="17" rx="3" fill="#ffffff" stroke="#4a6b8a" stroke-width="0.75"/>`,
    `<text x="${lx}" y="${ly + 4}" text-anchor="middle" font-size="11" fill="#1a1a1a">${escapeHtml(label)}</text>`,
    '</g>',
  ].join('');
}

/**
 * The ownership structure of a company result as an SVG element, ready to put inline in HTML;
 * undefined when the result has neither parents nor UBOs.
 */
export function ownershipSvg(
  company: CompanyRecord,
  language: ReportLanguage,
  limits: OwnershipLimits = DEFAULT_OWNERSHIP_LIMITS,
): string | undefined {
  const graph = ownershipGraphOf(company, text('checkedCompany', language));
  if (!graph) return undefined;
  const layout = layoutOwnership(graph, limits);
  const title = text('ownershipDiagram', language);
  const note =
    layout.omitted > 0
      ? `<text x="${MARGIN}" y="${layout.height - MARGIN}" font-size="11" fill="#6b1f1f">+${layout.omitted} ${escapeHtml(text('notShown', language))}</text>`
      : '';
  // Boxes after edges, so that lines pass behind them.
  return [
    // No xmlns: inline SVG in HTML needs none, and the report holds no URL at all.
    `<svg class="ownership" role="img" aria-label="${escapeAttribute(title)}" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>${escapeHtml(title)}</title>`,
    ...layout.edges.map((edge) => edgeOf(edge, layout.placed, language)),
    ...[...layout.placed.values()].map((placed) => box(placed, language)),
    note,
    '</svg>',
  ].join('');
}
