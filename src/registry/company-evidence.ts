/**
 * What a company search's or check's address, phone number and mail address say about a company
 * of the directory: which agree and which differ, and how far that lifts or lowers its name
 * score. Every detail is compared as the directory keeps it (company-directory-data.ts).
 */
import type { Address } from '../contract/address.js';
import type { ScoreFeature } from '../screening/types.js';
import { parseIssuingCountry } from '../validators/id-document/issuing-country.js';
import { directoryKeys, type Column, type DirectoryData } from './company-directory-data.js';
import { provinceKey } from './provinces.js';

/** A company as a caller describes it (the contract's Company input). */
export interface CompanyNameQuery {
  name: string;
  address?: Address;
  phone_number?: string;
  mail_address?: string;
  /**
   * The names the address data writes for the street and city given, where it reads them
   * otherwise (a typo, an abbreviation, a municipality): a company agrees with any of them.
   */
  readings?: { streets: readonly string[]; cities: readonly string[] };
}

/**
 * A country as the register writes it (alpha-2, lower case) from a code or a name ("NLD",
 * "Nederland", "Pays-Bas"); '' when it cannot be read, which then neither agrees nor differs.
 */
export const countryKeyOf = (text: string | undefined): string =>
  parseIssuingCountry(text)?.toLowerCase() ?? '';

/**
 * The province given, where it is compared: a Dutch address (country NL or none) with no finer
 * place (postcode, street, city). With one, the finer part decides, as address validation takes
 * a wrong province beside a right postcode for a slip; a region abroad is not read.
 */
function provinceCompared(address: Address): string | undefined {
  const finer = [address.zip_code, address.street, address.city].some(
    (part) => (part?.trim() ?? '') !== '',
  );
  const country = countryKeyOf(address.country);
  const dutch = (address.country?.trim() ?? '') === '' || country === 'nl';
  return finer || !dutch ? undefined : provinceKey(address.state);
}

/**
 * Whether an address narrows a search or check by name to the companies there: only with a part
 * to compare (postcode, house number, street, city, or a Dutch province). A country alone
 * narrows nothing, so that a form that always sends one does not hide every company abroad; it
 * is still evidence.
 */
export const addressNarrows = (address: Address | undefined): boolean =>
  address !== undefined &&
  ([address.zip_code, address.house_number, address.street, address.city].some(
    (part) => (part?.trim() ?? '') !== '',
  ) ||
    provinceCompared(address) !== undefined);

/** Agreeing details take these shares of the distance to 1 away. */
const LIFT = { fullAddress: 0.4, partAddress: 0.2, phone: 0.3, mail: 0.3, mailDomain: 0.15 };
/** A company registered at another address is less likely, but companies move. */
const OTHER_ADDRESS = 0.85;

/** The query's address and contact details as directory keys, worked out once per query. */
export interface Probe {
  /** Each part given with the keys that agree with it. */
  parts: readonly (readonly [part: string, keys: readonly number[], column: Column])[];
  country: string;
  phone: number;
  mail: number;
  mailDomain: number;
}

export function probeOf(query: CompanyNameQuery): Probe | undefined {
  const k = directoryKeys;
  const a = query.address ?? {};
  const read = query.readings;
  // The keys a part may have: as given, and as the address data reads it (where given).
  const keys = (given: number, readings: readonly string[] = [], keyOf = (_: string) => given) =>
    given === 0 ? [] : [...new Set([given, ...readings.map(keyOf)])].filter((key) => key !== 0);
  // House numbers shift by one so that 0, like a hash, means "not given".
  const parts = (
    [
      ['postcode', keys(k.postcode(a.zip_code)), 'postcode'],
      ['house number', keys(k.houseNumber(a.house_number) + 1), 'houseNumber'],
      ['street', keys(k.place(a.street), read?.streets, k.place), 'street'],
      ['city', keys(k.city(a.city), read?.cities, k.city), 'city'],
      ['province', keys(k.province(provinceCompared(a))), 'province'],
    ] as const
  ).filter(([, known]) => known.length > 0);
  const probe = {
    parts,
    country: countryKeyOf(a.country),
    phone: k.phone(query.phone_number),
    mail: k.mail(query.mail_address),
    mailDomain: k.mailDomain(query.mail_address),
  };
  const given = parts.length > 0 || probe.country !== '' || probe.phone !== 0 || probe.mail !== 0;
  return given ? probe : undefined;
}

export interface Evidence {
  /** Shares of the distance to 1 that agreeing details take away. */
  lifts: number[];
  multiplier: number;
  /** Every address part given is known for the company and the same. */
  addressAgrees: boolean;
  features: ScoreFeature[];
}

export const NO_EVIDENCE: Evidence = {
  lifts: [],
  multiplier: 1,
  addressAgrees: true,
  features: [],
};

/** What the address, phone and mail of the query say about company `i` of the data. */
export function evidenceOf(data: DirectoryData, i: number, probe: Probe): Evidence {
  const c = data.columns;
  const agreeing: string[] = [];
  const differing: string[] = [];
  for (const [part, keys, column] of probe.parts) {
    const known = column === 'houseNumber' ? (c.houseNumber[i] ?? -1) + 1 : (c[column][i] ?? 0);
    if (keys.includes(known)) agreeing.push(part);
    else if (known !== 0) differing.push(part);
  }
  if (probe.country !== '') {
    const known = data.countries[c.country[i] ?? -1];
    if (known === probe.country) agreeing.push('country');
    else if (known !== undefined) differing.push('country');
  }
  // Agrees: nothing known differs, and where more than a country is given, something of it
  // is known and the same. A part the company's record does not hold (a house number of a
  // company known abroad by postcode and city only) is no disagreement. A province given alone
  // keeps the companies whose province is not known: it is too coarse to say they are elsewhere.
  const placeGiven = probe.parts.length > 0;
  const provinceOnly = probe.parts.length === 1 && probe.parts[0]?.[0] === 'province';
  const placeAgrees = agreeing.some((part) => part !== 'country');
  const evidence: Evidence = {
    lifts: [],
    multiplier: 1,
    addressAgrees:
      differing.length === 0 &&
      (provinceOnly || ((!placeGiven || placeAgrees) && agreeing.length + differing.length > 0)),
    features: [],
  };
  // A province is too coarse to lift a company: only a finer place agreeing does.
  const place = agreeing.filter((part) => part !== 'country' && part !== 'province');
  const note = (feature: string, value: number, detail: string) =>
    evidence.features.push({ feature, value, weight: 1, detail });
  if (differing.length > 0) {
    evidence.multiplier = OTHER_ADDRESS;
    note('address', OTHER_ADDRESS, `${differing.join(', ')} differ: score × ${OTHER_ADDRESS}`);
  } else if (place.length > 0) {
    const has = (part: string) => agreeing.includes(part);
    const full = has('house number') && (has('postcode') || (has('street') && has('city')));
    const share = full ? LIFT.fullAddress : LIFT.partAddress;
    evidence.lifts.push(share);
    note('address', share, `${agreeing.join(', ')} agree`);
  }
  if (probe.phone !== 0 && probe.phone === c.phone[i]) {
    evidence.lifts.push(LIFT.phone);
    note('phone', LIFT.phone, 'same phone number');
  }
  if (probe.mail !== 0 && probe.mail === c.mail[i]) {
    evidence.lifts.push(LIFT.mail);
    note('mail', LIFT.mail, 'same mail address');
  } else if (probe.mailDomain !== 0 && probe.mailDomain === c.mailDomain[i]) {
    evidence.lifts.push(LIFT.mailDomain);
    note('mail', LIFT.mailDomain, 'same mail domain');
  }
  return evidence;
}
