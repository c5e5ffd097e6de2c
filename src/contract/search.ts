import { Type, type Static } from '@sinclair/typebox';
import { Address } from './address.js';
import { CompanyRecord } from './company-record.js';
import { CompanyInput } from './parties.js';
import { about, closed, text, ref } from './primitives.js';

/** 0 or absent: chosen from the fields given; 1 by CoC number; 2 by name; 3 by address. */
export const REQUEST_TYPES = [0, 1, 2, 3] as const;

export const CompanySearchRequest = Type.Object(
  {
    request_type: Type.Optional(
      Type.Integer({
        format: 'int32',
        minimum: 0,
        maximum: 3,
        // The values listed, so that a problem names them ("must be one of 0, 1, 2, 3").
        enum: [...REQUEST_TYPES],
        description: '0 or absent: chosen from the fields given; 1 CoC number; 2 name; 3 address.',
      }),
    ),
    chamber_of_commerce_number: Type.Optional(
      text(
        40,
        about(
          "The number to search by (request_type 1): a KvK or other register's number, or an LEI.",
        ),
      ),
    ),
    company: Type.Optional(
      ref(
        CompanyInput,
        about(
          'What to search by otherwise: the name (request_type 2), narrowed by an address given, or the postcode and house number of the address (request_type 3).',
        ),
      ),
    ),
  },
  { ...closed, $id: 'CompanySearchRequest' },
);
export type CompanySearchRequest = Static<typeof CompanySearchRequest>;

export const CompanySearchResult = Type.Object(
  {
    companies: Type.Optional(
      Type.Array(
        ref(CompanyRecord),
        about('The companies found, best first, at most 10; each with its search_identifier.'),
      ),
    ),
    used_request_type: Type.Optional(
      Type.Integer(
        about(
          'The search made: 1 by CoC number, 2 by name, 3 by address; where request_type was 0 or absent, the one chosen from the fields given.',
        ),
      ),
    ),
  },
  { ...closed, $id: 'CompanySearchResult' },
);
export type CompanySearchResult = Static<typeof CompanySearchResult>;

export const AddressSearchRequest = Type.Object(
  {
    address: ref(
      Address,
      about(
        'The address to complete: a house number with a postcode, or with a street and city (typos in these are corrected).',
      ),
    ),
  },
  { ...closed, $id: 'AddressSearchRequest' },
);
export type AddressSearchRequest = Static<typeof AddressSearchRequest>;
