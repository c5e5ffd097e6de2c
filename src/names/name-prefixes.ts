/**
 * The words that come before a family name and are not the name: Dutch prefixes
 * (tussenvoegsels: "van der", "'t"), as written in full and abbreviated ("v.d."), the particles
 * of Romance names the register writes as the prefix ("dos", "della"), and the particles of
 * Arabic and Maghrebi names, which belong to the name after them ("Ben Ali").
 */
import { foldName } from './name-fold.js';
import { lookupTable } from '../entities/lookup-table.js';

/**
 * Words of Dutch (and neighbouring) family-name prefixes, folded. A phone listing's reader
 * takes only these (and the request's own prefix) for a prefix: any wider, and a given name
 * written before the family name (Di Wang, Do Nguyen) would be taken for one.
 */
export const DUTCH_PREFIX_WORDS: ReadonlySet<string> = new Set([
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
 * The particles of Romance names that are never a name, nor a given name, of their own:
 * "dos Santos", "della Valle", "dalla Costa", "delle Piane", "degli Esposti". The Dutch register
 * writes them as the prefix (voorvoegsel), so "Santos" is keyed and found as "Berg" is for van der
 * Berg. Da, das, do, di, del and dal are not among them: Da, Do and Di are given names, and Das,
 * Do, Di and Del family names (Kumar Das, Tran Do, Das Gupta), which read as a prefix would lose
 * their double name or be keyed as another, commoner name (Gupta, Nguyen).
 */
const ROMANCE_PREFIX_WORDS: ReadonlySet<string> = new Set([
  'dos',
  'della',
  'dalla',
  'delle',
  'degli',
]);

/** "los" and "las" are a prefix only after "de" ("de los Santos"); Los alone is a name. */
const AFTER_DE = new Set(['los', 'las']);

/**
 * The particles of Romance names that are names of their own too, so part of the name, never
 * its prefix: "da Silva", "Das Gupta", "Do Nguyen", "Di Maria", "Del Rio", "Dal Molin", "Los
 * Santos". A directory's sorting form may still write one after the given names, as it does a
 * prefix ("Silva, J. da").
 */
const ROMANCE_NAME_PARTICLES: ReadonlySet<string> = new Set([
  'da',
  'das',
  'do',
  'di',
  'del',
  'dal',
  ...AFTER_DE,
]);

/**
 * Prefixes of more than one word as they are run together into one ("Vander Berg", "Vanden
 * Bossche", "Delos Santos", "Dela Cruz"), folded, with their words: the Dutch ones of Flemish
 * spelling, and the Spanish, French and Portuguese de la, de los and de las. None of them is a
 * name or a given name of its own; del, which is (Del Rio), is not among them.
 */
const GLUED_PREFIX_WORDS: Readonly<Record<string, readonly string[]>> = lookupTable({
  vander: ['van', 'der'],
  vanden: ['van', 'den'],
  vande: ['van', 'de'],
  dela: ['de', 'la'],
  delos: ['de', 'los'],
  delas: ['de', 'las'],
});

/** Whether a written word is prefix words run together ("Delos", "Vander"). */
export const isGluedPrefix = (word: string): boolean => {
  const tokens = foldName(word);
  return tokens.length === 1 && GLUED_PREFIX_WORDS[tokens[0] ?? ''] !== undefined;
};

/**
 * The prefix words run together that folded letters begin with ("delacruz": dela; "vanderberg":
 * vander and vande), each as one word.
 */
export const gluedPrefixesBeginning = (letters: string): string[] =>
  Object.keys(GLUED_PREFIX_WORDS).filter((glued) => letters.startsWith(glued));

/**
 * The folded words of a prefix, those run together apart: "Delos" is de los, "v.d." v d. Two
 * writings of a prefix with the same words are the prefix written otherwise, not another one.
 */
export const prefixWordsOf = (prefix: string): string[] =>
  foldName(prefix).flatMap((token) => GLUED_PREFIX_WORDS[token] ?? [token]);

/**
 * The Romance particles as run into a name ("Dossantos", "Dellavalle", "Delossantos",
 * "Delacroix"), folded: those that written apart are the prefix ("dos Santos", "de los Santos"
 * are Santos, "de la Croix" Croix), and only those. Da, das, do, di, del and dal written apart
 * are part of the name ("da Silva" is dasilva), so run in they are part of it too.
 */
export const RUN_IN_ROMANCE_PREFIXES: readonly string[] = [
  ...ROMANCE_PREFIX_WORDS,
  ...Object.keys(GLUED_PREFIX_WORDS).filter((glued) => glued.startsWith('de')),
];

/** Words of family-name prefixes, folded: the Dutch ones and the Romance particles above. */
export const PREFIX_WORDS: ReadonlySet<string> = new Set([
  ...DUTCH_PREFIX_WORDS,
  ...ROMANCE_PREFIX_WORDS,
]);

/**
 * Prefixes as forms shorten them, folded and run together: "v.d.", "v/d", "vd", "v.d.r.". A lone
 * "v" only with its dot ("v. Dijk"): without one it may be an initial.
 */
const ABBREVIATED_PREFIXES = new Set(['vd', 'vdr', 'vdn', 'vt']);

/**
 * Whether a written word (or words: "de los") is a prefix; `after` is the folded prefix word
 * written before it, if any ("de" for "los"). Prefix words run together ("Delos", "Vander") are
 * one too, except `dutchOnly`, the reading before they were.
 */
export const isPrefixWord = (word: string, after = '', dutchOnly = false): boolean => {
  const tokens = foldName(word);
  const prefixWord = (token: string, before: string | undefined): boolean =>
    dutchOnly
      ? DUTCH_PREFIX_WORDS.has(token)
      : PREFIX_WORDS.has(token) ||
        (AFTER_DE.has(token) && before === 'de') ||
        GLUED_PREFIX_WORDS[token] !== undefined;
  return (
    tokens.length > 0 &&
    (tokens.every((token, i) => prefixWord(token, tokens[i - 1] ?? after)) ||
      ABBREVIATED_PREFIXES.has(tokens.join('')) ||
      /^v\.$/i.test(word.trim()))
  );
};

/** The articles of prefixes in their short forms: "in 't" is "in het", "van 's" "van des". */
const SHORT_ARTICLES: Readonly<Record<string, string>> = lookupTable({ t: 'het', s: 'des' });
const articlesInFull = (prefix: string): string =>
  prefix
    .split(' ')
    .map((word) => SHORT_ARTICLES[word] ?? word)
    .join(' ');

/**
 * "v d", "v.d." or "vd" for "van der": each word shortened to its first letters; "in 't" for
 * "in het": the article in its short form.
 */
export function isAbbreviation(short: string, full: string): boolean {
  if (short !== full && articlesInFull(short) === full) return true;
  const fullWords = full.split(' ').filter(Boolean);
  if (short === '' || fullWords.length === 0) return false;
  const words = short.split(' ');
  if (words.length === 1 && words[0] === fullWords.map((w) => w.charAt(0)).join('')) return true;
  return (
    words.length === fullWords.length &&
    // The texts differ, so at least one word is shortened.
    words.every((word, i) => (fullWords[i] ?? '').startsWith(word))
  );
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

export const isParticleWord = (word: string): boolean => {
  const tokens = foldName(word);
  return tokens.length > 0 && tokens.every((token) => NAME_PARTICLE_WORDS.has(token));
};

export const isRomanceParticle = (word: string): boolean => {
  const tokens = foldName(word);
  return tokens.length > 0 && tokens.every((token) => ROMANCE_PREFIX_WORDS.has(token));
};

/** Whether a written word is a Romance particle that is part of the name ("da" of "da Silva"). */
export const isRomanceNameParticle = (word: string): boolean => {
  const tokens = foldName(word);
  return tokens.length > 0 && tokens.every((token) => ROMANCE_NAME_PARTICLES.has(token));
};
