/**
 * How a company check found its company, or that it found none, under the company details: a
 * check of a misspelt name or a number that is in no register must not read as one of the
 * company asked for, nor an empty report as a clean one.
 */
import { escapeHtml, escapeValue } from './escape.js';
import { formatNumber } from './format.js';
import type { Html } from './html-fields.js';
import { COMPANY_LOOKUPS, lookup, text } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import type { CompanyIdentification } from './report-data.js';
import { warningParagraph } from './company-warnings.js';

const lookupName = (by: string, language: ReportLanguage): string =>
  lookup(COMPANY_LOOKUPS, by, language) ?? by.replace(/_/g, ' ');

/** "Gevonden op: naam (score 0,95 van 1)." as a note; '' where the check does not say. */
export function foundByHtml(
  identification: CompanyIdentification | undefined,
  language: ReportLanguage,
): Html {
  const by = identification?.matchedBy;
  if (by === undefined) return '';
  const score =
    identification?.score === undefined
      ? ''
      : ` (${text('nameScore', language).replace('{score}', formatNumber(identification.score, language))})`;
  const readAs =
    identification?.readAs === undefined
      ? ''
      : `, ${escapeHtml(text('readAs', language))} ${escapeValue(identification.readAs)}`;
  return `<p class="note">${escapeHtml(`${text('identifiedBy', language)}: ${lookupName(by, language)}`)}${readAs}${escapeHtml(`${score}.`)}</p>`;
}

/**
 * The company details of a check that found no company: that it was not found, and what it was
 * looked for by (the values are in the request above). Undefined where the check says nothing
 * of its lookups (a check stored before it did, or one without the company section).
 */
export function notFoundHtml(
  identification: CompanyIdentification | undefined,
  language: ReportLanguage,
): Html | undefined {
  if (!identification || identification.matchedBy !== undefined) return undefined;
  const searched =
    identification.searchedBy.length === 0
      ? ''
      : `<p class="note">${escapeHtml(
          `${text('searchedBy', language)}: ${identification.searchedBy
            .map((by) => lookupName(by, language))
            .join(', ')}.`,
        )}</p>`;
  return warningParagraph(text('companyNotFound', language)) + searched;
}
