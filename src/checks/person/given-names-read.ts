/**
 * How a person's given names are read: first names as written, and initials from the initials
 * field or the names, an initial written out ("Th.") with the letters it shows.
 */
import { dropInvisible } from '../../screening/normalise/index.js';
import { LruCache } from '../../cache/lru-cache.js';
import { splitAtDashes } from '../../names/name-fold.js';
import { latinLookAlikesRead } from '../../names/latin-look-alikes.js';
import { compact, foldName } from './person-names.js';

/** First names (as written) and initials (folded letters) of one person. */
export interface GivenNames {
  readonly names: readonly string[];
  readonly initials: readonly string[];
  /**
   * By position beside `initials`: the letters of an initial written out ("chr" for "Chr."),
   * which the given name in that place must show in order.
   */
  readonly spelled?: readonly (string | undefined)[];
}

export interface Initial {
  letter: string;
  /** The folded letters of a written-out initial ("Th." is th). */
  spelled?: string;
}

/** The words of a text between its spaces and dashes (any dash of splitAtDashes: "J.–P."). */
export function wordsApart(text: string): string[] {
  // Loops, not flatMap: names of callers, residents and listings are read on every check.
  const words: string[] = [];
  for (const part of splitAtDashes(text)) {
    for (const word of part.split(/\s+/)) if (word !== '') words.push(word);
  }
  return words;
}

/** The initials of a text, each with its written-out letters where it is written out. */
export function initialsOf(text: string | undefined): Initial[] {
  const initials: Initial[] = [];
  for (const word of wordsApart(text ?? '')) {
    for (const part of word.split('.')) {
      if (part === '') continue;
      const letters = foldName(part).join('');
      if (letters === '') continue;
      // The Dutch digraph IJ is one letter: "IJ." is the initial of IJsbrand.
      if (letters === 'ij') initials.push({ letter: 'ij' });
      else if (/^\p{Lu}\p{Ll}{1,2}$/u.test(part)) {
        initials.push({ letter: letters.charAt(0), spelled: letters });
      } else for (const letter of letters) initials.push({ letter });
    }
  }
  return initials;
}

/**
 * The initials of an initials field: "J.W.", "J W", "JW" are j and w; a capital with small
 * letters is one initial written out as Dutch registers do ("Th." for Theodorus).
 */
export function readInitials(text: string | undefined): string[] {
  return initialsOf(text).map((initial) => initial.letter);
}

/** Given names from initials alone, with the letters of those written out. */
function fromInitials(initials: readonly Initial[]): GivenNames {
  const spelled = initials.map((initial) => initial.spelled);
  return {
    names: [],
    initials: initials.map((initial) => initial.letter),
    ...(spelled.some(Boolean) && { spelled }),
  };
}

/** The initial of a given name; the Dutch digraph IJ counts as one letter (IJsbrand: IJ). */
export const initialOfName = (name: string): string => {
  const letters = compact(name);
  return letters.startsWith('ij') ? 'ij' : letters.charAt(0);
};

/**
 * Initials written in the first-name field, as forms often get them: "J.", "J.W.", "J. W.", "J"
 * or "t". Without a dot only single letters count: "Jo" or "JO" is a name.
 */
function writtenAsInitials(text: string): boolean {
  const words = wordsApart(text);
  return (
    words.length > 0 &&
    words.every(
      (word) =>
        /^(?:\p{L}|ij)$/iu.test(word) ||
        /^(?:(?:\p{L}|ij)\.)+(?:\p{L}|ij)?$/iu.test(word) ||
        // "Th.", "Chr.": one initial written out, as Dutch registers do.
        /^\p{Lu}\p{Ll}{1,2}\.$/u.test(word),
    )
  );
}

/**
 * The given names of a person: the first names, and initials from the field or the names. A
 * first-name field holding only initials gives initials, not a name to compare letter by letter.
 */
export function givenNamesOf(
  firstName: string | undefined,
  initials: string | undefined,
): GivenNames {
  const key = `${firstName ?? ''}\u0000${initials ?? ''}`;
  let read = givenNamesRead.get(key);
  if (read === undefined) {
    // "Х." with a Cyrillic Х is the initial X, not given names in another script.
    const [first, held] = [firstName, initials].map((text) => text && latinLookAlikesRead(text));
    read = frozen(readGivenNames(first, held));
    givenNamesRead.set(key, read);
  }
  return read;
}

/**
 * Given names read so far, shared (and frozen): the names of residents, phone listings and
 * callers recur, and comparisons remember a side's initial readings by its object.
 */
const givenNamesRead = new LruCache<GivenNames>(20_000);

/** Given names made unchangeable, to be shared by every comparison that reads the same text. */
export const frozen = (names: GivenNames): GivenNames => {
  Object.freeze(names.names);
  Object.freeze(names.initials);
  if (names.spelled) Object.freeze(names.spelled);
  return Object.freeze(names);
};

function readGivenNames(firstName: string | undefined, initials: string | undefined): GivenNames {
  const firstNames = dropInvisible(firstName ?? '').trim();
  const field = initialsOf(initials);
  if (writtenAsInitials(firstNames)) {
    const fromFirstName = initialsOf(firstNames);
    return fromInitials(field.length >= fromFirstName.length ? field : fromFirstName);
  }
  const names = firstNames.split(/\s+/).filter(Boolean);
  const fromNames = names.map(initialOfName).filter(Boolean);
  if (field.length < fromNames.length) return { names, initials: fromNames };
  return { ...fromInitials(field), names };
}

/** Whether a first-name field holds a name, not only initials ("J.", "J.W.") or nothing. */
export const firstNameWritten = (firstName: string | undefined): boolean =>
  givenNamesOf(firstName, undefined).names.length > 0;
