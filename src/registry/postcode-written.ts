/**
 * How a Dutch postcode is written, one rule for the zip_code field and for address lines: four
 * digits (the first not 0), then two letters, apart by spaces or a hyphen or joined; the country
 * may come first, as the older international form writes it ("NL-1012 AB", "NL 1012AB",
 * "NL1012AB"). Separators elsewhere ("N-L-1-0-1-2-A-B", "10 12 AB") are no way of writing one.
 */
import { dropInvisible } from '../screening/normalise/index.js';
import { plainForms } from '../validators/text-forms.js';

/**
 * A postcode as written, as a regular expression source without groups of its own, in upper
 * case: a line's pattern adds the `i` flag and its own anchors and groups.
 */
export const POSTCODE_WRITTEN = String.raw`(?:NL\s*-?\s*)?[1-9]\d{3}\s*-?\s*[A-Z]{2}`;

const WRITTEN_POSTCODE = new RegExp(`^${POSTCODE_WRITTEN}$`);

/**
 * Text with the characters a postcode is read through made plain: dashes of every kind (en dash
 * from word processors, the non-breaking hyphen, the minus sign) as the hyphen, invisible
 * characters (soft hyphen, zero-width space, byte order mark: pasted from web pages and PDFs)
 * dropped, full-width digits and letters as plain ones. Address lines are read through it too.
 */
export const plainPostcodeCharacters = (text: string): string =>
  dropInvisible(plainForms(text)).replace(/[\p{Pd}\u2212]/gu, '-');

/**
 * The text a postcode field is read from: its characters made plain (plainPostcodeCharacters),
 * one full stop or comma after it dropped, and one pair of brackets around the whole of it
 * ("(1012 AB)", "[1012 AB]", as forms and letters write it) taken off. Where separators may
 * stand is still POSTCODE_WRITTEN's to say, so a bracket anywhere else ("(1012) AB",
 * "((1012 AB))") is none.
 */
const postcodeText = (value: string): string =>
  plainPostcodeCharacters(value)
    .trim()
    .replace(/(?<=[A-Za-z)\]])[.,]$/, '')
    .trim()
    .replace(/^\((.*)\)$|^\[(.*)\]$/s, '$1$2')
    .trim()
    .toUpperCase();

/** The way most postcodes are sent ("1012 AB", "1012ab"), read without postcodeText's steps. */
const PLAIN_POSTCODE = /^[1-9]\d{3} ?[A-Za-z]{2}$/;

/** "1012 ab" as "1012AB"; undefined unless written as a Dutch postcode is (POSTCODE_WRITTEN). */
export function dutchPostcode(value: string): string | undefined {
  // Each check reads its postcode several times: the common form skips the costly rewriting.
  if (PLAIN_POSTCODE.test(value)) return `${value.slice(0, 4)}${value.slice(-2)}`.toUpperCase();
  const text = postcodeText(value);
  return WRITTEN_POSTCODE.test(text) ? text.replace(/[^0-9A-Z]/g, '').slice(-6) : undefined;
}

/**
 * A Dutch postcode as a text for people writes it, its letters apart ("1012 AB", as letters and
 * the reports write it): joined ("1012AB") it reads as a code. Anything else stays as given.
 */
export function postcodeForPeople(value: string): string {
  const read = dutchPostcode(value);
  return read === undefined ? value : `${read.slice(0, 4)} ${read.slice(4)}`;
}
