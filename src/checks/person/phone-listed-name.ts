/**
 * Whether a phone directory listing's name is the person's. The listing's name is one text as
 * directories write it: "J. van der Berg", "Jan van der Berg", "Berg, J. van der",
 * "Fam. Hendriks", "J.P. Hendriks-Smit", or a business ("Hendriks Consultancy B.V."). It is read
 * into given names, prefix (tussenvoegsel) and family name, guided by the length of the person's
 * family name, and compared with the helpers person_match uses: family names the same or a
 * spelling variant (accents, case, an abbreviated or missing prefix, one part of a double name),
 * and given names or initials that agree where both sides have them.
 */
import type { PersonInput } from '../../contract/parties.js';
import {
  compact,
  compareFamilyNames,
  dashesJoined,
  familyNameForms,
  familyNameOf,
  foldName,
  splitAtDashes,
  type FamilyName,
} from './person-names.js';
import {
  DUTCH_PREFIX_WORDS,
  gluedPrefixesBeginning,
  isGluedPrefix,
  isRomanceNameParticle,
  prefixWordsOf,
} from '../../names/name-prefixes.js';
import { LruCache } from '../../cache/lru-cache.js';
import { hasLatinLetter } from '../../names/name-fold.js';
import { compareGivenNames, givenNamesOf, readInitials, type GivenNames } from './given-names.js';
import { frozen } from './given-names-read.js';
import { compareName } from './person-names.js';
import type { Comparison } from './phone-listing.js';
import { isTradeWord } from './trade-words.js';

/** A listing's name read into its parts, as written. */
export interface ListedName {
  given: string;
  family: FamilyName;
}

/** Forms of address and household words that precede a listed name ("Fam.", "Dhr.", "Mr."). */
const SALUTATIONS = new Set([
  'fam',
  'familie',
  'dhr',
  'hr',
  'heer',
  'mevr',
  'mw',
  'mevrouw',
  'mej',
  'wed',
  'mr',
  'dr',
  'drs',
  'ir',
  'ing',
  'prof',
]);

const isSalutation = (word: string): boolean => {
  const tokens = foldName(word);
  return tokens.length > 0 && tokens.every((token) => SALUTATIONS.has(token));
};

/**
 * Whether a written word is (part of) a family-name prefix: "van", "der", "'t", the
 * abbreviations directories use ("v.d.", "vd", "v/d", "v."), and a word of the prefix the
 * request gives ("dos" of "dos Santos"). Romance particles are not read otherwise: Di, Da and Do
 * are given names too, and "Di Wang" is not Li Wang's listing. Prefix words run together
 * ("Delos", "Dela", "Vander") only where they are the request's own, however it writes them
 * (de la Cruz, Dela Cruz, Delacroix): Dela is a given name too. The one-letter prefixes count
 * only with their apostrophe, so that the initial "T." is not read as "'t".
 */
function isPrefixWord(word: string, own: ReadonlySet<string>): boolean {
  if (/^v(?:[./]?(?:d|der|den)\.?|\.)$/.test(word) || word === 'vd') return true;
  const tokens = foldName(word);
  if (isGluedPrefix(word)) return prefixWordsOf(word).every((token) => own.has(token));
  return (
    tokens.length > 0 &&
    tokens.every(
      (token) =>
        (DUTCH_PREFIX_WORDS.has(token) || own.has(token)) &&
        (token.length > 1 || /['’]/.test(word)),
    )
  );
}

/** The words of a text, a hyphen (or other dash) with spaces around it joined to its neighbours. */
const wordsOf = (text: string): string[] => dashesJoined(text.trim()).split(/\s+/).filter(Boolean);

/**
 * The words of a listing with a double name kept as one word where the prefix of its later name
 * is hyphened to the first ("Hendriks-van Dijk", "Smit-de Lange"): a family name, as
 * "Hendriks-Dijk" is, not given names "P. Hendriks-van" and a name Dijk.
 */
function withLaterPrefixJoined(words: readonly string[], own: ReadonlySet<string>): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const parts = splitAtDashes(words[i] ?? '');
    const opensName =
      parts.length >= 2 &&
      !isPrefixWord(parts[0] ?? '', own) &&
      isPrefixWord(parts.at(-1) ?? '', own);
    let end = i + 1;
    while (opensName && end < words.length - 1 && isPrefixWord(words[end] ?? '', own)) end++;
    if (!opensName || end >= words.length) {
      joined.push(words[i] ?? '');
      continue;
    }
    joined.push(words.slice(i, end + 1).join(' '));
    i = end;
  }
  return joined;
}

/**
 * Whether prefix words run together ("Dela") are the prefix of `name`: right before it, with no
 * other prefix word between, and before a name that does not begin with them already. Dela is a
 * given name too: "Dela de la Cruz" and "Dela Delacroix" are listings of a Dela.
 */
const gluedBefore = (word: string, between: readonly string[], name: readonly string[]) =>
  between.length === 0 && !compact(name.join(' ')).startsWith(compact(word));

/**
 * Splits the prefix words off the end of `words` (which keeps the rest). `name` is the family
 * name they stand before; without it, the words kept are the name ("Berg van der, J.").
 */
function takeTrailingPrefix(
  words: string[],
  own: ReadonlySet<string>,
  name?: readonly string[],
): string[] {
  const prefix: string[] = [];
  for (let word = words.at(-1); word !== undefined; word = words.at(-1)) {
    if (!isPrefixWord(word, own)) break;
    if (isGluedPrefix(word) && !gluedBefore(word, prefix, name ?? words.slice(0, -1))) break;
    prefix.unshift(words.pop() ?? '');
  }
  return prefix;
}

/**
 * Splits the prefix words off the start of `words` (which keeps the rest, at least one word):
 * where the person's family name has more words than the name listed ("de Bruijn" listed for
 * Jansen-de Bruijn), a prefix may begin the words read as the family name.
 */
function takeLeadingPrefix(words: string[], own: ReadonlySet<string>): string[] {
  const prefix: string[] = [];
  while (words.length > 1 && isPrefixWord(words[0] ?? '', own)) {
    const word = words[0] ?? '';
    if (isGluedPrefix(word)) {
      // Run-together prefix words end the prefix: the name follows them.
      const rest = words.slice(1);
      if (!isPrefixWord(rest[0] ?? '', own) && gluedBefore(word, [], rest)) {
        prefix.push(words.shift() ?? '');
      }
      break;
    }
    prefix.push(words.shift() ?? '');
  }
  return prefix;
}

/** Drops the salutations at the start of `words`. */
function dropSalutations(words: string[]): string[] {
  let start = 0;
  while (start < words.length && isSalutation(words[start] ?? '')) start++;
  return words.slice(start);
}

/**
 * A listing's name read into given names, prefix and family name. With a comma the family
 * name comes first ("Berg, J. van der", "Berg van der, J."); otherwise it is the last
 * `familyWords` words (the number of words of the person's family name). `ownPrefix` is the
 * prefix the request gives, whose words are read as a prefix too.
 */
export function readListedName(text: string, familyWords: number, ownPrefix = ''): ListedName {
  const own = new Set(prefixWordsOf(ownPrefix));
  const comma = text.indexOf(',');
  if (comma >= 0) {
    const before = wordsOf(text.slice(0, comma));
    const after = dropSalutations(wordsOf(text.slice(comma + 1)));
    const prefix = [
      ...takeLeadingPrefix(before, own),
      ...takeTrailingPrefix(before, own),
      ...takeTrailingPrefix(after, own, before),
    ];
    return { given: after.join(' '), family: { prefix: prefix.join(' '), core: before.join(' ') } };
  }
  const words = withLaterPrefixJoined(dropSalutations(wordsOf(text)), own);
  const core = words.splice(Math.max(0, words.length - Math.max(1, familyWords)));
  const prefix = [...takeTrailingPrefix(words, own, core), ...takeLeadingPrefix(core, own)];
  return { given: words.join(' '), family: { prefix: prefix.join(' '), core: core.join(' ') } };
}

/** The same words, folded (no case, accents or punctuation). */
const sameFolded = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((word, i) => compact(word) === compact(b[i] ?? ''));

/**
 * A listing in the sorting form of the request's own family name where that name begins with a
 * Romance particle that is part of it ("da Silva", "Das Gupta", given in one field): the name
 * after the particle first, the particle after the given names ("Silva, J. da") or after the
 * name ("Silva da, J."), as directories sort a prefix. Read as that family name, in the
 * listing's own writing, with the given names between. Undefined where the listing is not
 * the request's name turned round so: the particles are read only where the request gives them.
 */
function sortingFormOf(text: string, family: FamilyName): ListedName | undefined {
  const comma = text.indexOf(',');
  if (comma < 0 || family.prefix !== '') return undefined;
  const words = wordsOf(family.core);
  let lead = 0;
  while (lead < words.length - 1 && isRomanceNameParticle(words[lead] ?? '')) lead++;
  if (lead === 0) return undefined;
  const particle = words.slice(0, lead);
  const name = words.slice(lead);
  const before = wordsOf(text.slice(0, comma));
  const after = dropSalutations(wordsOf(text.slice(comma + 1)));
  const asWritten = (core: string[], given: string[]): ListedName => ({
    given: given.join(' '),
    family: { prefix: '', core: core.join(' ') },
  });
  // "Silva da, J.": the particle after the name, before the comma.
  if (sameFolded(before, [...name, ...particle])) {
    return asWritten([...before.slice(name.length), ...before.slice(0, name.length)], after);
  }
  // "Silva, J. da": the particle after the given names.
  const trailing = after.slice(Math.max(0, after.length - lead));
  if (sameFolded(before, name) && sameFolded(trailing, particle)) {
    return asWritten([...trailing, ...before], after.slice(0, after.length - lead));
  }
  return undefined;
}

/**
 * The prefix words that are the request's own: its prefix, and those run together that its
 * name begins with, written apart or not ("de la Cruz", "Dela Cruz", "Delacroix": de la).
 */
const ownPrefixOf = (family: FamilyName): string =>
  [family.prefix, ...gluedPrefixesBeginning(compact(`${family.prefix} ${family.core}`))].join(' ');

/** A listing's name read for the request's family name (readListedName, or its sorting form). */
const readForPerson = (text: string, family: FamilyName): ListedName => {
  const own = ownPrefixOf(family);
  // As many words as the name has read so: "Hendriks-van Dijk" is one.
  const words = withLaterPrefixJoined(wordsOf(family.core), new Set(prefixWordsOf(own)));
  return sortingFormOf(text, family) ?? readListedName(text, words.length, own);
};

/** "J.", "J.P.", "Th.", "IJ." and bare capitals: a listing's given names written as initials. */
const INITIALS = /^(?:(?:IJ|\p{Lu}\p{Ll}{0,2})\.)+$|^\p{Lu}$/u;

/** The given names of a listing: initials as initials, names as names. */
function listedGivenNames(given: string): GivenNames {
  let read = listedGivenNamesRead.get(given);
  if (read === undefined) {
    read = frozen(readListedGivenNames(given));
    listedGivenNamesRead.set(given, read);
  }
  return read;
}

/** The given names of listings read so far: a listing is read for every check of its number. */
const listedGivenNamesRead = new LruCache<GivenNames>(10_000);

function readListedGivenNames(given: string): GivenNames {
  const words = given.split(/\s+/).filter(Boolean);
  if (words.length > 0 && words.every((word) => INITIALS.test(word))) {
    return { names: [], initials: readInitials(given) };
  }
  return givenNamesOf(given, undefined);
}

/**
 * Whether a listing's given names are the person's: they do not disagree, or the listing's
 * first name is a later given name of the person's, the called name (roepnaam) many are listed
 * under ("Maria Santos" for Anna Maria), as person_match takes it from a caller.
 */
const givenNamesAgree = (person: GivenNames, listed: GivenNames): boolean =>
  compareGivenNames(person, listed).outcome !== 'different' ||
  compareGivenNames(listed, person).outcome === 'variant';

/**
 * The forms of the person's family name a listing is read for: the whole, and each name of a
 * double name (familyNameForms, where a particle inside a double name goes with the name after
 * it: da Silva of "da Silva Santos", listed as "A. da Silva" or "A. Silva"). A particle leading
 * a double name may be left out of the whole, as a prefix may: "A. Silva Santos"; so may one
 * inside it: "A. Ferreira Silva" for Ferreira da Silva.
 */
function listingForms(family: FamilyName): FamilyName[] {
  const forms = familyNameForms(family);
  if (family.prefix !== '' || !forms.slice(1).some((f) => isRomanceNameParticle(f.prefix))) {
    return forms;
  }
  const words = wordsOf(family.core);
  const lead = forms[1]?.prefix ?? '';
  const particles = wordsOf(lead).length;
  if (lead !== '' && sameFolded(words.slice(0, particles), wordsOf(lead))) {
    return [...forms, { prefix: lead, core: words.slice(particles).join(' ') }];
  }
  // The particles inside (never the last word, which is a name) left out of the whole.
  const names = words.filter((word, i) => i === words.length - 1 || !isRomanceNameParticle(word));
  return [...forms, { prefix: '', core: names.join(' ') }];
}

/** Whether two family names are one: the same or a spelling variant. */
const agrees = (a: FamilyName, b: FamilyName): boolean => {
  const outcome = compareFamilyNames(a, b).outcome;
  return outcome === 'same' || outcome === 'variant';
};

/**
 * Whether a listing read for one form of the person's family name is under that form. A
 * directory may list a married person under either name of a double name, or under both, and
 * the listing may itself hold a double name: one name is set against each of the listing's
 * forms, not against one compareFamilyNames of the whole (that stops at a typo of the whole
 * name, Janssen-Smit for Jansen-Smit, and reads no name of a double name run into its prefix,
 * Vanderlinden-Bakker for van der Linden). The whole of a double name is set against the
 * listing's family name as read, or against its names in another order where each is one of
 * the double name's ("Pérez García" for García Pérez): read as its words, a listing of one of
 * its names holds a given name or initial too ("P. Hendriks" for Hendriks-de Lange), which is
 * no name of the double name, so no match for the whole (each name of the double name is read
 * for on its own).
 */
function underForm(form: FamilyName, listed: FamilyName): boolean {
  const names = familyNameForms(form).slice(1);
  if (names.length === 0) return familyNameForms(listed).some((part) => agrees(form, part));
  if (agrees(form, listed)) return true;
  const listedNames = familyNameForms(listed).slice(1);
  return (
    listedNames.length === names.length &&
    listedNames.every((name) => names.some((part) => agrees(part, name)))
  );
}

/**
 * Whether the person's family name is written in another script than the listing's: "Хендрикс"
 * given, "H. Hendriks" listed. Such names cannot be compared, so neither is the same nor another.
 */
export function familyNameInOtherScript(listed: string, person: PersonInput | undefined): boolean {
  const family = familyNameOf(person?.last_name_prefix, person?.last_name);
  return foldName(family.core).length > 0 && !hasLatinLetter(family.core) && hasLatinLetter(listed);
}

/**
 * Whether a listing's name is the person's: the family name the same or a spelling variant
 * (a prefix abbreviated or on one side only, one part of a double name), and the given names
 * or initials not disagreeing where both sides have them. A family name that differs by a
 * typing error is another name: Jansen and Janssen are different families. The listing is read
 * once for each form of the person's family name (the whole, and each name of a double name),
 * as many words as that form has, and is the person's where one reading is.
 */
export function compareListedName(listed: string, person: PersonInput | undefined): Comparison {
  const family = familyNameOf(person?.last_name_prefix, person?.last_name);
  if (foldName(family.core).length === 0) return 'not_compared';
  if (familyNameInOtherScript(listed, person)) return 'not_compared';
  const given = givenNamesOf(person?.first_name, person?.initials);
  const theirs = listingForms(family).some((form) => {
    const read = readForPerson(listed, form);
    if (!underForm(form, read.family)) return false;
    // "Advies Postma": a business named after the family, not a person of that family.
    if (read.given.split(/\s+/).some((word) => word !== '' && isTradeWord(word))) return false;
    return givenNamesAgree(given, listedGivenNames(read.given));
  });
  return theirs ? 'same' : 'other';
}

/** The same texts, one by one, as written (case aside). */
const sameWords = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((word, i) => compareName(word, b[i] ?? '') === 'same');

/**
 * Whether a listing's name tells nothing the request did not give, so that the answer may show
 * it: its family name and prefix written as given (case aside), no form of address ("Dhr."
 * tells a gender, "Fam." a household), and its given names the request's: first names written
 * as given, or initials, as many as given (the request's, or those of its first names). A
 * listing that writes fewer, more or other ones, or none where some were given, would tell so.
 */
export function listedNameAsGiven(listed: string, person: PersonInput | undefined): boolean {
  const family = familyNameOf(person?.last_name_prefix, person?.last_name);
  if (foldName(family.core).length === 0) return false;
  if (wordsOf(listed.replace(/,/g, ' ')).some(isSalutation)) return false;
  const read = readForPerson(listed, family);
  const prefixAsGiven =
    family.prefix === ''
      ? read.family.prefix === ''
      : compareName(read.family.prefix, family.prefix) === 'same';
  if (compareName(read.family.core, family.core) !== 'same' || !prefixAsGiven) return false;
  const given = givenNamesOf(person?.first_name, person?.initials);
  const shown = listedGivenNames(read.given);
  if (shown.names.length > 0 && !sameWords(shown.names, given.names)) return false;
  return shown.initials.join(' ') === given.initials.join(' ');
}
