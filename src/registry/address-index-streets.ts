/** The street search part of the address index, built from the places of the addresses. */
import type { BuildSteps } from '../runtime/event-loop-turns.js';
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

/** Places or names handled between two chances to pause: a few milliseconds of keys. */
const STEP = 1 << 10;

/**
 * The street names of each city (by compact key) with their places, for street search, in
 * steps (BuildSteps).
 */
export function* streetSearchSteps(
  names: readonly string[],
  placeStreet: Uint32Array,
  placeCity: Uint32Array,
  placeMunicipality: Uint32Array,
): BuildSteps<StreetSearch> {
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
    if (place % STEP === 0) yield;
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
  // Every place is on one street key of its city: at most as many street keys as places.
  const streetPlaceStart = new Uint32Array(placeStreet.length + 1);
  const streetPlaces = new Uint32Array(placeStreet.length);
  let placed = 0;
  for (const [c, city] of cityKeys.entries()) {
    const streets = cities.get(city) ?? new Map<string, number[]>();
    for (const street of [...streets.keys()].sort()) {
      if (streetKeys.length % STEP === 0) yield;
      streetKeys.push(street);
      for (const place of streets.get(street) ?? []) streetPlaces[placed++] = place;
      streetPlaceStart[streetKeys.length] = placed;
    }
    cityStreetStart[c + 1] = streetKeys.length;
  }
  const municipalities = new Map<string, number[]>();
  for (const [key, set] of municipalityCities) {
    municipalities.set(
      key,
      [...set].map((city) => cityIndex.get(city) ?? 0),
    );
  }
  const streetSignatures = new Uint32Array(streetKeys.length);
  for (let s = 0; s < streetKeys.length; s++) {
    if (s % STEP === 0) yield;
    streetSignatures[s] = signature(streetKeys[s] ?? '');
  }
  return {
    cityKeys,
    citySignatures: Uint32Array.from(cityKeys, signature),
    cityStreetStart,
    streetKeys,
    streetSignatures,
    streetPlaceStart: streetPlaceStart.slice(0, streetKeys.length + 1),
    streetPlaces,
    municipalities,
  };
}
