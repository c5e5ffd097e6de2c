/**
 * The ownership graph upwards from a company: who owns it, who owns those owners, and so on.
 * Independent of the data source: the caller supplies `loadOwners`, the direct owners of one
 * company (in the reference data, the `Ownership` entities whose asset is that company).
 */
import type { ShareRange } from '../../entities/percentage.js';

/** A natural person or a legal entity (Dutch or foreign) taking part in an ownership graph. */
export interface Party {
  id: string;
  kind: 'person' | 'company';
  name: string;
}

/** One direct owner of a company, as an `Ownership` relation gives it. */
export interface OwnerLink {
  owner: Party;
  /** Share in the company in %; undefined when the source does not say. */
  percentage?: number;
  /** A band the share lies in ("75-100%"), when the source gives one instead of a number. */
  range?: ShareRange;
  startDate?: string;
  role?: string;
  /**
   * A link to the head of the group (GLEIF's ultimate consolidation parent) rather than to a
   * direct owner: dropped where the direct links reach that parent too (ultimate-links.ts).
   */
  ultimate?: boolean;
}

export type LoadOwners = (companyId: string) => Promise<OwnerLink[]>;

/**
 * How many of a company's owners the graph holds: `all`; `some` (the node limit was reached
 * while adding them); `none` (not loaded: a limit was reached first). Persons have no owners
 * and are `all`.
 */
export type OwnersLoaded = 'all' | 'some' | 'none';

export interface OwnershipNode {
  party: Party;
  /** Fewest ownership links between the root and this party (the root is 0). */
  depth: number;
  /** Direct owners in the order `loadOwners` gave them (as far as `ownersLoaded` says). */
  owners: OwnerLink[];
  ownersLoaded: OwnersLoaded;
}

export type TruncationReason = 'max_depth' | 'max_nodes';

export interface OwnershipGraph {
  rootId: string;
  /** Every party reached, the root included, by id. */
  nodes: ReadonlyMap<string, OwnershipNode>;
  /** True when a limit left some owners out: the graph may not reach every owner. */
  truncated: boolean;
  /** Which limits did so; empty when not truncated. */
  truncatedBy: TruncationReason[];
}

export interface GraphLimits {
  /** Ownership links followed upwards from the root: owners of companies this far up are not loaded. */
  maxDepth?: number;
  /** Parties held, the root included: owners that would add more are left out. */
  maxNodes?: number;
  /** Name of the root company, when the caller knows it (the graph only learns owners' names). */
  rootName?: string;
}

/**
 * Loads the graph breadth-first: each level's companies are loaded concurrently, and each
 * company once, so a cycle or a cross-holding links back to a party already seen instead of
 * loading it again. A failing `loadOwners` rejects the whole load.
 */
export async function loadOwnershipGraph(
  rootId: string,
  loadOwners: LoadOwners,
  { maxDepth = 8, maxNodes = 500, rootName = '' }: GraphLimits = {},
): Promise<OwnershipGraph> {
  if (!Number.isInteger(maxDepth) || maxDepth < 0) {
    throw new RangeError(`maxDepth must be a whole number of at least 0, not ${maxDepth}`);
  }
  if (!Number.isInteger(maxNodes) || maxNodes < 1) {
    throw new RangeError(`maxNodes must be a whole number of at least 1, not ${maxNodes}`);
  }
  const nodes = new Map<string, OwnershipNode>();
  const truncatedBy = new Set<TruncationReason>();
  const root: OwnershipNode = {
    party: { id: rootId, kind: 'company', name: rootName },
    depth: 0,
    owners: [],
    ownersLoaded: 'none',
  };
  nodes.set(rootId, root);

  let level: OwnershipNode[] = [root];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth >= maxDepth) {
      truncatedBy.add('max_depth');
      break;
    }
    // Nothing new could be added; loading would only find links among known parties.
    if (nodes.size >= maxNodes) {
      truncatedBy.add('max_nodes');
      break;
    }
    const loaded = await Promise.all(level.map((node) => loadOwners(node.party.id)));
    const next: OwnershipNode[] = [];
    level.forEach((node, i) => {
      node.ownersLoaded = 'all';
      for (const link of loaded[i] ?? []) {
        if (!nodes.has(link.owner.id)) {
          if (nodes.size >= maxNodes) {
            node.ownersLoaded = 'some';
            truncatedBy.add('max_nodes');
            continue;
          }
          const owner: OwnershipNode = {
            party: link.owner,
            depth: depth + 1,
            owners: [],
            ownersLoaded: link.owner.kind === 'person' ? 'all' : 'none',
          };
          nodes.set(link.owner.id, owner);
          if (link.owner.kind === 'company') next.push(owner);
        }
        node.owners.push(link);
      }
    });
    level = next;
  }
  return { rootId, nodes, truncated: truncatedBy.size > 0, truncatedBy: [...truncatedBy] };
}

/** A `LoadOwners` over owners already in memory, by company id (unknown ids have none). */
export const inMemoryOwners =
  (owners: Readonly<Record<string, readonly OwnerLink[]>>): LoadOwners =>
  (companyId) =>
    Promise.resolve(Object.hasOwn(owners, companyId) ? [...(owners[companyId] ?? [])] : []);
