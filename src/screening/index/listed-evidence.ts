import type { EvidenceJudge } from './candidates.js';
import {
  birthDateFactor,
  countryFactor,
  encodeBirthDate,
  encodedBirthDateFactor,
  OTHER_BIRTH_DATES,
} from './evidence-rank.js';
import { GrowableInt32 } from './growable.js';
import { PackedStrings } from './packed-strings.js';

const SEPARATOR = '\u0001';
const NO_STRINGS: readonly string[] = Object.freeze([]);
const valuesOf = (joined: string | undefined): readonly string[] =>
  joined ? joined.split(SEPARATOR) : NO_STRINGS;

/**
 * The birth dates and countries of the listings, by entity number: as text for the scorer,
 * and as numbers for ordering candidates without reading that text.
 */
export class ListedEvidence {
  /**
   * Birth dates per entity as one string of values joined by SEPARATOR ("" for none): a million
   * small arrays would be a million objects for every garbage collection to walk.
   */
  private readonly birthDates = new PackedStrings();
  /** Country lists repeat: each distinct one is kept once, by its number. */
  private readonly countryListIds = new Map<string, number>();
  private readonly countryLists: string[] = [];
  private readonly building = new GrowableInt32();
  /**
   * Per entity side by side (one cache line): its birth date as a number (`encodeBirthDate`)
   * and the number of its country list.
   */
  private encoded: Int32Array = new Int32Array(0);
  /** Scratch space of one query: the country factor of each country list (0: not yet). */
  private countryFactors: Float32Array = new Float32Array(0);

  push(birthDates: readonly string[], countries: readonly string[]): void {
    this.birthDates.push(birthDates.join(SEPARATOR));
    this.building.push(encodeBirthDate(birthDates));
    const list = countries.join(SEPARATOR);
    let listId = this.countryListIds.get(list);
    if (listId === undefined) {
      listId = this.countryLists.length;
      this.countryListIds.set(list, listId);
      this.countryLists.push(list);
    }
    this.building.push(listId);
  }

  /** Packs what was pushed; call once, before reading. */
  finish(): void {
    this.birthDates.finish();
    this.encoded = this.building.toArray();
    this.countryFactors = new Float32Array(this.countryLists.length);
    this.countryListIds.clear();
  }

  birthDatesOf(entity: number): readonly string[] {
    return valuesOf(this.birthDates.get(entity));
  }

  countriesOf(entity: number): readonly string[] {
    return valuesOf(this.countryLists[this.encoded[2 * entity + 1] ?? 0]);
  }

  /**
   * What a query's birth dates and countries say of each listing, as the multiplier ordering
   * listings of one name rank (`evidence-rank.ts`), or undefined when the query gives neither.
   */
  judge(birthDates: readonly string[], countries: readonly string[]): EvidenceJudge | undefined {
    if (birthDates.length === 0 && countries.length === 0) return undefined;
    const asked = birthDates.map((date) => encodeBirthDate([date]));
    const encoded = !asked.includes(OTHER_BIRTH_DATES);
    const byCountries = this.countryFactors;
    byCountries.fill(0);
    return {
      factor: (entity) => {
        let factor = 1;
        if (birthDates.length > 0) {
          const day = this.encoded[2 * entity] ?? 0;
          factor =
            encoded && day !== OTHER_BIRTH_DATES
              ? encodedBirthDateFactor(asked, day)
              : birthDateFactor(birthDates, this.birthDatesOf(entity));
        }
        if (countries.length > 0) {
          const list = this.encoded[2 * entity + 1] ?? 0;
          let shared = byCountries[list] ?? 0;
          if (shared === 0) {
            shared = countryFactor(countries, this.countriesOf(entity));
            byCountries[list] = shared;
          }
          factor *= shared;
        }
        return factor;
      },
    };
  }
}
