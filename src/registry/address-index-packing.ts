/**
 * The sorting and packing steps of the address index build (AddressIndexBuilder.finishSteps):
 * loops over every address run a chunk of STEP rows at a time, with a chance to pause between
 * chunks (BuildSteps), so that a server packing ten million addresses on a dataset switch keeps
 * answering meanwhile. Each chunk runs as a plain function outside the generator, where V8
 * optimises its loop as it did the one-block build's (a loop inside a generator ran slower).
 */
import type { BuildSteps } from '../runtime/event-loop-turns.js';
import { sortInSteps } from '../runtime/sort-in-steps.js';

/** Postcodes as integers: the four digits times 676 plus the two letters (AA = 0 .. ZZ = 675). */
export const POSTCODE_CODES = 10_000 * 676;

/** Rows handled between two chances to pause: well under a millisecond of plain loop. */
const STEP = 1 << 16;

/** Runs `chunk` over 0..count in pieces of STEP, pausing before each. */
function* inChunks(count: number, chunk: (from: number, to: number) => void): BuildSteps<void> {
  for (let from = 0; from < count; from += STEP) {
    yield;
    chunk(from, Math.min(count, from + STEP));
  }
}

const SMALL_SORT = 100_000;

/**
 * The order of the addresses by postcode, then house number: two stable counting sorts (by
 * number, then by postcode), linear in the count where a comparison sort of ten million
 * would take seconds.
 */
export function* sortedOrderSteps(
  codes: Uint32Array,
  numbers: Uint32Array,
): BuildSteps<Uint32Array> {
  const count = codes.length;
  if (count < SMALL_SORT) {
    // Too few to be worth the postcode sort's 27 MB of counters.
    const order = Int32Array.from({ length: count }, (_, i) => i);
    yield* sortInSteps(
      order,
      (a, b) => (codes[a] ?? 0) - (codes[b] ?? 0) || (numbers[a] ?? 0) - (numbers[b] ?? 0) || a - b,
    );
    return new Uint32Array(order.buffer);
  }
  let maxNumber = 0;
  yield* inChunks(count, (from, to) => {
    maxNumber = Math.max(maxNumber, largest(numbers, from, to));
  });
  const byNumber = yield* countingSortSteps(numbers, maxNumber + 1, undefined);
  return yield* countingSortSteps(codes, POSTCODE_CODES, byNumber);
}

/** The positions of `keys` (or of `keys` in `order`) stably sorted by their key. */
function* countingSortSteps(
  keys: Uint32Array,
  keyCount: number,
  order: Uint32Array | undefined,
): BuildSteps<Uint32Array> {
  const count = keys.length;
  const starts = new Uint32Array(keyCount + 1);
  yield* inChunks(count, (from, to) => {
    countKeys(keys, starts, from, to);
  });
  yield* inChunks(keyCount, (from, to) => {
    addUp(starts, from, to);
  });
  const out = new Uint32Array(count);
  yield* inChunks(count, (from, to) => {
    placeByKey(keys, order, starts, out, from, to);
  });
  return out;
}

/** `values` in `order`, written into `out`. */
export function* permutedSteps<T extends Uint8Array | Uint16Array | Uint32Array>(
  values: Uint8Array | Uint32Array,
  order: Uint32Array,
  out: T,
): BuildSteps<T> {
  yield* inChunks(order.length, (from, to) => {
    permute(values, order, out, from, to);
  });
  return out;
}

/** The distinct postcodes of the sorted codes, each with the position of its first address. */
export function* postcodeDirectorySteps(codes: Uint32Array): BuildSteps<{
  postcodes: Uint32Array;
  postcodeStart: Uint32Array;
}> {
  const isFirst = (i: number) => i === 0 || codes[i] !== codes[i - 1];
  let distinct = 0;
  yield* inChunks(codes.length, (from, to) => {
    for (let i = from; i < to; i++) if (isFirst(i)) distinct++;
  });
  const postcodes = new Uint32Array(distinct);
  const postcodeStart = new Uint32Array(distinct + 1);
  let p = -1;
  yield* inChunks(codes.length, (from, to) => {
    for (let i = from; i < to; i++) {
      if (!isFirst(i)) continue;
      p++;
      postcodes[p] = codes[i] ?? 0;
      postcodeStart[p] = i;
    }
  });
  postcodeStart[distinct] = codes.length;
  return { postcodes, postcodeStart };
}

/**
 * The street, city, municipality and province name ids of each place, as columns, from the
 * four ids of each place in a row.
 */
export function* placeColumnsSteps(
  parts: readonly number[],
  placeCount: number,
): BuildSteps<[Uint32Array, Uint32Array, Uint32Array, Uint32Array]> {
  const columns: [Uint32Array, Uint32Array, Uint32Array, Uint32Array] = [
    new Uint32Array(placeCount),
    new Uint32Array(placeCount),
    new Uint32Array(placeCount),
    new Uint32Array(placeCount),
  ];
  yield* inChunks(placeCount, (from, to) => {
    splitColumns(parts, columns, from, to);
  });
  return columns;
}

/** For each place, the postcodes it has addresses on (each once, ascending). */
export function* placePostcodeListsSteps(
  places: Uint32Array,
  postcodeStart: Uint32Array,
  placeCount: number,
): BuildSteps<{ starts: Uint32Array; values: Uint32Array }> {
  const lastSeen = new Int32Array(placeCount);
  const starts = new Uint32Array(placeCount + 1);
  // Addresses are in postcode order: a postcode's addresses are one run of rows.
  const postcodeOfRow = (each: (place: number, postcode: number) => void) => {
    let p = 0;
    return (from: number, to: number) => {
      while ((postcodeStart[p + 1] ?? 0) <= from) p++;
      for (let i = from; i < to; i++) {
        while ((postcodeStart[p + 1] ?? 0) <= i) p++;
        const place = places[i] ?? 0;
        if (lastSeen[place] !== p) {
          lastSeen[place] = p;
          each(place, p);
        }
      }
    };
  };
  lastSeen.fill(-1);
  yield* inChunks(
    places.length,
    postcodeOfRow((place) => (starts[place + 1] = (starts[place + 1] ?? 0) + 1)),
  );
  yield* inChunks(placeCount, (from, to) => {
    addUp(starts, from, to);
  });
  const values = new Uint32Array(starts[placeCount] ?? 0);
  const cursor = starts.slice(0, placeCount);
  lastSeen.fill(-1);
  yield* inChunks(
    places.length,
    postcodeOfRow((place, postcode) => {
      values[cursor[place] ?? 0] = postcode;
      cursor[place] = (cursor[place] ?? 0) + 1;
    }),
  );
  return { starts, values };
}

function largest(values: Uint32Array, from: number, to: number): number {
  let most = 0;
  for (let i = from; i < to; i++) most = Math.max(most, values[i] ?? 0);
  return most;
}

/** Counts each key's rows into starts[key + 1]. */
function countKeys(keys: Uint32Array, starts: Uint32Array, from: number, to: number): void {
  for (let i = from; i < to; i++) {
    const key = keys[i] ?? 0;
    starts[key + 1] = (starts[key + 1] ?? 0) + 1;
  }
}

/** Running sums: counts become the start of each key's rows (in chunks, in order). */
function addUp(starts: Uint32Array, from: number, to: number): void {
  for (let k = from; k < to; k++) starts[k + 1] = (starts[k + 1] ?? 0) + (starts[k] ?? 0);
}

/** Writes each position to the next free row of its key. */
function placeByKey(
  keys: Uint32Array,
  order: Uint32Array | undefined,
  starts: Uint32Array,
  out: Uint32Array,
  from: number,
  to: number,
): void {
  for (let i = from; i < to; i++) {
    const position = order ? (order[i] ?? 0) : i;
    const key = keys[position] ?? 0;
    out[starts[key] ?? 0] = position;
    starts[key] = (starts[key] ?? 0) + 1;
  }
}

function permute(
  values: Uint8Array | Uint32Array,
  order: Uint32Array,
  out: Uint8Array | Uint16Array | Uint32Array,
  from: number,
  to: number,
): void {
  for (let i = from; i < to; i++) out[i] = values[order[i] ?? 0] ?? 0;
}

function splitColumns(
  parts: readonly number[],
  columns: readonly Uint32Array[],
  from: number,
  to: number,
): void {
  for (const [offset, column] of columns.entries()) {
    for (let p = from; p < to; p++) column[p] = parts[4 * p + offset] ?? 0;
  }
}
