/** The warnings a company report puts above a section whose data is incomplete or contradicts itself. */
import { escapeHtml } from './escape.js';
import { formatDate } from './format.js';
import type { Html } from './html-fields.js';
import { codeMeaning, isTextKey, text } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import type { ReportData } from './report-data.js';

export const warningParagraph = (sentence: string): Html =>
  `<p class="warning">${escapeHtml(sentence)}</p>`;

/** The parents whose register status is not active, as a warning above the parents. */
export function notActiveWarning(
  parents: ReportData['parentsNotActive'],
  language: ReportLanguage,
): Html {
  if (!parents || parents.length === 0) return '';
  const named = parents.map((p) => {
    const status = codeMeaning('company_status', p.status, language) ?? p.status;
    return `${p.name}${p.number ? ` (${p.number})` : ''}: ${status.toLowerCase()}`;
  });
  return warningParagraph(`${text('parentsNotActive', language)}: ${named.join('; ')}.`);
}

/** The reasons a result is incomplete (`incomplete_because`), in words: ` (…; …)`, or ''. */
function reasonsInWords(reasons: readonly string[], language: ReportLanguage): string {
  const known = reasons.flatMap((reason) => {
    const key = `incomplete_${reason}`;
    return isTextKey(key) ? [text(key, language)] : [];
  });
  return known.length > 0 ? ` (${known.join('; ')})` : '';
}

/**
 * Why the parents may leave some out (an owner in no dataset, a tree cut off), as a warning
 * above them: none where they are complete.
 */
export function parentsWarning(
  reasons: readonly string[] | undefined,
  language: ReportLanguage,
): Html {
  if (!reasons) return '';
  return warningParagraph(
    `${text('parentsIncomplete', language)}${reasonsInWords(reasons, language)}`,
  );
}

/** Why a UBO result may understate shares, as a warning above it: none where it is complete. */
export function uboWarning(
  reasons: readonly string[] | undefined,
  possible: readonly string[] | undefined,
  language: ReportLanguage,
): Html {
  if (!reasons) return '';
  const why = reasonsInWords(reasons, language);
  // The persons who may be UBOs through a share of unknown size are named: a reader of the
  // report alone would not find them otherwise.
  const names =
    possible && possible.length > 0
      ? `${text('possibleUbos', language)}: ${possible.join(', ')}.`
      : '';
  return warningParagraph(`${text('uboIncomplete', language)}${why}${names ? ` ${names}` : ''}`);
}

/** Records dated after the company's dissolution, as a warning: the data contradicts itself. */
export function datedAfterDissolution(
  key: 'financialsAfterDissolution' | 'claimsAfterDissolution',
  dates: readonly string[],
  language: ReportLanguage,
): Html {
  if (dates.length === 0) return '';
  const listed = dates.map((d) => formatDate(d, language)).join(', ');
  return warningParagraph(`${text(key, language)}: ${listed}.`);
}
