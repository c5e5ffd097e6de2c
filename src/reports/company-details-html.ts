/**
 * The company details of a company report: the register's fields, what found the company and
 * where the request and the register differ; or that no company was found.
 */
import type { CompanyCheckResult } from '../contract/company-check.js';
import type { CompanyRecord } from '../contract/company-record.js';
import { foundByHtml, notFoundHtml } from './company-identification.js';
import { escapeHtml } from './escape.js';
import { fieldsTable, messageHtml, section, type Html } from './html-fields.js';
import { sectionTitle, text } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import type { ReportData } from './report-data.js';

/** The parts of the company record that are sections of their own. */
const NOT_IDENTITY = new Set(['directors', 'parents', 'ubo', 'company_balance_sheet']);

const asRecord = (value: object): Record<string, unknown> => value as Record<string, unknown>;

/**
 * The company's fields, its register number named as what it is: a KvK number for a Dutch
 * company, a registration number (an HRB, a RCS number) for one abroad.
 */
function registrationNumberNamed(company: CompanyRecord): Record<string, unknown> {
  const record = asRecord(company);
  const country = company.address?.country?.trim().toUpperCase();
  if (country === undefined || country === '' || country === 'NL' || country === 'NLD') {
    return record;
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) =>
      key === 'chamber_of_commerce_number' ? ['registration_number', value] : [key, value],
    ),
  );
}

/**
 * The company's fields with the register number its record cannot hold (GLEIF's of a register
 * other than the KvK, which no check by chamber_of_commerce_number finds) and its authority,
 * where the record's own number would be.
 */
function withOtherRegisterNumber(
  record: Record<string, unknown>,
  registered: ReportData['registerNumber'],
): Record<string, unknown> {
  if (!registered || 'chamber_of_commerce_number' in record || 'registration_number' in record) {
    return record;
  }
  return {
    ...record,
    registration_number: registered.number,
    ...(registered.authority && { registration_authority: registered.authority }),
  };
}

/** The company's fields with its dissolution date, if any, right after its status. */
function withDissolutionDate(
  record: Record<string, unknown>,
  date: string | undefined,
): Record<string, unknown> {
  if (!date) return record;
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      key === 'status'
        ? [
            [key, value],
            ['dissolution_date', date],
          ]
        : [[key, value]],
    ),
  );
}

/** The company details section; undefined where there is nothing to show. */
export function companyDetailsSection(
  result: CompanyCheckResult,
  data: ReportData,
  language: ReportLanguage,
): Html | undefined {
  const company = result.company;
  const title = sectionTitle('company', language);
  if (company) {
    const identity = fieldsTable(
      withDissolutionDate(
        withOtherRegisterNumber(registrationNumberNamed(company), data.registerNumber),
        data.dissolutionDate,
      ),
      language,
      'company',
      NOT_IDENTITY,
    );
    // What the caller said that the register does not: beside the identity it concerns.
    const remarks =
      data.remarks.length === 0
        ? ''
        : `<h3>${escapeHtml(text('identificationRemarks', language))}</h3><ul class="remarks">${data.remarks
            .map((remark) => `<li>${messageHtml(remark, language)}</li>`)
            .join('')}</ul>`;
    // Said first: a company found by a name search may not be the one meant.
    const foundBy = foundByHtml(data.identification, language);
    return identity !== '' || remarks !== ''
      ? section('company', title, `${foundBy}${identity}${remarks}`)
      : undefined;
  }
  const notFound = notFoundHtml(data.identification, language);
  return notFound ? section('company', title, notFound) : undefined;
}
