import { NAME_PARTICLES } from '../normalise/particles.js';
import { romanisedKoreanKeys, scriptSoundKeys } from '../normalise/script-sound-keys.js';
import type { MatchSubject, NameToken } from '../types.js';
import { postingLength, type Postings } from './growable.js';
import { joinedNeighbours, splitInTwo } from './joined-words.js';
import type { Vocabulary } from './vocabulary.js';

/**
 * Family-name particles ("van", "de", "bin"): as common as legal forms and initials, so, like
 * them, scored but no key to find candidates by (a Dutch register has hundreds of thousands
 * of "van"s; ranking them cost most of a query at 3 million companies).
 */
export const isKey = (token: NameToken): boolean =>
  token.kind !== 'legal' && token.kind !== 'initial' && !NAME_PARTICLES.has(token.text);

/** One posting list a query reads, with the weight a listing on it gains. */
export interface QueryKey {
  postings: Postings;
  key: number;
  weight: number;
}

/** The lists of the screening index that a query's keys are looked up in. */
export interface KeyedLists {
  vocabulary: Vocabulary;
  byToken: Postings;
  byPhonetic: Postings;
}

/**
 * The keys a query reaches listings by, each once at its highest weight, shortest posting list
 * first, and the key words of its longest name: its words and their sounds, words one edit or
 * sound away, the Latin spellings of a name written without vowels, and (where neighbouring
 * words are looked up joined) a word cut in two and two neighbours joined.
 */
export function queryKeys(
  subject: MatchSubject,
  lists: KeyedLists,
  joinNeighbouringWords: boolean,
): { keys: QueryKey[]; queryWords: number } {
  const { vocabulary, byToken, byPhonetic } = lists;
  const idOfWord = (part: NameToken): number | undefined => vocabulary.idOf(part);
  const keys = new Map<string, QueryKey>();
  let queryWords = 0;
  const addKey = (postings: Postings, key: number, weight: number, tag: string) => {
    const id = `${tag}${key}`;
    const known = keys.get(id);
    if (!known || known.weight < weight) keys.set(id, { postings, key, weight });
  };
  for (const name of subject.names) {
    const words = name.tokens.filter(isKey).length;
    const otherKeys =
      scriptSoundKeys(name.original) ??
      (subject.kind === 'company' ? undefined : romanisedKoreanKeys(name.tokens));
    queryWords = Math.max(queryWords, words);
    for (const token of name.tokens) {
      if (!isKey(token)) continue;
      const id = vocabulary.idOf(token);
      const rarity = id === undefined ? 1 : vocabulary.weightOfId(id);
      if (id !== undefined) addKey(byToken, id, rarity, 't');
      const phonetic = vocabulary.phoneticIdOf(token.phonetic);
      if (phonetic !== undefined) addKey(byPhonetic, phonetic, rarity * 0.8, 'p');
      // A word the list already uses more than once is no typo to correct; other words are
      // looked up one edit away (the list may spell the name correctly, the caller not).
      if (token.kind === 'word' && (id === undefined || vocabulary.frequencyOf(id) < 3)) {
        for (const similar of vocabulary.similarWords(token.text)) {
          addKey(byToken, similar, vocabulary.weightOfId(similar) * 0.8, 't');
        }
      }
      for (const near of vocabulary.similarPhonetics(token.phonetic)) {
        addKey(byPhonetic, near, rarity * 0.7, 'p');
      }
      // A skeleton asked (رحمن rhmn) finds the Latin spellings of the name (Rahman rmn), a
      // name in Hangul those lists write (정 jeong finds Chong).
      if (otherKeys !== undefined && token.kind === 'word') {
        for (const key of otherKeys(token.text)) {
          const other = vocabulary.phoneticIdOf(key);
          if (other !== undefined) addKey(byPhonetic, other, rarity * 0.7, 'p');
        }
      }
      // A listed name written as two words that the query writes as one (Jongsik, Jong Sik):
      // a given name beside a family name. A person's name of one word is not cut: two listed
      // syllables joined (Lina, Li Na) are as likely another name, and it is the whole name.
      // A company's is: Sovcomflot and Mahanair are Sovcom Flot and Mahan Air run together.
      if (!joinNeighbouringWords || (words < 2 && subject.kind === 'person')) continue;
      for (const part of splitInTwo(token, idOfWord)) {
        addKey(byToken, part, vocabulary.weightOfId(part), 't');
      }
    }
    // A listed word written as two (Hamid Ullah for Hamidullah) is found by the two joined.
    if (!joinNeighbouringWords) continue;
    for (const joined of joinedNeighbours(name.tokens)) {
      const id = vocabulary.idOf(joined);
      if (id !== undefined) addKey(byToken, id, vocabulary.weightOfId(id), 't');
      const phonetic = vocabulary.phoneticIdOf(joined.phonetic);
      if (phonetic !== undefined) addKey(byPhonetic, phonetic, 0.8, 'p');
    }
  }
  const ordered = [...keys.values()].sort(
    (a, b) => postingLength(a.postings, a.key) - postingLength(b.postings, b.key),
  );
  return { keys: ordered, queryWords };
}
