/**
 * The screening sections: registrations (one entry per hit) and registrations_extended (a
 * summary per screened party and all their hits), each hit with its score and the explanation
 * of that score kept in backend_data.
 */
import {
  SANCTIONS_OWNERSHIP_SOURCE,
  type Registration,
  type RegistrationsExtended,
} from '../contract/screening.js';
import { escapeHtml, escapeValue } from './escape.js';
import { formatNumber } from './format.js';
import {
  fieldLabel,
  lookup,
  SCORE_FEATURES,
  sectionTitle,
  text,
  type TextKey,
} from './labels/index.js';
import type { ReportLanguage } from './labels/language.js';
import { messageHtml, noneParagraph, section, type Html } from './html-fields.js';
import type { ScreeningCut } from '../screening/service.js';
import type { HitExplanation, ScreenedSubject } from './report-data.js';

const SUMMARY_STRENGTHS = ['person', 'company_name', 'company_kvk', 'address', 'id_document'];
const SUMMARY_COUNTS = [
  'PoliticallyExposed',
  'pepCompany',
  'Sanctions',
  'CurrentSanctions',
  'PreviousSanctions',
  'LawEnforcement',
  'DisqualifiedDirector',
  'FinancialRegulator',
  'Insolvent',
  'AdverseMedia',
];

function explanationTable(hit: HitExplanation | undefined, language: ReportLanguage): Html {
  if (!hit || hit.features.length === 0) {
    return `<p class="note">${escapeHtml(text('noExplanation', language))}</p>`;
  }
  const number = (value: number) =>
    Number.isFinite(value) ? escapeHtml(formatNumber(value, language)) : '';
  const rows = hit.features
    .map(
      (f) =>
        `<tr><td>${escapeHtml(lookup(SCORE_FEATURES, f.feature, language) ?? f.feature)}</td><td class="num">${number(f.value)}</td><td class="num">${number(f.weight)}</td><td>${messageHtml(f.detail, language)}</td></tr>`,
    )
    .join('');
  return [
    `<table class="rows explanation"><caption>${escapeHtml(text('explanation', language))}</caption>`,
    `<thead><tr><th scope="col">${escapeHtml(text('feature', language))}</th><th scope="col">${escapeHtml(text('value', language))}</th><th scope="col">${escapeHtml(text('weight', language))}</th><th scope="col">${escapeHtml(text('detail', language))}</th></tr></thead>`,
    `<tbody>${rows}</tbody></table>`,
  ].join('');
}

/** Whether a registration is the check's own reading of the ownership, not a listing's hit. */
const isOwnershipFinding = (registration: Registration): boolean =>
  registration.source === SANCTIONS_OWNERSHIP_SOURCE;

/**
 * One hit: what the listing is, its source and score, and why it scored that. The sanctions
 * ownership finding is no hit on the party (the company is on no list): it is headed as what it
 * is, and not numbered among the hits (index undefined).
 */
function hitHtml(
  registration: Registration,
  hit: HitExplanation | undefined,
  index: number | undefined,
  language: ReportLanguage,
): Html {
  const rows: [string, string | undefined][] = [
    [fieldLabel('source', language), registration.source],
    [
      text('score', language),
      registration.match === undefined ? undefined : `${registration.match} / 100`,
    ],
    [text('listedAs', language), hit?.caption],
    [text('matchedName', language), hit?.matched_name],
  ];
  const table = rows
    .filter(([, value]) => value !== undefined && value !== '')
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeValue(value)}</td></tr>`,
    )
    .join('');
  const heading =
    index === undefined
      ? text('ownershipFinding', language)
      : `${text('hit', language)} ${index + 1}`;
  const title = `${escapeHtml(heading)}${
    registration.description ? `: ${messageHtml(registration.description, language)}` : ''
  }`;
  return `<div class="hit"><h4>${title}</h4><table class="fields">${table}</table>${explanationTable(hit, language)}</div>`;
}

function hitsHtml(
  registrations: readonly Registration[],
  hits: readonly (HitExplanation | undefined)[],
  language: ReportLanguage,
  cut?: ScreeningCut,
  withSummary = true,
): Html {
  const noHits = `<p class="none">${escapeHtml(text('noHits', language))}</p>`;
  if (registrations.length === 0) return noHits;
  // The hits numbered on their own; the ownership finding, last, is none of them.
  let numbered = 0;
  const shown = registrations.map((r, i) =>
    hitHtml(r, hits[i], isOwnershipFinding(r) ? undefined : numbered++, language),
  );
  return (numbered === 0 ? noHits : '') + shown.join('') + cutHtml(cut, language, withSummary);
}

/**
 * What was cut from a party's hits: hits not listed (counted in the summary, or here where the
 * check has none), and namesakes not scored.
 */
function cutHtml(
  cut: ScreeningCut | undefined,
  language: ReportLanguage,
  withSummary: boolean,
): Html {
  if (!cut) return '';
  const notListed = cut.hits_found - cut.hits_listed;
  const notes: [TextKey, number][] = [
    [withSummary ? 'hitsNotListed' : 'hitsNotListedNoSummary', notListed],
    ['hitsFound', withSummary || notListed === 0 ? 0 : cut.hits_found],
    [
      cut.birth_date_given ? 'listingsNotScoredDated' : 'listingsNotScored',
      cut.listings_not_scored,
    ],
  ];
  return notes
    .filter(([, count]) => count > 0)
    .map(
      ([key, count]) =>
        `<p class="note">${escapeHtml(text(key, language))}: ${escapeHtml(formatNumber(count, language))}</p>`,
    )
    .join('');
}

/**
 * The explanations of a list of registrations: each subject's hits were stored in the order
 * of its registrations, and the lists of the subjects one after another.
 */
function explanationsFor(
  registrations: readonly Registration[],
  subjects: readonly ScreenedSubject[] | undefined,
): (HitExplanation | undefined)[] {
  const hits = (subjects ?? []).flatMap((s) => s.hits);
  // Explanations that do not line up with the registrations are not shown at all: a wrong
  // explanation is worse than none.
  return hits.length === registrations.length ? hits : [];
}

/**
 * registrations: the hits on the checked company or person; `withSummary` where the check has
 * registrations_extended, whose summary counts the hits not listed.
 */
export function registrationsHtml(
  registrations: readonly Registration[],
  screened: readonly ScreenedSubject[] | undefined,
  subjectOfCheck: 'company' | 'person',
  language: ReportLanguage,
  withSummary: boolean,
): Html {
  const own = screened?.filter((s) => s.subject === subjectOfCheck);
  const explanations = explanationsFor(registrations, own);
  return hitsHtml(registrations, explanations, language, own?.[0]?.cut, withSummary);
}

/**
 * One row per screened party: its strongest hit and what that field was ("98 (persoonsnaam)"),
 * and the categories it was listed under, zeros left out. Sixteen numeric columns, most of them
 * 0, do not fit a page and hide the few that matter.
 */
function summariesTable(
  summaries: NonNullable<RegistrationsExtended['summaries']>,
  screened: readonly ScreenedSubject[] | undefined,
  language: ReportLanguage,
): Html {
  // The register's own insolvency counts under Insolvent without a listing (docs/screening.md):
  // for a party with no hit at all, that is all the count can be, and is said, so that "listed
  // under Insolvent" beside no hit does not read as a listing left out.
  const withoutHits = (source: string | undefined): boolean => {
    const party = screened?.find((p) => p.subject === source);
    return party !== undefined && (party.cut?.hits_found ?? party.hits.length) === 0;
  };
  const numberOf = (summary: object, field: string): number => {
    const value = (summary as Record<string, unknown>)[field];
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  const strongest = (summary: object): string =>
    SUMMARY_STRENGTHS.filter((field) => numberOf(summary, field) > 0)
      .map(
        (field) =>
          `${formatNumber(numberOf(summary, field), language)} (${fieldLabel(field, language, 'summaryOn')})`,
      )
      .join(', ');
  const categories = (summary: { source?: string }): string =>
    SUMMARY_COUNTS.filter((field) => numberOf(summary, field) > 0)
      .map((field) => {
        const count = numberOf(summary, field);
        if (field === 'Insolvent' && count === 1 && withoutHits(summary.source)) {
          return text('insolventByRegister', language);
        }
        const label = fieldLabel(field, language);
        return count === 1 ? label : `${label} (${formatNumber(count, language)})`;
      })
      .join(', ');
  const cell = (value: string) =>
    value === ''
      ? `<td class="none">${escapeHtml(text('none', language))}</td>`
      : `<td>${escapeHtml(value)}</td>`;
  const head = [
    fieldLabel('source', language, 'summary'),
    text('strongestHit', language),
    text('listedUnder', language),
  ]
    .map((label) => `<th scope="col">${escapeHtml(label)}</th>`)
    .join('');
  const body = summaries
    .map(
      (s) =>
        `<tr><th scope="row">${messageHtml(s.source ?? '', language)}</th>${cell(strongest(s))}${cell(categories(s))}</tr>`,
    )
    .join('');
  return `<table class="rows summaries"><caption>${escapeHtml(text('summaries', language))}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/**
 * registrations_extended: the summaries, then the hits per screened party. The hits are
 * grouped by the parties' order in backend_data when it lines up with the registrations;
 * otherwise they are listed as one list, without explanations.
 */
export function registrationsExtendedHtml(
  extended: RegistrationsExtended,
  screened: readonly ScreenedSubject[] | undefined,
  language: ReportLanguage,
): Html {
  const summaries = extended.summaries ?? [];
  const registrations = extended.registrations ?? [];
  const parts: Html[] = [];
  if (summaries.length > 0) parts.push(summariesTable(summaries, screened, language));
  const explanations = explanationsFor(registrations, screened);
  if (screened && explanations.length === registrations.length && registrations.length > 0) {
    let at = 0;
    for (const subject of screened) {
      const own = registrations.slice(at, at + subject.hits.length);
      const hits = explanations.slice(at, at + subject.hits.length);
      at += subject.hits.length;
      if (own.length === 0) continue;
      parts.push(
        `<div class="subject"><h3>${escapeHtml(text('hitsOf', language))}: ${messageHtml(subject.subject, language)}</h3>${hitsHtml(own, hits, language, subject.cut)}</div>`,
      );
    }
  } else if (registrations.length > 0) {
    parts.push(hitsHtml(registrations, [], language));
  } else if (summaries.length === 0) {
    parts.push(noneParagraph(language));
  } else {
    parts.push(`<p class="none">${escapeHtml(text('noHits', language))}</p>`);
  }
  return parts.join('');
}

/** The registrations and registrations_extended sections of a check, where present. */
export function screeningSectionsHtml(
  result: { registrations?: Registration[]; registrations_extended?: RegistrationsExtended },
  screened: readonly ScreenedSubject[] | undefined,
  subjectOfCheck: 'company' | 'person',
  language: ReportLanguage,
): Html[] {
  const sections: Html[] = [];
  if (result.registrations) {
    sections.push(
      section(
        'registrations',
        // In a company check it covers the company alone: its owners and directors are below.
        subjectOfCheck === 'company'
          ? text('companyScreening', language)
          : sectionTitle('registrations', language),
        registrationsHtml(
          result.registrations,
          screened,
          subjectOfCheck,
          language,
          result.registrations_extended !== undefined,
        ),
        'page-break',
      ),
    );
  }
  if (result.registrations_extended) {
    sections.push(
      section(
        'registrations_extended',
        sectionTitle('registrations_extended', language),
        registrationsExtendedHtml(result.registrations_extended, screened, language),
      ),
    );
  }
  return sections;
}
