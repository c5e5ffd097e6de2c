/**
 * person_match of person checks: the person of the request looked for in the residents data,
 * among the persons known at the given Dutch address and those known under the same family
 * name and date of birth anywhere. Each candidate is scored in parts (person-match-score.ts);
 * the best one whose names fit is the match, and the code says how well it fits. The match is
 * made once per check: address_match reads it through personMatchOf.
 */
import type { Person } from '../../contract/parties.js';
import type { PersonCheckResult } from '../../contract/person-check.js';
import type { ResidentData } from '../../entities/records.js';
import type { Registry } from '../../registry/registry.js';
import type { SectionModule } from '../pipeline.js';
import { ADDRESSES_FORMAT } from '../dataset-formats.js';
import type { AddressValidationContext } from './address-validation.js';
import { once } from './context.js';
import { byFit, codeOf, dateClass, rivalsOf, type FitCode } from './person-match-rank.js';
import {
  givenAddressNotFound,
  givenDutchAddress,
  type GivenDutchAddress,
} from './given-address.js';
import { personQueryOf, scoreResident, type ResidentScore } from './person-match-score.js';
import { firstInitialAgreed, firstNameWritten, givenNamesOf } from './given-names.js';
import { compareName, familyNameOf, knownPartGiven } from './person-names.js';
import { hasLatinLetter } from '../../names/name-fold.js';
import {
  dateTimeOf,
  RESIDENTS_FORMAT,
  residentAddressKey,
  residentsAt,
  residentReadingOf,
  residentsByPerson,
} from './resident-records.js';
import type { PersonMatchCode } from '../../contract/codes.js';

/** person_match codes (docs/checks.md) and their messages. */
export const PERSON_MATCH = {
  PF01: 'Found in the residents data: name and date of birth agree',
  PF02: 'Found in the residents data with differences',
  PF03: 'Found in the residents data under this name, with another date of birth',
  PF04: 'Found in the residents data under this name; the date of birth was not compared',
  PF05: 'Not found in the residents data',
  PF06: 'Not checked: no residents data is available',
  PF07: 'Not checked: a family name with a date of birth or a Dutch address is needed',
  PF08: 'Found in the residents data, but not as one person',
} as const satisfies Record<PersonMatchCode, string>;
export type { PersonMatchCode };

export type PersonMatchContext = AddressValidationContext;

/** A resident considered for the person, and how it fits. */
export interface ResidentCandidate {
  resident: ResidentData;
  addressKey: string;
  foundBy: ('address' | 'person')[];
  atGivenAddress: boolean;
  fit: ResidentScore;
}

export interface PersonMatch {
  code: PersonMatchCode;
  message: string;
  /** PF01-PF04 and PF08: the resident taken for the person. */
  chosen?: ResidentCandidate;
  /**
   * PF01-PF04 and PF08: every resident taken for the same person (the chosen one first), for example
   * at an old and a new address; the one at the given address among them if any.
   */
  sameResidents: ResidentCandidate[];
  /** The Dutch address searched at, if any. */
  address?: GivenDutchAddress;
  /** Whether residents were searched by family name and date of birth. */
  searchedByPerson: boolean;
  /** A Dutch address was given, but the address data does not have it (`givenAddressNotFound`). */
  addressNotFound?: boolean;
  /**
   * Several different residents fit equally well: none is the person, so neither their names
   * nor their addresses are given out (the check can only say that they exist).
   */
  ambiguous?: boolean;
}

/** Why a family name in another script than the residents data's is not searched. */
export const NOT_IN_LATIN_LETTERS =
  'the family name given has no Latin letters, and the residents data writes names in Latin letters: give the name as the passport writes it in Latin letters';

/** The date of birth agrees with one resident: the caller has shown they know the person. */
const isPersonKnown = (code: PersonMatchCode): boolean => code === 'PF01' || code === 'PF02';

/** personOfResident's answers: register records are shared objects while their data is current. */
const personByResident = new WeakMap<ResidentData, Person>();

/**
 * A resident in the contract's Person shape; initials made from the first names if absent.
 * Made once per resident object, and frozen: checks share it.
 */
export function personOfResident(resident: ResidentData): Person {
  let person = personByResident.get(resident);
  if (person === undefined) {
    person = Object.freeze(contractPersonOf(resident));
    personByResident.set(resident, person);
  }
  return person;
}

function contractPersonOf(resident: ResidentData): Person {
  const initials =
    resident.initials ??
    (givenNamesOf(resident.first_name, undefined)
      .initials.map((i) => `${i.toUpperCase()}.`)
      .join('') ||
      undefined);
  return {
    ...(initials && { initials }),
    ...(resident.first_name && { first_name: resident.first_name }),
    ...(resident.last_name_prefix && { last_name_prefix: resident.last_name_prefix }),
    last_name: resident.last_name,
    ...(resident.gender && { gender: resident.gender }),
    ...(resident.date_of_birth && { date_of_birth: dateTimeOf(resident.date_of_birth) }),
  };
}

function searchedWhere(
  address: GivenDutchAddress | undefined,
  byPerson: boolean,
  addressNotFound: boolean,
): string {
  if (address && byPerson)
    return 'searched at the given address and by family name and date of birth';
  if (address)
    return 'searched at the given address only: without a date of birth the person is not searched elsewhere';
  if (addressNotFound && byPerson) {
    return 'searched by family name and date of birth: the address given is not in the address data';
  }
  if (addressNotFound) {
    return 'the address given is not in the address data, and without a date of birth the person is not searched elsewhere';
  }
  return 'searched by family name and date of birth: no Dutch address was given';
}

/**
 * The code of a match: PF08 where different residents fit equally well, since naming no one
 * is not the same as the clean match its fit alone would say; PF03 stays PF03 (a namesake is
 * someone else however many there are).
 */
const matchCodeOf = (fit: FitCode, rivals: number): PersonMatchCode =>
  rivals > 0 && fit !== 'PF03' ? 'PF08' : fit;

/** The message of a match: the code's message and what differs (`shown`: notes as told). */
function messageOf(fit: FitCode, shown: ResidentScore, rivals: number): string {
  const code = matchCodeOf(fit, rivals);
  const date = shown.parts.find((p) => p.part === 'date_of_birth');
  const notes = [
    ...(fit === 'PF03' || fit === 'PF04' ? (date?.notes ?? []) : []),
    // Of several who fit equally well, how one of them differs would describe a stranger; so
    // would the name of a namesake with another date of birth (PF03), who is someone else.
    ...(rivals > 0 || fit === 'PF03' ? [] : shown.differences),
    // Not how many: a family name at an address would tell the size of a household. "More
    // than one" is right for two as for more, where "several" said more than two.
    ...(rivals > 0 ? ['more than one resident fits equally well'] : []),
  ];
  return notes.length > 0 ? `${PERSON_MATCH[code]}: ${notes.join('; ')}` : PERSON_MATCH[code];
}

function candidatesOf(
  atAddress: readonly ResidentData[],
  ofPerson: readonly ResidentData[],
  address: GivenDutchAddress | undefined,
): Omit<ResidentCandidate, 'fit'>[] {
  const byRecord = new Map<string, Omit<ResidentCandidate, 'fit'>>();
  const add = (resident: ResidentData, route: 'address' | 'person') => {
    const key = residentAddressKey(resident);
    const id = residentReadingOf(resident).identity;
    const known = byRecord.get(id);
    if (known) {
      if (!known.foundBy.includes(route)) known.foundBy.push(route);
      return;
    }
    byRecord.set(id, {
      resident,
      addressKey: key,
      foundBy: [route],
      atGivenAddress: key === address?.key || (address?.extensionKeys?.includes(key) ?? false),
    });
  };
  for (const resident of atAddress) add(resident, 'address');
  for (const resident of ofPerson) add(resident, 'person');
  return [...byRecord.values()];
}

/** The residents at the given address, or at every extension of a number given without one. */
async function residentsAtGiven(
  registry: Registry,
  address: GivenDutchAddress,
): Promise<ResidentData[]> {
  const keys = [address.key, ...(address.extensionKeys ?? [])];
  return (await Promise.all(keys.map((key) => residentsAt(registry, key)))).flat();
}

async function matchPerson(context: PersonMatchContext): Promise<PersonMatch | undefined> {
  const { request, registry } = context;
  if (!request.person) return undefined;
  const query = personQueryOf(request.person);
  const address = await givenDutchAddress(context);
  const addressNotFound = !address && (await givenAddressNotFound(context));
  const byPerson = query?.dateOfBirth !== undefined;
  const unsearched = { sameResidents: [], ...(address && { address }), searchedByPerson: false };
  if (query && !hasLatinLetter(query.family.core)) {
    // Residents are keyed and compared by their Latin spelling: "Йылмаз" meets no key, and
    // compared with "Yılmaz" at the address would read as another person. Not searched, so
    // not "not found".
    return {
      code: 'PF07',
      message: `${PERSON_MATCH.PF07} (${NOT_IN_LATIN_LETTERS})`,
      ...unsearched,
    };
  }
  if (!query || (!address && !addressNotFound && !query.dateOfBirth)) {
    // Say which of the two was missing: the caller may have given the other.
    const missing = !query
      ? 'no family name was given'
      : 'neither a date of birth nor a Dutch address that could be read was given';
    return { code: 'PF07', message: `${PERSON_MATCH.PF07} (${missing})`, ...unsearched };
  }
  if (!registry.servesFormat(RESIDENTS_FORMAT)) {
    return { code: 'PF06', message: PERSON_MATCH.PF06, ...unsearched };
  }
  const [atAddress, ofPerson] = await Promise.all([
    address ? residentsAtGiven(registry, address) : [],
    query.dateOfBirth ? residentsByPerson(registry, query.family, query.dateOfBirth) : [],
  ]);
  const candidates: ResidentCandidate[] = candidatesOf(atAddress, ofPerson, address).map((c) => ({
    resident: c.resident,
    addressKey: c.addressKey,
    foundBy: c.foundBy,
    atGivenAddress: c.atGivenAddress,
    fit: scoreResident(query, c.resident),
  }));
  const fitting = byFit(candidates.filter((c) => c.fit.sameName));
  const [best] = fitting;
  const searched = {
    ...(address && { address }),
    searchedByPerson: byPerson,
    ...(addressNotFound && { addressNotFound }),
  };
  const lookup: Record<string, unknown> = {
    searched: { address_key: address?.key ?? null, by_person: byPerson },
  };
  context.lookups.person_match = lookup;
  if (!best) {
    return {
      code: 'PF05',
      message: `${PERSON_MATCH.PF05} (${searchedWhere(address, byPerson, addressNotFound)})`,
      sameResidents: [],
      ...searched,
    };
  }
  const fit = codeOf(best.fit);
  const rivals = rivalsOf(best, fitting);
  // Where the date of birth agrees with one resident (PF01, PF02) the caller knows who this is,
  // and the notes may say how the data writes the names; else (PF04, PF08) they only say that
  // a name is written otherwise: the data's spelling would be news to the caller.
  const shown = isPersonKnown(matchCodeOf(fit, rivals))
    ? best.fit
    : scoreResident(query, best.resident, true);
  // backend_data is no way round what the answer withholds: after PF03 (someone else of that
  // name) or PF05 it says only what was searched. How close a wrong birth date came, or that
  // residents of the family name and birth date exist, would let a caller find them out by
  // trying. Nor are the residents that fit counted: a family name and an address would tell
  // how many of that name live there.
  if (fit !== 'PF03') {
    // Only the address the caller gave: another would tell where a stranger lives, and the
    // extension of a number given without one only of a person the caller can identify.
    const extensionShown = best.addressKey === address?.key || fit === 'PF01' || fit === 'PF02';
    lookup.chosen = {
      ...(best.atGivenAddress && { address_key: extensionShown ? best.addressKey : address?.key }),
      found_by: best.foundBy,
      at_given_address: best.atGivenAddress,
      score: shown.score,
      parts: shown.parts,
    };
  }
  if (rivals > 0) lookup.equally_good = true;
  return {
    code: matchCodeOf(fit, rivals),
    message: messageOf(fit, shown, rivals),
    chosen: best,
    ...(rivals > 0 && { ambiguous: true }),
    sameResidents: fitting.filter((c) => dateClass(codeOf(c.fit)) === dateClass(fit)),
    ...searched,
  };
}

/** The person of the check matched against the residents data, once per check. */
export function personMatchOf(context: PersonMatchContext): Promise<PersonMatch | undefined> {
  return once(context, 'person-match', () => matchPerson(context));
}

/**
 * The matched person as the answer may show them. A check confirms what the caller knows; it
 * does not tell who lives somewhere:
 * - PF01, PF02 (the date of birth agrees: the caller knows who this is): the person as the
 *   residents data has them;
 * - PF04 (found under the name, the date of birth not compared): only the parts the caller
 *   gave, and those only where the data writes them as given (case aside), so no first name,
 *   gender or date of birth of someone the caller named by family name alone; a prefix only
 *   when one was given, of a double name only the name given, and no gender (it is not
 *   compared without the date of birth: person-match-score.ts). A part the data writes otherwise
 *   ("Janssen" for Jansen, "Berg" of van der Berg for Vanderberg) is left out: its spelling
 *   would be news to the caller. Of the given names only the first initial, where the initials
 *   agree from the first, and the first first name, where the data writes it as given: more
 *   would tell whether the data holds fewer or more of them than given;
 * - PF03 (another date of birth: someone else of that name): nobody.
 */
function disclosedPerson(match: PersonMatch, given: Person): Person | undefined {
  const { chosen } = match;
  if (!chosen || match.ambiguous || match.code === 'PF03') return undefined;
  const person = personOfResident(chosen.resident);
  if (match.code === 'PF01' || match.code === 'PF02') return person;
  const asked = (field: keyof Person) => (given[field]?.trim() ?? '') !== '';
  const givenFamily = familyNameOf(given.last_name_prefix, given.last_name);
  const prefixGiven = givenFamily.prefix !== '';
  const knownFamily = residentReadingOf(chosen.resident).family;
  // One name of the data's double name given: that name, not the other ("Berg" of Berg-Jansen).
  const partGiven = knownPartGiven(givenFamily, knownFamily);
  const knownName = partGiven ?? knownFamily;
  const asGiven = (given: string | undefined, known: string | undefined) =>
    compareName(given ?? '', known ?? '') === 'same';
  // A row that wrote its prefix into the last name ("de Vries") gives the name without it.
  const lastName = partGiven?.core ?? (prefixGiven ? person.last_name : knownFamily.core);
  // The first initial and first name only: any more would say whether the data holds fewer
  // given names than given ("J." of a caller's J.H.M.), or more ("Willem" of Jan Willem).
  const givenNames = givenNamesOf(given.first_name, given.initials);
  const knownNames = residentReadingOf(chosen.resident).given;
  const initials = firstInitialAgreed(givenNames, knownNames);
  const [givenFirst] = givenNames.names;
  const [knownFirst] = knownNames.names;
  const shown = Object.fromEntries(
    Object.entries({ ...person, last_name: lastName, initials, first_name: knownFirst }).filter(
      ([field]) =>
        (field === 'last_name' && asGiven(givenFamily.core, knownName.core)) ||
        (field === 'last_name_prefix' &&
          prefixGiven &&
          asGiven(givenFamily.prefix, knownName.prefix)) ||
        (field === 'initials' &&
          initials !== undefined &&
          (asked('initials') || asked('first_name'))) ||
        // Initials written in first_name ("E.") ask for no first name: the data's would be news,
        // and so would a first name written otherwise; later names are not compared, only
        // their initials, and of those only the first is told.
        (field === 'first_name' &&
          firstNameWritten(given.first_name) &&
          asGiven(givenFirst, knownFirst)) ||
        // Fields of no comparison (none the residents data has yet), where the caller gave them.
        (![
          'date_of_birth',
          'gender',
          'initials',
          'first_name',
          'last_name',
          'last_name_prefix',
        ].includes(field) &&
          asked(field as keyof Person)),
    ),
  );
  return Object.keys(shown).length > 0 ? shown : undefined;
}

/** person_match: code, message and the person as the residents data knows them. */
export const personMatchSection: SectionModule<PersonMatchContext, PersonCheckResult> = {
  reads: [ADDRESSES_FORMAT, RESIDENTS_FORMAT],
  async compute(context) {
    const match = await personMatchOf(context);
    if (!match) return undefined;
    const person = disclosedPerson(match, context.request.person ?? {});
    return {
      person_match: { code: match.code, message: match.message, ...(person && { person }) },
    };
  },
};
