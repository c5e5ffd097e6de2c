import type { TSchema } from '@sinclair/typebox';
import { Address, AddressMatch, RequestParametersAddress } from './address.js';
import { CompanyRecord, Director, Parent, TreeNode, UboEntry } from './company-record.js';
import {
  Claim,
  CompanyCheckRequest,
  CompanyCheckResult,
  CompanyRequestParameters,
  FinancialInfo,
  VatValidation,
} from './company-check.js';
import { CompanyInput, IdDocument, Person, PersonInput, Source } from './parties.js';
import {
  PersonCheckRequest,
  PersonCheckResult,
  PersonRequestParameters,
  RiskScores,
} from './person-check.js';
import { Problem } from './problem.js';
import {
  Registration,
  RegistrationSummary,
  RegistrationsExtended,
  RiskCountry,
} from './screening.js';
import { AddressSearchRequest, CompanySearchRequest, CompanySearchResult } from './search.js';

/** Every named schema of the contract; each is registered once and referenced by its $id. */
export const contractSchemas: readonly TSchema[] = [
  Address,
  RequestParametersAddress,
  AddressMatch,
  Source,
  CompanyInput,
  PersonInput,
  Person,
  IdDocument,
  Director,
  Parent,
  TreeNode,
  UboEntry,
  CompanyRecord,
  Registration,
  RegistrationSummary,
  RegistrationsExtended,
  RiskCountry,
  FinancialInfo,
  Claim,
  VatValidation,
  CompanyRequestParameters,
  CompanyCheckRequest,
  CompanyCheckResult,
  RiskScores,
  PersonRequestParameters,
  PersonCheckRequest,
  PersonCheckResult,
  CompanySearchRequest,
  CompanySearchResult,
  AddressSearchRequest,
  Problem,
];
