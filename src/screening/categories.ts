import type { RegistrationSummary } from '../contract/screening.js';
import { endedBefore } from '../entities/validity.js';

/** The hit-count fields of a registrations_extended summary. */
export type SummaryCategory =
  | 'PoliticallyExposed'
  | 'pepCompany'
  | 'AdverseMedia'
  | 'DisqualifiedDirector'
  | 'LawEnforcement'
  | 'Sanctions'
  | 'CurrentSanctions'
  | 'PreviousSanctions'
  | 'FinancialRegulator'
  | 'Insolvent';

export const SUMMARY_CATEGORIES: readonly SummaryCategory[] = [
  'PoliticallyExposed',
  'pepCompany',
  'AdverseMedia',
  'DisqualifiedDirector',
  'LawEnforcement',
  'Sanctions',
  'CurrentSanctions',
  'PreviousSanctions',
  'FinancialRegulator',
  'Insolvent',
];

/** Topics that make a listing a sanction (FtM topic names). */
/**
 * A debarment (exclusion from public contracts, as the World Bank's or the EU's EDES) is an
 * administrative sanction; the summary has no field of its own for it, and a hit that counted
 * nowhere would read as clean.
 */
const SANCTION_TOPICS = new Set(['sanction', 'sanction.linked', 'asset.frozen', 'debarment']);
const PEP_TOPICS = new Set(['role.pep', 'role.rca']);
const REGULATOR_TOPICS = new Set(['reg.action', 'reg.warn']);
const INSOLVENT_STATUS = /insolv|bankrupt|faillie|liquidat|receivership|surseance/i;

/** What the categorisation needs to know of a listed entity. */
export interface ListedFacts {
  kind: 'person' | 'company';
  topics: readonly string[];
  /** The entity's `status` values (registers write insolvency there; FtM has no topic for it). */
  statuses: readonly string[];
  /** End dates of the entity's Sanction measures; "" for a measure without one. */
  sanctionEndDates: readonly string[];
}

/**
 * The summary categories one hit counts in (DESIGN.md §3):
 * - PoliticallyExposed: a person with `role.pep`, or `role.rca` (relatives and close associates
 *   get the same measures, EU Directive 2015/849 art. 20–23);
 * - pepCompany: a company or organisation carrying `role.pep` / `role.rca` (tied to a PEP);
 * - Sanctions: `sanction`, `sanction.linked`, `asset.frozen` or `debarment`; split into CurrentSanctions and
 *   PreviousSanctions by the end dates of the entity's Sanction measures (no measure, or one
 *   without an end date or ending on or after `today`, is current; an end date known to the year or
 *   month ends with it: `validity.ts`);
 * - LawEnforcement: `crime` and its subtopics, `wanted`;
 * - DisqualifiedDirector: `corp.disqual`; FinancialRegulator: `reg.action`, `reg.warn`;
 * - Insolvent: a `status` that reads insolvent, bankrupt or in liquidation;
 * - AdverseMedia: no imported source carries adverse media, so it stays 0.
 */
export function categoriesOf(facts: ListedFacts, today: string): SummaryCategory[] {
  const categories: SummaryCategory[] = [];
  const topics = new Set(facts.topics);
  const has = (set: ReadonlySet<string>) => facts.topics.some((t) => set.has(t));
  if (has(PEP_TOPICS))
    categories.push(facts.kind === 'person' ? 'PoliticallyExposed' : 'pepCompany');
  if (facts.topics.some((t) => t === 'crime' || t.startsWith('crime.') || t === 'wanted')) {
    categories.push('LawEnforcement');
  }
  if (topics.has('corp.disqual')) categories.push('DisqualifiedDirector');
  if (has(REGULATOR_TOPICS)) categories.push('FinancialRegulator');
  if (facts.statuses.some((s) => INSOLVENT_STATUS.test(s))) categories.push('Insolvent');
  if (has(SANCTION_TOPICS)) {
    categories.push('Sanctions');
    const ended =
      facts.sanctionEndDates.length > 0 &&
      facts.sanctionEndDates.every((end) => endedBefore(end, today));
    categories.push(ended ? 'PreviousSanctions' : 'CurrentSanctions');
  }
  return categories;
}

/**
 * Topics of a listing that freezes what the party owns (a blocked person, an asset freeze):
 * under OFAC's 50 Percent Rule and the EU's "owned or controlled" guidance its holdings carry
 * the measure down to the companies they own. A debarment excludes a party from contracts and
 * freezes nothing: it does not carry down. Nor does `sanction.linked`: a party linked to a
 * sanctioned one (a relative, an associate) is not designated itself, and the rule carries down
 * the holdings of designated parties only.
 */
const BLOCKING_TOPICS = new Set(['sanction', 'asset.frozen']);

/** Whether a listing blocks the party on `today`: a blocking topic and a measure in force. */
export function blocksOn(facts: ListedFacts, today: string): boolean {
  if (!facts.topics.some((t) => BLOCKING_TOPICS.has(t))) return false;
  return !(
    facts.sanctionEndDates.length > 0 &&
    facts.sanctionEndDates.every((end) => endedBefore(end, today))
  );
}

/** Adds one hit's categories to a summary's counts. */
export function countCategories(
  summary: RegistrationSummary,
  categories: readonly SummaryCategory[],
): void {
  for (const category of categories) summary[category] = (summary[category] ?? 0) + 1;
}

/** A summary with every count and match strength at 0, for the subject named by `source`. */
export function emptySummary(source: string): RegistrationSummary {
  const summary: RegistrationSummary = {
    person: 0,
    company_name: 0,
    company_kvk: 0,
    address: 0,
    id_document: 0,
    source,
  };
  for (const category of SUMMARY_CATEGORIES) summary[category] = 0;
  return summary;
}
