import { describe, expect, it } from 'vitest';
import { companyRequestParameters, personRequestParameters } from './request-parameters.js';

describe('request parameters', () => {
  it('echoes a company request with ids and the address without free lines', () => {
    const echoed = companyRequestParameters(
      {
        type: 'basic',
        chamber_of_commerce_number: '12345678',
        vat_number: 'NL001234567B01',
        company: {
          name: 'Voorbeeld B.V.',
          address: { street: 'Damrak', house_number: '1', address_line_1: 'Damrak 1' },
        },
      },
      'chk-1',
    );
    expect(echoed).toEqual({
      identifier: 'chk-1',
      company: {
        name: 'Voorbeeld B.V.',
        chamber_of_commerce_number: '12345678',
        vat_number: 'NL001234567B01',
        address: { street: 'Damrak', house_number: '1' },
      },
      address: { street: 'Damrak', house_number: '1' },
      ids: { kvk: '12345678', btw: 'NL001234567B01' },
    });
  });

  it('leaves out blank fields and objects with nothing in them', () => {
    expect(
      companyRequestParameters({ type: 'basic', search_identifier: 'cs1_x' }, 'chk-1'),
    ).toEqual({ identifier: 'chk-1' });
    expect(
      personRequestParameters(
        {
          type: 'basic',
          person: { last_name: 'Jansen', first_name: ' ' },
          address: { zip_code: '1012AB', house_number: '1', house_number_extension: '' },
        },
        'chk-2',
      ),
    ).toEqual({
      identifier: 'chk-2',
      person: { last_name: 'Jansen' },
      address: { zip_code: '1012AB', house_number: '1' },
    });
  });

  it('echoes a person request with email and the document as a list', () => {
    const echoed = personRequestParameters(
      {
        type: 'basic',
        person: { last_name: 'Jansen', mail_address: 'j@example.org', date_of_birth: '1980-02-01' },
        id_document: { type: 'passport', country: 'NL', number: 'XR1234567' },
      },
      'chk-2',
    );
    expect(echoed.person).toMatchObject({ last_name: 'Jansen', email: 'j@example.org' });
    expect(echoed.id_documents).toEqual([{ type: 'passport', country: 'NL', number: 'XR1234567' }]);
    expect(echoed.address).toBeUndefined();
  });

  it('echoes an address given as lines as the fields read from them', () => {
    const echo = (address: object) =>
      personRequestParameters({ type: 'basic', person: { last_name: 'Linden' }, address }, 'c')
        .address;
    expect(echo({ address_line_1: 'Merelstraat 1B, 1020 AA Amsterdam' })).toEqual({
      street: 'Merelstraat',
      house_number: '1B',
      zip_code: '1020AA',
      city: 'Amsterdam',
    });
    // Lines nothing can be read from stay, as the street, with the fields given.
    expect(echo({ address_line_1: 'Flat 3', address_line_2: 'Rose Court', country: 'GB' })).toEqual(
      { street: 'Flat 3, Rose Court', country: 'GB' },
    );
    // Abroad, lines read whole become fields; a country ending them is the country.
    expect(
      echo({ address_line_1: 'Unter den Linden 5', address_line_2: '10117 Berlin', country: 'DE' }),
    ).toEqual({
      street: 'Unter den Linden',
      house_number: '5',
      zip_code: '10117',
      city: 'Berlin',
      country: 'DE',
    });
    expect(echo({ address_line_1: 'Merelstraat 1B, 1020 AA Amsterdam, Nederland' })).toEqual({
      street: 'Merelstraat',
      house_number: '1B',
      zip_code: '1020AA',
      city: 'Amsterdam',
      country: 'Nederland',
    });
  });
});
