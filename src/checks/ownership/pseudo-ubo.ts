/**
 * Pseudo-UBOs: when nobody holds more than the UBO threshold, the persons in senior management
 * stand in for the owners, as the Dutch UBO register has it.
 */
import type { Party } from './graph.js';
import { isSeniorManagingRole, roleStartDate, type UboRole } from './roles.js';

/** A directorship in force: who, in which role (as the register words it), since when. */
export interface DirectorInput {
  party: Party;
  role: string;
  startDate?: string;
  /**
   * For a person who manages a legal entity that is the director: that entity's name, and any
   * above it up to the checked company's director ("R. de Jong Beheer B.V.").
   */
  via?: string[];
  /** The start dates of the legal entities' directorships along `via`: the role holds from the latest. */
  viaStartDates?: (string | undefined)[];
}

export interface PseudoUbo {
  person: Party;
  /** The senior-managing roles as the register words them (`Bestuurder`). */
  functions: string[];
  /** One `pseudo_ubo` role per senior-managing directorship of the person. */
  roles: UboRole[];
}

export interface PseudoUboOptions {
  /** The UBO threshold in %, named in the competency. */
  threshold?: number;
  /** Which roles are senior management; by default `isSeniorManagingRole`. */
  isSeniorManaging?: (role: string) => boolean;
}

/**
 * The pseudo-UBOs for when nobody holds more than the threshold: the natural persons among the
 * directors whose role is senior management, each once, in the directors' order. As the Dutch
 * UBO register does, they are registered instead of owners. Corporate directors are left out:
 * their own senior managers stand in, given with `via` (senior-management.ts).
 */
export function pseudoUbos(
  directors: readonly DirectorInput[],
  { threshold = 25, isSeniorManaging = isSeniorManagingRole }: PseudoUboOptions = {},
): PseudoUbo[] {
  const byPerson = new Map<string, PseudoUbo>();
  for (const { party, role: own, startDate, via = [], viaStartDates = [] } of directors) {
    if (party.kind !== 'person' || !isSeniorManaging(own)) continue;
    // Through legal-entity directors as indirect shares are written ("through A B.V. > B B.V."):
    // a link word inside a name ("Bank of X") can then never be read as a link of the chain.
    const role = via.length === 0 ? own : `${own} through ${via.join(' > ')}`;
    let entry = byPerson.get(party.id);
    if (entry === undefined) {
      entry = { person: party, functions: [], roles: [] };
      byPerson.set(party.id, entry);
    }
    // Through legal entities the role holds from the latest start along the way, as an owner's.
    const start = roleStartDate([startDate, ...viaStartDates]);
    entry.functions.push(role);
    entry.roles.push({
      id: `pseudo_ubo:${party.id}:${entry.roles.length + 1}`,
      type: 'pseudo_ubo',
      competency:
        `pseudo-UBO as ${role}: no one is known to hold more than ${threshold} %, ` +
        'so senior management is registered',
      ...(start !== undefined && { start_date: start }),
    });
  }
  return [...byPerson.values()];
}
