/**
 * Persons of the register (directors, UBOs) in the contract's shapes, and where they are known
 * to live according to the residents data.
 */
import type { AddressMatch } from '../../contract/address.js';
import type { Person } from '../../contract/parties.js';
import { first, type Entity } from '../../entities/entity.js';
import { personKey, RESIDENTS_BY_PERSON, type ResidentData } from '../../entities/records.js';
import type { Registry } from '../../registry/registry.js';
import { extensionOf, toContractAddress } from '../../registry/store-registry.js';

export interface PersonName {
  first_name?: string;
  initials?: string;
  last_name_prefix?: string;
  last_name?: string;
}

/**
 * The name parts of a Person entity. Dutch registers give the family name twice, with and
 * without its prefix ("van der Berg", "Berg"): the difference is the prefix.
 */
export function personNameOf(entity: Entity): PersonName {
  const given = [first(entity, 'firstName'), first(entity, 'secondName')].filter(
    (part): part is string => part !== undefined && part !== '',
  );
  const lastNames = entity.properties.lastName ?? [];
  const bare = [...lastNames].sort((a, b) => a.length - b.length)[0];
  const full = [...lastNames].sort((a, b) => b.length - a.length)[0];
  const prefix =
    bare && full && full !== bare && full.endsWith(bare)
      ? full.slice(0, full.length - bare.length).trim()
      : undefined;
  const initials = given.map((part) => `${part.charAt(0).toUpperCase()}.`).join('');
  return {
    ...(given[0] && { first_name: given[0] }),
    ...(initials && { initials }),
    ...(prefix && { last_name_prefix: prefix }),
    ...(bare && { last_name: bare }),
  };
}

/** FtM gender as the contract writes it (sample value M). */
export function genderCode(entity: Entity): string | undefined {
  const gender = first(entity, 'gender');
  return gender === 'male' ? 'M' : gender === 'female' ? 'F' : gender === 'other' ? 'X' : undefined;
}

/** The first ISO date of a date property (FtM dates may be partial: only full ones are dates). */
export function isoDateOf(entity: Entity, property: string): string | undefined {
  const value = first(entity, property);
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

const dateTime = (date: string | undefined): string | undefined =>
  date ? `${date.slice(0, 10)}T00:00:00.000Z` : undefined;

/** A person entity as the contract's Person (date_of_birth as date-time). */
export function contractPersonOf(entity: Entity): Person {
  return {
    ...personNameOf(entity),
    ...(genderCode(entity) && { gender: genderCode(entity) }),
    ...(isoDateOf(entity, 'birthDate') && {
      date_of_birth: dateTime(isoDateOf(entity, 'birthDate')),
    }),
    ...(first(entity, 'birthPlace') && { place_of_birth: first(entity, 'birthPlace') }),
  };
}

/**
 * Address match codes (docs/checks.md). AM01 and AM02 compare with an address the caller
 * gave; for a director none is given, so the address found is AM04, and AM03 when none is.
 */
export const ADDRESS_MATCH = {
  AM01: 'Known at the given address',
  AM02: 'Known at another address than the one given',
  AM03: 'Not known at any address in the address data',
  AM04: 'Known at this address',
} as const;

const sameGivenName = (resident: ResidentData, name: PersonName): boolean => {
  const wanted = name.first_name?.toLowerCase();
  if (resident.first_name && wanted) {
    return resident.first_name.toLowerCase().split(/\s+/)[0] === wanted.split(/\s+/)[0];
  }
  const initial = (resident.initials ?? resident.first_name ?? '').charAt(0).toUpperCase();
  return (
    initial === '' || initial === (name.initials ?? name.first_name ?? '').charAt(0).toUpperCase()
  );
};

/**
 * Where the residents data knows a person: found by family name and date of birth, narrowed
 * by given name, the most recently seen address first.
 */
export async function knownAddressOf(
  registry: Registry,
  entity: Entity,
): Promise<AddressMatch | undefined> {
  const name = personNameOf(entity);
  const birthDate = isoDateOf(entity, 'birthDate');
  if (!name.last_name || !birthDate) return undefined;
  const records = await registry.records(RESIDENTS_BY_PERSON, personKey(name.last_name, birthDate));
  const residents = records
    .map((r) => r.data as ResidentData)
    .filter((r) => sameGivenName(r, name))
    .sort((a, b) => (b.last_seen ?? '').localeCompare(a.last_seen ?? ''));
  const resident = residents[0];
  if (!resident) return { code: 'AM03', message: ADDRESS_MATCH.AM03 };
  const wanted = (resident.addition ?? '').toUpperCase().replace(/[\s-]/g, '');
  const addresses = await registry.addresses(resident.postcode, resident.house_number);
  const found = addresses.find((a) => extensionOf(a) === wanted);
  return {
    code: 'AM04',
    message: ADDRESS_MATCH.AM04,
    ...(resident.last_seen && { last_updated: dateTime(resident.last_seen) }),
    address: found
      ? toContractAddress(found)
      : {
          zip_code: resident.postcode,
          house_number: String(resident.house_number),
          ...(resident.addition && { house_number_extension: resident.addition }),
          country: 'NL',
        },
  };
}
