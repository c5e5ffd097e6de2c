/** Section titles and the other fixed texts of a report, in the report languages. */
import { lookup, type ReportLanguage, type Translated, type TranslatedTable } from './language.js';

/** The sections of both check kinds (src/checks/sections.ts), plus claims and the request. */
export const SECTION_TITLES: TranslatedTable = {
  company: { nl: 'Bedrijfsgegevens', en: 'Company details' },
  vat_validation: { nl: 'Btw-controle', en: 'VAT validation' },
  directors: { nl: 'Bestuurders', en: 'Directors' },
  risk_country: { nl: 'Landenrisico', en: 'Country risk' },
  financial_info: { nl: 'Financiële gegevens', en: 'Financial information' },
  // Collection cases against the company; "Vorderingen" alone is also the balance sheet's receivables.
  claims: { nl: 'Incassovorderingen op het bedrijf', en: 'Claims against the company' },
  company_balance_sheet: { nl: 'Balans', en: 'Balance sheet' },
  parents: { nl: 'Moedermaatschappijen', en: 'Parent companies' },
  ubo: { nl: 'Uiteindelijk belanghebbenden (UBO)', en: 'Ultimate beneficial owners (UBO)' },
  ownership: { nl: 'Eigendomsstructuur', en: 'Ownership structure' },
  registrations: { nl: 'Screening', en: 'Screening' },
  registrations_extended: { nl: 'Uitgebreide screening', en: 'Extended screening' },
  person_match: { nl: 'Persoonsvergelijking', en: 'Person match' },
  address_validation: { nl: 'Adrescontrole', en: 'Address validation' },
  address_match: { nl: 'Adresvergelijking', en: 'Address match' },
  phone_number_matches: { nl: 'Telefoonnummer', en: 'Phone number' },
  address_information: { nl: 'Adresinformatie', en: 'Address information' },
  risk_scores: { nl: 'Risicoscores', en: 'Risk scores' },
  id_document_number_check_result: {
    nl: 'Controle documentnummer',
    en: 'Identity document number check',
  },
  request_parameters: { nl: 'Aanvraag', en: 'Request' },
};

export const sectionTitle = (section: string, language: ReportLanguage): string =>
  lookup(SECTION_TITLES, section, language) ?? section.replace(/_/g, ' ');

/** Check types of both kinds. */
export const CHECK_TYPES: TranslatedTable = {
  basic: { nl: 'Basis', en: 'Basic' },
  basic_plus: { nl: 'Basis plus', en: 'Basic plus' },
  standard: { nl: 'Standaard', en: 'Standard' },
  extended: { nl: 'Uitgebreid', en: 'Extended' },
  full: { nl: 'Volledig', en: 'Full' },
  kvk: { nl: 'KvK', en: 'Chamber of Commerce' },
  mkb: { nl: 'MKB', en: 'SME' },
  ubo: { nl: 'UBO', en: 'UBO' },
  custom: { nl: 'Op maat', en: 'Custom' },
  compliance: { nl: 'Compliance', en: 'Compliance' },
};

/** Features of a screening score (src/screening/score). */
export const SCORE_FEATURES: TranslatedTable = {
  name: { nl: 'Naam', en: 'Name' },
  birth_date: { nl: 'Geboortedatum', en: 'Date of birth' },
  country: { nl: 'Land', en: 'Country' },
  gender: { nl: 'Geslacht', en: 'Gender' },
  identifier: { nl: 'Registratie- of documentnummer', en: 'Registration or document number' },
  kind: { nl: 'Soort (persoon of bedrijf)', en: 'Kind (person or company)' },
  shared_identifier: {
    nl: 'Gedeeld nummer begrenst de aftrek',
    en: 'Shared number limits the penalties',
  },
  shared_birth_date: {
    nl: 'Gelijke geboortedatum begrenst de aftrek',
    en: 'Same date of birth limits the penalties',
  },
  single_name: {
    nl: 'Alleen een achternaam opgegeven',
    en: 'A family name alone given',
  },
  identifier_only: {
    nl: 'Alleen het gedeelde nummer (mogelijke treffer)',
    en: 'The shared number alone (possible hit)',
  },
  // Sanctions ownership/control (src/checks/company/sanctions-ownership.ts): one per owner.
  sanctioned_owner: {
    nl: 'Gesanctioneerde eigenaar (aandeel in %)',
    en: 'Sanctioned owner (share in %)',
  },
};

/** The identifiers a company check looks its company up by (`lookups.company.looked_up[].by`). */
export const COMPANY_LOOKUPS: TranslatedTable = {
  search_identifier: {
    nl: 'zoekkenmerk van een eerdere bedrijfszoekopdracht',
    en: 'search identifier of an earlier company search',
  },
  chamber_of_commerce_number: { nl: 'KvK-nummer', en: 'Chamber of Commerce number' },
  lei: { nl: 'LEI', en: 'LEI' },
  vat_number: { nl: 'btw-nummer', en: 'VAT number' },
  rsin: { nl: 'RSIN', en: 'RSIN' },
  name: { nl: 'naam', en: 'name' },
};

/** Fixed texts of the report. */
export const TEXTS = {
  companyReport: { nl: 'Bedrijfscontrole', en: 'Company check' },
  personReport: { nl: 'Persoonscontrole', en: 'Person check' },
  subject: { nl: 'Onderwerp', en: 'Subject' },
  checkType: { nl: 'Soort controle', en: 'Check type' },
  createdAt: { nl: 'Datum en tijd', en: 'Date and time' },
  organisation: { nl: 'Organisatie', en: 'Organisation' },
  /**
   * The account that made the check (its username): not "User", which the request's source
   * names the caller's own user with, in the same report.
   */
  user: { nl: 'Uitgevoerd door', en: 'Run by' },
  datasets: { nl: 'Gebruikte gegevensversies', en: 'Dataset versions used' },
  noDatasets: { nl: 'Geen', en: 'None' },
  // Not "clean": a section left out had nothing to work on (no company found, no name to
  // screen) or found no data; a screening that ran and found nothing is shown as "no hits".
  /** A screened party's Insolvent count that is the register's status, not a listing. */
  insolventByRegister: {
    nl: 'Insolvent (volgens het register; op geen lijst vermeld)',
    en: 'Insolvent (according to the register; on no list)',
  },
  /** The sections of the kind that the check's type does not run. */
  sectionsNotInType: {
    nl: 'Niet in dit soort controle',
    en: 'Not part of this type of check',
  },
  sectionsWithoutResult: {
    nl: 'Onderdelen niet uitgevoerd of zonder gegevens',
    en: 'Sections not run or without data',
  },
  sectionsUnavailable: {
    nl: 'Onderdelen niet beschikbaar in deze installatie',
    en: 'Sections not available in this installation',
  },
  unknownSubject: { nl: '(onbekend)', en: '(unknown)' },
  /** Before the number of an address given without a street: "huisnummer 6, 1020 AB". */
  houseNumber: { nl: 'huisnummer', en: 'house number' },
  meaning: { nl: 'Betekenis', en: 'Meaning' },
  none: { nl: 'Geen', en: 'None' },
  noHits: { nl: 'Geen treffers', en: 'No hits' },
  /** The registrations section of a company report: the company screened, not its parties. */
  companyScreening: { nl: 'Screening van het bedrijf zelf', en: 'Screening of the company itself' },
  hitsNotListed: {
    nl: 'Niet vermelde treffers (alleen de beste staan hier; de samenvatting telt ze allemaal)',
    en: 'Hits not listed (only the best are shown here; the summary counts them all)',
  },
  /** Where the check type has no summary (no registrations_extended). */
  hitsNotListedNoSummary: {
    nl: 'Niet vermelde treffers (alleen de beste staan hier)',
    en: 'Hits not listed (only the best are shown here)',
  },
  hitsFound: { nl: 'Treffers in totaal', en: 'Hits found in all' },
  listingsNotScored: {
    nl: 'Vermeldingen even dichtbij als deze treffers, niet gescoord (naamgenoten: een geboortedatum of documentnummer onderscheidt ze)',
    en: 'Listings as close as these hits, not scored (namesakes: a date of birth or document number tells them apart)',
  },
  /** As listingsNotScored, where a date of birth was given. */
  listingsNotScoredDated: {
    nl: 'Vermeldingen even dichtbij als deze treffers, niet gescoord (naamgenoten die de opgegeven geboortedatum niet onderscheidt: vermeld zonder, of geboren in of rond dat jaar; een documentnummer wel)',
    en: 'Listings as close as these hits, not scored (namesakes the date of birth given does not tell apart: listed without one, or born in or about that year; a document number does)',
  },
  hit: { nl: 'Treffer', en: 'Hit' },
  /** The sanctions ownership registration: read from the owners' hits, no listing of the party. */
  ownershipFinding: {
    nl: 'Bevinding uit de eigendom (geen vermelding van het bedrijf zelf)',
    en: 'Finding from the ownership (no listing of the company itself)',
  },
  score: { nl: 'Score', en: 'Score' },
  listedAs: { nl: 'Vermeld als', en: 'Listed as' },
  matchedName: { nl: 'Overeenkomende naam', en: 'Matched name' },
  explanation: { nl: 'Uitleg van de score', en: 'Explanation of the score' },
  feature: { nl: 'Kenmerk', en: 'Feature' },
  value: { nl: 'Overeenkomst', en: 'Agreement' },
  weight: { nl: 'Gewicht', en: 'Weight' },
  detail: { nl: 'Vergeleken', en: 'Compared' },
  noExplanation: {
    nl: 'Geen uitleg bewaard bij deze treffer.',
    en: 'No explanation stored with this hit.',
  },
  summaries: { nl: 'Samenvatting per gescreende partij', en: 'Summary per screened party' },
  strongestHit: { nl: 'Sterkste treffer', en: 'Strongest hit' },
  listedUnder: { nl: 'Vermeld onder', en: 'Listed under' },
  hitsOf: { nl: 'Treffers', en: 'Hits' },
  ownershipDiagram: { nl: 'Eigendomsstructuur', en: 'Ownership structure' },
  ownershipDiagramNote: {
    nl: 'Van onder naar boven: het gecontroleerde bedrijf en wie het bezit, met percentages.',
    en: 'From the bottom up: the checked company and who owns it, with percentages.',
  },
  notShown: { nl: 'niet getoond', en: 'not shown' },
  cycleToCheckedCompany: {
    nl: 'Kring: dit is het gecontroleerde bedrijf zelf; zijn gegevens staan bovenaan het rapport.',
    en: 'Cycle: this is the checked company itself; its details are at the top of the report.',
  },
  cycleToParent: {
    nl: 'Kring: dit bedrijf staat hierboven al in deze keten, met zijn gegevens en bestuurders.',
    en: 'Cycle: this company is shown above in this chain already, with its details and directors.',
  },
  /** On an edge of the diagram that closes an ownership cycle: "35 % · kring". */
  cycle: { nl: 'kring', en: 'cycle' },
  cycleLegend: {
    nl: 'Rode stippellijn: kring, een bedrijf bezit (deels) een van zijn eigenaars',
    en: 'Red dashed line: a cycle, a company owns (part of) one of its owners',
  },
  tree: { nl: 'Eigendomsketen', en: 'Ownership chain' },
  entry: { nl: 'Regel', en: 'Entry' },
  parentEntries: {
    nl: 'Geconsolideerde cijfers van de moedermaatschappij',
    en: "Parent's consolidated figures",
  },
  ownEntries: { nl: 'Eigen cijfers', en: 'Own figures' },
  parentCompany: { nl: 'Moedermaatschappij', en: 'Parent company' },
  identificationRemarks: {
    nl: 'Wat de aanvraag anders zegt dan het register',
    en: 'Where the request and the register differ',
  },
  /** Before the identifier the company was found by: "Gevonden op: KvK-nummer." */
  identifiedBy: { nl: 'Gevonden op', en: 'Found by' },
  /** Where no lookup found a company: said plainly, never read as a clean result. */
  companyNotFound: {
    nl: 'Niet gevonden: geen bedrijf in de gebruikte gegevens past bij wat is opgegeven. Er zijn dus geen bedrijfsgegevens gecontroleerd.',
    en: 'Not found: no company in the datasets used fits what was given. No company details were therefore checked.',
  },
  /** Before the identifiers looked up: "Gezocht op: KvK-nummer, naam." */
  searchedBy: { nl: 'Gezocht op', en: 'Searched by' },
  /** A name search's score: "naam (score 0,95 van 1)". */
  nameScore: { nl: 'score {score} van 1', en: 'score {score} of 1' },
  /** A number read otherwise: "KvK-nummer, gelezen als 01234567". */
  readAs: { nl: 'gelezen als', en: 'read as' },
  generatedBy: { nl: 'Opgesteld door Veracheck', en: 'Prepared by Veracheck' },
  page: { nl: 'Pagina', en: 'Page' },
  /** Between the page number and the number of pages: "Pagina 1 van 3". */
  pageOf: { nl: 'van', en: 'of' },
  percentageUnknown: { nl: 'percentage onbekend', en: 'percentage unknown' },
  /** After a risk line of a card: which of the namesakes screened it is cannot be told. */
  namesakesRisk: {
    nl: '(de hoogste van {count} naamgenoten die niet uit elkaar te houden zijn)',
    en: '(the highest of {count} namesakes who cannot be told apart)',
  },
  possibleUbos: {
    nl: "Mogelijke UBO's (een aandeel van onbekende grootte, of via bedrijven die elkaar houden)",
    en: 'Possible UBOs (a share of unknown size, or held through companies holding each other)',
  },
  uboIncomplete: {
    nl: 'Onvolledig: wie meer dan 25\u00A0% houdt, kan ontbreken.',
    en: 'Incomplete: someone holding more than 25\u00A0% may be missing.',
  },
  /** Before the date: "Het bestuur op de datum van opheffing: 7 december 2024." */
  boardAtDissolution: {
    nl: 'Het bestuur op de datum van opheffing',
    en: 'The board on the date of dissolution',
  },
  /** Above directors without `risk` where no listings were imported (lookups.directors_not_screened). */
  directorsNotScreened: {
    nl: 'De bestuurders zijn niet gescreend: er zijn geen lijsten ingelezen om tegen te screenen.',
    en: 'The directors were not screened: no listings are imported to screen against.',
  },
  /** Before the dates: "Financiële gegevens gedateerd na de opheffing: 29 augustus 2026." */
  financialsAfterDissolution: {
    nl: 'Financiële gegevens gedateerd na de opheffing van het bedrijf',
    en: 'Financial figures dated after the company was dissolved',
  },
  claimsAfterDissolution: {
    nl: 'Vorderingen ontvangen na de opheffing van het bedrijf',
    en: 'Claims received after the company was dissolved',
  },
  /** Before the parents that are not active: "Niet actief in het register: X (Failliet)". */
  parentsNotActive: {
    nl: 'Moedermaatschappij niet actief in het register',
    en: 'Parent company not active in the register',
  },
  /** Before the reasons, as for the UBOs: "Onvolledig: … ontbreken. (…)". */
  parentsIncomplete: {
    nl: 'Onvolledig: er kunnen moedermaatschappijen ontbreken.',
    en: 'Incomplete: parent companies may be missing.',
  },
  incomplete_unknown_percentages: {
    nl: 'van een of meer eigenaren is het percentage onbekend',
    en: 'the percentage of one or more owners is unknown',
  },
  incomplete_truncated_graph: {
    nl: 'de eigendomsketen is afgekapt (te diep of te groot)',
    en: 'the ownership chain was cut off (too deep or too large)',
  },
  incomplete_max_steps: {
    nl: 'te veel eigendomsketens om alle te volgen',
    en: 'too many ownership chains to follow them all',
  },
  incomplete_shares_not_accounted_for: {
    nl: 'de bekende eigenaren van een bedrijf in de keten houden samen niet alles',
    en: 'the known owners of a company in the chain do not hold all of it together',
  },
  incomplete_shares_not_reaching_persons: {
    nl: 'een deel van de aandelen komt via bedrijven die elkaar houden bij geen natuurlijk persoon uit',
    en: 'part of the shares reaches no natural person: companies in the chain hold each other',
  },
  incomplete_shares_over_whole: {
    nl: 'de eigenaren van een bedrijf in de keten houden samen meer dan 100\u00A0% (het register spreekt zichzelf tegen)',
    en: 'the owners of a company in the chain hold more than 100\u00A0% together (the register contradicts itself)',
  },
  incomplete_owners_not_found: {
    nl: 'een eigenaar die het register bij een bedrijf in de keten noemt, is in geen enkele dataset gevonden',
    en: 'an owner the register records of a company in the chain was found in no dataset',
  },
  incomplete_no_ubo_or_pseudo_ubo: {
    nl: 'niemand gevonden: geen eigenaar boven 25\u00A0% en geen hoger leidinggevende in functie',
    en: 'nobody found: no owner above 25\u00A0% and no senior manager in office',
  },
  pseudoUbo: { nl: 'pseudo-UBO', en: 'pseudo-UBO' },
  checkedCompany: { nl: 'gecontroleerd bedrijf', en: 'checked company' },
  personKind: { nl: 'natuurlijk persoon', en: 'natural person' },
  /** In the diagram's box of a person the shares reach who is no UBO. */
  shareholderBelowThreshold: {
    nl: 'Aandeelhouder, niet boven 25\u00A0%',
    en: 'Shareholder, not above 25\u00A0%',
  },
  /** In the diagram's box of a possible UBO: a share of unknown size may take them above 25 %. */
  possibleUboKind: { nl: 'Mogelijke UBO', en: 'Possible UBO' },
  /** Before the shareholders who are no UBO, in the UBO section: "…: Ann Claes (25 %)." */
  shareholdersBelowThreshold: {
    nl: 'Aandeelhouders van 25\u00A0% of minder (geen UBO, wel gescreend)',
    en: 'Shareholders of 25\u00A0% or less (no UBO, screened all the same)',
  },
  /** Before a foreign company's registration number in the ownership diagram. */
  registrationNumberShort: { nl: 'Reg.nr.', en: 'Reg. no.' },
} as const satisfies Record<string, Translated>;

export type TextKey = keyof typeof TEXTS;

export const text = (key: TextKey, language: ReportLanguage): string => TEXTS[key][language];

/** Whether a key made at run time (`incomplete_${reason}`) is one of the texts. */
export const isTextKey = (key: string): key is TextKey => Object.hasOwn(TEXTS, key);
