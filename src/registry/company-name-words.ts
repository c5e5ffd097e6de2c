/**
 * Company search by a distinctive word of a longer name ("El Amrani" for "L.A. El Amrani
 * Services B.V."): the engine scores whole names, so the more words a name has besides the one
 * asked, the further below the cut-off it falls, yet a caller who types that word means those
 * companies. Only whole words count, never a spelling near them, and only words few companies'
 * names hold: a word many share ("Holding") is no way to find one company and lists none so.
 */
import { companyWords } from '../screening/normalise/company-words.js';
import { nameTokens, normaliseName } from '../screening/normalise/name.js';
import { NAME_PARTICLES } from '../screening/normalise/particles.js';

/** At most this many companies may hold the words asked: all of them fit one answer. */
export const DISTINCTIVE_WORD_COMPANIES = 10;

/**
 * The words of the name asked that a company's name must hold: all but legal forms. Undefined
 * where none is a word to find companies by (only initials, particles, legal forms).
 */
export function wordsAsked(name: string): ReadonlySet<string> | undefined {
  const tokens = normaliseName(name, 'company').tokens.filter((t) => t.kind !== 'legal');
  const findable = tokens.some((t) => t.kind === 'word' && !NAME_PARTICLES.has(t.text));
  return findable ? new Set(tokens.map((t) => t.text)) : undefined;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The words of a name as nameTokens reads them; a name of printable ASCII (most) without its
 * Unicode work (transliteration, accents): lower case, apostrophes joined, other marks split.
 * A search reads up to 50 names this way, so this is on its hot path.
 */
export const wordsOf = (name: string): string[] =>
  PRINTABLE_ASCII.test(name)
    ? name
        .toLowerCase()
        .replace(/['`]/g, '')
        .split(/[^a-z0-9]+/)
        .filter((word) => word !== '')
    : nameTokens(name);

/**
 * Whether one of the names holds every word asked, each as a whole word, its words read as the
 * name asked is ("Vanderlinden" holds van, der and linden; "Intl" international). A single
 * glued "van" is read apart only where "van" is asked: "Vandijk" holds van and dijk, while
 * "Dijk" alone is not a word of it (`NormalisedName.gluedVanApart`).
 */
export function holdsWords(names: readonly string[], words: ReadonlySet<string>): boolean {
  const singleVan = words.has('van');
  return names.some((name) => {
    const held = new Set(companyWords(wordsOf(name), singleVan));
    for (const word of words) if (!held.has(word)) return false;
    return true;
  });
}
