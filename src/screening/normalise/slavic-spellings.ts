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
 * (Gorbatschow, Schurawljow), English lists "e" (Gorbachev, Zhuravlev) and, after another
 * consonant, also "yo" (Zhuravlyov, Vorobyova): a -jow word is held in both.
 */
const YO_ENDING = /(sch|[^aeiouy]j)ow(a?)$/;

/**
 * z is з in Polish and ц in German (Polish Kozłow, Zajcew; German Koslow, Saizew), so a z is
 * respelled ts only in a word written the German way. Polish alone writes ł ż ź ś ć ń ó ą ę,
 * sz and cz (German sch and tsch), a c that is not part of ch (ц; German z), and е after a
 * consonant as "ie" (Lebiediew; German Lebedew).
 */
const POLISH_ONLY = /[łżźśćńóąę]|sz|cz|c(?!h)|ie/;
/**
 * German alone writes sch and tsch; е after a consonant as "e" at the end (Zarew, Saizew: Polish
 * writes -iew there, and -ew only after c, cz, sz, ż, l and j, for ц, ч, ш, ж, л and й); ё after
 * a consonant as "jo" (Schurawljow: Polish -iow).
 */
const GERMAN_ONLY = /sch|[^aeiouyjlcż]ewa?$|[^aeiouy]jowa?$/;

type Z = 'z' | 'ts';

/** What a word's z is by the word's own letters, or undefined when nothing tells. */
const zOfWord = (word: string): Z | undefined =>
  POLISH_ONLY.test(word) ? 'z' : GERMAN_ONLY.test(word) ? 'ts' : undefined;

function respellWord(written: string, z: Z, yo: 'e' | 'yo'): string {
  const word = written.replace(YO_ENDING, (_, before: string, a: string) =>
    !before.endsWith('j')
      ? `${before}ew${a}`
      : yo === 'e'
        ? `${before.slice(0, -1)}ew${a}`
        : `${before}ow${a}`,
  );
  let out = '';
  for (let i = 0; i < word.length;) {
    // German z (ц) before the table's rz, which is Polish.
    const rule =
      z === 'ts' && word.charAt(i) === 'z'
        ? (['z', 'ts'] as const)
        : RESPELLING.find(([from]) => word.startsWith(from, i));
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
 * The name respelled the English way, or none when no word of it looks like a German or
 * Polish transliteration from Cyrillic (most names). A word's z is decided by its own letters,
 * else by the other words of the name (written in one system); where nothing tells (Zygankow
 * is German Цыганков and Polish Зыганков alike), the name is held both ways. A -jow ending
 * gives -ev and -yov.
 */
export function englishSlavicSpellings(name: string): string[] {
  const lower = name.toLowerCase();
  const words = lower.split(/([\s,.-]+)/);
  if (
    !words.some(
      (word) => (SLAVIC_ENDING.test(word) && !ENGLISH_ENDING.test(word)) || SHCH.test(word),
    )
  )
    return [];
  const told = words.map(zOfWord);
  const byName =
    told.includes('ts') === told.includes('z') ? undefined : told.includes('ts') ? 'ts' : 'z';
  const zs: Z[] = byName !== undefined ? [byName] : lower.includes('z') ? ['z', 'ts'] : ['z'];
  const yos = words.some((w) => /[^aeiouy]jowa?$/.test(w))
    ? (['e', 'yo'] as const)
    : (['e'] as const);
  const spellings = new Set<string>();
  for (const z of zs) {
    for (const yo of yos) {
      spellings.add(words.map((w, i) => respellWord(w, told[i] ?? z, yo)).join(''));
    }
  }
  spellings.delete(lower);
  return [...spellings];
}
