import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseDocumentCountry, parseIssuingCountry } from './issuing-country.js';

describe('parseDocumentCountry', () => {
  it.each([
    ['Dutch', 'NL'],
    ['Nederlandse', 'NL'],
    ['nederlands', 'NL'],
    ['Belgian', 'BE'],
    ['Belgische', 'BE'],
    ['Deutsche', 'DE'],
    ['Turkse', 'TR'],
    ['Moroccan', 'MA'],
    ['Oekraïense', 'UA'],
    ['IJslandse', 'IS'],
    // Countries are read as ever.
    ['NLD', 'NL'],
    ['Belgium', 'BE'],
  ])('reads %j as %s', (text, code) => {
    expect(parseDocumentCountry(text)).toBe(code);
  });

  it('reads no nationality as an address country, nor what is none', () => {
    expect(parseIssuingCountry('Dutch')).toBeUndefined();
    expect(parseDocumentCountry('Nederlander')).toBeUndefined();
    expect(parseDocumentCountry(undefined)).toBeUndefined();
  });
});

describe('parseIssuingCountry', () => {
  it.each([
    ['NL', 'NL'],
    ['nl', 'NL'],
    ['NLD', 'NL'],
    ['nld', 'NL'],
    [' Nld ', 'NL'],
    ['BEL', 'BE'],
    ['DEU', 'DE'],
    ['D', 'DE'],
    ['D<<', 'DE'],
    ['GBR', 'GB'],
    ['GBD', 'GB'],
    ['CHE', 'CH'],
    ['COM', 'KM'],
    ['MYT', 'YT'],
    ['Nederland', 'NL'],
    ['the netherlands', 'NL'],
    ['XK', 'XK'],
    ['RKS', 'XK'],
    // Names, English and Dutch, short and official, with or without accents and articles.
    ['Iran', 'IR'],
    ['Islamic Republic of Iran', 'IR'],
    ['Rusland', 'RU'],
    ['Russian Federation', 'RU'],
    ['United States of America', 'US'],
    ['Verenigde Staten', 'US'],
    ['UK', 'GB'],
    ['Verenigd Koninkrijk', 'GB'],
    ['Türkiye', 'TR'],
    ['Turkey', 'TR'],
    ['Turkije', 'TR'],
    ['Tsjechië', 'CZ'],
    ['Côte d’Ivoire', 'CI'],
    ['Burma', 'MM'],
    ['Kosovo', 'XK'],
    // Kosovo's own names, in Albanian: XK is no ISO 3166-1 code, so read by name as well.
    ['Kosovë', 'XK'],
    ['KOSOVË', 'XK'],
    ['Kosova', 'XK'],
    ['North Korea', 'KP'],
    ['Noord-Korea', 'KP'],
    ['Democratic Republic of the Congo', 'CD'],
    ['Hong Kong', 'HK'],
    ['België', 'BE'],
    ['Duitsland', 'DE'],
    // German, French, Spanish and Italian names.
    ['Pays-Bas', 'NL'],
    ['Niederlande', 'NL'],
    ['Países Bajos', 'NL'],
    ['Paesi Bassi', 'NL'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Belgique', 'BE'],
    ['Schweiz', 'CH'],
    // ISO 3166's English short form, and the state's official name.
    ['Netherlands (the)', 'NL'],
    ['Kingdom of the Netherlands', 'NL'],
    ['Bahamas (the)', 'BS'],
    // Two names joined by "and" in any language, or by "&" as CLDR writes them in English.
    ['Trinidad and Tobago', 'TT'],
    ['Trinidad & Tobago', 'TT'],
    ['Trinidad en Tobago', 'TT'],
    ['Bosnia and Herzegovina', 'BA'],
    ['Bosnia-Herzegovina', 'BA'],
    ['Saint Kitts and Nevis', 'KN'],
    ['Saint-Kitts-et-Nevis', 'KN'],
    ['Saint Vincent and the Grenadines', 'VC'],
    ['Sao Tome and Principe', 'ST'],
    ['Turks and Caicos Islands', 'TC'],
    ['Antigua and Barbuda', 'AG'],
    // A part of a bracketed name in another language gives way to a whole name: French
    // writes Sint Maarten "Saint-Martin (partie néerlandaise)".
    ['St. Martin', 'MF'],
    ['St Martin', 'MF'],
    ['Saint Martin', 'MF'],
    ['Sint Maarten', 'SX'],
    ['Bonaire', 'BQ'],
    ['Bonaire, Sint Eustatius and Saba', 'BQ'],
    ['Caribisch Nederland', 'BQ'],
    ['Virgin Islands (UK)', 'VG'],
    ['Virgin Islands (US)', 'VI'],
  ])('reads %j as %s', (text, code) => {
    expect(parseIssuingCountry(text)).toBe(code);
  });

  it.each(['', '  ', 'XX', 'XXX', 'N', 'Narnia', 'EU', 'NL1', 'Korea', 'Europe'])(
    'knows no country %j',
    (text) => {
      expect(parseIssuingCountry(text)).toBeUndefined();
    },
  );

  it('reads every country of the shipped country risk lists by the name the list gives', () => {
    const rows = readFileSync(new URL('../../../reference-data/country-risk.csv', import.meta.url))
      .toString()
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows.length).toBeGreaterThan(20);
    for (const [code, name] of rows) expect(parseIssuingCountry(name), name).toBe(code);
  });

  it('has nothing to read without a country', () => {
    expect(parseIssuingCountry(undefined)).toBeUndefined();
  });
});
