/**
 * The company records of Veracheck's own formats (docs/formats.md), looked up by KvK number,
 * and the country risk lists, looked up by country. `data` holds the columns under their own
 * names, typed; optional columns left empty are absent.
 */
import {
  amount,
  boolean,
  country,
  defineRecord,
  ensure,
  FieldError,
  integer,
  isoDate,
  kvkNumber,
  oneOf,
  partialDate,
  text,
  type CodeOf,
  type Get,
  type Opt,
  ONCE_SEPARATOR as S,
  withOnce,
} from './record-fields.js';

// The answers' code sets: what an import accepts is what the contract lists.
import { PAYMENT_CODES, RISK_RATING_CODES } from '../contract/codes.js';
export { PAYMENT_CODES, RISK_RATING_CODES };
export const BALANCE_SHEET_ITEMS = [
  'intangible_assets',
  'tangible_assets',
  'financial_assets',
  'fixed_assets',
  'inventories',
  'receivables',
  'cash',
  'current_assets',
  'total_assets',
  'equity',
  'provisions',
  'long_term_liabilities',
  'current_liabilities',
  'liabilities',
  'revenue',
  'operating_result',
  'net_result',
] as const;
export const BALANCE_SHEET_SCOPES = ['own', 'parent_consolidated'] as const;
export const COUNTRY_RISK_LISTS = [
  'fatf_call_for_action',
  'fatf_increased_monitoring',
  'eu_high_risk_third_country',
] as const;

export interface Score<C extends string> {
  code: C;
  message?: string;
}

export interface PaymentScore extends Score<CodeOf<typeof PAYMENT_CODES>> {
  /** Days. */
  term?: number;
}

/* `type` aliases, not interfaces, so that they fit ReferenceRecord's `data`. */
export type FinancialsData = {
  kvk_number: string;
  risk_rating: Score<CodeOf<typeof RISK_RATING_CODES>>;
  payment_behavior: PaymentScore;
  payment_behavior_norm: PaymentScore;
  payment_behavior3_months_ago: PaymentScore;
  equity?: string;
  cash?: string;
  credit_guide?: string;
  issued_share_capital?: string;
  paid_up_share_capital?: string;
  as_of: string;
};
export type ClaimData = {
  kvk_number: string;
  received_date: string;
  duration_days: number;
  claim_amount: string;
  paid_amount: string;
  closed: boolean;
  legal_action: boolean;
  disputed: boolean;
  foreign: boolean;
};
export type BalanceSheetData = {
  kvk_number: string;
  year: number;
  item: CodeOf<typeof BALANCE_SHEET_ITEMS>;
  amount: string;
  scope: CodeOf<typeof BALANCE_SHEET_SCOPES>;
  /** Which parent's group the consolidated figures are of (rows of that scope only). */
  parent_name?: string;
  parent_registration_number?: string;
  parent_country?: string;
};
export type CountryRiskData = {
  country: string;
  name: string;
  list: CodeOf<typeof COUNTRY_RISK_LISTS>;
  listed_since?: string;
  source: string;
  publication_date: string;
};

const nonNegative = (value: string): string => {
  const parsed = amount(value);
  if (parsed.startsWith('-')) throw new FieldError(`${parsed} is negative`);
  return parsed;
};
const days = integer(0, 36_500);
const shortText = (value: string) => text(value, 100);

function paymentScore(get: Get, opt: Opt, prefix: string): PaymentScore {
  return {
    code: get(`${prefix}_code`, oneOf(PAYMENT_CODES)),
    message: opt(`${prefix}_message`, text),
    term: opt(`${prefix}_term`, days),
  };
}

const PAYMENT_PREFIXES = [
  'payment_behavior',
  'payment_behavior_norm',
  'payment_behavior3_months_ago',
];

/** One row per company and reporting date. */
export const financials = withOnce(
  defineRecord<FinancialsData>(
    'financials',
    [
      'kvk_number',
      'risk_rating_code',
      'risk_rating_message',
      ...PAYMENT_PREFIXES.flatMap((p) => [`${p}_code`, `${p}_message`, `${p}_term`]),
      'equity',
      'cash',
      'credit_guide',
      'issued_share_capital',
      'paid_up_share_capital',
      'as_of',
    ],
    (get, opt) => {
      const kvk = get('kvk_number', kvkNumber);
      return {
        key: kvk,
        data: {
          kvk_number: kvk,
          risk_rating: {
            code: get('risk_rating_code', oneOf(RISK_RATING_CODES)),
            message: opt('risk_rating_message', text),
          },
          payment_behavior: paymentScore(get, opt, 'payment_behavior'),
          payment_behavior_norm: paymentScore(get, opt, 'payment_behavior_norm'),
          payment_behavior3_months_ago: paymentScore(get, opt, 'payment_behavior3_months_ago'),
          equity: opt('equity', amount),
          cash: opt('cash', amount),
          credit_guide: opt('credit_guide', nonNegative),
          issued_share_capital: opt('issued_share_capital', nonNegative),
          paid_up_share_capital: opt('paid_up_share_capital', nonNegative),
          as_of: get('as_of', isoDate),
        },
      };
    },
  ),
  {
    tag: 'f',
    key: (data) => `${data.kvk_number}${S}${data.as_of}`,
    words: (data) => `KvK ${data.kvk_number} as of ${data.as_of}`,
  },
);

export const claims = defineRecord<ClaimData>(
  'claims',
  [
    'kvk_number',
    'received_date',
    'duration_days',
    'claim_amount',
    'paid_amount',
    'closed',
    'legal_action',
    'disputed',
    'foreign',
  ],
  (get) => {
    const kvk = get('kvk_number', kvkNumber);
    return {
      key: kvk,
      data: {
        kvk_number: kvk,
        received_date: get('received_date', isoDate),
        duration_days: get('duration_days', days),
        claim_amount: get('claim_amount', nonNegative),
        paid_amount: get('paid_amount', nonNegative),
        closed: get('closed', boolean),
        legal_action: get('legal_action', boolean),
        disputed: get('disputed', boolean),
        foreign: get('foreign', boolean),
      },
    };
  },
);

/** Optional: files made before the parent was named have no such columns. */
const BALANCE_SHEET_PARENT_COLUMNS = [
  'parent_name',
  'parent_registration_number',
  'parent_country',
] as const;

/** One row per company, year, item and scope, and parent for the consolidated figures. */
export const balanceSheet = withOnce(
  defineRecord<BalanceSheetData>(
    'balance-sheet',
    ['kvk_number', 'year', 'item', 'amount', 'scope', ...BALANCE_SHEET_PARENT_COLUMNS],
    (get, opt) => {
      const kvk = get('kvk_number', kvkNumber);
      const scope = get('scope', oneOf(BALANCE_SHEET_SCOPES));
      const parent = {
        parent_name: opt('parent_name', (value) => text(value, 300)),
        parent_registration_number: opt('parent_registration_number', (value) => text(value, 40)),
        parent_country: opt('parent_country', country),
      };
      for (const [column, value] of Object.entries(parent)) {
        ensure(
          value === undefined || scope === 'parent_consolidated',
          column,
          `only rows of scope parent_consolidated name a parent (this row is ${scope})`,
        );
      }
      return {
        key: kvk,
        data: {
          kvk_number: kvk,
          year: get('year', integer(1900, 2100)),
          item: get('item', oneOf(BALANCE_SHEET_ITEMS)),
          amount: get('amount', amount),
          scope,
          ...parent,
        },
      };
    },
    undefined,
    BALANCE_SHEET_PARENT_COLUMNS,
  ),
  {
    tag: 'b',
    key: (data) =>
      `${data.kvk_number}${S}${data.year}${S}${data.item}${S}${data.scope}${S}${data.parent_name ?? ''}${S}${data.parent_registration_number ?? ''}${S}${data.parent_country ?? ''}`,
    words: (data) => {
      const parent = BALANCE_SHEET_PARENT_COLUMNS.map((column) => data[column] ?? '');
      const [name, ...more] = parent;
      const given = more.filter((part) => part !== '');
      const of = parent.every((part) => part === '')
        ? ''
        : ` of ${name || 'an unnamed parent'}${given.length > 0 ? ` (${given.join(', ')})` : ''}`;
      return `KvK ${data.kvk_number}, ${data.year}, ${data.item}, ${data.scope}${of}`;
    },
  },
);

const url = (value: string): string => {
  const parsed = text(value, 500);
  if (!/^https?:\/\/\S+$/.test(parsed)) throw new FieldError(`"${parsed}" is not a web address`);
  return parsed;
};

/** One row per country and list. */
export const countryRisk = withOnce(
  defineRecord<CountryRiskData>(
    'country-risk',
    ['country', 'name', 'list', 'listed_since', 'source', 'publication_date'],
    (get, opt) => {
      const code = get('country', country);
      // No order between listed_since and publication_date: an EU listing takes effect after
      // the regulation is published.
      const listedSince = opt('listed_since', partialDate);
      const published = get('publication_date', isoDate);
      return {
        key: code,
        data: {
          country: code,
          name: get('name', shortText),
          list: get('list', oneOf(COUNTRY_RISK_LISTS)),
          listed_since: listedSince,
          source: get('source', url),
          publication_date: published,
        },
      };
    },
  ),
  {
    tag: 'c',
    key: (data) => `${data.country}${S}${data.list}`,
    words: (data) => `${data.country} on ${data.list}`,
  },
);
