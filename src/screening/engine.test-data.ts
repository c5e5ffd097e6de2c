/** Listings, helpers and the shared index used by the engine*.test.ts files. */
import { ScreeningIndex } from './engine.js';
import type { ScreeningRecord } from './types.js';

export const record = (
  id: string,
  kind: ScreeningRecord['kind'],
  names: string[],
  extra: Partial<ScreeningRecord> = {},
): ScreeningRecord => ({
  id,
  kind,
  names,
  birthDates: [],
  countries: [],
  identifiers: [],
  topics: ['sanction'],
  datasets: ['test'],
  ...extra,
});

/** Fictitious filler: many persons sharing a common given name, and many LLCs. */
export function filler(count: number): ScreeningRecord[] {
  const family = ['Karimov', 'Haddad', 'Novak', 'Okafor', 'Silva', 'Tanaka', 'Yilmaz', 'Larsen'];
  return Array.from({ length: count }, (_, i) =>
    i % 2 === 0
      ? record(`f-${i}`, 'person', [`Mohammed ${family[i % 8] ?? ''}${i}`])
      : record(`f-${i}`, 'company', [`Trading${i} LLC`]),
  );
}

export const listed: ScreeningRecord[] = [
  record('putin', 'person', ['PUTIN, Vladimir Vladimirovich', 'Владимир Путин'], {
    birthDates: ['1952-10-07'],
    countries: ['ru'],
  }),
  record('smith', 'person', ['John Andrew Smith'], { birthDates: ['1970-05-04'] }),
  record('habbash', 'person', ['George Habbash']),
  record('rahman', 'person', ['Muhammad Rahman']),
  record('acme', 'company', ['Acme Trading B.V.'], { identifiers: ['12345678'] }),
  record('emma', 'company', ['EMMA LLC']),
  record('vanleeuwen', 'person', ['Ayşe Vanleeuwen'], { birthDates: ['1951-12-03'] }),
  record('vandenberg', 'person', ['Pieter van den Berg']),
  record('petrovic', 'person', ['Đorđe Petrović'], { birthDates: ['1968-08-08'] }),
  record('djukic', 'person', ['Djuro Djukic']),
  record('crescent', 'company', ['The Crescent Bank']),
  record('golden-crescent', 'company', ['Golden Crescent Trading FZE'], { countries: ['ae'] }),
  record('blue-horizon', 'company', ['Blue Horizon Shipping Ltd']),
  record('severny-veter', 'company', ['Северный Ветер ООО', 'Severny Veter LLC']),
  record('imran-sheikh', 'person', ['Imran Sheikh'], { birthDates: ['1980-01-01'] }),
  record('sheikh-ahmed', 'person', ['Sheikh Ahmed']),
  record('tekhno', 'company', ['AO "Tekhnoplastimpeks"'], { countries: ['ru'] }),
  record('karimullah', 'person', ['Karimullah'], { countries: ['af'] }),
  record('zahrawi', 'person', ['Khalid Omar Zahrawi'], {
    weakNames: ['Abu Hafsa'],
    birthDates: ['1975-01-01'],
  }),
];

export const index = new ScreeningIndex([...listed, ...filler(20_000)]);
export const ids = (names: string[], kind: ScreeningRecord['kind'] = 'person', extra = {}) =>
  index.search({ kind, names, ...extra }).map((h) => h.id);
