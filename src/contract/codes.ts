/**
 * The closed code sets of check answers (DESIGN.md §3's code tables, docs/checks.md). The
 * contract's schemas list them as `enum`s and the checks' types are derived from them, so that
 * the OpenAPI document and what the checks write cannot drift apart. A leaf module: the
 * contract, the checks and the importers all read it.
 */

/** address_validation.code */
export const ADDRESS_VALIDATION_CODES = ['P01', 'P02', 'P03', 'P04', 'P05', 'P06'] as const;
/** person_match.code */
export const PERSON_MATCH_CODES = [
  'PF01',
  'PF02',
  'PF03',
  'PF04',
  'PF05',
  'PF06',
  'PF07',
  'PF08',
] as const;
/** address_match.code, of a person and of a director */
export const ADDRESS_MATCH_CODES = ['AM01', 'AM02', 'AM03', 'AM04'] as const;
/** phone_number_matches[].code */
export const PHONE_MATCH_CODES = [
  'PM01',
  'PM02',
  'PM03',
  'PM04',
  'PM05',
  'PM06',
  'PM07',
  'PM08',
  'PM09',
] as const;
/** id_document_number_check_result.code */
export const ID_DOCUMENT_CHECK_CODES = [
  'valid',
  'invalid_format',
  'invalid_check_digit',
  'reported_lost_or_stolen',
  'unknown',
] as const;
/** risk_scores.*.code and the statistical scores' risk */
export const POSTCODE_RISK_CODES = ['PRR0', 'PRR1', 'PRR2', 'PRR3'] as const;
/** address_information.ownership_code */
export const OWNERSHIP_CODES = ['K', 'H', 'U'] as const;
/** risk_country.risk_result */
export const COUNTRY_RISK_RESULTS = ['L', 'M', 'H'] as const;
/** financial_info.risk_rating.code */
export const RISK_RATING_CODES = ['BRR0', 'BRR1', 'BRR2', 'BRR3', 'BRR4', 'BRR5'] as const;
/** financial_info.payment_behavior*.code */
export const PAYMENT_CODES = ['BBG0', 'BBG1', 'BBG2', 'BBG3', 'BBG4', 'BBG5'] as const;
/** vat_validation.result */
export const VAT_RESULTS = ['Valid', 'Invalid', 'Unverified'] as const;
/** company.status (and a search result's) */
export const COMPANY_STATUSES = [
  'active',
  'inactive',
  'in_liquidation',
  'bankrupt',
  'dissolved',
] as const;
/** company.directors[].risk.code: no screening hit, a possible hit, a confirmed hit */
export const DIRECTOR_RISK_CODES = ['0', '1', '2'] as const;

export type AddressValidationCode = (typeof ADDRESS_VALIDATION_CODES)[number];
export type PersonMatchCode = (typeof PERSON_MATCH_CODES)[number];
export type AddressMatchCode = (typeof ADDRESS_MATCH_CODES)[number];
export type PhoneMatchCode = (typeof PHONE_MATCH_CODES)[number];
export type IdDocumentCheckCode = (typeof ID_DOCUMENT_CHECK_CODES)[number];
export type PostcodeRiskCode = (typeof POSTCODE_RISK_CODES)[number];
export type CountryRiskResult = (typeof COUNTRY_RISK_RESULTS)[number];
export type VatResult = (typeof VAT_RESULTS)[number];
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export type DirectorRiskCode = (typeof DIRECTOR_RISK_CODES)[number];
