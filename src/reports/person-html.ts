/** The sections of a person check report, in the order of the check matrix (DESIGN.md §3). */
import type { PersonCheckResult } from '../contract/person-check.js';
import { escapeHtml } from './escape.js';
import {
  codeWithMeaning,
  fieldRows,
  fieldsSection,
  fieldsTable,
  noneParagraph,
  section,
  type Html,
} from './html-fields.js';
import { fieldLabel, sectionTitle } from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import type { ReportData } from './report-data.js';
import { screeningSectionsHtml } from './screening-html.js';
import { countryRiskSection } from './country-risk-html.js';

const asRecord = (value: object): Record<string, unknown> => value as Record<string, unknown>;

/** A coded section whose `person` is a Person (gender coded as for persons). */
function personMatchHtml(
  match: NonNullable<PersonCheckResult['person_match']>,
  language: ReportLanguage,
): Html {
  const own = fieldRows(asRecord(match), language, 'person_match', new Set(['person']));
  const person = match.person ? fieldsTable(asRecord(match.person), language, 'person') : '';
  return `<table class="fields">${own}${
    person === ''
      ? ''
      : `<tr><th scope="row">${escapeHtml(fieldLabel('person', language))}</th><td>${person}</td></tr>`
  }</table>`;
}

const STATISTIC_LEVELS = ['pc4', 'pc5', 'pc6'] as const;

function riskScoresHtml(
  scores: NonNullable<PersonCheckResult['risk_scores']>,
  language: ReportLanguage,
): Html {
  const parts: Html[] = [];
  for (const key of ['name', 'address', 'zip_code'] as const) {
    const score = scores[key];
    if (!score) continue;
    parts.push(
      `<h3>${escapeHtml(fieldLabel(key, language, 'risk_scores'))}</h3>${fieldsTable(asRecord(score), language, `risk_scores.${key}`)}`,
    );
  }
  const statistics = scores.statistical_scores;
  const levels = STATISTIC_LEVELS.filter((level) => statistics?.[level] !== undefined);
  if (statistics && levels.length > 0) {
    const rows = levels
      .map((level) => {
        const statistic = statistics[level] ?? {};
        return `<tr><th scope="row">${escapeHtml(fieldLabel(level, language))}</th><td class="num">${escapeHtml(statistic.count ?? '')}</td><td>${statistic.risk ? codeWithMeaning('risk_scores', statistic.risk, language) : ''}</td></tr>`;
      })
      .join('');
    parts.push(
      `<h3>${escapeHtml(fieldLabel('statistical_scores', language))}</h3><table class="rows"><thead><tr><th></th><th scope="col">${escapeHtml(fieldLabel('count', language))}</th><th scope="col">${escapeHtml(fieldLabel('risk', language, 'statistical'))}</th></tr></thead><tbody>${rows}</tbody></table>`,
    );
  }
  return parts.length === 0 ? noneParagraph(language) : parts.join('');
}

function phoneMatchesHtml(
  matches: NonNullable<PersonCheckResult['phone_number_matches']>,
  language: ReportLanguage,
): Html {
  if (matches.length === 0) return noneParagraph(language);
  return matches
    .map(
      (match) =>
        `<div class="card">${fieldsTable(asRecord(match), language, 'phone_number_matches')}</div>`,
    )
    .join('');
}

/** Every section of a person result that is present, in the matrix order. */
export function personSectionsHtml(
  result: PersonCheckResult,
  data: ReportData,
  language: ReportLanguage,
): Html[] {
  const sections: Html[] = [];
  const title = (name: string) => sectionTitle(name, language);
  const simple = (name: keyof PersonCheckResult) => {
    sections.push(...fieldsSection(name, result[name], language));
  };
  if (result.person_match) {
    sections.push(
      section(
        'person_match',
        title('person_match'),
        personMatchHtml(result.person_match, language),
      ),
    );
  }
  simple('address_validation');
  simple('address_match');
  if (result.phone_number_matches) {
    sections.push(
      section(
        'phone_number_matches',
        title('phone_number_matches'),
        phoneMatchesHtml(result.phone_number_matches, language),
      ),
    );
  }
  simple('address_information');
  if (result.risk_scores) {
    sections.push(
      section('risk_scores', title('risk_scores'), riskScoresHtml(result.risk_scores, language)),
    );
  }
  simple('id_document_number_check_result');
  sections.push(...countryRiskSection(result.risk_country, data.countries, language));
  sections.push(...screeningSectionsHtml(result, data.screened, 'person', language));
  return sections;
}
