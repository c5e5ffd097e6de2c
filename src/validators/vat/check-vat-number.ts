/**
 * Offline VAT number check: country prefix, format and check digits of every EU member state,
 * Northern Ireland (XI) and the historic GB numbers. It says whether a number can exist, not
 * whether it is registered: only VIES can say that.
 */
import { lookupTable } from '../../entities/lookup-table.js';
import { CENTRAL_RULES } from './rules-central.js';
import { EASTERN_RULES } from './rules-eastern.js';
import { SOUTHERN_RULES } from './rules-southern.js';
import { UNITED_KINGDOM_RULES } from './rules-united-kingdom.js';
import { WESTERN_RULES } from './rules-western.js';
import type { CountryVatRule, VatFormatOutcome } from './types.js';
import { vatCountryName } from './country-names.js';

const RULES_BY_COUNTRY: ReadonlyMap<string, CountryVatRule> = new Map(
  [
    ...WESTERN_RULES,
    ...SOUTHERN_RULES,
    ...CENTRAL_RULES,
    ...EASTERN_RULES,
    ...UNITED_KINGDOM_RULES,
  ].map((rule) => [rule.country, rule]),
);

// People write Greece's ISO code; VIES knows Greece as EL.
const PREFIX_ALIASES: Readonly<Record<string, string>> = lookupTable({ GR: 'EL' });

// VIES stopped answering for GB numbers at the end of 2020.
const HISTORIC_COUNTRIES: ReadonlySet<string> = new Set(['GB']);

/**
 * Upper case, without white space, dots, slashes or dashes (including typographic ones) or
 * invisible format characters; full-width letters and digits (ＮＬ８０…) read as ASCII (NFKC).
 */
export function normaliseVatInput(input: string): string {
  return input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s./\-\u2010-\u2015\u2212\p{Cf}]/gu, '');
}

/** The VIES country code a prefix stands for, if any. */
function countryOfPrefix(prefix: string): string | undefined {
  const country = PREFIX_ALIASES[prefix] ?? prefix;
  return RULES_BY_COUNTRY.has(country) ? country : undefined;
}

/** Whether what follows the prefix starts with the prefix again (ATU numbers: also after U). */
function repeatsPrefix(country: string, rest: string): boolean {
  const prefixes = [
    country,
    ...Object.keys(PREFIX_ALIASES).filter((a) => PREFIX_ALIASES[a] === country),
  ];
  return prefixes.some(
    (prefix) => rest.startsWith(prefix) || (country === 'AT' && rest.startsWith(`U${prefix}`)),
  );
}

/** The number after its prefix against its country's format and check-digit rule. */
function checkAgainstRule(country: string, rest: string): VatFormatOutcome {
  // + and * occur in old Irish numbers; anything else is never part of a VAT number.
  // `u`: a character outside the BMP (an emoji) is quoted whole, never half a surrogate pair.
  const stray = /[^A-Z0-9+*]/u.exec(rest);
  if (stray) {
    const message = `the VAT number contains "${stray[0]}": only letters and digits are allowed`;
    return { ok: false, country, reason: 'format', message };
  }

  const rule = RULES_BY_COUNTRY.get(country);
  if (rule === undefined) throw new Error(`no VAT rule for ${country}`);
  const verdict = rule.check(rest);
  if (!verdict.ok) {
    // A prefix typed twice is the likeliest cause, and the one to report.
    if (repeatsPrefix(country, rest)) {
      const message = `the country prefix ${country} is repeated`;
      return { ok: false, country, reason: 'duplicated_prefix', message };
    }
    return { ok: false, country, reason: verdict.reason, message: verdict.message };
  }
  return {
    ok: true,
    country,
    number: verdict.number,
    vatNumber: `${country}${verdict.number}`,
    historic: HISTORIC_COUNTRIES.has(country),
  };
}

const unknownPrefixMessage = (letters: string): string =>
  `${letters} is not a VAT country code of an EU member state (VIES), XI or GB`;

/**
 * Checks a VAT number offline. The country comes from the input's prefix (GR is read as EL) or,
 * when there is none, from `defaultCountry`. A failure under the default country says so, so that
 * a number is never judged by another country's rule without the message telling.
 */
export function checkVatNumber(input: string, defaultCountry?: string): VatFormatOutcome {
  const compact = normaliseVatInput(input);
  if (compact === '') return { ok: false, reason: 'empty', message: 'the VAT number is empty' };

  const prefixed = countryOfPrefix(compact.slice(0, 2));
  if (prefixed !== undefined) return checkAgainstRule(prefixed, compact.slice(2));

  const letters = /^[A-Z]{2}/.test(compact) ? compact.slice(0, 2) : undefined;
  if (defaultCountry === undefined) {
    const message =
      letters === undefined
        ? 'the VAT number has no country prefix and no default country was given'
        : unknownPrefixMessage(letters);
    return { ok: false, reason: 'unknown_country', message };
  }
  const fallback = normaliseVatInput(defaultCountry);
  const country = countryOfPrefix(fallback);
  if (country === undefined) {
    const message = `the default country ${fallback} is not an EU member state, XI or GB`;
    return { ok: false, reason: 'unknown_country', message };
  }

  const outcome = checkAgainstRule(country, compact);
  if (outcome.ok) return outcome;
  const readAs = `a VAT number of ${vatCountryName(country)}`;
  // Some numbers start with letters that are no prefix (French keys, UK departments); when the
  // number does not fit the default country, the letters were most likely meant as a prefix.
  if (letters !== undefined) {
    const message = `${unknownPrefixMessage(letters)}; nor is the whole number ${readAs} without a prefix (${outcome.message})`;
    return { ok: false, reason: 'unknown_country', message };
  }
  const message = `read as ${readAs} because it has no country prefix; ${outcome.message}`;
  return { ...outcome, message };
}
