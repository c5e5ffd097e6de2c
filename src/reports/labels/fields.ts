/**
 * The human labels of result fields, in the report languages. Most field names mean the same
 * wherever they occur (an address's `city`); where one does not, a label under
 * `<context>.<field>` wins over the plain one.
 */
import { lookup, type ReportLanguage, type TranslatedTable } from './language.js';

export const FIELD_LABELS: TranslatedTable = {
  // Identifiers and the result's own fields
  check_identifier: { nl: 'Controlekenmerk', en: 'Check identifier' },
  report_identifier: { nl: 'Rapportkenmerk', en: 'Report identifier' },
  identifier: { nl: 'Kenmerk', en: 'Identifier' },
  search_identifier: { nl: 'Zoekkenmerk', en: 'Search identifier' },
  code: { nl: 'Code', en: 'Code' },
  message: { nl: 'Toelichting', en: 'Message' },
  description: { nl: 'Omschrijving', en: 'Description' },
  description_extra: { nl: 'Aanvullende toelichting', en: 'Further explanation' },
  last_updated: { nl: 'Laatst bijgewerkt', en: 'Last updated' },
  // Address
  address: { nl: 'Adres', en: 'Address' },
  post_address: { nl: 'Postadres', en: 'Postal address' },
  street: { nl: 'Straat', en: 'Street' },
  house_number: { nl: 'Huisnummer', en: 'House number' },
  house_number_extension: { nl: 'Toevoeging', en: 'House number extension' },
  zip_code: { nl: 'Postcode', en: 'Postcode' },
  city: { nl: 'Plaats', en: 'City' },
  country: { nl: 'Land', en: 'Country' },
  state: { nl: 'Provincie of staat', en: 'Province or state' },
  address_line_1: { nl: 'Adresregel 1', en: 'Address line 1' },
  address_line_2: { nl: 'Adresregel 2', en: 'Address line 2' },
  // The request's source: who asked on the caller's side, as the request names them (unchecked)
  'request.source': {
    nl: 'Aangevraagd door (zoals opgegeven in de aanvraag)',
    en: 'Requested by (as given in the request)',
  },
  'request.source.source': { nl: 'Toepassing of kanaal', en: 'Application or channel' },
  'request.source.sourceid': { nl: 'Kenmerk van de toepassing', en: 'Application identifier' },
  'request.source.organisation_name': { nl: 'Organisatie', en: 'Organisation' },
  'request.source.organization_coc_registration_number': {
    nl: 'KvK-nummer van de organisatie',
    en: "Organisation's Chamber of Commerce number",
  },
  'request.source.username': { nl: 'Gebruiker', en: 'User' },
  'request.source.userid': { nl: 'Gebruikersnummer', en: 'User number' },
  'request.source.location': { nl: 'Vestiging', en: 'Location' },
  'request.source.location_id': { nl: 'Kenmerk van de vestiging', en: 'Location identifier' },
  // Person
  person: { nl: 'Persoon', en: 'Person' },
  name: { nl: 'Naam', en: 'Name' },
  initials: { nl: 'Voorletters', en: 'Initials' },
  first_name: { nl: 'Voornaam', en: 'First name' },
  last_name_prefix: { nl: 'Tussenvoegsel', en: 'Last name prefix' },
  last_name: { nl: 'Achternaam', en: 'Last name' },
  mail_address: { nl: 'E-mailadres', en: 'Email address' },
  email: { nl: 'E-mailadres', en: 'Email address' },
  gender: { nl: 'Geslacht', en: 'Gender' },
  date_of_birth: { nl: 'Geboortedatum', en: 'Date of birth' },
  place_of_birth: { nl: 'Geboorteplaats', en: 'Place of birth' },
  phone_number: { nl: 'Telefoonnummer', en: 'Phone number' },
  // Company
  status: { nl: 'Status', en: 'Status' },
  type: { nl: 'Soort', en: 'Type' },
  industry: { nl: 'Branchecode', en: 'Industry code' },
  industry_description: { nl: 'Branche', en: 'Industry' },
  business_entity_type: { nl: 'Rechtsvorm', en: 'Legal form' },
  incorporation_date: { nl: 'Datum van oprichting', en: 'Date of incorporation' },
  dissolution_date: { nl: 'Datum van opheffing', en: 'Date of dissolution' },
  incorporation_year: { nl: 'Jaar van oprichting', en: 'Year of incorporation' },
  chamber_of_commerce_number: { nl: 'KvK-nummer', en: 'Chamber of Commerce number' },
  registration_number: { nl: 'Registratienummer', en: 'Registration number' },
  registration_authority: { nl: 'Registratie-instantie', en: 'Registration authority' },
  vat_number: { nl: 'Btw-nummer', en: 'VAT number' },
  // Directors
  company: { nl: 'Bedrijf', en: 'Company' },
  'director.company': { nl: 'Rechtspersoon', en: 'Legal entity' },
  // Parents and companies as directors are often foreign: their number is no KvK number.
  'parent.chamber_of_commerce_number': { nl: 'Registratienummer', en: 'Registration number' },
  'director.chamber_of_commerce_number': { nl: 'Registratienummer', en: 'Registration number' },
  'director.address_of_birth': { nl: 'Geboorteplaats', en: 'Place of birth' },
  address_of_birth: { nl: 'Geboorteplaats', en: 'Place of birth' },
  risk: { nl: 'Screeningrisico', en: 'Screening risk' },
  address_match: { nl: 'Adresvergelijking', en: 'Address match' },
  function_date: { nl: 'In functie sinds', en: 'In office since' },
  authority: { nl: 'Functie en bevoegdheid', en: 'Role and authority' },
  // Parents and UBOs
  shareholding_percentage: { nl: 'Aandelenbelang', en: 'Shareholding' },
  start_date: { nl: 'Ingangsdatum', en: 'Start date' },
  roles: { nl: 'Rollen', en: 'Roles' },
  competency: { nl: 'Grondslag', en: 'Basis' },
  // VAT
  result: { nl: 'Uitkomst', en: 'Result' },
  result_description: { nl: 'Toelichting', en: 'Explanation' },
  'vat_validation.company': { nl: 'Bedrijfsnaam', en: 'Company name' },
  // Country risk
  risk_result: { nl: 'Landenrisico', en: 'Country risk' },
  // Financial information
  risk_rating: { nl: 'Risicoklasse', en: 'Risk rating' },
  payment_behavior: { nl: 'Betaalgedrag', en: 'Payment behaviour' },
  payment_behavior_norm: { nl: 'Betaalgedrag branchenorm', en: 'Payment behaviour, industry norm' },
  payment_behavior3_months_ago: {
    nl: 'Betaalgedrag drie maanden geleden',
    en: 'Payment behaviour three months ago',
  },
  term: { nl: 'Gemiddelde betaaltermijn (dagen)', en: 'Average days to pay' },
  equity: { nl: 'Eigen vermogen', en: 'Equity' },
  cash: { nl: 'Liquide middelen', en: 'Cash' },
  credit_guide: { nl: 'Kredietadvies', en: 'Credit guide' },
  issued_share_capital: { nl: 'Geplaatst aandelenkapitaal', en: 'Issued share capital' },
  paid_up_share_capital: { nl: 'Gestort aandelenkapitaal', en: 'Paid-up share capital' },
  // Claims
  receivedDate: { nl: 'Ontvangen', en: 'Received' },
  durationDays: { nl: 'Looptijd (dagen)', en: 'Duration (days)' },
  claimAmount: { nl: 'Bedrag', en: 'Amount' },
  paidAmount: { nl: 'Betaald', en: 'Paid' },
  closed: { nl: 'Afgesloten', en: 'Closed' },
  legalAction: { nl: 'Juridische stappen', en: 'Legal action' },
  disputed: { nl: 'Betwist', en: 'Disputed' },
  foreign: { nl: 'Buitenlands', en: 'Foreign' },
  // Balance sheet items (docs/formats.md, balance-sheet)
  year: { nl: 'Jaar', en: 'Year' },
  currency: { nl: 'Valuta', en: 'Currency' },
  intangible_assets: { nl: 'Immateriële vaste activa', en: 'Intangible assets' },
  tangible_assets: { nl: 'Materiële vaste activa', en: 'Tangible assets' },
  financial_assets: { nl: 'Financiële vaste activa', en: 'Financial assets' },
  fixed_assets: { nl: 'Vaste activa', en: 'Fixed assets' },
  inventories: { nl: 'Voorraden', en: 'Inventories' },
  receivables: { nl: 'Vorderingen', en: 'Receivables' },
  current_assets: { nl: 'Vlottende activa', en: 'Current assets' },
  total_assets: { nl: 'Balanstotaal', en: 'Total assets' },
  provisions: { nl: 'Voorzieningen', en: 'Provisions' },
  long_term_liabilities: { nl: 'Langlopende schulden', en: 'Long-term liabilities' },
  current_liabilities: { nl: 'Kortlopende schulden', en: 'Current liabilities' },
  liabilities: { nl: 'Schulden', en: 'Liabilities' },
  revenue: { nl: 'Omzet', en: 'Revenue' },
  operating_result: { nl: 'Bedrijfsresultaat', en: 'Operating result' },
  net_result: { nl: 'Nettoresultaat', en: 'Net result' },
  // Screening
  source: { nl: 'Bron', en: 'Source' },
  match: { nl: 'Score', en: 'Score' },
  'summary.source': { nl: 'Gescreende partij', en: 'Screened party' },
  // What the strongest hit of a party was on, after its score: "98 (persoonsnaam)".
  'summaryOn.person': { nl: 'persoonsnaam', en: 'person name' },
  'summaryOn.company_name': { nl: 'bedrijfsnaam', en: 'company name' },
  'summaryOn.company_kvk': { nl: 'registratienummer', en: 'registration number' },
  'summaryOn.address': { nl: 'adres', en: 'address' },
  'summaryOn.id_document': { nl: 'documentnummer', en: 'document number' },
  PoliticallyExposed: { nl: 'Politiek prominent (PEP)', en: 'Politically exposed (PEP)' },
  pepCompany: { nl: 'Bedrijf verbonden aan een PEP', en: 'Company tied to a PEP' },
  Sanctions: { nl: 'Sancties', en: 'Sanctions' },
  CurrentSanctions: { nl: 'Lopende sancties', en: 'Current sanctions' },
  PreviousSanctions: { nl: 'Eerdere sancties', en: 'Previous sanctions' },
  LawEnforcement: { nl: 'Opsporing en misdrijven', en: 'Law enforcement' },
  DisqualifiedDirector: { nl: 'Uitgesloten bestuurder', en: 'Disqualified director' },
  FinancialRegulator: { nl: 'Financiële toezichthouder', en: 'Financial regulator' },
  Insolvent: { nl: 'Insolvent', en: 'Insolvent' },
  AdverseMedia: { nl: 'Negatieve berichtgeving', en: 'Adverse media' },
  // Person check sections' fields
  ownership_code: { nl: 'Eigendom', en: 'Ownership' },
  ownership_description: { nl: 'Eigendom (toelichting)', en: 'Ownership (description)' },
  parceltype_code: { nl: 'Soort perceel', en: 'Parcel type' },
  parceltype_description: { nl: 'Soort perceel (toelichting)', en: 'Parcel type (description)' },
  companies: { nl: 'Bedrijven op het adres', en: 'Companies at the address' },
  // Not a screening: the organisation's own checks of the name (docs/checks.md, risk_scores).
  'risk_scores.name': {
    nl: 'Naam (controlegeschiedenis van uw organisatie)',
    en: 'Name (check history of your organisation)',
  },
  'risk_scores.address': { nl: 'Adres', en: 'Address' },
  'risk_scores.zip_code': { nl: 'Postcodegebied', en: 'Postcode area' },
  statistical_scores: { nl: 'Statistiek per postcodegebied', en: 'Statistics per postcode area' },
  pc4: { nl: 'Postcode (4 cijfers)', en: 'Postcode (4 digits)' },
  pc5: { nl: 'Postcode (4 cijfers en 1 letter)', en: 'Postcode (4 digits and 1 letter)' },
  pc6: { nl: 'Volledige postcode', en: 'Full postcode' },
  count: { nl: 'Aantal controles', en: 'Number of checks' },
  'statistical.risk': { nl: 'Risico', en: 'Risk' },
  // Request parameters
  id_documents: { nl: 'Identiteitsdocumenten', en: 'Identity documents' },
  number: { nl: 'Nummer', en: 'Number' },
  valid_date: { nl: 'Geldig tot', en: 'Valid until' },
  ids: { nl: 'Nummers', en: 'Numbers' },
  kvk: { nl: 'KvK-nummer', en: 'Chamber of Commerce number' },
  btw: { nl: 'Btw-nummer', en: 'VAT number' },
};

/**
 * The label of a field; `<context>.<field>` first. A field the table does not know keeps its
 * name with underscores as spaces, so a field added to the contract is still shown.
 */
export function fieldLabel(field: string, language: ReportLanguage, context?: string): string {
  return (
    (context === undefined ? undefined : lookup(FIELD_LABELS, `${context}.${field}`, language)) ??
    lookup(FIELD_LABELS, field, language) ??
    field.replace(/_/g, ' ')
  );
}
