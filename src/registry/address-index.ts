/**
 * The address index: every BAG address of the served versions in memory (address-index-data.ts
 * packs them), for lookups by postcode and house number (a binary search over the postcodes,
 * then over the numbers of one postcode) and by street, house number and city, tolerant of
 * spelling: accents, case, spaces, abbreviations and a few typos in street and city names
 * (address-index-street-match.ts reads the names given). One index per registry (so per set of
 * dataset versions), built once from the store.
 */
import type { AddressRecord } from '../sources/source.js';
import { eventLoopTurns, runInTurns } from '../runtime/event-loop-turns.js';
import { LastIndex, type VersionedSource } from '../runtime/last-index.js';
import {
  AddressIndexBuilder,
  OBJECT_TYPE_MASK,
  postcodeCode,
  postcodeOf,
  SECONDARY_FLAG,
  type AddressIndexData,
} from './address-index-data.js';
import { streetKeys } from './address-index-text.js';
import {
  cityCost,
  StreetMatcher,
  streetMatchCost,
  type StreetMatch,
  type StreetSearchResult,
} from './address-index-street-match.js';

/** A street search returns at most this many matches. */
const MAX_STREET_MATCHES = 10;

export class AddressIndex {
  /** Reads city and street names as given against the index's streets. */
  private readonly streetMatcher: StreetMatcher;

  constructor(
    private readonly data: AddressIndexData,
    /** Milliseconds the build took (reading the store and packing). */
    readonly buildMs = 0,
  ) {
    this.streetMatcher = new StreetMatcher(data);
  }

  get size(): number {
    return this.data.count;
  }

  get postcodeCount(): number {
    return this.data.postcodes.length;
  }

  /** Every address at a normalised postcode ("1012AB") and house number, all extensions. */
  at(postcode: string, houseNumber: number): AddressRecord[] {
    const p = this.postcodeIndex(postcodeCode(postcode));
    return p < 0 ? [] : this.atPostcodeIndex(p, houseNumber, undefined);
  }

  /** Whether the postcode exists in the address data. */
  hasPostcode(postcode: string): boolean {
    return this.postcodeIndex(postcodeCode(postcode)) >= 0;
  }

  /** The city of a postcode's first address (a postcode lies in one city), if it exists. */
  cityOfPostcode(postcode: string): string | undefined {
    const p = this.postcodeIndex(postcodeCode(postcode));
    const first = p < 0 ? undefined : this.data.postcodeStart[p];
    return first === undefined ? undefined : this.record(first, p).city;
  }

  /**
   * Addresses at a house number on a street in a city. `exact`: names compared only up to
   * accents, case, spaces and punctuation; otherwise typos, abbreviations and other names of the
   * city are tolerated too, and the matches say what was corrected.
   */
  onStreet(
    city: string,
    street: string,
    houseNumber: number,
    options: { exact?: boolean } = {},
  ): StreetSearchResult {
    const exact = options.exact ?? false;
    const probes = streetKeys(street);
    const cities = this.streetMatcher.cityCandidates(city, exact);
    const matches: StreetMatch[] = [];
    let streetFound = false;
    for (const candidate of cities) {
      for (const hit of this.streetMatcher.streetsOf(candidate.city, probes, exact)) {
        streetFound = true;
        const addresses = this.onStreetAt(hit.street, houseNumber);
        if (addresses.length === 0) continue;
        const first = addresses[0];
        matches.push({
          street: first?.street ?? '',
          city: first?.city ?? '',
          streetTypos: hit.typos,
          cityTypos: candidate.typos,
          streetExpanded: hit.expanded,
          cityBy: candidate.by,
          addresses,
        });
      }
    }
    matches.sort((a, b) => streetMatchCost(a) - streetMatchCost(b));
    return { matches: matches.slice(0, MAX_STREET_MATCHES), streetFound };
  }

  private postcodeIndex(code: number): number {
    const postcodes = this.data.postcodes;
    let low = 0;
    let high = postcodes.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = postcodes[mid] ?? 0;
      if (value < code) low = mid + 1;
      else if (value > code) high = mid - 1;
      else return mid;
    }
    return -1;
  }

  /** The addresses at a number on postcode p, optionally only those of some places. */
  private atPostcodeIndex(
    p: number,
    houseNumber: number,
    places: ReadonlySet<number> | undefined,
  ): AddressRecord[] {
    const { numbers, postcodeStart } = this.data;
    let low = postcodeStart[p] ?? 0;
    let high = postcodeStart[p + 1] ?? 0;
    // The first address with a number >= houseNumber.
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((numbers[mid] ?? 0) < houseNumber) low = mid + 1;
      else high = mid;
    }
    const found: AddressRecord[] = [];
    const end = postcodeStart[p + 1] ?? 0;
    for (let i = low; i < end && numbers[i] === houseNumber; i++) {
      if (!places || places.has(this.data.places[i] ?? 0)) found.push(this.record(i, p));
    }
    return found;
  }

  private record(i: number, p: number): AddressRecord {
    const d = this.data;
    const place = d.places[i] ?? 0;
    const [letter, addition] = d.extensionList[d.extensions[i] ?? 0] ?? ['', ''];
    const flags = d.flags[i] ?? 0;
    const municipality = d.names[d.placeMunicipality[place] ?? 0] ?? '';
    const province = d.names[d.placeProvince[place] ?? 0] ?? '';
    const objectType = d.objectTypes[flags & OBJECT_TYPE_MASK] ?? '';
    const record: AddressRecord = {
      postcode: postcodeOf(d.postcodes[p] ?? 0),
      houseNumber: d.numbers[i] ?? 0,
      street: d.names[d.placeStreet[place] ?? 0] ?? '',
      city: d.names[d.placeCity[place] ?? 0] ?? '',
      secondary: (flags & SECONDARY_FLAG) !== 0,
    };
    if (letter) record.houseLetter = letter;
    if (addition) record.addition = addition;
    if (municipality) record.municipality = municipality;
    if (province) record.province = province;
    if (objectType) record.objectType = objectType;
    return record;
  }

  /**
   * The street and city names, as the address data writes them, that a street and city given
   * without a house number may mean, read as onStreet reads them (typos, abbreviations, other
   * names of the city, the municipality): the closest readings only. A city alone gives its
   * woonplaatsen (those of a municipality given as the city). None without a city.
   */
  placesNamed(street: string, city: string): { streets: string[]; cities: string[] } {
    const d = this.data;
    const streets = new Set<string>();
    const cities = new Set<string>();
    if (city.trim() === '') return { streets: [], cities: [] };
    const candidates = this.streetMatcher.cityCandidates(city, false);
    const probes = street.trim() === '' ? [] : streetKeys(street);
    let best = Number.POSITIVE_INFINITY;
    for (const candidate of candidates) {
      for (const hit of probes.length > 0
        ? this.streetMatcher.streetsOf(candidate.city, probes, false)
        : []) {
        const cost = cityCost(candidate) + hit.typos + (hit.expanded ? 0.5 : 0);
        if (cost > best) continue;
        if (cost < best) {
          best = cost;
          streets.clear();
          cities.clear();
        }
        for (
          let s = d.streetPlaceStart[hit.street] ?? 0;
          s < (d.streetPlaceStart[hit.street + 1] ?? 0);
          s++
        ) {
          const place = d.streetPlaces[s] ?? 0;
          streets.add(d.names[d.placeStreet[place] ?? 0] ?? '');
          cities.add(d.names[d.placeCity[place] ?? 0] ?? '');
        }
      }
    }
    if (streets.size > 0) return { streets: [...streets], cities: [...cities] };
    // No street read (or none given): the city's closest readings, not its neighbours.
    const named = candidates.filter((c) => c.by !== 'neighbour');
    const least = Math.min(...named.map(cityCost));
    for (const candidate of named) {
      if (cityCost(candidate) === least) cities.add(this.cityName(candidate.city));
    }
    return { streets: [], cities: [...cities].filter((c) => c !== '') };
  }

  /** A city's name as the address data writes it, from a place of one of its streets. */
  private cityName(city: number): string {
    const d = this.data;
    const street = d.cityStreetStart[city] ?? 0;
    const place = d.streetPlaces[d.streetPlaceStart[street] ?? 0] ?? 0;
    return d.names[d.placeCity[place] ?? 0] ?? '';
  }

  /** The addresses at a number of the places of one street key, over the street's postcodes. */
  private onStreetAt(street: number, houseNumber: number): AddressRecord[] {
    const d = this.data;
    const places = new Set<number>();
    const postcodes = new Set<number>();
    for (let s = d.streetPlaceStart[street] ?? 0; s < (d.streetPlaceStart[street + 1] ?? 0); s++) {
      const place = d.streetPlaces[s] ?? 0;
      places.add(place);
      for (
        let k = d.placePostcodeStart[place] ?? 0;
        k < (d.placePostcodeStart[place + 1] ?? 0);
        k++
      ) {
        postcodes.add(d.placePostcodes[k] ?? 0);
      }
    }
    return [...postcodes]
      .sort((a, b) => a - b)
      .flatMap((p) => this.atPostcodeIndex(p, houseNumber, places));
  }
}

/** What an address index is built from: the served addresses, a page at a time. */
export interface AddressIndexSource extends VersionedSource {
  addressPages(): AsyncIterable<readonly AddressRecord[]>;
}

/**
 * The address index of a source, built in the server while it answers requests: the event loop
 * runs between addresses as they are read and between the steps of sorting and packing them,
 * on the budget the process's builds share (event-loop-turns.ts). The same index as
 * AddressIndexBuilder.finish builds at once.
 */
export async function buildAddressIndex(source: AddressIndexSource): Promise<AddressIndex> {
  const started = performance.now();
  const builder = new AddressIndexBuilder();
  const turns = eventLoopTurns();
  for await (const page of source.addressPages()) {
    for (const address of page) {
      const turn = turns.pause();
      if (turn) await turn;
      builder.add(address);
    }
  }
  const data = await runInTurns(builder.finishSteps());
  return new AddressIndex(data, performance.now() - started);
}

const indexes = new WeakMap<AddressIndexSource, Promise<AddressIndex>>();
/** A new registry whose address versions are those of the last index keeps it. */
const lastIndex = new LastIndex<AddressIndex>();

/**
 * The address index of a registry, built on first use and kept as long as the registry is;
 * call it on a dataset switch to build it before checks need it.
 */
export function addressIndexFor(source: AddressIndexSource): Promise<AddressIndex> {
  let index = indexes.get(source);
  if (!index) {
    index = lastIndex.over(source.versionsRead?.('addresses'), () => buildAddressIndex(source));
    // A failed build is tried again on the next use rather than remembered.
    index.catch(() => indexes.delete(source));
    indexes.set(source, index);
  }
  return index;
}
