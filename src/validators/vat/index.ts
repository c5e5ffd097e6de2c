export { checkVatNumber, normaliseVatInput } from './check-vat-number.js';
export type { VatCheckFailure, VatFormatOutcome } from './types.js';
