import { Type, type Static } from '@sinclair/typebox';
import { Address } from './address.js';
import { CompanyRecord } from './company-record.js';
import { CompanyInput } from './parties.js';
import { closed, text, ref } from './primitives.js';

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
    chamber_of_commerce_number: Type.Optional(text(40)),
    company: Type.Optional(ref(CompanyInput)),
  },
  { ...closed, $id: 'CompanySearchRequest' },
);
export type CompanySearchRequest = Static<typeof CompanySearchRequest>;

export const CompanySearchResult = Type.Object(
  {
    companies: Type.Optional(Type.Array(ref(CompanyRecord))),
    used_request_type: Type.Optional(Type.Integer()),
  },
  { ...closed, $id: 'CompanySearchResult' },
);
export type CompanySearchResult = Static<typeof CompanySearchResult>;

export const AddressSearchRequest = Type.Object(
  { address: ref(Address) },
  { ...closed, $id: 'AddressSearchRequest' },
);
export type AddressSearchRequest = Static<typeof AddressSearchRequest>;
