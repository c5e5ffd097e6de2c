import type { PersonCheckRequest, PersonCheckResult } from '../contract/person-check.js';
import { normaliseIdentifier } from '../registry/keys.js';
import { cutOf, type ScreeningOutcome, type ScreeningService } from '../screening/service.js';
import type { ScreeningQuery } from '../screening/types.js';
import { normaliseName } from '../screening/normalise/name.js';
import { dropInvisible, withWordBreaks } from '../screening/normalise/invisible.js';
import { NAME_PARTICLES } from '../screening/normalise/particles.js';
import type { SectionModule } from './pipeline.js';
import { ENTITY_FORMATS } from './dataset-formats.js';
import { readGender } from './person/person-match-score.js';
import { familyNameOf, splitAtDashes, type FamilyName } from './person/person-names.js';
import { readInitials } from './person/given-names.js';
import {
  parseDocumentCountry,
  parseIssuingCountry,
} from '../validators/id-document/issuing-country.js';
import { parseDocumentType, validateDocumentNumber } from '../validators/id-document/index.js';
import { issuingCountryOf } from './person/id-document.js';
import type { Registry } from '../registry/registry.js';
import { withAddressLines } from '../registry/address-lines.js';
import { listingsServed } from './listings-served.js';
import { firstNameWritten } from './person/given-names.js';

/** What the screening sections of a person check read. */
export interface PersonScreeningContext {
  request: PersonCheckRequest;
  /** The check's day (`check-day.ts`): sanctions that ended before it are previous. */
  today: string;
  registry: Registry;
  screening: ScreeningService;
  /** Provenance for backend_data; the screening sections add their hits with explanations. */
  lookups: Record<string, unknown>;
  /** Both sections share one screening run. */
  screened?: Promise<ScreeningOutcome>;
}

/** The screening engine knows male and female; X (or no gender) contradicts nothing. */
const SCREENING_GENDER = { M: 'male', F: 'female', X: undefined } as const;
const genderOf = (gender: string | undefined) => {
  const read = readGender(gender);
  return read && SCREENING_GENDER[read];
};

/**
 * The family names a double family name stands for: "van der Velde-Jansen" is also "van der
 * Velde" and "Jansen". A married name joins the partner's name and the person's own, and lists
 * give either; none for a single family name, nor where a part is only a particle ("Al-Hassan"
 * is one name).
 */
function familyNameParts(prefix: string, core: string): string[] {
  const parts = splitAtDashes(core);
  if (parts.length < 2 || parts.some(onlyParticles)) return [];
  return parts.map((part, i) => (i === 0 && prefix !== '' ? `${prefix} ${part}` : part));
}

/**
 * The names a person with a double family name is also screened as: the given names with each
 * of its names, where the birth date is given (which tells the person from the namesakes of one
 * half); none otherwise. Person checks and the persons of company checks alike.
 */
export function doubleFamilyNameVariants(
  given: string,
  family: FamilyName,
  birthDateGiven: boolean,
): string[] {
  if (given === '' || !birthDateGiven) return [];
  return familyNameParts(family.prefix, family.core).map((part) => `${given} ${part}`);
}

const onlyParticles = (part: string): boolean =>
  normaliseName(part, 'person').tokens.every((token) => NAME_PARTICLES.has(token.text));

/**
 * Whether a family name is of two names, particles aside ("García López", "Ramírez de la Cruz",
 * "Velde-Jansen"): a list may name such a person by the first alone.
 */
export function isTwoFamilyNames(family: FamilyName): boolean {
  const words = normaliseName(family.core, 'person').tokens.filter(
    (token) => token.kind === 'word' && !NAME_PARTICLES.has(token.text),
  );
  return words.length >= 2;
}

/** Han, Hangul and kana: scripts that write a name family name first, without a space. */
const EAST_ASIAN = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\s]+$/u;
/** Han and Hangul, whose given names are one or two characters. */
const HAN_OR_HANGUL = /^[\p{Script=Han}\p{Script=Hangul}]+$/u;

/**
 * The full name as screened: given names first, as Latin script writes it, or, where both
 * fields are written in Han, Hangul or kana, family name first without a space, as those
 * scripts write it and lists give it ("王建国" for first_name 建国, last_name 王). The scorer
 * joins neighbouring parts only in the order written, so "建国 王" missed the listed 王建国.
 * The fields the other way round are screened too: callers who fill them in the order the
 * name is written (王 as first name) found the listing before and still do.
 */
function fullNames(given: string, family: string): string[] {
  if (given !== '' && EAST_ASIAN.test(given) && EAST_ASIAN.test(family)) {
    const [g, f] = [given.replace(/\s+/g, ''), family.replace(/\s+/g, '')];
    return [`${f}${g}`, `${g}${f}`];
  }
  return [[given, family].filter((part) => part !== '').join(' ')];
}

/**
 * The name screened. Without a family name, a full name written in first_name ("Vladimir
 * Putin") is screened as it stands; initials or one first name alone are not: they would find
 * nobody, and an empty answer would read as "on no list". Han and Hangul are written without
 * spaces: three characters or more there are a whole name (a family name of one and a given
 * name of two; 王建国, 리명수), while two are as often a given name alone (建国) and stay
 * unscreened.
 */
function screenedNames(core: string, firstName: string | undefined, names: string[]): string[] {
  if (core !== '') return names;
  const given = firstName?.trim() ?? '';
  const written = given.replace(/\s+/g, '');
  if (HAN_OR_HANGUL.test(written))
    return (written.match(/\p{L}/gu) ?? []).length >= 3 ? [written] : [];
  const words = given.split(/\s+/).filter((word) => /\p{L}{2}/u.test(word));
  return words.length >= 2 && firstNameWritten(given) ? [given] : [];
}

/** The person of a check as the screening engine takes it. */
export function personScreeningQuery(request: PersonCheckRequest): ScreeningQuery {
  const person = request.person ?? {};
  // Read as person_match reads it, invisible characters dropped: JavaScript's \s takes the
  // joiner U+FEFF for a space, and a word joiner kept a Han given name from reading as Han.
  const firstName = person.first_name === undefined ? undefined : dropInvisible(person.first_name);
  // Whether first_name alone is a full name reads U+200B as the word break it marks, the one
  // invisible character that marks one, where a word starts after it: "Vladimir\u200bPutin" is
  // two words, "Cla\u200bes" one.
  const firstNameWords =
    person.first_name === undefined ? undefined : withWordBreaks(person.first_name);
  // Initials as person_match reads them ("PJ", "P.J.", "P J": p and j), each its own name part;
  // the Dutch IJ is one initial, written as its first letter as lists fold it.
  const given =
    firstName?.trim() ||
    readInitials(person.initials)
      .map((initial) => initial.charAt(0).toUpperCase())
      .join(' ');
  // Read as person_match reads it: "Leeuwen, van" is "van Leeuwen".
  const { prefix, core } = familyNameOf(person.last_name_prefix, person.last_name);
  const family = [prefix, core].filter((part) => part !== '').join(' ');
  const names = fullNames(given, family);
  // A blank date of birth ("" or only spaces) is not given.
  const bornOn = person.date_of_birth?.trim();
  const alsoKnownAs = doubleFamilyNameVariants(given, { prefix, core }, Boolean(bornOn));
  // Where the person lives and which country issued the document (a nationality, mostly),
  // each written as a code or a name.
  const addressCountry = request.address && withAddressLines(request.address).country;
  const countries = [
    parseIssuingCountry(addressCountry),
    parseDocumentCountry(request.id_document?.country),
  ]
    .map((code) => code?.toLowerCase())
    .filter((code): code is string => code !== undefined);
  return {
    kind: 'person',
    names: screenedNames(core, firstNameWords, names),
    ...(alsoKnownAs.length > 0 && { namesInPart: alsoKnownAs }),
    ...(isTwoFamilyNames({ prefix, core }) && { twoFamilyNames: true }),
    // The names end with last_name (Han, Hangul and kana aside: one word, family name first).
    ...(core !== '' && names.length === 1 && { familyNameLast: true }),
    birthDates: bornOn ? [bornOn] : [],
    countries: [...new Set(countries)],
    gender: genderOf(person.gender),
    identifiers: documentNumbersOf(request),
  };
}

/**
 * The document number as given, and as id_document_number_check_result reads it where that
 * differs: without the check digit that a number read from the machine-readable zone carries,
 * or the filler, as lists write document numbers.
 */
function documentNumbersOf(request: PersonCheckRequest): string[] {
  const given = request.id_document?.number?.trim();
  if (!given) return [];
  const numbers = [normaliseIdentifier(given)];
  const { country } = issuingCountryOf(request);
  // Without a type, read as a travel document: the documents whose numbers carry a check digit.
  const type = parseDocumentType(request.id_document?.type) ?? 'passport';
  if (country) {
    const verdict = validateDocumentNumber({ type, country, number: given });
    if ('number' in verdict) numbers.push(normaliseIdentifier(verdict.number));
  }
  return [...new Set(numbers)];
}

/** Whether the request gives anything to screen: a name or a document number. */
const screenable = (query: ScreeningQuery): boolean =>
  query.names.length > 0 || (query.identifiers?.length ?? 0) > 0;

function screenPerson(context: PersonScreeningContext): Promise<ScreeningOutcome | undefined> {
  const query = personScreeningQuery(context.request);
  // Nothing to screen (an address alone) is left out, not reported as a clean result.
  if (!screenable(query)) return Promise.resolve(undefined);
  context.screened ??= context.screening
    .screen(context.registry, { label: 'person', query }, context.today)
    .then((outcome) => {
      const cut = cutOf(outcome);
      context.lookups.screening = {
        listed_entities: outcome.listed,
        person: outcome.hits,
        ...(cut && { cut }),
      };
      return outcome;
    });
  return context.screened;
}

/**
 * registrations: one entry per list hit on the person; an empty list when there is none.
 * Without a name or document number to screen, nothing was screened, and the section is left
 * out (not_found) rather than claiming a clean result; without any listing imported it is
 * unavailable.
 */
export const personRegistrations: SectionModule<PersonScreeningContext, PersonCheckResult> = {
  reads: ENTITY_FORMATS,
  available: listingsServed,
  async compute(context) {
    const outcome = await screenPerson(context);
    return outcome && { registrations: outcome.registrations };
  },
};

/** registrations_extended: the hits and the summary of counts per category. */
export const personRegistrationsExtended: SectionModule<PersonScreeningContext, PersonCheckResult> =
  {
    reads: ENTITY_FORMATS,
    available: listingsServed,
    async compute(context) {
      const outcome = await screenPerson(context);
      if (!outcome) return undefined;
      return {
        registrations_extended: {
          summaries: [outcome.summary],
          registrations: outcome.registrations,
        },
      };
    },
  };
