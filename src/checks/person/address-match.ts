/**
 * address_match of person checks: where the residents data knows the person that person_match
 * found, compared with the address given (codes AM01-AM04, resident-records.ts). Only a match
 * whose date of birth agrees or could not be compared counts: a namesake with another date of
 * birth (PF03) is not the person.
 */
import type { AddressMatch } from '../../contract/address.js';
import type { PersonCheckResult } from '../../contract/person-check.js';
import type { SectionModule } from '../pipeline.js';
import { ADDRESSES_FORMAT } from '../dataset-formats.js';
import { isForeignCountry } from '../../registry/address-input.js';
import { withAddressLines } from '../../registry/address-lines.js';
import {
  personMatchOf,
  type PersonMatch,
  type PersonMatchContext,
  type ResidentCandidate,
} from './person-match.js';
import {
  ADDRESS_MATCH,
  lastUpdatedOf,
  RESIDENTS_FORMAT,
  residentAddress,
} from './resident-records.js';
import { anyFormatServed } from '../data-served.js';
import { compareCodePoints } from '../../names/name-order.js';

const seen = (c: ResidentCandidate): string => c.resident.last_seen ?? c.resident.known_since ?? '';

const newestFirst = (candidates: readonly ResidentCandidate[]): ResidentCandidate[] =>
  [...candidates].sort((a, b) => compareCodePoints(seen(b), seen(a)));

const dated = (candidate: ResidentCandidate) => {
  const lastUpdated = lastUpdatedOf(candidate.resident);
  return lastUpdated ? { last_updated: lastUpdated } : {};
};

/**
 * The address match of the check's person; undefined when no person was searched for (no
 * person, not enough to search by, or no residents data: person_match says which).
 */
export async function addressMatchOf(
  context: PersonMatchContext,
): Promise<AddressMatch | undefined> {
  const match = await personMatchOf(context);
  if (!match || match.code === 'PF06' || match.code === 'PF07') return undefined;
  const known = knownResidents(match);
  const result = await compare(context, match, known);
  context.lookups.address_match = {
    code: result.code,
    compared_with: match.address?.key ?? null,
    // Counts, not the addresses: backend_data is no way round what the answer withholds.
    known_at_given_address: known.some((c) => c.atGivenAddress),
    other_addresses_known: known.filter((c) => !c.atGivenAddress).length,
  };
  return result;
}

/** The residents taken for the check's person: none after PF03 (a namesake) or PF05. */
const knownResidents = (match: PersonMatch): readonly ResidentCandidate[] =>
  match.code === 'PF03' || match.code === 'PF05' ? [] : match.sameResidents;

async function compare(
  context: PersonMatchContext,
  match: PersonMatch,
  known: readonly ResidentCandidate[],
): Promise<AddressMatch> {
  const given = match.address;
  if (known.length === 0) {
    const notes = [
      match.addressNotFound && 'the address given is not in the address data',
      !match.searchedByPerson &&
        !match.addressNotFound &&
        'searched at the given address only: without a date of birth no other address was searched',
      match.code === 'PF03' && 'a resident of this name has another date of birth',
    ].filter((note): note is string => typeof note === 'string');
    const message = match.searchedByPerson
      ? ADDRESS_MATCH.AM03
      : 'Not known at the given address in the residents data';
    return {
      code: 'AM03',
      message: notes.length > 0 ? `${message} (${notes.join('; ')})` : message,
    };
  }
  const atGiven = known.find((c) => c.atGivenAddress);
  if (atGiven && given) {
    const [newest] = newestFirst(known.filter((c) => !c.atGivenAddress));
    // Among equally fitting residents, a newer address may be someone else's.
    const movedOn = !match.ambiguous && newest && seen(newest) > seen(atGiven);
    const notes = [
      // The number given without the extension it has: which one is said only where the date of
      // birth agrees (the caller knows the person); else the address stays as given.
      atGiven.addressKey !== given.key &&
        (given.extension === ''
          ? 'at an extension of the house number given'
          : 'at another extension of the house number given, the one given not existing there'),
      movedOn && `seen more recently at another address (${seen(newest)})`,
    ].filter((note): note is string => typeof note === 'string');
    if (match.ambiguous) {
      // Whose address, which extension and when seen there would be one of several residents':
      // none of them is given.
      const ambiguity = 'more than one resident fits equally well: no address is given';
      return { code: 'AM01', message: `${ADDRESS_MATCH.AM01}; ${ambiguity}` };
    }
    const extensionShown = match.code === 'PF01' || match.code === 'PF02';
    return {
      code: 'AM01',
      message: [ADDRESS_MATCH.AM01, ...notes].join('; '),
      ...dated(atGiven),
      address:
        given.validated || (atGiven.addressKey !== given.key && !extensionShown)
          ? given.address
          : await residentAddress(context.registry, atGiven.resident),
    };
  }
  const requestedAddress = context.request.address;
  const comparable =
    requestedAddress !== undefined &&
    (given !== undefined ||
      match.addressNotFound === true ||
      // Also a country that only ends the address lines ("…, 10117 Berlin, Deutschland").
      isForeignCountry(withAddressLines(requestedAddress).country));
  if (match.ambiguous) {
    // Whose address would it be? Only that such residents are known is said.
    const code = comparable ? 'AM02' : 'AM04';
    // No address is shown, so AM04 cannot say "this address".
    const meaning = comparable ? ADDRESS_MATCH.AM02 : 'Known at an address in the residents data';
    return {
      code,
      message: `${meaning} (more than one resident fits equally well: no address is given)`,
    };
  }
  const [latest] = newestFirst(known) as [ResidentCandidate];
  const address = await residentAddress(context.registry, latest.resident);
  // A Dutch address given that could not be read is not one to compare with.
  if (!comparable) {
    return {
      code: 'AM04',
      message: requestedAddress
        ? `${ADDRESS_MATCH.AM04} (the address given could not be compared)`
        : `${ADDRESS_MATCH.AM04} (no address was given to compare with)`,
      ...dated(latest),
      address,
    };
  }
  const message = match.addressNotFound
    ? `${ADDRESS_MATCH.AM02} (the address given is not in the address data)`
    : ADDRESS_MATCH.AM02;
  return { code: 'AM02', message, ...dated(latest), address };
}

/** address_match: code, message, when the person was last known there, and the address. */
export const addressMatchSection: SectionModule<PersonMatchContext, PersonCheckResult> = {
  reads: [ADDRESSES_FORMAT, RESIDENTS_FORMAT],
  dataServed: anyFormatServed(RESIDENTS_FORMAT),
  async compute(context) {
    const address_match = await addressMatchOf(context);
    return address_match && { address_match };
  },
};
