/**
 * Financial information, claims and balance sheets of demo companies, in the columns of our
 * own formats (docs/formats.md). Figures of a company and year come from their own generator,
 * so a parent's consolidated figures are the same for each of its subsidiaries.
 */
import type { CompanyBase } from './companies.js';
import { REFERENCE_DATE } from './companies.js';
import { addDays, Rng } from './prng.js';
import type { CsvValue } from './writers.js';

const STREAM_SCALE = 501;
const STREAM_FIGURES = 502;
const STREAM_FINANCIALS = 503;
const STREAM_CLAIMS = 504;
export const BALANCE_YEARS = [2024, 2025] as const;

type Row = Record<string, CsvValue>;

const RISK_MESSAGES = [
  'Unknown',
  'Lowest risk',
  'Low risk',
  'Average risk',
  'High risk',
  'Highest risk',
];
const PAYMENT_MESSAGES = [
  'Unknown',
  'Pays within terms',
  'Pays up to 15 days late',
  'Pays 15 to 30 days late',
  'Pays 30 to 60 days late',
  'Pays more than 60 days late',
];
const PAYMENT_TERMS: readonly (readonly [number, number])[] = [
  [0, 0],
  [20, 30],
  [31, 45],
  [46, 60],
  [61, 90],
  [91, 150],
];

/** Yearly revenue scale of a company, euros. */
function scale(seed: number, base: CompanyBase): number {
  const rng = new Rng(seed, STREAM_SCALE, base.index);
  const [low, high] =
    base.form === 'N.V.'
      ? [7, 9]
      : base.form === 'B.V.'
        ? [5, 7.5]
        : base.form === 'Coöperatie'
          ? [6, 8]
          : [4.5, 6];
  return 10 ** (low + rng.float() * (high - low));
}

export type Figures = Record<string, number>;

/** A consistent balance sheet and result for one year; `group` scales to consolidated figures. */
export function figures(seed: number, base: CompanyBase, year: number, group = false): Figures {
  const rng = new Rng(seed, STREAM_FIGURES, base.index * 8 + (year % 8));
  const revenue = scale(seed, base) * (0.85 + rng.float() * 0.3) * (group ? 3 : 1);
  const r = (low: number, high: number) => Math.round(revenue * (low + rng.float() * (high - low)));
  const intangible = r(0, 0.08);
  const tangible = r(0.05, 0.5);
  const financial = base.holding ? r(0.5, 2) : r(0, 0.05);
  const inventories = r(0, 0.2);
  const receivables = r(0.05, 0.25);
  const cash = r(0.02, 0.2);
  const fixed = intangible + tangible + financial;
  const current = inventories + receivables + cash;
  const total = fixed + current;
  const troubled = base.status === 'bankrupt' || base.status === 'in_liquidation';
  const equity = Math.round(
    total * (troubled ? -0.3 + rng.float() * 0.3 : -0.05 + rng.float() * 0.6),
  );
  const liabilities = total - equity;
  const provisions = Math.round(liabilities * rng.float() * 0.1);
  const longTerm = Math.round(liabilities * rng.float() * 0.4);
  const operating = r(troubled ? -0.2 : -0.04, troubled ? 0.01 : 0.12);
  return {
    intangible_assets: intangible,
    tangible_assets: tangible,
    financial_assets: financial,
    fixed_assets: fixed,
    inventories,
    receivables,
    cash,
    current_assets: current,
    total_assets: total,
    equity,
    provisions,
    long_term_liabilities: longTerm,
    current_liabilities: liabilities - provisions - longTerm,
    liabilities,
    revenue: Math.round(revenue),
    operating_result: operating,
    net_result: operating > 0 ? Math.round(operating * 0.75) : operating,
  };
}

/** Whether a company files accounts for `year` (legal entities that existed all of it). */
export function filesAccounts(base: CompanyBase, year: number): boolean {
  if (base.form === 'Eenmanszaak' || base.form === 'V.O.F.') return false;
  if (base.incorporated > `${year}-01-01`) return false;
  if (base.dissolved !== undefined && base.dissolved < `${year + 1}-06-01`) return false;
  return !(base.status === 'bankrupt' && year === 2025);
}

const SMALL = 8_000_000;
const RESULT_ITEMS = new Set(['revenue', 'operating_result', 'net_result']);

/** Balance-sheet rows of a company; `parent` gives its parent's consolidated figures too. */
export function balanceSheetRows(seed: number, base: CompanyBase, parent?: CompanyBase): Row[] {
  const rows: Row[] = [];
  for (const year of BALANCE_YEARS) {
    if (!filesAccounts(base, year)) continue;
    const own = figures(seed, base, year);
    // Small companies file an abridged balance sheet without the result.
    const abridged = (own.revenue ?? 0) < SMALL;
    for (const [item, amount] of Object.entries(own)) {
      if (abridged && RESULT_ITEMS.has(item)) continue;
      rows.push({ kvk_number: base.kvk, year, item, amount, scope: 'own' });
    }
    if (parent && filesAccounts(parent, year)) {
      for (const [item, amount] of Object.entries(figures(seed, parent, year, true))) {
        rows.push({
          kvk_number: base.kvk,
          year,
          item,
          amount,
          scope: 'parent_consolidated',
          parent_name: parent.name,
          parent_registration_number: parent.kvk,
          parent_country: 'NL',
        });
      }
    }
  }
  return rows;
}

/** The risk rating code number (0 unknown, 1 lowest .. 5 highest) of a company. */
export function riskRating(seed: number, base: CompanyBase): number {
  const rng = new Rng(seed, STREAM_FINANCIALS, base.index);
  switch (base.status) {
    case 'bankrupt':
      return 5;
    case 'in_liquidation':
      return rng.int(4, 5);
    case 'dissolved':
      return 0;
    case 'inactive':
      return rng.chance(0.5) ? 0 : 3;
    default:
      return rng.weighted([
        [1, 30],
        [2, 35],
        [3, 20],
        [4, 10],
        [5, 5],
      ]);
  }
}

function payment(rng: Rng, prefix: string, code: number): Row {
  const [low, high] = PAYMENT_TERMS[code] ?? [0, 0];
  return {
    [`${prefix}_code`]: `BBG${code}`,
    [`${prefix}_message`]: PAYMENT_MESSAGES[code],
    [`${prefix}_term`]: code === 0 ? undefined : rng.int(low, high),
  };
}

const clampCode = (n: number): number => Math.min(5, Math.max(1, n));

/** The financials row of a company. */
export function financialsRow(seed: number, base: CompanyBase): Row {
  const rng = new Rng(seed, STREAM_FINANCIALS + 10, base.index);
  const rating = riskRating(seed, base);
  const pay = rating === 0 ? 0 : clampCode(rating + rng.int(-1, 0));
  const latest = [...BALANCE_YEARS].reverse().find((y) => filesAccounts(base, y));
  const sheet = latest === undefined ? undefined : figures(seed, base, latest);
  const revenue = sheet?.revenue ?? scale(seed, base);
  const capital =
    base.form === 'B.V.'
      ? rng.pick([1, 100, 18_000, 18_151, 20_000, 45_000])
      : base.form === 'N.V.'
        ? rng.int(45, 5000) * 1000
        : undefined;
  return {
    kvk_number: base.kvk,
    risk_rating_code: `BRR${rating}`,
    risk_rating_message: RISK_MESSAGES[rating],
    ...payment(rng, 'payment_behavior', pay),
    ...payment(rng, 'payment_behavior_norm', rating === 0 ? 0 : rng.int(1, 2)),
    ...payment(
      rng,
      'payment_behavior3_months_ago',
      rating === 0 ? 0 : clampCode(pay + rng.int(-1, 1)),
    ),
    equity: sheet?.equity,
    cash: sheet?.cash,
    credit_guide:
      rating >= 1 && rating <= 3
        ? Math.round((revenue * 0.03) / rating / 100) * 100
        : rating === 0
          ? undefined
          : 0,
    issued_share_capital: capital,
    paid_up_share_capital: capital,
    as_of: latestDate(base.incorporated, addDays(lastDay(base), -rng.int(0, 120))),
  };
}

const latestDate = (a: string, b: string): string => (a > b ? a : b);
/** The last day a company's records can describe: its dissolution, or the reference date. */
const lastDay = (base: CompanyBase): string => base.dissolved ?? REFERENCE_DATE;
/** How far back from its last day a company's claims are received. */
const CLAIM_WINDOW_DAYS = 1733;

/** Claims (collection cases) against a company; more for riskier ones. */
export function claimRows(seed: number, base: CompanyBase): Row[] {
  const rng = new Rng(seed, STREAM_CLAIMS, base.index);
  const rating = riskRating(seed, base);
  const count =
    rating >= 4 ? rng.int(1, 6) : rating === 3 ? rng.int(0, 2) : rng.chance(0.15) ? 1 : 0;
  const rows: Row[] = [];
  // Received while the company existed, in the years before its last day (2022 on for a
  // company that still exists).
  const end = lastDay(base);
  const from = latestDate(base.incorporated, addDays(end, -CLAIM_WINDOW_DAYS));
  for (let i = 0; i < count; i++) {
    const received = rng.date(from, end);
    const amount = Math.round(250 + rng.float() ** 2 * 120_000);
    // A dissolved company's claims were settled or written off with it.
    const closed = rng.chance(rating >= 4 ? 0.3 : 0.7) || base.dissolved !== undefined;
    const maxDays = Math.round((Date.parse(end) - Date.parse(received)) / 86_400_000);
    const ran = rng.int(0, Math.min(maxDays, 540));
    rows.push({
      kvk_number: base.kvk,
      received_date: received,
      // An open claim has run until the day the data describes: its age then.
      duration_days: closed ? ran : maxDays,
      claim_amount: amount,
      paid_amount: closed ? amount : Math.round(amount * rng.float() * 0.6),
      closed,
      legal_action: rng.chance(rating >= 4 ? 0.4 : 0.1),
      disputed: rng.chance(0.1),
      foreign: rng.chance(0.05),
    });
  }
  return rows;
}
