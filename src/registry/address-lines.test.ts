import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';

describe('withAddressLines', () => {
  it('reads street, number, postcode and city from two lines or one', () => {
    const expected = {
      street: 'Merelstraat',
      house_number: '1B',
      zip_code: '1020AA',
      city: 'Amsterdam',
    };
    expect(
      withAddressLines({ address_line_1: 'Merelstraat 1B', address_line_2: '1020 AA Amsterdam' }),
    ).toMatchObject(expected);
    expect(
      withAddressLines({ address_line_1: ' Merelstraat  1B ,  1020aa   Amsterdam ' }),
    ).toMatchObject(expected);
  });

  it('takes a line of words after the street for the city', () => {
    expect(withAddressLines({ address_line_1: 'Merelstrat 1B, Amsterdam' })).toMatchObject({
      street: 'Merelstrat',
      house_number: '1B',
      city: 'Amsterdam',
    });
    // Before the street, or with digits, it is not.
    expect(withAddressLines({ address_line_1: 'Amsterdam, Merelstraat 1B' }).city).toBeUndefined();
  });

  it('reads the usual ways of writing a number with letter or addition', () => {
    const read = (line: string) => {
      const { street, house_number } = withAddressLines({ address_line_1: line });
      return [street, house_number];
    };
    expect(read('Kerkstraat 10-2')).toEqual(['Kerkstraat', '10-2']);
    expect(read('Kerkstraat 10 A')).toEqual(['Kerkstraat', '10 A']);
    expect(read('Kerkstraat 10A-2')).toEqual(['Kerkstraat', '10A-2']);
    expect(read('2e Hugo de Grootstraat 10')).toEqual(['2e Hugo de Grootstraat', '10']);
    expect(read('Plein 1940 12')).toEqual(['Plein 1940', '12']);
    expect(read('Postbus')).toEqual([undefined, undefined]);
  });

  it('never overrides a field the request gives, and leaves an address without lines alone', () => {
    const given = {
      street: 'Kerkstraat',
      house_number: '10',
      zip_code: '1017GA',
      city: 'Amsterdam',
      address_line_1: 'Merelstraat 1B',
      address_line_2: '1020 AA Haarlem',
    };
    expect(withAddressLines(given)).toEqual(given);
    const plain = { zip_code: '1017GA', house_number: '10' };
    expect(withAddressLines(plain)).toBe(plain);
  });
});
