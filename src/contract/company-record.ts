import { Type, type Static } from '@sinclair/typebox';
import { Address, AddressMatch } from './address.js';
import { Person } from './parties.js';
import { COMPANY_STATUSES, DIRECTOR_RISK_CODES } from './codes.js';
import { about, answerCode, answerText as S, closed, ref } from './primitives.js';

const dateOut = (description: string) =>
  Type.Optional(Type.String({ format: 'date', ...about(description) }));
const dateTimeOut = (description: string) =>
  Type.Optional(Type.String({ format: 'date-time', ...about(description) }));

const INITIALS = 'Initials of the given names (J.P.).';
const FIRST_NAME = 'Given name(s).';
const PREFIX = 'Family name prefix, the tussenvoegsel (van, de, van der).';
const LAST_NAME = 'Family name, without its prefix.';
const GENDER = 'M, F or X (unspecified or other).';
const SHARE =
  'as a number (60 for 60 %); absent where it is not known as one number (a band such as 75-100%, or no percentage given)';

/** The fields a company record and a parent share, described for either. */
const companyFields = (whose: string) => ({
  mail_address: S(`E-mail address of ${whose}, as the register gives it.`),
  phone_number: S(`Phone number of ${whose}, as the register gives it.`),
  industry: S(`Activity code of ${whose} (SBI for a Dutch company: 6831).`),
  industry_description: S(`The activity of ${whose} in words, as the register writes it.`),
  business_entity_type: S(
    `Legal form of ${whose}, as the register writes it (Besloten Vennootschap).`,
  ),
  incorporation_year: S(`Year ${whose} was incorporated (YYYY).`),
  chamber_of_commerce_number: S(
    `The number of ${whose} in its trade register, which a check by chamber_of_commerce_number finds it by: the KvK number of a Dutch company, else its own register's number (HRB 19375).`,
  ),
});

export const Director = Type.Object(
  {
    name: S('Full name of the director: a person, or a legal entity that is director.'),
    initials: S(INITIALS),
    first_name: S(FIRST_NAME),
    last_name_prefix: S(PREFIX),
    last_name: S(LAST_NAME),
    chamber_of_commerce_number: S('Register number of a director that is a legal entity.'),
    company: S('Ja when the director is a legal entity, Nee when a natural person.', 'Ja'),
    gender: S(GENDER, 'M'),
    date_of_birth: dateOut('Date of birth (YYYY-MM-DD).'),
    address_of_birth: Type.Optional(
      ref(Address, about('Where the director was born: the place of birth is its city.')),
    ),
    risk: Type.Optional(
      Type.Object(
        {
          code: answerCode(
            DIRECTOR_RISK_CODES,
            '0 no screening hit, 1 a possible hit, 2 a confirmed hit.',
            '0',
          ),
          description: S('The result in words, naming the listing and its list.'),
        },
        {
          ...closed,
          ...about(
            'The screening of the director on sanctions, PEP and other lists; absent where no listings are imported to screen against.',
          ),
        },
      ),
    ),
    address_match: Type.Optional(
      ref(
        AddressMatch,
        about(
          'Whether the residents data knows the director, and at which address (no address is given to compare with).',
        ),
      ),
    ),
    function_date: dateOut('Date the directorship began (YYYY-MM-DD).'),
    authority: S(
      'The role and the power to act, as the register states them (Bestuurder, zelfstandig bevoegd).',
    ),
  },
  { ...closed, $id: 'Director' },
);
export type Director = Static<typeof Director>;

export const Parent = Type.Recursive(
  (This) =>
    Type.Object(
      {
        name: S('Name of the parent company.'),
        shareholding_percentage: Type.Optional(
          Type.Number(about(`The share the parent holds of the company below it, ${SHARE}.`)),
        ),
        start_date: dateOut('Date the holding began (YYYY-MM-DD).'),
        address: Type.Optional(
          ref(
            Address,
            about(
              'Address of the parent, as for the company: the address as one text, or the country alone, where that is all the register has.',
            ),
          ),
        ),
        ...companyFields('the parent'),
        directors: Type.Optional(
          Type.Array(
            ref(Director),
            about("The parent's directors in force, screened and looked up as the company's own."),
          ),
        ),
        parents: Type.Optional(
          Type.Array(
            This,
            about(
              'The companies owning this parent, and theirs in turn. A company met again up its own chain (an ownership cycle; the checked company itself, too) is shown once more with only its name, number, share and start date, and named in backend_data lookups.parents.cycles.',
            ),
          ),
        ),
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
        level: Type.Optional(
          Type.Integer(about('0 for the checked company, one more per ownership step up.')),
        ),
        id: S('Identifier of the party in the reference data.'),
        type: S('company or person.'),
        role: S(
          'How the party holds the node below it (shareholder 60.00 %); checked company at level 0.',
        ),
        name: S('Name of the party.'),
        parents: Type.Optional(
          Type.Array(This, about("The party's owners on the UBO's chains, one level up.")),
        ),
      },
      closed,
    ),
  { $id: 'TreeNode' },
);
export type TreeNode = Static<typeof TreeNode>;

export const UboEntry = Type.Object(
  {
    name: S('Full name of the UBO.'),
    roles: Type.Optional(
      Type.Array(
        Type.Object(
          {
            id: S('Identifier of the role: for an owner, the chain of parties it runs through.'),
            type: S('owner (holds shares) or pseudo_ubo (senior management standing in).'),
            competency: S(
              'The role in words: direct 60.00 %, indirect 30.00 % through X B.V. > Y B.V., or why senior management stands in.',
            ),
            start_date: dateTimeOut(
              'Since when the role holds (the latest start along its chain).',
            ),
          },
          closed,
        ),
        about(
          'Why the person is a UBO: one role per chain of holdings, or the pseudo-UBO role, then one owner role per chain of any shares the pseudo-UBO holds (25 % or less).',
        ),
      ),
    ),
    tree: Type.Optional(
      ref(
        TreeNode,
        about(
          "The holdings from the checked company (level 0) up to the person; a pseudo-UBO's function, then the routes of any shares they hold.",
        ),
      ),
    ),
    person: Type.Optional(
      ref(Person, about("The person's name, gender and date of birth, where known.")),
    ),
    shareholding_percentage: Type.Optional(
      Type.Number(
        about(
          `The person's share of the company over all chains, ${SHARE}; for a pseudo-UBO, the shares they hold (25 % or less), absent where they hold none.`,
        ),
      ),
    ),
  },
  { ...closed, $id: 'UboEntry' },
);
export type UboEntry = Static<typeof UboEntry>;

/** The entries of a balance sheet: objects the contract leaves open. */
const openEntries = (description: string) =>
  Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), about(description)));

const own = companyFields('the company');

// The order of the fields is the order of the answer's keys (the serialiser writes them so).
export const CompanyRecord = Type.Object(
  {
    status: answerCode(
      COMPANY_STATUSES,
      "active, inactive, in_liquidation, bankrupt or dissolved; absent where the register's status is none of these.",
      'active',
    ),
    name: S("The company's registered name."),
    type: S(
      'The kind of party the register lists: company, organization, legal_entity or public_body.',
    ),
    address: Type.Optional(
      ref(
        Address,
        about(
          'The registered address; the address as one text (address_line_1), or the country alone, where that is all the register has.',
        ),
      ),
    ),
    post_address: Type.Optional(
      ref(
        Address,
        about('Postal address. None of the imported data formats gives one, so it is not filled.'),
      ),
    ),
    mail_address: own.mail_address,
    phone_number: own.phone_number,
    industry: own.industry,
    industry_description: own.industry_description,
    business_entity_type: own.business_entity_type,
    incorporation_date: dateTimeOut(
      'Date of incorporation, as a date-time at midnight UTC; absent where only the year is known.',
    ),
    incorporation_year: own.incorporation_year,
    chamber_of_commerce_number: own.chamber_of_commerce_number,
    directors: Type.Optional(
      Type.Array(
        ref(Director),
        about(
          'Directors in force (of a dissolved company: on its dissolution date), each screened and looked up among residents.',
        ),
      ),
    ),
    parents: Type.Optional(
      Type.Array(
        ref(Parent),
        about(
          'The companies owning the company, each with its own parents in turn. A company met again up its own chain (an ownership cycle, the checked company itself included) is shown once more with only its name, number, share and start date, and named in backend_data lookups.parents.cycles.',
        ),
      ),
    ),
    ubo: Type.Optional(
      Type.Array(
        ref(UboEntry),
        about(
          'Ultimate beneficial owners: the natural persons holding more than 25 % over all chains of holdings, or, where nobody does, senior management as pseudo-UBOs.',
        ),
      ),
    ),
    company_balance_sheet: Type.Optional(
      Type.Object(
        {
          // The contract leaves the entries' content open: objects with any fields (year,
          // currency, the items; in parent_entries also PARENT_ENTRY_FIELDS).
          entries: openEntries(
            "The company's own figures, one object per year, newest first: year, currency and each item as a decimal string.",
          ),
          parent_entries: openEntries(
            "Parents' consolidated figures, one object per year and parent, naming the parent where known (parent_name, parent_registration_number, parent_country).",
          ),
        },
        { ...closed, ...about('Balance-sheet and result figures per year.') },
      ),
    ),
    search_identifier: S(
      'In company search results: what a company check takes as search_identifier to check this very company (cs1_...).',
    ),
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
