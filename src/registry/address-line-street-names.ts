/**
 * How a Dutch street's name is told in address lines (address-lines.ts): by its last word
 * ("Merelstraat", "Hoofdweg"), and by an ordinal it may begin with ("2e Hugo de Grootstraat").
 */

/**
 * The last word of a street's name, as no Dutch place's ends ("Hoofdweg", "Merelstraat",
 * "Kerkstr."): such words before a postcode are the street, not the city.
 */
const STREET_NAME_END =
  /(?:straat|str|laan|ln|weg|wg|plein|singel|kade|dreef|gracht|plantsoen)\.?$/i;

/** Whether words end as a street's name does ("Kerkstraat", "Hoofdweg", "Kerkstr."). */
export const endsAsStreetName = (words: string): boolean => STREET_NAME_END.test(words);

/**
 * "2e ", "1ste ", "2de ": an ordinal as the name of a street may begin with one, where a city
 * has streets of one name numbered ("1e Jan Steenstraat", "3e Oosterparkstraat").
 */
export const ORDINAL_START = String.raw`[1-9]\d?(?:e|ste|de)\s+`;

/** An ordinal, then words without digits: "2e Hugo de Grootstraat", "1e Jan Steenstraat". */
const ORDINAL_WORDS = new RegExp(String.raw`^${ORDINAL_START}[^\d]*\p{L}\.?$`, 'iu');

/**
 * Whether words are a street's name beginning with an ordinal: only where they end as a
 * street's name too, so that a floor ("3e etage") is none. No city's name begins so: such
 * words are a street or nothing.
 */
export const ordinalStreet = (words: string): boolean =>
  ORDINAL_WORDS.test(words) && endsAsStreetName(words);
