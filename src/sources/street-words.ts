/**
 * The words that make a number beside a street something other than a house number: post
 * boxes and parts of buildings, in the languages addresses reach Veracheck in. Read by the GLEIF
 * address reader (a register's line) and by the request's address lines alike.
 */
/**
 * Words that make the line's number something other than a house number wherever they stand:
 * a post box ("Postbus 123", "P.O. Box 5", "Case postale 12", "Apartado de correos 5",
 * "Skrytka pocztowa 12") or a part of a building ("Suite 200", "Piso 3", "Bâtiment 3").
 */
const NOT_A_STREET_ANYWHERE = new Set([
  'postbus',
  'antwoordnummer',
  'box',
  'pobox',
  'postfach',
  'postboks',
  'postilokero',
  'apartado',
  'apdo',
  'correos',
  'casilla',
  'casella',
  'postale',
  'skrytka',
  'pocztowa',
  'suite',
  'unit',
  'floor',
  'level',
  'room',
  'apt',
  'apartment',
  'flat',
  'building',
  'bldg',
  'tower',
  'block',
  'gebouw',
  'etage',
  'verdieping',
  'piso',
  'planta',
  'batiment',
  'immeuble',
  'bus',
]);

/**
 * Words that do so only right beside the number, being street words elsewhere: "BP 7", "CP
 * 12", "PL 123" (post boxes; "Pl." is a square), "Ste 4" (a suite; "Ste" is Sainte), "Nr. 5",
 * "Lot 12", "km 12", "Route 66", "Highway 1".
 */
const NOT_A_STREET_BESIDE_NUMBER = new Set([
  'bp',
  'cs',
  'cp',
  'pl',
  'ste',
  'fl',
  'nr',
  'no',
  'number',
  'lot',
  'km',
  'route',
  'highway',
]);

/**
 * The words of a text, lower case, without accents and dots: "Bâtiment" is "batiment", and
 * "PO-Box" is "po" and "box".
 */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,-]+/)
    .map((word) => word.replace(/\./g, ''))
    .filter(Boolean);

/** Whether the words of a street, its number at `numberSide`, say the number is no house number. */
export function notAStreet(street: string, numberSide: 'end' | 'start'): boolean {
  const words = wordsOf(street);
  const beside = numberSide === 'end' ? words.at(-1) : words[0];
  return (
    words.some((word) => NOT_A_STREET_ANYWHERE.has(word)) ||
    (beside !== undefined && NOT_A_STREET_BESIDE_NUMBER.has(beside))
  );
}
