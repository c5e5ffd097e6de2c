import { Type, type Static } from '@sinclair/typebox';
import { Address, AddressMatch, RequestParametersAddress } from './address.js';
import { checkIdentifier, reportLanguage } from './check-common.js';
import { IdDocument, Person, PersonInput, Source } from './parties.js';
import { closed, ref } from './primitives.js';
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
    address: Type.Optional(ref(Address)),
    check_identifier: Type.Optional(checkIdentifier()),
    id_document: Type.Optional(ref(IdDocument)),
    person: Type.Optional(ref(PersonInput)),
    report_language: Type.Optional(reportLanguage()),
    report_view: Type.Optional(Type.Boolean()),
    source: Type.Optional(ref(Source)),
  },
  { ...closed, $id: 'PersonCheckRequest' },
);
export type PersonCheckRequest = Static<typeof PersonCheckRequest>;

const S = () => Type.Optional(Type.String());
const riskScore = () =>
  Type.Optional(Type.Object({ code: S(), description: S(), description_extra: S() }, closed));
const statistic = () => Type.Optional(Type.Object({ count: S(), risk: S() }, closed));

export const RiskScores = Type.Object(
  {
    name: riskScore(),
    address: riskScore(),
    zip_code: riskScore(),
    statistical_scores: Type.Optional(
      Type.Object({ pc4: statistic(), pc5: statistic(), pc6: statistic() }, closed),
    ),
  },
  { ...closed, $id: 'RiskScores' },
);
export type RiskScores = Static<typeof RiskScores>;

export const PersonRequestParameters = Type.Object(
  {
    identifier: S(),
    address: Type.Optional(ref(RequestParametersAddress)),
    person: Type.Optional(
      Type.Object(
        {
          initials: S(),
          first_name: S(),
          last_name_prefix: S(),
          last_name: S(),
          email: S(),
          gender: S(),
          date_of_birth: S(),
          phone_number: S(),
        },
        closed,
      ),
    ),
    id_documents: Type.Optional(
      Type.Array(Type.Object({ type: S(), country: S(), number: S(), valid_date: S() }, closed)),
    ),
  },
  { ...closed, $id: 'PersonRequestParameters' },
);
export type PersonRequestParameters = Static<typeof PersonRequestParameters>;

export const PersonCheckResult = Type.Object(
  {
    check_identifier: S(),
    report_identifier: S(),
    risk_country: Type.Optional(ref(RiskCountry)),
    person_match: Type.Optional(
      Type.Object({ code: S(), message: S(), person: Type.Optional(ref(Person)) }, closed),
    ),
    address_match: Type.Optional(ref(AddressMatch)),
    address_validation: Type.Optional(
      Type.Object(
        {
          code: S(),
          message: S(),
          last_updated: Type.Optional(Type.String({ format: 'date-time' })),
          address: Type.Optional(ref(Address)),
        },
        closed,
      ),
    ),
    address_information: Type.Optional(
      Type.Object(
        {
          ownership_code: S(),
          ownership_description: S(),
          parceltype_code: S(),
          parceltype_description: S(),
          companies: S(),
          description: S(),
        },
        closed,
      ),
    ),
    id_document_number_check_result: Type.Optional(
      Type.Object({ code: S(), description: S() }, closed),
    ),
    registrations: Type.Optional(Type.Array(ref(Registration))),
    registrations_extended: Type.Optional(ref(RegistrationsExtended)),
    risk_scores: Type.Optional(ref(RiskScores)),
    phone_number_matches: Type.Optional(
      Type.Array(
        Type.Object(
          {
            code: S(),
            message: S(),
            name: S(),
            phone_number: S(),
            address: Type.Optional(ref(Address)),
          },
          closed,
        ),
      ),
    ),
    backend_data: S(),
    request_parameters: Type.Optional(ref(PersonRequestParameters)),
    report_pdf: S(),
    report_html: S(),
  },
  { ...closed, $id: 'PersonCheckResult' },
);
export type PersonCheckResult = Static<typeof PersonCheckResult>;
