/**
 * Check results shared by the report tests (HTML, SVG and PDF): an extended company check with
 * a three-level ownership tree, a basic and a full person check, and a company record for the
 * diagram. Names in Polish, German and Cyrillic letters, as real results have them.
 * Not a test file itself (vitest runs only *.test.ts).
 */
import type { CompanyCheckResult } from '../contract/company-check.js';
import type { CompanyRecord } from '../contract/company-record.js';
import type { PersonCheckResult } from '../contract/person-check.js';
import type { ReportInput } from './render-html.js';

/** A value that would be markup if it were not escaped. */
export const hostile = `<script>alert("x")</script> & 'quoted'`;

const features = [
  {
    feature: 'name',
    value: 0.94,
    weight: 0.75,
    detail: `'Vladimir Petrov' vs 'Владимир Петров': 'vladimir'~'vladimir' 0.94, 'petrov'='petrov' 1.00`,
  },
  { feature: 'birth_date', value: 1, weight: 2, detail: 'birth date 1961-07-04 on both' },
];

/** A company check of type extended, as stored (backend_data as the pipeline writes it). */
/** The ownership chain of the UBO of both company fixtures, as the check returns it. */
const petrovTree = {
  level: 0,
  id: 'c1',
  type: 'company',
  role: 'checked company',
  name: 'Łódź Trading B.V.',
  parents: [
    {
      level: 1,
      id: 'c2',
      type: 'company',
      role: 'shareholder 60.00 %',
      name: 'Müller Holding B.V.',
      parents: [
        {
          level: 2,
          id: 'c3',
          type: 'company',
          role: 'shareholder 100.00 %',
          name: 'Владимир Invest Ltd',
          parents: [
            {
              level: 3,
              id: 'p1',
              type: 'person',
              role: 'shareholder 75.00 %',
              name: 'Владимир Петров',
              parents: [],
            },
          ],
        },
      ],
    },
  ],
};

export const companyResult: CompanyCheckResult = {
  check_identifier: 'chk-2026-0001',
  report_identifier: 'rpt_0190a1b2c3d4',
  company: {
    status: 'in_liquidation',
    name: 'Łódź Trading B.V.',
    type: 'Company',
    address: {
      street: 'Damrak',
      house_number: '1',
      house_number_extension: 'A',
      zip_code: '1012AB',
      city: 'Amsterdam',
      country: 'NL',
    },
    business_entity_type: 'Besloten Vennootschap',
    incorporation_date: '2001-05-14T00:00:00.000Z',
    chamber_of_commerce_number: '90000001',
    directors: [
      {
        name: 'Hans Müller',
        gender: 'M',
        date_of_birth: '1970-03-02',
        company: 'Nee',
        authority: 'Bestuurder, zelfstandig bevoegd',
        function_date: '2015-01-01',
        risk: { code: '1', description: 'Possible hit: politically exposed person (ftm-demo)' },
        address_match: {
          code: 'AM04',
          message: 'Known at this address (no address was given to compare with)',
        },
      },
    ],
    parents: [
      {
        name: 'Müller Holding B.V.',
        chamber_of_commerce_number: '90000002',
        shareholding_percentage: 60,
        start_date: '2010-01-01',
        directors: [{ name: 'Anna de Vries', authority: 'Directeur' }],
        parents: [
          {
            name: 'Владимир Invest Ltd',
            shareholding_percentage: 100,
            address: { city: 'Limassol', country: 'CY' },
          },
        ],
      },
    ],
    ubo: [
      {
        name: 'Владимир Петров',
        shareholding_percentage: 45,
        person: {
          first_name: 'Владимир',
          last_name: 'Петров',
          date_of_birth: '1961-07-04T00:00:00.000Z',
        },
        roles: [
          {
            id: 'r1',
            type: 'owner',
            competency: 'indirect 45.00 % through Müller Holding B.V. > Владимир Invest Ltd',
            start_date: '2012-06-01T00:00:00.000Z',
          },
        ],
        tree: petrovTree,
      },
    ],
    company_balance_sheet: {
      entries: [{ year: 2025, currency: 'EUR', total_assets: '1250000.00', net_result: '-35000' }],
    },
  },
  vat_validation: { result: 'Unverified', vat_number: 'NL001234567B01' },
  risk_country: { risk_result: 'M' },
  financial_info: {
    risk_rating: { code: 'BRR2', message: 'Laag risico' },
    // The schema's static type leaves `term` out (coded() widens its further fields).
    payment_behavior: { code: 'BBG1', message: 'Betaalt binnen de termijn', term: '30' } as {
      code: 'BBG1';
    },
    equity: '1250000.00',
  },
  claims: [{ receivedDate: '2026-04-18', claimAmount: '18400.50', closed: 'false' }],
  registrations: [
    { source: 'ftm-demo', match: '81', description: 'debarred from public procurement' },
  ],
  registrations_extended: {
    summaries: [
      { source: 'company', company_name: 81, Sanctions: 0 },
      { source: 'ubo: Владимир Петров', person: 97, PoliticallyExposed: 1 },
    ],
    registrations: [
      { source: 'ftm-demo', match: '81', description: 'debarred from public procurement' },
      { source: 'ftm-demo', match: '97', description: 'politically exposed person: Minister' },
    ],
  },
  request_parameters: { company: { chamber_of_commerce_number: '90000001' } },
  backend_data: JSON.stringify({
    service: 'veracheck',
    version: '0.1.0',
    check: { kind: 'company', type: 'extended' },
    sections: {
      requested: [
        'company',
        'vat_validation',
        'directors',
        'parents',
        'ubo',
        'financial_info',
        'claims',
        'company_balance_sheet',
        'risk_country',
        'registrations',
        'registrations_extended',
      ],
      returned: [],
      not_found: [],
      unavailable: [],
    },
    datasets: [
      { name: 'demo-register', version: '20261101T000000Z' },
      { name: 'ftm-demo', version: '20261115T120000Z' },
    ],
    lookups: {
      screening: {
        listed_entities: 120,
        subjects: [
          {
            subject: 'company',
            hits: [
              {
                id: 'e1',
                caption: 'Lodz Trading',
                matched_name: 'Lodz Trading BV',
                score: 0.81,
                features,
              },
            ],
          },
          {
            subject: 'ubo: Владимир Петров',
            hits: [
              {
                id: 'e2',
                caption: 'Vladimir Petrov',
                matched_name: 'Vladimir Petrov',
                score: 0.97,
                features,
              },
            ],
          },
        ],
      },
    },
    upstream: [],
    timings_ms: { total: 3 },
  }),
};

/** The report input of the extended company check; any field can be overridden. */
export const companyInput = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  kind: 'company',
  result: companyResult,
  language: 'nl',
  organisationName: 'Demo Organisatie',
  createdAt: '2026-11-23T07:47:44.123Z',
  ...overrides,
});

/** A person check of type basic: only person_match and address_validation. */
export const personResult: PersonCheckResult = {
  check_identifier: 'p-0001',
  report_identifier: 'rpt_person_1',
  person_match: {
    code: 'PF02',
    message: 'Found in the residents data with differences: family name "Muller" is "Müller"',
    person: {
      initials: 'J.',
      first_name: 'Jürgen',
      last_name: 'Müller',
      gender: 'M',
      date_of_birth: '1980-04-12T00:00:00.000Z',
    },
  },
  address_validation: {
    code: 'P01',
    message: 'The address exists as given',
    last_updated: '2026-11-01T09:00:00.000Z',
    address: {
      street: 'Kerkstraat',
      house_number: '10',
      zip_code: '3511AB',
      city: 'Utrecht',
      country: 'NL',
    },
  },
  request_parameters: {
    person: { first_name: 'Jürgen', last_name: 'Muller', date_of_birth: '1980-04-12' },
  },
  backend_data: JSON.stringify({
    version: '0.1.0',
    check: { kind: 'person', type: 'basic' },
    sections: { not_found: [], unavailable: [] },
    datasets: [{ name: 'bag', version: '20261101' }],
    lookups: {},
  }),
};

/** The report input of a person check (the basic one unless `result` says otherwise). */
export const personInput = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  kind: 'person',
  result: personResult,
  language: 'nl',
  organisationName: 'Demo Organisatie',
  createdAt: '2026-07-01T10:15:00Z',
  ...overrides,
});

/** The explanation stored with the full person check's screening hit. */
const personHit = {
  id: 'e9',
  caption: 'Vladimir Müller',
  matched_name: 'Wladimir Müller',
  score: 0.78,
  features: [
    {
      feature: 'name',
      value: 0.86,
      weight: 0.75,
      detail: `'Vladimir Muller' vs 'Wladimir Müller'`,
    },
  ],
};
/** A person check of type full: every person section, with a screening hit. */
export const fullPersonResult: PersonCheckResult = {
  ...personResult,
  address_match: {
    code: 'AM02',
    message: 'Known at another address',
    address: { zip_code: '1012AB', house_number: '1', city: 'Amsterdam' },
  },
  phone_number_matches: [
    {
      code: 'PM01',
      message: "Listed under the person's name at the given address",
      name: 'J. Müller',
      phone_number: '+31201234567',
    },
  ],
  address_information: {
    ownership_code: 'H',
    ownership_description: 'Rented',
    parceltype_code: 'A',
  },
  risk_scores: {
    name: { code: 'PRR1', description: 'Checked at 0 other addresses' },
    zip_code: { code: 'PRR2', description: 'pc5 3511A: 400 addresses' },
    statistical_scores: {
      pc4: { count: '907', risk: 'PRR1' },
      pc5: { count: '83', risk: 'PRR2' },
    },
  },
  id_document_number_check_result: {
    code: 'reported_lost_or_stolen',
    description: 'Stolen on 2025-10-10',
  },
  risk_country: { risk_result: 'L' },
  registrations: [{ source: 'ftm-demo', match: '78', description: 'wanted by law enforcement' }],
  registrations_extended: {
    summaries: [{ source: 'person', person: 78, LawEnforcement: 1 }],
    registrations: [{ source: 'ftm-demo', match: '78', description: 'wanted by law enforcement' }],
  },
  backend_data: JSON.stringify({
    version: '0.1.0',
    check: { kind: 'person', type: 'full' },
    sections: { not_found: [], unavailable: [] },
    datasets: [{ name: 'residents-demo', version: '1' }],
    lookups: { screening: { listed_entities: 50, person: [personHit] } },
  }),
};

/** Łódź Trading B.V. ← 60 % Müller Holding B.V. ← 100 % Владимир Invest Ltd ← 75 % a person. */
export const threeLevels: CompanyRecord = {
  name: 'Łódź Trading B.V.',
  chamber_of_commerce_number: '90000001',
  parents: [
    {
      name: 'Müller Holding B.V.',
      chamber_of_commerce_number: '90000002',
      shareholding_percentage: 60,
      parents: [
        {
          name: 'Владимир Invest Ltd',
          shareholding_percentage: 100,
          parents: [],
        },
      ],
    },
    { name: 'Bakker & Zn <Beheer> B.V.', shareholding_percentage: 33.33 },
  ],
  ubo: [
    {
      name: 'Владимир Петров',
      shareholding_percentage: 45,
      roles: [{ type: 'owner', competency: 'indirect 45.00 %' }],
      tree: petrovTree,
    },
  ],
};
