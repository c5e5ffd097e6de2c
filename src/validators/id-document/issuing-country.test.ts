import { describe, expect, it } from 'vitest';
import { parseIssuingCountry } from './issuing-country.js';

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
  ])('reads %j as %s', (text, code) => {
    expect(parseIssuingCountry(text)).toBe(code);
  });

  it.each(['', '  ', 'XX', 'XXX', 'N', 'Narnia', 'EU', 'NL1', 'Korea', 'Europe'])(
    'knows no country %j',
    (text) => {
      expect(parseIssuingCountry(text)).toBeUndefined();
    },
  );

  it('has nothing to read without a country', () => {
    expect(parseIssuingCountry(undefined)).toBeUndefined();
  });
});
