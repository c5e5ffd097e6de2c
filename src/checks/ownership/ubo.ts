/**
 * Ultimate beneficial owners (UBOs) of a company from its ownership graph: the natural persons
 * whose effective share of the company is more than a threshold (25 % by default, as in the
 * Dutch UBO register and the EU AML directives).
 *
 * Rules:
 * - Effective share: along each path the link percentages are multiplied (a person holding 80 %
 *   of a holding that holds 50 % has 40 %), and the shares of all paths are summed.
 * - Simple paths only: a path never visits a party twice; it ends before a company already on
 *   it. A cycle (A owns part of B, B owns part of A) would otherwise add its shares again on
 *   every turn round it, so cycles and cross-holdings never inflate a share. The part held
 *   round the cycle goes to nobody: in a cycle, the persons' shares add up to less than 100 %.
 * - Unknown percentages: a link without a (valid, 0–100) percentage is neither 0 nor 100 %.
 *   A path through it has an unknown share: it is not summed but reported (`unknownPaths`,
 *   `possibleUbos`, `unknownLinks`), and the result is marked incomplete.
 * - Bands ("75-100%", ">25%"): a share of unknown size with a lower bound. Whoever holds more
 *   than the threshold on the lower bounds is a UBO for certain (share-bounds.ts); otherwise
 *   the band is an unknown share as above.
 * - Pseudo-UBOs: when nobody is above the threshold, the persons in senior management stand in
 *   (pseudo-ubo.ts; which roles count: `isSeniorManagingRole` in roles.ts).
 * - More than the threshold: exactly 25 % is not a UBO. Shares are compared before rounding,
 *   with a tolerance of 1e-9 % for floating-point error (20 % + 50 % × 10 % is 25, not above).
 */
import { integratedShares } from './integrated-shares.js';
import {
  ACCOUNTED_FOR,
  knownOwnership,
  knownPercentage,
  round2,
  type PartlyKnownOwnership,
} from './known-shares.js';
import type { OwnershipGraph, Party } from './graph.js';
import type { ShareRange } from '../../entities/percentage.js';
import {
  bandShown,
  boundedPaths,
  isAbove,
  pathLowerBound,
  personLowerBound,
  type LowerBound,
} from './share-bounds.js';
import { rolePercentage, roleStartDate, shownPercentage, type UboRole } from './roles.js';
import { compareNames } from '../../names/name-order.js';

export interface PathStep {
  /** The owner this step reaches. */
  party: Party;
  /** Its share in % of the party one step down (towards the root); undefined when unknown. */
  percentage: number | undefined;
  /** The band the share lies in, where the register gives one instead of a number. */
  range?: ShareRange;
  /** Which of the owners of the party below it this link is: two may join the same parties. */
  link: number;
  startDate?: string;
  role?: string;
}

export interface OwnershipPath {
  /** Party ids from the root company up to the owner at the end (a person for UBO paths). */
  ids: string[];
  /** One step per ownership link, from the root's direct owner upwards. */
  steps: PathStep[];
  /** Effective share of the root in % along this path (unrounded); undefined when unknown. */
  percentage: number | undefined;
  /** Where the share is unknown but every link has a number or a band: its lower bound. */
  atLeast?: LowerBound;
}

export type Holding = 'direct' | 'indirect' | 'direct_and_indirect';

export interface PersonShare {
  person: Party;
  /** Sum of the known paths' shares in %, rounded to 2 decimals. */
  percentage: number;
  /** How the known paths hold the root: one link (direct), through companies (indirect), or both. */
  holding: Holding | undefined;
  /** Paths with a known share, each counted in `percentage`. */
  paths: OwnershipPath[];
  /** Paths through a link without a percentage: not counted. */
  unknownPaths: OwnershipPath[];
  /**
   * Where some unknown paths run through bands ("75-100%"): the least the person holds, the
   * known paths' shares and the bands' lower bounds together.
   */
  atLeast?: LowerBound;
}

export interface Ubo extends PersonShare {
  holding: Holding;
  /** One `owner` role per known path (see roles.ts). */
  roles: UboRole[];
}

export interface UnknownLink {
  /** The company owned. */
  companyId: string;
  owner: Party;
}

export type IncompleteReason =
  | 'unknown_percentages'
  | 'truncated_graph'
  | 'max_steps'
  | 'shares_not_accounted_for'
  | 'shares_not_reaching_persons'
  | 'shares_over_whole';

export interface UboResult {
  threshold: number;
  /** Persons above the threshold, largest share first. */
  ubos: Ubo[];
  /** Persons at or below the threshold on known shares who also hold through an unknown share. */
  possibleUbos: PersonShare[];
  /** Every person reached, with their share, largest first (for explaining the result). */
  persons: PersonShare[];
  /** Links without a percentage met on the paths from the root, each once. */
  unknownLinks: UnknownLink[];
  /**
   * Companies reached whose known owners hold less than 100 % of them; an owner company with
   * no owner on record at all holds 0 % known.
   */
  partlyKnown: PartlyKnownOwnership[];
  /**
   * Companies whose owners hold more than 100 % of them together, a register that contradicts
   * itself (160 % held): the shares computed through them cannot all be right.
   */
  overHeld: PartlyKnownOwnership[];
  /**
   * The share of the root that the persons reached hold together, in % (rounded): below 100
   * where chains end at a company the register names no owner of, or go round a cycle.
   */
  personsTotal: number;
  /**
   * Persons who are no UBO on the simple paths, but hold more than the threshold once
   * cross-holdings are resolved (integrated-shares.ts): named among the possible UBOs too.
   */
  aboveThroughCycles: { person: Party; percentage: number }[];
  /** False when shares may be understated: `incompleteBecause` says why. */
  complete: boolean;
  incompleteBecause: IncompleteReason[];
}

export interface UboOptions {
  /** In %: a UBO holds more than this. */
  threshold?: number;
  /** Links followed in the path search at most, against graphs with very many paths. */
  maxSteps?: number;
}

const TOLERANCE = 1e-9;

/** A share rounded to 2 decimals, or to more where 2 would make it whole (25.001 % is no 25). */
const shareShown = (share: number): number => {
  const rounded = round2(share);
  return Number.isInteger(rounded) && Math.abs(rounded - share) > TOLERANCE
    ? Number(shownPercentage(share))
    : rounded;
};

/** All simple ownership paths from the root to persons, depth-first in the owners' order. */
export function personPaths(
  graph: OwnershipGraph,
  maxSteps = 100_000,
): { paths: OwnershipPath[]; unknownLinks: UnknownLink[]; exhausted: boolean } {
  const paths: OwnershipPath[] = [];
  const unknownLinks = new Map<string, UnknownLink>();
  const onPath = new Set<string>([graph.rootId]);
  const ids: string[] = [graph.rootId];
  const steps: PathStep[] = [];
  let stepsTaken = 0;
  let exhausted = false;

  const visit = (companyId: string): void => {
    for (const [index, link] of (graph.nodes.get(companyId)?.owners ?? []).entries()) {
      const owner = link.owner;
      if (onPath.has(owner.id)) continue;
      if (++stepsTaken > maxSteps) {
        exhausted = true;
        return;
      }
      const percentage = knownPercentage(link.percentage);
      if (percentage === undefined) {
        unknownLinks.set(JSON.stringify([companyId, owner.id]), { companyId, owner });
      }
      const party = graph.nodes.get(owner.id)?.party ?? owner;
      ids.push(owner.id);
      steps.push({
        party,
        percentage,
        link: index,
        ...(percentage === undefined && link.range !== undefined && { range: link.range }),
        ...(link.startDate !== undefined && { startDate: link.startDate }),
        ...(link.role !== undefined && { role: link.role }),
      });
      if (party.kind === 'person') {
        const share = pathShare(steps);
        const atLeast = share === undefined ? pathLowerBound(steps) : undefined;
        paths.push({
          ids: [...ids],
          steps: [...steps],
          percentage: share,
          ...(atLeast && { atLeast }),
        });
      } else {
        onPath.add(owner.id);
        visit(owner.id);
        onPath.delete(owner.id);
      }
      ids.pop();
      steps.pop();
      if (exhausted) return;
    }
  };
  visit(graph.rootId);
  return { paths, unknownLinks: [...unknownLinks.values()], exhausted };
}

/** Product of the steps' fractions, in %; undefined when one is unknown. */
function pathShare(steps: readonly PathStep[]): number | undefined {
  let share = 1;
  for (const step of steps) {
    if (step.percentage === undefined) return undefined;
    share *= step.percentage / 100;
  }
  return share * 100;
}

const holdingOf = (paths: readonly OwnershipPath[]): Holding | undefined => {
  const direct = paths.some((p) => p.steps.length === 1);
  const indirect = paths.some((p) => p.steps.length > 1);
  if (direct && indirect) return 'direct_and_indirect';
  return direct ? 'direct' : indirect ? 'indirect' : undefined;
};

/** The UBOs of the graph's root, with what keeps the computation from being complete. */
export function computeUbos(
  graph: OwnershipGraph,
  { threshold = 25, maxSteps = 100_000 }: UboOptions = {},
): UboResult {
  const { paths, unknownLinks, exhausted } = personPaths(graph, maxSteps);
  // The unrounded sum is kept apart: the threshold is compared before rounding.
  const byPerson = new Map<string, { share: number; shares: PersonShare }>();
  for (const path of paths) {
    const person = path.steps[path.steps.length - 1]?.party;
    if (person === undefined) continue;
    let entry = byPerson.get(person.id);
    if (entry === undefined) {
      const shares = { person, percentage: 0, holding: undefined, paths: [], unknownPaths: [] };
      entry = { share: 0, shares };
      byPerson.set(person.id, entry);
    }
    if (path.percentage === undefined) entry.shares.unknownPaths.push(path);
    else {
      entry.share += path.percentage;
      entry.shares.paths.push(path);
    }
  }

  const ubos: Ubo[] = [];
  const possibleUbos: PersonShare[] = [];
  const persons: PersonShare[] = [];
  for (const { share, shares } of byPerson.values()) {
    const atLeast = personLowerBound(share, shares.unknownPaths);
    const person: PersonShare = {
      ...shares,
      percentage: shareShown(share),
      holding: holdingOf(shares.paths),
      ...(atLeast && { atLeast: { ...atLeast, percentage: shareShown(atLeast.percentage) } }),
    };
    persons.push(person);
    if (share > threshold + TOLERANCE && person.holding !== undefined) {
      ubos.push({ ...person, holding: person.holding, roles: ownerRoles(person) });
    } else if (atLeast && isAbove(atLeast, threshold, TOLERANCE)) {
      // A band alone can make a UBO for certain (more than 25 % of "25-50%", or "75-100%").
      const holding = holdingOf([...shares.paths, ...boundedPaths(shares.unknownPaths)]);
      ubos.push({ ...person, holding: holding ?? 'direct', roles: ownerRoles(person) });
    } else if (person.unknownPaths.length > 0) {
      possibleUbos.push(person);
    }
  }
  const order = (a: PersonShare, b: PersonShare) =>
    b.percentage - a.percentage ||
    compareNames(a.person.name, b.person.name) ||
    (a.person.id < b.person.id ? -1 : a.person.id > b.person.id ? 1 : 0);
  ubos.sort(order);
  possibleUbos.sort(order);
  persons.sort(order);

  const { partly: partlyKnown, over: overHeld } = knownOwnership(graph);
  const incompleteBecause: IncompleteReason[] = [];
  if (unknownLinks.length > 0) incompleteBecause.push('unknown_percentages');
  if (graph.truncated) incompleteBecause.push('truncated_graph');
  if (exhausted) incompleteBecause.push('max_steps');
  if (partlyKnown.length > 0) incompleteBecause.push('shares_not_accounted_for');
  if (overHeld.length > 0) incompleteBecause.push('shares_over_whole');
  // Every known share accounted for, and yet the persons reached hold less than the whole: the
  // rest goes round a cycle of companies holding each other, which hides whoever holds them.
  let total = 0;
  for (const { share } of byPerson.values()) total += share;
  const rootHasOwners = (graph.nodes.get(graph.rootId)?.owners.length ?? 0) > 0;
  if (incompleteBecause.length === 0 && rootHasOwners && total < ACCOUNTED_FOR) {
    incompleteBecause.push('shares_not_reaching_persons');
  }
  // Round a cycle the simple paths leave shares to nobody: who crosses the threshold once the
  // cycle is resolved may be a UBO, and is named as one that may be.
  const aboveThroughCycles: { person: Party; percentage: number }[] = [];
  if (incompleteBecause.includes('shares_not_reaching_persons')) {
    const isUbo = new Set(ubos.map((u) => u.person.id));
    for (const [id, share] of integratedShares(graph)) {
      const entry = byPerson.get(id);
      if (!entry || isUbo.has(id) || share <= threshold + TOLERANCE) continue;
      aboveThroughCycles.push({ person: entry.shares.person, percentage: shareShown(share) });
      if (!possibleUbos.some((p) => p.person.id === id)) {
        const known = persons.find((p) => p.person.id === id);
        if (known) possibleUbos.push(known);
      }
    }
    possibleUbos.sort(order);
  }
  return {
    personsTotal: round2(total),
    aboveThroughCycles,
    threshold,
    ubos,
    possibleUbos,
    persons,
    unknownLinks,
    partlyKnown,
    overHeld,
    complete: incompleteBecause.length === 0,
    incompleteBecause,
  };
}

/**
 * One role per known or banded path, type `owner`: competency `direct 60.00 %` for a direct
 * holding (`direct 75-100% (band)` for a band),
 * `indirect 30.00 % through Holding B.V. > Top B.V.` for an indirect one (the path's share; the
 * companies from the one the person holds down to the one holding the root).
 * start_date: the latest start date along the path, when every link has one.
 */
export function ownerRoles(share: PersonShare): UboRole[] {
  const seen = new Map<string, number>();
  return [...share.paths, ...boundedPaths(share.unknownPaths)].map((path) => {
    const through = path.steps
      .slice(0, -1)
      .map((s) => s.party.name || s.party.id)
      .reverse();
    const amount =
      path.percentage === undefined ? bandShown(path) : rolePercentage(path.percentage);
    const competency =
      through.length === 0
        ? `direct ${amount}`
        : `indirect ${amount} through ${through.join(' > ')}`;
    const start = roleStartDate(path.steps.map((s) => s.startDate));
    // The path names the role; two links between the same parties (share classes) get a suffix.
    const key = `owner:${path.ids.join('>')}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return {
      id: n === 1 ? key : `${key}#${n}`,
      type: 'owner',
      competency,
      ...(start !== undefined && { start_date: start }),
    };
  });
}
