/**
 * Each person's share of the root with cross-holdings resolved: where companies hold each other
 * (A holds half of B, B half of A), the share that goes round the cycle returns to their other
 * owners again and again, and the simple paths of ubo.ts, which pass a company once, leave it
 * to nobody. Resolved, ownership is the fixed point x = P + A·x (P: what persons hold of each
 * company directly, A: what companies hold of each other), found by iteration; it converges
 * where some share leaves every cycle, and a closed loop that holds itself gives its persons 0.
 */
import type { OwnerLink, OwnershipGraph, OwnershipNode, Party } from './graph.js';
import { knownPercentage } from './known-shares.js';

/**
 * Who keeps what reaches them (the persons, for UBOs; the sanctioned parties, for sanctions
 * ownership: a sanctioned parent's whole holding counts, whoever owns it), and the share a link
 * carries in % (undefined: not counted).
 */
export interface Resolution {
  holds: (party: Party) => boolean;
  share: (link: OwnerLink, held: OwnershipNode) => number | undefined;
}

const PERSONS: Resolution = {
  holds: (party) => party.kind === 'person',
  share: (link) => knownPercentage(link.percentage),
};

/** Rounds of the iteration at most, and the change under which it has converged. */
const MAX_ROUNDS = 1000;
const CONVERGED = 1e-12;

/**
 * Persons' resolved shares of the root, in %, by person id; with another `resolution`, the
 * shares of the parties it says hold (never the root itself), passed through all others.
 */
export function integratedShares(
  graph: OwnershipGraph,
  { holds, share: shareOf }: Resolution = PERSONS,
): Map<string, number> {
  const holder = (party: Party) => party.id !== graph.rootId && holds(party);
  const companies = [...graph.nodes.values()].filter(
    (n) => n.party.kind === 'company' && !holder(n.party),
  );
  const held = new Map<string, { company: string; fraction: number }[]>();
  const direct = new Map<string, Map<string, number>>();
  for (const node of companies) {
    const byCompany: { company: string; fraction: number }[] = [];
    const byHolder = new Map<string, number>();
    for (const link of node.owners) {
      const percentage = shareOf(link, node);
      if (percentage === undefined) continue;
      const fraction = percentage / 100;
      if (holder(link.owner)) {
        byHolder.set(link.owner.id, (byHolder.get(link.owner.id) ?? 0) + fraction);
      } else if (link.owner.kind === 'company') {
        byCompany.push({ company: link.owner.id, fraction });
      }
    }
    held.set(node.party.id, byCompany);
    direct.set(node.party.id, byHolder);
  }
  let shares = new Map([...direct].map(([id, persons]) => [id, new Map(persons)]));
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let change = 0;
    const next = new Map<string, Map<string, number>>();
    for (const node of companies) {
      const id = node.party.id;
      const sum = new Map(direct.get(id));
      for (const { company, fraction } of held.get(id) ?? []) {
        for (const [person, share] of shares.get(company) ?? []) {
          sum.set(person, (sum.get(person) ?? 0) + fraction * share);
        }
      }
      for (const [person, share] of sum) {
        change = Math.max(change, Math.abs(share - (shares.get(id)?.get(person) ?? 0)));
      }
      next.set(id, sum);
    }
    shares = next;
    if (change < CONVERGED) break;
  }
  const ofRoot = shares.get(graph.rootId) ?? new Map<string, number>();
  return new Map([...ofRoot].map(([person, share]) => [person, share * 100]));
}
