/**
 * The meanings of the code tables of check results (DESIGN.md §3, docs/checks.md), in the
 * report languages. The result's own message (English, written by the check) is shown beside
 * them; these say what the code means.
 */
import { lookup, type ReportLanguage, type TranslatedTable } from './language.js';

/** address_validation.code */
export const ADDRESS_VALIDATION_CODES: TranslatedTable = {
  P01: { nl: 'Het adres bestaat zoals opgegeven', en: 'The address exists as given' },
  P02: {
    nl: 'Het adres bestaat na correctie (straat, woonplaats of postcode verbeterd)',
    en: 'The address exists after correction (street, city or postcode corrected)',
  },
  P03: {
    nl: 'Postcode en huisnummer bestaan, de toevoeging niet',
    en: 'Postcode and house number exist, the extension does not',
  },
  P04: {
    nl: 'Het adres is niet gevonden in de adresgegevens',
    en: 'The address was not found in the address data',
  },
  P05: { nl: 'Het adres is onvolledig', en: 'The address is incomplete' },
  P06: {
    nl: 'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens',
    en: 'A foreign address: not validated against the Dutch address data',
  },
};

/** person_match.code */
export const PERSON_MATCH_CODES: TranslatedTable = {
  PF01: {
    nl: 'Gevonden: naam en geboortedatum komen overeen',
    en: 'Found: name and date of birth agree',
  },
  PF02: {
    nl: 'Gevonden met verschillen: de geboortedatum klopt, de naam of het geslacht wijkt af',
    en: 'Found with differences: the date of birth agrees, the name or gender differs',
  },
  PF03: {
    nl: 'Gevonden onder deze naam met een andere geboortedatum',
    en: 'Found under this name with another date of birth',
  },
  PF04: {
    nl: 'Gevonden onder deze naam; de geboortedatum is niet vergeleken',
    en: 'Found under this name; the date of birth was not compared',
  },
  PF05: {
    nl: 'Niet gevonden in de bewonersgegevens',
    en: 'Not found in the residents data',
  },
  PF06: {
    nl: 'Niet gecontroleerd: geen bewonersgegevens beschikbaar',
    en: 'Not checked: no residents data available',
  },
  PF07: {
    nl: 'Niet gecontroleerd: geen achternaam, of geen geboortedatum en geen Nederlands adres om op te zoeken',
    en: 'Not checked: no family name, or neither a date of birth nor a Dutch address to search by',
  },
  PF08: {
    nl: 'Gevonden, maar niet als één persoon: meer dan één bewoner past even goed',
    en: 'Found, but not as one person: more than one resident fits equally well',
  },
};

/** phone_number_matches[].code */
export const PHONE_MATCH_CODES: TranslatedTable = {
  PM01: {
    nl: 'Vermeld op naam van de persoon op het opgegeven adres',
    en: "Listed under the person's name at the given address",
  },
  PM02: {
    nl: 'Vermeld op naam van de persoon op een ander adres',
    en: "Listed under the person's name at another address",
  },
  PM03: {
    nl: 'Vermeld op naam van de persoon; het adres is niet vergeleken',
    en: "Listed under the person's name; the address was not compared",
  },
  PM04: {
    nl: 'Vermeld op een andere naam op het opgegeven adres',
    en: 'Listed under another name at the given address',
  },
  PM05: { nl: 'Vermeld op een andere naam', en: 'Listed under another name' },
  PM06: {
    nl: 'Vermeld; geen achternaam om mee te vergelijken',
    en: 'Listed; no family name to compare with',
  },
  PM07: {
    nl: 'Geldig nummer, niet vermeld in de telefoongids',
    en: 'Valid number, not listed in the phone directory',
  },
  PM08: {
    nl: 'Geldig nummer, niet opgezocht: geen telefoongids beschikbaar voor dit nummer',
    en: 'Valid number, not looked up: no phone directory available for this number',
  },
  PM09: { nl: 'Geen geldig telefoonnummer', en: 'Not a valid telephone number' },
};

/** address_match.code (person checks and directors) */
export const ADDRESS_MATCH_CODES: TranslatedTable = {
  AM01: { nl: 'Bekend op het opgegeven adres', en: 'Known at the given address' },
  AM02: {
    nl: 'Bekend op een ander adres dan het opgegeven adres',
    en: 'Known at another address than the one given',
  },
  AM03: {
    nl: 'Niet bekend op enig adres in de bewonersgegevens',
    en: 'Not known at any address in the residents data',
  },
  AM04: {
    nl: 'Bekend op dit adres (geen adres opgegeven om mee te vergelijken)',
    en: 'Known at this address (no address was given to compare with)',
  },
};

/** risk_scores.*.code and statistical_scores.*.risk */
export const RISK_SCORE_CODES: TranslatedTable = {
  PRR0: { nl: 'Geen gegevens', en: 'No data' },
  PRR1: { nl: 'Laag risico', en: 'Low risk' },
  PRR2: { nl: 'Verhoogd risico', en: 'Elevated risk' },
  PRR3: { nl: 'Hoog risico', en: 'High risk' },
};

/** risk_country.risk_result */
export const COUNTRY_RISK_CODES: TranslatedTable = {
  L: { nl: 'Laag', en: 'Low' },
  M: {
    nl: 'Middel (FATF: verscherpt toezicht)',
    en: 'Medium (FATF increased monitoring)',
  },
  H: {
    nl: 'Hoog (FATF: oproep tot maatregelen, of door de EU aangewezen derde land met hoog risico)',
    en: 'High (FATF call for action, or EU high-risk third country)',
  },
};

/** financial_info.risk_rating.code */
export const RISK_RATING_CODES: TranslatedTable = {
  BRR0: { nl: 'Onbekend', en: 'Unknown' },
  BRR1: { nl: 'Klasse 1 van 5: laagste risico', en: 'Class 1 of 5: lowest risk' },
  BRR2: {
    nl: 'Klasse 2 van 5 (1 laagste, 5 hoogste risico)',
    en: 'Class 2 of 5 (1 lowest, 5 highest risk)',
  },
  BRR3: {
    nl: 'Klasse 3 van 5 (1 laagste, 5 hoogste risico)',
    en: 'Class 3 of 5 (1 lowest, 5 highest risk)',
  },
  BRR4: {
    nl: 'Klasse 4 van 5 (1 laagste, 5 hoogste risico)',
    en: 'Class 4 of 5 (1 lowest, 5 highest risk)',
  },
  BRR5: { nl: 'Klasse 5 van 5: hoogste risico', en: 'Class 5 of 5: highest risk' },
};

/** financial_info.payment_behavior*.code */
export const PAYMENT_BEHAVIOUR_CODES: TranslatedTable = {
  BBG0: { nl: 'Onbekend', en: 'Unknown' },
  BBG1: { nl: 'Klasse 1 van 5: betaalt binnen de termijn', en: 'Class 1 of 5: pays within terms' },
  BBG2: {
    nl: 'Klasse 2 van 5 (1 binnen de termijn, 5 slechtste)',
    en: 'Class 2 of 5 (1 within terms, 5 worst)',
  },
  BBG3: {
    nl: 'Klasse 3 van 5 (1 binnen de termijn, 5 slechtste)',
    en: 'Class 3 of 5 (1 within terms, 5 worst)',
  },
  BBG4: {
    nl: 'Klasse 4 van 5 (1 binnen de termijn, 5 slechtste)',
    en: 'Class 4 of 5 (1 within terms, 5 worst)',
  },
  BBG5: {
    nl: 'Klasse 5 van 5: slechtste betaalgedrag',
    en: 'Class 5 of 5: worst payment behaviour',
  },
};

/** id_document_number_check_result.code */
export const DOCUMENT_CODES: TranslatedTable = {
  valid: { nl: 'Geldig nummer', en: 'Valid number' },
  invalid_format: { nl: 'Ongeldige opbouw van het nummer', en: 'Invalid number format' },
  invalid_check_digit: { nl: 'Onjuist controlecijfer', en: 'Wrong check digit' },
  reported_lost_or_stolen: {
    nl: 'Gemeld als verloren, gestolen of ongeldig gemaakt',
    en: 'Reported lost, stolen or invalidated',
  },
  unknown: { nl: 'Niet te controleren', en: 'Could not be verified' },
};

/** company.status */
export const COMPANY_STATUS_CODES: TranslatedTable = {
  active: { nl: 'Actief', en: 'Active' },
  inactive: { nl: 'Niet actief', en: 'Inactive' },
  in_liquidation: { nl: 'In liquidatie', en: 'In liquidation' },
  bankrupt: { nl: 'Failliet', en: 'Bankrupt' },
  dissolved: { nl: 'Opgeheven', en: 'Dissolved' },
};

/** company.directors[].risk.code */
export const DIRECTOR_RISK_CODES: TranslatedTable = {
  '0': { nl: 'Geen screeningtreffer', en: 'No screening hit' },
  '1': { nl: 'Mogelijke treffer', en: 'Possible hit' },
  '2': { nl: 'Bevestigde treffer', en: 'Confirmed hit' },
};

/** address_information.ownership_code */
export const OWNERSHIP_CODES: TranslatedTable = {
  K: { nl: 'Koopwoning (eigen bewoning)', en: 'Owner-occupied' },
  H: { nl: 'Huurwoning', en: 'Rented' },
  U: { nl: 'Onbekend of koop of huur', en: 'Unknown whether owner-occupied or rented' },
};

/** address_information.parceltype_code (Kadaster index letter) */
export const PARCEL_TYPE_CODES: TranslatedTable = {
  G: { nl: 'Geheel perceel (Kadaster-index G)', en: 'Whole parcel (Kadaster index G)' },
  A: {
    nl: 'Appartementsrecht, deel van een gesplitst gebouw (Kadaster-index A)',
    en: 'Apartment right, part of a divided building (Kadaster index A)',
  },
};

/** vat_validation.result */
export const VAT_RESULT_CODES: TranslatedTable = {
  Valid: { nl: 'Geldig', en: 'Valid' },
  Invalid: { nl: 'Ongeldig', en: 'Invalid' },
  Unverified: {
    nl: 'Niet bevestigd (opbouw en controlecijfers juist, VIES niet geraadpleegd)',
    en: 'Unverified (format and check digits fine, VIES not consulted)',
  },
};

/** gender of persons and directors */
export const GENDER_CODES: TranslatedTable = {
  M: { nl: 'Man', en: 'Male' },
  F: { nl: 'Vrouw', en: 'Female' },
  X: { nl: 'Onbekend of anders (X)', en: 'Unspecified or other (X)' },
};

/** Ja/Nee of a director's `company`, and the booleans of claims ("true"/"false"). */
export const YES_NO_CODES: TranslatedTable = {
  Ja: { nl: 'Ja', en: 'Yes' },
  Nee: { nl: 'Nee', en: 'No' },
  true: { nl: 'Ja', en: 'Yes' },
  false: { nl: 'Nee', en: 'No' },
};

/** UBO role types */
export const UBO_ROLE_TYPES: TranslatedTable = {
  owner: { nl: 'Eigenaar', en: 'Owner' },
  pseudo_ubo: {
    nl: 'Pseudo-UBO (hoger leidinggevende; geen eigenaar boven 25\u00A0% bekend)',
    en: 'Pseudo-UBO (senior management; no owner above 25\u00A0% known)',
  },
};

/** company.type: the FtM schema of the register entity, snake case (registry/company-record.ts). */
export const PARTY_TYPES: TranslatedTable = {
  company: { nl: 'Bedrijf', en: 'Company' },
  organization: { nl: 'Organisatie', en: 'Organisation' },
  legal_entity: { nl: 'Rechtspersoon', en: 'Legal entity' },
  public_body: { nl: 'Overheidsorgaan', en: 'Public body' },
};

/** The document types a person check reads (validators/id-document/document-type.ts). */
export const ID_DOCUMENT_TYPES: TranslatedTable = {
  passport: { nl: 'Paspoort', en: 'Passport' },
  identity_card: { nl: 'Identiteitskaart', en: 'Identity card' },
  drivers_license: { nl: 'Rijbewijs', en: 'Driving licence' },
};

/** Every code table, by name: what the documentation lists and the tests walk through. */
export const CODE_TABLES = {
  address_validation: ADDRESS_VALIDATION_CODES,
  person_match: PERSON_MATCH_CODES,
  phone_number_matches: PHONE_MATCH_CODES,
  address_match: ADDRESS_MATCH_CODES,
  risk_scores: RISK_SCORE_CODES,
  risk_country: COUNTRY_RISK_CODES,
  risk_rating: RISK_RATING_CODES,
  payment_behavior: PAYMENT_BEHAVIOUR_CODES,
  id_document: DOCUMENT_CODES,
  company_status: COMPANY_STATUS_CODES,
  director_risk: DIRECTOR_RISK_CODES,
  ownership: OWNERSHIP_CODES,
  parcel_type: PARCEL_TYPE_CODES,
  vat_result: VAT_RESULT_CODES,
  gender: GENDER_CODES,
  yes_no: YES_NO_CODES,
  ubo_role_type: UBO_ROLE_TYPES,
  party_type: PARTY_TYPES,
  id_document_type: ID_DOCUMENT_TYPES,
} as const satisfies Record<string, TranslatedTable>;

export type CodeTableName = keyof typeof CODE_TABLES;

/** The meaning of a code in a table; undefined for a code the table does not know. */
export const codeMeaning = (
  table: CodeTableName,
  code: string | undefined,
  language: ReportLanguage,
): string | undefined => lookup(CODE_TABLES[table], code, language);
