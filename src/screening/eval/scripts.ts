/**
 * Writing Latin names in Cyrillic, Arabic, Persian or Hangul script, for transliteration
 * variants of the evaluation queries: Cyrillic by reversing the romanisation letter by letter
 * (longest Latin group first), Arabic, Persian and Hangul from small dictionaries of the names
 * the evaluation lists use, since the Arabic script leaves short vowels unwritten and cannot be
 * derived from the Latin spelling, and a Latin spelling of Korean stands for more than one Hangul syllable (Jong for
 * 정 and 종, Song for 성 and 송).
 */

/** The scripts the evaluation writes names in besides Latin. */
export type OtherScript = 'cyrillic' | 'arabic' | 'persian' | 'hangul';
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

/**
 * The Persian origin's names as Iranian documents write them, in Persian letters (ی, ک): the
 * final he of Fatemeh and Alizadeh, the final ye of Mostafa (Arabic مصطفى), ض in Reza.
 */
// prettier-ignore
const PERSIAN: Record<string, string> = {
  reza: 'رضا', hossein: 'حسین', mehdi: 'مهدی', ali: 'علی', mohsen: 'محسن', javad: 'جواد',
  hamid: 'حمید', saeed: 'سعید', amir: 'امیر', behrouz: 'بهروز', dariush: 'داریوش',
  farhad: 'فرهاد', maryam: 'مریم', zahra: 'زهرا', shirin: 'شیرین', parisa: 'پریسا',
  fatemeh: 'فاطمه', zohreh: 'زهره', mostafa: 'مصطفی', morteza: 'مرتضی', hosseini: 'حسینی',
  mohammadi: 'محمدی', rezaei: 'رضایی', ahmadi: 'احمدی', karimi: 'کریمی', moradi: 'مرادی',
  jafari: 'جعفری', rahimi: 'رحیمی', ghorbani: 'قربانی', sadeghi: 'صادقی', tehrani: 'تهرانی',
  esfahani: 'اصفهانی', shirazi: 'شیرازی', najafi: 'نجفی', bagheri: 'باقری', salehi: 'صالحی',
  alizadeh: 'علیزاده', rezazadeh: 'رضازاده',
};

const fromDictionary = (dictionary: Record<string, string>, name: string): string | undefined => {
  const written = name
    .toLowerCase()
    .split(/\s+/)
    .map((w) => dictionary[w]);
  return written.every((w) => w !== undefined) ? written.join(' ') : undefined;
};

/** "Mohammed Haddad" → "محمد حداد"; undefined when a part is not in the dictionary. */
export const toArabic = (name: string): string | undefined => fromDictionary(ARABIC, name);

/** "Fatemeh Alizadeh" → "فاطمه علیزاده"; undefined when a part is not in the dictionary. */
export const toPersian = (name: string): string | undefined => fromDictionary(PERSIAN, name);

// prettier-ignore
const HANGUL: Record<string, string> = {
  'min-jun': '민준', 'seo-yeon': '서연', 'ji-ho': '지호', 'ha-eun': '하은', 'jun-seo': '준서',
  chol: '철', 'song-il': '성일', 'kwang-ho': '광호', 'myong-hak': '명학', 'yong-nam': '영남',
  'hyon-u': '현우', 'jong-su': '정수', kim: '김', lee: '이', park: '박', choi: '최', jung: '정',
  kang: '강', cho: '조', yoon: '윤', jang: '장', ri: '리', pak: '박', han: '한',
};

/**
 * "Ha-eun", "Ri" → "리하은": family name first and the syllables written together, as Korean
 * writes a name; undefined when a part is not in the dictionary.
 */
export function toHangul(given: string, family: string): string | undefined {
  const familyName = HANGUL[family.toLowerCase()];
  const givenName = HANGUL[given.toLowerCase()];
  return familyName === undefined || givenName === undefined ? undefined : familyName + givenName;
}
