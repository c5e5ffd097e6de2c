/**
 * Russian, Ukrainian and Belarusian names as German and Polish records write them (Julija
 * Schukowa, Piotr Kuznecow, Jurij Szczukin), respelled the English way the lists use (Yuliya
 * Shukova, Piotr Kuznetsov, Yuriy Shchukin). The respelling is one more way the name is held
 * and asked for, as `letter-spellings.ts` does for đ: where it is still a letter or two off the
 * listed name (German "sch" is both Ж and Ш; the list has Zhukova), the typo index and the
 * spelling tolerance of the scorer bridge the rest.
 */

/**
 * A word of the name ends the way German and Polish transliterations end these names, and not
 * as the English names Andrew and Matthew do.
 */
const SLAVIC_ENDING = /(?:ow|owa|ew|ewa|itsch|owna|ewna)$/;
const ENGLISH_ENDING = /(?:drew|thew)$/;
/** Or holds a Polish or German spelling of щ. */
const SHCH = /szcz|schtsch/;

/** Letter groups and their English spelling, longest first at each position. */
// prettier-ignore
const RESPELLING: readonly (readonly [string, string])[] = [
  ['schtsch', 'shch'], ['szcz', 'shch'], ['tsch', 'ch'], ['sch', 'sh'], ['cz', 'ch'],
  ['sz', 'sh'], ['rz', 'zh'], ['ż', 'zh'], ['ź', 'z'], ['ł', 'l'], ['ch', 'kh'], ['c', 'ts'],
  ['w', 'v'], ['j', 'y'],
];

/**
 * The ending -ёв, -ёва: German writes ё "o" after ж, ч, ш, щ and "jo" after another consonant
 * (Gorbatschow, Schurawljow), English lists "e" (Gorbachev, Zhuravlev).
 */
const YO_ENDING = /(sch|[^aeiouy]j)ow(a?)$/;

function respellWord(written: string): string {
  const word = written.replace(YO_ENDING, (_, before: string, a: string) =>
    before.endsWith('j') ? `${before.slice(0, -1)}ew${a}` : `${before}ew${a}`,
  );
  let out = '';
  for (let i = 0; i < word.length;) {
    const rule = RESPELLING.find(([from]) => word.startsWith(from, i));
    if (rule) {
      out += rule[1];
      i += rule[0].length;
    } else {
      out += word.charAt(i);
      i++;
    }
  }
  return out;
}

/**
 * The name respelled the English way, or undefined when no word of it looks like a German or
 * Polish transliteration from Cyrillic (most names).
 */
export function englishSlavicSpelling(name: string): string | undefined {
  const words = name.toLowerCase().split(/([\s,.-]+)/);
  if (
    !words.some(
      (word) => (SLAVIC_ENDING.test(word) && !ENGLISH_ENDING.test(word)) || SHCH.test(word),
    )
  )
    return undefined;
  const respelled = words.map(respellWord).join('');
  return respelled === name.toLowerCase() ? undefined : respelled;
}
