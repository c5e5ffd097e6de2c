import { Type, type Static } from '@sinclair/typebox';
import { Address } from './address.js';
import { BLANK_PATTERN, closed, text, ref } from './primitives.js';

/** Caller metadata sent with a check; stored with the check and its audit record. */
export const Source = Type.Object(
  {
    source: Type.Optional(text()),
    sourceid: Type.Optional(text()),
    organisation_name: Type.Optional(text()),
    organization_coc_registration_number: Type.Optional(text(40)),
    username: Type.Optional(text()),
    userid: Type.Optional(Type.Integer({ minimum: -2147483648, maximum: 2147483647 })),
    location: Type.Optional(text()),
    location_id: Type.Optional(text()),
  },
  { ...closed, $id: 'Source' },
);
export type Source = Static<typeof Source>;

export const CompanyInput = Type.Object(
  {
    name: Type.Optional(text(300)),
    address: Type.Optional(ref(Address)),
    mail_address: Type.Optional(text(254)),
    phone_number: Type.Optional(text(40)),
  },
  { ...closed, $id: 'CompanyInput' },
);
export type CompanyInput = Static<typeof CompanyInput>;

const personFields = {
  initials: Type.Optional(text(40)),
  first_name: Type.Optional(text()),
  last_name_prefix: Type.Optional(text(40)),
  last_name: Type.Optional(text()),
  mail_address: Type.Optional(text(254)),
  gender: Type.Optional(text(10)),
  place_of_birth: Type.Optional(text()),
  phone_number: Type.Optional(text(40)),
};

/** Person as sent in a person-check request: date_of_birth is a date string. */
export const PersonInput = Type.Object(
  {
    ...personFields,
    gender: Type.Optional(
      text(10, {
        description:
          'M, F or X; also read in any case: m, male, man, f, female, v, vrouw, x. Anything else is 400.',
      }),
    ),
    // Blank ("" or only spaces) is read as not given, as it is for the text fields: clients
    // send "" for unknown.
    date_of_birth: Type.Optional(
      Type.String({
        maxLength: 10,
        anyOf: [{ format: 'date' }, { pattern: BLANK_PATTERN }],
        description:
          'YYYY-MM-DD, from 1900-01-01 up to today, or blank (not given); anything else is 400.',
      }),
    ),
  },
  { ...closed, $id: 'PersonInput' },
);
export type PersonInput = Static<typeof PersonInput>;

/** Person as returned in person_match.person and in a UBO entry: date_of_birth is a date-time. */
export const Person = Type.Object(
  { ...personFields, date_of_birth: Type.Optional(Type.String({ format: 'date-time' })) },
  { ...closed, $id: 'Person' },
);
export type Person = Static<typeof Person>;

export const IdDocument = Type.Object(
  {
    type: Type.Optional(text(40)),
    country: Type.Optional(text(100)),
    // Required by the schema, so that the OpenAPI document says so; a blank number is refused
    // by the request rules (src/checks/person/request-input.ts), as it was before.
    number: text(40, {
      description:
        'Required when an id_document is given: a document is checked by its number. A blank number is 400 too.',
    }),
  },
  { ...closed, $id: 'IdDocument' },
);
export type IdDocument = Static<typeof IdDocument>;
