import { Type, type Static } from '@sinclair/typebox';
import { Address, RequestParametersAddress } from './address.js';
import { CompanyRecord } from './company-record.js';
import { CompanyInput, Source } from './parties.js';
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
import { PAYMENT_CODES, RISK_RATING_CODES, VAT_RESULTS } from './codes.js';
import { about, answerCode, answerText as S, closed, text, ref } from './primitives.js';
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
    chamber_of_commerce_number: Type.Optional(
      text(
        40,
        about(
          "The company's number in its trade register: the KvK number (8 digits) of a Dutch company, another register's number, or an LEI.",
        ),
      ),
    ),
    check_identifier: Type.Optional(checkIdentifier()),
    company: Type.Optional(
      ref(
        CompanyInput,
        about(
          'The company by name, address and contact details: found by its name where no number or search_identifier is given; the address narrows the name.',
        ),
      ),
    ),
    report_language: Type.Optional(reportLanguage()),
    report_view: Type.Optional(reportView()),
    search_identifier: Type.Optional(
      text(
        200,
        about(
          'The search_identifier (cs1_...) of a company that a company search returned: the check is of that company.',
        ),
      ),
    ),
    source: Type.Optional(ref(Source, about(SOURCE))),
    vat_number: Type.Optional(
      text(
        40,
        about(
          'VAT number (btw-nummer), with or without its country prefix (without one it is read as Dutch): validated in vat_validation, and looked up in the register.',
        ),
      ),
    ),
  },
  { ...closed, $id: 'CompanyCheckRequest' },
);
export type CompanyCheckRequest = Static<typeof CompanyCheckRequest>;

/** A class with its code and message (financial_info), and any further fields. */
const coded = <C extends string>(
  what: string,
  codes: readonly C[],
  code: string,
  example: C,
  extra: Record<string, ReturnType<typeof S>> = {},
) =>
  Type.Optional(
    Type.Object(
      { code: answerCode(codes, code, example), message: S('The code in words.'), ...extra },
      { ...closed, ...about(what) },
    ),
  );

const RATING = 'BRR1 (lowest risk) to BRR5 (highest risk); BRR0 unknown.';
const PAYING = 'BBG1 (pays within terms) to BBG5 (worst); BBG0 unknown.';
const euros = (what: string, note?: string) =>
  S(
    `${what} in euros, a decimal number with a dot and at most two decimals (1250000.50)${note === undefined ? '' : `; ${note}`}.`,
  );

export const FinancialInfo = Type.Object(
  {
    risk_rating: coded('Credit risk class of the company.', RISK_RATING_CODES, RATING, 'BRR1'),
    payment_behavior: coded('How the company pays its invoices.', PAYMENT_CODES, PAYING, 'BBG1', {
      term: S('Average number of days the company takes to pay.'),
    }),
    payment_behavior_norm: coded(
      "How companies in the company's industry pay: the norm to compare payment_behavior with.",
      PAYMENT_CODES,
      PAYING,
      'BBG1',
      { term: S('Average number of days the industry takes to pay.') },
    ),
    payment_behavior3_months_ago: coded(
      'How the company paid three months earlier.',
      PAYMENT_CODES,
      PAYING,
      'BBG1',
      { term: S('Average number of days the company took to pay then.') },
    ),
    equity: euros('Equity', 'may be negative'),
    cash: euros('Cash', 'may be negative'),
    credit_guide: euros('Advised credit limit'),
    issued_share_capital: euros('Issued share capital'),
    paid_up_share_capital: euros('Paid-up share capital'),
  },
  { ...closed, $id: 'FinancialInfo' },
);
export type FinancialInfo = Static<typeof FinancialInfo>;

const yes = (what: string) => S(`"true" when ${what}, else "false".`);

export const Claim = Type.Object(
  {
    receivedDate: S('Date the claim was received (YYYY-MM-DD).'),
    durationDays: S(
      'Days the claim ran (a closed claim), or has run up to the day of the check (an open claim).',
    ),
    claimAmount: euros('Amount claimed'),
    paidAmount: euros('Amount paid so far'),
    closed: yes('the claim is closed'),
    legalAction: yes('legal action was taken'),
    disputed: yes('the company disputes the claim'),
    foreign: yes('the creditor is abroad'),
  },
  { ...closed, $id: 'Claim' },
);
export type Claim = Static<typeof Claim>;

export const VatValidation = Type.Object(
  {
    result: answerCode(
      VAT_RESULTS,
      'Valid (VIES confirms the number), Invalid (it fails its format or check digits, or VIES says it is not valid) or Unverified (format and check digits are right; VIES was not asked or could not confirm it).',
      'Valid',
    ),
    result_description: S(
      'The result explained, with a remark where the register or VIES ties the number to another company.',
    ),
    company: S('The name VIES gives for the number, where it gives one.'),
    address: Type.Optional(ref(Address, about('The address VIES gives for the number.'))),
    vat_number: S('The VAT number validated, with its country prefix (NL800047114B01).'),
  },
  { ...closed, $id: 'VatValidation' },
);
export type VatValidation = Static<typeof VatValidation>;

const ECHOED_ADDRESS =
  'company.address as the check read it (address lines read into their fields).';

export const CompanyRequestParameters = Type.Object(
  {
    identifier: S("The check's check_identifier."),
    company: Type.Optional(
      Type.Object(
        {
          name: S('company.name as given.'),
          chamber_of_commerce_number: S('chamber_of_commerce_number as given.'),
          vat_number: S('vat_number as given.'),
          address: Type.Optional(ref(RequestParametersAddress, about(ECHOED_ADDRESS))),
        },
        { ...closed, ...about('The company as the request gave it; blank fields left out.') },
      ),
    ),
    address: Type.Optional(ref(RequestParametersAddress, about(ECHOED_ADDRESS))),
    ids: Type.Optional(
      Type.Object(
        {
          kvk: S('chamber_of_commerce_number as given.'),
          btw: S('vat_number as given.'),
        },
        { ...closed, ...about('The numbers the request gave.') },
      ),
    ),
  },
  { ...closed, $id: 'CompanyRequestParameters' },
);
export type CompanyRequestParameters = Static<typeof CompanyRequestParameters>;

export const CompanyCheckResult = Type.Object(
  {
    check_identifier: S(CHECK_IDENTIFIER),
    report_identifier: S(REPORT_IDENTIFIER),
    company: Type.Optional(
      ref(
        CompanyRecord,
        about('The company checked, as the register has it; absent when none was found.'),
      ),
    ),
    financial_info: Type.Optional(
      ref(
        FinancialInfo,
        about(
          "The company's credit rating, payment behaviour and key figures, from its newest financials record.",
        ),
      ),
    ),
    risk_country: Type.Optional(
      ref(
        RiskCountry,
        about(
          "Country risk: the worst of the company's country, its parents' countries and the nationalities and countries of residence of its UBOs (or pseudo-UBOs) and possible UBOs.",
        ),
      ),
    ),
    claims: Type.Optional(
      Type.Array(ref(Claim), about('Claims (collection cases) against the company.')),
    ),
    registrations: Type.Optional(
      Type.Array(
        ref(Registration),
        about('Hits of the company on sanctions, PEP and other lists screened.'),
      ),
    ),
    registrations_extended: Type.Optional(
      ref(
        RegistrationsExtended,
        about(
          'Screening of the company, its directors, its UBOs, its parent companies and their directors: a summary per party and every hit.',
        ),
      ),
    ),
    vat_validation: Type.Optional(
      ref(
        VatValidation,
        about("Validation of the VAT number given, or else of the company's own in the register."),
      ),
    ),
    backend_data: S(BACKEND_DATA),
    request_parameters: Type.Optional(
      ref(CompanyRequestParameters, about('The request, as the check read it.')),
    ),
    report_pdf: S(REPORT_PDF),
    report_html: S(REPORT_HTML),
  },
  { ...closed, $id: 'CompanyCheckResult' },
);
export type CompanyCheckResult = Static<typeof CompanyCheckResult>;
