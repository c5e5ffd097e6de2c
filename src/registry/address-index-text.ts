/**
 * How the address index compares street and city names: a compact key (accents, case, spaces
 * and punctuation gone), a letter signature that rules most names out before any edit distance
 * is computed, and a bounded edit distance that counts a swap of neighbours as one typo.
 */
import { normaliseName } from './keys.js';

/** Written-out forms of the abbreviations people use in Dutch street names, by word. */
const STREET_WORDS: Readonly<Record<string, string>> = {
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
};

const STREET_SUFFIXES: readonly (readonly [string, string])[] = [
  ['str', 'straat'],
  ['pln', 'plein'],
  ['pl', 'plein'],
  ['ln', 'laan'],
  ['wg', 'weg'],
  ['gr', 'gracht'],
];

/** City names people use that the address data writes otherwise. */
const CITY_ALIASES: Readonly<Record<string, string>> = {
  denhaag: 'sgravenhage',
  thehague: 'sgravenhage',
  denbosch: 'shertogenbosch',
  hertogenbosch: 'shertogenbosch',
};

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

const rows = {
  previous: new Int32Array(64),
  current: new Int32Array(64),
  before: new Int32Array(64),
};

/**
 * The edit distance of a and b (insertions, deletions, substitutions, and a swap of two
 * neighbouring characters each count one), or max + 1 as soon as it must exceed max.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (n === 0 || m === 0) return Math.max(n, m);
  if (rows.previous.length <= m) {
    rows.previous = new Int32Array(2 * m + 2);
    rows.current = new Int32Array(2 * m + 2);
    rows.before = new Int32Array(2 * m + 2);
  }
  let before = rows.before;
  let previous = rows.previous;
  let current = rows.current;
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[m] ?? max + 1;
  return distance > max ? max + 1 : distance;
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
  const distance = boundedDistance(probe.key, key, probe.typos);
  if (distance > probe.typos) return undefined;
  return distance === 0 || digitsOf(probe.key) === digitsOf(key) ? distance : undefined;
}
