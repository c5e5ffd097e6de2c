/**
 * The sentences of id_document_number_check_result.description: what the number rule found
 * and what the lost-documents list says.
 */
import type { LostDocumentData } from '../../entities/records.js';
import {
  DOCUMENT_TYPE_NAMES,
  ICAO_NUMBER_RULE,
  type DocumentNumberVerdict,
  type IdDocumentType,
} from '../../validators/id-document/index.js';
import { compareCodePoints } from '../../names/name-order.js';

/** The countries with a national rule for some of their documents, as adjectives. */
const NATIONAL_RULES: Readonly<Record<string, string>> = { NL: 'Dutch', BE: 'Belgian' };

/** "its check digit", or "its check digits" where there are two (a Belgian identity card's). */
const checkDigits = (digits: string): string =>
  digits.length > 1 ? 'its check digits' : 'its check digit';

/** What the number rule found, as a sentence. */
export function verdictSentence(
  verdict: DocumentNumberVerdict,
  type: IdDocumentType,
  country: string,
): string {
  const name = DOCUMENT_TYPE_NAMES[type];
  // "an identity card", "a passport".
  const kind = `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} of ${country}`;
  switch (verdict.outcome) {
    case 'valid': {
      const national = verdict.rule === ICAO_NUMBER_RULE ? undefined : NATIONAL_RULES[country];
      return national
        ? `The number ${verdict.number} has the form of a ${national} ${name} number${verdict.checkDigit ? ` and ${checkDigits(verdict.checkDigit)} ${verdict.checkDigit} ${verdict.checkDigit.length > 1 ? 'are' : 'is'} right` : ''}.`
        : `The number ${verdict.number} has the ICAO 9303 form and its check digit ${verdict.checkDigit ?? ''} is right (there is no national rule for ${kind}).`;
    }
    case 'form_only':
      return `The number ${verdict.number} has the general ICAO 9303 form; there is no national rule for ${kind} and no check digit was given, so the number itself could not be verified.`;
    case 'no_rule':
      return `The number ${verdict.number} could not be verified: it ${verdict.reason} (${kind}).`;
    case 'invalid_format':
      return `The number is not valid for ${kind}: it ${verdict.reason}. Rule: ${verdict.rule}.`;
    case 'invalid_check_digit':
      return verdict.given.length > 1
        ? `The check digits are wrong: ${verdict.reason}.`
        : `The check digit is wrong: ${verdict.reason}.`;
  }
}

const byNewest = (a: LostDocumentData, b: LostDocumentData) =>
  compareCodePoints(b.reported_on, a.reported_on);

/** "reported stolen on 2025-10-10 (passport NL MD90VR475)", newest report first, every one named. */
function reportsNamed(reports: readonly LostDocumentData[]): string {
  const [newest, ...earlier] = [...reports].sort(byNewest);
  if (!newest) return '';
  const one = (r: LostDocumentData) => `${r.status} on ${r.reported_on}`;
  const more = earlier.length > 0 ? `; earlier reported ${earlier.map(one).join(', ')}` : '';
  return `reported ${one(newest)}${more} (${DOCUMENT_TYPE_NAMES[newest.type]} ${newest.country} ${newest.number})`;
}

/** "Reported stolen on 2025-10-10 (…), on the list …": the reports of the document itself. */
export function reportsSentence(reports: readonly LostDocumentData[]): string {
  const named = reportsNamed(reports);
  if (named === '') return '';
  return `R${named.slice(1)}, on the list of documents reported lost, stolen or invalidated.`;
}

/**
 * Reports of the number under another country than the one assumed for it (none was given): a
 * Dutch passport reported stolen, held by someone abroad, or another country's driving licence
 * of the same ten digits. Which it is only the issuing country can tell.
 */
export function elsewhereSentence(country: string, reports: readonly LostDocumentData[]): string {
  return `It is not on the list under ${country}, but a document of this number is listed under another country: ${reportsNamed(reports)}. Give the issuing country to tell whether it is that document.`;
}

/**
 * Reports of the number under any country, where the issuing country given was not read: the
 * number is a listed document's, but whether it is that document only its country can tell.
 */
export function listedSomewhereSentence(reports: readonly LostDocumentData[]): string {
  return `A document of this number is on the list of documents reported lost, stolen or invalidated: ${reportsNamed(reports)}. Give the issuing country to tell whether it is that document.`;
}

/**
 * Reports of Belgian identity cards whose twelve digits begin with the nine of the machine-
 * readable zone given: ten cards share them, so which one is listed only all twelve can tell.
 */
export function begunSentence(reports: readonly LostDocumentData[]): string {
  return `A Belgian identity card whose number begins with these nine digits is on the list of documents reported lost, stolen or invalidated: ${reportsNamed(reports)}. Give all twelve digits to tell whether it is that card.`;
}

export const LIST_NOT_SERVED =
  'Whether it was reported lost or stolen is unknown: the lost-documents list is not available in this installation.';
export const NOT_REPORTED =
  'It is not on the list of documents reported lost, stolen or invalidated.';
export const NOT_LOOKED_UP =
  'It could not be looked up in the lost-documents list, which holds numbers of 5 to 20 letters and digits.';
