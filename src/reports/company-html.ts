/** The sections of a company check report, in the order of the check matrix (DESIGN.md §3). */
import type { CompanyCheckResult } from '../contract/company-check.js';
import {
  type CompanyRecord,
  type Director,
  type Parent,
  type UboEntry,
} from '../contract/company-record.js';
import { escapeHtml, escapeValue } from './escape.js';
import { formatDate, formatPercentage } from './format.js';
import {
  fieldsSection,
  fieldsTable,
  fieldValue,
  messageHtml,
  noneParagraph,
  restatesCode,
  rowsTable,
  section,
  type Html,
} from './html-fields.js';
import { codeMeaning, fieldLabel, sectionTitle, text } from './labels/index.js';
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
import { foundByHtml, notFoundHtml } from './company-identification.js';
import { riskLineHtml, screenedAs } from './subject-risk.js';

/** The parts of the company record that are sections of their own. */
const NOT_IDENTITY = new Set(['directors', 'parents', 'ubo', 'company_balance_sheet']);
/** Parents are shown nested at most this deep (the checks stop at 8 levels). */
const MAX_PARENT_DEPTH = 10;

const asRecord = (value: object): Record<string, unknown> => value as Record<string, unknown>;

function directorHtml(director: Director, language: ReportLanguage): Html {
  const name =
    director.name ??
    [director.initials, director.last_name_prefix, director.last_name].filter((p) => p).join(' ');
  return `<div class="card"><h3>${escapeValue(name)}</h3>${fieldsTable(asRecord(director), language, 'director', new Set(['name']))}</div>`;
}

function directorsHtml(directors: readonly Director[], language: ReportLanguage): Html {
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
function parentDirectorHtml(director: Director, language: ReportLanguage): Html {
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

/** How a company is known on a chain of parents: its register number, else its name. */
const companyKey = (company: { chamber_of_commerce_number?: string; name?: string }): string => {
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
function parentHtml(
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

function uboHtml(ubo: UboEntry, language: ReportLanguage, screened: ReportData['screened']): Html {
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
function shareholdersBelowHtml(
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

/** Every section of a company result that is present, in the matrix order. */
export function companySectionsHtml(
  result: CompanyCheckResult,
  data: ReportData,
  language: ReportLanguage,
): Html[] {
  const company = result.company;
  const sections: Html[] = [];
  const title = (name: string) => sectionTitle(name, language);
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
    const foundBy = foundByHtml(data.identification, language);
    if (identity !== '' || remarks !== '') {
      sections.push(section('company', title('company'), `${identity}${foundBy}${remarks}`));
    }
  } else {
    const notFound = notFoundHtml(data.identification, language);
    if (notFound) sections.push(section('company', title('company'), notFound));
  }
  sections.push(...fieldsSection('vat_validation', result.vat_validation, language));
  if (company?.directors) {
    const boardOn = data.boardOn
      ? `<p class="note">${escapeHtml(`${text('boardAtDissolution', language)}: ${formatDate(data.boardOn, language)}.`)}</p>`
      : '';
    sections.push(
      section(
        'directors',
        title('directors'),
        `${boardOn}${directorsHtml(company.directors, language)}`,
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
    const svg = ownershipSvg(company, language, undefined, data.shareholders);
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
          // A pseudo-UBO's share is on their card already.
          shareholdersBelowHtml(
            data.shareholders?.filter((s) => !ubo.some((u) => u.name === s.name)),
            language,
          ),
      ),
    );
  }
  sections.push(...screeningSectionsHtml(result, data.screened, 'company', language));
  return sections;
}
