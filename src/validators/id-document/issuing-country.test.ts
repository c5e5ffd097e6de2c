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
  ])('reads %j as %s', (text, code) => {
    expect(parseIssuingCountry(text)).toBe(code);
  });

  it.each(['', '  ', 'XX', 'XXX', 'UK', 'N', 'Narnia', 'EU', 'NL1'])(
    'knows no country %j',
    (text) => {
      expect(parseIssuingCountry(text)).toBeUndefined();
    },
  );

  it('has nothing to read without a country', () => {
    expect(parseIssuingCountry(undefined)).toBeUndefined();
  });
});
