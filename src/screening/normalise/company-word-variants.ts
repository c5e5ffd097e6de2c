/**
 * Words that companies write in more than one way for one meaning, each with the one form
 * both sides are compared in: business abbreviations (Intl, Mfg, Bros), number words and Roman numerals
 * (Seven Seas and 7 Seas, Blue Sky II and Blue Sky 2) and the abbreviation of a place that
 * names the company's seat ((HK) and (Hong Kong)); and the plurals of words saying what a
 * company does (Industries and Industry), compared nearly equal. Only words listed here change, so two
 * names that differ in any other word stay apart. Folded tokens in and out.
 */
import { lookupTable } from '../../entities/lookup-table.js';

/** Business abbreviations, each with the word written out, which is the form compared. */
// prettier-ignore
const SAME_WORD: Readonly<Record<string, string>> = lookupTable({
  intl: 'international', internatl: 'international', natl: 'national',
  mfg: 'manufacturing', mfrs: 'manufacturers', bros: 'brothers', mgmt: 'management',
  svcs: 'services', assn: 'association', assoc: 'associates',
});

/**
 * Words saying what a company does, written in the plural or in another language, with the
 * singular English word. They are kept as written, so that a typing error in "Technologies"
 * stays one edit from it, and compare nearly equal to the singular (`singularCompanyWord`).
 * Companies is not among them: Company is a legal form.
 */
// prettier-ignore
const PLURAL_WORDS: Readonly<Record<string, string>> = lookupTable({
  industries: 'industry', industrie: 'industry', industria: 'industry', industrias: 'industry',
  holdings: 'holding', investments: 'investment', enterprises: 'enterprise',
  services: 'service', solutions: 'solution', technologies: 'technology', systems: 'system',
  products: 'product', resources: 'resource', ventures: 'venture', partners: 'partner',
  communications: 'communication', electronics: 'electronic', chemicals: 'chemical',
  metals: 'metal', minerals: 'mineral', textiles: 'textile', imports: 'import',
  exports: 'export', engineers: 'engineer', contractors: 'contractor', traders: 'trader',
  securities: 'security', properties: 'property', pharmaceuticals: 'pharmaceutical',
  logistics: 'logistic',
});

/**
 * A Map, not the object: the scorer asks it for two words of every pair it compares, and a miss
 * on an object walks its prototype chain ("constructor" would even be found there).
 */
const PLURALS: ReadonlyMap<string, string> = new Map(Object.entries(PLURAL_WORDS));

/** The singular of a company word written in the plural ("industries" -> "industry"), else the word. */
export const singularCompanyWord = (word: string): string => PLURALS.get(word) ?? word;

/** Places written by their initials in company names, with the words they stand for. */
const PLACE_INITIALS: Readonly<Record<string, readonly string[]>> = lookupTable({
  hk: ['hong', 'kong'],
  uk: ['united', 'kingdom'],
  uae: ['united', 'arab', 'emirates'],
});

// prettier-ignore
const NUMBER_WORDS: readonly string[] = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen',
  'nineteen', 'twenty',
];
const NUMBER_OF_WORD = new Map(NUMBER_WORDS.map((word, value) => [word, String(value)]));

/**
 * Roman numerals of two letters or more up to twenty. Single letters are initials, and Xi is
 * a Chinese name, so neither is read as a number.
 */
// prettier-ignore
const ROMAN: readonly string[] = [
  'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv',
  'xvi', 'xvii', 'xviii', 'xix', 'xx',
];
const NUMBER_OF_ROMAN = new Map(
  ROMAN.map((numeral, i) => [numeral, String(i + 2)] as const).filter(
    ([numeral]) => numeral.length > 1 && numeral !== 'xi',
  ),
);

/**
 * "and" in the languages company names are written in, Dutch "en" among them ("Smits en Van
 * der Wal" is Smits & Van der Wal); "&" and "+" are dropped as punctuation. Legal forms holding
 * one ("société en nom collectif") are found without it too (legal-forms.ts).
 */
const AND_WORDS: ReadonlySet<string> = new Set(['and', 'und', 'et', 'en']);

/**
 * A company name's words in the forms compared. A Roman numeral counts only after another
 * word (a name does not start with its sequence number), and "and" only between two words.
 */
export function withCompanyWordVariants(parts: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const inner = i > 0 && i < parts.length - 1;
    let replaced: readonly string[] | undefined;
    if (AND_WORDS.has(part) && inner) replaced = [];
    else if (SAME_WORD[part] !== undefined) replaced = [SAME_WORD[part]];
    else if (PLACE_INITIALS[part] !== undefined) replaced = PLACE_INITIALS[part];
    else if (NUMBER_OF_WORD.has(part)) replaced = [NUMBER_OF_WORD.get(part) ?? part];
    else if (i > 0 && NUMBER_OF_ROMAN.has(part)) replaced = [NUMBER_OF_ROMAN.get(part) ?? part];
    if (replaced === undefined) {
      out?.push(part);
      continue;
    }
    out ??= parts.slice(0, i);
    out.push(...replaced);
  }
  return out ?? parts;
}
