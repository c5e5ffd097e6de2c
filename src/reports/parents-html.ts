/** The parent companies in a company report: each a card, its own parents nested below. */
import type { Parent } from '../contract/company-record.js';
import { escapeHtml, escapeValue } from './escape.js';
import { fieldsTable, type Html } from './html-fields.js';
import { sectionTitle, text } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import { parentDirectorHtml } from './directors-html.js';
import type { ReportData } from './report-data.js';
import { riskLineHtml, screenedAs } from './subject-risk.js';

/** Parents are shown nested at most this deep (the checks stop at 8 levels). */
const MAX_PARENT_DEPTH = 10;

const asRecord = (value: object): Record<string, unknown> => value as Record<string, unknown>;

/** How a company is known on a chain of parents: its register number, else its name. */
export const companyKey = (company: {
  chamber_of_commerce_number?: string;
  name?: string;
}): string => {
  const number = company.chamber_of_commerce_number?.trim();
  return number ? `number:${number}` : `name:${company.name?.trim() ?? ''}`;
};

/**
 * A parent met again up its own chain (A owns B owns A): the share it holds and a note that
 * its details are shown already, rather than the same company twice.
 */
function cycleParentHtml(parent: Parent, isRoot: boolean, language: ReportLanguage): Html {
  const { shareholding_percentage: share, start_date } = parent;
  const fields = {
    shareholding_percentage: share ?? text('percentageUnknown', language),
    ...(start_date && { start_date }),
  };
  const note = text(isRoot ? 'cycleToCheckedCompany' : 'cycleToParent', language);
  return `<div class="card parent cycle"><h3>${escapeValue(parent.name ?? '')}</h3>${fieldsTable(fields, language, 'parent')}<p class="warning">${escapeHtml(note)}</p></div>`;
}

/**
 * A parent with its fields, its directors in brief, and its own parents nested below. `below`
 * holds the companies under it on its chain, the checked company first.
 */
export function parentHtml(
  parent: Parent,
  language: ReportLanguage,
  below: readonly string[],
  screened: ReportData['screened'],
): Html {
  const key = companyKey(parent);
  const seen = below.indexOf(key);
  if (seen >= 0) return cycleParentHtml(parent, seen === 0, language);
  const directors = parent.directors ?? [];
  const directorList =
    directors.length === 0
      ? ''
      : `<p class="directors"><strong>${escapeHtml(sectionTitle('directors', language))}:</strong> ${directors
          .map((d) => parentDirectorHtml(d, language))
          .join('; ')}</p>`;
  const above =
    below.length < MAX_PARENT_DEPTH && (parent.parents ?? []).length > 0
      ? `<div class="nested-parents">${(parent.parents ?? []).map((p) => parentHtml(p, language, [...below, key], screened)).join('')}</div>`
      : '';
  // An unknown share is said, as the diagram's "? %" says it, not left out.
  const { shareholding_percentage: share, ...rest } = asRecord(parent);
  const fields = { shareholding_percentage: share ?? text('percentageUnknown', language), ...rest };
  // The parent's own screening, as its directors' is shown beside them.
  const risk = riskLineHtml(screenedAs(screened, 'parent', parent.name ?? ''), language);
  return `<div class="card parent"><h3>${escapeValue(parent.name ?? '')}</h3>${fieldsTable(fields, language, 'parent', new Set(['name', 'directors', 'parents']))}${risk}${directorList}${above}</div>`;
}
