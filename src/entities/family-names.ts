/**
 * The shape of a family name as the residents data and the checks read it: the prefix
 * (tussenvoegsel) apart from the name, and the names of a double name. Shared by the import,
 * which keys residents by each name of a double name, and by person matching, which looks them
 * up and compares them so; one reading for both keeps a key and its lookup the same.
 */
import { LruCache } from '../cache/lru-cache.js';
import { dropInvisible, foldTokens } from '../screening/normalise/index.js';

const folded = new LruCache<readonly string[]>(20_000);

/**
 * A name's folded tokens (no accents, case or punctuation). Folding runs the screening
 * engine's transliteration, the costly part of comparing names, and the same names recur.
 */
export function foldName(text: string): readonly string[] {
  let tokens = folded.get(text);
  if (!tokens) {
    tokens = foldTokens(text);
    folded.set(text, tokens);
  }
  return tokens;
}

/** Words of Dutch (and neighbouring) family-name prefixes, folded. */
export const PREFIX_WORDS = new Set([
  'van',
  'de',
  'der',
  'den',
  'het',
  't',
  's',
  'ten',
  'ter',
  'te',
  'in',
  'op',
  'aan',
  'onder',
  'over',
  'uit',
  'la',
  'le',
  'du',
  'd',
  'l',
  'von',
  'zu',
]);

/**
 * Prefixes as forms shorten them, folded and run together: "v.d.", "v/d", "vd", "v.d.r.". A lone
 * "v" only with its dot ("v. Dijk"): without one it may be an initial.
 */
const ABBREVIATED_PREFIXES = new Set(['vd', 'vdr', 'vdn', 'vt']);

const isPrefixWord = (word: string): boolean => {
  const tokens = foldName(word);
  return (
    tokens.length > 0 &&
    (tokens.every((token) => PREFIX_WORDS.has(token)) ||
      ABBREVIATED_PREFIXES.has(tokens.join('')) ||
      /^v\.$/i.test(word.trim()))
  );
};

/** A family name split into its prefix and the name itself, as written. */
export interface FamilyName {
  /** The prefix as written ("van der"), empty when there is none. */
  prefix: string;
  /** The family name without prefix, as written ("Berg"). */
  core: string;
}

/**
 * The family name of a prefix field and a last-name field. Leading prefix words written into
 * the last name ("van der Berg") are moved to the prefix, as long as a name remains. Invisible
 * characters are dropped: JavaScript's \s takes U+FEFF for a space, yet it splits no name.
 */
/** "Van't Hof", "in’t Veld": the prefix 't run into the word before it, written apart. */
const withApostropheTApart = (text: string): string =>
  text.replace(/^(van|in|op|aan|uit|onder|voor)\s*['’`]\s*t(?=\s|$)/iu, "$1 't");

export function familyNameOf(prefix: string | undefined, lastName: string | undefined): FamilyName {
  // A shortened prefix run into the name ("v.d.Linden", "v.Dijk") is written apart first.
  let text = withApostropheTApart(dropInvisible(lastName ?? '').trim()).replace(
    /^(v\.(?:\s*d\.(?:\s*[rn]\.)?)?)(?=\p{L})/iu,
    '$1 ',
  );
  // "Bruijn, de": the sorting form of registers and address books, the prefix after a comma.
  const inverted = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (inverted?.[1] && inverted[2] && isPrefixWord(inverted[2])) {
    text = `${inverted[2].trim()} ${inverted[1].trim()}`;
  }
  const words = text.split(/\s+/).filter(Boolean);
  const moved: string[] = [];
  while (words.length > 1 && isPrefixWord(words[0] ?? '')) moved.push(words.shift() ?? '');
  const given = withApostropheTApart(dropInvisible(prefix ?? '').trim());
  // The prefix given in its field and again in the last name ("de", "de Bruijn") is one prefix.
  const repeated =
    given !== '' && foldName(moved.join(' ')).join(' ') === foldName(given).join(' ');
  const prefixes = [given, ...(repeated ? [] : moved)].filter(Boolean);
  return { prefix: prefixes.join(' '), core: words.join(' ') };
}

/**
 * Particles that begin Arabic and Maghrebi family names, folded: "Ben Ali", "Ibn Rushd", "El
 * Amrani", "Al-Hassan", "Abu Bakr", "Ould Dah". The particle belongs to the name after it ("son
 * of", "the", "father of"), so such a name is one name, not a double name of two: "Ali" alone is
 * not "Ben Ali". Kept short on purpose: each word here stops a name from being split, and these
 * are not Dutch prefixes, which a name may be given without ("Berg" for van den Berg).
 */
export const NAME_PARTICLE_WORDS: ReadonlySet<string> = new Set([
  'ben',
  'bin',
  'bint',
  'ibn',
  'el',
  'al',
  'abu',
  'abou',
  'ould',
]);

const isParticleWord = (word: string): boolean => {
  const tokens = foldName(word);
  return tokens.length > 0 && tokens.every((token) => NAME_PARTICLE_WORDS.has(token));
};

/**
 * The names of a double family name as written ("Hendriks-Smit": Hendriks, Smit), none for one
 * name. Words apart ("García Pérez", the Spanish and Portuguese way) are names too, where no word
 * is a prefix or a particle ("Berg de Vries", "Ben Ali", "Mohamed Ben Ali" are not read so: where
 * one name ends is not known). A hyphenated part that is only a particle ("Ben-Ali", "Al-Hassan")
 * is no name of its own: such a name is one name.
 */
function doubleNameParts(core: string): string[] {
  const hyphenated = core.split('-').filter((part) => part.trim() !== '');
  if (hyphenated.length >= 2) return hyphenated.some(isParticleWord) ? [] : hyphenated;
  const words = core.split(/\s+/).filter(Boolean);
  const oneName = words.length < 2 || words.some((w) => isPrefixWord(w) || isParticleWord(w));
  return oneName ? [] : words;
}

/**
 * A family name and, for a double name ("Hendriks-Smit", "Berg-de Vries", "García Pérez"), each
 * of its parts: a married person is known under either name, or under both.
 */
export function familyNameForms(family: FamilyName): FamilyName[] {
  const parts = doubleNameParts(family.core);
  if (parts.length < 2) return [family];
  return [
    family,
    ...parts.map((part, i) => familyNameOf(i === 0 ? family.prefix : undefined, part)),
  ];
}
