import { Type, type Static } from '@sinclair/typebox';
import { closed, text, ref } from './primitives.js';

const addressCore = {
  street: Type.Optional(text()),
  house_number: Type.Optional(text(20)),
  house_number_extension: Type.Optional(text(20)),
  zip_code: Type.Optional(text(20)),
  city: Type.Optional(text()),
  country: Type.Optional(text(100)),
  state: Type.Optional(text(100)),
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
    address_line_1: Type.Optional(text()),
    address_line_2: Type.Optional(text()),
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
    code: Type.Optional(Type.String()),
    message: Type.Optional(Type.String()),
    last_updated: Type.Optional(Type.String({ format: 'date-time' })),
    address: Type.Optional(ref(Address)),
  },
  { ...closed, $id: 'AddressMatch' },
);
export type AddressMatch = Static<typeof AddressMatch>;
