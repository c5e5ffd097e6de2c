/**
 * The document types Veracheck checks numbers of, as the lost-documents format names them
 * (docs/formats.md), and the spellings callers use for them in English and Dutch.
 */
import { lookupTable } from '../../entities/lookup-table.js';

export const ID_DOCUMENT_TYPES = ['passport', 'identity_card', 'drivers_license'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** Spellings after folding: lower case, no accents or apostrophes, words joined by `_`. */
const SPELLINGS: Readonly<Record<string, IdDocumentType>> = lookupTable({
  passport: 'passport',
  passeport: 'passport',
  paspoort: 'passport',
  reispas: 'passport',
  nationaal_paspoort: 'passport',
  travel_passport: 'passport',
  identity_card: 'identity_card',
  id_card: 'identity_card',
  idcard: 'identity_card',
  id: 'identity_card',
  national_id: 'identity_card',
  national_id_card: 'identity_card',
  national_identity_card: 'identity_card',
  identiteitskaart: 'identity_card',
  nederlandse_identiteitskaart: 'identity_card',
  id_kaart: 'identity_card',
  idkaart: 'identity_card',
  drivers_license: 'drivers_license',
  drivers_licence: 'drivers_license',
  driver_license: 'drivers_license',
  driver_licence: 'drivers_license',
  driving_license: 'drivers_license',
  driving_licence: 'drivers_license',
  rijbewijs: 'drivers_license',
});

/** Folds a spelling: "Driver's licence" -> drivers_licence, "ID-kaart" -> id_kaart. */
function foldType(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The document type a caller's text names, or undefined for a type Veracheck does not know. */
export function parseDocumentType(text: string | undefined): IdDocumentType | undefined {
  if (text === undefined) return undefined;
  return SPELLINGS[foldType(text)];
}

/** How descriptions name a type. */
export const DOCUMENT_TYPE_NAMES: Readonly<Record<IdDocumentType, string>> = {
  passport: 'passport',
  identity_card: 'identity card',
  drivers_license: 'driving licence',
};
