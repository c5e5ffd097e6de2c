/**
 * financial_info, claims and company_balance_sheet: the company's records of our own formats
 * (docs/formats.md), found by its KvK number.
 */
import { companyDataServed } from '../data-served.js';
import type { Claim, CompanyCheckResult, FinancialInfo } from '../../contract/company-check.js';
import { PARENT_ENTRY_FIELDS } from '../../contract/company-record.js';
import { first, type Entity } from '../../entities/entity.js';
import { daysOf } from '../../entities/validity.js';
import {
  RECORD_TYPES,
  parseKvkNumber,
  parseOrUndefined,
  type BalanceSheetData,
  type ClaimData,
  type FinancialsData,
  type PaymentScore,
} from '../../entities/records.js';
import type { SectionModule } from '../pipeline.js';
import { compareCodePoints, compareNames } from '../../names/name-order.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import type { CompanyCheckContext } from './context.js';
import { identifyCompany } from './identify.js';
import { dissolutionDayOf } from './reference-date.js';
import { registeredInNetherlands } from '../../registry/register-country.js';

const FINANCIALS_FORMAT = RECORD_TYPES.financials.name;
const CLAIMS_FORMAT = RECORD_TYPES.claims.name;
const BALANCE_SHEET_FORMAT = RECORD_TYPES['balance-sheet'].name;

/**
 * The KvK number of the company checked, unless it is registered abroad (by its jurisdiction,
 * else its countries; GLEIF's records of KvK companies carry jurisdiction nl). The records are
 * keyed by KvK number: a British or German company with the same eight digits is another
 * company, and gets none of them. A record that names no country, or the Netherlands among
 * others, keeps them: a check by that number takes it only where no record certainly of the
 * KvK has the number (numberRank).
 */
async function kvkOf(context: CompanyCheckContext): Promise<string | undefined> {
  const company = await identifyCompany(context);
  if (!company || registeredInNetherlands(company.entity) === 'no') return undefined;
  const number = first(company.entity, 'registrationNumber');
  return number ? parseOrUndefined(parseKvkNumber, number) : undefined;
}

const payment = (score: PaymentScore) => ({
  code: score.code,
  ...(score.message && { message: score.message }),
  ...(score.term !== undefined && { term: String(score.term) }),
});

export function financialInfoOf(data: FinancialsData): FinancialInfo {
  return {
    risk_rating: {
      code: data.risk_rating.code,
      ...(data.risk_rating.message && { message: data.risk_rating.message }),
    },
    payment_behavior: payment(data.payment_behavior),
    payment_behavior_norm: payment(data.payment_behavior_norm),
    payment_behavior3_months_ago: payment(data.payment_behavior3_months_ago),
    ...(data.equity !== undefined && { equity: data.equity }),
    ...(data.cash !== undefined && { cash: data.cash }),
    ...(data.credit_guide !== undefined && { credit_guide: data.credit_guide }),
    ...(data.issued_share_capital !== undefined && {
      issued_share_capital: data.issued_share_capital,
    }),
    ...(data.paid_up_share_capital !== undefined && {
      paid_up_share_capital: data.paid_up_share_capital,
    }),
  };
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (ISO dates), never fewer than 0. */
function daysBetween(from: string, to: string): number {
  const days = Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/**
 * A claim in the contract's string fields. An open claim has run from its receipt to the check
 * date: the data file's `duration_days` was its age when the file was made, stale a day later.
 * A closed claim keeps the duration the file gives: how long it ran.
 */
export const claimOf = (data: ClaimData, checkDate: string): Claim => ({
  receivedDate: data.received_date,
  durationDays: String(
    data.closed ? data.duration_days : daysBetween(data.received_date, checkDate),
  ),
  claimAmount: data.claim_amount,
  paidAmount: data.paid_amount,
  closed: String(data.closed),
  legalAction: String(data.legal_action),
  disputed: String(data.disputed),
  foreign: String(data.foreign),
});

export interface FinancialsOutcome {
  part: Partial<CompanyCheckResult> | undefined;
  /** `backend_data.lookups.financial_info`. */
  note: Record<string, unknown>;
}

/**
 * financial_info and claims from the company's records. The newest financials record wins;
 * claims newest first. Records dated after the company's dissolution contradict the register
 * (a company that no longer exists files no figures and receives no claims): they are shown as
 * the data has them, and named under `dated_after_dissolution` so that neither the answer nor
 * the report passes them without a caveat. `served` says which of the two the installation
 * has: a part it lacks is named under `unavailable`, and claims it lacks are no empty list.
 */
export function financialsOf(
  financials: readonly FinancialsData[],
  claims: readonly ClaimData[],
  {
    checkDate,
    dissolutionDate,
    served = { financials: true, claims: true },
  }: {
    checkDate: string;
    dissolutionDate?: string | undefined;
    served?: { financials: boolean; claims: boolean };
  },
): FinancialsOutcome {
  const latest = [...financials].sort((a, b) => compareCodePoints(b.as_of, a.as_of))[0];
  const sorted = [...claims].sort((a, b) => compareCodePoints(b.received_date, a.received_date));
  // A dissolution date known to the year or month ends with it (`validity.ts`).
  const dissolvedOn = dissolutionDate === undefined ? undefined : daysOf(dissolutionDate).last;
  const after = (date: string) => dissolvedOn !== undefined && date.slice(0, 10) > dissolvedOn;
  const lateFinancials = latest && after(latest.as_of) ? latest.as_of : undefined;
  const lateClaims = sorted.filter((c) => after(c.received_date)).map((c) => c.received_date);
  const unavailable = [
    ...(served.financials ? [] : ['financials']),
    ...(served.claims ? [] : ['claims']),
  ];
  // The section is financial_info and claims: backend_data says which part the data had, and
  // which part no data could say anything about.
  const note: Record<string, unknown> = {
    ...(served.financials && { financials_record: latest ? latest.as_of : null }),
    ...(served.claims && { claims: sorted.length }),
    ...(unavailable.length > 0 && { unavailable }),
    ...((lateFinancials !== undefined || lateClaims.length > 0) && {
      dated_after_dissolution: {
        dissolution_date: dissolutionDate,
        ...(lateFinancials !== undefined && { financials_record: lateFinancials }),
        ...(lateClaims.length > 0 && { claims_received: lateClaims }),
      },
    }),
  };
  if (!latest && sorted.length === 0) return { part: undefined, note };
  return {
    part: {
      ...(latest && { financial_info: financialInfoOf(latest) }),
      ...(served.claims && { claims: sorted.map((c) => claimOf(c, checkDate)) }),
    },
    note,
  };
}

/**
 * financial_info and claims. Without a financials record the company's finances are unknown:
 * financial_info is left out and the section named under not_found, its claims given all the
 * same; where the installation has no financial data at all, under unavailable, its claims
 * given all the same too. Claims are an empty list when none are registered, and left out
 * where no claims data is served. The newest financials record wins when an import holds
 * several.
 */
export const companyFinancials: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: [...ENTITY_FORMATS, FINANCIALS_FORMAT, CLAIMS_FORMAT],
  // The section is named for the figures: claims alone cannot say they were looked for.
  dataServed: companyDataServed(FINANCIALS_FORMAT),
  async compute(context) {
    const company = await identifyCompany(context);
    const kvk = await kvkOf(context);
    if (!company || !kvk) return undefined;
    const served = {
      financials: context.registry.servesFormat(FINANCIALS_FORMAT),
      claims: context.registry.servesFormat(CLAIMS_FORMAT),
    };
    const [financials, claims] = await Promise.all([
      served.financials ? context.registry.records(FINANCIALS_FORMAT, kvk) : [],
      served.claims ? context.registry.records(CLAIMS_FORMAT, kvk) : [],
    ]);
    const { part, note } = financialsOf(
      financials.map((r) => r.data as FinancialsData),
      claims.map((r) => r.data as ClaimData),
      {
        checkDate: context.today,
        dissolutionDate: dissolutionDateOf(company.entity),
        served,
      },
    );
    context.lookups.financial_info = note;
    return part;
  },
  // Claims without a financials record: the answer has no financial_info, and says so.
  withoutOwnData: (part) => part.financial_info === undefined,
};

/** The register's dissolution date of a company as written (`2020`, `2020-06-16`), when it is a date. */
function dissolutionDateOf(entity: Entity): string | undefined {
  const date = first(entity, 'dissolutionDate');
  return date && dissolutionDayOf(entity) ? date.slice(0, 10) : undefined;
}

type YearEntry = Record<string, string | number>;

/**
 * One entry per year, newest first: `{ year, total_assets: "…", equity: "…", … }` in euros.
 * Consolidated figures say whose group they are of where the file names the parent
 * (`parent_name`, `parent_registration_number`, `parent_country`): one entry per year and
 * parent, so a year in which the company changed groups lists both.
 */
export function balanceSheetEntries(rows: readonly BalanceSheetData[]): YearEntry[] {
  const entries = new Map<string, YearEntry>();
  for (const row of rows) {
    const parent = PARENT_ENTRY_FIELDS.map((field) => row[field] ?? '');
    const key = JSON.stringify([row.year, ...parent]);
    const entry = entries.get(key) ?? { year: row.year, currency: 'EUR' };
    PARENT_ENTRY_FIELDS.forEach((field, i) => {
      if (parent[i]) entry[field] = parent[i];
    });
    entry[row.item] = row.amount;
    entries.set(key, entry);
  }
  return [...entries.values()].sort(
    (a, b) =>
      Number(b.year) - Number(a.year) ||
      compareNames(String(a.parent_name ?? ''), String(b.parent_name ?? '')),
  );
}

/** company_balance_sheet: the company's own figures and its parent's consolidated ones. */
export const companyBalanceSheet: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: [...ENTITY_FORMATS, BALANCE_SHEET_FORMAT],
  dataServed: companyDataServed(BALANCE_SHEET_FORMAT),
  async compute(context) {
    const kvk = await kvkOf(context);
    if (!kvk) return undefined;
    const rows = (await context.registry.records(BALANCE_SHEET_FORMAT, kvk)).map(
      (r) => r.data as BalanceSheetData,
    );
    if (rows.length === 0) return undefined;
    return {
      company: {
        company_balance_sheet: {
          entries: balanceSheetEntries(rows.filter((r) => r.scope === 'own')),
          parent_entries: balanceSheetEntries(
            rows.filter((r) => r.scope === 'parent_consolidated'),
          ),
        },
      },
    };
  },
};
