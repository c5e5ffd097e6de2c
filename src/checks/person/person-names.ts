/**
 * How two persons' names compare, the way the residents data writes them: family name with or
 * without its prefix (tussenvoegsel), given names as first names or initials. Names are folded
 * (no case, accents or punctuation) before they are compared; what folding or a small typing
 * error had to bridge is kept as a note, so a match can say why it is one.
 */
import { LruCache } from '../../cache/lru-cache.js';
import { dropInvisible, foldTokens } from '../../screening/normalise/index.js';
import { editDistance } from '../../screening/score/index.js';

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
 * written before it, if any ("de" for "los").
 */
const isPrefixWord = (word: string, after = '', dutchOnly = false): boolean => {
  const tokens = foldName(word);
  const prefixWord = (token: string, before: string | undefined): boolean =>
    dutchOnly
      ? DUTCH_PREFIX_WORDS.has(token)
      : PREFIX_WORDS.has(token) || (AFTER_DE.has(token) && before === 'de');
  return (
    tokens.length > 0 &&
    (tokens.every((token, i) => prefixWord(token, tokens[i - 1] ?? after)) ||
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
  return readFamilyName(prefix, lastName, false);
}

/**
 * The family name as read before Romance particles were prefixes (Dutch prefix words only):
 * "De Los Santos" is Los Santos, "Santos, dos" the whole text. The check history reads the key
 * such a reading made, so that checks kept under it still count.
 */
export function familyNameReadBefore(
  prefix: string | undefined,
  lastName: string | undefined,
): FamilyName {
  return readFamilyName(prefix, lastName, true);
}

function readFamilyName(
  prefix: string | undefined,
  lastName: string | undefined,
  dutchOnly: boolean,
): FamilyName {
  // A shortened prefix run into the name ("v.d.Linden", "v.Dijk") is written apart first.
  let text = withApostropheTApart(dropInvisible(lastName ?? '').trim()).replace(
    /^(v\.(?:\s*d\.(?:\s*[rn]\.)?)?)(?=\p{L})/iu,
    '$1 ',
  );
  // "Bruijn, de": the sorting form of registers and address books, the prefix after a comma.
  const inverted = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (inverted?.[1] && inverted[2] && isPrefixWord(inverted[2], '', dutchOnly)) {
    text = `${inverted[2].trim()} ${inverted[1].trim()}`;
  }
  const words = text.split(/\s+/).filter(Boolean);
  const moved: string[] = [];
  const after = (): string => foldName(moved.at(-1) ?? '').at(-1) ?? '';
  while (words.length > 1 && isPrefixWord(words[0] ?? '', after(), dutchOnly)) {
    moved.push(words.shift() ?? '');
  }
  const given = withApostropheTApart(dropInvisible(prefix ?? '').trim());
  // The prefix given in its field and again in the last name ("de", "de Bruijn") is one prefix.
  const repeated =
    given !== '' && foldName(moved.join(' ')).join(' ') === foldName(given).join(' ');
  const prefixes = [given, ...(repeated ? [] : moved)].filter(Boolean);
  return { prefix: prefixes.join(' '), core: words.join(' ') };
}

/** The folded name as one run of letters and digits: "Bosch-de Vries" is "boschdevries". */
export const compact = (text: string): string => foldName(text).join('');

/** German umlauts also written with an e ("Müller", "Mueller"). */
const withUmlautsSpelled = (text: string): string =>
  text.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe').replace(/[üÜ]/g, 'ue');

/**
 * The case-insensitive text with single spaces, to tell a spelling variant from equality; an
 * invisible character pasted in is no variant.
 */
// NFC: "ş" sent as s and a combining cedilla (as macOS and iOS send it) is written the same.
const asWritten = (text: string): string =>
  dropInvisible(text).normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');

/** Dutch ij written as y, the commonest spelling variant of Dutch names (Meijer, Meyer). */
export const ijAsY = (folded: string): string => folded.replaceAll('ij', 'y');

/**
 * Edit steps still read as a typing error in a name of this length: none up to 3 letters,
 * one up to 7, two from 8.
 */
export function typoAllowance(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

/**
 * same: equal as written (case aside); variant: equal once folded (accents, punctuation,
 * umlaut spelling, a prefix on one side only); typo: a small edit distance; different.
 */
export type NameOutcome = 'same' | 'variant' | 'typo' | 'different';

const RANK: Record<NameOutcome, number> = { same: 0, variant: 1, typo: 2, different: 3 };
const worse = (a: NameOutcome, b: NameOutcome): NameOutcome => (RANK[a] >= RANK[b] ? a : b);

export interface NameComparison<Outcome extends string = NameOutcome> {
  outcome: Outcome;
  /** What differs, in words, for the message and the explanation ("given X, known as Y"). */
  notes: string[];
}

/** One name (a family name or a first name) compared: same, variant, typo or different. */
export function compareName(given: string, known: string): NameOutcome {
  if (asWritten(given) === asWritten(known)) return 'same';
  // A name in capitals is the other in capitals (YILMAZ is Yılmaz: ı has no lower-case pair).
  const [upperGiven, upperKnown] = [given.toUpperCase(), known.toUpperCase()];
  if (
    (given === upperGiven || known === upperKnown) &&
    asWritten(upperGiven) === asWritten(upperKnown)
  ) {
    return 'same';
  }
  const a = compact(given);
  const b = compact(known);
  if (a === '' || b === '') return 'different';
  if (a === b) return 'variant';
  if (compact(withUmlautsSpelled(given)) === compact(withUmlautsSpelled(known))) return 'variant';
  if (ijAsY(a) === ijAsY(b)) return 'variant';
  const allowed = typoAllowance(Math.max(a.length, b.length));
  return allowed > 0 && editDistance(a, b, allowed) <= allowed ? 'typo' : 'different';
}

export const NAME_NOTES: Record<Exclude<NameOutcome, 'same'>, string> = {
  variant: 'spelling variant',
  typo: 'possibly a typing error',
  different: 'different',
};

/** The articles of prefixes in their short forms: "in 't" is "in het", "van 's" "van des". */
const SHORT_ARTICLES: Readonly<Record<string, string>> = { t: 'het', s: 'des' };
const articlesInFull = (prefix: string): string =>
  prefix
    .split(' ')
    .map((word) => SHORT_ARTICLES[word] ?? word)
    .join(' ');

/**
 * "v d", "v.d." or "vd" for "van der": each word shortened to its first letters; "in 't" for
 * "in het": the article in its short form.
 */
function isAbbreviation(short: string, full: string): boolean {
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

const isParticleWord = (word: string): boolean => {
  const tokens = foldName(word);
  return tokens.length > 0 && tokens.every((token) => NAME_PARTICLE_WORDS.has(token));
};

const isRomanceParticle = (word: string): boolean => {
  const tokens = foldName(word);
  return tokens.length > 0 && tokens.every((token) => ROMANCE_PREFIX_WORDS.has(token));
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
  // "Silva-dos": a part that is only a Romance particle is no name of its own either. A Dutch
  // prefix word is, as a part (Tran-Le, Kim-Du): those are names elsewhere.
  if (hyphenated.length >= 2) {
    const noName = (part: string) => isParticleWord(part) || isRomanceParticle(part);
    return hyphenated.some(noName) ? [] : hyphenated;
  }
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

/** Prefixes as they are run into a name ("Vanderlinden", "Terhorst", "Devries"), folded. */
const GLUED_PREFIXES = [
  'vander',
  'vanden',
  'vande',
  'vant',
  'van',
  'der',
  'den',
  'de',
  'ter',
  'ten',
  'te',
];

/**
 * The names a family name written as one word may be with its prefix apart: "Vanderlinden" is
 * also Linden (of "van der"), for looking a person up by the name the residents data keys. Every
 * prefix it may begin with is taken off, not only the longest: "Deruiter" is de Ruiter (ruiter)
 * as well as der Uiter (uiter), "Vanderlinden" also rlinden and derlinden. A name left that no
 * one has costs one key more; a right one dropped would lose the person.
 */
export function gluedPrefixApart(family: FamilyName): string[] {
  if (family.prefix !== '') return [];
  const letters = compact(family.core);
  return GLUED_PREFIXES.filter(
    (prefix) => letters.startsWith(prefix) && letters.length - prefix.length >= 3,
  ).map((prefix) => letters.slice(prefix.length));
}

/** Abbreviated prefixes (folded, run together) with the prefixes in full they may stand for. */
const PREFIXES_IN_FULL: Readonly<Record<string, readonly string[]>> = {
  v: ['van'],
  vd: ['vander', 'vanden', 'vande'],
  vdr: ['vander'],
  vdn: ['vanden'],
  vt: ['vant'],
};

/**
 * A family name with its prefix given apart run into one word, as another check may have
 * written it ("van der Berg": vanderberg); an abbreviated prefix in each of its full forms
 * ("Berg, v.d.": vanderberg, vandenberg, vandeberg). None without a prefix.
 */
export function prefixRunIn(family: FamilyName): string[] {
  const prefix = compact(family.prefix);
  if (prefix === '') return [];
  const core = compact(family.core);
  return (PREFIXES_IN_FULL[prefix] ?? [prefix]).map((full) => `${full}${core}`);
}

/** Prefix and name as one run of letters: "Vanderlinden" and "van der Linden" are one. */
const gluedWhole = (family: FamilyName): string => compact(`${family.prefix} ${family.core}`);
const written = (family: FamilyName): string =>
  [family.prefix, family.core].filter(Boolean).join(' ');
const agrees = (a: FamilyName, b: FamilyName): boolean => {
  const outcome = compareFamilyNamesAsWritten(a, b).outcome;
  return outcome === 'same' || outcome === 'variant';
};

/**
 * The part of a double name of the residents data that the given family name is ("Berg" of
 * "van den Berg-Jansen" for "Berg"), undefined where it is none of them.
 */
export function knownPartGiven(given: FamilyName, known: FamilyName): FamilyName | undefined {
  return familyNameForms(known)
    .slice(1)
    .find((part) => agrees(given, part));
}

/**
 * A note that a name part given is written otherwise in the residents data, without how: what
 * `discreet` notes say (PF04), where the caller has not shown that they know the person.
 */
export const spelledOtherwise = (
  part: 'family name' | 'first name' | 'prefix',
  given: string,
  outcome: Exclude<NameOutcome, 'same' | 'different'>,
): string =>
  `${part} "${given}" differs in spelling from the residents data (${NAME_NOTES[outcome]})`;

/**
 * The family names compared: the name itself, then the prefix where both give one. A name
 * that is otherwise different may still be the other written as one word ("Vanderlinden") or
 * one name of a double name ("Linden-Bakker" for van der Linden): a spelling variant, noted.
 * A double-name note names only what was given: the residents data's prefix and other part
 * would tell a caller who gave one name what the request did not earn (PF04). `discreet`
 * notes do not say how the data writes the name either (spelledOtherwise).
 */
export function compareFamilyNames(
  given: FamilyName,
  known: FamilyName,
  discreet = false,
): NameComparison {
  const direct = compareFamilyNamesAsWritten(given, known, discreet);
  if (direct.outcome !== 'different') return direct;
  const glued = gluedWhole(given);
  if (glued !== '' && glued === gluedWhole(known)) {
    const note = discreet
      ? spelledOtherwise('family name', written(given), 'variant')
      : `family name "${written(given)}" is "${written(known)}" in the residents data (written ${given.prefix === '' ? 'as one word' : 'apart'})`;
    return { outcome: 'variant', notes: [note] };
  }
  const givenPart = familyNameForms(given)
    .slice(1)
    .find((part) => agrees(part, known));
  if (givenPart) {
    const note = `family name "${written(given)}" is a double name, of which "${written(givenPart)}" in the residents data is one`;
    return { outcome: 'variant', notes: [note] };
  }
  if (knownPartGiven(given, known)) {
    const note = `the residents data has a double name, of which "${written(given)}" is one`;
    return { outcome: 'variant', notes: [note] };
  }
  return direct;
}

function compareFamilyNamesAsWritten(
  given: FamilyName,
  known: FamilyName,
  discreet = false,
): NameComparison {
  const core = compareName(given.core, known.core);
  const notes: string[] = [];
  if (core !== 'same') {
    notes.push(
      discreet && core !== 'different'
        ? spelledOtherwise('family name', given.core, core)
        : `family name "${given.core}" is "${known.core}" in the residents data (${NAME_NOTES[core]})`,
    );
  }
  let outcome = core;
  const givenPrefix = foldName(given.prefix).join(' ');
  const knownPrefix = foldName(known.prefix).join(' ');
  if (givenPrefix !== knownPrefix) {
    if (isAbbreviation(givenPrefix, knownPrefix) || isAbbreviation(knownPrefix, givenPrefix)) {
      outcome = worse(outcome, 'variant');
      notes.push(
        discreet
          ? spelledOtherwise('prefix', given.prefix, 'variant')
          : `prefix "${given.prefix}" is "${known.prefix}" written in full`,
      );
    } else if (givenPrefix && knownPrefix) {
      // "van den" for "van der": another name part than a spelling, yet a common slip.
      outcome = worse(outcome, 'typo');
      notes.push(
        discreet
          ? spelledOtherwise('prefix', given.prefix, 'typo')
          : `prefix "${given.prefix}" is "${known.prefix}" in the residents data`,
      );
    } else {
      outcome = worse(outcome, 'variant');
      notes.push(
        givenPrefix
          ? `prefix "${given.prefix}" is not in the residents data`
          : // Not which one: a family name given without its prefix does not earn it (PF04).
            'the residents data has the family name with a prefix',
      );
    }
  }
  return { outcome, notes };
}
