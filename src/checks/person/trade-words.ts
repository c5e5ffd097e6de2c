/**
 * Words that make a phone directory's listing a business rather than a person: "Advies Postma",
 * "Bouw Verhoeven", "Café Ten Brink", "Kapsalon Yilmaz". Directories list small businesses under
 * a trade word and the owner's family name, without a legal form; read as a person's name the
 * trade word would stand where the given names do, and a request without given names, or with an
 * initial of the same letter, would take the business's number for the person's own.
 */
import { foldName } from './person-names.js';

/** Trade words that are whole words (folded: lower case, without accents). */
const TRADE_WORDS = new Set([
  'accountants',
  'administratie',
  'advies',
  'advocaten',
  'architecten',
  'auto',
  'autos',
  'beheer',
  'boutique',
  'bouw',
  'cafe',
  'catering',
  'coaching',
  'communicatie',
  'constructie',
  'consultancy',
  'design',
  'digital',
  'eetcafe',
  'engineering',
  'export',
  'facilitair',
  'fotografie',
  'fysiotherapie',
  'garage',
  'goed',
  'holding',
  'hotel',
  'ict',
  'import',
  'interieur',
  'it',
  'juristen',
  'kapsalon',
  'logistiek',
  'makelaars',
  'management',
  'media',
  'mode',
  'online',
  'onroerend',
  'opleidingen',
  'opslag',
  'participaties',
  'reclame',
  'restaurant',
  'rijschool',
  'schoonmaak',
  'services',
  'software',
  'supermarkt',
  'therapie',
  'trading',
  'training',
  'transport',
  'vastgoed',
  'verhuur',
  'warehousing',
  'webshop',
]);

/**
 * Compound trade words by their ending (Dutch writes compounds as one word): Bouwbedrijf,
 * Huisartsenpraktijk, Administratiekantoor, Uitzendbureau, Groothandel, Bakkerij, Makelaardij,
 * Veehouderij, Installatietechniek, Schilderwerken, Personeelsdiensten, Versmarkt, Staalbouw.
 */
const TRADE_ENDINGS =
  /(?:bedrijf|bedrijven|praktijk|kantoor|bureau|handel|service|services|winkel|salon|centrum|studio|atelier|groep|erij|ardij|derij|techniek|werken|werk|diensten|markt|shop|vervoer|bouw|installatie|installaties|transport|logistiek|advies|verhuur|reiniging|exploitatie|tuin|zorg|opvang)$/;

/** Whether a written word is a trade word. */
export function isTradeWord(word: string): boolean {
  const tokens = foldName(word);
  return (
    tokens.length > 0 &&
    tokens.some(
      (token) => TRADE_WORDS.has(token) || (token.length > 4 && TRADE_ENDINGS.test(token)),
    )
  );
}

/**
 * Whether a listed name starts as a business's does: a trade word before its last word
 * ("Advies Postma", "Café Ten Brink"). A trade word at the end is not looked for: family names
 * end so too (Handel, Verbouw), and a private person's listing must not be taken for a business.
 */
export function startsWithTradeWord(name: string): boolean {
  const words = name.split(/[\s,]+/).filter((word) => word !== '');
  return words.slice(0, -1).some(isTradeWord);
}
