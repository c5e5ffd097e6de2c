/**
 * risk_country (DESIGN.md code table): L low, M medium (FATF increased monitoring), H high
 * (FATF call for action or EU high-risk third country), from the dated country lists.
 */
import type { RiskCountry } from '../contract/screening.js';
import type { CountryRiskData } from '../entities/records.js';
import { inForceOn } from '../entities/validity.js';
import type { Registry } from '../registry/registry.js';
import { countryOfCode } from '../registry/register-country.js';
import { isTerritoryCode } from '../sources/countries.js';

export const COUNTRY_RISK_FORMAT = 'country-risk';

const LEVEL: Record<CountryRiskData['list'], 'M' | 'H'> = {
  fatf_increased_monitoring: 'M',
  fatf_call_for_action: 'H',
  eu_high_risk_third_country: 'H',
};
const ORDER = { L: 0, M: 1, H: 2 } as const;

/** A country that counts, and why it does (the company's seat, a parent's, a nationality). */
export interface CountryOfConcern {
  country: string;
  why: string;
}

export interface CountryRiskOutcome {
  riskCountry: RiskCountry;
  /** For backend_data: each country looked at, its listings and the lists' publication dates. */
  detail: CountryLookedAt[];
}

/** One country in backend_data (`lookups.risk_country`), as stored checks keep it. */
export interface CountryLookedAt {
  country: string;
  /** The first reason the country counts: the field stored checks have always had. */
  why: string;
  /** Every further reason, in the order given, each once; absent where there is none. */
  also?: string[];
  risk: 'L' | 'M' | 'H';
  listings: { list: string; listed_since?: string; published: string; source: string }[];
}

/**
 * The countries by code in the order first named, each with all its distinct reasons: a
 * parent's seat in a country and a UBO's nationality of it are both for a reviewer to see.
 */
/**
 * The ISO 3166-1 code (upper case) a country value counts as: a subdivision or region (ir-07,
 * cy-trnc) as its country's, a subdivision ISO lists as a territory of its own (nl-cw) as that
 * territory, as the company record's address shows it. Undefined for a value that is no
 * territory (zz unknown, eu, x-so): such a value is not read as low.
 */
export function countryOfConcernCode(value: string): string | undefined {
  const code = value.trim().toLowerCase();
  const country = /^[a-z]{2}-/.test(code) ? countryOfCode(code) : code;
  return /^[a-z]{2}$/.test(country) && isTerritoryCode(country) ? country.toUpperCase() : undefined;
}

/** The values given that count as no country (`lookups.risk_country_not_read`), each once. */
export const countriesNotRead = (countries: readonly CountryOfConcern[]): string[] => [
  ...new Set(countries.map((c) => c.country.trim()).filter((c) => c && !countryOfConcernCode(c))),
];

function reasonsByCountry(countries: readonly CountryOfConcern[]): Map<string, string[]> {
  const reasons = new Map<string, string[]>();
  for (const c of countries) {
    const code = countryOfConcernCode(c.country);
    if (!code) continue;
    const known = reasons.get(code);
    if (!known) reasons.set(code, [c.why]);
    else if (!known.includes(c.why)) known.push(c.why);
  }
  return reasons;
}

/**
 * The highest risk among the countries, each against the lists in force on `today` (a listing
 * with a later listed_since date does not count yet). Undefined when no country is known or no
 * country lists are imported: an unknown risk is not reported as low.
 */
export async function countryRisk(
  registry: Registry,
  countries: readonly CountryOfConcern[],
  today: string,
): Promise<CountryRiskOutcome | undefined> {
  if (!registry.servesFormat(COUNTRY_RISK_FORMAT)) return undefined;
  const reasons = reasonsByCountry(countries);
  if (reasons.size === 0) return undefined;
  const detail = await Promise.all(
    [...reasons].map(async ([country, [why = '', ...also]]): Promise<CountryLookedAt> => {
      const listings = (await registry.records(COUNTRY_RISK_FORMAT, country))
        .map((r) => r.data as CountryRiskData)
        .filter((l) => inForceOn(l.listed_since, undefined, today));
      const risk = listings.reduce<'L' | 'M' | 'H'>(
        (worst, l) => (ORDER[LEVEL[l.list]] > ORDER[worst] ? LEVEL[l.list] : worst),
        'L',
      );
      return {
        country,
        why,
        ...(also.length > 0 && { also }),
        risk,
        listings: listings.map((l) => ({
          list: l.list,
          ...(l.listed_since && { listed_since: l.listed_since }),
          published: l.publication_date,
          source: l.source,
        })),
      };
    }),
  );
  const worst = detail.reduce<'L' | 'M' | 'H'>(
    (w, d) => (ORDER[d.risk] > ORDER[w] ? d.risk : w),
    'L',
  );
  return { riskCountry: { risk_result: worst }, detail };
}
