import { Type, type Static } from '@sinclair/typebox';
import { ADDRESS_MATCH_CODES } from './codes.js';
import { about, answerCode, answerText, closed, text, ref } from './primitives.js';

const addressCore = {
  street: Type.Optional(text(200, about('Street name, without the house number.'))),
  house_number: Type.Optional(
    text(
      20,
      about(
        'House number. A letter or addition belongs in house_number_extension; one written here (12A, 12-2) is read as the extension.',
      ),
    ),
  ),
  house_number_extension: Type.Optional(
    text(
      20,
      about(
        'House letter and/or addition to the house number (A, 2, A-2); answers join a letter and an addition with a hyphen.',
      ),
    ),
  ),
  zip_code: Type.Optional(
    text(20, about('Postcode; a Dutch one is four digits and two letters (1012AB, 1012 AB).')),
  ),
  city: Type.Optional(text(200, about('City or town (for a Dutch address, its woonplaats).'))),
  country: Type.Optional(
    text(
      100,
      about(
        'Country, as an ISO 3166 code (NL, NLD) or a name; answers give the two-letter code. An address with no country, here or ending its address lines, is read as Dutch.',
      ),
    ),
  ),
  state: Type.Optional(
    text(100, about('Province or region; for a Dutch address in an answer, its province.')),
  ),
};

/** The contract's shared Address shape. */
export const Address = Type.Object(
  {
    street: addressCore.street,
    house_number: addressCore.house_number,
    house_number_extension: addressCore.house_number_extension,
    zip_code: addressCore.zip_code,
    city: addressCore.city,
    country: addressCore.country,
    address_line_1: Type.Optional(
      text(
        200,
        about(
          'First line of an address written as free text (street and number, or the whole address); read into the fields above where they are left out. Answers use it for an address a source gives only as one text.',
        ),
      ),
    ),
    address_line_2: Type.Optional(
      text(200, about('Second line of an address written as free text (postcode and city).')),
    ),
    state: addressCore.state,
  },
  { ...closed, $id: 'Address' },
);
export type Address = Static<typeof Address>;

/** Address as echoed inside request_parameters: the same fields without the free lines. */
export const RequestParametersAddress = Type.Object(addressCore, {
  ...closed,
  $id: 'RequestParametersAddress',
});
export type RequestParametersAddress = Static<typeof RequestParametersAddress>;

/** Address match: whether a person is known at an address. */
export const AddressMatch = Type.Object(
  {
    code: answerCode(
      ADDRESS_MATCH_CODES,
      'AM01 known at the given address; AM02 known at another address (given in address); AM03 not known at any address in the residents data; AM04 known at this address, where no address was given to compare with.',
    ),
    message: answerText('The code in words.'),
    last_updated: Type.Optional(
      Type.String({
        format: 'date-time',
        ...about(
          'When the residents data last saw the person at the address (else since when it knows them there).',
        ),
      }),
    ),
    address: Type.Optional(
      ref(Address, about('The address the person is known at, where the code names one.')),
    ),
  },
  { ...closed, $id: 'AddressMatch' },
);
export type AddressMatch = Static<typeof AddressMatch>;
