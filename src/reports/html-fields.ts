/**
 * Generic pieces of report HTML: a table of an object's fields with their labels, codes with
 * their meanings, dates and percentages formatted, addresses on one line. Every value is
 * escaped here; the section renderers only put these pieces together.
 */
import { addressLine } from './address-line.js';
import { escapeHtml, escapeValue } from './escape.js';
import {
  formatDate,
  formatEuros,
  formatNumber,
  formatPercentage,
  withPercentagesWhole,
  withSharesShown,
} from './format.js';
import {
  codeMeaning,
  fieldLabel,
  sectionTitle,
  text,
  translateMessage,
  type CodeTableName,
} from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';

export type Html = string;

/** Which code table explains a field, by `<context>.<field>`. */
const CODE_FIELDS: Readonly<Record<string, CodeTableName>> = {
  'company.status': 'company_status',
  'director.gender': 'gender',
  'director.company': 'yes_no',
  'director.risk.code': 'director_risk',
  'address_match.code': 'address_match',
  'director.address_match.code': 'address_match',
  'person.gender': 'gender',
  'vat_validation.result': 'vat_result',
  'risk_country.risk_result': 'risk_country',
  'financial_info.risk_rating.code': 'risk_rating',
  'financial_info.payment_behavior.code': 'payment_behavior',
  'financial_info.payment_behavior_norm.code': 'payment_behavior',
  'financial_info.payment_behavior3_months_ago.code': 'payment_behavior',
  'claim.closed': 'yes_no',
  'claim.legalAction': 'yes_no',
  'claim.disputed': 'yes_no',
  'claim.foreign': 'yes_no',
  'person_match.code': 'person_match',
  'address_validation.code': 'address_validation',
  'phone_number_matches.code': 'phone_number_matches',
  'address_information.ownership_code': 'ownership',
  'address_information.parceltype_code': 'parcel_type',
  'id_document_number_check_result.code': 'id_document',
  'risk_scores.name.code': 'risk_scores',
  'risk_scores.address.code': 'risk_scores',
  'risk_scores.zip_code.code': 'risk_scores',
  'statistical.risk': 'risk_scores',
  'ubo.role.type': 'ubo_role_type',
  'company.type': 'party_type',
  'request.id_documents.type': 'id_document_type',
  // The gender asked for, with its meaning as the match shows the one found.
  'request.person.gender': 'gender',
};

const DATE_FIELDS = new Set([
  'date_of_birth',
  'incorporation_date',
  'dissolution_date',
  'last_updated',
  'function_date',
  'start_date',
  'receivedDate',
  'valid_date',
]);

const PERCENTAGE_FIELDS = new Set(['shareholding_percentage']);

/** Texts the checks write in English: shown in the report's language (labels/messages.ts). */
export const MESSAGE_FIELDS: ReadonlySet<string> = new Set([
  'message',
  'description',
  'description_extra',
  'result_description',
  'companies',
  'competency',
]);

/**
 * A message of a check in the report's language; one the catalogue does not know is shown as
 * written, marked as English (lang="en"), never half translated.
 */
export function messageHtml(message: string, language: ReportLanguage): Html {
  // A share as the report writes every share ("25 %", not the check's "25.00 %"), then translated.
  const shown = withSharesShown(message);
  const said = translateMessage(shown, language);
  if (said === undefined) {
    const english = translateMessage(shown, 'en') ?? shown;
    return `<span lang="en">${escapeValue(withPercentagesWhole(english))}</span>`;
  }
  // The dates in a message as the report writes every date: "4 november 2012".
  return escapeValue(
    withPercentagesWhole(
      said.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => formatDate(date, language)),
    ),
  );
}

/** Amounts in euros written as text (financial_info, claims: docs/formats.md). */
const AMOUNT_FIELDS = new Set([
  'equity',
  'cash',
  'credit_guide',
  'issued_share_capital',
  'paid_up_share_capital',
  'claimAmount',
  'paidAmount',
]);

const ADDRESS_FIELDS = new Set(['address', 'post_address', 'address_of_birth']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a meaning is its code, or begins with it as a whole word ("Unverified (...)"). */
function beginsWithCode(meaning: string, code: string): boolean {
  const said = meaning.toLowerCase();
  const word = code.toLowerCase().replace(/_/g, ' ');
  return said === word || (said.startsWith(word) && /^[\s(:,]/.test(said.slice(word.length)));
}

/** A code with its meaning: `<code>P01</code> The address exists as given`. */
export function codeWithMeaning(
  table: CodeTableName,
  code: string,
  language: ReportLanguage,
): Html {
  const meaning = codeMeaning(table, code, language);
  // Yes and no need no code beside them ("Nee Nee", "false No"), nor does a code that is its
  // own meaning ("active Active" in an English report) or the first word of it ("Unverified
  // Unverified (format ...)", "valid Valid number"): the meaning says the code already.
  if (meaning !== undefined && (table === 'yes_no' || beginsWithCode(meaning, code))) {
    return escapeHtml(meaning);
  }
  return `<span class="code">${escapeHtml(code)}</span>${
    meaning === undefined ? '' : ` <span class="meaning">${escapeHtml(meaning)}</span>`
  }`;
}

/** One value of a field, formatted by what the field is. */
export function fieldValue(
  field: string,
  value: unknown,
  language: ReportLanguage,
  context: string,
): Html | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const table = CODE_FIELDS[`${context}.${field}`];
  if (typeof value === 'string') {
    if (table) return codeWithMeaning(table, value, language);
    if (DATE_FIELDS.has(field)) return escapeHtml(formatDate(value, language));
    // Balance-sheet figures: the column heading names the currency. Before the amounts of
    // financial_info, whose names (cash, equity) some balance-sheet items share.
    if (context === 'balance' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
      return escapeHtml(formatNumber(Number(value), language));
    }
    if (AMOUNT_FIELDS.has(field)) return escapeHtml(formatEuros(value, language));
    if (MESSAGE_FIELDS.has(field)) return messageHtml(value, language);
    return escapeValue(value);
  }
  if (typeof value === 'number') {
    if (PERCENTAGE_FIELDS.has(field)) return escapeHtml(formatPercentage(value, language));
    // A year is a name, not an amount: no digit grouping ("2025", not "2.025").
    if (field === 'year') return escapeHtml(String(value));
    return escapeHtml(formatNumber(value, language));
  }
  if (typeof value === 'boolean') {
    return escapeHtml(codeMeaning('yes_no', String(value), language) ?? String(value));
  }
  if (isObject(value)) {
    if (ADDRESS_FIELDS.has(field)) {
      const line = addressLine(value, language);
      return line === '' ? undefined : escapeValue(line);
    }
    const nested = fieldRows(value, language, `${context}.${field}`);
    return nested === '' ? undefined : `<table class="fields nested">${nested}</table>`;
  }
  if (Array.isArray(value)) {
    const items = value.flatMap((item) => {
      const html = fieldValue(field, item, language, context);
      return html === undefined ? [] : [`<li>${html}</li>`];
    });
    return items.length === 0 ? undefined : `<ul>${items.join('')}</ul>`;
  }
  // Not a JSON value (a parsed result holds none other): nothing to show.
  return undefined;
}

/**
 * Whether a message or description only says, in English, what the code beside it means, which
 * the report already shows in its own language ("No screening hit" beside "0 Geen
 * screeningtreffer", or twice in an English report). The code beside `message` or `description`
 * is `code`, beside `ownership_description` it is `ownership_code`. A message that is the end of
 * the meaning ("Lowest risk" of "Class 1 of 5: lowest risk") says no more either. A message that
 * says more is kept.
 */
export function restatesCode(
  object: Record<string, unknown>,
  field: string,
  value: unknown,
  context: string,
): boolean {
  const codeField =
    field === 'message' || field === 'description'
      ? 'code'
      : field.endsWith('_description')
        ? `${field.slice(0, -'_description'.length)}_code`
        : undefined;
  if (codeField === undefined || typeof value !== 'string') return false;
  const table = CODE_FIELDS[`${context}.${codeField}`];
  const code = object[codeField];
  if (!table || typeof code !== 'string') return false;
  const meaning = codeMeaning(table, code, 'en')?.toLowerCase();
  const said = value.trim().toLowerCase();
  return (
    meaning !== undefined && said !== '' && (meaning === said || meaning.endsWith(`: ${said}`))
  );
}

/** The rows of a fields table: one per field with a value, in the object's order. */
export function fieldRows(
  object: Record<string, unknown>,
  language: ReportLanguage,
  context: string,
  skip: ReadonlySet<string> = new Set(),
): Html {
  const rows: string[] = [];
  for (const [field, value] of Object.entries(object)) {
    if (skip.has(field)) continue;
    if (restatesCode(object, field, value, context)) continue;
    const html = fieldValue(field, value, language, context);
    if (html === undefined) continue;
    rows.push(
      `<tr><th scope="row">${escapeHtml(fieldLabel(field, language, context))}</th><td>${html}</td></tr>`,
    );
  }
  return rows.join('');
}

/** A two-column table of an object's fields; empty when none has a value. */
export function fieldsTable(
  object: Record<string, unknown>,
  language: ReportLanguage,
  context: string,
  skip: ReadonlySet<string> = new Set(),
): Html {
  const rows = fieldRows(object, language, context, skip);
  return rows === '' ? '' : `<table class="fields">${rows}</table>`;
}

/**
 * A table with one row per object and one column per field any of them has, in the order the
 * fields are first met.
 */
export function rowsTable(
  objects: readonly Record<string, unknown>[],
  language: ReportLanguage,
  context: string,
): Html {
  const columns: string[] = [];
  for (const object of objects) {
    for (const key of Object.keys(object)) if (!columns.includes(key)) columns.push(key);
  }
  if (objects.length === 0 || columns.length === 0) return '';
  const head = columns
    .map((c) => `<th scope="col">${escapeHtml(fieldLabel(c, language, context))}</th>`)
    .join('');
  const body = objects
    .map(
      (object) =>
        `<tr>${columns.map((c) => `<td>${fieldValue(c, object[c], language, context) ?? ''}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table class="rows"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A section of the report; `extraClass` marks where print starts a page. */
export function section(name: string, title: string, body: Html, extraClass = ''): Html {
  return `<section class="section section-${escapeHtml(name)}${extraClass ? ` ${extraClass}` : ''}"><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

/**
 * A section that is one object's fields, titled by its name; nothing when the result has no
 * such object (absent sections are not shown).
 */
export function fieldsSection(name: string, value: unknown, language: ReportLanguage): Html[] {
  if (!isObject(value)) return [];
  return [section(name, sectionTitle(name, language), fieldsTable(value, language, name))];
}

/** "None" for a list section that was computed and found nothing. */
export const noneParagraph = (language: ReportLanguage): Html =>
  `<p class="none">${escapeHtml(text('none', language))}</p>`;
