/**
 * The person_match section against a few fictitious residents (test/resident-rows.ts) at
 * fictitious addresses, with a registry that records which keys were asked.
 */
import { residentRecords } from './resident-rows.js';
import { addressIndexOf, KERKSTRAAT_10 } from './person-addresses.js';
import type { PersonCheckRequest } from '../src/contract/person-check.js';
import { lookupInIndex } from '../src/registry/address-index-lookup.js';
import { registryWithoutReferenceData, type Registry } from '../src/registry/registry.js';
import { personMatchSection, type PersonMatchContext } from '../src/checks/person/person-match.js';

export const RESIDENT_ROWS = [
  // postcode,house_number,addition,initials,first_name,prefix,last_name,date_of_birth,gender,known_since,last_seen
  // (all fictitious)
  '1017GA,10,,J.W.,Jan Willem,van der,Berg,1980-04-12,M,2015-01-01,2026-05-01',
  '1017GA,10,,J.W.,Jan Willem,van der,Berg,1952-07-01,M,1990-01-01,2026-05-01',
  '1017GA,10,,A.,Anna,,Müller,1983-02-02,F,2015-01-01,2026-05-01',
  '1017GA,10,A,P.,Pieter,,Janssen,1975-09-09,M,2019-01-01,2026-04-01',
  '3511AB,10,,K.,Karin,,de Vries,1990-12-24,F,2020-01-01,2026-03-01',
  '3511AB,10,,M.,,,Smit,,F,,',
  '3511AB,10,,R.,,,Smit,,M,,',
  '3511AB,12,,K.,Kees,van den,Berg-Jansen,1961-03-03,M,2015-01-01,2026-05-01',
  '3511AB,14,,P.,Piet,de,Ruiter,1970-07-07,M,2015-01-01,2026-05-01',
  '9101AA,12,B,IJ.,IJsbrand,,Straß,1970-01-01,M,2015-01-01,2026-05-01',
  '9101AA,12,B,I.J.,Ingrid Johanna,,Straß,1980-02-02,F,2015-01-01,2026-05-01',
  '9101AD,5,,M.,María José,,García Pérez,1985-05-05,F,2015-01-01,2026-05-01',
  '9101AD,7,,A.,Ahmed,,Ben Ali,1979-03-03,M,2015-01-01,2026-05-01',
  '9101AD,9,,Y.,Youssef,,Ali,1979-03-03,M,2015-01-01,2026-05-01',
];

const index = (() => {
  return addressIndexOf([
    KERKSTRAAT_10,
    { ...KERKSTRAAT_10, houseLetter: 'A' },
    { ...KERKSTRAAT_10, postcode: '3511AB', street: 'Domplein', city: 'Utrecht' },
  ]);
})();

/** A registry that serves these residents rows and the fictitious addresses above. */
export function residentsRegistry(
  rows: string[],
  options: { served?: boolean; asked?: string[] } = {},
): Registry {
  const records = residentRecords(rows);
  return {
    ...registryWithoutReferenceData,
    servesFormat: (format) => format === 'residents' && options.served !== false,
    records: (type, key) => {
      options.asked?.push(`${type}:${key}`);
      return Promise.resolve(records.filter((r) => r.type === type && r.key === key));
    },
    lookupAddress: (partial) => Promise.resolve(lookupInIndex(index, partial, undefined)),
  };
}

export function contextFor(
  request: Omit<PersonCheckRequest, 'type'>,
  options: { served?: boolean; asked?: string[] } = {},
): PersonMatchContext {
  const registry = residentsRegistry(RESIDENT_ROWS, options);
  return { request: { type: 'basic', ...request }, registry, shared: new Map(), lookups: {} };
}

export const KERKSTRAAT = { zip_code: '1017 ga', house_number: '10', country: 'NL' };

export async function match(request: Omit<PersonCheckRequest, 'type'>, options = {}) {
  const context = contextFor(request, options);
  const part = await personMatchSection.compute(context);
  return { result: part?.person_match, context };
}
