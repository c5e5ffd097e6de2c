import {
  assertMailAddress,
  assertPhoneNumber,
  assertReadableCompanyName,
  assertReadableCompanyNumber,
  unreadableAddressParts,
} from './company/company-input.js';
import { performance } from 'node:perf_hooks';
import type { CompanyCheckRequest, CompanyCheckResult } from '../contract/company-check.js';
import { invalidInput } from '../errors/errors.js';
import type { Organisation } from '../store/store.js';
import { backendData } from './backend-data.js';
import type { CompanyCheckContext } from './company/context.js';
import { companyDirectors } from './company/directors.js';
import { companyBalanceSheet, companyFinancials } from './company/finance.js';
import { companyIdentity } from './company/identity.js';
import { companyParents } from './company/parents.js';
import { companyRiskCountry } from './company/risk-country.js';
import { companyUbo } from './company/ubo-section.js';
import { companyRegistrations, companyRegistrationsExtended } from './company/registrations.js';
import { companyVatValidation } from './company/vat.js';
import { formatsRead, runSections, type SectionModules } from './pipeline.js';
import { companyRequestParameters } from './request-parameters.js';
import { COMPANY_SECTIONS, COMPANY_SECTIONS_BY_TYPE, type CompanySection } from './sections.js';

export type { CompanyCheckContext } from './company/context.js';

/** Section modules of company checks, one per section of the matrix (sections.ts). */
export const companySectionModules: SectionModules<
  CompanySection,
  CompanyCheckContext,
  CompanyCheckResult
> = {
  company: companyIdentity,
  vat_validation: companyVatValidation,
  directors: companyDirectors,
  risk_country: companyRiskCountry,
  financial_info: companyFinancials,
  company_balance_sheet: companyBalanceSheet,
  parents: companyParents,
  ubo: companyUbo,
  registrations: companyRegistrations,
  registrations_extended: companyRegistrationsExtended,
};

/** The sections a company check of this type returns for this organisation. */
export function companySectionsFor(
  type: CompanyCheckRequest['type'],
  organisation: Organisation,
): readonly CompanySection[] {
  if (type !== 'custom') return COMPANY_SECTIONS_BY_TYPE[type];
  const configured = organisation.customSections.company;
  if (!configured) {
    throw invalidInput([
      {
        path: '/type',
        message:
          'custom company checks run the sections the organisation chose, and it has chosen none for company checks (veracheck orgs sections <org> <sections> --kind company)',
      },
    ]);
  }
  // A part of the company record (directors, ubo, ...) comes with the company's identity: an
  // answer must say which company it is about, more so when the company was found by name.
  const companyParts = configured.some((s) => COMPANY_RECORD_PARTS.has(s));
  return COMPANY_SECTIONS.filter(
    (s) => configured.includes(s) || (s === 'company' && companyParts),
  );
}

/** Sections that are parts of the contract's Company record besides its identity. */
const COMPANY_RECORD_PARTS: ReadonlySet<string> = new Set([
  'directors',
  'parents',
  'ubo',
  'company_balance_sheet',
]);

/** A company check must say which company: by number, VAT number, name or an earlier search. */
function assertIdentifiesCompany(request: CompanyCheckRequest): void {
  assertReadableCompanyName(request.company?.name, '/company/name');
  assertReadableCompanyNumber(request.chamber_of_commerce_number, '/chamber_of_commerce_number');
  assertReadableCompanyNumber(request.vat_number, '/vat_number', 'VAT number');
  assertMailAddress(request.company?.mail_address, '/company/mail_address');
  assertPhoneNumber(request.company?.phone_number, '/company/phone_number');
  // A postcode, house number or country that cannot be one is named, as company search names
  // it, rather than narrowing by it to "not found" or comparing with it.
  const address = request.company?.address;
  const unreadable = address ? unreadableAddressParts(address) : [];
  if (unreadable.length > 0) {
    throw invalidInput(unreadable.map((error) => ({ ...error, path: `/company${error.path}` })));
  }
  const given =
    request.chamber_of_commerce_number?.trim() ||
    request.vat_number?.trim() ||
    request.company?.name?.trim() ||
    request.search_identifier?.trim();
  if (!given) {
    throw invalidInput([
      {
        path: '',
        message:
          'give at least one of chamber_of_commerce_number, vat_number, company.name or search_identifier',
      },
    ]);
  }
}

export async function runCompanyCheck(
  context: CompanyCheckContext,
  ids: { checkIdentifier: string; reportIdentifier: string },
): Promise<CompanyCheckResult> {
  const started = performance.now();
  const { request } = context;
  assertIdentifiesCompany(request);
  const sections = companySectionsFor(request.type, context.organisation);
  const { parts, report } = await runSections(sections, companySectionModules, context);
  return {
    check_identifier: ids.checkIdentifier,
    report_identifier: ids.reportIdentifier,
    ...parts,
    backend_data: backendData({
      kind: 'company',
      type: request.type,
      sections: report,
      datasets: context.registry.datasetVersions(formatsRead(sections, companySectionModules)),
      lookups: context.lookups,
      upstream: context.upstream,
      totalMs: Math.round((performance.now() - started) * 1000) / 1000,
    }),
    request_parameters: companyRequestParameters(request, ids.checkIdentifier),
  };
}
