import { Type, type Static } from '@sinclair/typebox';
import { Address, AddressMatch } from './address.js';
import { Person } from './parties.js';
import { closed, ref } from './primitives.js';

const S = () => Type.Optional(Type.String());
const dateOut = () => Type.Optional(Type.String({ format: 'date' }));
const dateTimeOut = () => Type.Optional(Type.String({ format: 'date-time' }));

export const Director = Type.Object(
  {
    name: S(),
    initials: S(),
    first_name: S(),
    last_name_prefix: S(),
    last_name: S(),
    chamber_of_commerce_number: S(),
    company: S(),
    gender: S(),
    date_of_birth: dateOut(),
    address_of_birth: Type.Optional(ref(Address)),
    risk: Type.Optional(Type.Object({ code: S(), description: S() }, closed)),
    address_match: Type.Optional(ref(AddressMatch)),
    function_date: dateOut(),
    authority: S(),
  },
  { ...closed, $id: 'Director' },
);
export type Director = Static<typeof Director>;

export const Parent = Type.Recursive(
  (This) =>
    Type.Object(
      {
        name: S(),
        shareholding_percentage: Type.Optional(Type.Number()),
        start_date: dateOut(),
        address: Type.Optional(ref(Address)),
        mail_address: S(),
        phone_number: S(),
        industry: S(),
        industry_description: S(),
        business_entity_type: S(),
        incorporation_year: S(),
        chamber_of_commerce_number: S(),
        directors: Type.Optional(Type.Array(ref(Director))),
        parents: Type.Optional(Type.Array(This)),
      },
      closed,
    ),
  { $id: 'Parent' },
);
export type Parent = Static<typeof Parent>;

export const TreeNode = Type.Recursive(
  (This) =>
    Type.Object(
      {
        level: Type.Optional(Type.Integer()),
        id: S(),
        type: S(),
        role: S(),
        name: S(),
        parents: Type.Optional(Type.Array(This)),
      },
      closed,
    ),
  { $id: 'TreeNode' },
);
export type TreeNode = Static<typeof TreeNode>;

export const UboEntry = Type.Object(
  {
    name: S(),
    roles: Type.Optional(
      Type.Array(
        Type.Object({ id: S(), type: S(), competency: S(), start_date: dateTimeOut() }, closed),
      ),
    ),
    tree: Type.Optional(ref(TreeNode)),
    person: Type.Optional(ref(Person)),
    shareholding_percentage: Type.Optional(Type.Number()),
  },
  { ...closed, $id: 'UboEntry' },
);
export type UboEntry = Static<typeof UboEntry>;

export const CompanyRecord = Type.Object(
  {
    status: S(),
    name: S(),
    type: S(),
    address: Type.Optional(ref(Address)),
    post_address: Type.Optional(ref(Address)),
    mail_address: S(),
    phone_number: S(),
    industry: S(),
    industry_description: S(),
    business_entity_type: S(),
    incorporation_date: dateTimeOut(),
    incorporation_year: S(),
    chamber_of_commerce_number: S(),
    directors: Type.Optional(Type.Array(ref(Director))),
    parents: Type.Optional(Type.Array(ref(Parent))),
    ubo: Type.Optional(Type.Array(ref(UboEntry))),
    company_balance_sheet: Type.Optional(
      Type.Object(
        {
          // The contract leaves the entries' content open: objects with any fields (year,
          // currency, the items; in parent_entries also PARENT_ENTRY_FIELDS).
          entries: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
          parent_entries: Type.Optional(
            Type.Array(Type.Object({}, { additionalProperties: true })),
          ),
        },
        closed,
      ),
    ),
    search_identifier: S(),
  },
  { ...closed, $id: 'CompanyRecord' },
);
export type CompanyRecord = Static<typeof CompanyRecord>;

/** The fields of a `parent_entries` entry that name the parent whose group it is, not a figure. */
export const PARENT_ENTRY_FIELDS = [
  'parent_name',
  'parent_registration_number',
  'parent_country',
] as const;
