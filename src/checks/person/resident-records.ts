/**
 * The residents data (`residents`, docs/formats.md): persons known at an address, found by
 * address key or by person key (family name without prefix and date of birth). Shared by the
 * person checks and by the directors of company checks.
 */
import type { Address } from '../../contract/address.js';
import { LruCache } from '../../cache/lru-cache.js';
import {
  addressKey,
  legacyPersonKey,
  personKey,
  RESIDENTS_BY_PERSON,
  type ResidentData,
} from '../../entities/records.js';
import type { Registry } from '../../registry/registry.js';
import {
  familyNameForms,
  familyNameOf,
  gluedParticleApart,
  gluedPrefixApart,
  ijAsY,
  prefixPlacedOtherwise,
  type FamilyName,
} from './person-names.js';
import { givenNamesOf, type GivenNames } from './given-names.js';
import type { AddressMatchCode } from '../../contract/codes.js';

export const RESIDENTS_FORMAT = 'residents';

/**
 * Address match codes (docs/checks.md). AM01 and AM02 compare with an address the caller
 * gave; where none is given (a director), the address found is AM04, and AM03 when none is.
 */
export const ADDRESS_MATCH = {
  AM01: 'Known at the given address',
  AM02: 'Known at another address than the one given',
  AM03: 'Not known at any address in the residents data',
  AM04: 'Known at this address',
} as const satisfies Record<AddressMatchCode, string>;
export type { AddressMatchCode };

/** A calendar date as the contract's date-time (midnight UTC). */
export const dateTimeOf = (date: string | undefined): string | undefined =>
  date ? `${date.slice(0, 10)}T00:00:00.000Z` : undefined;

/** When the residents data last knew the person there: last seen, else known since. */
export const lastUpdatedOf = (resident: ResidentData): string | undefined =>
  dateTimeOf(resident.last_seen ?? resident.known_since);

export const residentAddressKey = (resident: ResidentData): string =>
  addressKey(resident.postcode, resident.house_number, resident.addition ?? '');

/** What a resident is compared by, read once per record (see `residentReadingOf`). */
export interface ResidentReading {
  family: FamilyName;
  given: GivenNames;
  /** The whole record as text: the same resident found through two keys is one candidate. */
  identity: string;
}

const readings = new WeakMap<ResidentData, ResidentReading>();

/**
 * A resident's names and identity. The registry's read cache shares record objects between
 * checks for as long as its datasets are current, so each record is read once, not once per
 * check that meets it.
 */
export function residentReadingOf(resident: ResidentData): ResidentReading {
  let reading = readings.get(resident);
  if (!reading) {
    reading = {
      family: familyNameOf(resident.last_name_prefix, resident.last_name),
      given: givenNamesOf(resident.first_name, resident.initials),
      identity: `${residentAddressKey(resident)}|${JSON.stringify(resident)}`,
    };
    readings.set(resident, reading);
  }
  return reading;
}

const dataOf = (records: readonly { data: Record<string, unknown> }[]): ResidentData[] =>
  records.map((record) => record.data as ResidentData);

/** The persons known at an address key. */
export async function residentsAt(registry: Registry, key: string): Promise<ResidentData[]> {
  return dataOf(await registry.records(RESIDENTS_FORMAT, key));
}

/**
 * The persons known under a family name and full date of birth, wherever they live. The key is
 * the name without prefix; the name with its prefix is looked up too, for rows that wrote the
 * prefix into the last name. A resident without a date of birth has the key `name|` and is
 * found only at its address: a family name alone is no key to search the country by.
 */
export async function residentsByPerson(
  registry: Registry,
  family: FamilyName,
  dateOfBirth: string,
): Promise<ResidentData[]> {
  const keys = personKeysOf(family, dateOfBirth);
  const found = await Promise.all(keys.map((key) => registry.records(RESIDENTS_BY_PERSON, key)));
  return dataOf(found.flat());
}

/**
 * The person keys a family name and date of birth are looked up by, made once per name and
 * date: the directors of a company and the persons of repeated checks recur.
 */
const personKeysMade = new LruCache<readonly string[]>(10_000);

function personKeysOf(family: FamilyName, dateOfBirth: string): readonly string[] {
  const id = `${family.prefix}\u0000${family.core}\u0000${dateOfBirth}`;
  let keys = personKeysMade.get(id);
  if (keys === undefined) {
    keys = Object.freeze(makePersonKeys(family, dateOfBirth));
    personKeysMade.set(id, keys);
  }
  return keys;
}

function makePersonKeys(family: FamilyName, dateOfBirth: string): string[] {
  // Also by each name of a double name (a married name), with its prefix too as for the whole
  // ("Vander Berg" of Jansen-Vander Berg), and by a name run into its prefix
  // ("Vanderlinden") or into a Romance particle that is a prefix written apart
  // ("Dossantos"): the residents data keys persons by their family name without prefix. Whoever is found is compared by the usual rules (a Santos is no Dossantos).
  const withPrefix = (name: FamilyName): string[] =>
    name.prefix ? [name.core, `${name.prefix} ${name.core}`] : [name.core];
  const names = [
    ...withPrefix(family),
    ...familyNameForms(family).slice(1).flatMap(withPrefix),
    // The prefix of a married name at its other name ("de" with "Hendriks-Lange" for a
    // resident Hendriks-de Lange, keyed whole before residents were keyed without it too).
    ...prefixPlacedOtherwise(family).flatMap(withPrefix),
    ...gluedParticleApart(family),
    ...gluedPrefixApart(family),
  ];
  const keys = new Set(
    names.flatMap((name) => {
      const key = personKey(name, dateOfBirth);
      // Dutch ij and y are one sound and spelled either way (Meijer, Meyer): both are asked.
      const [folded = ''] = key.split('|');
      const spellings = [key, `${ijAsY(folded)}|${dateOfBirth}`];
      if (folded.includes('y')) spellings.push(`${folded.replaceAll('y', 'ij')}|${dateOfBirth}`);
      // Umlauts written with an e ("Oeztuerk" for Öztürk, "Mueller"): the key has the letter.
      if (/[aou]e/.test(folded)) {
        spellings.push(`${folded.replace(/([aou])e/g, '$1')}|${dateOfBirth}`);
      }
      return [...spellings, legacyPersonKey(name, dateOfBirth)];
    }),
  );
  return [...keys].filter((key) => !key.startsWith('|'));
}

/**
 * A resident's address in the contract's shape: completed with street and city from the
 * address data where it has the address, else postcode, number and addition as recorded.
 */
export async function residentAddress(
  registry: Registry,
  resident: ResidentData,
): Promise<Address> {
  return completedAddress(registry, {
    zip_code: resident.postcode,
    house_number: String(resident.house_number),
    ...(resident.addition && { house_number_extension: resident.addition }),
    country: 'NL',
  });
}

const extensionKey = (value: string | undefined): string =>
  (value ?? '').toUpperCase().replace(/[\s-]+/g, '');

/**
 * A Dutch address as some dataset recorded it (postcode, number, addition), completed with
 * street, city and province from the address data where it has that very address; as recorded
 * otherwise.
 */
export async function completedAddress(registry: Registry, recorded: Address): Promise<Address> {
  const completed = await registry.completeAddress(recorded);
  // Without an addition the address data prefers one at the number: only the same one will do.
  return completed &&
    extensionKey(completed.house_number_extension) === extensionKey(recorded.house_number_extension)
    ? completed
    : recorded;
}
