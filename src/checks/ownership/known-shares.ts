/**
 * How much of each company in an ownership graph its known owners account for: less than all
 * of it (the rest may hide a UBO), none (an owner company the register names no owner of), or
 * more than all of it (the register contradicts itself).
 */
import type { OwnershipGraph, Party } from './graph.js';

/** A company whose known owners hold less than all of it: the rest may hide a UBO. */
export interface PartlyKnownOwnership {
  company: Party;
  /** The share its known owners hold together, in % (rounded to 2 decimals). */
  knownPercentage: number;
}

/** Rounds a percentage to 2 decimals (the epsilon keeps 0.125 from rounding down to 0.12). */
export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** A link's percentage when it is usable: a finite number from 0 to 100. */
export const knownPercentage = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value >= 0 && value <= 100 ? value : undefined;

/** Shares summing to 100 % may be written rounded (3 × 33.33 %). */
export const ACCOUNTED_FOR = 99.5;
/** Above this the owners of a company hold more than all of it (100.33 + rounding aside). */
const OVER_WHOLE = 100.5;

/**
 * The companies of the graph with owners, all of known share, that hold less than all of it
 * together: 20 % known of an N.V. leaves 80 % that could be anyone's. (Owners of unknown share
 * are reported as unknown_percentages instead.) An owner company the register names no owner
 * of holds 0 % known: whoever holds it is not known. The checked company without any known
 * owner is the pseudo-UBO case, not this. Apart: companies held more than wholly (`over`).
 */
export function knownOwnership(graph: OwnershipGraph): {
  partly: PartlyKnownOwnership[];
  over: PartlyKnownOwnership[];
} {
  const partly: PartlyKnownOwnership[] = [];
  const over: PartlyKnownOwnership[] = [];
  const rootHasOwners = (graph.nodes.get(graph.rootId)?.owners.length ?? 0) > 0;
  for (const node of graph.nodes.values()) {
    if (node.party.kind !== 'company' || node.ownersLoaded !== 'all') continue;
    if (node.owners.length === 0) {
      if (node.party.id !== graph.rootId && rootHasOwners) {
        partly.push({ company: node.party, knownPercentage: 0 });
      }
      continue;
    }
    // The head of the group beside direct owners is the same shares seen from the top (GLEIF's
    // ultimate consolidation parent, where no record links the direct parent to it): not summed
    // with them. Alone it is all the register says of who holds the company.
    const holdings = node.owners.some((link) => link.ultimate !== true)
      ? node.owners.filter((link) => link.ultimate !== true)
      : node.owners;
    const shares = holdings.map((link) => knownPercentage(link.percentage));
    const known = shares.reduce<number>((sum, share) => sum + (share ?? 0), 0);
    // More than all of it, even of the shares known: the register contradicts itself.
    if (known > OVER_WHOLE) over.push({ company: node.party, knownPercentage: round2(known) });
    if (shares.some((share) => share === undefined)) continue;
    if (known < ACCOUNTED_FOR) partly.push({ company: node.party, knownPercentage: round2(known) });
  }
  return { partly, over };
}
