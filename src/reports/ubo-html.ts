/** The UBOs in a company report, and the persons the shares reach who are no UBO. */
import type { UboEntry } from '../contract/company-record.js';
import { escapeHtml, escapeValue } from './escape.js';
import { formatPercentage } from './format.js';
import { fieldsTable, rowsTable, type Html } from './html-fields.js';
import { fieldLabel, text } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import type { ReportData } from './report-data.js';
import { riskLineHtml, screenedAs } from './subject-risk.js';

export function uboHtml(
  ubo: UboEntry,
  language: ReportLanguage,
  screened: ReportData['screened'],
): Html {
  const fields: Record<string, unknown> = {
    ...(ubo.shareholding_percentage !== undefined && {
      shareholding_percentage: ubo.shareholding_percentage,
    }),
    ...(ubo.person ?? {}),
  };
  const roles = (ubo.roles ?? []).map((role) => ({
    type: role.type,
    competency: role.competency,
    start_date: role.start_date,
  }));
  return [
    `<div class="card ubo"><h3>${escapeValue(ubo.name ?? '')}</h3>`,
    fieldsTable(fields, language, 'person'),
    riskLineHtml(screenedAs(screened, 'ubo', ubo.name ?? '', ubo.person?.date_of_birth), language),
    roles.length === 0
      ? ''
      : `<h4>${escapeHtml(fieldLabel('roles', language))}</h4>${rowsTable(roles, language, 'ubo.role')}`,
    '</div>',
  ].join('');
}

/**
 * The persons the shares reach who are no UBO, with their shares: "Ann Claes (25 %)". A reader
 * of the UBOs alone would not know that a 25 % owner exists, nor that they were screened.
 */
export function shareholdersBelowHtml(
  shareholders: ReportData['shareholders'],
  language: ReportLanguage,
): Html {
  if (!shareholders || shareholders.length === 0) return '';
  const named = shareholders.map(
    (s) =>
      `${s.name} (${s.percentage === undefined ? text('percentageUnknown', language) : formatPercentage(s.percentage, language)})`,
  );
  return `<p class="note shareholders">${escapeHtml(`${text('shareholdersBelowThreshold', language)}: ${named.join(', ')}.`)}</p>`;
}
