/**
 * Sanctions ownership: how much of a company parties on a sanctions list hold, directly or
 * indirectly, together. Under OFAC's 50 Percent Rule a company owned 50 % or more, in the
 * aggregate, by blocked persons is blocked itself; the EU's "owned or controlled" guidance
 * reads likewise. Each sanctioned party's share is its integrated share (every route summed,
 * cross-holdings resolved: integrated-shares.ts), counted once; a sanctioned company keeps all
 * that reaches it, so what its own owners hold of it is not counted again. A band ("75-100%")
 * counts with its lower bound: the total is what the owners hold at least.
 */
import type { OwnerLink, OwnershipGraph, OwnershipNode, Party } from './graph.js';
import { integratedShares } from './integrated-shares.js';
import { knownPercentage } from './known-shares.js';
import { compareNames } from '../../names/name-order.js';

/** At this aggregate share or above, the company is blocked by its owners' sanctions. */
export const BLOCKED_BY_OWNERSHIP = 50;
/** Floating-point tolerance on the threshold (30 % + 20 % must read as 50 %). */
const TOLERANCE = 1e-9;

/**
 * A share as shown, in % to two decimals: cut, not rounded, so that what is shown is held at
 * least and never reaches the threshold the unrounded share falls short of (49.995 % is 49.99 %,
 * below 50 %, not 50.00 %); within the tolerance of the next hundredth, that hundredth.
 */
export const shownShare = (percentage: number): number =>
  Math.floor((percentage + TOLERANCE) * 100 + TOLERANCE) / 100;

export interface SanctionedOwner {
  party: Party;
  /** The integrated share in % (unrounded); 0 where only shares of unknown size reach it. */
  percentage: number;
  /** Reached through a share of unknown size too: it may hold more than `percentage`. */
  unknownShare: boolean;
}

export interface SanctionedOwnership {
  /** The sanctioned owners, largest share first. */
  owners: SanctionedOwner[];
  /** Their shares summed, in % (at most 100, up to rounding). */
  aggregate: number;
  /** At 50 % or more: the company is itself blocked by ownership. */
  blocked: boolean;
}

/** The head of a group beside direct owners is the same shares seen from the top (known-shares.ts). */
const counted = (link: OwnerLink, held: OwnershipNode): boolean =>
  link.ultimate !== true || held.owners.every((l) => l.ultimate === true);

/** A link's share in %: its number, else its band's lower bound; undefined when unknown. */
function shareOf(link: OwnerLink, held: OwnershipNode): number | undefined {
  if (!counted(link, held)) return undefined;
  return knownPercentage(link.percentage) ?? knownPercentage(link.range?.low);
}

/**
 * The sanctioned parties a route with a share of unknown size (or a head-of-group link beside
 * the direct owners) reaches, through parties that are not sanctioned themselves (a sanctioned
 * company keeps what reaches it).
 */
function reachedThroughUnknown(
  graph: OwnershipGraph,
  sanctioned: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const stack: { id: string; unknown: boolean }[] = [{ id: graph.rootId, unknown: false }];
  while (stack.length > 0) {
    const { id, unknown } = stack.pop() as { id: string; unknown: boolean };
    const key = `${unknown ? 1 : 0}${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (id !== graph.rootId && sanctioned.has(id)) {
      if (unknown) found.add(id);
      continue;
    }
    const node = graph.nodes.get(id);
    // A head of the group beside the direct owners adds no share, but whom it reaches is named.
    for (const link of node?.owners ?? []) {
      if (!node) continue;
      stack.push({ id: link.owner.id, unknown: unknown || shareOf(link, node) === undefined });
    }
  }
  return found;
}

/** What the parties with ids in `sanctioned` hold of the graph's root company. */
export function sanctionedOwnership(
  graph: OwnershipGraph,
  sanctioned: ReadonlySet<string>,
): SanctionedOwnership {
  const shares = integratedShares(graph, {
    holds: (party) => sanctioned.has(party.id),
    share: shareOf,
  });
  const unknown = reachedThroughUnknown(graph, sanctioned);
  const owners: SanctionedOwner[] = [];
  for (const id of new Set([...shares.keys(), ...unknown])) {
    const party = graph.nodes.get(id)?.party;
    const percentage = shares.get(id) ?? 0;
    if (!party || (percentage <= TOLERANCE && !unknown.has(id))) continue;
    owners.push({ party, percentage, unknownShare: unknown.has(id) });
  }
  // By the share as shown: rounding noise of the iteration does not reorder equal shares.
  owners.sort(
    (a, b) =>
      shownShare(b.percentage) - shownShare(a.percentage) ||
      compareNames(a.party.name, b.party.name) ||
      (a.party.id < b.party.id ? -1 : 1),
  );
  const aggregate = Math.min(
    100,
    owners.reduce((sum, owner) => sum + owner.percentage, 0),
  );
  return { owners, aggregate, blocked: aggregate + TOLERANCE >= BLOCKED_BY_OWNERSHIP };
}
