import { editDistance } from '../score/levenshtein.js';
import { runAtOnce, type BuildSteps } from '../../runtime/event-loop-turns.js';
import { sortInSteps } from '../../runtime/sort-in-steps.js';
import { GrowableFloat64, GrowableInt32 } from './growable.js';
import { lowerBound } from './lower-bound.js';

/** FNV-1a over UTF-16 code units: a 32-bit key for a string, collisions checked by the caller. */
function hash32(text: string, skip = -1): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    if (i === skip) continue;
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A text and every form of it with one character deleted, as hashes (SymSpell's neighbourhood). */
const deletionHashes = (text: string): Set<number> => {
  const hashes = new Set([hash32(text)]);
  for (let i = 0; i < text.length; i++) hashes.add(hash32(text, i));
  return hashes;
};

/** Ids fit in 21 bits beside a 32-bit hash in one exactly represented double. */
const ID_BITS = 2 ** 21;
/** Texts hashed between two chances to pause. */
const TEXTS_PER_STEP = 256;

/** Sorted hash × 2^21 + id, of every held text's deletion neighbourhood. */
function* deletionHashesOf(
  texts: readonly string[],
  hold: (text: string, id: number) => boolean,
): BuildSteps<Float64Array> {
  const packed = new GrowableFloat64();
  for (let id = 0; id < texts.length && id < ID_BITS; id++) {
    if (id % TEXTS_PER_STEP === 0) yield;
    const text = texts[id] ?? '';
    if (!hold(text, id)) continue;
    for (const hash of deletionHashes(text)) packed.push(hash * ID_BITS + id);
  }
  return yield* sortInSteps(packed.toArray());
}

/**
 * Texts one edit apart (a character replaced, added or dropped, or two swapped), found by the
 * deletion neighbourhoods of both: a lookup costs one binary search per character of the text
 * asked, whatever the number of texts held.
 */
export class DeletionIndex {
  /** Sorted hash × 2^21 + id, of every held text's deletion neighbourhood. */
  private packed: Float64Array;
  private texts: readonly string[];
  /** Ids already checked in the current lookup: one reached by several hashes is checked once. */
  private seen: Uint8Array;
  private readonly touched = new GrowableInt32(64);

  /** `texts[id]` is held when `hold(text, id)` says so; ids of 2^21 or more are not. */
  constructor(texts: readonly string[], hold: (text: string, id: number) => boolean) {
    this.texts = texts;
    this.packed = runAtOnce(deletionHashesOf(texts, hold));
    this.seen = new Uint8Array(Math.min(texts.length, ID_BITS));
  }

  /** The same index, built in steps (BuildSteps) for a server that answers meanwhile. */
  static *inSteps(
    texts: readonly string[],
    hold: (text: string, id: number) => boolean,
  ): BuildSteps<DeletionIndex> {
    const index = new DeletionIndex([], () => false);
    index.texts = texts;
    index.packed = yield* deletionHashesOf(texts, hold);
    index.seen = new Uint8Array(Math.min(texts.length, ID_BITS));
    return index;
  }

  /**
   * Ids of the held texts one edit from `text`, not `text` itself, in the order first reached
   * (the caller's tie-breaks may depend on it).
   */
  near(text: string): number[] {
    const { packed, seen, touched } = this;
    const found: number[] = [];
    touched.length = 0;
    for (const hash of deletionHashes(text)) {
      for (let i = lowerBound(packed, hash * ID_BITS); i < packed.length; i++) {
        const value = packed[i] ?? 0;
        if (value >= (hash + 1) * ID_BITS) break;
        const id = value - hash * ID_BITS;
        if (seen[id] === 1) continue;
        seen[id] = 1;
        touched.push(id);
        const held = this.texts[id] ?? '';
        if (held !== text && editDistance(text, held, 1) <= 1) found.push(id);
      }
    }
    for (const id of touched.view()) seen[id] = 0;
    return found;
  }
}
