/**
 * What the OpenAPI document must say of each contract object: the spec's field tables mapped to
 * components, and the objects the spec describes in prose, encoded from its sentences.
 */

export type Expect =
  | { t: 'string'; format?: 'date' | 'date-time' }
  | { t: 'integer' }
  /** "number, int32": an integer (or number) of format int32. */
  | { t: 'int32' }
  | { t: 'number' }
  | { t: 'boolean' }
  | { t: 'enum'; values: string[] }
  | { t: 'ref'; to: string }
  /** An object: `component` when it must be that named component, else inline (or any $ref). */
  | { t: 'object'; fields: Record<string, Expect>; component?: string; open?: boolean }
  | { t: 'array'; items: Expect };

export const S: Expect = { t: 'string' };
export const DATE: Expect = { t: 'string', format: 'date' };
export const DATE_TIME: Expect = { t: 'string', format: 'date-time' };
export const NUM: Expect = { t: 'number' };
export const INT: Expect = { t: 'integer' };
export const ref = (to: string): Expect => ({ t: 'ref', to });
export const arr = (items: Expect): Expect => ({ t: 'array', items });
export const obj = (fields: Record<string, Expect>, component?: string): Expect =>
  component === undefined ? { t: 'object', fields } : { t: 'object', fields, component };
export const strings = (...names: string[]): Record<string, Expect> =>
  Object.fromEntries(names.map((n) => [n, S]));

/** Spec object names (as the tables write them) and the components they are. */
export function componentOf(specName: string, side: 'request' | 'response'): string {
  const names: Record<string, string> = {
    Address: 'Address',
    Source: 'Source',
    'Company input': 'CompanyInput',
    // The spec's Person is one shape; its date_of_birth differs between requests and responses.
    Person: side === 'request' ? 'PersonInput' : 'Person',
    'Id document': 'IdDocument',
    'Company record': 'CompanyRecord',
    Director: 'Director',
    'Address match': 'AddressMatch',
    Parent: 'Parent',
    'Ubo entry': 'UboEntry',
    'Tree node': 'TreeNode',
    Registration: 'Registration',
    'Extended registrations': 'RegistrationsExtended',
    'Company check request body': 'CompanyCheckRequest',
    'Person check request body': 'PersonCheckRequest',
    'Company search request body': 'CompanySearchRequest',
    'Address search request body': 'AddressSearchRequest',
    'Company check result': 'CompanyCheckResult',
    'Person check result': 'PersonCheckResult',
  };
  const component = names[specName];
  if (component === undefined)
    throw new Error(`The spec names an object "${specName}" this test does not map.`);
  return component;
}

/** Which component(s) each `###` field table describes. */
export const TABLE_TARGETS: Record<string, { component: string; side: 'request' | 'response' }[]> =
  {
    'Address (shared shape)': [{ component: 'Address', side: 'response' }],
    'Source (request object)': [{ component: 'Source', side: 'request' }],
    'Company input (request object)': [{ component: 'CompanyInput', side: 'request' }],
    'Person (shape used in requests and in person_match.person)': [
      { component: 'PersonInput', side: 'request' },
      { component: 'Person', side: 'response' },
    ],
    'Id document (request object id_document)': [{ component: 'IdDocument', side: 'request' }],
    'Company check request body': [{ component: 'CompanyCheckRequest', side: 'request' }],
    'Person check request body': [{ component: 'PersonCheckRequest', side: 'request' }],
    'Company search request body': [{ component: 'CompanySearchRequest', side: 'request' }],
    'Address search request body': [{ component: 'AddressSearchRequest', side: 'request' }],
    'Company record (shared shape)': [{ component: 'CompanyRecord', side: 'response' }],
    Director: [{ component: 'Director', side: 'response' }],
    'Address match': [{ component: 'AddressMatch', side: 'response' }],
    'Ubo entry': [{ component: 'UboEntry', side: 'response' }],
    'Company check result': [{ component: 'CompanyCheckResult', side: 'response' }],
    'Person check result': [{ component: 'PersonCheckResult', side: 'response' }],
  };

export const riskScore = obj(strings('code', 'description', 'description_extra'));
export const statistic = obj(strings('count', 'risk'));
export const rpAddress = ref('RequestParametersAddress');
export const riskCountry = obj({ risk_result: S }, 'RiskCountry');

/**
 * Objects that the tables describe in words ("object: ...", "array of objects: ...",
 * "object (below)"), keyed component.field, encoded from the spec text. `sentence` is where
 * the spec describes the object when it is not the table cell itself.
 */
export const INLINE_OBJECTS: Record<string, { expect: Expect; sentence?: string[] }> = {
  'CompanyRecord.company_balance_sheet': {
    expect: obj({
      entries: arr({ t: 'object', fields: {}, open: true }),
      parent_entries: arr({ t: 'object', fields: {}, open: true }),
    }),
  },
  'Director.risk': { expect: obj(strings('code', 'description')) },
  'UboEntry.roles': {
    expect: arr(obj({ ...strings('id', 'type', 'competency'), start_date: DATE_TIME })),
  },
  'CompanyCheckResult.financial_info': {
    sentence: ['financial_info fields:'],
    expect: obj(
      {
        risk_rating: obj(strings('code', 'message')),
        payment_behavior: obj(strings('code', 'message', 'term')),
        payment_behavior_norm: obj(strings('code', 'message', 'term')),
        payment_behavior3_months_ago: obj(strings('code', 'message', 'term')),
        ...strings(
          'equity',
          'cash',
          'credit_guide',
          'issued_share_capital',
          'paid_up_share_capital',
        ),
      },
      'FinancialInfo',
    ),
  },
  'CompanyCheckResult.risk_country': { expect: riskCountry },
  'CompanyCheckResult.claims': {
    expect: arr(
      obj(
        strings(
          'receivedDate',
          'durationDays',
          'claimAmount',
          'paidAmount',
          'closed',
          'legalAction',
          'disputed',
          'foreign',
        ),
        'Claim',
      ),
    ),
  },
  'CompanyCheckResult.vat_validation': {
    sentence: ['vat_validation fields:'],
    expect: obj(
      {
        ...strings('result', 'result_description', 'company', 'vat_number'),
        address: ref('Address'),
      },
      'VatValidation',
    ),
  },
  'CompanyCheckResult.request_parameters': {
    sentence: ['request_parameters of a company-check result:'],
    expect: obj(
      {
        identifier: S,
        company: obj({
          ...strings('name', 'chamber_of_commerce_number', 'vat_number'),
          address: rpAddress,
        }),
        address: rpAddress,
        ids: obj(strings('kvk', 'btw')),
      },
      'CompanyRequestParameters',
    ),
  },
  'PersonCheckResult.risk_country': { expect: riskCountry },
  'PersonCheckResult.person_match': {
    expect: obj({ ...strings('code', 'message'), person: ref('Person') }),
  },
  'PersonCheckResult.address_validation': {
    expect: obj({
      ...strings('code', 'message'),
      last_updated: DATE_TIME,
      address: ref('Address'),
    }),
  },
  'PersonCheckResult.address_information': {
    expect: obj(
      strings(
        'ownership_code',
        'ownership_description',
        'parceltype_code',
        'parceltype_description',
        'companies',
        'description',
      ),
    ),
  },
  'PersonCheckResult.id_document_number_check_result': {
    expect: obj(strings('code', 'description')),
  },
  'PersonCheckResult.risk_scores': {
    sentence: ['risk_scores:'],
    expect: obj(
      {
        name: riskScore,
        address: riskScore,
        zip_code: riskScore,
        statistical_scores: obj({ pc4: statistic, pc5: statistic, pc6: statistic }),
      },
      'RiskScores',
    ),
  },
  'PersonCheckResult.phone_number_matches': {
    expect: arr(
      obj({ ...strings('code', 'message', 'name', 'phone_number'), address: ref('Address') }),
    ),
  },
  'PersonCheckResult.request_parameters': {
    sentence: [
      'request_parameters of a person-check result:',
      'In the request_parameters of a person-check result, id_documents is an array of entries with',
    ],
    expect: obj(
      {
        identifier: S,
        address: rpAddress,
        person: obj(
          strings(
            'initials',
            'first_name',
            'last_name_prefix',
            'last_name',
            'email',
            'gender',
            'date_of_birth',
            'phone_number',
          ),
        ),
        // "id_documents (array as described under Id document)"
        id_documents: arr(obj(strings('type', 'country', 'number', 'valid_date'))),
      },
      'PersonRequestParameters',
    ),
  },
};

/** Named objects the spec describes only in prose, with the sentence that describes them. */
export const PROSE_COMPONENTS: { component: string; sentence: string; expect: Expect }[] = [
  {
    component: 'Parent',
    sentence: 'A parent has the fields',
    expect: obj({
      name: S,
      shareholding_percentage: NUM,
      start_date: DATE,
      address: ref('Address'),
      ...strings(
        'mail_address',
        'phone_number',
        'industry',
        'industry_description',
        'business_entity_type',
        'incorporation_year',
        'chamber_of_commerce_number',
      ),
      directors: arr(ref('Director')),
      parents: arr(ref('Parent')),
    }),
  },
  {
    component: 'TreeNode',
    sentence: 'Tree node:',
    expect: obj({
      level: INT,
      ...strings('id', 'type', 'role', 'name'),
      parents: arr(ref('TreeNode')),
    }),
  },
  {
    component: 'Registration',
    sentence: 'Registration:',
    expect: obj(strings('source', 'match', 'description')),
  },
  {
    component: 'RegistrationsExtended',
    sentence: 'Extended registrations:',
    expect: obj({
      summaries: arr(
        obj(
          {
            ...Object.fromEntries(
              [
                'person',
                'company_name',
                'company_kvk',
                'address',
                'id_document',
                'PoliticallyExposed',
                'pepCompany',
                'AdverseMedia',
                'DisqualifiedDirector',
                'LawEnforcement',
                'Sanctions',
                'CurrentSanctions',
                'PreviousSanctions',
                'FinancialRegulator',
                'Insolvent',
              ].map((n) => [n, NUM]),
            ),
            source: S,
          },
          'RegistrationSummary',
        ),
      ),
      registrations: arr(ref('Registration')),
    }),
  },
];

/** The response of POST /v1/company-search, described in the Endpoints table's cell. */
export const COMPANY_SEARCH_RESULT = obj(
  { companies: arr(ref('CompanyRecord')), used_request_type: INT },
  'CompanySearchResult',
);

/** Parses a Type cell of a field table. */
export function parseType(
  rawCell: string,
  side: 'request' | 'response',
  allowed: string | undefined,
  key: string,
): Expect {
  let cell = rawCell.trim();
  // "string in requests; date-time in person_match.person and in ubo person"
  if (cell.includes(';')) {
    const parts = cell.split(';').map((p) => p.trim());
    const requestPart = parts.find((p) => /\bin requests\b/.test(p));
    const other = parts.find((p) => p !== requestPart);
    const chosen = side === 'request' ? requestPart : other;
    if (chosen === undefined)
      throw new Error(`${key}: cannot read the type "${rawCell}" for ${side}s.`);
    cell = chosen.replace(/\s+in\s+.*$/, '');
  }
  if (/^object\b/.test(cell) || /^array of objects\b/.test(cell)) {
    const inline = INLINE_OBJECTS[key];
    if (!inline)
      throw new Error(
        `${key}: the spec describes an object ("${rawCell}"); encode its fields in INLINE_OBJECTS.`,
      );
    return inline.expect;
  }
  const bare = cell.replace(/\s*\([^)]*\)/g, '').trim();
  if (bare === 'string enum') {
    const values = (allowed ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '');
    if (values.length === 0) throw new Error(`${key}: an enum without allowed values.`);
    return { t: 'enum', values };
  }
  const str = /^string(?:,\s*(date-time|date))?$/.exec(bare);
  if (str)
    return str[1] === undefined ? S : { t: 'string', format: str[1] as 'date' | 'date-time' };
  if (bare === 'date-time') return DATE_TIME;
  if (bare === 'date') return DATE;
  if (bare === 'integer') return INT;
  if (bare === 'number, int32') return { t: 'int32' };
  if (bare === 'number') return NUM;
  if (bare === 'boolean') return { t: 'boolean' };
  const array = /^array of (.+)$/.exec(bare);
  if (array) return arr(ref(componentOf(array[1] ?? '', side)));
  return ref(componentOf(bare, side));
}
