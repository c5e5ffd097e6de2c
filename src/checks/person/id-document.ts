/**
 * id_document_number_check_result of person checks (DESIGN.md codes): the number checked by
 * the rule of its type and issuing country (src/validators/id-document), then looked up in
 * the list of documents reported lost, stolen or invalidated (`lost-documents`).
 *
 * Codes: `valid` the number passed its rule (a national rule, or the ICAO 9303 form with a
 * correct check digit) and is not on the lost-documents list, or the list is not served (the
 * description then says so); `invalid_format`; `invalid_check_digit`;
 * `reported_lost_or_stolen` on the list (lost, stolen or invalidated); `unknown` the number
 * could not be verified (no rule for the document, only the general ICAO form without check
 * digit, type or country not known or not given) and is not on the list.
 */
import type { PersonCheckRequest, PersonCheckResult } from '../../contract/person-check.js';
import { withAddressLines } from '../../registry/address-lines.js';
import {
  anyCountryDocumentKey,
  documentKey,
  documentNumber,
  parseOrUndefined,
  type LostDocumentData,
} from '../../entities/records.js';
import {
  ID_DOCUMENT_TYPES,
  normaliseDocumentInput,
  parseDocumentCountry,
  parseDocumentType,
  parseIssuingCountry,
  validateDocumentNumber,
  type DocumentNumberVerdict,
  type IdDocumentType,
} from '../../validators/id-document/index.js';
import type { SectionModule } from '../pipeline.js';
import type { PersonCheckContext } from './context.js';
import { belgianCardsBegun } from './id-document-belgian.js';
import {
  LIST_NOT_SERVED,
  begunSentence,
  NOT_LOOKED_UP,
  NOT_REPORTED,
  elsewhereSentence,
  listedSomewhereSentence,
  reportsSentence,
  verdictSentence,
} from './id-document-description.js';
import type { IdDocumentCheckCode } from '../../contract/codes.js';

export const LOST_DOCUMENTS_FORMAT = 'lost-documents';

export type { IdDocumentCheckCode };

export interface IdDocumentCheckResult {
  code: IdDocumentCheckCode;
  description: string;
}

/** Where the issuing country came from: the document, the address, or Veracheck's default. */
type CountryChoice =
  | { country: string; from: 'document' | 'address' | 'default' }
  | { country?: undefined; problem: string };

/**
 * The issuing country: as given with the document; when it is not given, the country of the
 * address, and without one NL (Veracheck checks Dutch persons first). An address country that
 * is not a code is not guessed at.
 */
export function issuingCountryOf(request: PersonCheckRequest): CountryChoice {
  const given = request.id_document?.country?.trim();
  if (given) {
    const country = parseDocumentCountry(given);
    return country
      ? { country, from: 'document' }
      : {
          problem: `The issuing country "${given}" is not read: give its ISO 3166 code (NL, NLD) or its name`,
        };
  }
  // Also a country that only ends the address lines ("…, 10117 Berlin, Germany").
  const addressCountry = request.address && withAddressLines(request.address).country?.trim();
  if (!addressCountry) return { country: 'NL', from: 'default' };
  const country = parseIssuingCountry(addressCountry);
  return country
    ? { country, from: 'address' }
    : {
        problem: `No issuing country was given, and the address country "${addressCountry}" is not read`,
      };
}

const COUNTRY_NOTES = {
  document: '',
  address: 'No issuing country was given: taken from the address',
  default: 'No issuing country was given: taken as the Netherlands',
} as const;

/**
 * Passports and identity cards are both ICAO 9303 travel documents, and callers confuse the
 * two: a number reported under either is found whichever of them the caller names. The report
 * itself says which type was listed.
 */
const TRAVEL_DOCUMENTS: readonly IdDocumentType[] = ['passport', 'identity_card'];

/** The types to look a number up under: the given one first. */
export const typesToLookUp = (type: IdDocumentType): IdDocumentType[] =>
  TRAVEL_DOCUMENTS.includes(type)
    ? [type, ...TRAVEL_DOCUMENTS.filter((other) => other !== type)]
    : [type];

/** What the lost-documents list says about a number, looked up under each type given. */
interface ListAnswer {
  served: boolean;
  keys: string[];
  /** Reports of the number as issued by the country looked up under. */
  reports: LostDocumentData[];
  /** Where that country was assumed: reports of the number under other countries. */
  elsewhere: LostDocumentData[];
}

/**
 * The number looked up under each type, as issued by `country`; where that country was only
 * assumed (`assumed`) or could not be read (undefined), also as issued by any country: a Dutch
 * passport reported stolen is found for its holder abroad too, whose check names no issuing
 * country, or names it in a way not read ("Dutch").
 */
async function lookUpLostDocument(
  context: PersonCheckContext,
  country: string | undefined,
  types: readonly IdDocumentType[],
  number: string,
  assumed: boolean,
): Promise<ListAnswer> {
  const served = context.registry.servesFormat(LOST_DOCUMENTS_FORMAT);
  const listed = parseOrUndefined(documentNumber, number);
  if (!served || listed === undefined) return { served, keys: [], reports: [], elsewhere: [] };
  // One more lookup where the country was assumed: the number under any country and type.
  const keys = [
    ...(country === undefined ? [] : types.map((type) => documentKey(country, type, listed))),
    ...(assumed || country === undefined ? [anyCountryDocumentKey(listed)] : []),
  ];
  const found = await Promise.all(
    keys.map((key) => context.registry.records(LOST_DOCUMENTS_FORMAT, key)),
  );
  // A report found under both keys is one report; of another type than asked, none.
  const reports = new Map<string, LostDocumentData>();
  for (const { data } of found.flat()) {
    const report = data as LostDocumentData;
    if (types.includes(report.type)) reports.set(JSON.stringify(report), report);
  }
  const all = [...reports.values()];
  return {
    served,
    keys,
    reports: all.filter((r) => r.country === country),
    elsewhere: all.filter((r) => r.country !== country),
  };
}

function listSentence(answer: ListAnswer, country: string): string {
  if (!answer.served) return LIST_NOT_SERVED;
  if (answer.keys.length === 0) return NOT_LOOKED_UP;
  return answer.elsewhere.length > 0 ? elsewhereSentence(country, answer.elsewhere) : NOT_REPORTED;
}

const sentences = (...parts: (string | undefined)[]): string =>
  parts.filter((part) => part !== undefined && part !== '').join(' ');

const withNote = (note: string, country: string) => (note ? `${note} (${country}).` : '');

/** `reported_lost_or_stolen` after the sentences before it, where the list reports the document. */
const reportedResult = (
  answer: ListAnswer,
  ...before: string[]
): IdDocumentCheckResult | undefined =>
  answer.reports.length > 0
    ? {
        code: 'reported_lost_or_stolen',
        description: sentences(...before, reportsSentence(answer.reports)),
      }
    : undefined;

/** The verdict's code before the list is consulted. */
const codeOf = (verdict: DocumentNumberVerdict): IdDocumentCheckCode =>
  verdict.outcome === 'form_only' || verdict.outcome === 'no_rule' ? 'unknown' : verdict.outcome;

/**
 * Without a type no rule applies. A type Veracheck does not know is not guessed at; without
 * any type, a report of the number under any of the types still counts.
 */
async function uncheckedType(
  context: PersonCheckContext,
  given: {
    country: string;
    assumed: boolean;
    typeText: string | undefined;
    number: string;
    note: string;
    lookups: Record<string, unknown>;
  },
): Promise<IdDocumentCheckResult> {
  const { typeText, note } = given;
  if (typeText) {
    return {
      code: 'unknown',
      description: sentences(
        note,
        `The document type "${typeText}" is not one Veracheck checks (passport, identity card, driving licence): the number was not checked.`,
      ),
    };
  }
  const why = 'No document type was given: the number was not checked.';
  const answer = await lookUpLostDocument(
    context,
    given.country,
    ID_DOCUMENT_TYPES,
    normaliseDocumentInput(given.number),
    given.assumed,
  );
  given.lookups.lost_documents = answer;
  return (
    reportedResult(answer, note, why) ?? {
      code: 'unknown',
      description: sentences(note, why, listSentence(answer, given.country)),
    }
  );
}

/**
 * A number of the wrong form for the country assumed (none was given) may be a good number of
 * another country's document: it is looked up under any country, and a report of it there makes
 * the answer `unknown` naming that report (a stolen document is not passed on a guess of its
 * country). Reported under none, the number is of the wrong form for the country assumed.
 */
async function notOfTheCountryAssumed(
  context: PersonCheckContext,
  given: {
    country: string;
    type: IdDocumentType;
    number: string;
    note: string;
    ruling: string;
    lookups: Record<string, unknown>;
  },
): Promise<IdDocumentCheckResult> {
  const { country, note, ruling } = given;
  const number = normaliseDocumentInput(given.number);
  const answer = await lookUpLostDocument(
    context,
    country,
    typesToLookUp(given.type),
    number,
    true,
  );
  given.lookups.lost_documents = answer;
  const reported = reportedResult(answer, note, ruling);
  if (reported) return reported;
  return answer.elsewhere.length > 0
    ? {
        code: 'unknown',
        description: sentences(note, ruling, elsewhereSentence(country, answer.elsewhere)),
      }
    : { code: 'invalid_format', description: sentences(note, ruling) };
}

/**
 * An issuing country that is not read ("Dutch", "Narnia"): no number rule is chosen, but a
 * number of a type Veracheck knows (or of none given) is looked up under any country, as where
 * no country was given, so that a stolen document is not passed for a country written as a
 * nationality. A report found is named, and is no report of this document until its issuing
 * country is known: the code stays `unknown`.
 */
async function countryNotRead(
  context: PersonCheckContext,
  given: { problem: string; number: string; lookups: Record<string, unknown> },
): Promise<IdDocumentCheckResult> {
  const notChecked = `${given.problem}: the number was not checked.`;
  const typeText = context.request.id_document?.type?.trim();
  const type = parseDocumentType(typeText);
  // A type Veracheck does not know is not looked up, whatever its country.
  if (typeText && !type) return { code: 'unknown', description: notChecked };
  const answer = await lookUpLostDocument(
    context,
    undefined,
    type ? typesToLookUp(type) : ID_DOCUMENT_TYPES,
    normaliseDocumentInput(given.number),
    true,
  );
  given.lookups.lost_documents = answer;
  const listed =
    !answer.served || answer.keys.length === 0 || answer.elsewhere.length === 0
      ? listSentence(answer, '')
      : listedSomewhereSentence(answer.elsewhere);
  return { code: 'unknown', description: sentences(notChecked, listed) };
}

export async function idDocumentCheckOf(
  context: PersonCheckContext,
): Promise<IdDocumentCheckResult | undefined> {
  const document = context.request.id_document;
  const number = document?.number?.trim();
  if (!document || !number) return undefined;
  const lookups: Record<string, unknown> = { given_type: document.type?.trim() || null };
  context.lookups.id_document = lookups;
  const choice = issuingCountryOf(context.request);
  if (choice.country === undefined) {
    lookups.problem = choice.problem;
    return countryNotRead(context, { problem: choice.problem, number, lookups });
  }
  const { country } = choice;
  const assumed = choice.from !== 'document';
  lookups.country = country;
  lookups.country_from = choice.from;
  const countryNote = withNote(COUNTRY_NOTES[choice.from], country);
  const typeText = document.type?.trim();
  const type = parseDocumentType(typeText);

  if (!type) {
    return uncheckedType(context, {
      country,
      assumed,
      typeText,
      number,
      note: countryNote,
      lookups,
    });
  }

  lookups.type = type;
  const verdict = validateDocumentNumber({ type, country, number });
  lookups.verdict = verdict;
  const ruling = verdictSentence(verdict, type, country);
  if (verdict.outcome === 'invalid_format') {
    return assumed
      ? notOfTheCountryAssumed(context, {
          country,
          type,
          number,
          note: countryNote,
          ruling,
          lookups,
        })
      : { code: verdict.outcome, description: sentences(countryNote, ruling) };
  }
  const answer = await lookUpLostDocument(
    context,
    country,
    typesToLookUp(type),
    verdict.number,
    assumed,
  );
  lookups.lost_documents = answer;
  // A wrong check digit (a slip, or a forged one) does not hide that the number before it is
  // reported: the report outweighs the slip, and the description names both.
  const reported = reportedResult(answer, countryNote, ruling);
  if (reported) return reported;
  // The nine digits a card's machine-readable zone gives are no report of this card, but one
  // of ten: neither passed nor called reported.
  const begun =
    country === 'BE'
      ? await belgianCardsBegun(context, LOST_DOCUMENTS_FORMAT, typesToLookUp(type), verdict)
      : [];
  if (begun.length > 0) {
    lookups.lost_documents_begun = begun;
    return { code: 'unknown', description: sentences(countryNote, ruling, begunSentence(begun)) };
  }
  if (verdict.outcome === 'invalid_check_digit') {
    const listedElsewhere =
      answer.elsewhere.length > 0 ? elsewhereSentence(country, answer.elsewhere) : undefined;
    return { code: verdict.outcome, description: sentences(countryNote, ruling, listedElsewhere) };
  }
  // Listed only under another country: not "valid", and not the report of this document either.
  return {
    code: answer.elsewhere.length > 0 ? 'unknown' : codeOf(verdict),
    description: sentences(countryNote, ruling, listSentence(answer, country)),
  };
}

export const idDocumentSection: SectionModule<PersonCheckContext, PersonCheckResult> = {
  reads: [LOST_DOCUMENTS_FORMAT],
  async compute(context) {
    const result = await idDocumentCheckOf(context);
    return result && { id_document_number_check_result: result };
  },
};
