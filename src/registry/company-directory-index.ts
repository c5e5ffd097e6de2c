/**
 * Building the company directory's indexes (company-directory.ts) from its data: the engine's
 * name index over every company and the order of the companies by address, in steps
 * (BuildSteps) so that a server building them on a dataset switch keeps answering meanwhile.
 */
import type { BuildSteps } from '../runtime/event-loop-turns.js';
import { sortInSteps } from '../runtime/sort-in-steps.js';
import { indexBuildSteps } from '../screening/engine-build.js';
import { ScreeningIndex } from '../screening/engine.js';
import { GrowableInt32 } from '../screening/index/growable.js';
import { DEFAULT_SCORING_CONFIG, type ScoringConfig } from '../screening/score/config.js';
import type { ScreeningRecord } from '../screening/types.js';
import { NAME_SEPARATOR, NUMBER_SPAN, type DirectoryData } from './company-directory-data.js';

export interface DirectoryOptions {
  scoring?: ScoringConfig;
  /** Name candidates scored in full per query (the engine's `candidates`). */
  candidates?: number;
}

/** The indexes of a directory. */
export interface DirectoryIndexes {
  engine: ScreeningIndex;
  scoring: ScoringConfig;
  /** Positions of companies with a postcode, ordered by postcode hash and house number. */
  byAddress: Int32Array;
  addressKeys: Float64Array;
  /** Time to build them. */
  buildMs: number;
}

export function* directoryIndexSteps(
  data: DirectoryData,
  options: DirectoryOptions,
): BuildSteps<DirectoryIndexes> {
  const started = performance.now();
  const scoring = options.scoring ?? DEFAULT_SCORING_CONFIG;
  const { names, countries } = data;
  const countryOf = data.columns.country;
  // The engine labels each company by its position, which is cheaper to keep than its id.
  function* records(): Generator<ScreeningRecord> {
    for (let i = 0; i < names.size; i++) {
      const country = countries[countryOf[i] ?? -1];
      yield {
        id: String(i),
        kind: 'company',
        names: names.get(i).split(NAME_SEPARATOR),
        birthDates: [],
        countries: country ? [country] : [],
        identifiers: [],
        topics: [],
        datasets: [],
      };
    }
  }
  // A company search lists the names holding the words asked, not names that write two of
  // them as one ("El Amrani" does not list Elamrani Schoonmaak).
  const joinNeighbouringWords = false;
  const built = yield* indexBuildSteps(records(), joinNeighbouringWords);
  const engine = new ScreeningIndex(built, {
    scoring,
    candidates: options.candidates,
    joinNeighbouringWords,
  });
  const { postcode, houseNumber } = data.columns;
  const keys = new Float64Array(postcode.length);
  const placed = new GrowableInt32();
  for (let i = 0; i < postcode.length; i++) {
    if (i % 4096 === 0) yield;
    if (postcode[i] === 0) continue;
    keys[i] = (postcode[i] ?? 0) * NUMBER_SPAN + Math.max(0, houseNumber[i] ?? 0);
    placed.push(i);
  }
  const byAddress = yield* sortInSteps(
    placed.toArray(),
    (a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b,
  );
  const addressKeys = Float64Array.from(byAddress, (i) => keys[i] ?? 0);
  return { engine, scoring, byAddress, addressKeys, buildMs: performance.now() - started };
}
