import { editDistance } from '../score/levenshtein.js';
import type { NameToken, TokenStatistics } from '../types.js';
import { buildPostings, GrowableInt32, type Postings } from './growable.js';

const keyOf = (token: NameToken): string => `${token.kind[0] ?? ''}${token.text}`;

const trigramsOf = (text: string): string[] => {
  const padded = `$${text}$`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
};

/** Words shorter than this are looked up exactly and by sound only. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Every distinct name part of the list, with how many entities use it (rarity), its phonetic
 * key, and a trigram index over the words, so that a misspelt query word finds the list words
 * one edit away without comparing it with the whole vocabulary.
 */
export class Vocabulary implements TokenStatistics {
  private readonly ids = new Map<string, number>();
  readonly tokens: NameToken[] = [];
  private readonly frequency: number[] = [];
  private readonly lastEntity: number[] = [];
  private readonly phoneticIds = new Map<string, number>();
  readonly tokenPhonetic: number[] = [];
  private trigramIds = new Map<string, number>();
  private trigrams: Postings | undefined;
  private entities = 0;

  get phoneticCount(): number {
    return this.phoneticIds.size;
  }

  /** The id of a token, added when new; counts it once per entity. */
  intern(token: NameToken, entity: number): number {
    const key = keyOf(token);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.tokens.length;
      this.ids.set(key, id);
      // One shared, frozen object per distinct token: candidates reuse them when scored.
      this.tokens.push(
        Object.freeze({ text: token.text, kind: token.kind, phonetic: token.phonetic }),
      );
      this.frequency.push(0);
      this.lastEntity.push(-1);
      let phonetic = -1;
      if (token.phonetic !== '') {
        phonetic = this.phoneticIds.get(token.phonetic) ?? this.phoneticIds.size;
        this.phoneticIds.set(token.phonetic, phonetic);
      }
      this.tokenPhonetic.push(phonetic);
    }
    if (this.lastEntity[id] !== entity) {
      this.lastEntity[id] = entity;
      this.frequency[id] = (this.frequency[id] ?? 0) + 1;
    }
    return id;
  }

  idOf(token: NameToken): number | undefined {
    return this.ids.get(keyOf(token));
  }

  phoneticIdOf(key: string): number | undefined {
    return key === '' ? undefined : this.phoneticIds.get(key);
  }

  /** Call once every entity was added: freezes the counts and builds the trigram index. */
  finish(entities: number): void {
    this.entities = entities;
    this.lastEntity.length = 0;
    const keys = new GrowableInt32();
    const values = new GrowableInt32();
    this.trigramIds = new Map();
    this.tokens.forEach((token, id) => {
      if (token.kind !== 'word' || token.text.length < FUZZY_MIN_LENGTH) return;
      for (const gram of new Set(trigramsOf(token.text))) {
        let gramId = this.trigramIds.get(gram);
        if (gramId === undefined) {
          gramId = this.trigramIds.size;
          this.trigramIds.set(gram, gramId);
        }
        keys.push(gramId);
        values.push(id);
      }
    });
    this.trigrams = buildPostings(keys.toArray(), values.toArray(), this.trigramIds.size);
  }

  /** Entities that use the token. */
  frequencyOf(id: number): number {
    return this.frequency[id] ?? 0;
  }

  /** Rarity in [0, 1]: 1 for a part only one entity uses, towards 0 for one all use (IDF). */
  weightOfId(id: number): number {
    if (this.entities <= 1) return 1;
    const df = Math.max(1, this.frequency[id] ?? 1);
    return Math.log(this.entities / df + 1) / Math.log(this.entities + 1);
  }

  weightOf(token: NameToken): number {
    const id = this.idOf(token);
    return id === undefined ? 1 : this.weightOfId(id);
  }

  /**
   * List words within one edit of `text` (two for words of eight letters or more), found
   * through shared trigrams: one edit changes at most three of them.
   */
  similarWords(text: string, counts: Uint16Array, touched: GrowableInt32): number[] {
    const postings = this.trigrams;
    if (!postings || text.length < FUZZY_MIN_LENGTH) return [];
    const grams = [...new Set(trigramsOf(text))];
    const allowed = text.length >= 8 ? 2 : 1;
    const needed = Math.max(1, grams.length - 3 * allowed);
    touched.length = 0;
    for (const gram of grams) {
      const gramId = this.trigramIds.get(gram);
      if (gramId === undefined) continue;
      const end = postings.offsets[gramId + 1] ?? 0;
      for (let i = postings.offsets[gramId] ?? 0; i < end; i++) {
        const id = postings.values[i] ?? 0;
        if (counts[id] === 0) touched.push(id);
        counts[id] = (counts[id] ?? 0) + 1;
      }
    }
    const found: number[] = [];
    const ids = touched.toArray();
    for (const id of ids) {
      const shared = counts[id] ?? 0;
      counts[id] = 0;
      const word = this.tokens[id]?.text ?? '';
      if (shared < needed || word === text) continue;
      if (editDistance(text, word, allowed) <= allowed) found.push(id);
    }
    return found;
  }
}
