import type { AddressLookup } from '../../registry/registry.js';

/**
 * The lookup of an address whose postcode and number are in Kerkstraat, Amsterdam, while the
 * street and city given are others' (P04): nothing found.
 */
export const contradictedLookup = (): Promise<AddressLookup> =>
  Promise.resolve({
    problems: [],
    foreign: false,
    foundBy: undefined,
    address: undefined,
    corrections: [],
    extensionUnknown: false,
    candidates: [],
    dataServed: true,
    updatedAt: undefined,
    contradicted: { street: 'Kerkstraat', city: 'Amsterdam' },
  });
