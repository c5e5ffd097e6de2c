/**
 * The ownership structure of a company result as one graph: the checked company, its parents
 * (recursively, with their shareholding percentages) and its UBOs with the chains of their
 * trees. The parents and the UBO trees describe the same companies in two ways (parents by
 * name and KvK number, tree nodes by register id and name), so companies are merged by name
 * where the trees name a company the parents already have. The checked company is one node
 * however often it is met: a parent with its KvK number (A owns B owns A) is the root again,
 * not a second box for the same company.
 */
import type { CompanyRecord, Parent, TreeNode, UboEntry } from '../contract/company-record.js';

export type OwnershipNodeKind = 'root' | 'company' | 'person';

export interface OwnershipNode {
  key: string;
  name: string;
  kind: OwnershipNodeKind;
  chamberOfCommerceNumber?: string;
  /** The company's country (ISO 3166-1 alpha-2) where its address gives one. */
  country?: string;
  /** A person the shares reach who is no UBO (25 % or less): drawn apart from the UBOs. */
  belowThreshold?: true;
  /** Of those, one whose share of unknown size may take them above 25 %: a possible UBO. */
  possibleUbo?: true;
}

/**
 * How an owner holds what it owns: a percentage, unknown, or a pseudo-UBO's function (with the
 * share a pseudo-UBO also holds directly, where the shares say so).
 */
export type OwnershipShare =
  | { kind: 'percentage'; value: number }
  | { kind: 'unknown' }
  | { kind: 'pseudo_ubo'; value?: number };

/**
 * A person the shares reach who is no UBO, as backend_data names them
 * (`lookups.ubo.shareholders`): the routes of their shares as a UBO's tree gives them.
 */
export interface ShareholderBelow {
  name: string;
  tree?: TreeNode;
  /** A possible UBO (`lookups.ubo.possible_ubos`): not said to hold 25 % or less. */
  possibleUbo?: boolean;
}

export interface OwnershipEdge {
  /** The owner. */
  from: string;
  /** What it owns. */
  to: string;
  share: OwnershipShare;
}

export interface OwnershipGraph {
  /** In the order they were met: the checked company first. */
  nodes: OwnershipNode[];
  edges: OwnershipEdge[];
}

export const ROOT_KEY = 'root';
/** Parents are nested at most this deep when read (the checks stop at 8 levels). */
const MAX_PARENT_DEPTH = 32;

/** `shareholder 33.33 %` (src/checks/ownership/tree.ts) → 33.33. */
const ROLE_PERCENTAGE = /(\d+(?:\.\d+)?)\s*%/;

function shareOfRole(role: string | undefined): OwnershipShare {
  if (role?.startsWith('pseudo-UBO')) return { kind: 'pseudo_ubo' };
  // A band ("75-100% (band)") is no single percentage.
  if (role?.includes('(band')) return { kind: 'unknown' };
  const percentage = role === undefined ? undefined : ROLE_PERCENTAGE.exec(role)?.[1];
  return percentage === undefined
    ? { kind: 'unknown' }
    : { kind: 'percentage', value: Number(percentage) };
}

const shareOf = (percentage: number | undefined): OwnershipShare =>
  typeof percentage === 'number' && Number.isFinite(percentage)
    ? { kind: 'percentage', value: percentage }
    : { kind: 'unknown' };

const shareKey = (share: OwnershipShare): string =>
  share.kind === 'percentage' ? `${share.value}` : share.kind;

/**
 * The graph of a company record, with the shareholders below the UBO threshold where given;
 * undefined when it has no parents, UBOs or shareholders.
 */
export function ownershipGraphOf(
  company: CompanyRecord,
  rootName: string,
  shareholders: readonly ShareholderBelow[] = [],
): OwnershipGraph | undefined {
  const parents = company.parents ?? [];
  const ubos = company.ubo ?? [];
  const below = shareholders.filter((s) => (s.tree?.parents ?? []).length > 0);
  if (parents.length === 0 && ubos.length === 0 && below.length === 0) return undefined;
  const nodes = new Map<string, OwnershipNode>([
    [ROOT_KEY, { key: ROOT_KEY, name: company.name ?? rootName, kind: 'root' }],
  ]);
  const edges = new Map<string, OwnershipEdge>();
  const companyByName = new Map<string, string>();
  const rootNumber = company.chamber_of_commerce_number?.trim();
  const rootNameGiven = company.name?.trim();
  if (rootNameGiven) companyByName.set(rootNameGiven, ROOT_KEY);

  const addNode = (node: OwnershipNode): string => {
    if (!nodes.has(node.key)) nodes.set(node.key, node);
    return node.key;
  };
  const addEdge = (from: string, to: string, share: OwnershipShare) => {
    // A pseudo-UBO's own shares in the company go on their pseudo-UBO line, not a second line
    // over the same one; their tree and the shareholders below the threshold both give them.
    const pseudo = edges.get(`${from}\u0000${to}\u0000pseudo_ubo`);
    if (pseudo?.share.kind === 'pseudo_ubo' && share.kind === 'percentage') {
      if (pseudo.share.value === undefined)
        pseudo.share = { kind: 'pseudo_ubo', value: share.value };
      if (pseudo.share.value === share.value) return;
    }
    const key = `${from}\u0000${to}\u0000${shareKey(share)}`;
    if (from !== to && !edges.has(key)) edges.set(key, { from, to, share });
  };

  const addParent = (parent: Parent, owned: string, depth: number) => {
    const name = parent.name?.trim() || '?';
    const coc = parent.chamber_of_commerce_number?.trim();
    const country = parent.address?.country?.trim().toUpperCase();
    // The checked company met again up a chain: a cycle back to it. Its number decides where it
    // has one (a namesake without a number is another company, as the parents section shows
    // it); without one the name does, as it does between the parents and the UBO trees.
    const isRoot = rootNumber ? coc === rootNumber : !coc && name === rootNameGiven;
    const key = isRoot
      ? ROOT_KEY
      : addNode({
          key: coc ? `kvk:${coc}` : `name:${name}`,
          name,
          kind: 'company',
          ...(coc && { chamberOfCommerceNumber: coc }),
          ...(country && { country }),
        });
    if (!companyByName.has(name)) companyByName.set(name, key);
    addEdge(key, owned, shareOf(parent.shareholding_percentage));
    if (depth >= MAX_PARENT_DEPTH) return;
    for (const above of parent.parents ?? []) addParent(above, key, depth + 1);
  };
  for (const parent of parents) addParent(parent, ROOT_KEY, 1);

  // Set while the shareholders below the threshold are added: persons met first there.
  let belowThreshold = false;
  let possibleUbo = false;
  const treeKey = (node: TreeNode): string => {
    const name = node.name?.trim() || '?';
    if (node.type === 'person') {
      return addNode({
        key: `person:${node.id ?? name}`,
        name,
        kind: 'person',
        ...(belowThreshold && { belowThreshold: true as const }),
        ...(possibleUbo && { possibleUbo: true as const }),
      });
    }
    const known = companyByName.get(name);
    if (known !== undefined) return known;
    const key = addNode({ key: `id:${node.id ?? name}`, name, kind: 'company' });
    companyByName.set(name, key);
    return key;
  };
  const addTree = (node: TreeNode, owned: string, depth: number) => {
    const key = treeKey(node);
    addEdge(key, owned, shareOfRole(node.role));
    if (depth >= MAX_PARENT_DEPTH) return;
    for (const above of node.parents ?? []) addTree(above, key, depth + 1);
  };
  for (const ubo of ubos) addUbo(ubo);
  belowThreshold = true;
  for (const { tree, possibleUbo: possible } of below) {
    possibleUbo = possible === true;
    for (const above of tree?.parents ?? []) addTree(above, ROOT_KEY, 1);
  }

  function addUbo(ubo: UboEntry): void {
    const tree = ubo.tree;
    if (tree && (tree.parents ?? []).length > 0) {
      // Level 0 of a tree is the checked company itself.
      for (const above of tree.parents ?? []) addTree(above, ROOT_KEY, 1);
      return;
    }
    const name = ubo.name?.trim() || '?';
    const key = addNode({ key: `person:${name}`, name, kind: 'person' });
    addEdge(key, ROOT_KEY, shareOf(ubo.shareholding_percentage));
  }

  return { nodes: [...nodes.values()], edges: [...edges.values()] };
}
