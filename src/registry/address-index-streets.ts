/** The street search part of the address index, built from the places of the addresses. */
import { compactKey, signature } from './address-index-text.js';
import type { AddressIndexData } from './address-index-data.js';

export type StreetSearch = Pick<
  AddressIndexData,
  | 'cityKeys'
  | 'citySignatures'
  | 'cityStreetStart'
  | 'streetKeys'
  | 'streetSignatures'
  | 'streetPlaceStart'
  | 'streetPlaces'
  | 'municipalities'
>;

/** The street names of each city (by compact key) with their places, for street search. */
export function streetSearch(
  names: readonly string[],
  placeStreet: Uint32Array,
  placeCity: Uint32Array,
  placeMunicipality: Uint32Array,
): StreetSearch {
  const keyOfName = new Map<number, string>();
  const keyOf = (id: number) => {
    let key = keyOfName.get(id);
    if (key === undefined) {
      key = compactKey(names[id] ?? '');
      keyOfName.set(id, key);
    }
    return key;
  };
  const cities = new Map<string, Map<string, number[]>>();
  const municipalityCities = new Map<string, Set<string>>();
  for (let place = 0; place < placeStreet.length; place++) {
    const city = keyOf(placeCity[place] ?? 0);
    const street = keyOf(placeStreet[place] ?? 0);
    let streets = cities.get(city);
    if (!streets) cities.set(city, (streets = new Map<string, number[]>()));
    const list = streets.get(street);
    if (list) list.push(place);
    else streets.set(street, [place]);
    const municipality = placeMunicipality[place] ?? 0;
    if (municipality !== 0) {
      const key = keyOf(municipality);
      let set = municipalityCities.get(key);
      if (!set) municipalityCities.set(key, (set = new Set<string>()));
      set.add(city);
    }
  }
  const cityKeys = [...cities.keys()].sort();
  const cityIndex = new Map(cityKeys.map((key, i) => [key, i]));
  const cityStreetStart = new Uint32Array(cityKeys.length + 1);
  const streetKeys: string[] = [];
  const streetPlaceStart: number[] = [0];
  const streetPlaces: number[] = [];
  cityKeys.forEach((city, c) => {
    const streets = cities.get(city) ?? new Map<string, number[]>();
    for (const street of [...streets.keys()].sort()) {
      streetKeys.push(street);
      streetPlaces.push(...(streets.get(street) ?? []));
      streetPlaceStart.push(streetPlaces.length);
    }
    cityStreetStart[c + 1] = streetKeys.length;
  });
  const municipalities = new Map<string, number[]>();
  for (const [key, set] of municipalityCities) {
    municipalities.set(
      key,
      [...set].map((city) => cityIndex.get(city) ?? 0),
    );
  }
  return {
    cityKeys,
    citySignatures: Uint32Array.from(cityKeys, signature),
    cityStreetStart,
    streetKeys,
    streetSignatures: Uint32Array.from(streetKeys, signature),
    streetPlaceStart: Uint32Array.from(streetPlaceStart),
    streetPlaces: Uint32Array.from(streetPlaces),
    municipalities,
  };
}
