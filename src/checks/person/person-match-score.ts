/**
 * How well one resident fits the person of a check, in explainable parts: family name, given
 * names, date of birth and gender, each with its outcome, its points and what differs. The
 * points rank candidates; the outcomes decide the person_match code.
 */
import type { PersonInput } from '../../contract/parties.js';
import type { ResidentData } from '../../entities/records.js';
import { editDistance } from '../../screening/score/index.js';
import { residentReadingOf } from './resident-records.js';
import {
  compareFamilyNames,
  familyNameOf,
  type FamilyName,
  type NameOutcome,
} from './person-names.js';
import {
  compareGivenNames,
  givenNamesOf,
  type GivenNameOutcome,
  type GivenNames,
} from './given-names.js';
import { lookupTable } from '../../entities/lookup-table.js';

export type Gender = 'M' | 'F' | 'X';

/** The person of a check as it is compared with residents. */
export interface PersonQuery {
  family: FamilyName;
  given: GivenNames;
  /** A full date, YYYY-MM-DD. */
  dateOfBirth?: string;
  gender?: Gender;
}

const GENDERS: Record<string, Gender> = lookupTable({
  m: 'M',
  male: 'M',
  man: 'M',
  f: 'F',
  female: 'F',
  v: 'F',
  vrouw: 'F',
  x: 'X',
});

/** The gender words read (any case), for messages that say what is accepted. */
export const GENDER_WORDS: readonly string[] = Object.keys(GENDERS);

/** The contract's gender is free text: the English and Dutch words and letters are read. */
export const readGender = (text: string | undefined): Gender | undefined =>
  GENDERS[text?.trim().toLowerCase() ?? ''];

/** A full date of birth (a date-time is cut to its date), or undefined. */
export function readDateOfBirth(text: string | undefined): string | undefined {
  const date = text?.trim().slice(0, 10);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}

/** The person of the request, or undefined without a family name to compare. */
export function personQueryOf(person: PersonInput | undefined): PersonQuery | undefined {
  if (!person) return undefined;
  const family = familyNameOf(person.last_name_prefix, person.last_name);
  if (family.core === '') return undefined;
  const dateOfBirth = readDateOfBirth(person.date_of_birth);
  const gender = readGender(person.gender);
  return {
    family,
    given: givenNamesOf(person.first_name, person.initials),
    ...(dateOfBirth && { dateOfBirth }),
    ...(gender && { gender }),
  };
}

/** close: one digit off, two neighbouring digits swapped, or day and month swapped. */
export type DateOutcome = 'same' | 'close' | 'different' | 'not_compared';
export type GenderOutcome = 'same' | 'different' | 'not_compared';

export function compareDates(given: string | undefined, known: string | undefined): DateOutcome {
  if (!given || !known) return 'not_compared';
  if (given === known) return 'same';
  const [year, month, day] = given.split('-');
  if (`${year}-${day}-${month}` === known) return 'close';
  return editDistance(given, known, 1) <= 1 ? 'close' : 'different';
}

/** The points of each part's outcomes; `same` is each part's maximum, together 100. */
export const FAMILY_NAME_POINTS: Record<NameOutcome, number> = {
  same: 40,
  variant: 36,
  typo: 28,
  different: 0,
};
export const GIVEN_NAME_POINTS: Record<GivenNameOutcome, number> = {
  same: 25,
  initials: 22,
  variant: 22,
  partial: 18,
  typo: 16,
  not_compared: 10,
  different: 0,
};
export const DATE_OF_BIRTH_POINTS: Record<DateOutcome, number> = {
  same: 25,
  not_compared: 10,
  close: 5,
  different: 0,
};
export const GENDER_POINTS: Record<GenderOutcome, number> = {
  same: 10,
  not_compared: 5,
  different: 0,
};

export interface ScorePart {
  part: 'family_name' | 'given_names' | 'date_of_birth' | 'gender';
  outcome: string;
  points: number;
  max: number;
  notes: string[];
}

export interface ResidentScore {
  /** 0-100: the sum of the parts' points. */
  score: number;
  parts: ScorePart[];
  /** The names fit: family name and given names are not different (the dates may differ). */
  sameName: boolean;
  familyName: NameOutcome;
  givenNames: GivenNameOutcome;
  dateOfBirth: DateOutcome;
  gender: GenderOutcome;
  /** What differs, in words: for the message of a match with differences. */
  differences: string[];
}

function datePart(query: PersonQuery, resident: ResidentData): ScorePart {
  const outcome = compareDates(query.dateOfBirth, resident.date_of_birth);
  const notes =
    outcome === 'not_compared'
      ? [query.dateOfBirth ? 'the residents data has no date of birth' : 'no date of birth given']
      : outcome === 'same'
        ? []
        : [
            // Neither the residents data's date nor how close it is are said: "close" would let
            // a caller find the date in a few tries.
            `date of birth ${query.dateOfBirth} differs from the residents data`,
          ];
  return {
    part: 'date_of_birth',
    outcome,
    points: DATE_OF_BIRTH_POINTS[outcome],
    max: DATE_OF_BIRTH_POINTS.same,
    notes,
  };
}

/**
 * The gender is compared only where the date of birth is. Without it (PF04) the check confirms
 * a name at an address to a caller who has not shown they know the person, and residents hold
 * M, F or X: "differs" from M would tell F or X, and an "agrees" given only where it agrees
 * would tell as much by its absence. Nor does it rank such candidates: a gender must not pick
 * one of two namesakes at an address (PF04 naming one instead of PF08).
 */
function genderPart(query: PersonQuery, resident: ResidentData, date: DateOutcome): ScorePart {
  const known = resident.gender;
  const withheld = query.gender !== undefined && date === 'not_compared';
  const outcome: GenderOutcome =
    !query.gender || !known || withheld
      ? 'not_compared'
      : query.gender === known
        ? 'same'
        : 'different';
  // The data's gender is not said: a caller who sent the wrong one would learn it; a match that
  // shows the person (PF01, PF02) has it anyway.
  const notes =
    outcome === 'different'
      ? [`gender ${query.gender} differs from the residents data`]
      : withheld
        ? ['gender not compared, as the date of birth was not']
        : [];
  return {
    part: 'gender',
    outcome,
    points: GENDER_POINTS[outcome],
    max: GENDER_POINTS.same,
    notes,
  };
}

/**
 * One resident scored against the person of the check. `discreet` notes do not say how the
 * residents data writes the names (for PF04 and PF08, where the caller has not shown that they
 * know the person); the outcomes and points are the same, but that initials agreeing are
 * `partial` however many each side has (given-names.ts). Candidates are ranked undiscreetly.
 * Where the date of birth does not agree (PF03, PF04) the given names fit only where the data
 * holds every initial given, and rank alike however many more it holds: the fit and the rank
 * then depend on the caller's initials being the data's, not on what else it holds (a made-up
 * further initial finds neither a J. nor a J.H.; a J. is no better fit for J. than a J.K.).
 */
export function scoreResident(
  query: PersonQuery,
  resident: ResidentData,
  discreet = false,
): ResidentScore {
  const known = residentReadingOf(resident);
  const family = compareFamilyNames(query.family, known.family, discreet);
  const date = datePart(query, resident);
  const given = compareGivenNames(query.given, known.given, discreet, date.outcome !== 'same');
  const parts: ScorePart[] = [
    {
      part: 'family_name',
      outcome: family.outcome,
      points: FAMILY_NAME_POINTS[family.outcome],
      max: FAMILY_NAME_POINTS.same,
      notes: family.notes,
    },
    {
      part: 'given_names',
      outcome: given.outcome,
      points: GIVEN_NAME_POINTS[given.outcome],
      max: GIVEN_NAME_POINTS.same,
      notes: given.notes,
    },
    date,
    genderPart(query, resident, date.outcome as DateOutcome),
  ];
  const [, , , gender] = parts as [ScorePart, ScorePart, ScorePart, ScorePart];
  const differences = [
    ...(['variant', 'typo'].includes(family.outcome) ? family.notes : []),
    ...(['variant', 'typo'].includes(given.outcome) ? given.notes : []),
    // Given names in another script were not compared: said, so that PF01 does not claim them.
    ...(given.outcome === 'not_compared' ? given.notes : []),
    ...gender.notes,
  ];
  return {
    score: parts.reduce((sum, p) => sum + p.points, 0),
    parts,
    sameName: family.outcome !== 'different' && given.outcome !== 'different',
    familyName: family.outcome,
    givenNames: given.outcome,
    dateOfBirth: date.outcome as DateOutcome,
    gender: gender.outcome as GenderOutcome,
    differences,
  };
}
