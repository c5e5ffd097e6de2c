/**
 * Floors people write for a flat's house number addition ("2e verdieping", "3 hoog", "II"),
 * read as the addition the address data writes for them ("2", "3", "2").
 */
import { lookupTable } from '../entities/lookup-table.js';

/**
 * Roman floors as Amsterdam writes them ("Eerste Helmersstraat 10-I", "Prinsengracht 263-III").
 * I and V are house letters too (10V): where the number has such a letter, "I" or "V" alone is
 * that letter, as an extension written exactly so comes first (chooseAddress); only where none
 * is, it is the floor. With "hoog" it is always the floor.
 */
const ROMAN_FLOORS: Readonly<Record<string, string>> = lookupTable({
  I: '1',
  II: '2',
  III: '3',
  IV: '4',
  V: '5',
});

/**
 * The Roman floors as a regular expression alternation, the longest first ("III|II|IV|I|V"), for
 * an address line's floor (address-lines.ts): one list for reading a line and looking up.
 */
export const ROMAN_FLOOR_ALTERNATION = Object.keys(ROMAN_FLOORS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/**
 * The ground floor as written, compared (normaliseExtension: upper case, no spaces or hyphens,
 * no dot that ends it): "huis", "hs", and "begane grond" with its abbreviations "bg", "b.g.",
 * "beg. gr." and "beg. grond".
 */
const GROUND_FLOOR = /^(?:HUIS|HS|B\.?G|BEG(?:ANE|\.)?GR(?:OND|\.)?)$/;

/**
 * The ground floor as an address line writes it after the number, for the line's pattern
 * (address-lines.ts): the forms GROUND_FLOOR reads, with the spaces a line may have.
 */
export const GROUND_FLOOR_WRITTEN = String.raw`huis|hs|bg\.?|b\.\s*g\.?|beg(?:ane\s*|\.\s*|\s+)?gr(?:ond|\.)?`;

/** The floor a Roman numeral written for it stands for ("III" is "3"), if one read. */
export const romanFloor = (numeral: string): string | undefined =>
  ROMAN_FLOORS[numeral.toUpperCase()];

/**
 * Whether a Roman floor written alone may also be a house letter (I, V): a line's "I hoog" is
 * kept with its "hoog", so that it is never read as the letter.
 */
export const romanFloorIsLetterToo = (numeral: string): boolean => /^[IV]$/i.test(numeral);

/**
 * The addition the address data writes for a floor people spell out, taken only where the
 * address has no addition as written: "huis", "hs", "bg", "b.g.", "beg. gr." or "begane grond"
 * is H (the ground floor, as Amsterdam writes it), "II" and "II hoog" are 2 (Roman floors I to V), "1e etage", "1e", "1e verd.",
 * "1 hoog" and "1hg" are 1. "hoog" alone (upstairs) names no floor. The extension is as
 * compared (normaliseExtension: upper case, no spaces or hyphens, no dot that ends it, so
 * "1e verd." is "1EVERD"), as every caller passes it.
 */
export const floorAddition = (written: string): string | undefined => {
  if (GROUND_FLOOR.test(written)) return 'H';
  const floor = written.replace(/(?<=.)(?:HOOG|HG)$/, '');
  const roman = ROMAN_FLOORS[floor];
  if (roman) return roman;
  if (floor !== written) return /^\d{1,2}$/.exec(floor)?.[0];
  return /^(\d{1,2})E(?:ETAGE|VERDIEPING|VERD)?$/.exec(written)?.[1];
};

/**
 * Whether two extensions, as compared (normaliseExtension), name one address: written alike,
 * or the same floor written two ways ("2E" and "2", "II" and "2E", "HUIS", "BG" and "H").
 */
export const sameExtension = (a: string, b: string): boolean =>
  a === b || (floorAddition(a) ?? a) === (floorAddition(b) ?? b);
