/**
 * Address lookup for validation and address search: reads the input (postcode, house number,
 * extension, street, city, country), finds the address in the address index, and says what it
 * had to correct. Postcode and house number are exact; street and city tolerate spelling.
 */
import type { Address } from '../contract/address.js';
import { compareNames } from '../names/name-order.js';
import type { AddressRecord } from '../sources/source.js';
import type { AddressIndex } from './address-index.js';
import { streetMatchCost, type StreetMatch } from './address-index-street-match.js';
import { cityKeys, compactKey, probeOf, streetKeys, typosTo } from './address-index-text.js';
import {
  floorAddition,
  isForeignCountry,
  normaliseExtension,
  readAddressInput,
  type AddressInputProblem,
  type AddressQuery,
} from './address-input.js';
import { linesCountryConflict, withAddressLines } from './address-lines.js';
import { givenCountryConflict, type PostcodeCountryConflict } from './address-line-country.js';
import { stateCorrection } from './provinces.js';

/** A field whose given value is not how the address data writes the address found. */
export interface AddressCorrection {
  field: 'zip_code' | 'street' | 'city' | 'state';
  given: string;
  found: string;
}

export interface AddressLookup {
  /** Missing or malformed fields; when there are any, nothing was looked up. */
  problems: AddressInputProblem[];
  /** A country other than the Netherlands was given: the address data holds Dutch ones only. */
  foreign: boolean;
  /**
   * Foreign with a conflict: a postcode written as only Dutch ones are, and a country whose
   * postcodes have another known form (digits only: BE; letters: GB), both ending the lines
   * ("Damrak 1, 1012 AB, BE"), both given in their fields (zip_code "1012 AB" and country BE),
   * or the postcode ending the lines and the country given ("Damrak 1, 1012 AB" and country
   * GB); or a postcode of digits of another count than the country's ("2300" with SE).
   */
  countryConflict?: PostcodeCountryConflict;
  /** How the address was found: by postcode and number, or by street, number and city. */
  foundBy: 'postcode' | 'street' | undefined;
  /** The address the input identifies (see chooseAddress), if any. */
  address: AddressRecord | undefined;
  /** What differed from the address found beyond accents, case, spaces and punctuation. */
  corrections: AddressCorrection[];
  /** The postcode (or street) and number exist, but not with the extension given. */
  extensionUnknown: boolean;
  /** Every address at the number found, all extensions, in the order chooseAddress prefers. */
  candidates: AddressRecord[];
  /** Whether any address data is served: without it nothing can be found. */
  dataServed: boolean;
  /** When the served address data was last updated (its newest import), ISO 8601. */
  updatedAt: string | undefined;
  /**
   * Postcode and number exist, but street and city given both name another place, beyond
   * spelling, and no address has that street, number and city: the address at the postcode is
   * not taken for the one meant (a wrong postcode or an invented address). What is there.
   */
  contradicted?: { street: string; city: string };
  /**
   * Street and city were not found as written, and several streets are equally close to them
   * (a typo one letter from two names): which was meant is not known. Those streets.
   */
  ambiguous?: { street: string; city: string }[];
}

export const extensionOf = (a: AddressRecord): string =>
  `${a.houseLetter ?? ''}${a.addition ?? ''}`.toUpperCase();

/** An extension's runs of digits and of other characters: "A12B" as "A", "12", "B". */
const runsOf = (extension: string): string[] => extension.match(/\d+|\D+/g) ?? [];

/**
 * Extensions in their natural order, alike on every server: none first, then 1, 2, 10, A, A2,
 * A10, B; runs of digits compared by their number, other characters by code point (compareNames:
 * digits before letters). No collation: `localeCompare` follows a locale's rules, and without one the
 * server's.
 */
export function compareExtensions(a: string, b: string): number {
  const x = runsOf(a);
  const y = runsOf(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] ?? '';
    const q = y[i] ?? '';
    if (p === q) continue;
    if (/^\d/.test(p) && /^\d/.test(q)) {
      // By number, of any length: "010" is 10, after 9; at an equal number the shorter first.
      const m = p.replace(/^0+/, '');
      const n = q.replace(/^0+/, '');
      if (m.length !== n.length) return m.length - n.length;
      if (m !== n) return m < n ? -1 : 1;
      return p.length - q.length;
    }
    return compareNames(p, q);
  }
  return x.length - y.length;
}

/** The extensions at one number as a message lists them: none first, then 1, 2, 10, A, B. */
export function extensionsListed(candidates: readonly AddressRecord[], none: string): string {
  const extensions = [...new Set(candidates.map(extensionOf))].sort(compareExtensions);
  return extensions.map((e) => e || none).join(', ');
}

/**
 * The order in which the addresses at one number are preferred when no extension is given:
 * the address without letter and addition first, then main addresses before secondary ones
 * (nevenadressen), then by letter and addition in their natural order (compareExtensions: 2
 * before 10).
 */
export function preferredOrder(candidates: readonly AddressRecord[]): AddressRecord[] {
  return [...candidates].sort(
    (a, b) =>
      Number(extensionOf(a) !== '') - Number(extensionOf(b) !== '') ||
      Number(a.secondary) - Number(b.secondary) ||
      compareExtensions(extensionOf(a), extensionOf(b)),
  );
}

/**
 * The address the input means among those at one number. With an extension, the address with
 * that letter and addition (compared without case, spaces and hyphens: "a-2" is "A2"), or none;
 * without one, the first of preferredOrder.
 */
export function chooseAddress(
  candidates: readonly AddressRecord[],
  extension: string | undefined,
): AddressRecord | undefined {
  if (extension) {
    const wanted = normaliseExtension(extension);
    const exact = candidates.find((a) => extensionOf(a) === wanted);
    if (exact) return exact;
    // "A-H" (the ground floor after the house letter A, as a line's "10A hs" is read, or as
    // house_number 10A with the extension bg gives it, "ABG"): where the data writes no H after
    // the letter, the number with that letter alone is that dwelling.
    const letterGround = /^([A-Z])(.+)$/.exec(wanted);
    const afterLetter = letterGround?.[2] ?? '';
    if (letterGround?.[1] && (afterLetter === 'H' || floorAddition(afterLetter) === 'H')) {
      const letter = letterGround[1];
      return (
        candidates.find((a) => extensionOf(a) === `${letter}H`) ??
        candidates.find((a) => extensionOf(a) === letter)
      );
    }
    const written = floorAddition(wanted);
    if (written === undefined) {
      // "A2E", "A2EVERDIEPING" (house_number 18A with 2e): the floor after the letter, as the
      // data writes 18A-2.
      const letter = /^([A-Z])(.+)$/.exec(wanted);
      const floor = floorAddition(letter?.[2] ?? '');
      if (!letter?.[1] || floor === undefined) return undefined;
      return candidates.find((a) => extensionOf(a) === `${letter[1]}${floor}`);
    }
    const floor = candidates.find((a) => extensionOf(a) === written);
    // "huis" or "hs" is the ground floor: where the data writes no H, the number without any
    // letter or addition is that dwelling.
    return floor ?? (written === 'H' ? candidates.find((a) => extensionOf(a) === '') : undefined);
  }
  return preferredOrder(candidates)[0];
}

/** An address of the BAG data in the contract's shape. */
export function toContractAddress(a: AddressRecord): Address {
  const extension = [a.houseLetter, a.addition].filter(Boolean).join('-');
  return {
    street: a.street,
    house_number: String(a.houseNumber),
    ...(extension && { house_number_extension: extension }),
    zip_code: a.postcode,
    city: a.city,
    country: 'NL',
    ...(a.province && { state: a.province }),
  };
}

/** Street or city as given compared with the address found: a correction, or none. */
function correction(
  field: 'street' | 'city',
  given: string | undefined,
  found: AddressRecord,
): AddressCorrection | undefined {
  if (given === undefined) return undefined;
  const official = field === 'street' ? found.street : found.city;
  const keys = field === 'street' ? streetKeys(given) : cityKeys(given);
  return keys[0] === compactKey(official) ? undefined : { field, given, found: official };
}

/** Whether a name as given is the official one up to spelling (typos, abbreviations, aliases). */
function nearName(keys: readonly string[], official: string | undefined): boolean {
  if (official === undefined || official === '') return false;
  const target = compactKey(official);
  const targetSignature = probeOf(target).signature;
  return keys.some(
    (key) => key === target || typosTo(probeOf(key), target, targetSignature) !== undefined,
  );
}

/** "Heideplein, Rotterdam or Weideplein, Rotterdam": the streets an ambiguous lookup found. */
export const describeEquallyClose = (places: NonNullable<AddressLookup['ambiguous']>): string => {
  const named = places.map((p) => `${p.street}, ${p.city}`);
  return named.length <= 2
    ? named.join(' or ')
    : `${named.slice(0, -1).join('; ')} or ${named[named.length - 1] ?? ''}`;
};

/** Whether a street as given is the official one up to spelling and abbreviation. */
export const isStreetOf = (given: string, official: string | undefined): boolean =>
  nearName(streetKeys(given), official);

/** Whether a city as given is the official one up to spelling and other names. */
export const isCityOf = (given: string, official: string | undefined): boolean =>
  nearName(cityKeys(given), official);

/** Street and city given both far from the address found (see AddressLookup.contradicted). */
function contradicts(query: AddressQuery, found: AddressRecord): boolean {
  if (!query.street || !query.city) return false;
  const cities = cityKeys(query.city);
  return (
    !nearName(streetKeys(query.street), found.street) &&
    !nearName(cities, found.city) &&
    !nearName(cities, found.municipality)
  );
}

interface Found {
  foundBy: 'postcode' | 'street';
  candidates: AddressRecord[];
  address: AddressRecord | undefined;
  corrections: AddressCorrection[];
  contradicted?: AddressLookup['contradicted'];
  ambiguous?: AddressLookup['ambiguous'];
}

/**
 * The streets as close to the names given as the best match, where that is more than one and
 * none was written as given; undefined when the best match stands alone.
 */
function equallyClose(
  matches: readonly StreetMatch[],
  found: readonly Found[],
): AddressLookup['ambiguous'] {
  const usable = matches.filter((_m, i) => (found[i]?.candidates.length ?? 0) > 0);
  const [best] = usable;
  if (!best || asWritten(best)) return undefined;
  const cost = streetMatchCost(best);
  const places = new Map<string, { street: string; city: string }>();
  for (const m of usable) {
    if (streetMatchCost(m) === cost)
      places.set(`${m.street}|${m.city}`, { street: m.street, city: m.city });
  }
  return places.size > 1 ? [...places.values()] : undefined;
}

function foundAt(
  foundBy: Found['foundBy'],
  addresses: readonly AddressRecord[],
  query: AddressQuery,
): Found {
  const candidates = preferredOrder(addresses);
  const address = chooseAddress(candidates, query.extension);
  const reference = address ?? candidates[0];
  const corrections: AddressCorrection[] = [];
  if (reference) {
    if (query.postcode && query.postcode !== reference.postcode) {
      corrections.push({ field: 'zip_code', given: query.postcode, found: reference.postcode });
    }
    for (const c of [
      correction('street', query.street, reference),
      correction('city', query.city, reference),
    ]) {
      if (c) corrections.push(c);
    }
  }
  return { foundBy, candidates, address, corrections };
}

/** Whether a street match took the names as written (up to accents, case and spacing). */
const asWritten = (m: StreetMatch): boolean =>
  m.streetTypos === 0 && m.cityTypos === 0 && !m.streetExpanded && m.cityBy === 'name';

/**
 * Finds the address. By postcode and number first; where street and city are given and do not
 * agree with what is found there, or the postcode has no such number, by street, number and
 * city: a street and city as written outweigh a postcode that disagrees with them, and a
 * postcode outweighs a street or city with typos.
 */
export function findAddress(index: AddressIndex, given: AddressQuery): Found | undefined {
  const number = given.houseNumber;
  if (number === undefined) return undefined;
  // A street with a postcode but no city: the street is looked for in the postcode's city.
  const postcodeCity =
    given.street && !given.city && given.postcode
      ? index.cityOfPostcode(given.postcode)
      : undefined;
  const query = postcodeCity ? { ...given, city: postcodeCity } : given;
  const byPostcode =
    query.postcode === undefined
      ? undefined
      : foundAt('postcode', index.at(query.postcode, number), query);
  const agrees = byPostcode?.candidates.length && byPostcode.corrections.length === 0;
  if (agrees || !query.street || !query.city) {
    return byPostcode?.candidates.length ? byPostcode : undefined;
  }
  const { matches } = index.onStreet(query.city, query.street, number);
  const byStreet = matches.map((m) => foundAt('street', m.addresses, query));
  const withExtension = (f: Found) => f.address !== undefined;
  if (byPostcode?.candidates.length) {
    const exact = matches.findIndex((m, i) => asWritten(m) && withExtension(byStreet[i] as Found));
    if (exact >= 0) return byStreet[exact];
    const [there] = byPostcode.candidates;
    if (there && contradicts(query, there)) {
      // Street and city name another place: where they have the number, misspelt or not, that
      // is the address meant and the postcode the mistake.
      const ambiguous = equallyClose(matches, byStreet);
      if (ambiguous) return { ...byPostcode, address: undefined, ambiguous };
      const elsewhere =
        byStreet.find(withExtension) ?? byStreet.find((f) => f.candidates.length > 0);
      if (elsewhere) return elsewhere;
      return {
        ...byPostcode,
        address: undefined,
        contradicted: { street: there.street, city: there.city },
      };
    }
    return byPostcode;
  }
  const ambiguous = equallyClose(matches, byStreet);
  if (ambiguous)
    return { foundBy: 'street', candidates: [], address: undefined, corrections: [], ambiguous };
  return byStreet.find(withExtension) ?? byStreet[0];
}

/** The lookup of a partial address in the index (index undefined: no address data served). */
export function lookupInIndex(
  index: AddressIndex | undefined,
  partial: Address,
  updatedAt: string | undefined,
): AddressLookup {
  const lookup: AddressLookup = {
    problems: [],
    // A country may also end the address lines ("…, 10117 Berlin, Germany").
    foreign: isForeignCountry(withAddressLines(partial).country),
    foundBy: undefined,
    address: undefined,
    corrections: [],
    extensionUnknown: false,
    candidates: [],
    dataServed: index !== undefined && index.size > 0,
    updatedAt,
  };
  if (lookup.foreign) {
    // A zip_code given is the postcode the country given conflicts with, before one in the lines.
    const conflict = givenCountryConflict(partial) ?? linesCountryConflict(partial);
    return conflict ? { ...lookup, countryConflict: conflict } : lookup;
  }
  const { query, problems } = readAddressInput(partial);
  lookup.problems = problems;
  if (problems.length > 0 || !index) return lookup;
  const found = findAddress(index, query);
  if (!found) return lookup;
  if (found.contradicted) return { ...lookup, contradicted: found.contradicted };
  if (found.ambiguous) return { ...lookup, ambiguous: found.ambiguous };
  // The province given (`state`) is compared with the address found, after it was found by
  // postcode, street and city alone: "Limburg" for an Amsterdam address is a correction.
  const province = found.address && stateCorrection(partial.state, found.address);
  return {
    ...lookup,
    foundBy: found.foundBy,
    address: found.address,
    corrections: province ? [...found.corrections, province] : found.corrections,
    extensionUnknown: found.address === undefined && found.candidates.length > 0,
    candidates: found.candidates,
  };
}
