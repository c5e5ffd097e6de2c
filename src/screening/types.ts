/**
 * The shared vocabulary of the screening engine. Every module under `src/screening/` is pure
 * (no I/O, no HTTP, no environment): normalisation turns raw names into tokens, the index turns
 * tokens into candidates, the scorer turns a query and a candidate into a score with its
 * explanation.
 */

/** What a name belongs to: persons and companies are normalised and weighed differently. */
export type SubjectKind = 'person' | 'company' | 'any';

/**
 * - `word`: an ordinary name part;
 * - `initial`: a single letter written as an initial ("J." or "J");
 * - `legal`: a company legal form ("bv", "llc"), carried in canonical form and weighed down;
 * - `number`: digits, significant ("Bank 1" is not "Bank 2").
 */
export type TokenKind = 'word' | 'initial' | 'legal' | 'number';

/**
 * A name part, never changed once made: the index shares one object per token, and the scorer
 * remembers the pairs it compared by object.
 */
export interface NameToken {
  /** Folded, transliterated, lower-case Latin form ("müller" -> "muller", "Путин" -> "putin"). */
  readonly text: string;
  readonly kind: TokenKind;
  /** Phonetic key of a word ("mohammed", "muhammad" share one); "" for other kinds. */
  readonly phonetic: string;
}

export interface NormalisedName {
  /** The name as given. */
  original: string;
  /** Name parts in a canonical order; honorifics and titles removed; legal forms kept. */
  tokens: readonly NameToken[];
  /** A listed weak alias (`ScreeningRecord.weakNames`): its similarity counts for less. */
  weak?: boolean;
  /**
   * Its last word is known to be the family name (a listed name ending with the listed
   * lastName, a query's last_name): where both names say so, neither side's family name pairs
   * with an initial of the other's given names.
   */
  familyNameLast?: boolean;
  /**
   * A reading of a given name written as one word as two Korean syllables (Kim Jongun as Jong
   * Un Kim, `gluedKoreanGivenNames`): compared only with a name read as Korean, in Hangul or
   * romanised; against others it would make names of another language Korean (Min Gao as Ga O
   * Min).
   */
  koreanReading?: boolean;
  /**
   * A company's name with a single "van" written glued to the next word read apart (Vancity as
   * van City, Vanleeuwen as van Leeuwen): compared only with a name that has "van", written
   * apart or so read. Against a name without it, the name as written is compared: "City" was
   * never the word "Vancity" (`gluedVanCompared`).
   */
  gluedVanApart?: boolean;
  /**
   * A reading of the name that ranks below the name as written (a Persian final he read as the
   * vowel it carries: فاطمه as Fatima, `HeReading`): its similarity counts a little less
   * (`ScoringConfig.secondaryReading`).
   */
  secondaryReading?: boolean;
}

/** A subject to screen, or an entity of a list, in the scorer's terms. */
export interface MatchSubject {
  kind: SubjectKind;
  names: NormalisedName[];
  /** ISO dates or partial dates: "1961", "1961-07", "1961-07-04". */
  birthDates: readonly string[];
  /** Lower-case ISO 3166 alpha-2 codes (country, nationality, citizenship, jurisdiction). */
  countries: readonly string[];
  gender?: 'male' | 'female' | 'other';
  /** Normalised identifiers (registration numbers, VAT, LEI, passport numbers): upper-case, no separators. */
  identifiers: readonly string[];
  /** See `ScreeningQuery.twoFamilyNames`. */
  twoFamilyNames?: boolean;
}

/** How often a token occurs in the list: rare tokens weigh more than common ones. */
export interface TokenStatistics {
  /** Weight of a token in [0, 1]: 1 for a token seen once, lower the more common it is. */
  weightOf(token: NameToken): number;
}

/** One piece of evidence in a score. */
export interface ScoreFeature {
  /** Stable name, e.g. "name", "identifier", "birth_date", "country", "gender". */
  feature: string;
  /** The feature's value in [0, 1] (or its effect: a veto sets the score to 0). */
  value: number;
  /** Its weight in the combination. */
  weight: number;
  /** What was compared, in words ("birth year 1961 vs 1962"). */
  detail: string;
}

export interface MatchScore {
  /** In [0, 1]; ranks candidates (never saturates at 1 for non-identical evidence). */
  score: number;
  /** Whether score >= the configured threshold. */
  match: boolean;
  features: ScoreFeature[];
  /** The candidate's name that compared best, as written. */
  matchedName: string;
}

/**
 * A list entity as the screening index holds it, made from an FtM entity (Person, Company,
 * Organization, LegalEntity, PublicBody) by `screeningRecordOf`.
 */
export interface ScreeningRecord {
  id: string;
  kind: SubjectKind;
  /** name, alias, previousName (and first/last name combinations) as written. */
  names: string[];
  /**
   * Weak aliases (FtM weakAlias: OFAC's low-quality a.k.a., a kunya such as "Abu Omar", a
   * nickname): names that may support a match other evidence carries, not make one.
   */
  weakNames?: string[];
  /** Those of `names` whose last word is the listed family name (lastName). */
  familyNameLast?: string[];
  birthDates: string[];
  countries: string[];
  gender?: 'male' | 'female' | 'other';
  identifiers: string[];
  /** FtM topics: sanction, role.pep, role.rca, crime, debarment, ... */
  topics: string[];
  datasets: string[];
}

/** What a caller screens: a person or company as far as it is known. */
export interface ScreeningQuery {
  kind: SubjectKind;
  names: string[];
  /**
   * Names the subject bears in part, as each name of a double family name ("Anna Jansen" of
   * Anna van der Velde-Jansen): they count only against listings with the same full birth
   * date, as they also name every namesake of that half.
   */
  namesInPart?: string[];
  /**
   * The person's family name is known to be of two names (a last name "García López"), so a
   * list naming them by the first alone may leave the second out (score/surname-order.ts).
   */
  twoFamilyNames?: boolean;
  /**
   * The names end with the family name (a person check's last_name): see
   * `NormalisedName.familyNameLast`.
   */
  familyNameLast?: boolean;
  birthDates?: string[];
  countries?: string[];
  gender?: 'male' | 'female' | 'other';
  identifiers?: string[];
}

export interface ScreeningHit {
  id: string;
  /** The list name that matched best, as written in the list. */
  matchedName: string;
  score: MatchScore;
}
