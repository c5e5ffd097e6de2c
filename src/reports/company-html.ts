/** The sections of a company check report, in the order of the check matrix (DESIGN.md §3). */
import type { CompanyCheckResult } from '../contract/company-check.js';
import { escapeHtml } from './escape.js';
import { formatDate } from './format.js';
import {
  fieldsSection,
  fieldsTable,
  noneParagraph,
  rowsTable,
  section,
  type Html,
} from './html-fields.js';
import { sectionTitle, text } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import {
  datedAfterDissolution,
  notActiveWarning,
  parentsWarning,
  uboWarning,
} from './company-warnings.js';
import { ownershipSvg } from './ownership-svg.js';
import type { ReportData } from './report-data.js';
import { screeningSectionsHtml } from './screening-html.js';
import { balanceSheetHtml } from './balance-sheet-html.js';
import { countryRiskSection } from './country-risk-html.js';
import { companyDetailsSection } from './company-details-html.js';
import { directorsHtml } from './directors-html.js';
import { companyKey, parentHtml } from './parents-html.js';
import { shareholdersBelowHtml, uboHtml } from './ubo-html.js';

const asRecord = (value: object): Record<string, unknown> => value as Record<string, unknown>;

/** Every section of a company result that is present, in the matrix order. */
export function companySectionsHtml(
  result: CompanyCheckResult,
  data: ReportData,
  language: ReportLanguage,
): Html[] {
  const company = result.company;
  const sections: Html[] = [];
  const title = (name: string) => sectionTitle(name, language);
  const details = companyDetailsSection(result, data, language);
  if (details) sections.push(details);
  sections.push(...fieldsSection('vat_validation', result.vat_validation, language));
  if (company?.directors) {
    const boardOn = data.boardOn
      ? `<p class="note">${escapeHtml(`${text('boardAtDissolution', language)}: ${formatDate(data.boardOn, language)}.`)}</p>`
      : '';
    const notScreened = data.directorsNotScreened
      ? `<p class="note">${escapeHtml(text('directorsNotScreened', language))}</p>`
      : '';
    sections.push(
      section(
        'directors',
        title('directors'),
        `${boardOn}${notScreened}${directorsHtml(company.directors, language)}`,
      ),
    );
  }
  sections.push(...countryRiskSection(result.risk_country, data.countries, language));
  const late = data.afterDissolution;
  if (result.financial_info) {
    const warning = late?.financialsRecord
      ? datedAfterDissolution('financialsAfterDissolution', [late.financialsRecord], language)
      : '';
    sections.push(
      section(
        'financial_info',
        title('financial_info'),
        warning + fieldsTable(asRecord(result.financial_info), language, 'financial_info'),
      ),
    );
  }
  if (result.claims) {
    sections.push(
      section(
        'claims',
        title('claims'),
        datedAfterDissolution('claimsAfterDissolution', late?.claimsReceived ?? [], language) +
          (result.claims.length === 0
            ? noneParagraph(language)
            : rowsTable(result.claims.map(asRecord), language, 'claim')),
      ),
    );
  }
  if (company?.company_balance_sheet) {
    sections.push(
      section(
        'company_balance_sheet',
        title('company_balance_sheet'),
        balanceSheetHtml(company.company_balance_sheet, language),
      ),
    );
  }
  if (company && (company.parents || company.ubo || data.shareholders)) {
    const svg = ownershipSvg(
      company,
      language,
      undefined,
      data.shareholders?.map((s) => ({
        ...s,
        possibleUbo: data.possibleUbos?.includes(s.name) === true,
      })),
    );
    if (svg) {
      sections.push(
        section(
          'ownership',
          title('ownership'),
          `<p class="note">${escapeHtml(text('ownershipDiagramNote', language))}</p><div class="diagram">${svg}</div>`,
          'page-break',
        ),
      );
    }
  }
  // As for the UBOs: no parent found leaves the section out, but not its warning.
  if (company?.parents || (company && data.parentsIncompleteBecause)) {
    const parents = company.parents ?? [];
    const warning =
      parentsWarning(data.parentsIncompleteBecause, language) +
      notActiveWarning(data.parentsNotActive, language);
    sections.push(
      section(
        'parents',
        title('parents'),
        warning +
          (parents.length === 0
            ? noneParagraph(language)
            : parents
                .map((p) => parentHtml(p, language, [companyKey(company)], data.screened))
                .join('')),
      ),
    );
  }
  // Nobody found leaves the section out of the result, but not its warning out of the report.
  if (company?.ubo || (company && (data.uboIncompleteBecause || data.shareholders))) {
    const ubo = company.ubo ?? [];
    sections.push(
      section(
        'ubo',
        title('ubo'),
        uboWarning(data.uboIncompleteBecause, data.possibleUbos, language) +
          (ubo.length === 0
            ? noneParagraph(language)
            : ubo.map((u) => uboHtml(u, language, data.screened)).join('')) +
          // A pseudo-UBO's share is on their card already; a possible UBO (a share of unknown
          // size besides the known one) is named as such in the warning, and is not "no UBO".
          shareholdersBelowHtml(
            data.shareholders?.filter(
              (s) => !ubo.some((u) => u.name === s.name) && !data.possibleUbos?.includes(s.name),
            ),
            language,
          ),
      ),
    );
  }
  sections.push(...screeningSectionsHtml(result, data.screened, 'company', language));
  return sections;
}
