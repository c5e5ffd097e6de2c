/**
 * Persons of the register (directors, UBOs) in the contract's shapes, and where they are known
 * to live according to the residents data.
 */
import type { AddressMatch } from '../../contract/address.js';
import type { Person } from '../../contract/parties.js';
import { first, type Entity } from '../../entities/entity.js';
import { countryOfCode } from '../../registry/register-country.js';
import type { Registry } from '../../registry/registry.js';
import { isTerritoryCode } from '../../sources/countries.js';
import { compareGivenNames, givenNamesOf } from '../person/given-names.js';
import { RESIDENTS_FORMAT } from '../person/resident-records.js';
import {
  ADDRESS_MATCH,
  dateTimeOf,
  lastUpdatedOf,
  residentAddress,
  residentReadingOf,
  residentsByPerson,
} from '../person/resident-records.js';
import { compareCodePoints } from '../../names/name-order.js';

export { ADDRESS_MATCH } from '../person/resident-records.js';

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
  let name = personNames.get(entity);
  if (!name) {
    name = Object.freeze(readPersonName(entity));
    personNames.set(entity, name);
  }
  return name;
}

/**
 * Names read once per entity object and shared, frozen: the registry's read cache hands the
 * same entities to every check, and one person is a director, a parent's director and a UBO.
 */
const personNames = new WeakMap<Entity, PersonName>();

function readPersonName(entity: Entity): PersonName {
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

/** A person entity as the contract's Person (date_of_birth as date-time). */
export function contractPersonOf(entity: Entity): Person {
  return {
    ...personNameOf(entity),
    ...(genderCode(entity) && { gender: genderCode(entity) }),
    ...(isoDateOf(entity, 'birthDate') && {
      date_of_birth: dateTimeOf(isoDateOf(entity, 'birthDate')),
    }),
    ...(first(entity, 'birthPlace') && { place_of_birth: first(entity, 'birthPlace') }),
  };
}

/**
 * Where the residents data knows a person: found by family name and date of birth, narrowed
 * by given names (first names or initials, as person checks compare them), the most recently
 * seen address first.
 */
export async function knownAddressOf(
  registry: Registry,
  entity: Entity,
): Promise<AddressMatch | undefined> {
  // Without residents data, "not known" would be a claim the data cannot make.
  if (!registry.servesFormat(RESIDENTS_FORMAT)) return undefined;
  const name = personNameOf(entity);
  const birthDate = isoDateOf(entity, 'birthDate');
  if (!name.last_name || !birthDate) return undefined;
  const family = { prefix: name.last_name_prefix ?? '', core: name.last_name };
  const given = givenNamesOf(name.first_name, name.initials);
  const residents = (await residentsByPerson(registry, family, birthDate))
    .filter((r) => compareGivenNames(given, residentReadingOf(r).given).outcome !== 'different')
    .sort((a, b) => compareCodePoints(b.last_seen ?? '', a.last_seen ?? ''));
  const resident = residents[0];
  if (!resident) return { code: 'AM03', message: notKnownMessage(entity) };
  const lastUpdated = lastUpdatedOf(resident);
  return {
    code: 'AM04',
    // A director's address comes from the residents data; the register gives none to compare.
    message: `${ADDRESS_MATCH.AM04} (no address was given to compare with)`,
    ...(lastUpdated && { last_updated: lastUpdated }),
    address: await residentAddress(registry, resident),
  };
}

/**
 * AM03 for a person not found among residents. The residents data holds Dutch addresses only:
 * for a person the register says lives abroad (a foreign parent's director), "not known" is what
 * that data is bound to answer, not a sign against the person, and the message says so.
 */
function notKnownMessage(entity: Entity): string {
  // A province (nl-nh) is of its country; a code that is no country (zz, eu) says no residence.
  const countries = [
    ...new Set(
      (entity.properties.country ?? [])
        .map((c) => countryOfCode(c.trim().toLowerCase()))
        .filter(isTerritoryCode),
    ),
  ];
  const abroad = countries.length > 0 && !countries.includes('nl');
  return abroad
    ? `${ADDRESS_MATCH.AM03} (it holds addresses in the Netherlands only; the register gives the country of residence as ${countries.join(', ').toUpperCase()})`
    : ADDRESS_MATCH.AM03;
}
