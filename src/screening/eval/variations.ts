import type { Rng } from '../../demo/prng.js';
import { LEGAL_FORMS } from './name-parts.js';
import { toArabic, toCyrillic, toHangul, toPersian, type OtherScript } from './scripts.js';

/** How a positive query differs from the list entry it was made from. */
export type VariationKind =
  | 'exact'
  | 'typo'
  | 'spelling'
  | 'script'
  | 'reordered'
  | 'inverted'
  | 'dropped-part'
  | 'initials'
  | 'legal-form'
  | 'diacritics'
  | 'case';

export interface ListedName {
  kind: 'person' | 'company';
  /** Person: given names (first, then middle) and family name. */
  given: string[];
  family: string;
  /** Company: the name without legal form, and its legal form. */
  company?: string;
  legalForm?: string;
  script?: OtherScript;
}

/** Spelling variants that lists and callers use for the same name (romanisation choices). */
// prettier-ignore
const SPELLINGS: string[][] = [
  ['Mohammed', 'Muhammad', 'Mohamed', 'Mohammad'], ['Yusuf', 'Youssef', 'Yousef'],
  ['Ahmed', 'Ahmad'], ['Omar', 'Umar'], ['Khaled', 'Khalid'], ['Mahmoud', 'Mahmud'],
  ['Hassan', 'Hasan'], ['Hussein', 'Husain', 'Hussain'], ['Ibrahim', 'Ebrahim'],
  ['Aleksandr', 'Alexander', 'Aleksander'], ['Sergey', 'Sergei'], ['Dmitry', 'Dmitri', 'Dmitriy'],
  ['Andrey', 'Andrei'], ['Alexey', 'Aleksei', 'Alexei'], ['Nikolay', 'Nikolai'],
  ['Yevgeny', 'Evgeny', 'Evgeniy'], ['Natalya', 'Natalia'], ['Yelena', 'Elena'],
  ['Tatyana', 'Tatiana'], ['Solovyov', 'Soloviev'], ['Vasilyev', 'Vasiliev'],
  ['Zaytsev', 'Zaitsev'], ['Fyodorov', 'Fedorov'], ['Mikhaylov', 'Mikhailov'],
  ['Belyayev', 'Beliaev'], ['Vorobyov', 'Vorobiev'], ['Semyonov', 'Semenov'],
  ['Oleksandr', 'Olexandr'], ['Andriy', 'Andrii'], ['Serhiy', 'Serhii'], ['Yuriy', 'Yurii'],
  ['Hossein', 'Hosein', 'Husayn'], ['Saeed', 'Said'], ['Mohammadi', 'Mohamadi'],
  ['Nasser', 'Nasir'], ['Qasim', 'Kasim'], ['Yassin', 'Yasin'], ['Farouk', 'Faruq'],
  ['Mansour', 'Mansur'], ['Obeid', 'Ubaid'], ['Layla', 'Leila'], ['Aisha', 'Aysha'],
  ['Mariam', 'Maryam'], ['Reza', 'Rezah'], ['Jong-su', 'Jong Su'], ['Min-jun', 'Minjun'],
];
const spellingOf = new Map(SPELLINGS.flatMap((group) => group.map((n) => [n, group] as const)));

const personName = (given: string[], family: string) => [...given, family].join(' ');

/** One letter swapped with its neighbour, dropped, doubled or replaced (never the first). */
export function typo(word: string, rng: Rng): string {
  if (word.length < 4) return word;
  // A swap of two equal letters changes nothing: try again, a few times.
  for (let attempt = 0; attempt < 8; attempt++) {
    const changed = oneEdit(word, rng);
    if (changed !== word) return changed;
  }
  return word;
}

function oneEdit(word: string, rng: Rng): string {
  const i = rng.int(1, word.length - 2);
  switch (rng.int(0, 3)) {
    case 0:
      return word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + (word[i] ?? '') + word.slice(i);
    default: {
      const letters = 'aeioustnrl';
      const replacement = letters[rng.int(0, letters.length - 1)] ?? 'a';
      return word.slice(0, i) + replacement + word.slice(i + 1);
    }
  }
}

const stripDiacritics = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The query a caller might send for a listed name, varied as `kind` says; undefined when the
 * variation does not apply to this name (no middle name to drop, no known spelling variant).
 */
export function vary(name: ListedName, kind: VariationKind, rng: Rng): string | undefined {
  if (name.kind === 'company') return varyCompany(name, kind, rng);
  const { given, family } = name;
  switch (kind) {
    case 'exact':
      return personName(given, family);
    case 'typo': {
      const parts = [...given, family];
      const at = rng.int(0, parts.length - 1);
      const changed = typo(parts[at] ?? '', rng);
      if (changed === parts[at]) return undefined;
      parts[at] = changed;
      return parts.join(' ');
    }
    case 'spelling': {
      const parts = [...given, family];
      const at = parts.findIndex((p) => spellingOf.has(p));
      if (at < 0) return undefined;
      const group = spellingOf.get(parts[at] ?? '') ?? [];
      const others = group.filter((n) => n !== parts[at]);
      parts[at] = rng.pick(others);
      return parts.join(' ');
    }
    case 'script':
      return inScript(name)?.text;
    case 'reordered':
      return `${family} ${given.join(' ')}`;
    case 'inverted':
      return `${family.toUpperCase()}, ${given.join(' ')}`;
    case 'dropped-part':
      return given.length > 1 ? personName(given.slice(0, 1), family) : undefined;
    case 'initials':
      return given.length > 0
        ? `${given.map((g) => `${g[0] ?? ''}.`).join(' ')} ${family}`
        : undefined;
    case 'diacritics': {
      const plain = stripDiacritics(personName(given, family));
      return plain === personName(given, family) ? undefined : plain;
    }
    case 'case':
      return personName(given, family).toUpperCase();
    default:
      return undefined;
  }
}

/**
 * A person's name in the script of its origin (`text`) and the Latin name it writes (`latin`):
 * Cyrillic in full, Arabic, Persian and Hangul with the first given name only. Undefined
 * where the origin has no other script or the dictionary lacks a part.
 */
export function inScript(name: ListedName): { text: string; latin: string } | undefined {
  const { given, family } = name;
  const first = given.slice(0, 1);
  let text: string | undefined;
  switch (name.script) {
    case 'cyrillic':
      return { text: toCyrillic(personName(given, family)), latin: personName(given, family) };
    case 'arabic':
      text = toArabic(personName(first, family));
      break;
    case 'persian':
      text = toPersian(personName(first, family));
      break;
    case 'hangul':
      text = toHangul(first[0] ?? '', family);
      break;
    default:
      return undefined;
  }
  return text === undefined ? undefined : { text, latin: personName(first, family) };
}

function varyCompany(name: ListedName, kind: VariationKind, rng: Rng): string | undefined {
  const base = name.company ?? '';
  const form = name.legalForm ?? '';
  const full = form ? `${base} ${form}` : base;
  switch (kind) {
    case 'exact':
      return full;
    case 'typo': {
      const words = base.split(' ');
      const at = rng.int(0, words.length - 1);
      const changed = typo(words[at] ?? '', rng);
      if (changed === words[at]) return undefined;
      words[at] = changed;
      return [...words, form].join(' ').trim();
    }
    case 'legal-form': {
      const other = rng.pick(LEGAL_FORMS.filter((f) => f !== form));
      return rng.chance(0.3) ? base : `${base} ${other}`;
    }
    case 'case':
      return full.toUpperCase();
    default:
      return undefined;
  }
}
