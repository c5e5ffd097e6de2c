import type { AddressRecord } from '../sources/source.js';

/**
 * Fictitious addresses shaped like the BAG's: `count` of them over a few hundred postcodes,
 * with letters, additions, secondary addresses and a few object types, in street order. From
 * 100,000 on, the index sorts them by counting (address-index-packing.ts), below by comparing.
 */
export function generatedAddresses(count: number): AddressRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const street = Math.floor(i / 40);
    const city = street % 23;
    const letters = street % 676;
    const address: AddressRecord = {
      postcode: `${1000 + (street % 8999)}${String.fromCharCode(65 + Math.floor(letters / 26), 65 + (letters % 26))}`,
      houseNumber: 1 + ((i * 7) % 40),
      street: `Veldstraat ${street % 997}`,
      city: `Plaats ${city}`,
      municipality: `Gemeente ${city % 5}`,
      province: 'Provincie',
      objectType: ['VBO', 'LIG', 'STA'][i % 3] ?? 'VBO',
      secondary: i % 11 === 0,
    };
    if (i % 5 === 0) address.houseLetter = 'A';
    if (i % 7 === 0) address.addition = String(i % 4);
    return address;
  });
}
