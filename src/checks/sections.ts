import type { CompanyCheckType } from '../contract/company-check.js';
import type { PersonCheckType } from '../contract/person-check.js';

/** Result sections of a company check, in the order they appear in a result. */
export const COMPANY_SECTIONS = [
  'company',
  'vat_validation',
  'directors',
  'risk_country',
  'financial_info',
  'company_balance_sheet',
  'parents',
  'ubo',
  'registrations',
  'registrations_extended',
] as const;
export type CompanySection = (typeof COMPANY_SECTIONS)[number];

/** Result sections of a person check. */
export const PERSON_SECTIONS = [
  'person_match',
  'address_validation',
  'address_match',
  'phone_number_matches',
  'address_information',
  'risk_scores',
  'id_document_number_check_result',
  'risk_country',
  'registrations',
  'registrations_extended',
] as const;
export type PersonSection = (typeof PERSON_SECTIONS)[number];

/**
 * Which sections each company check type returns (DESIGN.md §3). `company` stands for the
 * identity fields, `financial_info` also brings claims, and directors, parents, ubo and the
 * balance sheet are parts of the company record.
 */
export const COMPANY_SECTIONS_BY_TYPE: Record<
  Exclude<CompanyCheckType, 'custom'>,
  readonly CompanySection[]
> = {
  basic: ['company', 'vat_validation'],
  basic_plus: ['company', 'vat_validation', 'directors', 'risk_country'],
  standard: [
    'company',
    'vat_validation',
    'directors',
    'risk_country',
    'financial_info',
    'registrations',
  ],
  extended: [...COMPANY_SECTIONS],
  kvk: ['company', 'directors', 'parents'],
  mkb: [
    'company',
    'vat_validation',
    'directors',
    'risk_country',
    'financial_info',
    'company_balance_sheet',
  ],
  ubo: ['company', 'directors', 'parents', 'ubo', 'registrations_extended'],
  compliance: [
    'company',
    'vat_validation',
    'directors',
    'risk_country',
    'parents',
    'ubo',
    'registrations',
    'registrations_extended',
  ],
};

/** Which sections each person check type returns (DESIGN.md §3). */
export const PERSON_SECTIONS_BY_TYPE: Record<
  Exclude<PersonCheckType, 'custom'>,
  readonly PersonSection[]
> = {
  basic: ['person_match', 'address_validation'],
  basic_plus: ['person_match', 'address_validation', 'address_match', 'phone_number_matches'],
  standard: [
    'person_match',
    'address_validation',
    'address_match',
    'phone_number_matches',
    'address_information',
    'risk_scores',
  ],
  extended: [
    'person_match',
    'address_validation',
    'address_match',
    'phone_number_matches',
    'address_information',
    'risk_scores',
    'id_document_number_check_result',
    'risk_country',
    'registrations',
  ],
  full: [...PERSON_SECTIONS],
  compliance: ['person_match', 'risk_country', 'registrations', 'registrations_extended'],
};
