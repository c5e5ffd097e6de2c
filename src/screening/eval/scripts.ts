/**
 * Writing Latin names in Cyrillic or Arabic script, for transliteration variants of the
 * evaluation queries: Cyrillic by reversing the romanisation letter by letter (longest Latin
 * group first), Arabic from a small dictionary of the names the evaluation lists use, since
 * Arabic script leaves short vowels unwritten and cannot be derived from the Latin spelling.
 */
const LATIN_TO_CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['ye', 'е'],
  ['iy', 'ий'],
  ['yi', 'ї'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['h', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['y', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['x', 'кс'],
  ['w', 'в'],
  ['c', 'к'],
  ['q', 'к'],
  ['j', 'й'],
];

/** "Sergey Ivanov" → "Сергей Иванов". */
export function toCyrillic(name: string): string {
  return name
    .split(/(\s+|-)/)
    .map((word) => {
      let out = '';
      // A final -y after a consonant is the ending -ий (Dmitry, Yevgeny).
      const lower = word.toLowerCase().replace(/([^aeiouy])y$/, '$1iy');
      for (let i = 0; i < lower.length;) {
        const found = LATIN_TO_CYRILLIC.find(([latin]) => lower.startsWith(latin, i));
        if (!found) {
          out += lower[i] ?? '';
          i += 1;
          continue;
        }
        out += found[1];
        i += found[0].length;
      }
      const first = out[0];
      return first === undefined ? out : first.toUpperCase() + out.slice(1);
    })
    .join('');
}

// prettier-ignore
const ARABIC: Record<string, string> = {
  mohammed: 'محمد', ahmed: 'أحمد', ali: 'علي', omar: 'عمر', khaled: 'خالد', yusuf: 'يوسف',
  ibrahim: 'إبراهيم', hassan: 'حسن', hussein: 'حسين', mahmoud: 'محمود', tariq: 'طارق',
  samir: 'سمير', walid: 'وليد', fadi: 'فادي', karim: 'كريم', nabil: 'نبيل', rami: 'رامي',
  ziad: 'زياد', bilal: 'بلال', hamza: 'حمزة', fatima: 'فاطمة', aisha: 'عائشة', layla: 'ليلى',
  mariam: 'مريم', noor: 'نور', rania: 'رانيا', salma: 'سلمى', huda: 'هدى', haddad: 'حداد',
  khoury: 'خوري', nasser: 'ناصر', saleh: 'صالح', mansour: 'منصور', hamdan: 'حمدان',
  abbas: 'عباس', darwish: 'درويش', farouk: 'فاروق', qasim: 'قاسم', rashid: 'رشيد',
  sabbagh: 'صباغ', taha: 'طه', zaher: 'زاهر', barakat: 'بركات', jaber: 'جابر', kanaan: 'كنعان',
  masri: 'مصري', shami: 'شامي', yassin: 'ياسين', halabi: 'حلبي', najjar: 'نجار', obeid: 'عبيد',
  sharif: 'شريف',
};

/** "Mohammed Haddad" → "محمد حداد"; undefined when a part is not in the dictionary. */
export function toArabic(name: string): string | undefined {
  const words = name.toLowerCase().split(/\s+/);
  const written = words.map((w) => ARABIC[w]);
  return written.every((w) => w !== undefined) ? written.join(' ') : undefined;
}
