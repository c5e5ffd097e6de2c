/**
 * The HTML report of a check: one self-contained document (inline CSS and SVG, nothing
 * fetched, a Content-Security-Policy that forbids fetching anything), readable on screen and
 * printable. Pure and deterministic: the same stored check gives the same bytes (no current
 * time, no random ids; the check's own time is shown, in Europe/Amsterdam).
 */
import type { CompanyCheckResult } from '../contract/company-check.js';
import type { PersonCheckResult } from '../contract/person-check.js';
import { COMPANY_SECTIONS, PERSON_SECTIONS } from '../checks/sections.js';
import { companySectionsHtml } from './company-html.js';
import { requestShown } from './request-shown.js';
import { escapeAttribute, escapeHtml, escapeValue } from './escape.js';
import { formatDateTime } from './format.js';
import { fieldsTable, section, type Html } from './html-fields.js';
import {
  CHECK_TYPES,
  fieldLabel,
  lookup,
  sectionTitle,
  text,
  translateMessage,
} from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import { personSectionsHtml } from './person-html.js';
import { reportDataOf, sectionsWithoutData, type ReportData } from './report-data.js';
import { REPORT_CSS } from './styles.js';

export interface ReportInput {
  kind: 'company' | 'person';
  /** The stored check result as parsed (CompanyCheckResult or PersonCheckResult). */
  result: object;
  language: ReportLanguage;
  organisationName: string;
  /** The user (username) of the organisation who made the check. */
  userName?: string;
  /** The request's `source` as the caller gave it: who asked on the caller's side, and from where. */
  source?: Record<string, unknown>;
  /** When the check was made (RFC 3339). */
  createdAt: string;
}

/**
 * Nothing may be fetched: styles are inline, images only inline SVG. No other site may frame a
 * report, which holds personal data.
 */
export const REPORT_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const joinName = (...parts: (string | undefined)[]): string =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter((p) => p !== '')
    .join(' ');

/** Whom a company check was about: the company found, else what was asked for. */
function companySubject(result: CompanyCheckResult): string | undefined {
  const asked = result.request_parameters;
  return (
    result.company?.name ??
    asked?.company?.name ??
    asked?.company?.chamber_of_commerce_number ??
    asked?.ids?.kvk ??
    asked?.company?.vat_number ??
    asked?.ids?.btw
  );
}

/** Whom a person check was about: the person as asked for, else as found. */
function personSubject(result: PersonCheckResult): string | undefined {
  const asked = result.request_parameters?.person;
  const name = asked
    ? joinName(asked.first_name || asked.initials, asked.last_name_prefix, asked.last_name)
    : '';
  if (name !== '') return name;
  const found = result.person_match?.person;
  const foundName = found
    ? joinName(found.first_name || found.initials, found.last_name_prefix, found.last_name)
    : '';
  return foundName === '' ? undefined : foundName;
}

function headerRows(
  input: ReportInput,
  subject: string,
  data: ReportData,
  result: { check_identifier?: string; report_identifier?: string },
): [string, Html][] {
  const { language } = input;
  const type = data.checkType;
  const typeLabel = type === undefined ? undefined : lookup(CHECK_TYPES, type, language);
  const datasets =
    data.datasets.length === 0
      ? escapeHtml(text('noDatasets', language))
      : `<ul class="datasets">${data.datasets
          .map(
            (d) =>
              `<li>${escapeHtml(d.name)} <span class="code">${escapeHtml(translateMessage(d.version, language) ?? d.version)}</span></li>`,
          )
          .join('')}</ul>`;
  const withoutData = sectionsWithoutData(input.result, data);
  // What this type of check leaves out (a standard person check screens no one): said, so that
  // no screening section reads as nothing found. Unknown where the check did not store its list.
  const notInType =
    data.requested.length === 0
      ? []
      : (input.kind === 'company' ? COMPANY_SECTIONS : PERSON_SECTIONS).filter(
          (name) => !data.requested.includes(name),
        );
  const sectionList = (names: readonly string[]) =>
    escapeHtml(names.map((name) => sectionTitle(name, language)).join(', '));
  const rows: [string, Html | undefined][] = [
    [text('subject', language), escapeValue(subject)],
    [
      text('checkType', language),
      type === undefined
        ? undefined
        : typeLabel === undefined || typeLabel.toLowerCase() === type.replace(/_/g, ' ')
          ? escapeHtml(typeLabel ?? type)
          : `${escapeHtml(typeLabel)} <span class="code">${escapeHtml(type)}</span>`,
    ],
    [text('createdAt', language), escapeHtml(formatDateTime(input.createdAt, language))],
    [fieldLabel('check_identifier', language), escapeHtml(result.check_identifier)],
    [fieldLabel('report_identifier', language), escapeHtml(result.report_identifier)],
    [text('organisation', language), escapeHtml(input.organisationName)],
    [
      text('user', language),
      input.userName === undefined ? undefined : escapeValue(input.userName),
    ],
    [text('datasets', language), datasets],
    [
      text('sectionsWithoutResult', language),
      withoutData.length === 0 ? undefined : sectionList(withoutData),
    ],
    [
      text('sectionsUnavailable', language),
      data.unavailable.length === 0 ? undefined : sectionList(data.unavailable),
    ],
    [
      text('sectionsNotInType', language),
      notInType.length === 0 ? undefined : sectionList(notInType),
    ],
  ];
  return rows.filter((row): row is [string, Html] => row[1] !== undefined && row[1] !== '');
}

/** The HTML report of a stored check result. */
export function renderReportHtml(input: ReportInput): string {
  const { language, kind } = input;
  const result = input.result as CompanyCheckResult & PersonCheckResult;
  const data = reportDataOf(result.backend_data);
  const subject =
    (kind === 'company' ? companySubject(result) : personSubject(result)) ??
    text('unknownSubject', language);
  const heading = `${text(kind === 'company' ? 'companyReport' : 'personReport', language)}: ${subject}`;
  const header = headerRows(input, subject, data, result)
    .map(([label, html]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${html}</td></tr>`)
    .join('');
  // The source is input too, though the result does not repeat it: shown with the request.
  const asked = requestShown(result.request_parameters, input.source, result.check_identifier);
  const request = asked ? fieldsTable(asked, language, 'request') : '';
  const sections = [
    ...(request === ''
      ? []
      : [section('request_parameters', sectionTitle('request_parameters', language), request)]),
    ...(kind === 'company'
      ? companySectionsHtml(result, data, language)
      : personSectionsHtml(result, data, language)),
  ];
  const footer = [text('generatedBy', language), data.version]
    .filter((p) => p !== undefined)
    .join(' ');
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeAttribute(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(REPORT_CONTENT_SECURITY_POLICY)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(heading)}</title>`,
    `<style>${REPORT_CSS}</style>`,
    '</head>',
    '<body>',
    `<header class="report-header"><h1>${escapeHtml(text(kind === 'company' ? 'companyReport' : 'personReport', language))}: ${escapeValue(subject)}</h1><table class="fields meta">${header}</table></header>`,
    `<main>${sections.join('\n')}</main>`,
    `<footer class="report-footer">${escapeHtml(footer)} · ${escapeHtml(fieldLabel('report_identifier', language))} ${escapeHtml(result.report_identifier ?? '')}</footer>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
