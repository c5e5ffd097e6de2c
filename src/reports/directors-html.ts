/**
 * Directors in a company report: the company's own, each a card, and a parent's, each in one
 * line beside the parent.
 */
import type { Director } from '../contract/company-record.js';
import { escapeHtml, escapeValue } from './escape.js';
import {
  fieldsTable,
  fieldValue,
  messageHtml,
  noneParagraph,
  restatesCode,
  type Html,
} from './html-fields.js';
import { codeMeaning, fieldLabel } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';

const asRecord = (value: object): Record<string, unknown> => value as Record<string, unknown>;

function directorHtml(director: Director, language: ReportLanguage): Html {
  const name =
    director.name ??
    [director.initials, director.last_name_prefix, director.last_name].filter((p) => p).join(' ');
  return `<div class="card"><h3>${escapeValue(name)}</h3>${fieldsTable(asRecord(director), language, 'director', new Set(['name']))}</div>`;
}

export function directorsHtml(directors: readonly Director[], language: ReportLanguage): Html {
  return directors.length === 0
    ? noneParagraph(language)
    : directors.map((d) => directorHtml(d, language)).join('');
}

/**
 * What a screening description says beyond its code's meaning: "sanctioned (demo-sanctions)" of
 * "Confirmed hit: sanctioned (demo-sanctions)"; empty when it says nothing more.
 */
function beyondCode(code: string, description: string): string {
  const risk = { code, description };
  if (restatesCode(risk, 'description', description, 'director.risk')) return '';
  const meaning = `${codeMeaning('director_risk', code, 'en') ?? ''}: `;
  return description.toLowerCase().startsWith(meaning.toLowerCase())
    ? description.slice(meaning.length)
    : description;
}

/** Why a director is not known among residents (AM03: one abroad), where the message says. */
function notKnownReason(code: string, message: string): string | undefined {
  const meaning = codeMeaning('address_match', code, 'en');
  if (code !== 'AM03' || !meaning || !message.startsWith(`${meaning} (`)) return undefined;
  return message.endsWith(')') ? message.slice(meaning.length + 2, -1) : undefined;
}

const messageOrNothing = (message: string, language: ReportLanguage): Html =>
  message === '' ? '' : messageHtml(message, language);

/**
 * A parent's director in brief, with what the company's own directors show, in one line: name,
 * date of birth, role and since when, the screening outcome (code and meaning in the report's
 * language, and the description where it says more) and where the address data knows them.
 */
export function parentDirectorHtml(director: Director, language: ReportLanguage): Html {
  const value = (field: keyof Director, context = 'director') =>
    fieldValue(field, director[field], language, context);
  const born = value('date_of_birth');
  const since = value('function_date');
  const role = [escapeHtml(director.authority ?? ''), since && `(${since})`]
    .filter((p) => p)
    .join(' ');
  const brief = [
    [escapeValue(director.name ?? ''), born && `(${born})`].filter((p) => p).join(' '),
    role,
  ]
    .filter((p) => p)
    .join(' — ');
  const facts: Html[] = [];
  const { risk } = director;
  if (risk?.code !== undefined) {
    const outcome = [
      fieldValue('code', risk.code, language, 'director.risk'),
      risk.description && messageOrNothing(beyondCode(risk.code, risk.description), language),
    ]
      .filter((p) => p)
      .join(': ');
    const said = `${escapeHtml(fieldLabel('risk', language, 'director'))}: ${outcome}`;
    // A hit must stand out in a line of names.
    facts.push(risk.code === '0' ? said : `<strong>${said}</strong>`);
  }
  const match = director.address_match;
  if (match?.code) {
    const code = fieldValue('code', match.code, language, 'director.address_match');
    const why = match.message && notKnownReason(match.code, match.message);
    const said = why ? `${code ?? ''} (${messageHtml(why, language)})` : (code ?? '');
    facts.push(`${escapeHtml(fieldLabel('address_match', language, 'director'))}: ${said}`);
  }
  return facts.length > 0 ? `${brief} (${facts.join('; ')})` : brief;
}
