/** Name normalisation of the screening engine: raw names to comparable tokens. */
export { fold, foldTokens } from './fold.js';
export { dropInvisible } from './invisible.js';
export { transliterate } from './transliterate.js';
export { dropHonorifics } from './honorifics.js';
export { findLegalForms, legalFormCode, type LegalFormMatch } from './legal-forms.js';
export { phoneticKey } from './phonetic.js';
export { nameTokens, normaliseName, normaliseNameVariants } from './name.js';
// Identifiers are compared as the registry compares them: upper case, letters and digits.
export { normaliseIdentifier } from '../../registry/keys.js';
