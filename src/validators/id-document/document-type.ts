/**
 * The document types Veracheck checks numbers of, as the lost-documents format names them
 * (docs/formats.md), and the spellings callers use for them: in English and Dutch, and as the
 * documents of foreign customers name themselves (German, French, Spanish, Portuguese,
 * Italian, Polish, Turkish), since a caller often copies the name printed on the document.
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
  // As foreign documents name themselves. "Pass" alone is left out: in English it names
  // passes of every kind.
  reisepass: 'passport',
  pasaporte: 'passport',
  passaporte: 'passport',
  passaporto: 'passport',
  paszport: 'passport',
  pasaport: 'passport',
  personalausweis: 'identity_card',
  ausweis: 'identity_card',
  identitatskarte: 'identity_card',
  eid: 'identity_card',
  eid_card: 'identity_card',
  carte_eid: 'identity_card',
  elektronische_identiteitskaart: 'identity_card',
  carte_didentite: 'identity_card',
  carte_nationale_didentite: 'identity_card',
  documento_nacional_de_identidad: 'identity_card',
  dni: 'identity_card',
  documento_de_identidad: 'identity_card',
  cartao_de_cidadao: 'identity_card',
  carta_didentita: 'identity_card',
  carta_di_identita: 'identity_card',
  dowod_osobisty: 'identity_card',
  kimlik_karti: 'identity_card',
  nufus_cuzdani: 'identity_card',
  fuhrerschein: 'drivers_license',
  permis_de_conduire: 'drivers_license',
  permiso_de_conducir: 'drivers_license',
  carta_de_conducao: 'drivers_license',
  patente_di_guida: 'drivers_license',
  prawo_jazdy: 'drivers_license',
  surucu_belgesi: 'drivers_license',
  ehliyet: 'drivers_license',
});

/** Folds a spelling: "Driver's licence" -> drivers_licence, "ID-kaart" -> id_kaart. */
function foldType(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      // Letters NFKD does not take apart: Turkish dotless i (kimlik kartı), Polish ł.
      .replace(/ı/g, 'i')
      .replace(/ł/g, 'l')
      .replace(/['’`]/g, '')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
  );
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
