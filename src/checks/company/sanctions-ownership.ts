/**
 * Sanctions ownership/control of the company checked: the share of it that parties of its
 * ownership graph (persons or companies) hold, directly or indirectly, while this check's own
 * screening of them found a sanction in force (src/checks/ownership/sanctioned-share.ts). At
 * 50 % or more the company is itself blocked (OFAC 50 Percent Rule; the EU's "owned or
 * controlled"); below, a sanctioned owner is still what a bank must know of. Either way one
 * registration says so, in the company's registrations and among its registrations_extended.
 * Only where the check screens the owners (registrations_extended): nothing is screened anew.
 */
import { SANCTIONS_OWNERSHIP_SOURCE, type Registration } from '../../contract/screening.js';
import type { HitEvidence } from '../../screening/hit-evidence.js';
import type { BlockingHit, HitExplanation } from '../../screening/service.js';
import {
  BLOCKED_BY_OWNERSHIP,
  sanctionedOwnership,
  shownShare,
  type SanctionedOwner,
} from '../ownership/sanctioned-share.js';
import type { OwnershipGraph } from '../ownership/graph.js';
import { rolePercentage } from '../ownership/roles.js';
import { COMPANY_SECTIONS_BY_TYPE } from '../sections.js';
import { once, type CompanyCheckContext } from './context.js';
import { ownershipOf } from './ownership.js';
import type { ScreenedParty } from './screen.js';

export interface SanctionsOwnershipFinding {
  registration: Registration;
  /** The computation, as the report explains a hit (lookups.screening). */
  explanation: HitExplanation;
}

/** Whether the check screens the company's owners: where it has registrations_extended. */
export function screensOwners(context: CompanyCheckContext): boolean {
  const { type } = context.request;
  const sections =
    type === 'custom'
      ? (context.organisation.customSections.company ?? [])
      : COMPANY_SECTIONS_BY_TYPE[type];
  return sections.includes('registrations_extended');
}

/** "55.00 %", or "at least 40.00 %" where a share of unknown size adds to it. */
const aggregateShown = (percentage: number, more: boolean) =>
  `${more ? 'at least ' : ''}${rolePercentage(shownShare(percentage))}`;

/**
 * How strong the evidence is that an owner is the party listed: its best blocking hit's, by the
 * rule a director's risk reads too (hit-evidence.ts); a `weak` candidate is one a reviewer must
 * look at before it counts.
 */
const STRENGTH: readonly HitEvidence[] = ['weak', 'possible', 'confirmed'];

export function evidenceOf(hits: readonly BlockingHit[]): HitEvidence {
  return STRENGTH[Math.max(0, ...hits.map((h) => STRENGTH.indexOf(h.evidence)))] ?? 'weak';
}

const EVIDENCE_SAID: Readonly<Record<HitEvidence, string>> = {
  confirmed: 'confirmed hit',
  possible: 'possible hit',
  weak: 'weak name-only candidate',
};

export interface DescribedOwner {
  name: string;
  percentage: number;
  unknownShare: boolean;
  /** With the match of the owner's best hit; left out, the owner is named without either. */
  evidence?: { strength: HitEvidence; match: number };
}

export interface DescriptionNotes {
  /** What the owners other than the weak candidates hold, where some (not all) are weak. */
  withoutWeak?: {
    aggregate: number;
    blocked: boolean;
    more: boolean;
    /** Who holds it then: those behind a weak company are named nowhere else. */
    owners: readonly DescribedOwner[];
  };
  /**
   * What the owners with confirmed hits hold on their own, where some owners' hits are not
   * confirmed: at 50 % or more the company is blocked whoever the other hits are.
   */
  confirmedOnly?: {
    aggregate: number;
    blocked: boolean;
    more: boolean;
    /** Who holds it then: one behind a sanctioned parent not confirmed is named nowhere else. */
    owners: readonly DescribedOwner[];
  };
  /** A limit cut the ownership graph: only the part read is counted. */
  truncated?: boolean;
}

const ownerSaid = (o: DescribedOwner): string => {
  const share =
    o.percentage === 0
      ? `${o.name} share not known`
      : `${o.name} ${aggregateShown(o.percentage, o.unknownShare)}`;
  if (!o.evidence) return share;
  const { strength, match } = o.evidence;
  return `${share} (${EVIDENCE_SAID[strength]}, match ${match}${strength === 'weak' ? ': to review' : ''})`;
};

/** The registration's description: the share, the owners and what it means under the rule. */
export function describeSanctionsOwnership(
  aggregate: number,
  blocked: boolean,
  owners: readonly DescribedOwner[],
  notes: DescriptionNotes = {},
): string {
  // Where the graph was cut, whatever was not read may hold more.
  const more = owners.some((o) => o.unknownShare) || notes.truncated === true;
  const held =
    shownShare(aggregate) === 0
      ? 'a share of unknown size of the company'
      : `${aggregateShown(aggregate, more)} of the company`;
  const named = owners.map(ownerSaid).join('; ');
  // A confirmed hit is one the screening is sure is this owner; a possible hit or a candidate
  // may be someone else: the verdict is conditional on those alone, and plain where every owner
  // is confirmed, or where the owners with confirmed hits hold 50 % or more on their own (then
  // they are the owners it speaks of). The EU counts as owned what is held for more than half;
  // OFAC blocks from half on.
  const confirmed = owners.filter((o) => o.evidence?.strength === 'confirmed').length;
  const { confirmedOnly } = notes;
  const byConfirmed = blocked && confirmed < owners.length && confirmedOnly?.blocked === true;
  const euOwned =
    shownShare(byConfirmed ? confirmedOnly.aggregate : aggregate) > BLOCKED_BY_OWNERSHIP;
  const condition = byConfirmed
    ? `the owners with confirmed hits alone hold ${aggregateShown(confirmedOnly.aggregate, confirmedOnly.more || notes.truncated === true)} (${confirmedOnly.owners.map(ownerSaid).join('; ')}), so `
    : confirmed === owners.length
      ? ''
      : confirmed === 0
        ? 'if the hits are these owners, '
        : 'if the hits not confirmed are these owners, ';
  const verdict = blocked
    ? `${BLOCKED_BY_OWNERSHIP} % or more: ${condition}the company is itself blocked under the OFAC 50 Percent Rule${euOwned ? ' and owned by them under EU sanctions (more than 50 %)' : '; whether they own or control it under EU sanctions is to be assessed'}`
    : `below ${BLOCKED_BY_OWNERSHIP} %: not blocked by ownership alone under the OFAC 50 Percent Rule; whether they control it (EU owned or controlled) is to be assessed`;
  // A weak candidate must not read as a finding as strong as a confirmed hit.
  const weak = owners.filter((o) => o.evidence?.strength === 'weak').length;
  const { withoutWeak } = notes;
  // Owners all weak may still hide a stronger hit behind them (a sanctioned company keeps what
  // reaches it): "candidates only" is said where nobody else holds anything without them. Where
  // the confirmed hits alone block the company, the verdict has said what they hold.
  const strength = byConfirmed
    ? ''
    : weak > 0 && withoutWeak
      ? `; without the weak name-only candidates (to review) the owners with sanctions hits hold ${shownShare(withoutWeak.aggregate) === 0 ? 'a share of unknown size' : aggregateShown(withoutWeak.aggregate, withoutWeak.more || notes.truncated === true)} (${withoutWeak.owners.map(ownerSaid).join('; ')}), ${withoutWeak.blocked ? `${BLOCKED_BY_OWNERSHIP} % or more` : `below ${BLOCKED_BY_OWNERSHIP} %`}`
      : weak > 0 && weak === owners.length
        ? '; weak name-only candidates only: to review before this is taken as a finding'
        : '';
  const cut = notes.truncated
    ? '; the ownership graph was cut at a limit: the shares are of the part read only, so what the owners hold is a lower bound'
    : '';
  return `sanctions ownership/control: owners with sanctions hits hold ${held}, directly or indirectly (${named}); ${verdict}${strength}${cut}`;
}

/**
 * What the sanctioned parties other than `left` hold on their own: a sanctioned company keeps what
 * reaches it, so leaving one out may count its sanctioned owners instead; computed anew.
 * Undefined where nobody else holds anything.
 */
function heldWithout(
  graph: OwnershipGraph,
  blocking: ReadonlyMap<string, readonly BlockingHit[]>,
  left: ReadonlySet<string>,
): HeldWithout | undefined {
  const found = sanctionedOwnership(
    graph,
    new Set([...blocking.keys()].filter((id) => !left.has(id))),
  );
  if (found.owners.length === 0) return undefined;
  return {
    aggregate: found.aggregate,
    blocked: found.blocked,
    more: found.owners.some((o) => o.unknownShare),
    owners: found.owners.map((o) => ownerShown(o, blocking)),
  };
}

interface HeldWithout {
  aggregate: number;
  blocked: boolean;
  more: boolean;
  owners: OwnerShown[];
}

interface OwnerShown extends DescribedOwner {
  id: string;
  kind: SanctionedOwner['party']['kind'];
  hits: BlockingHit[];
  evidence: NonNullable<DescribedOwner['evidence']>;
}

/** A sanctioned owner as shown, with its hits best first and their evidence. */
function ownerShown(
  o: SanctionedOwner,
  blocking: ReadonlyMap<string, readonly BlockingHit[]>,
): OwnerShown {
  const hits = [...(blocking.get(o.party.id) ?? [])].sort((a, b) => b.match - a.match);
  return {
    id: o.party.id,
    name: o.party.name || o.party.id,
    kind: o.party.kind,
    percentage: shownShare(o.percentage),
    unknownShare: o.unknownShare,
    hits,
    evidence: { strength: evidenceOf(hits), match: hits[0]?.match ?? 0 },
  };
}

/**
 * The finding of one check, computed once from the screened parties of registrations_extended
 * (the company first, then its directors, owners and parents); undefined where no owner with a
 * sanction in force holds any of it. `lookups.sanctions_ownership` shows the computation.
 */
export function sanctionsOwnershipOf(
  context: CompanyCheckContext,
  screened: () => Promise<readonly ScreenedParty[]>,
): Promise<SanctionsOwnershipFinding | undefined> {
  return once(context, 'sanctions-ownership', async () => {
    if (!screensOwners(context)) return undefined;
    const [ownership, parties] = await Promise.all([ownershipOf(context), screened()]);
    if (!ownership) return undefined;
    const { graph } = ownership;
    const byEntity = new Map(parties.map((p) => [p.entityId, p]));
    const blocking = new Map(
      [...graph.nodes.keys()].flatMap((id) => {
        const hits = id === graph.rootId ? undefined : byEntity.get(id)?.outcome.blocking;
        return hits && hits.length > 0 ? [[id, hits] as const] : [];
      }),
    );
    const result = sanctionedOwnership(graph, new Set(blocking.keys()));
    const owners = result.owners.map((o) => ownerShown(o, blocking));
    // Nobody sanctioned: nothing to show, the check's answer is as it was without this.
    if (owners.length === 0) return undefined;
    // Every weak candidate is left out, not only those shown: one kept behind a weak company
    // would come forward in its place. Those shown all weak may hide a stronger hit behind them.
    const weak = new Set(
      [...blocking].filter(([, hits]) => evidenceOf(hits) === 'weak').map(([id]) => id),
    );
    const withoutWeak = owners.some((o) => o.evidence.strength === 'weak')
      ? heldWithout(graph, blocking, weak)
      : undefined;
    // Likewise what the confirmed hits hold without every hit not confirmed: a confirmed owner
    // behind a parent not confirmed counts then, though no owner shown is confirmed.
    const notConfirmed = new Set(
      [...blocking].filter(([, hits]) => evidenceOf(hits) !== 'confirmed').map(([id]) => id),
    );
    const confirmedOnly =
      result.blocked &&
      owners.some((o) => o.evidence.strength !== 'confirmed') &&
      notConfirmed.size < blocking.size
        ? heldWithout(graph, blocking, notConfirmed)
        : undefined;
    context.lookups.sanctions_ownership = {
      aggregate_percentage: shownShare(result.aggregate),
      threshold_percentage: BLOCKED_BY_OWNERSHIP,
      blocked: result.blocked,
      rule: 'OFAC 50 Percent Rule; EU owned or controlled',
      owners: owners.map((o) => ({
        id: o.id,
        name: o.name,
        kind: o.kind,
        percentage: o.percentage,
        ...(o.unknownShare && { share_not_known: true }),
        evidence: o.evidence.strength,
        sanctions: o.hits,
      })),
      ...(withoutWeak && {
        without_weak_candidates: {
          aggregate_percentage: shownShare(withoutWeak.aggregate),
          blocked: withoutWeak.blocked,
          owners: withoutWeak.owners.map((o) => ({
            id: o.id,
            name: o.name,
            percentage: o.percentage,
            ...(o.unknownShare && { share_not_known: true }),
            evidence: o.evidence.strength,
          })),
        },
      }),
      ...(confirmedOnly && {
        confirmed_only: {
          aggregate_percentage: shownShare(confirmedOnly.aggregate),
          blocked: confirmedOnly.blocked,
          owners: confirmedOnly.owners.map((o) => ({
            id: o.id,
            name: o.name,
            percentage: o.percentage,
            ...(o.unknownShare && { share_not_known: true }),
          })),
        },
      }),
      ...(graph.truncated && { truncated_graph: true }),
    };
    // As strong as the weakest of the hits it stands on: each owner's best.
    const match = Math.min(...owners.map((o) => o.hits[0]?.match ?? 0));
    const description = describeSanctionsOwnership(result.aggregate, result.blocked, owners, {
      ...(withoutWeak && { withoutWeak }),
      ...(confirmedOnly && { confirmedOnly }),
      truncated: graph.truncated,
    });
    return {
      registration: { source: SANCTIONS_OWNERSHIP_SOURCE, match: String(match), description },
      explanation: {
        // No listing and no name matched: the description says what it is.
        id: 'sanctions-ownership',
        caption: '',
        matched_name: '',
        score: match / 100,
        features: owners.map((o) => ({
          feature: 'sanctioned_owner',
          value: o.percentage,
          weight: 1,
          detail: `${o.name}: listed as ${o.hits.map((h) => `${h.caption} (${h.lists}, match ${h.match})`).join(', ')}`,
        })),
      },
    };
  });
}
