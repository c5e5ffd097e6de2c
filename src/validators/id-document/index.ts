export {
  DOCUMENT_TYPE_NAMES,
  ID_DOCUMENT_TYPES,
  parseDocumentType,
  type IdDocumentType,
} from './document-type.js';
export {
  normaliseDocumentInput,
  type DocumentNumberOutcome,
  type DocumentNumberVerdict,
} from './document-number.js';
export { icaoCheckDigit } from './icao-check-digit.js';
export { ICAO_NUMBER_RULE } from './icao-numbers.js';
export { parseDocumentCountry, parseIssuingCountry } from './issuing-country.js';
export { validateDocumentNumber, type DocumentNumberInput } from './validate-document-number.js';
