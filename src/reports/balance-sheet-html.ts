/** The balance sheet section of a company check report: the own and the parent's figures. */
import { PARENT_ENTRY_FIELDS, type CompanyRecord } from '../contract/company-record.js';
import { escapeHtml } from './escape.js';
import { fieldValue, noneParagraph, type Html } from './html-fields.js';
import { fieldLabel, text } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';

type BalanceEntries = readonly Record<string, unknown>[];

/** Fields of an entry that are no figure: the year, and whose group consolidated ones are of. */
const ENTRY_FIELDS = new Set(['year', 'currency', ...PARENT_ENTRY_FIELDS]);

/** "Holding S.A. (B123456, LU)": the parent an entry of consolidated figures names. */
function parentOfEntry(entry: Record<string, unknown>): string {
  const [name, number, country] = PARENT_ENTRY_FIELDS.map((field) =>
    typeof entry[field] === 'string' ? entry[field] : '',
  );
  const details = [number, country].filter(Boolean).join(', ');
  return [name, details && `(${details})`].filter(Boolean).join(' ');
}

/** Balance sheet: one column per year, one row per item; first the parent, where named. */
function balanceTable(entries: BalanceEntries, language: ReportLanguage): Html {
  const items: string[] = [];
  for (const entry of entries) {
    for (const key of Object.keys(entry)) {
      if (!ENTRY_FIELDS.has(key) && !items.includes(key)) items.push(key);
    }
  }
  const parents = entries.map(parentOfEntry);
  const parentRow = parents.some(Boolean)
    ? `<tr><th scope="row">${escapeHtml(text('parentCompany', language))}</th>${parents
        .map((parent) => `<td>${escapeHtml(parent)}</td>`)
        .join('')}</tr>`
    : '';
  const head = entries
    .map((e) => {
      const year = fieldValue('year', e.year, language, 'balance') ?? '';
      const currency = typeof e.currency === 'string' ? ` (${escapeHtml(e.currency)})` : '';
      return `<th scope="col" class="num">${year}${currency}</th>`;
    })
    .join('');
  const body = items
    .map(
      (item) =>
        `<tr><th scope="row">${escapeHtml(fieldLabel(item, language))}</th>${entries
          .map(
            (e) => `<td class="num">${fieldValue(item, e[item], language, 'balance') ?? ''}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  // Kept on one page: a balance read across a page break loses its head and its total.
  return `<table class="rows balance keep-whole"><thead><tr><th></th>${head}</tr></thead><tbody>${parentRow}${body}</tbody></table>`;
}

export function balanceSheetHtml(
  sheet: NonNullable<CompanyRecord['company_balance_sheet']>,
  language: ReportLanguage,
): Html {
  const own = sheet.entries ?? [];
  const parent = sheet.parent_entries ?? [];
  const parts: Html[] = [];
  if (own.length > 0) {
    parts.push(
      `<h3>${escapeHtml(text('ownEntries', language))}</h3>${balanceTable(own, language)}`,
    );
  }
  if (parent.length > 0) {
    parts.push(
      `<h3>${escapeHtml(text('parentEntries', language))}</h3>${balanceTable(parent, language)}`,
    );
  }
  return parts.length === 0 ? noneParagraph(language) : parts.join('');
}
