/**
 * Cyrillic and Greek letters that look like Latin ones, typed into a Latin name by a keyboard
 * switched to another script or pasted from a document ("Jаnsen" with a Cyrillic а). A name
 * of Latin letters and such look-alikes only is read in Latin letters: as written it meets no
 * key of the residents data, and its initials would pass for another script's, not compared.
 * A name with any other letter of another script ("Анна", "Иван") is left as written.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  // Greek
  ο: 'o',
  ν: 'v',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
};

const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** A letter of another script than Latin that is no look-alike of a Latin one. */
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;

/** The name in Latin letters where it is written in Latin letters and look-alikes only. */
export function latinLookAlikesRead(text: string): string {
  LOOK_ALIKE.lastIndex = 0;
  if (!LOOK_ALIKE.test(text)) return text;
  const read = text.replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter);
  return OTHER_SCRIPT.test(read) ? text : read;
}
