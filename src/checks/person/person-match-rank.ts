/**
 * The order of the candidates for the person of a check, and how many different residents fit
 * as well as the best: what person_match (person-match.ts) chooses among.
 */
import type { ResidentData } from '../../entities/records.js';
import type { ResidentCandidate } from './person-match.js';
import type { ResidentScore } from './person-match-score.js';
import { residentReadingOf } from './resident-records.js';
import { compareCodePoints } from '../../names/name-order.js';

export type FitCode = 'PF01' | 'PF02' | 'PF03' | 'PF04';

/** PF01/PF02 date of birth agrees, PF03 differs, PF04 not compared. */
export function codeOf(fit: ResidentScore): FitCode {
  if (fit.dateOfBirth === 'different' || fit.dateOfBirth === 'close') return 'PF03';
  if (fit.dateOfBirth === 'not_compared') return 'PF04';
  return fit.differences.length > 0 ? 'PF02' : 'PF01';
}

export const dateClass = (code: FitCode): string =>
  code === 'PF01' || code === 'PF02' ? 'agrees' : code;

/** At equal fit the given address, then the most recently seen. */
function byPlace(a: ResidentCandidate, b: ResidentCandidate): number {
  return (
    Number(b.atGivenAddress) - Number(a.atGivenAddress) ||
    compareCodePoints(
      b.resident.last_seen ?? b.resident.known_since ?? '',
      a.resident.last_seen ?? a.resident.known_since ?? '',
    )
  );
}

const dateClassOf = (c: ResidentCandidate): string => dateClass(codeOf(c.fit));

/**
 * The date classes in the order of their codes, which decides between classes that are alike in
 * every other way: the date agreeing (PF01/PF02), then another date (PF03), then none compared
 * (PF04). A fixed order, not the server's collation of the class names.
 */
const DATE_CLASS_ORDER: readonly string[] = ['agrees', 'PF03', 'PF04'];
const byDateClass = (a: string, b: string): number =>
  DATE_CLASS_ORDER.indexOf(a) - DATE_CLASS_ORDER.indexOf(b);

/** The fit without the gender's points. */
const genderFree = (c: ResidentCandidate): number =>
  c.fit.score - (c.fit.parts.find((p) => p.part === 'gender')?.points ?? 0);

/**
 * The fit that ranks within a date class: with the gender only where the date of birth agrees.
 * Among namesakes of another date of birth (PF03) nobody is identified, and a gender that ranked
 * them would tell by the count of equal fits which of them is a man.
 */
const rankingFit = (c: ResidentCandidate): number =>
  dateClassOf(c) === 'agrees' ? c.fit.score : genderFree(c);

/**
 * The candidates, better fit first. The gender is compared only with a resident whose date of
 * birth is (person-match-score.ts), so it must not decide between residents of different date
 * classes either: the date class (agrees, PF03, PF04) whose best fits best without the gender
 * comes first, and only within a class does the score rank (gender and all where the date agrees). Else a dated
 * namesake (PF03) would rank against an undated resident (PF04) by gender, and the answer would
 * tell the namesake's gender.
 */
export function byFit(candidates: readonly ResidentCandidate[]): ResidentCandidate[] {
  const heads = new Map<string, ResidentCandidate>();
  for (const c of candidates) {
    const head = heads.get(dateClassOf(c));
    if (
      !head ||
      genderFree(c) - genderFree(head) > 0 ||
      (genderFree(c) === genderFree(head) && byPlace(c, head) < 0)
    ) {
      heads.set(dateClassOf(c), c);
    }
  }
  const classes = [...heads.entries()]
    .sort(
      ([ka, a], [kb, b]) => genderFree(b) - genderFree(a) || byPlace(a, b) || byDateClass(ka, kb),
    )
    .map(([key]) => key);
  return [...candidates].sort(
    (a, b) =>
      classes.indexOf(dateClassOf(a)) - classes.indexOf(dateClassOf(b)) ||
      rankingFit(b) - rankingFit(a) ||
      byPlace(a, b),
  );
}

/**
 * Different persons (by given names and date of birth) among equally good candidates of the
 * best's date class: a namesake of another date of birth (PF03) is no rival of a resident whose
 * date was not compared (PF04), nor the other way round; byFit has ranked the classes.
 */
export function rivalsOf(
  best: ResidentCandidate,
  candidates: readonly ResidentCandidate[],
): number {
  const identity = (r: ResidentData) =>
    `${residentReadingOf(r).given.initials.join('')}|${r.date_of_birth ?? ''}`;
  const others = new Set(
    candidates
      .filter((c) => dateClassOf(c) === dateClassOf(best) && rankingFit(c) === rankingFit(best))
      .map((c) => identity(c.resident))
      .filter((id) => id !== identity(best.resident)),
  );
  return others.size;
}
