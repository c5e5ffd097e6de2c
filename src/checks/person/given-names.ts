/**
 * How two persons' given names compare: first names where both sides have them, initials
 * always, and an initial written out ("Th.") by the letters it shows.
 */
import { hasLatinLetter, splitAtDashes } from '../../names/name-fold.js';
import { initialOfName, type GivenNames } from './given-names-read.js';
import {
  compact,
  compareName,
  NAME_NOTES,
  spelledOtherwise,
  type NameComparison,
  type NameOutcome,
} from './person-names.js';

export {
  firstNameWritten,
  givenNamesOf,
  readInitials,
  type GivenNames,
} from './given-names-read.js';

/**
 * Whether a name fits a written-out initial: its letters appear in the name in order, from its
 * first letter ("Chr." Christiaan, "Wm." Willem; not "Chr." Cornelis, "Th." Tim).
 */
function fitsSpelled(spelled: string, name: string): boolean {
  const letters = compact(name);
  if (letters.charAt(0) !== spelled.charAt(0)) return false;
  let at = 1;
  for (const letter of spelled.slice(1)) {
    at = letters.indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** A written-out initial of one side that the other side's name in its place does not fit. */
function spelledMismatch(
  a: GivenNames,
  b: GivenNames,
): { initial: string; name: string } | undefined {
  const spelled = a.spelled ?? [];
  for (let i = 0; i < spelled.length; i++) {
    const letters = spelled[i];
    const name = b.names[i];
    if (letters !== undefined && name !== undefined && !fitsSpelled(letters, name)) {
      return { initial: `${letters.charAt(0).toUpperCase()}${letters.slice(1)}.`, name };
    }
  }
  return undefined;
}

/**
 * same/variant/typo as for names, on the first name; initials: the initials agree where one
 * side has only initials; partial: they agree as far as the shorter list goes ("J." and
 * "J.W."); not_compared: a side has no given names.
 */
export type GivenNameOutcome = NameOutcome | 'initials' | 'partial' | 'not_compared';

const dotted = (initials: readonly string[]): string =>
  initials.map((i) => `${i.toUpperCase()}.`).join('');

/**
 * Dutch callers often give the called name (roepnaam), which may be a later given name ("Jan"
 * for Hendrik Jan), with the official initials ("H.J."). It counts where the name is one of the
 * known later names and the initials, when given beside it, agree.
 */
function calledName(given: GivenNames, known: GivenNames, first: string): boolean {
  const later = known.names.slice(1).some((name) => {
    const outcome = compareName(first, name);
    return outcome === 'same' || outcome === 'variant';
  });
  if (!later) return false;
  const fromNamesOnly = given.initials.join('') === given.names.map(initialOfName).join('');
  const shorter = Math.min(given.initials.length, known.initials.length);
  return (
    fromNamesOnly ||
    given.initials.slice(0, shorter).join('') === known.initials.slice(0, shorter).join('')
  );
}

/** Whether the I at `at` is the initial of a name written on this side that is not an IJ name. */
const ofTwoNames = (side: GivenNames, at: number): boolean => {
  const name = side.names[at];
  return name !== undefined && initialOfName(name) !== 'ij';
};

/**
 * One side's initials with "I.J." read as the digraph IJ where the other side has IJ in that
 * place: forms most often write the initial of IJsbrand as two letters. Elsewhere I.J. stays two
 * initials (Ingrid Johanna), and so does an I that is the initial of a name of this side that
 * does not begin with IJ: Ingrid Johanna are two names whatever the other side holds.
 */
function digraphJoined(side: GivenNames, other: GivenNames): GivenNames {
  const initials: string[] = [];
  const spelled: (string | undefined)[] = [];
  for (let i = 0; i < side.initials.length; i++) {
    const letter = side.initials[i] ?? '';
    if (
      letter === 'i' &&
      side.initials[i + 1] === 'j' &&
      !ofTwoNames(side, i) &&
      other.initials[initials.length] === 'ij'
    ) {
      initials.push('ij');
      spelled.push(undefined);
      i++;
    } else {
      initials.push(letter);
      spelled.push(side.spelled?.[i]);
    }
  }
  if (initials.length === side.initials.length) return side;
  return { names: side.names, initials, ...(spelled.some(Boolean) && { spelled }) };
}

/**
 * The initials a side's first names hold, a hyphenated name those of each of its parts:
 * "Jan-Willem" is J.W., however the initials written beside it read ("J.").
 */
function initialsOfNames(side: GivenNames, links = true): string[] {
  // Plain loops: this runs for every candidate of every person check, and flatMap with
  // filters cost several times as much here.
  const initials: string[] = [];
  for (const name of side.names) {
    let kept = 0;
    for (const part of splitAtDashes(name)) {
      const letters = compact(part);
      if (letters === '') continue;
      if (links || kept === 0 || !GIVEN_NAME_LINKS.has(letters)) initials.push(initialOfName(part));
      kept++;
    }
  }
  return initials;
}

/**
 * The words that link the parts of a hyphenated given name (Abd-el-Kader, Zain-ul-Abideen,
 * Nasr-ud-Din, Maria-do-Carmo, Jean-de-Dieu), folded: their initial may be written or not
 * (A.E.K. or A.K.).
 */
const GIVEN_NAME_LINKS: ReadonlySet<string> = new Set(
  'al el ul ud ur ad ed un ibn bin ben de la du des da do dos das di del'.split(' '),
);

/**
 * A side's initials with its hyphenated first name's parts in place of the one initial they
 * write for it, where they have more: Jan-Willem beside J.P. is J.W.P., as data that keeps only
 * the first name beside the initials of all names writes Jan-Willem Pieter. Undefined where the
 * initials hold the parts already (J.W.) or begin otherwise.
 */
function partsInPlace(side: GivenNames): string[] | undefined {
  const parts = initialsOfNames({ names: side.names.slice(0, 1), initials: [] });
  const [first, ...later] = side.initials;
  if (parts.length < 2 || later.length === 0 || first !== parts[0]) return undefined;
  return parts.every((initial, i) => side.initials[i] === initial)
    ? undefined
    : [...parts, ...later];
}

/**
 * A side's initials as it has them, and, where a hyphenated first name holds more, those of
 * its first names with each part counted: Jan-Willem Hendrik is J.H. and J.W.H., Jan-Willem
 * beside J.H. J.H. and J.W.H. (partsInPlace). Where the parts only continue the initials
 * (Jan-Willem beside J. or none: J.W.), the parts alone: J. would let J.P. fit a Jan-Willem;
 * a part that only links the others (el of Abd-el-Kader) also without its initial (A.K.).
 */
const initialReadings = (side: GivenNames): readonly (readonly string[])[] => {
  let readings = readingsOfSide.get(side);
  if (readings === undefined) {
    readings = readingsOf(side);
    readingsOfSide.set(side, readings);
  }
  return readings;
};

/**
 * The readings of each side read so far: a resident's given names are read once for every
 * check that finds them, and initialsCompared asks for a side's readings several times.
 */
const readingsOfSide = new WeakMap<GivenNames, readonly (readonly string[])[]>();

function readingsOf(side: GivenNames): (readonly string[])[] {
  const ofParts = initialsOfNames(side);
  const continued = side.initials.every((initial, i) => initial === ofParts[i]);
  const readings = [ofParts.length > side.initials.length && continued ? ofParts : side.initials];
  if (ofParts.length > side.initials.length && !continued) readings.push(ofParts);
  // Abd-el-Kader beside A. or none is A.E.K., and A.K. too (its link without an initial).
  const unlinked = initialsOfNames(side, false);
  if (
    unlinked.length > side.initials.length &&
    unlinked.length < ofParts.length &&
    !readings.some((reading) => reading.join('') === unlinked.join(''))
  ) {
    readings.push(unlinked);
  }
  const inPlace = partsInPlace(side);
  if (inPlace && !readings.some((reading) => reading.join('') === inPlace.join(''))) {
    readings.push(inPlace);
  }
  return readings;
}

/**
 * The initials of both sides as compared: as they have them where those agree as far as both
 * go, else with a hyphenated first name's parts each counted where that makes them agree (J.W.
 * and Jan-Willem Hendrik, J.W.H.), else as they have them.
 */
function initialsCompared(
  given: GivenNames,
  known: GivenNames,
): [readonly string[], readonly string[]] {
  for (const a of initialReadings(given)) {
    for (const b of initialReadings(known)) {
      const shorter = Math.min(a.length, b.length);
      if (a.slice(0, shorter).every((initial, i) => initial === b[i])) return [a, b];
    }
  }
  return [initialReadings(given)[0] ?? given.initials, initialReadings(known)[0] ?? known.initials];
}

/**
 * A side's first name, or its first names written apart as one where the other side's first
 * name is those names joined by a dash ("Jan Willem" where the other has Jan-Willem), as
 * written: one name written two ways, compared as a spelling variant.
 */
function firstNameAs(side: GivenNames, other: GivenNames): string | undefined {
  const parts = splitAtDashes(other.names[0] ?? '');
  const apart = side.names.slice(0, parts.length);
  const joined =
    parts.length > 1 &&
    apart.length === parts.length &&
    apart.every((name, i) => compact(name) === compact(parts[i] ?? ''));
  return joined ? apart.join(' ') : side.names[0];
}

/**
 * Whether the data holds every initial given, in its place (where the date of birth does not
 * agree): as many or more of its own, or those of its first names with a hyphenated name's
 * parts each counted (J.W. for Jan-Willem). Whether those it holds agree is compared after.
 */
function allHeld(given: GivenNames, known: GivenNames): boolean {
  if (known.initials.length >= given.initials.length) return true;
  return initialReadings(known).some(
    (reading) =>
      reading.length >= given.initials.length &&
      given.initials.every((initial, i) => initial === reading[i]),
  );
}

/**
 * The caller's given names with the initials of a hyphenated first name's parts each counted,
 * where they say more than those given or made from the names ("Jan-Willem" is J.W., not J.),
 * for the rule that every initial given must be held: the caller who gives Jan-Willem has
 * given J.W., as one giving J.W. has.
 */
function partsCounted(given: GivenNames): GivenNames {
  const ofParts = initialsOfNames(given);
  const saysMore =
    ofParts.length > given.initials.length &&
    given.initials.every((initial, i) => initial === ofParts[i]);
  return saysMore ? { ...given, initials: ofParts } : given;
}

/**
 * Given names compared: first names where both have them, and the initials always. `discreet`
 * notes of names that fit do not say how the residents data writes them (PF04), nor whether it
 * holds as many initials as given, fewer or more (`partial` wherever they agree).
 *
 * `allGivenHeld` (where the date of birth does not agree: PF03, PF04): every initial given
 * must be the data's, in its place, so that the answer depends on the caller's initials being
 * held and on nothing else the data holds. A data holding fewer than given is then as one
 * holding others in their place (J.X., X made up, fits neither a J. nor a J.H.); a hyphenated
 * first name holds the initials of its parts (J.W. for Jan-Willem: allHeld); one holding
 * as many or more fits alike (`partial`, never `initials`: the exact one would rank first).
 */
/** The note of given names written in another script than the residents data's. */
export const GIVEN_NAMES_NOT_LATIN =
  'the given names have no Latin letters, as the residents data writes them: not compared';

/** Whether given names have a Latin letter ("Ayşe" has, "Айше" has not). */
export const givenNamesInLatin = (names: GivenNames): boolean =>
  hasLatinLetter([...names.names, ...names.initials].join(' '));

export function compareGivenNames(
  givenAsWritten: GivenNames,
  knownAsWritten: GivenNames,
  discreet = false,
  allGivenHeld = false,
): NameComparison<GivenNameOutcome> {
  // "Айше" is neither Ayşe nor another name: it cannot be compared with a Latin spelling, and
  // its Cyrillic initial is no Latin one. Not compared, and said so.
  const written = [givenAsWritten, knownAsWritten].map((names) => names.initials.length > 0);
  if (
    written.every(Boolean) &&
    !givenNamesInLatin(givenAsWritten) &&
    givenNamesInLatin(knownAsWritten)
  ) {
    return { outcome: 'not_compared', notes: [GIVEN_NAMES_NOT_LATIN] };
  }
  const counted = allGivenHeld ? partsCounted(givenAsWritten) : givenAsWritten;
  if (counted !== givenAsWritten) return compareGivenNames(counted, knownAsWritten, discreet, true);
  const given = digraphJoined(givenAsWritten, knownAsWritten);
  const known = digraphJoined(knownAsWritten, givenAsWritten);
  if (given.initials.length === 0 || known.initials.length === 0) {
    return { outcome: 'not_compared', notes: [] };
  }
  if (allGivenHeld && !allHeld(given, known)) {
    return {
      outcome: 'different',
      notes: [`initials ${dotted(givenAsWritten.initials)} are not all in the residents data`],
    };
  }
  // A written-out initial that the name in its place does not fit is another person.
  const givenSpelled = spelledMismatch(given, known);
  if (givenSpelled) {
    const { initial, name } = givenSpelled;
    const note = `initial "${initial}" does not fit "${name}" in the residents data`;
    return { outcome: 'different', notes: [note] };
  }
  const knownSpelled = spelledMismatch(known, given);
  if (knownSpelled) {
    const { initial, name } = knownSpelled;
    const note = `given name "${name}" does not fit the initial "${initial}" in the residents data`;
    return { outcome: 'different', notes: [note] };
  }
  // Initials and first names of a hyphenated first name as the other side writes it.
  const [givenInitials, knownInitials] = initialsCompared(given, known);
  const shorter = Math.min(givenInitials.length, knownInitials.length);
  const agreeFrom = (start: number): boolean => {
    for (let i = start; i < shorter; i++) if (givenInitials[i] !== knownInitials[i]) return false;
    return true;
  };
  const [givenFirst, knownFirst] = [firstNameAs(given, known), firstNameAs(known, given)];
  if (givenFirst && knownFirst) {
    const first = compareName(givenFirst, knownFirst);
    const called = first === 'different' ? calledName(given, known, givenFirst) : undefined;
    if (called) {
      return {
        outcome: 'variant',
        notes: [
          discreet
            ? `first name "${givenFirst}" is a later given name in the residents data (a called name)`
            : `first name "${givenFirst}" is a later given name of "${known.names.join(' ')}" in the residents data (a called name)`,
        ],
      };
    }
    // Further initials that disagree (J.W. and J.P.) are other persons: a father and son.
    if (first === 'different' || !agreeFrom(1) || (first === 'same' && !agreeFrom(0))) {
      return {
        outcome: 'different',
        notes: [
          `given names "${given.names.join(' ')}" are "${known.names.join(' ')}" in the residents data`,
        ],
      };
    }
    // A typo in the first letter of the first name leaves the initials apart: the name decides.
    if (first !== 'same') {
      return {
        outcome: first,
        notes: [
          discreet
            ? spelledOtherwise('first name', givenFirst, first)
            : `first name "${givenFirst}" is "${knownFirst}" in the residents data (${NAME_NOTES[first]})`,
        ],
      };
    }
    return { outcome: 'same', notes: [] };
  }
  if (!agreeFrom(0)) {
    return {
      outcome: 'different',
      notes: [
        `initials ${dotted(givenInitials)} are ${dotted(knownInitials)} in the residents data`,
      ],
    };
  }
  // Discreet (PF04, PF08), initials that agree are said to agree as far as both have them, as
  // many as the data has or not: "agree" where it has as many, and "as far as" where it has
  // fewer, would tell how many it holds (J. of a caller's J.H.M.), one request or a few apart.
  // They are the caller's as written: I.J. read as IJ would tell one IJ name from I and J names.
  if (discreet) {
    return {
      outcome: 'partial',
      notes: [`initials ${dotted(givenAsWritten.initials)} agree as far as both have them`],
    };
  }
  if (givenInitials.length !== knownInitials.length) {
    return {
      outcome: 'partial',
      notes: [
        `initials ${dotted(givenInitials)} agree with ${dotted(knownInitials)} as far as given`,
      ],
    };
  }
  return {
    outcome: allGivenHeld ? 'partial' : 'initials',
    notes: [`initials ${dotted(givenInitials)} agree`],
  };
}

/**
 * The first initial, dotted, where the initials of both sides agree from the first: "J." of
 * J.H.M. for J., for J.H.M. and for J.H.M.P. alike. Undefined where they do not (a called name,
 * "Jan" for H.J.). Only the first: as many as both have would tell a caller who gave J.H.M. that
 * the data holds only J., and all the caller gave would claim initials the data does not hold.
 * The first as the caller wrote it: "I." of I.J., whether the data holds IJsbrand or Ingrid
 * Johanna ("IJ." would tell which); "IJ." only where the caller wrote IJ.
 */
export function firstInitialAgreed(
  givenAsWritten: GivenNames,
  knownAsWritten: GivenNames,
): string | undefined {
  const given = digraphJoined(givenAsWritten, knownAsWritten);
  const known = digraphJoined(knownAsWritten, givenAsWritten);
  const [givenInitials, knownInitials] = initialsCompared(given, known);
  const shorter = Math.min(givenInitials.length, knownInitials.length);
  const agree =
    shorter > 0 &&
    givenInitials.slice(0, shorter).every((initial, i) => initial === knownInitials[i]);
  return agree ? dotted(givenAsWritten.initials.slice(0, 1)) : undefined;
}
