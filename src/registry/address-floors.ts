/**
 * Floors people write for a flat's house number addition ("2e verdieping", "3 hoog", "II"),
 * read as the addition the address data writes for them ("2", "3", "2").
 */

/**
 * Roman floors as Amsterdam writes its upper floors ("Prinsengracht 263-III"). I and V are
 * not read: alone they are house letters (10V), and no address writes its first or fifth floor
 * so, which would make a floor a guess at a letter.
 */
const ROMAN_FLOORS: Readonly<Record<string, string>> = {
  II: '2',
  III: '3',
  IV: '4',
};

/** The floor a Roman numeral written for it stands for ("III" is "3"), if one read. */
export const romanFloor = (numeral: string): string | undefined =>
  ROMAN_FLOORS[numeral.toUpperCase()];

/**
 * The addition the address data writes for a floor people spell out, taken only where the
 * address has no addition as written: "huis" or "hs" is H (the ground floor, as Amsterdam
 * writes it), "II" and "II hoog" are 2 (Roman floors II to IV), "1e etage", "1e", "1e verd.",
 * "1 hoog" and "1hg" are 1. "hoog" alone (upstairs) names no floor.
 */
export const floorAddition = (extension: string): string | undefined => {
  // An abbreviation keeps its dot in the field ("1e verd.", "2 hg."), as a line may write it.
  const written = extension.replace(/\.$/, '');
  if (written === 'HUIS' || written === 'HS') return 'H';
  const floor = written.replace(/(?<=.)(?:HOOG|HG)$/, '');
  const roman = ROMAN_FLOORS[floor];
  if (roman) return roman;
  if (floor !== written) return /^\d{1,2}$/.exec(floor)?.[0];
  return /^(\d{1,2})E(?:ETAGE|VERDIEPING|VERD)?$/.exec(written)?.[1];
};

/**
 * Whether two extensions, as compared (normaliseExtension), name one address: written alike,
 * or the same floor written two ways ("2E" and "2", "II" and "2E", "HUIS" and "H").
 */
export const sameExtension = (a: string, b: string): boolean =>
  a === b || (floorAddition(a) ?? a) === (floorAddition(b) ?? b);
