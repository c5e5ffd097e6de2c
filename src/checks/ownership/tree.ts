/**
 * Trees over the ownership graph, as plain data: the contract's Tree node of a UBO entry, and
 * the recursive parents of a company (mapped to the contract's Parent objects elsewhere, where
 * each parent's directors are added).
 */
import type { ShareRange } from '../../entities/percentage.js';
import type { OwnershipGraph, Party } from './graph.js';
import type { SoleProprietor } from './sole-proprietor.js';
import type { PseudoUbo } from './pseudo-ubo.js';
import { rolePercentage } from './roles.js';
import type { OwnershipPath } from './ubo.js';

/** The contract's Tree node, with every field present. */
export interface UboTreeNode {
  /** 0 for the checked company, one more per ownership link upwards. */
  level: number;
  id: string;
  type: 'company' | 'person';
  role: string;
  name: string;
  parents: UboTreeNode[];
}

/** The root's role in a UBO tree. */
export const CHECKED_COMPANY_ROLE = 'checked company';

/**
 * `shareholder 50.00 %`, `shareholder 33.33 %`, `shareholder 49.999 %` (the roles' formatter: a
 * share is never rounded onto a whole number it is not, 50 % being a threshold itself); a band
 * as the register wrote it, `shareholder 75-100% (band)`; `shareholder (percentage unknown)`.
 */
export const shareholderRole = (percentage: number | undefined, band?: ShareRange): string =>
  percentage !== undefined
    ? `shareholder ${rolePercentage(percentage)}`
    : band !== undefined
      ? `shareholder ${band.text} (band)`
      : 'shareholder (percentage unknown)';

const treeNode = (party: Party, level: number, role: string): UboTreeNode => ({
  level,
  id: party.id,
  type: party.kind,
  role,
  name: party.name,
  parents: [],
});

/**
 * The tree of one UBO: the checked company at level 0, above it the owners on the given paths
 * (each holding the node below it by its role's percentage), ending at the person. Paths that
 * share their first links share those nodes; where they part, the tree branches, so the person
 * appears once per route, and once per holding where they hold a company twice.
 */
export function uboTree(root: Party, paths: readonly OwnershipPath[]): UboTreeNode {
  const top = treeNode(root, 0, CHECKED_COMPANY_ROLE);
  // The nodes above each node by the link that leads to them.
  const links = new Map<UboTreeNode, Map<number, UboTreeNode>>();
  for (const path of paths) {
    let node = top;
    for (const step of path.steps) {
      const role = shareholderRole(step.percentage, step.range);
      // One node per holding: two links between the same parties (share classes, 15 % each) are
      // two nodes, so the tree shows every holding the UBO's share is made of.
      let next = links.get(node)?.get(step.link);
      if (next === undefined) {
        next = treeNode(step.party, node.level + 1, role);
        node.parents.push(next);
        if (!links.has(node)) links.set(node, new Map());
        links.get(node)?.set(step.link, next);
      }
      node = next;
    }
  }
  return top;
}

/**
 * The tree of a pseudo-UBO: the checked company, and above it the person in their functions;
 * then the routes of any shares the person holds (at most 25 %), as a UBO's tree shows them, so
 * that the shareholding_percentage beside it is explained.
 */
export function pseudoUboTree(
  root: Party,
  pseudo: PseudoUbo,
  sharePaths: readonly OwnershipPath[] = [],
): UboTreeNode {
  const top = treeNode(root, 0, CHECKED_COMPANY_ROLE);
  top.parents.push(treeNode(pseudo.person, 1, `pseudo-UBO: ${pseudo.functions.join(', ')}`));
  if (sharePaths.length > 0) top.parents.push(...uboTree(root, sharePaths).parents);
  return top;
}

/** The tree of a sole proprietor: the checked company, and above it its owner. */
export function soleProprietorTree(root: Party, owner: SoleProprietor): UboTreeNode {
  const top = treeNode(root, 0, CHECKED_COMPANY_ROLE);
  const role = `owner ${rolePercentage(owner.percentage)} (sole proprietorship)`;
  top.parents.push(treeNode(owner.person, 1, role));
  return top;
}

export interface ParentLink {
  percentage?: number;
  startDate?: string;
  role?: string;
  /** The head of the group (GLEIF's ultimate parent) beside direct parents that do not reach it. */
  ultimate?: true;
}

/** Why a node's parents are not all shown. */
export type ParentsOmitted = 'cycle' | 'max_depth' | 'max_nodes';

export interface ParentNode {
  party: Party;
  /** How this party holds the node below it. */
  link: ParentLink;
  parents: ParentNode[];
  /**
   * `cycle`: the company is already on the path below it, so it is shown once more without its
   * parents (they are shown further down); `max_depth`, `max_nodes`: a limit of `parentTree`.
   */
  parentsOmitted?: ParentsOmitted;
  /** The graph does not hold all of its owners (a loading limit was reached). */
  ownersIncomplete?: true;
}

export interface ParentTree {
  /** The checked company's direct owners, each with theirs. */
  parents: ParentNode[];
  /** False when a limit here or in the graph left owners out (a cycle leaves nothing out). */
  complete: boolean;
}

export interface ParentTreeOptions {
  /** Levels of parents: the root's direct owners are level 1. */
  maxDepth?: number;
  /** Nodes in the whole tree: a graph with many shared owners grows when unfolded to a tree. */
  maxNodes?: number;
  /** Also natural persons among the owners (the contract's Parent describes companies). */
  includePersons?: boolean;
}

interface Pending {
  id: string;
  into: ParentNode[];
  /** Companies from the root up to and including this one. */
  path: readonly string[];
  depth: number;
  node: ParentNode | undefined;
}

/**
 * The graph unfolded into the nested parents of its root, breadth-first so that limits cut the
 * top of every branch rather than whole branches.
 */
export function parentTree(
  graph: OwnershipGraph,
  { maxDepth = 8, maxNodes = 1000, includePersons = false }: ParentTreeOptions = {},
): ParentTree {
  const shown = (id: string) =>
    (graph.nodes.get(id)?.owners ?? []).filter((l) => includePersons || l.owner.kind === 'company');
  // An ultimate link is set apart only beside direct ones; alone it is the company's only owner.
  const besideDirect = (id: string) =>
    (graph.nodes.get(id)?.owners ?? []).some((l) => l.ultimate !== true);
  const parents: ParentNode[] = [];
  let complete = graph.nodes.get(graph.rootId)?.ownersLoaded === 'all';
  const queue: Pending[] = [
    { id: graph.rootId, into: parents, path: [graph.rootId], depth: 0, node: undefined },
  ];
  let count = 0;
  for (let i = 0; i < queue.length; i++) {
    const pending = queue[i];
    if (pending === undefined) break;
    for (const link of shown(pending.id)) {
      if (count >= maxNodes) {
        if (pending.node) pending.node.parentsOmitted = 'max_nodes';
        complete = false;
        break;
      }
      count++;
      const graphNode = graph.nodes.get(link.owner.id);
      const party = graphNode?.party ?? link.owner;
      const node: ParentNode = {
        party,
        link: {
          ...(link.percentage !== undefined && { percentage: link.percentage }),
          ...(link.startDate !== undefined && { startDate: link.startDate }),
          ...(link.role !== undefined && { role: link.role }),
          ...(link.ultimate === true && besideDirect(pending.id) && { ultimate: true as const }),
        },
        parents: [],
      };
      pending.into.push(node);
      if (party.kind === 'person') continue;
      if (graphNode?.ownersLoaded !== 'all') {
        node.ownersIncomplete = true;
        complete = false;
      }
      if (pending.path.includes(party.id)) {
        node.parentsOmitted = 'cycle';
        continue;
      }
      if (shown(party.id).length === 0) continue;
      if (pending.depth + 1 >= maxDepth) {
        node.parentsOmitted = 'max_depth';
        complete = false;
        continue;
      }
      queue.push({
        id: party.id,
        into: node.parents,
        path: [...pending.path, party.id],
        depth: pending.depth + 1,
        node,
      });
    }
  }
  return { parents, complete };
}
