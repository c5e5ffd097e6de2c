/**
 * The country risk section: the result's one code, and below it each country looked at, every
 * reason it counts (the seat, a parent, a UBO's or shareholder's nationality, the person's
 * address) and the lists it is on with their dates, from backend_data (`lookups.risk_country`).
 * "H" alone says neither which country nor which list, and a reviewer must be able to say both.
 */
import {
  WHY_ADDRESS,
  WHY_DUTCH_ADDRESS,
  WHY_ISSUER,
  WHY_LICENCE,
  WHY_NATIONALITY,
} from '../checks/person/risk-country.js';
import { escapeHtml } from './escape.js';
import { formatDate } from './format.js';
import { fieldsTable, section, type Html } from './html-fields.js';
import { codeMeaning, sectionTitle } from './labels/index.js';
import type { ReportLanguage, Translated } from './labels/language.js';
import type { CountryLooked } from './report-data.js';

const LISTS: Readonly<Record<string, Translated>> = {
  fatf_call_for_action: { en: 'FATF call for action', nl: 'FATF: oproep tot maatregelen' },
  fatf_increased_monitoring: {
    en: 'FATF increased monitoring',
    nl: 'FATF: verscherpt toezicht',
  },
  eu_high_risk_third_country: {
    en: 'EU high-risk third country',
    nl: 'EU: derde land met hoog risico',
  },
};

const WORDS = {
  country: { en: 'Country', nl: 'Land' },
  why: { en: 'Why it counts', nl: 'Waarom het telt' },
  risk: { en: 'Risk', nl: 'Risico' },
  lists: { en: 'Lists', nl: 'Lijsten' },
  caption: { en: 'Countries looked at', nl: 'Bekeken landen' },
  onNoList: { en: 'on none of the lists', nl: 'op geen van de lijsten' },
  published: { en: 'published', nl: 'gepubliceerd' },
  listedSince: { en: 'listed since', nl: 'vermeld sinds' },
} as const satisfies Record<string, Translated>;

/** The person check's reasons (src/checks/person/risk-country.ts) in Dutch. */
const PERSON_WHY_NL: Readonly<Record<string, string>> = {
  [WHY_ADDRESS]: 'adres',
  [WHY_DUTCH_ADDRESS]: 'adres (een Nederlands adres, geen land opgegeven)',
  [WHY_NATIONALITY]: 'nationaliteit (land van afgifte van het identiteitsbewijs)',
  [WHY_LICENCE]: 'land van afgifte van het rijbewijs (woonland, niet nationaliteit)',
  [WHY_ISSUER]:
    'land van afgifte van het identiteitsbewijs (een ander soort document dan paspoort, identiteitskaart of rijbewijs, of geen: nationaliteit noch woonland staat vast)',
};

/** The roles of the persons behind a company, as a company check's reasons name them. */
const PERSON_ROLES: Readonly<Record<string, Translated>> = {
  ubo: { en: 'UBO', nl: 'UBO' },
  'possible ubo': { en: 'possible UBO', nl: 'mogelijke UBO' },
  shareholder: { en: 'shareholder', nl: 'aandeelhouder' },
};

const TIES_NL: Readonly<Record<string, string>> = {
  nationality: 'nationaliteit',
  citizenship: 'staatsburgerschap',
  residence: 'woonland',
};

/**
 * Why a country counts, as the check wrote it (`seat`, `parent: X`, `ubo: X (nationality)`,
 * `possible ubo: X (residence)`, `shareholder: X (citizenship)`, a person check's reasons), in
 * the report's language.
 */
export function whyInWords(why: string, language: ReportLanguage): string {
  const nl = language === 'nl';
  if (why === 'seat') return nl ? 'vestiging van het bedrijf' : 'seat of the company';
  const parent = /^parent: (.+)$/s.exec(why);
  if (parent) return `${nl ? 'moedermaatschappij' : 'parent'}: ${parent[1] ?? ''}`;
  const person =
    /^(ubo|possible ubo|shareholder): (.+) \((nationality|citizenship|residence)\)$/s.exec(why);
  if (person) {
    const [, as = '', name = '', what = ''] = person;
    const role = PERSON_ROLES[as]?.[language] ?? as;
    const tie = nl ? (TIES_NL[what] ?? what) : what;
    return `${role}: ${name} (${tie})`;
  }
  return nl ? (PERSON_WHY_NL[why] ?? why) : why;
}

const regionNames = new Map<ReportLanguage, Intl.DisplayNames>();

/** "Iran (IR)", "Rusland (RU)": the code kept, as lists and registers write it. */
function countryNamed(code: string, language: ReportLanguage): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  let name: string | undefined;
  try {
    name = names.of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : code;
}

/** "FATF call for action (FATF; published 21 February 2025; listed since 21 February 2020)". */
function listingInWords(listing: CountryLooked['listings'][number], language: ReportLanguage) {
  const list = LISTS[listing.list]?.[language] ?? listing.list;
  const details = [
    listing.source,
    listing.published && `${WORDS.published[language]} ${formatDate(listing.published, language)}`,
    listing.listed_since &&
      `${WORDS.listedSince[language]} ${formatDate(listing.listed_since, language)}`,
  ].filter((part) => part);
  return details.length > 0 ? `${list} (${details.join('; ')})` : list;
}

/** The risk code with the first words of its meaning: "H (High)", "M (Middel)". */
function riskInWords(code: string, language: ReportLanguage): string {
  const meaning = codeMeaning('risk_country', code, language);
  return meaning ? `${code} (${meaning.split(' (')[0] ?? meaning})` : code;
}

function countriesTable(countries: readonly CountryLooked[], language: ReportLanguage): Html {
  const head = [WORDS.country, WORDS.why, WORDS.risk, WORDS.lists]
    .map((word) => `<th scope="col">${escapeHtml(word[language])}</th>`)
    .join('');
  const body = countries
    .map((c) => {
      const lists =
        c.listings.length === 0
          ? WORDS.onNoList[language]
          : c.listings.map((l) => listingInWords(l, language)).join('; ');
      // Every reason, one a line: a parent's seat and an owner's nationality both matter.
      const why = [c.why, ...(c.also ?? [])]
        .map((reason) => escapeHtml(whyInWords(reason, language)))
        .join('<br>');
      const [country, risk, listed] = [
        countryNamed(c.country, language),
        riskInWords(c.risk, language),
        lists,
      ].map(escapeHtml);
      return `<tr>${[country, why, risk, listed].map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
    })
    .join('');
  return `<table class="rows countries"><caption>${escapeHtml(WORDS.caption[language])}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The risk_country section, with the countries where backend_data names them. */
export function countryRiskSection(
  riskCountry: object | undefined,
  countries: readonly CountryLooked[] | undefined,
  language: ReportLanguage,
): Html[] {
  if (riskCountry === undefined || riskCountry === null) return [];
  const table = countries && countries.length > 0 ? countriesTable(countries, language) : '';
  return [
    section(
      'risk_country',
      sectionTitle('risk_country', language),
      fieldsTable(riskCountry as Record<string, unknown>, language, 'risk_country') + table,
    ),
  ];
}
