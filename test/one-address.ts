import { AddressIndexBuilder } from '../src/registry/address-index-data.js';
import { lookupInIndex } from '../src/registry/address-index-lookup.js';
import { AddressIndex } from '../src/registry/address-index.js';
import type { Registry } from '../src/registry/registry.js';

/** An address index of one fictitious address: Voorbeeldstraat 1, 1234AB Voorbeeldstad. */
export function oneAddressIndex(): AddressIndex {
  const builder = new AddressIndexBuilder();
  builder.add({
    postcode: '1234AB',
    houseNumber: 1,
    street: 'Voorbeeldstraat',
    city: 'Voorbeeldstad',
    secondary: false,
  });
  return new AddressIndex(builder.finish());
}

/** Address lookups of a registry answered from `index`. */
export const lookupAddressIn =
  (index: AddressIndex): Registry['lookupAddress'] =>
  (partial) =>
    Promise.resolve(lookupInIndex(index, partial, undefined));
