import { Type, type Static } from '@sinclair/typebox';
import { Address } from './address.js';
import { about, BLANK_PATTERN, closed, text, ref } from './primitives.js';

/** Caller metadata sent with a check; stored with the check and its audit record. */
export const Source = Type.Object(
  {
    source: Type.Optional(
      text(200, about("Name of the caller's application or channel the check comes from.")),
    ),
    sourceid: Type.Optional(text(200, about("The caller's identifier of that source."))),
    organisation_name: Type.Optional(text(200, about("Name of the caller's organisation."))),
    organization_coc_registration_number: Type.Optional(
      text(40, about("CoC (KvK) number of the caller's organisation.")),
    ),
    username: Type.Optional(text(200, about('Name of the user who asks for the check.'))),
    userid: Type.Optional(
      Type.Integer({
        minimum: -2147483648,
        maximum: 2147483647,
        ...about("The caller's numeric identifier of that user (a 32-bit integer)."),
      }),
    ),
    location: Type.Optional(
      text(200, about('The location (an office, a branch) the check is asked for from.')),
    ),
    location_id: Type.Optional(text(200, about("The caller's identifier of that location."))),
  },
  { ...closed, $id: 'Source' },
);
export type Source = Static<typeof Source>;

export const CompanyInput = Type.Object(
  {
    name: Type.Optional(
      text(
        300,
        about(
          'Company name; found with typos, another word order and legal forms written otherwise (Pinas Makelaars BV).',
        ),
      ),
    ),
    address: Type.Optional(
      ref(
        Address,
        about(
          "The company's address: narrows a search by name to the companies there, and is compared with the address registered.",
        ),
      ),
    ),
    mail_address: Type.Optional(
      text(254, about('E-mail address of the company; one that agrees favours a candidate.')),
    ),
    phone_number: Type.Optional(
      text(40, about('Phone number of the company; one that agrees favours a candidate.')),
    ),
  },
  { ...closed, $id: 'CompanyInput' },
);
export type CompanyInput = Static<typeof CompanyInput>;

const personFields = {
  initials: Type.Optional(text(40, about('Initials of the given names (J.P.).'))),
  first_name: Type.Optional(text(200, about('Given name(s).'))),
  last_name_prefix: Type.Optional(
    text(40, about('Family name prefix, the tussenvoegsel (van, de, van der).')),
  ),
  last_name: Type.Optional(text(200, about('Family name, without its prefix.'))),
  mail_address: Type.Optional(text(254, about('E-mail address.'))),
  gender: Type.Optional(text(10, about('M, F or X (unspecified or other).', 'M'))),
  place_of_birth: Type.Optional(text(200, about('Place of birth.'))),
  phone_number: Type.Optional(
    text(
      40,
      about('Phone number, national (06-12345678) or international (+31 6 12345678) notation.'),
    ),
  ),
};

/** Person as sent in a person-check request: date_of_birth is a date string. */
export const PersonInput = Type.Object(
  {
    ...personFields,
    gender: Type.Optional(
      text(10, {
        ...about(
          'M, F or X; also read in any case: m, male, man, f, female, v, vrouw, x. Anything else is 400.',
          'M',
        ),
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
  {
    ...personFields,
    date_of_birth: Type.Optional(
      Type.String({
        format: 'date-time',
        ...about('Date of birth, as a date-time at midnight UTC.'),
      }),
    ),
  },
  { ...closed, $id: 'Person' },
);
export type Person = Static<typeof Person>;

export const IdDocument = Type.Object(
  {
    type: Type.Optional(
      text(
        40,
        about(
          'passport, identity_card or drivers_license (Dutch names such as paspoort, ID-kaart and rijbewijs are read too); absent: the number is looked up under all three.',
          'drivers_license',
        ),
      ),
    ),
    country: Type.Optional(
      text(
        100,
        about(
          "Issuing country, as an ISO 3166-1 code (NL, NLD); absent: the address's country, else NL.",
        ),
      ),
    ),
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
