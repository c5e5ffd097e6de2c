import { phoneticKey } from '../normalise/phonetic.js';
import type { NameToken } from '../types.js';

/** Names of more words than this are not looked up with neighbours joined: bounds the cost. */
const MAX_WORDS_JOINED = 8;

/**
 * Each two neighbouring words of a name written as one word (Hamid Ullah as hamidullah): a
 * name the list writes as one word and the query as two, or the reverse, shares no word
 * otherwise, so the index would never reach it for the scorer to pair the parts.
 */
export function joinedNeighbours(tokens: readonly NameToken[]): NameToken[] {
  if (tokens.length < 2 || tokens.length > MAX_WORDS_JOINED) return [];
  const joined: NameToken[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const [a, b] = [tokens[i], tokens[i + 1]];
    if (a?.kind !== 'word' || b?.kind !== 'word') continue;
    const text = a.text + b.text;
    joined.push({ text, kind: 'word', phonetic: phoneticKey(text) });
  }
  return joined;
}

/** Parts shorter than this are not looked up: single letters are initials, not words. */
const LEAST_PART = 2;

/**
 * The ids of the two list words a query word writes as one (Myeongsu for the listed Myeong Su,
 * Jongsik for Jong Sik, as Korean passports write a given name), where `idOf` knows both: the
 * reverse of `joinedNeighbours`. Without it such a listing was reached by its family name
 * alone, and among many namesakes (Kim, Ri) it could rank outside the candidates scored. Two
 * lookups per cut of the word.
 */
export function splitInTwo(
  token: NameToken,
  idOf: (part: NameToken) => number | undefined,
): number[] {
  const text = token.text;
  if (token.kind !== 'word' || text.length < 2 * LEAST_PART) return [];
  const found: number[] = [];
  for (let cut = LEAST_PART; cut <= text.length - LEAST_PART; cut++) {
    // Looked up by text: the vocabulary keys words by kind and text.
    const head = idOf({ text: text.slice(0, cut), kind: 'word', phonetic: '' });
    const tail =
      head === undefined ? undefined : idOf({ text: text.slice(cut), kind: 'word', phonetic: '' });
    if (head !== undefined && tail !== undefined) found.push(head, tail);
  }
  return found;
}
