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
