// Deterministic fictitious screening lists and queries for `npm run bench:screening`.
import process from 'node:process';
import { Rng } from '../dist/demo/prng.js';
import {
  COMPANY_GENERIC,
  COMPANY_WORDS,
  LEGAL_FORMS,
  ORIGINS,
} from '../dist/screening/eval/name-parts.js';
import { toArabic, toCyrillic } from '../dist/screening/eval/scripts.js';
import { typo } from '../dist/screening/eval/variations.js';

const SYLLABLES = [
  'ka',
  'ri',
  'mo',
  'va',
  'len',
  'dor',
  'as',
  'bel',
  'ton',
  'mir',
  'sa',
  'ha',
  'lo',
  'nik',
  'zu',
  'pe',
  'ra',
  'gin',
  'tu',
  've',
  'shan',
  'kov',
  'dar',
  'el',
  'min',
  'osh',
  'ber',
  'fa',
];
const ENDINGS = [
  'ov',
  'ev',
  'enko',
  'i',
  'ani',
  'ez',
  'son',
  'man',
  'ski',
  'yan',
  'oglu',
  'er',
  'a',
  '',
];

/** A family name of an open-ended vocabulary: real lists have a long tail of rare names. */
function familyName(rng, origin) {
  if (rng.chance(0.5)) return rng.pick(origin.family);
  const parts = rng.int(2, 3);
  let name = '';
  for (let i = 0; i < parts; i++) name += rng.pick(SYLLABLES);
  name += rng.pick(ENDINGS);
  return name[0].toUpperCase() + name.slice(1);
}

function companyWord(rng) {
  if (rng.chance(0.5)) return rng.pick(COMPANY_WORDS);
  let word = '';
  for (let i = rng.int(2, 3); i > 0; i--) word += rng.pick(SYLLABLES);
  return word[0].toUpperCase() + word.slice(1);
}

/**
 * Share of listings (0-1) that also carry a person's name of three words in Arabic script
 * without vowels (BENCH_ARABIC_SHARE, default 0: the lists of earlier figures). Drawn from a
 * stream of its own, so every other listing and every query stays as it was.
 */
const ARABIC_SHARE = Number(process.env.BENCH_ARABIC_SHARE ?? 0);
const ARABIC_ORIGIN = ORIGINS.find((origin) => origin.script === 'arabic');

/** A name of three words in Arabic script (two given names and a family name), or none. */
function arabicAlias(i, seed) {
  if (!(ARABIC_SHARE > 0)) return undefined;
  const rng = new Rng(seed, 13, i);
  if (!rng.chance(ARABIC_SHARE)) return undefined;
  const { given, family } = ARABIC_ORIGIN;
  return toArabic(`${rng.pick(given)} ${rng.pick(given)} ${rng.pick(family)}`);
}

/**
 * `count` fictitious list entities: 70 % persons of many origins (some also written in Cyrillic
 * or Arabic script), 30 % companies, 0-3 aliases each, birth dates, countries, identifiers;
 * with BENCH_ARABIC_SHARE, that share of them also named in Arabic script.
 */
export function* generateList(count, seed = 1) {
  for (let i = 0; i < count; i++) yield recordAt(i, seed);
}

/** List entity `i`, made on its own: any one can be made again without the others. */
export function recordAt(i, seed = 1) {
  const record = plainRecordAt(i, seed);
  const alias = arabicAlias(i, seed);
  return alias === undefined ? record : { ...record, names: [...record.names, alias] };
}

function plainRecordAt(i, seed) {
  const rng = new Rng(seed, 11, i);
  const origin = rng.pick(ORIGINS);
  if (rng.chance(0.7)) {
    const given = rng.pick(origin.given);
    const middle = rng.chance(0.3) ? ` ${rng.pick(origin.given)}` : '';
    const family = familyName(rng, origin);
    const names = [`${given}${middle} ${family}`];
    for (let a = rng.int(0, 3); a > 0; a--) {
      const kind = rng.int(0, 2);
      if (kind === 0 && origin.script === 'cyrillic') names.push(toCyrillic(`${given} ${family}`));
      else if (kind === 0 && origin.script === 'arabic')
        names.push(toArabic(`${given} ${family}`) ?? `${family} ${given}`);
      else if (kind === 1) names.push(`${given} ${typo(family, rng)}`);
      else names.push(`${family.toUpperCase()}, ${given}`);
    }
    return {
      id: `e${i}`,
      kind: 'person',
      names,
      birthDates: rng.chance(0.7) ? [rng.date('1940-01-01', '1999-12-31')] : [],
      countries: [origin.country],
      identifiers: rng.chance(0.2) ? [`P${rng.int(1_000_000, 9_999_999)}`] : [],
      topics: ['sanction'],
      datasets: ['bench'],
    };
  } else {
    const words = [companyWord(rng)];
    if (rng.chance(0.4)) words.push(companyWord(rng));
    words.push(rng.pick(COMPANY_GENERIC));
    const name = `${words.join(' ')} ${rng.pick(LEGAL_FORMS)}`;
    const names = [name];
    if (rng.chance(0.3)) names.push(`${words.join(' ')} ${rng.pick(LEGAL_FORMS)}`);
    return {
      id: `e${i}`,
      kind: 'company',
      names,
      birthDates: [],
      countries: [origin.country],
      identifiers: rng.chance(0.5) ? [String(rng.int(10_000_000, 99_999_999))] : [],
      topics: ['sanction'],
      datasets: ['bench'],
    };
  }
}

/** Queries: half list names varied (typo, order, case, dropped middle name), half names not listed. */
export function generateQueries(size, count, seed = 2) {
  const queries = [];
  const rng = new Rng(seed, 12);
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      const record = recordAt(rng.int(0, size - 1));
      const words = record.names[0].replace(',', '').split(' ');
      let text;
      switch (rng.int(0, 3)) {
        case 0: {
          const at = rng.int(0, words.length - 1);
          words[at] = typo(words[at], rng);
          text = words.join(' ');
          break;
        }
        case 1:
          text = [...words.slice(1), words[0]].join(' ');
          break;
        case 2:
          text = record.names[0].toUpperCase();
          break;
        default:
          text =
            words.length > 2 && record.kind === 'person'
              ? `${words[0]} ${words[words.length - 1]}`
              : record.names[0];
      }
      queries.push({ kind: record.kind, names: [text], expected: record.id });
    } else {
      const origin = rng.pick(ORIGINS);
      const text = `${rng.pick(origin.given)} ${familyName(rng, origin)}${rng.pick(ENDINGS)}x`;
      queries.push({ kind: 'person', names: [text] });
    }
  }
  return queries;
}
