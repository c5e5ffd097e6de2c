/** Fictitious addresses in an address index, for the tests of the person-check sections. */
import { AddressIndexBuilder } from '../src/registry/address-index-data.js';
import { AddressIndex } from '../src/registry/address-index.js';
import type { AddressRecord } from '../src/sources/source.js';

export const KERKSTRAAT_10: AddressRecord = {
  postcode: '1017GA',
  houseNumber: 10,
  street: 'Kerkstraat',
  city: 'Amsterdam',
  secondary: false,
};

export function addressIndexOf(records: readonly AddressRecord[]): AddressIndex {
  const builder = new AddressIndexBuilder(records.length);
  for (const record of records) builder.add(record);
  return new AddressIndex(builder.finish());
}
