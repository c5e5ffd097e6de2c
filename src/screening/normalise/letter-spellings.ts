import { arabicReadings } from './abjads.js';
import { englishSlavicSpellings } from './slavic-spellings.js';

/**
 * Letters written two ways in Latin script, where folding can keep only one: the South Slavic
 * đ is "d" once its stroke is dropped (Dorde), and "dj" in the official ASCII spelling of
 * Serbian, Croatian and Bosnian names (Djordje, Djokovic). A name with such a letter is also
 * held and asked for in its other spelling, so either finds the other.
 */
const OTHER_SPELLINGS: readonly [RegExp, string][] = [
  [/đ/g, 'dj'],
  [/Đ(?=\p{Ll})/gu, 'Dj'],
  [/Đ/g, 'DJ'],
];

const HAS_ONE = /[đĐ]/;

/**
 * The name in its other spellings (none for most names): with đ as dj, a Slavic name in German
 * or Polish transliteration in the English ones (`slavic-spellings.ts`), and a name in Arabic
 * script with ذ ض ظ read as Persian reads them, z, a final Persian ye as a as well as i, and a
 * silent final Persian he as e and a, with -ei after it as one word (`arabicReadings`), with
 * those that rank below the name as written.
 */
export function otherLetterSpellings(name: string): {
  spellings: string[];
  /** Those that rank below the name as written (a silent Persian he: `HeReading`). */
  secondary: ReadonlySet<string>;
} {
  const arabic = arabicReadings(name);
  const others = [...englishSlavicSpellings(name), ...arabic.readings];
  if (!HAS_ONE.test(name)) return { spellings: others, secondary: arabic.secondary };
  let spelled = name;
  for (const [letter, other] of OTHER_SPELLINGS) spelled = spelled.replace(letter, other);
  return { spellings: [spelled, ...others], secondary: arabic.secondary };
}
