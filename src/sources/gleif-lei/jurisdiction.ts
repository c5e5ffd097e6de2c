import { isTerritoryCode, unknownCountryReason } from '../countries.js';
import { subdivisionCountry } from '../subdivisions.js';

/** A legal jurisdiction as read: the code kept, and the country it is in. */
export interface Jurisdiction {
  /** Lower case: a country ("nl") or an ISO 3166-2 subdivision ("us-de"). */
  code: string;
  /**
   * The ISO 3166-1 code of its country: "us" for "us-de", but "pr" for "us-pr", which ISO
   * 3166-1 also lists as a territory of its own.
   */
  country: string;
}

/**
 * GLEIF's LegalJurisdiction: a territory's ISO 3166-1 code (NL), or an ISO 3166-2 subdivision
 * code (US-DE, CA-QC) of one. A subdivision is kept as the jurisdiction, since a US state or a
 * Canadian province keeps its own register, and its country is read from it (Puerto Rico's
 * US-PR is PR, as its addresses are). Anything else
 * (EU, XX, US-ZZ, "Delaware") is left out and its reason added to `leftOut`, as the address
 * countries are.
 */
export function jurisdictionOf(
  id: string,
  text: string | undefined,
  leftOut: string[],
): Jurisdiction | undefined {
  const code = text?.trim().toLowerCase();
  if (!code) return undefined;
  if (code.length === 2 && isTerritoryCode(code)) return { code, country: code };
  const country = subdivisionCountry(code);
  if (country !== undefined && isTerritoryCode(country)) return { code, country };
  const reason = unknownCountryReason(id, 'jurisdiction', text);
  if (reason !== undefined && !leftOut.includes(reason)) leftOut.push(reason);
  return undefined;
}
