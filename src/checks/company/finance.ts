/**
 * financial_info, claims and company_balance_sheet: the company's records of our own formats
 * (docs/formats.md), found by its KvK number.
 */
import type { Claim, CompanyCheckResult, FinancialInfo } from '../../contract/company-check.js';
import { first } from '../../entities/entity.js';
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
import { ENTITY_FORMATS } from '../dataset-formats.js';
import type { CompanyCheckContext } from './context.js';
import { identifyCompany } from './identify.js';

const FINANCIALS_FORMAT = RECORD_TYPES.financials.name;
const CLAIMS_FORMAT = RECORD_TYPES.claims.name;
const BALANCE_SHEET_FORMAT = RECORD_TYPES['balance-sheet'].name;

/** The KvK number of the company checked, when it is a Dutch registered one. */
async function kvkOf(context: CompanyCheckContext): Promise<string | undefined> {
  const company = await identifyCompany(context);
  const number = company && first(company.entity, 'registrationNumber');
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

export const claimOf = (data: ClaimData): Claim => ({
  receivedDate: data.received_date,
  durationDays: String(data.duration_days),
  claimAmount: data.claim_amount,
  paidAmount: data.paid_amount,
  closed: String(data.closed),
  legalAction: String(data.legal_action),
  disputed: String(data.disputed),
  foreign: String(data.foreign),
});

/**
 * financial_info and claims. Without a financials record the company's finances are unknown
 * and financial_info is left out; claims are an empty list when none are registered. The
 * newest financials record wins when an import holds several.
 */
export const companyFinancials: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: [...ENTITY_FORMATS, FINANCIALS_FORMAT, CLAIMS_FORMAT],
  async compute(context) {
    const kvk = await kvkOf(context);
    if (!kvk) return undefined;
    const [financials, claims] = await Promise.all([
      context.registry.records(FINANCIALS_FORMAT, kvk),
      context.registry.records(CLAIMS_FORMAT, kvk),
    ]);
    const latest = financials
      .map((r) => r.data as FinancialsData)
      .sort((a, b) => b.as_of.localeCompare(a.as_of))[0];
    const claimList = claims
      .map((r) => r.data as ClaimData)
      .sort((a, b) => b.received_date.localeCompare(a.received_date))
      .map(claimOf);
    // The section is financial_info and claims: backend_data says which part the data had.
    context.lookups.financial_info = {
      financials_record: latest ? latest.as_of : null,
      claims: claimList.length,
    };
    if (!latest && claimList.length === 0) return undefined;
    return { ...(latest && { financial_info: financialInfoOf(latest) }), claims: claimList };
  },
};

type YearEntry = Record<string, string | number>;

/** One entry per year, newest first: `{ year, total_assets: "…", equity: "…", … }` in euros. */
export function balanceSheetEntries(rows: readonly BalanceSheetData[]): YearEntry[] {
  const byYear = new Map<number, YearEntry>();
  for (const row of rows) {
    const entry = byYear.get(row.year) ?? { year: row.year, currency: 'EUR' };
    entry[row.item] = row.amount;
    byYear.set(row.year, entry);
  }
  return [...byYear.entries()].sort(([a], [b]) => b - a).map(([, entry]) => entry);
}

/** company_balance_sheet: the company's own figures and its parent's consolidated ones. */
export const companyBalanceSheet: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: [...ENTITY_FORMATS, BALANCE_SHEET_FORMAT],
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
