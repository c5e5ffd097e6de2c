import { describe, expect, it } from 'vitest';
import { parseDocumentType } from './document-type.js';

describe('parseDocumentType', () => {
  it.each([
    ['passport', 'passport'],
    ['Passport', 'passport'],
    ['PASPOORT', 'passport'],
    ['identity_card', 'identity_card'],
    ['id_card', 'identity_card'],
    ['identity card', 'identity_card'],
    ['ID-kaart', 'identity_card'],
    ['Identiteitskaart', 'identity_card'],
    ['drivers_license', 'drivers_license'],
    ["Driver's licence", 'drivers_license'],
    ['driving_licence', 'drivers_license'],
    ['Rijbewijs', 'drivers_license'],
    ['  rijbewijs  ', 'drivers_license'],
    // As foreign documents name themselves.
    ['Personalausweis', 'identity_card'],
    ['Reisepass', 'passport'],
    ['Führerschein', 'drivers_license'],
    ["Carte nationale d'identité", 'identity_card'],
    ['carte d’identité', 'identity_card'],
    ['eID', 'identity_card'],
    ['Permis de conduire', 'drivers_license'],
    ['DNI', 'identity_card'],
    ['Pasaporte', 'passport'],
    ['Cartão de Cidadão', 'identity_card'],
    ["Carta d'identità", 'identity_card'],
    ['Dowód osobisty', 'identity_card'],
    ['Prawo jazdy', 'drivers_license'],
    ['Kimlik Kartı', 'identity_card'],
    ['Nüfus Cüzdanı', 'identity_card'],
  ])('reads %j as %s', (text, type) => {
    expect(parseDocumentType(text)).toBe(type);
  });

  it.each(['verblijfsvergunning', 'residence permit', 'visa', '', 'pass port x', 'pass'])(
    'does not know %j',
    (text) => {
      expect(parseDocumentType(text)).toBeUndefined();
    },
  );

  it('has nothing to read without a type', () => {
    expect(parseDocumentType(undefined)).toBeUndefined();
  });
});
