/**
 * Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms): the
 * HTML report isolates a value that holds them, the PDF puts their words in visual order.
 */
export const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** Whether a text holds a right-to-left letter. */
export const hasRightToLeft = (text: string): boolean => RIGHT_TO_LEFT.test(text);
