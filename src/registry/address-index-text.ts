/**
 * How the address index compares street and city names: a compact key (accents, case, spaces
 * and punctuation gone), a letter signature that rules most names out before any edit distance
 * is computed, and a bounded edit distance (screening's editDistance) that counts a swap of
 * neighbours as one typo.
 */
import { editDistance } from '../screening/score/levenshtein.js';
import { normaliseName } from './keys.js';
import { lookupTable } from '../entities/lookup-table.js';

/** Written-out forms of the abbreviations people use in Dutch street names, by word. */
const STREET_WORDS: Readonly<Record<string, string>> = lookupTable({
  str: 'straat',
  ln: 'laan',
  pln: 'plein',
  pl: 'plein',
  wg: 'weg',
  gr: 'gracht',
  burg: 'burgemeester',
  st: 'sint',
  prof: 'professor',
  mr: 'meester',
  dr: 'dokter',
  v: 'van',
  kon: 'koningin',
});

const STREET_SUFFIXES: readonly (readonly [string, string])[] = [
  ['str', 'straat'],
  ['pln', 'plein'],
  ['pl', 'plein'],
  ['ln', 'laan'],
  ['wg', 'weg'],
  ['gr', 'gracht'],
];

/** City names people use that the address data writes otherwise. */
const CITY_ALIASES: Readonly<Record<string, string>> = lookupTable({
  denhaag: 'sgravenhage',
  thehague: 'sgravenhage',
  denbosch: 'shertogenbosch',
  hertogenbosch: 'shertogenbosch',
});

/** Lower case letters and digits only: "'s-Gravenhage" and "s Gravenhage" are "sgravenhage". */
export const compactKey = (name: string): string => normaliseName(name).replace(/ /g, '');

/**
 * The keys a street as given may stand for: as written, and with its abbreviated words written
 * out ("Burg. Jansenstr." is also "burgemeesterjansenstraat").
 */
export function streetKeys(street: string): string[] {
  const words = normaliseName(street).split(' ');
  const plain = words.join('');
  const expanded = words
    .map((word, i) => {
      const whole = STREET_WORDS[word];
      if (whole) return whole;
      // Abbreviations also end names: "Kerkstr" is "Kerkstraat", "Vlugtln" "Vlugtlaan",
      // "Vermeerpl" "Vermeerplein", "Oudegr" "Oudegracht" (the written name is kept as a key too).
      if (i === words.length - 1) {
        for (const [short, full] of STREET_SUFFIXES) {
          if (word.length > short.length + 2 && word.endsWith(short)) {
            return word.slice(0, word.length - short.length) + full;
          }
        }
      }
      return word;
    })
    .join('');
  return expanded === plain ? [plain] : [plain, expanded];
}

/** A city's key under the name the address data uses: "Den Bosch" is "shertogenbosch". */
export const officialCityKey = (city: string): string => {
  const plain = compactKey(city);
  return CITY_ALIASES[plain] ?? plain;
};

/** The keys a city as given may stand for: as written, and the name the address data uses. */
export function cityKeys(city: string): string[] {
  const plain = compactKey(city);
  const alias = CITY_ALIASES[plain];
  return alias ? [plain, alias] : [plain];
}

/**
 * Which letters and digits a key has, as bits (digits share bits with letters). One typo
 * changes at most two bits, so names whose signatures differ in more than 2k bits are more
 * than k typos apart and need no edit distance.
 */
export function signature(key: string): number {
  let bits = 0;
  for (let i = 0; i < key.length; i++) bits |= 1 << (key.charCodeAt(i) % 32);
  return bits >>> 0;
}

export function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many typos a name of this length may have and still be taken for the name meant. */
export function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 10) return 2;
  return 3;
}

/** A name compared with many: its key, signature and how many typos it may have. */
export interface NameProbe {
  key: string;
  signature: number;
  typos: number;
}

export const probeOf = (key: string): NameProbe => ({
  key,
  signature: signature(key),
  typos: allowedTypos(key.length),
});

const digitsOf = (key: string): string => key.replace(/\D/g, '');

/**
 * The typos between the probe and a name, or undefined when it has more than allowed. A digit
 * is never a typo: "Narcissenpark 18" (a house number left in the street) is not Narcissenpark,
 * nor "Plein 1945" Plein 1944, so names whose digits differ are different names.
 */
export function typosTo(probe: NameProbe, key: string, keySignature: number): number | undefined {
  if (Math.abs(probe.key.length - key.length) > probe.typos) return undefined;
  if (bitCount((probe.signature ^ keySignature) >>> 0) > 2 * probe.typos) return undefined;
  const distance = editDistance(probe.key, key, probe.typos);
  if (distance > probe.typos) return undefined;
  return distance === 0 || digitsOf(probe.key) === digitsOf(key) ? distance : undefined;
}
