import { Rng } from '../../demo/prng.js';
import { normaliseName, phoneticKey } from '../normalise/index.js';
import { editDistance } from '../score/levenshtein.js';
import type { ScreeningQuery } from '../types.js';
import { entryEntityId, type ListEntry } from './list-file.js';
import { COMPANY_GENERIC, COMPANY_WORDS, LEGAL_FORMS, ORIGINS, type Origin } from './name-parts.js';
import { inScript, vary, type ListedName, type VariationKind } from './variations.js';

export type NegativeKind =
  | 'random-person'
  | 'script-person'
  | 'random-company'
  | 'shared-given-name'
  | 'shared-family-name'
  | 'other-birth-date'
  | 'other-registration-number';

export interface LabelledQuery {
  query: ScreeningQuery;
  /** The entity a positive query must find; absent for negatives. */
  expected?: string;
  kind: VariationKind | NegativeKind;
  /** The listed name the query was made from, for reports. */
  from?: string;
}

// prettier-ignore
const PATRONYMICS = ['Ivanovich', 'Petrovich', 'Sergeyevich', 'Nikolayevich', 'Vladimirovich', 'Aleksandrovich', 'Ivanovna', 'Petrovna'];
/** Spelling and script variants apply to fewer names, so they are tried more often. */
const PERSON_KINDS: VariationKind[] = [
  'exact',
  'typo',
  'typo',
  'spelling',
  'spelling',
  'spelling',
  'script',
  'script',
  'script',
  'script',
  'reordered',
  'inverted',
  'dropped-part',
  'initials',
  'diacritics',
  'case',
];
/** A company name without one of its words is another company's name: no dropped parts. */
const COMPANY_KINDS: VariationKind[] = ['exact', 'typo', 'typo', 'legal-form', 'case'];

const written = (name: ListedName) =>
  name.kind === 'company'
    ? [name.company, name.legalForm].filter(Boolean).join(' ')
    : [...name.given, name.family].join(' ');

/** The words of a name, folded and sorted: equal keys are the same name. */
const wordsOf = (text: string, kind: 'person' | 'company'): string[] =>
  normaliseName(text, kind)
    .tokens.filter((t) => t.kind !== 'legal')
    .map((t) => t.text)
    .sort();

function personName(rng: Rng, origin: Origin): ListedName {
  const given = [rng.pick(origin.given)];
  if (origin.script === 'cyrillic' && rng.chance(0.4)) given.push(rng.pick(PATRONYMICS));
  else if (rng.chance(0.3)) {
    const middle = rng.pick(origin.given);
    if (middle !== given[0]) given.push(middle);
  }
  return { kind: 'person', given, family: rng.pick(origin.family), script: origin.script };
}

function companyName(rng: Rng): ListedName {
  const words = [rng.pick(COMPANY_WORDS)];
  if (rng.chance(0.3)) words.push(rng.pick(COMPANY_WORDS));
  words.push(rng.pick(COMPANY_GENERIC));
  return {
    kind: 'company',
    given: [],
    family: '',
    company: [...new Set(words)].join(' '),
    legalForm: rng.pick(LEGAL_FORMS),
  };
}

/** A fictitious list: 70 % persons of many origins, 30 % companies; names unique. */
export function generateEntries(seed: number, count: number): ListEntry[] {
  const rng = new Rng(seed, 1);
  const entries: ListEntry[] = [];
  const seen = new Set<string>();
  while (entries.length < count) {
    const origin = rng.pick(ORIGINS);
    const person = rng.chance(0.7);
    const name = person ? personName(rng, origin) : companyName(rng);
    const key = wordsOf(written(name), name.kind).join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const aliases: ListedName[] = [];
    const spelled = person ? vary(name, 'spelling', rng) : undefined;
    if (spelled && rng.chance(0.5)) {
      const parts = spelled.split(' ');
      aliases.push({ ...name, given: parts.slice(0, -1), family: parts[parts.length - 1] ?? '' });
    }
    entries.push({
      entNum: 90_000 + entries.length,
      name,
      aliases,
      birthDate: person && rng.chance(0.8) ? rng.date('1940-01-01', '1995-12-31') : undefined,
      country: origin.country,
      countryName: origin.countryName,
      registrationNumber:
        !person && rng.chance(0.7) ? String(rng.int(10_000_000, 99_999_999)) : undefined,
    });
  }
  return entries;
}

/** Queries made from list entries with the variations callers and lists really show. */
export function positiveQueries(
  entries: readonly ListEntry[],
  seed: number,
  count: number,
): LabelledQuery[] {
  const rng = new Rng(seed, 2);
  const queries: LabelledQuery[] = [];
  for (let i = 0; queries.length < count && i < count * 20; i++) {
    const entry = entries[i % entries.length];
    if (!entry) break;
    const kinds = entry.name.kind === 'person' ? PERSON_KINDS : COMPANY_KINDS;
    const kind = rng.pick(kinds);
    const text = vary(entry.name, kind, rng);
    if (!text) continue;
    const query: ScreeningQuery = { kind: entry.name.kind, names: [text] };
    if (entry.birthDate && rng.chance(0.3)) query.birthDates = [entry.birthDate];
    if (rng.chance(0.3)) query.countries = [entry.country];
    if (entry.registrationNumber && rng.chance(0.3)) query.identifiers = [entry.registrationNumber];
    queries.push({ query, expected: entryEntityId(entry), kind, from: written(entry.name) });
  }
  return queries;
}

/**
 * Names that are not on the list: random persons and companies of the same origins and words
 * (a random person of an origin with another script also asked in that script), and hard cases sharing a given or a family name with a listed person, or a listed name with
 * a birth date or registration number that says it is someone else. A name whose words are
 * all in a listed name, or contain all of one, is ambiguous and left out.
 */
export function negativeQueries(
  entries: readonly ListEntry[],
  seed: number,
  count: number,
): LabelledQuery[] {
  const rng = new Rng(seed, 3);
  const listed = entries.flatMap((e) =>
    [e.name, ...e.aliases].map((n) => ({ entNum: e.entNum, words: wordsOf(written(n), n.kind) })),
  );
  const buckets = new Map<string, typeof listed>();
  const bucketKeys = (words: string[]) => words.flatMap((w) => [phoneticKey(w), w.slice(0, 2)]);
  for (const name of listed) {
    for (const key of new Set(bucketKeys(name.words))) {
      buckets.set(key, [...(buckets.get(key) ?? []), name]);
    }
  }
  /**
   * Ambiguous: every word of one name has a counterpart in the other that a positive query
   * could also show (the same word, the same sound, or a typo away). Such a name is as much
   * the listed person as a typo is, so it is no fair negative.
   */
  const ambiguous = (text: string, kind: 'person' | 'company', except?: number) => {
    const words = wordsOf(text, kind);
    const near = (a: string, b: string) => {
      const allowed = Math.max(a.length, b.length) >= 8 ? 2 : 1;
      return a === b || phoneticKey(a) === phoneticKey(b) || editDistance(a, b, allowed) <= allowed;
    };
    const covers = (xs: string[], ys: string[]) => xs.every((x) => ys.some((y) => near(x, y)));
    const seen = new Set<(typeof listed)[number]>();
    for (const key of bucketKeys(words)) {
      for (const name of buckets.get(key) ?? []) {
        if (seen.has(name) || name.entNum === except) continue;
        seen.add(name);
        if (covers(words, name.words) || covers(name.words, words)) return true;
      }
    }
    return false;
  };
  const persons = entries.filter((e) => e.name.kind === 'person');
  const companies = entries.filter((e) => e.name.kind === 'company');
  const queries: LabelledQuery[] = [];
  const add = (
    text: string,
    kind: 'person' | 'company',
    label: NegativeKind,
    extra: Partial<ScreeningQuery> = {},
  ) => {
    if (ambiguous(text, kind)) return;
    queries.push({ query: { kind, names: [text], ...extra }, kind: label });
  };
  for (let i = 0; queries.length < count && i < count * 20; i++) {
    const roll = rng.float();
    const origin = rng.pick(ORIGINS);
    const listed = rng.pick(persons);
    if (roll < 0.45) {
      const random = personName(rng, origin);
      add(written(random), 'person', 'random-person');
      // The same person asked in the script of the origin, as callers write such names too;
      // ambiguous where the Latin name it writes is (Arabic and Hangul leave middle names out).
      const scripted = inScript(random);
      if (scripted && queries.length < count && !ambiguous(scripted.latin, 'person')) {
        add(scripted.text, 'person', 'script-person');
      }
    } else if (roll < 0.6) {
      add(written(companyName(rng)), 'company', 'random-company');
    } else if (roll < 0.72) {
      add(
        `${listed.name.given[0] ?? ''} ${rng.pick(origin.family)}`,
        'person',
        'shared-given-name',
      );
    } else if (roll < 0.84) {
      add(`${rng.pick(origin.given)} ${listed.name.family}`, 'person', 'shared-family-name');
    } else if (roll < 0.94) {
      if (!listed.birthDate) continue;
      const year = Number(listed.birthDate.slice(0, 4)) + rng.pick([-9, -5, -3, 3, 5, 9]);
      const text = written(listed.name);
      if (ambiguous(text, 'person', listed.entNum)) continue;
      queries.push({
        query: {
          kind: 'person',
          names: [text],
          birthDates: [`${year}${listed.birthDate.slice(4)}`],
        },
        kind: 'other-birth-date',
        from: text,
      });
    } else {
      const company = rng.pick(companies);
      if (!company.registrationNumber) continue;
      const text = written(company.name);
      if (ambiguous(text, 'company', company.entNum)) continue;
      queries.push({
        query: {
          kind: 'company',
          names: [text],
          identifiers: [String(rng.int(10_000_000, 99_999_999))],
        },
        kind: 'other-registration-number',
        from: text,
      });
    }
  }
  return queries;
}
