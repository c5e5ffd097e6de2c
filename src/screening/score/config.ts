/**
 * Weights, cut-offs and the threshold of the scorer. Every default is documented here and in
 * docs/screening-scoring.md; operators override them by name with SCREENING_WEIGHTS and
 * SCREENING_THRESHOLD.
 */
export interface ScoringConfig {
  /** A candidate is a hit from this score on. */
  readonly threshold: number;
  /** Share of the score that name similarity can reach; the rest comes from evidence. */
  readonly nameShare: number;
  /** Two name parts below this Jaro-Winkler similarity count as different. */
  readonly tokenCutoff: number;
  /** Equal phonetic keys make two name parts at least this similar (if their spelling is close enough). */
  readonly phoneticFloor: number;
  /** An initial against a name part starting with that letter. */
  readonly initialSimilarity: number;
  /** Weight of an initial relative to a spelled-out name part. */
  readonly initialWeight: number;
  /** Weight of a legal form: it distinguishes little ("... LLC"). */
  readonly legalFormWeight: number;
  /** Weight of a number: "Bank 1" is not "Bank 2". */
  readonly numberWeight: number;
  /** Weight of a family-name particle (van, de, bin, al, ...). */
  readonly particleWeight: number;
  /**
   * Cost of a name part of the query that the candidate lacks, relative to its weight, where
   * the candidate has parts of its own too; where it has none (the query holds the listed name
   * whole, with more given names) a person's costs `missingCandidatePart`.
   */
  readonly missingQueryPart: number;
  /** Cost of a name part of the candidate that the query lacks (lists add patronymics and middle names). */
  readonly missingCandidatePart: number;
  /** Cost of a company name's word that the other name lacks, either side. */
  readonly companyMissingPart: number;
  /**
   * Cost of a word like Holding, Group or Trading (normalise/generic-company-words.ts) that one
   * company name has and the other lacks, where the other has no word of its own.
   */
  readonly companyGenericWordMissing: number;
  /** Multiplier when a person's family name (last name part) finds no match. */
  readonly familyNameMismatch: number;
  /**
   * Multiplier when a person's given names and the other side's initials contradict each other
   * (none pairs: Jan against A. van den Bosch).
   */
  readonly givenNameConflict: number;
  /**
   * Multiplier when a person is asked by one name alone (a family name, no given name or
   * initial) and the candidate has more, and no birth date or number agrees: the name alone
   * does not say which member of the family is meant.
   */
  readonly singleNameQuery: number;
  /** Multiplier of a company name's similarity when its matched words stand in another order. */
  readonly companyWordOrder: number;
  /**
   * Multiplier when two Korean names of a family name and two given-name syllables pair every
   * part but have those syllables in the other order (Kim Il Sung, Kim Song Il).
   */
  readonly koreanGivenOrder: number;
  /**
   * Multiplier of the name similarity when the listed name that matched is a weak alias: a weak
   * alias alone stays below the threshold.
   */
  readonly weakAlias: number;
  /**
   * Multiplier of the name similarity when a name matched only in a reading that ranks below
   * the name as written (`NormalisedName.secondaryReading`: a Persian final he read as a vowel).
   */
  readonly secondaryReading: number;
  /** Multiplier of a company name's similarity when both name a legal form and none is shared. */
  readonly companyLegalFormDiffers: number;
  /** Least weight of the commonest name part; the rarest weighs 1. */
  readonly commonTokenWeight: number;
  /** Multiplier when both sides have birth dates in different years (per year apart, down to birthDateFloor). */
  readonly birthYearPenalty: number;
  /** Lowest multiplier birth dates can give. */
  readonly birthDateFloor: number;
  /**
   * Multiplier when two full birth dates differ as a typing error would: one digit of month or
   * day, two neighbouring digits swapped, day and month swapped, or the year next to it.
   */
  readonly birthDateTypo: number;
  /** Multiplier when two full birth dates share the year and differ otherwise. */
  readonly birthDateSameYear: number;
  /** Multiplier when both sides name countries and none is shared (companies). */
  readonly countryMismatch: number;
  /**
   * The same for persons: a person lives, holds papers and is listed in several countries, so
   * none in common says less than it does of a company's jurisdiction.
   */
  readonly countryMismatchPerson: number;
  /** Multiplier when the genders differ. */
  readonly genderMismatch: number;
  /** Multiplier when a company shares no registration number with a company that has some. */
  readonly identifierConflictCompany: number;
  /** Multiplier when a person shares no document number with a person that has some. */
  readonly identifierConflictPerson: number;
  /** Multiplier when a person is compared with a company. */
  readonly kindMismatch: number;
  /**
   * Least multiplier that contradicting details (birth date, country, gender) can give a
   * candidate sharing a registration or document number with the query.
   */
  readonly sharedIdentifierFloor: number;
  /**
   * Least multiplier that the other contradicting details (country, gender, document number)
   * can give a person whose full birth date agrees: name and date of birth are what identify.
   */
  readonly birthDateAgreementFloor: number;
  /** The score of a query without a name that shares an identifier (a document number alone). */
  readonly identifierOnlyScore: number;
}

export const DEFAULT_SCORING_CONFIG: Readonly<ScoringConfig> = Object.freeze({
  // Calibrated with `npm run eval:screening` (docs/benchmarks.md).
  threshold: 0.72,
  // An exact name alone scores 0.9 + 0.1 × neutral evidence = 0.95: only agreeing evidence
  // lifts a hit towards 1, so hits still rank at the top instead of saturating.
  nameShare: 0.9,
  // "jon"/"john" 0.93, "smith"/"smyth" 0.89; "bush"/"habbash" 0.61 stays out.
  tokenCutoff: 0.8,
  phoneticFloor: 0.9,
  initialSimilarity: 0.8,
  initialWeight: 0.5,
  legalFormWeight: 0.15,
  numberWeight: 1.5,
  particleWeight: 0.2,
  missingQueryPart: 0.5,
  missingCandidatePart: 0.3,
  companyMissingPart: 0.8,
  // "Lichtbaken" against "LICHTBAKEN HOLDING" is a possible hit; Meer Trading and Meer Holding
  // each have a word of their own and cost in full.
  companyGenericWordMissing: 0.2,
  familyNameMismatch: 0.55,
  // "Jan van den Bosch" against the listed "A. van den Bosch" scored 0.72 on the family name
  // and particles alone; × 0.8 leaves it at 0.58.
  givenNameConflict: 0.8,
  // "Jansen" alone against "Kees Jansen" and "Kees Janssen" (0.77 and 0.73 without it) is no
  // hit on its own; with the same birth date or document number it is scored as before.
  singleNameQuery: 0.8,
  // Small: the same words swapped are most likely the same company, yet the name written in
  // the same order ranks first (0.9 × 0.02 = 0.018 apart, within identify's "equally good").
  companyWordOrder: 0.98,
  // Two names (김일성, 김성일), not one written in another order: all paired, 0.95 × 0.7 = 0.67,
  // no hit.
  koreanGivenOrder: 0.7,
  // An exact weak alias alone scores 0.9 × 0.7 + 0.05 = 0.68, below the 0.72 threshold, as
  // FtM and OFAC say such names should not make a hit; evidence can carry it above.
  weakAlias: 0.7,
  // زهره read Zohra is one short vowel from Zahra, which Arabic script writes زهرا: 0.896 ×
  // 0.95 = 0.85 leaves the listed Zohreh, matched as written (0.86), first; فاطمه against Fatima
  // stays a hit (0.91 × 0.95 = 0.86).
  secondaryReading: 0.95,
  // "X B.V." against "X V.O.F.": 0.95 × 0.97, more than identify's 0.02 of "equally good"
  // below the same name with its own form, and still a hit.
  companyLegalFormDiffers: 0.97,
  commonTokenWeight: 0.35,
  birthYearPenalty: 0.6,
  birthDateFloor: 0.35,
  // An exact name with a mistyped birth date stays a hit (0.95 × 0.9).
  birthDateTypo: 0.9,
  // An exact name born the same year stays a possible hit (0.95 × 0.77 = 0.73), as a list entry
  // that gives only the year would be.
  birthDateSameYear: 0.77,
  countryMismatch: 0.9,
  countryMismatchPerson: 0.95,
  genderMismatch: 0.85,
  identifierConflictCompany: 0.3,
  // A person holds several documents, and renews them: a number the list lacks says little.
  identifierConflictPerson: 0.95,
  kindMismatch: 0.6,
  // The same passport under the same name is that person even where a list has another birth
  // date: a possible hit, never a confirmed one (that needs 0.9).
  sharedIdentifierFloor: 0.85,
  // An exact name and birth date abroad with a passport the list lacks stays confirmed:
  // 0.98 × 0.95 = 0.93.
  birthDateAgreementFloor: 0.95,
  // A possible hit, never a confirmed one: the number alone may be another country's document.
  identifierOnlyScore: 0.8,
});

/**
 * The defaults with the given overrides, each checked; throws naming the bad key. The config is
 * frozen: the scorer remembers what it compared under a config by the object.
 */
export function scoringConfigFrom(overrides: Record<string, number> = {}): ScoringConfig {
  const accepted: Partial<Record<keyof ScoringConfig, number>> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    // Own keys only: "constructor" or "toString" in the settings is no weight.
    if (!Object.hasOwn(DEFAULT_SCORING_CONFIG, key)) {
      const known = Object.keys(DEFAULT_SCORING_CONFIG).join(', ');
      problems.push(`unknown screening weight "${key}" (known: ${known})`);
      continue;
    }
    const max = key === 'numberWeight' ? 10 : 1;
    if (!Number.isFinite(value) || value < 0 || value > max) {
      problems.push(`screening weight "${key}" must be from 0 to ${max}, got ${value}`);
      continue;
    }
    accepted[key as keyof ScoringConfig] = value;
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return Object.freeze({ ...DEFAULT_SCORING_CONFIG, ...accepted });
}
