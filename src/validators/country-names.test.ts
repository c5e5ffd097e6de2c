import { describe, expect, it } from 'vitest';
import { countryNamesOf, foldCountryName } from './country-names.js';

const ALPHA2 = [
  ...['AE', 'BO', 'CD', 'CI', 'CZ', 'GB', 'HK', 'IR', 'KP', 'KR', 'LA', 'MD', 'MM', 'MO'],
  ...['PS', 'RU', 'SY', 'TR', 'TZ', 'US', 'VE', 'VN', 'XK'],
];

describe('countryNamesOf: the spellings the UN, EU and OFAC lists use', () => {
  const names = countryNamesOf(ALPHA2);
  it.each([
    ['Hong Kong SAR', 'HK'],
    ['Hong Kong, China', 'HK'],
    ['Macao SAR', 'MO'],
    ['Macau SAR', 'MO'],
    ['U.A.E.', 'AE'],
    ['UAE', 'AE'],
    ['U.S.A.', 'US'],
    ['U.S.', 'US'],
    ['USA', 'US'],
    ['UK', 'GB'],
    ['U.K.', 'GB'],
    ['Great Britain', 'GB'],
    ['Republic of Korea', 'KR'],
    ['Korea, Republic of', 'KR'],
    ['South Korea', 'KR'],
    ["Democratic People's Republic of Korea", 'KP'],
    ['Korea, North', 'KP'],
    ['DPRK', 'KP'],
    ['Russian Federation', 'RU'],
    ['Iran (Islamic Republic of)', 'IR'],
    ['Syrian Arab Republic', 'SY'],
    ['Viet Nam', 'VN'],
    ["Lao People's Democratic Republic", 'LA'],
    ["Côte d'Ivoire", 'CI'],
    ["Cote d'Ivoire", 'CI'],
    ['Ivory Coast', 'CI'],
    ['Türkiye', 'TR'],
    ['Czechia', 'CZ'],
    ['Burma', 'MM'],
    ['Congo, Democratic Republic of the', 'CD'],
    ['Bolivia (Plurinational State of)', 'BO'],
    ['Venezuela (Bolivarian Republic of)', 'VE'],
    ['Tanzania, United Republic of', 'TZ'],
    ['Moldova, Republic of', 'MD'],
    ['Palestine, State of', 'PS'],
    ['West Bank', 'PS'],
    ['Kosovo', 'XK'],
  ])('%s is %s', (name, code) => {
    expect(names.get(foldCountryName(name))).toBe(code);
  });
});

describe('countryNamesOf: a country by its own name', () => {
  const names = countryNamesOf(['PL', 'HU', 'SE', 'DK', 'CZ', 'HR', 'FI', 'NL', 'DE', 'RS']);
  it.each([
    ['Polska', 'PL'],
    ['Magyarország', 'HU'],
    ['Sverige', 'SE'],
    ['Danmark', 'DK'],
    ['Česko', 'CZ'],
    ['Hrvatska', 'HR'],
    ['Suomi', 'FI'],
    // The names read before stay as they were.
    ['Nederland', 'NL'],
    ['Deutschland', 'DE'],
    ['Serbia', 'RS'],
  ])('%s is %s', (name, code) => {
    expect(names.get(foldCountryName(name))).toBe(code);
  });
});
