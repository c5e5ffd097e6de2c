/**
 * How two persons' names compare, the way the residents data writes them: family name with or
 * without its prefix (tussenvoegsel), given names as first names or initials. Names are folded
 * (no case, accents or punctuation) before they are compared; what folding or a small typing
 * error had to bridge is kept as a note, so a match can say why it is one.
 */
import { dropInvisible } from '../../screening/normalise/index.js';
import { editDistance } from '../../screening/score/index.js';
import {
  familyNameForms,
  prefixPlacedOtherwise,
  type FamilyName,
} from '../../names/family-names.js';
import { compact, foldName, splitAtDashes } from '../../names/name-fold.js';
import { isAbbreviation, isRomanceNameParticle, prefixWordsOf } from '../../names/name-prefixes.js';

// Reading names and their prefixes lives beside this file by topic; what callers of person
// names use is exported here too.
export { compact, dashesJoined, foldName, splitAtDashes } from '../../names/name-fold.js';
export {
  DUTCH_PREFIX_WORDS,
  NAME_PARTICLE_WORDS,
  PREFIX_WORDS,
} from '../../names/name-prefixes.js';
export {
  familyNameForms,
  familyNameOf,
  familyNameReadBefore,
  gluedParticleApart,
  gluedPrefixApart,
  prefixPlacedOtherwise,
  prefixRunIn,
  type FamilyName,
} from '../../names/family-names.js';

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
  if (given === known || asWritten(given) === asWritten(known)) return 'same';
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

/** Prefix and name as one run of letters: "Vanderlinden" and "van der Linden" are one. */
const gluedWhole = (family: FamilyName): string => compact(`${family.prefix} ${family.core}`);
const written = (family: FamilyName): string =>
  [family.prefix, family.core].filter(Boolean).join(' ');

/**
 * How a family name given is written where it is the other run together or apart, said of the
 * name given only: as one word ("Vanderberg"), apart ("van der Berg"), or, joined by dashes
 * ("Van-den-Berg"), neither: a spelling variant, not "as one word", which would describe the
 * residents data's writing.
 */
const writtenHow = (given: FamilyName): string => {
  if (given.prefix !== '' || /\s/.test(given.core.trim())) return 'written apart';
  return splitAtDashes(given.core).length > 1 ? NAME_NOTES.variant : 'written as one word';
};
const agrees = (a: FamilyName, b: FamilyName): boolean => {
  const outcome = compareFamilyNamesAsWritten(a, b).outcome;
  return outcome === 'same' || outcome === 'variant';
};

/**
 * A name of a double name with its Romance particle read into the name ("da Silva" of Ferreira
 * da Silva, kept with the prefix da), as "da Silva" in one field is read: undefined without one.
 */
const particleInName = (part: FamilyName): FamilyName | undefined =>
  isRomanceNameParticle(part.prefix)
    ? { prefix: '', core: `${part.prefix.trim()} ${part.core}` }
    : undefined;

/**
 * The name of `double` (its forms but the whole) that agrees with `other`, as written or with
 * its particle read into the name, so that "da Silva" in one field is Ferreira da Silva's.
 */
const partAgreeing = (
  double: FamilyName,
  agreesWith: (part: FamilyName) => boolean,
): FamilyName | undefined => {
  for (const part of familyNameForms(double).slice(1)) {
    const fitting = [part, particleInName(part)].find((form) => form && agreesWith(form));
    if (fitting) return fitting;
  }
  return undefined;
};

/**
 * The part of a double name of the residents data that the given family name is ("Berg" of
 * "van den Berg-Jansen" for "Berg"), undefined where it is none of them.
 */
export function knownPartGiven(given: FamilyName, known: FamilyName): FamilyName | undefined {
  return partAgreeing(known, (part) => agrees(given, part));
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
  if (direct.outcome === 'same' || direct.outcome === 'variant') return direct;
  // "de" with "Hendriks-Lange" is a typo away from "Hendriks-de Lange" as written, and the
  // very name with its prefix placed otherwise.
  const placed = prefixPlacedComparison(given, known, discreet);
  if (placed && (placed.outcome === 'variant' || direct.outcome === 'different')) return placed;
  if (direct.outcome !== 'different') return direct;
  // One name with its prefix written in ("Van-den-Berg"), on either side: read so, then
  // compared as such, a typing error or another prefix included ("Van-den-Bergh"). Before the
  // name run together: "Van-den-Berg" for van den Berg is read apart, not as one word.
  const givenReadAs = prefixWrittenIn(given);
  if (givenReadAs) {
    const compared = compareFamilyNamesAsWritten(givenReadAs, known, discreet);
    if (compared.outcome !== 'different') {
      const read = `family name "${written(given)}" is read as "${written(givenReadAs)}"`;
      return { outcome: worse(compared.outcome, 'variant'), notes: [read, ...compared.notes] };
    }
  }
  const glued = gluedWhole(given);
  if (glued !== '' && glued === gluedWhole(known)) {
    const note = discreet
      ? spelledOtherwise('family name', written(given), 'variant')
      : `family name "${written(given)}" is "${written(known)}" in the residents data (${writtenHow(given)})`;
    return { outcome: 'variant', notes: [note] };
  }
  const knownReadAs = prefixWrittenIn(known);
  if (knownReadAs) {
    const compared = compareFamilyNamesAsWritten(given, knownReadAs, discreet);
    if (compared.outcome !== 'different') {
      return { outcome: worse(compared.outcome, 'variant'), notes: compared.notes };
    }
  }
  // One name of a double name: where the data has it as given, said so; else that name and how
  // it differs (Meijer-Jansen for Meyer: "Meijer" is one, and is "Meyer" in the data).
  const givenPart = partAgreeing(given, (part) => agrees(part, known));
  if (givenPart) {
    const compared = differencesOf(givenPart, known, discreet);
    const double = `family name "${written(given)}" is a double name, of which "${written(givenPart)}"`;
    const notes =
      compared.notes.length === 0
        ? [`${double} in the residents data is one`]
        : [`${double} is one`, ...compared.notes];
    return { outcome: 'variant', notes };
  }
  const knownPart = knownPartGiven(given, known);
  if (knownPart) {
    const compared = differencesOf(given, knownPart, discreet);
    const notes =
      compared.notes.length === 0
        ? [`the residents data has a double name, of which "${written(given)}" is one`]
        : ['the residents data has a double name', ...compared.notes];
    return { outcome: 'variant', notes };
  }
  return direct;
}

/**
 * One prefix at another name of a double name ("de" with "Hendriks-Lange" for "Hendriks-de
 * Lange", either side): the same name, its prefix placed otherwise. Undefined where no such
 * reading agrees.
 */
function prefixPlacedComparison(
  given: FamilyName,
  known: FamilyName,
  discreet: boolean,
): NameComparison | undefined {
  const placed = [
    ...prefixPlacedOtherwise(given).map((form) => [form, known] as const),
    ...prefixPlacedOtherwise(known).map((form) => [given, form] as const),
  ];
  for (const [givenForm, knownForm] of placed) {
    const compared = compareFamilyNamesAsWritten(givenForm, knownForm, discreet);
    const outcome = compared.outcome === 'typo' ? 'typo' : 'variant';
    if (compared.outcome === 'different') continue;
    // Not where the data places the prefix, nor how it spells the name, under PF04.
    const note = discreet
      ? spelledOtherwise('family name', written(given), outcome)
      : `family name "${written(given)}" is "${written(known)}" in the residents data (${NAME_NOTES[outcome]})`;
    return { outcome, notes: [note] };
  }
  return undefined;
}

/**
 * How one name of a double name, as given, differs from the other side's name, the other side's
 * prefix aside where none is given: "Linden" is the name of van der Linden, its prefix not to be
 * told to a caller who gave none (PF04), while a prefix given ("Van den" of Van-den-Berg-Jansen
 * for Berg) or a spelling ("Meijer" for Meyer) is no name the data has.
 */
const differencesOf = (part: FamilyName, other: FamilyName, discreet: boolean): NameComparison =>
  compareFamilyNamesAsWritten(
    part,
    part.prefix === '' ? { ...other, prefix: '' } : other,
    discreet,
  );

/**
 * A hyphenated name that is one name with its prefix written in ("Van-den-Berg"), read so
 * (van den Berg); undefined for any other name.
 */
function prefixWrittenIn(family: FamilyName): FamilyName | undefined {
  const forms = familyNameForms(family);
  return forms.length === 2 ? forms[1] : undefined;
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
  // The words of each prefix, those run together apart: "Delos" and "de los" are one prefix.
  const givenPrefix = prefixWordsOf(given.prefix).join(' ');
  const knownPrefix = prefixWordsOf(known.prefix).join(' ');
  const [givenFolded, knownFolded] = [foldName(given.prefix), foldName(known.prefix)];
  if (givenPrefix === knownPrefix && givenFolded.length !== knownFolded.length) {
    outcome = worse(outcome, 'variant');
    const how = givenFolded.length < knownFolded.length ? 'written as one word' : 'written apart';
    notes.push(
      discreet
        ? spelledOtherwise('prefix', given.prefix, 'variant')
        : `prefix "${given.prefix}" is "${known.prefix}" in the residents data (${how})`,
    );
  } else if (givenPrefix !== knownPrefix) {
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
