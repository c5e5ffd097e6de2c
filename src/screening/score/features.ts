import type { MatchSubject, ScoreFeature } from '../types.js';
import type { ScoringConfig } from './config.js';

/**
 * Evidence besides the name. Each feature is either support (value in [0, 1] with a weight,
 * averaged into the evidence term) or a penalty (a multiplier of the whole score), or absent
 * when one side does not know. Absent evidence is neutral: a list entry without a birth date
 * is neither more nor less likely to be the person.
 */
export interface Evidence {
  support?: ScoreFeature;
  penalty?: ScoreFeature;
}

const year = (date: string): string => date.slice(0, 4);

/** Whether two lists of birth dates share a full date (not only a year or a month). */
export const shareFullBirthDate = (a: readonly string[], b: readonly string[]): boolean =>
  a.some(
    (x) => x.length >= 10 && b.some((y) => y.length >= 10 && x.slice(0, 10) === y.slice(0, 10)),
  );

export function birthDateEvidence(
  query: MatchSubject,
  candidate: MatchSubject,
  config: ScoringConfig,
): Evidence {
  if (query.birthDates.length === 0 || candidate.birthDates.length === 0) return {};
  let best: { value: number; detail: string } | undefined;
  let nearestYears = Number.POSITIVE_INFINITY;
  // A year given alone next to the other's year: lists give a year alone where they know no
  // more, often reckoned from an age ("aged 46 in 2023"), which is a year either way.
  let yearAloneNextTo = false;
  for (const a of query.birthDates) {
    for (const b of candidate.birthDates) {
      const full = a.length >= 10 && b.length >= 10;
      // A month on both sides must agree too: 1980-05 is not 1980-11-30.
      const months = a.length >= 7 && b.length >= 7;
      if (full && a.slice(0, 10) === b.slice(0, 10)) {
        best = { value: 1, detail: `birth date ${a.slice(0, 10)} on both` };
      } else if (!full && months && a.slice(0, 7) === b.slice(0, 7) && (best?.value ?? 0) < 0.9) {
        best = { value: 0.9, detail: `birth month ${a.slice(0, 7)} on both` };
      } else if (year(a) === year(b) && !full && !months && (best?.value ?? 0) < 0.8) {
        best = { value: 0.8, detail: `birth year ${year(a)} on both` };
      }
      const apart = Math.abs(Number(year(a)) - Number(year(b)));
      if (Number.isFinite(apart)) nearestYears = Math.min(nearestYears, apart);
      if (apart === 1 && (a.length === 4 || b.length === 4)) yearAloneNextTo = true;
    }
  }
  if (best)
    return {
      support: { feature: 'birth_date', value: best.value, weight: 2, detail: best.detail },
    };
  const typo = query.birthDates.some((a) => candidate.birthDates.some((b) => looksMistyped(a, b)));
  const multiplier = typo
    ? config.birthDateTypo
    : nearestYears === 0 || yearAloneNextTo
      ? // Same year, different day: often someone else, but dates are often misread. A year
        // alone one year off is as uncertain.
        config.birthDateSameYear
      : Math.max(config.birthDateFloor, config.birthYearPenalty ** nearestYears);
  const why = typo
    ? ', as a typing error would'
    : yearAloneNextTo && nearestYears === 1
      ? ', one of them a year alone, perhaps reckoned from an age'
      : '';
  return {
    penalty: {
      feature: 'birth_date',
      value: multiplier,
      weight: 1,
      detail: `birth dates differ (${query.birthDates.join('/')} vs ${candidate.birthDates.join('/')})${why}: score × ${multiplier.toFixed(2)}`,
    },
  };
}

const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * Two different full dates that one slip makes alike: in the same year, one digit of the month
 * or day changed, two of them swapped, or day and month swapped (03-11 / 11-03); on the same
 * day and month, the year next to it (1952 / 1953: the neighbouring key, or a year reckoned
 * from an age). A year further off (1970 / 1979, 1945 / 1954) is as often another person.
 */
export function looksMistyped(a: string, b: string): boolean {
  const x = FULL_DATE.exec(a);
  const y = FULL_DATE.exec(b);
  if (!x || !y) return false;
  const [yearA = '', monthA = '', dayA = ''] = [x[1], x[2], x[3]];
  const [yearB = '', monthB = '', dayB = ''] = [y[1], y[2], y[3]];
  if (yearA !== yearB) {
    return monthA === monthB && dayA === dayB && Math.abs(Number(yearA) - Number(yearB)) === 1;
  }
  if (monthA === dayB && dayA === monthB) return monthA !== dayA;
  return oneSlipApart(`${monthA}${dayA}`, `${monthB}${dayB}`);
}

/** Two different digit strings of one length: one digit changed, or two neighbours swapped. */
function oneSlipApart(a: string, b: string): boolean {
  const differ: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ.push(i);
  if (differ.length === 1) return true;
  const [i, j] = differ;
  return differ.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
}

export function countryEvidence(
  query: MatchSubject,
  candidate: MatchSubject,
  config: ScoringConfig,
): Evidence {
  if (query.countries.length === 0 || candidate.countries.length === 0) return {};
  const shared = query.countries.filter((c) => candidate.countries.includes(c));
  if (shared.length > 0) {
    return {
      support: {
        feature: 'country',
        value: 0.8,
        weight: 1,
        detail: `country ${shared.join(', ')} on both`,
      },
    };
  }
  const multiplier =
    candidate.kind === 'person' ? config.countryMismatchPerson : config.countryMismatch;
  return {
    penalty: {
      feature: 'country',
      value: multiplier,
      weight: 1,
      detail: `no country in common (${query.countries.join(', ')} vs ${candidate.countries.join(', ')}): score × ${multiplier}`,
    },
  };
}

export function genderEvidence(
  query: MatchSubject,
  candidate: MatchSubject,
  config: ScoringConfig,
): Evidence {
  if (
    !query.gender ||
    !candidate.gender ||
    query.gender === 'other' ||
    candidate.gender === 'other'
  ) {
    return {};
  }
  if (query.gender === candidate.gender) {
    return {
      support: {
        feature: 'gender',
        value: 0.6,
        weight: 0.5,
        detail: `gender ${query.gender} on both`,
      },
    };
  }
  return {
    penalty: {
      feature: 'gender',
      value: config.genderMismatch,
      weight: 1,
      detail: `gender ${query.gender} vs ${candidate.gender}: score × ${config.genderMismatch}`,
    },
  };
}

/** A shared registration, VAT, LEI or document number is strong; none shared among some on both sides is a conflict. */
export function identifierEvidence(
  query: MatchSubject,
  candidate: MatchSubject,
  config: ScoringConfig,
): Evidence {
  if (query.identifiers.length === 0 || candidate.identifiers.length === 0) return {};
  const shared = query.identifiers.filter((id) => candidate.identifiers.includes(id));
  if (shared.length > 0) {
    return {
      support: {
        feature: 'identifier',
        value: 1,
        weight: 3,
        detail: `identifier ${shared.join(', ')} on both`,
      },
    };
  }
  const multiplier =
    candidate.kind === 'person'
      ? config.identifierConflictPerson
      : config.identifierConflictCompany;
  return {
    penalty: {
      feature: 'identifier',
      value: multiplier,
      weight: 1,
      detail: `identifiers differ (${query.identifiers.join(', ')} vs ${candidate.identifiers.join(', ')}): score × ${multiplier}`,
    },
  };
}

export const EVIDENCE = [birthDateEvidence, countryEvidence, genderEvidence, identifierEvidence];
