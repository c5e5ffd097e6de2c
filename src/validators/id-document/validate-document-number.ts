/** Which rule checks a document number: by type and issuing country. */
import type { IdDocumentType } from './document-type.js';
import { normaliseDocumentInput, type DocumentNumberVerdict } from './document-number.js';
import { checkBelgianIdentityCard } from './belgian-numbers.js';
import { checkDutchDrivingLicence, checkDutchTravelDocument } from './dutch-numbers.js';
import { checkIcaoDocumentNumber, checkUnruledNumber } from './icao-numbers.js';

export interface DocumentNumberInput {
  type: IdDocumentType;
  /** ISO 3166-1 alpha-2 (parseIssuingCountry). */
  country: string;
  /** As the caller wrote it: spaces and dashes are ignored, lower case is read as upper. */
  number: string;
}

/**
 * The verdict on a document number: Dutch passports, identity cards and driving licences, and
 * Belgian identity cards, by their national rules; passports and identity cards of other countries by the ICAO 9303
 * document-number form; other countries' driving licences have no rule (they are not ICAO
 * travel documents and their numbers differ per country).
 */
export function validateDocumentNumber(input: DocumentNumberInput): DocumentNumberVerdict {
  const text = normaliseDocumentInput(input.number);
  if (text === '') {
    return { outcome: 'invalid_format', rule: 'a document number', reason: 'is empty' };
  }
  const dutch = input.country.toUpperCase() === 'NL';
  if (input.type === 'drivers_license') {
    return dutch ? checkDutchDrivingLicence(text) : checkUnruledNumber(text);
  }
  if (dutch) return checkDutchTravelDocument(text);
  if (input.type === 'identity_card' && input.country.toUpperCase() === 'BE') {
    return checkBelgianIdentityCard(text);
  }
  return checkIcaoDocumentNumber(text);
}
