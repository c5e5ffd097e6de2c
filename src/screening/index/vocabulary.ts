import type { NameToken, TokenStatistics } from '../types.js';
import { runAtOnce, type BuildSteps } from '../../runtime/event-loop-turns.js';
import { DeletionIndex } from './deletion-index.js';

const keyOf = (token: NameToken): string => `${token.kind[0] ?? ''}${token.text}`;

/**
 * Phonetic keys of this many sounds or more (words of nine letters or so) are also looked up one
 * sound away: a long word transliterated another way differs in several letters but mostly in
 * one sound (Tekhnopromeksport and Technopromexport: kh and ch, ks and x).
 */
const SOUND_NEIGHBOURS_MIN_LENGTH = 6;

/** Query tokens the list lacks kept at most (`sharedTokenOf`). */
const ASKED_TOKENS_KEPT = 10_000;

/** Words shorter than this are looked up exactly and by sound only. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Every distinct name part of the list, with how many entities use it (rarity), its phonetic
 * key, and a deletion index over the words, so that a misspelt query word finds the list words
 * one edit away without comparing it with the whole vocabulary.
 */
export class Vocabulary implements TokenStatistics {
  private readonly ids = new Map<string, number>();
  readonly tokens: NameToken[] = [];
  private readonly frequency: number[] = [];
  private readonly lastEntity: number[] = [];
  private readonly phoneticIds = new Map<string, number>();
  readonly tokenPhonetic: number[] = [];
  /** Rarity of each list token, by the shared token object the index hands to the scorer. */
  private readonly weights = new Map<NameToken, number>();
  /**
   * Rarity of query tokens, which are not the list's objects: a query's token is weighed against
   * every candidate, and working out its key each time cost more than the scoring around it.
   */
  private readonly queryWeights = new WeakMap<NameToken, number>();
  /** Query tokens the list lacks, by `keyOf` (`sharedTokenOf`). */
  private readonly askedTokens = new Map<string, NameToken>();
  /** Words of FUZZY_MIN_LENGTH letters or more, looked up one edit away. */
  private wordNeighbours = new DeletionIndex([], () => false);
  private soundNeighbours = new DeletionIndex([], () => false);
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

  /**
   * One object per token asked: the list's shared one where the list has the token, else one
   * kept for the words queries asked lately (a misspelling the list lacks). A query's parts so
   * read meet the scorer's memory of the pairs it compared (`token-similarity.ts`), which is
   * kept by token object, in every later search that asks them again.
   */
  sharedTokenOf(token: NameToken): NameToken {
    const id = this.idOf(token);
    if (id !== undefined) return this.tokens[id] ?? token;
    const key = keyOf(token);
    const asked = this.askedTokens.get(key);
    if (asked !== undefined) return asked;
    // Emptied when full: it holds what recent searches asked, and the pairs they compared.
    if (this.askedTokens.size >= ASKED_TOKENS_KEPT) this.askedTokens.clear();
    const kept = Object.freeze({ text: token.text, kind: token.kind, phonetic: token.phonetic });
    this.askedTokens.set(key, kept);
    return kept;
  }

  /** The id of a sound key that no list token has as its own (a skeleton's other keys). */
  internPhonetic(key: string): number {
    const known = this.phoneticIds.get(key);
    if (known !== undefined) return known;
    this.phoneticIds.set(key, this.phoneticIds.size);
    return this.phoneticIds.size - 1;
  }

  phoneticIdOf(key: string): number | undefined {
    return key === '' ? undefined : this.phoneticIds.get(key);
  }

  /** Call once every entity was added: freezes the counts and builds the typo index. */
  finish(entities: number): void {
    runAtOnce(this.finishInSteps(entities));
  }

  /** `finish` in steps (BuildSteps), for a server that answers meanwhile. */
  *finishInSteps(entities: number): BuildSteps<void> {
    this.entities = entities;
    this.lastEntity.length = 0;
    this.wordNeighbours = yield* DeletionIndex.inSteps(
      this.tokens.map((token) => token.text),
      (text, id) => this.tokens[id]?.kind === 'word' && text.length >= FUZZY_MIN_LENGTH,
    );
    // The map's order is the order of the ids.
    this.soundNeighbours = yield* DeletionIndex.inSteps(
      [...this.phoneticIds.keys()],
      (key) => key.length >= SOUND_NEIGHBOURS_MIN_LENGTH,
    );
    for (let id = 0; id < this.tokens.length; id++) {
      if (id % 4096 === 0) yield;
      const token = this.tokens[id];
      if (token) this.weights.set(token, this.weightOfId(id));
    }
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
    const known = this.weights.get(token) ?? this.queryWeights.get(token);
    if (known !== undefined) return known;
    const id = this.idOf(token);
    const weight = id === undefined ? 1 : this.weightOfId(id);
    this.queryWeights.set(token, weight);
    return weight;
  }

  /**
   * List words one edit (a letter replaced, added, dropped, or two swapped) away from `text`:
   * two words are that close when deleting at most one letter from each makes them equal, so
   * the deletion neighbourhoods are looked up by hash and the hits checked.
   */
  similarWords(text: string): number[] {
    return text.length < FUZZY_MIN_LENGTH ? [] : this.wordNeighbours.near(text);
  }

  /** Ids of the list's long phonetic keys one sound from `key` (not `key` itself). */
  similarPhonetics(key: string): number[] {
    return key.length < SOUND_NEIGHBOURS_MIN_LENGTH ? [] : this.soundNeighbours.near(key);
  }
}
