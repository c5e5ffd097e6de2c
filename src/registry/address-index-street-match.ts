/**
 * Reading a city and street name as given against the street search part of the address index
 * (address-index-streets.ts builds it): which cities a name may mean (by name, other name,
 * municipality, a typo, or another woonplaats of the municipality) and which of their streets a
 * street name may mean, with what had to be corrected.
 */
import type { AddressRecord } from '../sources/source.js';
import { cityKeys, probeOf, typosTo } from './address-index-text.js';
import type { StreetSearch } from './address-index-streets.js';

/** One street found for a street search, with the addresses at the number asked for. */
export interface StreetMatch {
  /** The street and city as the address data writes them. */
  street: string;
  city: string;
  /** Typos corrected in the street name (0: it matched as written, up to accents and case). */
  streetTypos: number;
  /** Typos corrected in the city name. */
  cityTypos: number;
  /** The street matched only once its abbreviations were written out. */
  streetExpanded: boolean;
  /**
   * How the city was found: by its name (or a typo of it), by a common other name ("Den
   * Haag"), as the municipality given, or as another woonplaats of the municipality named.
   */
  cityBy: 'name' | 'alias' | 'municipality' | 'neighbour';
  addresses: AddressRecord[];
}

/** Street matches of a search, best first, and whether the street exists without the number. */
export interface StreetSearchResult {
  matches: StreetMatch[];
  /** Streets of that name (or close) exist in the city, but none has the number. */
  streetFound: boolean;
}

/** A city a name given may mean, and what had to be corrected to read it so. */
export interface CityCandidate {
  city: number;
  typos: number;
  by: StreetMatch['cityBy'];
}

/** Each of these counts as one correction when ranking street matches. */
const CITY_COST: Record<StreetMatch['cityBy'], number> = {
  name: 0,
  alias: 0,
  municipality: 1,
  neighbour: 2,
};

/** How far a street match is from the names given: typos, other city names, abbreviations. */
export const streetMatchCost = (m: StreetMatch): number =>
  m.streetTypos + m.cityTypos + CITY_COST[m.cityBy] + (m.streetExpanded ? 0.5 : 0);

/** How far a city is from the name given: typos and other city names. */
export const cityCost = (c: CityCandidate): number => c.typos + CITY_COST[c.by];

/** A street key of a city that a street name as given may mean. */
export interface StreetHit {
  street: number;
  typos: number;
  expanded: boolean;
}

/** Finds the cities and streets of the address data that names as given may mean. */
export class StreetMatcher {
  /** The municipality keys of each city key (a name can be a woonplaats in two). */
  private readonly municipalitiesOf: string[][];

  constructor(private readonly data: StreetSearch) {
    this.municipalitiesOf = data.cityKeys.map(() => []);
    for (const [municipality, cities] of data.municipalities) {
      for (const c of cities) this.municipalitiesOf[c]?.push(municipality);
    }
  }

  /** The cities a name may mean, the likeliest first. */
  cityCandidates(city: string, exact: boolean): CityCandidate[] {
    const d = this.data;
    const keys = exact ? cityKeys(city).slice(0, 1) : cityKeys(city);
    const found = new Map<number, CityCandidate>();
    const add = (candidate: CityCandidate) => {
      const known = found.get(candidate.city);
      if (!known || cityCost(candidate) < cityCost(known)) found.set(candidate.city, candidate);
    };
    keys.forEach((key, k) => {
      const c = binarySearch(d.cityKeys, key, 0, d.cityKeys.length);
      if (c >= 0) add({ city: c, typos: 0, by: k === 0 ? 'name' : 'alias' });
    });
    const plain = keys[0] ?? '';
    for (const c of exact ? [] : (d.municipalities.get(plain) ?? []))
      add({ city: c, typos: 0, by: 'municipality' });
    if (found.size === 0 && !exact) {
      // A typo in the city: the closest names (a few thousand woonplaatsen to compare).
      const probe = probeOf(plain);
      let best = probe.typos;
      const close: CityCandidate[] = [];
      for (let c = 0; c < d.cityKeys.length; c++) {
        const typos = typosTo(probe, d.cityKeys[c] ?? '', d.citySignatures[c] ?? 0);
        if (typos === undefined || typos > best) continue;
        if (typos < best) close.length = 0;
        best = typos;
        close.push({ city: c, typos, by: 'name' });
      }
      for (const candidate of close) add(candidate);
    }
    if (!exact) {
      // A street may lie in another woonplaats of the same municipality than the one named.
      for (const candidate of [...found.values()]) {
        if (candidate.by !== 'name' && candidate.by !== 'alias') continue;
        for (const neighbour of this.neighbours(candidate.city)) {
          add({ city: neighbour, typos: candidate.typos, by: 'neighbour' });
        }
      }
    }
    return [...found.values()].sort((a, b) => cityCost(a) - cityCost(b));
  }

  /** The other woonplaatsen of the municipalities the city lies in. */
  private neighbours(city: number): number[] {
    const out = new Set<number>();
    for (const municipality of this.municipalitiesOf[city] ?? []) {
      for (const c of this.data.municipalities.get(municipality) ?? []) if (c !== city) out.add(c);
    }
    return [...out];
  }

  /** The street keys of a city that a street as given may mean, with their typos. */
  streetsOf(city: number, probes: readonly string[], exact: boolean): StreetHit[] {
    const d = this.data;
    const start = d.cityStreetStart[city] ?? 0;
    const end = d.cityStreetStart[city + 1] ?? 0;
    const hits: StreetHit[] = [];
    probes.forEach((key, k) => {
      const s = binarySearch(d.streetKeys, key, start, end);
      if (s >= 0) hits.push({ street: s, typos: 0, expanded: k > 0 });
    });
    if (hits.length > 0 || exact) return hits;
    const seen = new Map<number, StreetHit>();
    probes.forEach((key, k) => {
      const probe = probeOf(key);
      for (let s = start; s < end; s++) {
        const typos = typosTo(probe, d.streetKeys[s] ?? '', d.streetSignatures[s] ?? 0);
        if (typos === undefined) continue;
        const known = seen.get(s);
        if (!known || typos < known.typos) seen.set(s, { street: s, typos, expanded: k > 0 });
      }
    });
    return [...seen.values()].sort((a, b) => a.typos - b.typos);
  }
}

function binarySearch(keys: readonly string[], key: string, start: number, end: number): number {
  let low = start;
  let high = end - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const value = keys[mid] ?? '';
    if (value < key) low = mid + 1;
    else if (value > key) high = mid - 1;
    else return mid;
  }
  return -1;
}
