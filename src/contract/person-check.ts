import { Type, type Static } from '@sinclair/typebox';
import { Address, AddressMatch, RequestParametersAddress } from './address.js';
import {
  BACKEND_DATA,
  CHECK_IDENTIFIER,
  REPORT_HTML,
  REPORT_IDENTIFIER,
  REPORT_PDF,
  SOURCE,
  checkIdentifier,
  reportLanguage,
  reportView,
} from './check-common.js';
import { IdDocument, Person, PersonInput, Source } from './parties.js';
import {
  ADDRESS_VALIDATION_CODES,
  ID_DOCUMENT_CHECK_CODES,
  OWNERSHIP_CODES,
  PERSON_MATCH_CODES,
  PHONE_MATCH_CODES,
  POSTCODE_RISK_CODES,
} from './codes.js';
import { about, answerCode, answerText as S, closed, ref } from './primitives.js';
import { Registration, RegistrationsExtended, RiskCountry } from './screening.js';

export const PERSON_CHECK_TYPES = [
  'basic',
  'basic_plus',
  'standard',
  'extended',
  'full',
  'custom',
  'compliance',
] as const;
export type PersonCheckType = (typeof PERSON_CHECK_TYPES)[number];

export const PersonCheckRequest = Type.Object(
  {
    type: Type.Union(
      PERSON_CHECK_TYPES.map((t) => Type.Literal(t)),
      { description: 'Check type; decides which result sections are returned.' },
    ),
    address: Type.Optional(
      ref(
        Address,
        about("The person's address: validated and described, and where the person is looked for."),
      ),
    ),
    check_identifier: Type.Optional(checkIdentifier()),
    id_document: Type.Optional(
      ref(
        IdDocument,
        about(
          'An identity document of the person: its number is checked, and looked up among documents reported lost or stolen.',
        ),
      ),
    ),
    person: Type.Optional(ref(PersonInput, about('The person to check.'))),
    report_language: Type.Optional(reportLanguage()),
    report_view: Type.Optional(reportView()),
    source: Type.Optional(ref(Source, about(SOURCE))),
  },
  { ...closed, $id: 'PersonCheckRequest' },
);
export type PersonCheckRequest = Static<typeof PersonCheckRequest>;

const RISK_CODE = 'PRR0 no data to judge, PRR1 low, PRR2 elevated, PRR3 high.';
const riskScore = (what: string) =>
  Type.Optional(
    Type.Object(
      {
        code: answerCode(POSTCODE_RISK_CODES, RISK_CODE, 'PRR1'),
        description: S('The strongest reason for the code.'),
        description_extra: S('The other reasons, or what is known that raised nothing.'),
      },
      { ...closed, ...about(what) },
    ),
  );
const statistic = (area: string) =>
  Type.Optional(
    Type.Object(
      {
        count: S(
          "Checks in the area: the postcode statistics' count plus the organisation's own checks of the last 90 days, as a whole number.",
        ),
        risk: answerCode(POSTCODE_RISK_CODES, `The area's risk: ${RISK_CODE}`),
      },
      { ...closed, ...about(`The area of ${area}.`) },
    ),
  );

export const RiskScores = Type.Object(
  {
    name: riskScore(
      'How many other addresses the organisation checked this family name and date of birth at in the last 90 days.',
    ),
    address: riskScore(
      'Signals at the address: not in the address data, not residential, many residents, or many other persons checked there.',
    ),
    zip_code: riskScore(
      "The postcode area's risk, from postcode statistics and the organisation's own checks there.",
    ),
    statistical_scores: Type.Optional(
      Type.Object(
        {
          pc4: statistic("the postcode's four digits (1012)"),
          pc5: statistic("the postcode's four digits and first letter (1012A)"),
          pc6: statistic('the whole postcode (1012AB)'),
        },
        {
          ...closed,
          ...about('Checks and risk of the Dutch postcode areas of the address.'),
        },
      ),
    ),
  },
  { ...closed, $id: 'RiskScores' },
);
export type RiskScores = Static<typeof RiskScores>;

export const PersonRequestParameters = Type.Object(
  {
    identifier: S("The check's check_identifier."),
    address: Type.Optional(
      ref(
        RequestParametersAddress,
        about('address as the check read it (address lines read into their fields).'),
      ),
    ),
    person: Type.Optional(
      Type.Object(
        {
          initials: S('person.initials as given.'),
          first_name: S('person.first_name as given.'),
          last_name_prefix: S('person.last_name_prefix as given.'),
          last_name: S('person.last_name as given.'),
          email: S('person.mail_address as given.'),
          gender: S('person.gender as given.'),
          date_of_birth: S('person.date_of_birth as given.'),
          phone_number: S('person.phone_number as given.'),
        },
        { ...closed, ...about('The person as the request gave them; blank fields left out.') },
      ),
    ),
    id_documents: Type.Optional(
      Type.Array(
        Type.Object(
          {
            type: S('id_document.type as given.'),
            country: S('id_document.country as given.'),
            number: S('id_document.number as given.'),
            valid_date: S(
              'Date the document is valid until; the request has no field for it, so it is not filled.',
            ),
          },
          closed,
        ),
        about('The id document the request gave, as one entry.'),
      ),
    ),
  },
  { ...closed, $id: 'PersonRequestParameters' },
);
export type PersonRequestParameters = Static<typeof PersonRequestParameters>;

export const PersonCheckResult = Type.Object(
  {
    check_identifier: S(CHECK_IDENTIFIER),
    report_identifier: S(REPORT_IDENTIFIER),
    risk_country: Type.Optional(
      ref(
        RiskCountry,
        about(
          "Country risk: the worse of the address's country and the id document's issuing country.",
        ),
      ),
    ),
    person_match: Type.Optional(
      Type.Object(
        {
          code: answerCode(
            PERSON_MATCH_CODES,
            'PF01 found, name and date of birth agree; PF02 found, the name or gender differs; PF03 found under this name with another date of birth; PF04 found under this name, date of birth not compared; PF05 not found; PF06 not checked, no residents data; PF07 not checked, too little to search by; PF08 more than one resident fits equally well.',
          ),
          message: S('The code in words, with the differences found.'),
          person: Type.Optional(
            ref(Person, about('The resident found, as the residents data has them.')),
          ),
        },
        { ...closed, ...about('Whether the person is found in the residents data.') },
      ),
    ),
    address_match: Type.Optional(
      ref(AddressMatch, about('Whether the residents data knows the person at the address given.')),
    ),
    address_validation: Type.Optional(
      Type.Object(
        {
          code: answerCode(
            ADDRESS_VALIDATION_CODES,
            'P01 exists as given, P02 exists after correction, P03 the postcode and number exist but not the extension, P04 not found, P05 incomplete or contradictory, P06 a foreign address, not validated.',
            'P01',
          ),
          message: S('The code in words, naming each correction or what is missing.'),
          last_updated: Type.Optional(
            Type.String({
              format: 'date-time',
              ...about('Publication time of the address data version checked against.'),
            }),
          ),
          address: Type.Optional(
            ref(
              Address,
              about(
                'The address found, in full: corrected for P02, without the extension for P03.',
              ),
            ),
          ),
        },
        {
          ...closed,
          ...about('Whether the address given exists in the Dutch address data (BAG).'),
        },
      ),
    ),
    address_information: Type.Optional(
      Type.Object(
        {
          ownership_code: answerCode(
            OWNERSHIP_CODES,
            'K owner-occupied, H rented, U unknown.',
            'K',
          ),
          ownership_description: S('The ownership code in words.'),
          parceltype_code: S(
            'Kadaster index letter: G a whole parcel, A an apartment right (part of a divided building).',
            'A',
          ),
          parceltype_description: S('The parcel type in words.'),
          companies: S(
            'The companies of the company register at the address, counted and named (2 companies: ...).',
          ),
          description: S(
            'The use of the building (BAG), its WOZ value, the cadastral parcel and how many persons are known at the address, only as none, fewer than 8, 8 or more or 15 or more (never the exact number), each where known.',
          ),
        },
        { ...closed, ...about('What is known about the Dutch address given.') },
      ),
    ),
    id_document_number_check_result: Type.Optional(
      Type.Object(
        {
          code: answerCode(
            ID_DOCUMENT_CHECK_CODES,
            'valid, invalid_format, invalid_check_digit, reported_lost_or_stolen, or unknown (the number could not be verified).',
            'unknown',
          ),
          description: S('The result in words, with the rule applied and any country assumed.'),
        },
        {
          ...closed,
          ...about(
            "The id document's number checked by the rule for its type and country, and looked up among documents reported lost or stolen.",
          ),
        },
      ),
    ),
    registrations: Type.Optional(
      Type.Array(
        ref(Registration),
        about('Hits of the person on sanctions, PEP and other lists screened.'),
      ),
    ),
    registrations_extended: Type.Optional(
      ref(RegistrationsExtended, about('The screening of the person: a summary and every hit.')),
    ),
    risk_scores: Type.Optional(
      ref(RiskScores, about('Risk indications for the name, the address and the postcode area.')),
    ),
    phone_number_matches: Type.Optional(
      Type.Array(
        Type.Object(
          {
            code: answerCode(
              PHONE_MATCH_CODES,
              "PM01 listed under the person's name at the given address, PM02 at another address, PM03 the address not compared; PM04 listed under another name at the given address, PM05 under another name; PM06 listed, no family name to compare with; PM07 a valid number, not listed; PM08 a valid number, not looked up (no directory for it); PM09 not a valid number.",
            ),
            message: S('The code in words, with the kind of line and since when it is listed.'),
            name: S('Name of the directory listing.'),
            phone_number: S('The number in international form (E.164: +31612345678).'),
            address: Type.Optional(ref(Address, about('Address of the directory listing.'))),
          },
          closed,
        ),
        about(
          'The phone number given in the phone directory: one entry per listing, or one saying why there is none.',
        ),
      ),
    ),
    backend_data: S(BACKEND_DATA),
    request_parameters: Type.Optional(
      ref(PersonRequestParameters, about('The request, as the check read it.')),
    ),
    report_pdf: S(REPORT_PDF),
    report_html: S(REPORT_HTML),
  },
  { ...closed, $id: 'PersonCheckResult' },
);
export type PersonCheckResult = Static<typeof PersonCheckResult>;
