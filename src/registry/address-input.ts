/**
 * The input of an address lookup read and normalised: postcode, house number with its letter
 * or addition, street, city and country, with what cannot be read named by field.
 */
import type { Address } from '../contract/address.js';
import { floorAddition, romanFloorIsLetterToo, sameExtension } from './address-floors.js';
import { withAddressLines } from './address-lines.js';
import { numberOrPostcode } from './address-line-postcodes.js';
import { dutchPostcode } from './postcode-written.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { plainForms } from '../validators/text-forms.js';

export type AddressField =
  'zip_code' | 'house_number' | 'house_number_extension' | 'street' | 'city' | 'country';

/** Why the input cannot be looked up: a field missing or malformed. */
export interface AddressInputProblem {
  field: AddressField;
  message: string;
  /** Set where the fields given disagree with each other, rather than one missing or unread. */
  contradiction?: true;
}

/** The input of an address lookup, read and normalised. */
export interface AddressQuery {
  postcode?: string;
  houseNumber?: number;
  /** Letter and addition as one upper case text without spaces or hyphens ("A2"). */
  extension?: string;
  street?: string;
  city?: string;
}

/**
 * A country that is absent or names the Netherlands: NL, NLD, or a name (Nederland, the
 * Netherlands, Holland, Pays-Bas, Niederlande, ...).
 */
export const isDutchCountry = (country: string | undefined): boolean =>
  !country?.trim() || parseIssuingCountry(country) === 'NL';

/**
 * A country read as another than the Netherlands. A country that cannot be read is neither
 * Dutch nor foreign: the address is not judged as either (readAddressInput names it).
 */
export const isForeignCountry = (country: string | undefined): boolean => {
  const code = country?.trim() ? parseIssuingCountry(country) : undefined;
  return code !== undefined && code !== 'NL';
};

export { dutchPostcode };
export { floorAddition } from './address-floors.js';

/**
 * A letter and addition as compared: upper case, without spaces and hyphens, and without a dot
 * that ends it ("2." is "2", as "1e." is "1E").
 */
export const normaliseExtension = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/\.$/, '');

/**
 * The letter and addition of a house number written as a text ("13A", "2-1") and an extension
 * field, as compared ("13 a" and "13-A" have "A"). The same one written in both ("13A" and
 * "A", or a floor written two ways: "2-2e" and "2") is one, the field's.
 */
export const houseNumberAddition = (
  houseNumber: string | undefined,
  extension: string | undefined,
): string => {
  const tail = normaliseExtension((houseNumber ?? '').replace(/^\s*\d+/, ''));
  const apart = normaliseExtension(extension ?? '');
  if (tail === '' || apart === '') return `${tail}${apart}`;
  return sameTail(tail, apart, letterJoined(houseNumber ?? '')) ? apart : `${tail}${apart}`;
};

/** Whether the number's tail is joined to it ("10V"): a house letter then, never a floor. */
const letterJoined = (houseNumber: string): boolean => /^\s*\d+[A-Za-z]/.test(houseNumber);

/**
 * Whether a number's tail and the extension field give one extension. A letter joined to the
 * number is that letter: "10V" and "5" are two (V is the fifth floor only written apart), while
 * "10V" and "V5" are one, the field's (letterRepeated).
 */
const sameTail = (tail: string, apart: string, joined: boolean): boolean =>
  letterRepeated(tail, apart) ||
  (joined && romanFloorIsLetterToo(tail) ? tail === apart : sameExtension(tail, apart));

/**
 * "15A" and "A2", "A bg": the extension field writes the number's letter again with its
 * addition or floor, the whole extension (the field's), not a second one.
 */
const letterRepeated = (tail: string, apart: string): boolean => {
  const rest = apart.slice(1);
  return (
    /^[A-Z]$/.test(tail) &&
    apart.startsWith(tail) &&
    (floorAddition(rest) !== undefined || /^\d{1,4}$/.test(rest))
  );
};

/**
 * Whether a house letter in the number and a floor or addition apart, as compared ("A" and "BG",
 * "A" and "2"), are that letter with that floor: the address data writes 15A-H and 15A-2. Not
 * with I or V on either side, which may be a floor (10-V) or a letter, nor with H in the number,
 * the ground floor's addition (2-H): a floor written twice, or two letters, cannot be told.
 */
const letterThenFloor = (tail: string, apart: string): boolean =>
  /^[A-GJ-UW-Z]$/.test(tail) &&
  !romanFloorIsLetterToo(apart) &&
  (floorAddition(apart) !== undefined || /^\d{1,4}$/.test(apart));

/**
 * Where address lines are given but no house number could be read from them ("Merelstraat 1B
 * Amsterdam": without a comma or postcode the number is not told from the city).
 */
const LINE_NOT_READ =
  'the address line could not be read: separate the street and house number from the city with a comma (Merelstraat 1B, Amsterdam), or give zip_code and house_number';

/**
 * Where no house number could be read and a line has a group written as a postcode between a
 * street and more words ("Hoofdweg 1234 AB Amsterdam"): the number with letters, or the
 * postcode, which the line does not tell.
 */
function lineNotReadMessage(given: Address): string {
  const parts = [given.address_line_1, given.address_line_2].flatMap((l) => (l ?? '').split(','));
  for (const part of parts) {
    const either = numberOrPostcode(part);
    if (either) {
      return `the address line could not be read: "${either.group}" may be a house number or a postcode: write a comma after it where it is the house number (${either.asNumber}), or give zip_code and house_number`;
    }
  }
  return LINE_NOT_READ;
}

/** A field given, trimmed; full-width digits and letters ("１１") read as plain ones (NFKC). */
const filled = (value: string | undefined): string | undefined =>
  value?.trim() ? plainForms(value).trim() : undefined;

/**
 * Reads the input. A house number may carry its extension ("12A", "12-2", "12 bis") when
 * house_number_extension is not given or gives the same one. Problems name the field, as the
 * API reports them.
 */
export function readAddressInput(given: Address): {
  query: AddressQuery;
  problems: AddressInputProblem[];
} {
  const partial = withAddressLines(given);
  const problems: AddressInputProblem[] = [];
  const country = filled(partial.country);
  if (country !== undefined && parseIssuingCountry(country) === undefined) {
    problems.push({
      field: 'country',
      message: `country "${country}" is not read: give its ISO 3166 code (NL, NLD) or its name`,
    });
  }
  const query: AddressQuery = {};
  const street = filled(partial.street);
  const city = filled(partial.city);
  if (street) query.street = street;
  if (city) query.city = city;

  const number = filled(partial.house_number);
  let tail: string | undefined;
  if (number === undefined) {
    // Lines given and no number read from them: say so, and how to write them.
    const lines = filled(given.address_line_1) ?? filled(given.address_line_2);
    problems.push({
      field: 'house_number',
      message: lines === undefined ? 'house_number is required' : lineNotReadMessage(given),
    });
  } else {
    // A tail joined to the number starts with a letter ("12A"); after a space or hyphen it
    // may be a digit too ("12-2", "12 2"). It may end in a dot, as the field may ("12-1e.").
    const parts =
      /^(\d{1,5})(?:(?:\s*[-/]\s*|\s+)([0-9A-Za-z][0-9A-Za-z\s-]*\.?)|([A-Za-z][0-9A-Za-z\s-]*\.?))?$/.exec(
        number,
      );
    const value = parts ? Number(parts[1]) : 0;
    if (!parts || value < 1) {
      problems.push({
        field: 'house_number',
        message: `house_number "${number}" is not a house number (1 to 99999, optionally followed by a letter or addition)`,
      });
    } else {
      query.houseNumber = value;
      tail = parts[2] ?? parts[3];
    }
  }

  const extension = filled(partial.house_number_extension);
  // The same extension in the number and apart ("1B" and "B", or a floor written two ways:
  // "2-2e" and "2") is one, nothing contradicted; the field's is read.
  const twice =
    extension !== undefined &&
    tail !== undefined &&
    !sameTail(normaliseExtension(tail), normaliseExtension(extension), letterJoined(number ?? ''));
  // "15A" with "bg" or "2": the letter in the number, then the floor apart (15A-H, 15A-2).
  const letterFloor =
    twice && letterThenFloor(normaliseExtension(tail ?? ''), normaliseExtension(extension ?? ''));
  if (twice && !letterFloor) {
    // The number may be an address line's ("Merelstraat 1B"): the caller gave no house_number.
    const written = given.house_number?.trim()
      ? `house_number "${number ?? ''}"`
      : `the house number "${number ?? ''}" of the address line`;
    problems.push({
      field: 'house_number',
      message: `${written} gives the extension ${normaliseExtension(tail ?? '')} and house_number_extension another, ${normaliseExtension(extension ?? '')}: give the extension once`,
      contradiction: true,
    });
  } else if (extension !== undefined || tail !== undefined) {
    const normalised = letterFloor
      ? `${normaliseExtension(tail ?? '')}${normaliseExtension(extension ?? '')}`
      : normaliseExtension(extension ?? tail ?? '');
    // A floor spelled out ("2e verdieping", after a letter "A b.g.") may be longer than any
    // addition the data writes.
    if (
      /^[0-9A-Z]{1,10}$/.test(normalised) ||
      floorAddition(normalised) !== undefined ||
      floorAddition(/^[A-Z](.+)$/.exec(normalised)?.[1] ?? '') !== undefined
    ) {
      query.extension = normalised;
    } else {
      problems.push({
        field: extension === undefined ? 'house_number' : 'house_number_extension',
        message: `"${extension ?? tail ?? ''}" is not a house letter or addition (up to 10 letters and digits, or a floor such as "2e verdieping")`,
      });
    }
  }

  if (query.street !== undefined && query.houseNumber !== undefined) {
    const read = withoutNumberRepeated(query.street, query.houseNumber, query.extension);
    query.street = read.street;
    if (read.extension !== undefined) query.extension = read.extension;
  }

  const zip = filled(partial.zip_code);
  if (zip !== undefined) {
    const postcode = dutchPostcode(zip);
    if (postcode) query.postcode = postcode;
    else {
      problems.push({
        field: 'zip_code',
        message: `zip_code "${zip}" is not a Dutch postcode (four digits and two letters, e.g. 1012 AB)`,
      });
    }
  } else if (!street || !city) {
    problems.push({
      field: 'zip_code',
      message: 'give zip_code, or street and city, with the house_number',
    });
  }
  return { query, problems };
}

/**
 * The street without the house number written after it again ("Merelstraat 1" with number 1,
 * "Kerkstraat 10A" with 10 and A or no extension), as forms that ask for both get it. A number
 * that is not the house number stays: it may be the street's own (Plein 1944), and a digit is
 * never taken for a typo.
 */
function withoutNumberRepeated(
  street: string,
  houseNumber: number,
  extension: string | undefined,
): { street: string; extension?: string } {
  const written = /^(.*\p{L}.*?)[\s,]+(\d{1,5})(\s*[-/]?\s*)([0-9A-Za-z]{0,6})$/u.exec(street);
  if (!written?.[1] || Number(written[2]) !== houseNumber) return { street };
  const tail = normaliseExtension(written[4] ?? '');
  // "Kerkstraat 10V": a letter joined to the number is the house letter, as in house_number.
  const joined = written[3] === '';
  if (
    tail === '' ||
    (extension !== undefined && sameTail(tail, normaliseExtension(extension), joined))
  ) {
    return { street: written[1] };
  }
  // The extension written with the number in the street, where none is given apart.
  return extension === undefined ? { street: written[1], extension: tail } : { street };
}
