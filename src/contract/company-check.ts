import { Type, type Static } from '@sinclair/typebox';
import { Address, RequestParametersAddress } from './address.js';
import { CompanyRecord } from './company-record.js';
import { CompanyInput, Source } from './parties.js';
import { checkIdentifier, reportLanguage } from './check-common.js';
import { closed, text, ref } from './primitives.js';
import { Registration, RegistrationsExtended, RiskCountry } from './screening.js';

export const COMPANY_CHECK_TYPES = [
  'basic',
  'basic_plus',
  'standard',
  'extended',
  'kvk',
  'mkb',
  'ubo',
  'custom',
  'compliance',
] as const;
export type CompanyCheckType = (typeof COMPANY_CHECK_TYPES)[number];

export const CompanyCheckRequest = Type.Object(
  {
    type: Type.Union(
      COMPANY_CHECK_TYPES.map((t) => Type.Literal(t)),
      { description: 'Check type; decides which result sections are returned.' },
    ),
    chamber_of_commerce_number: Type.Optional(text(40)),
    check_identifier: Type.Optional(checkIdentifier()),
    company: Type.Optional(ref(CompanyInput)),
    report_language: Type.Optional(reportLanguage()),
    report_view: Type.Optional(Type.Boolean()),
    search_identifier: Type.Optional(text(200)),
    source: Type.Optional(ref(Source)),
    vat_number: Type.Optional(text(40)),
  },
  { ...closed, $id: 'CompanyCheckRequest' },
);
export type CompanyCheckRequest = Static<typeof CompanyCheckRequest>;

const S = () => Type.Optional(Type.String());
const coded = (extra: Record<string, ReturnType<typeof S>> = {}) =>
  Type.Optional(Type.Object({ code: S(), message: S(), ...extra }, closed));

export const FinancialInfo = Type.Object(
  {
    risk_rating: coded(),
    payment_behavior: coded({ term: S() }),
    payment_behavior_norm: coded({ term: S() }),
    payment_behavior3_months_ago: coded({ term: S() }),
    equity: S(),
    cash: S(),
    credit_guide: S(),
    issued_share_capital: S(),
    paid_up_share_capital: S(),
  },
  { ...closed, $id: 'FinancialInfo' },
);
export type FinancialInfo = Static<typeof FinancialInfo>;

export const Claim = Type.Object(
  {
    receivedDate: S(),
    durationDays: S(),
    claimAmount: S(),
    paidAmount: S(),
    closed: S(),
    legalAction: S(),
    disputed: S(),
    foreign: S(),
  },
  { ...closed, $id: 'Claim' },
);
export type Claim = Static<typeof Claim>;

export const VatValidation = Type.Object(
  {
    result: S(),
    result_description: S(),
    company: S(),
    address: Type.Optional(ref(Address)),
    vat_number: S(),
  },
  { ...closed, $id: 'VatValidation' },
);
export type VatValidation = Static<typeof VatValidation>;

export const CompanyRequestParameters = Type.Object(
  {
    identifier: S(),
    company: Type.Optional(
      Type.Object(
        {
          name: S(),
          chamber_of_commerce_number: S(),
          vat_number: S(),
          address: Type.Optional(ref(RequestParametersAddress)),
        },
        closed,
      ),
    ),
    address: Type.Optional(ref(RequestParametersAddress)),
    ids: Type.Optional(Type.Object({ kvk: S(), btw: S() }, closed)),
  },
  { ...closed, $id: 'CompanyRequestParameters' },
);
export type CompanyRequestParameters = Static<typeof CompanyRequestParameters>;

export const CompanyCheckResult = Type.Object(
  {
    check_identifier: S(),
    report_identifier: S(),
    company: Type.Optional(ref(CompanyRecord)),
    financial_info: Type.Optional(ref(FinancialInfo)),
    risk_country: Type.Optional(ref(RiskCountry)),
    claims: Type.Optional(Type.Array(ref(Claim))),
    registrations: Type.Optional(Type.Array(ref(Registration))),
    registrations_extended: Type.Optional(ref(RegistrationsExtended)),
    vat_validation: Type.Optional(ref(VatValidation)),
    backend_data: S(),
    request_parameters: Type.Optional(ref(CompanyRequestParameters)),
    report_pdf: S(),
    report_html: S(),
  },
  { ...closed, $id: 'CompanyCheckResult' },
);
export type CompanyCheckResult = Static<typeof CompanyCheckResult>;
