/**
 * A Dutch postcode in address lines written without commas: where it parts the street and
 * number from the city, and a country written after it and the city.
 */
import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';

describe('a country ending a line after the postcode and city', () => {
  it('is the country, as after a comma, not the end of the city', () => {
    for (const [line, country] of [
      ['Kerkstraat 10 1012AB Amsterdam Nederland', 'Nederland'],
      ['Kerkstraat 10 1012 AB Amsterdam NL', 'NL'],
      ['Kerkstraat 10 1012AB Amsterdam The Netherlands', 'The Netherlands'],
      ['Kerkstraat 10, 1012AB Amsterdam Nederland', 'Nederland'],
      ['Kerkstraat 10 1012AB Den Haag Nederland', 'Nederland'],
    ] as const) {
      const read = withAddressLines({ address_line_1: line });
      expect(read, line).toMatchObject({
        street: 'Kerkstraat',
        house_number: '10',
        zip_code: '1012AB',
        country,
      });
      expect(read.city, line).toBe(line.includes('Den Haag') ? 'Den Haag' : 'Amsterdam');
    }
    // A city named as a country (Sint Maarten, Noord-Holland) is the city where nothing else is.
    expect(withAddressLines({ address_line_1: 'Kerkstraat 10 1753AB Sint Maarten' })).toMatchObject(
      { zip_code: '1753AB', city: 'Sint Maarten' },
    );
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 10 1753AB Sint Maarten' }).country,
    ).toBeUndefined();
    // FR after a city is Friesland as well as France: not read as the country.
    expect(
      withAddressLines({ address_line_1: 'Kerkstraat 10 8911AB Leeuwarden FR' }).country,
    ).toBeUndefined();
    // A country given wins; the city is still read without it.
    expect(
      withAddressLines({
        address_line_1: 'Kerkstraat 10 1012AB Amsterdam Nederland',
        country: 'NL',
      }),
    ).toMatchObject({ city: 'Amsterdam', country: 'NL' });
  });
});
