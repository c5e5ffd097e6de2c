/**
 * The OpenAPI document against the contract markdown (../shared/spec/verification-api.md).
 *
 * Every `| Field | Type |` table of the spec is parsed, so a field added to the spec and missing
 * from the schemas fails here. Objects the spec describes in prose are encoded below from the
 * spec's sentences; each encoding is checked against the words of its sentence, so a field
 * added to a sentence fails too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';

// ---------------------------------------------------------------------------------------------
// The spec

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SPEC_PATH = fileURLToPath(new URL('../../shared/spec/verification-api.md', import.meta.url));

function loadSpec(): string {
  if (!existsSync(SPEC_PATH)) {
    throw new Error(
      `The contract markdown is missing: expected ../shared/spec/verification-api.md relative to the repo root ${REPO_ROOT}, i.e. ${SPEC_PATH}.`,
    );
  }
  return readFileSync(SPEC_PATH, 'utf8');
}

const SPEC = loadSpec();

interface SpecTable {
  /** The nearest `###` heading above the table (or `##` when there is none in between). */
  heading: string;
  header: string[];
  rows: string[][];
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

function parseTables(markdown: string): SpecTable[] {
  const lines = markdown.split(/\r?\n/);
  const tables: SpecTable[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const h = /^#{2,3}\s+(.*)$/.exec(line);
    if (h) {
      heading = (h[1] ?? '').trim();
      continue;
    }
    const next = lines[i + 1] ?? '';
    if (line.trim().startsWith('|') && /^\s*\|[\s:|-]+\|\s*$/.test(next)) {
      const header = cellsOf(line);
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && (lines[i] ?? '').trim().startsWith('|')) {
        rows.push(cellsOf(lines[i] ?? ''));
        i++;
      }
      i--;
      tables.push({ heading, header, rows });
    }
  }
  return tables;
}

const TABLES = parseTables(SPEC);
const FIELD_TABLES = TABLES.filter((t) => t.header[0] === 'Field' && t.header[1] === 'Type');
const ENDPOINT_TABLE = TABLES.find((t) => t.header.join('|') === 'Method|Path|Request|Response');

/** The line (paragraph) of the spec that starts with `prefix`, without the prefix. */
function specSentence(prefix: string): string {
  const line = SPEC.split(/\r?\n/).find((l) => l.trim().startsWith(prefix));
  if (line === undefined) throw new Error(`The spec has no sentence starting with "${prefix}".`);
  return line.trim().slice(prefix.length);
}

// ---------------------------------------------------------------------------------------------
// Expectations

type Expect =
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

const S: Expect = { t: 'string' };
const DATE: Expect = { t: 'string', format: 'date' };
const DATE_TIME: Expect = { t: 'string', format: 'date-time' };
const NUM: Expect = { t: 'number' };
const INT: Expect = { t: 'integer' };
const ref = (to: string): Expect => ({ t: 'ref', to });
const arr = (items: Expect): Expect => ({ t: 'array', items });
const obj = (fields: Record<string, Expect>, component?: string): Expect =>
  component === undefined ? { t: 'object', fields } : { t: 'object', fields, component };
const strings = (...names: string[]): Record<string, Expect> =>
  Object.fromEntries(names.map((n) => [n, S]));

/** Spec object names (as the tables write them) and the components they are. */
function componentOf(specName: string, side: 'request' | 'response'): string {
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
const TABLE_TARGETS: Record<string, { component: string; side: 'request' | 'response' }[]> = {
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

const riskScore = obj(strings('code', 'description', 'description_extra'));
const statistic = obj(strings('count', 'risk'));
const rpAddress = ref('RequestParametersAddress');
const riskCountry = obj({ risk_result: S }, 'RiskCountry');

/**
 * Objects that the tables describe in words ("object: ...", "array of objects: ...",
 * "object (below)"), keyed component.field, encoded from the spec text. `sentence` is where
 * the spec describes the object when it is not the table cell itself.
 */
const INLINE_OBJECTS: Record<string, { expect: Expect; sentence?: string[] }> = {
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
const PROSE_COMPONENTS: { component: string; sentence: string; expect: Expect }[] = [
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
const COMPANY_SEARCH_RESULT = obj(
  { companies: arr(ref('CompanyRecord')), used_request_type: INT },
  'CompanySearchResult',
);

/** Parses a Type cell of a field table. */
function parseType(
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

// ---------------------------------------------------------------------------------------------
// The OpenAPI document

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asObject(value: unknown, what: string): Json {
  if (!isObject(value)) throw new Error(`${what} is not an object`);
  return value;
}

let ctx: TestContext;
let doc: Json;
let components: Json;

beforeAll(async () => {
  ctx = await createTestContext();
  const response = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  doc = asObject(JSON.parse(response.body), 'the OpenAPI document');
  components = asObject(asObject(doc.components, 'components').schemas, 'components.schemas');
});

afterAll(async () => {
  await ctx.close();
});

const REF_PREFIX = '#/components/schemas/';

function component(name: string): Json | undefined {
  const schema = components[name];
  return isObject(schema) ? schema : undefined;
}

/** Follows a $ref to its component (once; components are not aliases of each other here). */
function deref(node: Json): Json | undefined {
  const target = node.$ref;
  if (typeof target !== 'string') return node;
  if (!target.startsWith(REF_PREFIX)) return undefined;
  return component(target.slice(REF_PREFIX.length));
}

/** The JSON types a schema node admits: its `type`, or the types of all its union branches. */
function typesOf(node: Json): string[] {
  const t = node.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) return [...new Set(branches.filter(isObject).flatMap(typesOf))];
  return [];
}

/** The node admits values of `type` (and, at most, null) only. */
function hasType(node: Json, type: string): boolean {
  const types = typesOf(node);
  return types.includes(type) && types.every((t) => t === type || t === 'null');
}

/** Every value an enum-like schema allows: enum, const, or a union of those. */
function enumValues(node: Json): unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum as unknown[];
  if ('const' in node) return [node.const];
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) {
    const values: unknown[] = [];
    for (const branch of branches) {
      if (!isObject(branch)) return undefined;
      const inner = enumValues(branch);
      if (inner === undefined) return undefined;
      values.push(...inner);
    }
    return values;
  }
  return undefined;
}

/** Every string type an enum-like schema declares (each branch must be a string). */
function enumIsString(node: Json): boolean {
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) return branches.every((b) => isObject(b) && enumIsString(b));
  if (hasType(node, 'string')) return true;
  const values = enumValues(node);
  return values !== undefined && values.every((v) => typeof v === 'string');
}

/** Compares a schema node with an expectation; returns what is wrong, one line each. */
function check(node: unknown, expected: Expect, where: string): string[] {
  if (!isObject(node)) return [`${where}: missing`];
  switch (expected.t) {
    case 'ref': {
      const want = `${REF_PREFIX}${expected.to}`;
      if (node.$ref !== want)
        return [`${where}: expected $ref ${want}, found ${JSON.stringify(node)}`];
      return component(expected.to) ? [] : [`${where}: ${want} does not resolve`];
    }
    case 'array': {
      if (!hasType(node, 'array'))
        return [`${where}: expected an array, found ${JSON.stringify(node.type)}`];
      return check(node.items, expected.items, `${where}[]`);
    }
    case 'object': {
      if (expected.component !== undefined && node.$ref !== `${REF_PREFIX}${expected.component}`) {
        return [
          `${where}: expected $ref ${REF_PREFIX}${expected.component}, found ${JSON.stringify(node)}`,
        ];
      }
      const resolved = deref(node);
      if (!resolved) return [`${where}: ${String(node.$ref)} does not resolve`];
      return checkObject(resolved, expected, where);
    }
    default:
      return checkScalar(node, expected, where);
  }
}

function checkObject(
  node: Json,
  expected: Extract<Expect, { t: 'object' }>,
  where: string,
): string[] {
  if (!hasType(node, 'object'))
    return [`${where}: expected an object, found ${JSON.stringify(node.type)}`];
  const properties = isObject(node.properties) ? node.properties : {};
  const problems: string[] = [];
  for (const [name, fieldExpect] of Object.entries(expected.fields)) {
    if (!(name in properties)) problems.push(`${where}.${name}: missing`);
    else problems.push(...check(properties[name], fieldExpect, `${where}.${name}`));
  }
  if (!expected.open) {
    for (const name of Object.keys(properties)) {
      if (!(name in expected.fields)) problems.push(`${where}.${name}: not in the spec`);
    }
  }
  return problems;
}

function checkScalar(
  node: Json,
  expected: Exclude<Expect, { t: 'ref' | 'array' | 'object' }>,
  where: string,
): string[] {
  const found = JSON.stringify(node);
  switch (expected.t) {
    case 'string': {
      if (!hasType(node, 'string')) return [`${where}: expected a string, found ${found}`];
      if (expected.format !== undefined && node.format !== expected.format) {
        return [`${where}: expected format ${expected.format}, found ${String(node.format)}`];
      }
      return [];
    }
    case 'integer':
      return hasType(node, 'integer') ? [] : [`${where}: expected an integer, found ${found}`];
    case 'int32':
      return (hasType(node, 'integer') || hasType(node, 'number')) && node.format === 'int32'
        ? []
        : [`${where}: expected an int32 number, found ${found}`];
    case 'number':
      return hasType(node, 'number') ? [] : [`${where}: expected a number, found ${found}`];
    case 'boolean':
      return hasType(node, 'boolean') ? [] : [`${where}: expected a boolean, found ${found}`];
    case 'enum': {
      const values = enumValues(node);
      if (values === undefined) return [`${where}: expected an enum, found ${found}`];
      const problems: string[] = [];
      if (!enumIsString(node)) problems.push(`${where}: enum values must be strings`);
      const sorted = (v: unknown[]) => v.map(String).sort();
      if (JSON.stringify(sorted(values)) !== JSON.stringify(sorted(expected.values))) {
        problems.push(
          `${where}: enum ${JSON.stringify(values)} differs from the spec's ${JSON.stringify(expected.values)}`,
        );
      }
      return problems;
    }
  }
}

/** Field names an expectation mentions, at every depth (refs are named objects: not entered). */
function namesIn(expected: Expect): string[] {
  if (expected.t === 'array') return namesIn(expected.items);
  if (expected.t !== 'object') return [];
  return Object.entries(expected.fields).flatMap(([name, e]) => [name, ...namesIn(e)]);
}

/** Words in the spec's descriptions that are not field names (case-sensitive). */
const PROSE_WORDS = new Set([
  'A',
  'a',
  'an',
  'and',
  'all',
  'as',
  'each',
  'of',
  'with',
  'the',
  'has',
  'fields',
  'field',
  'object',
  'objects',
  'string',
  'strings',
  'array',
  'integer',
  'number',
  'numeric',
  'date',
  'time',
  'recursive',
  'described',
  'under',
  'Id',
  'document',
  'Address',
  'Registration',
  'Director',
  'Parent',
  'Tree',
  'node',
  'summary',
  'Company',
  'record',
  'Person',
]);

const wordsOf = (text: string): string[] =>
  text
    .replace(/\bsample(?:\s+(?:value|code))?\s+[A-Za-z0-9]+/g, ' ')
    .match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];

/**
 * The encoding and the spec's words name the same fields: every word of the text that is not
 * filler is an encoded field, and every encoded field is a word of the text.
 */
function coverage(text: string, expected: Expect, where: string): string[] {
  const names = new Set(namesIn(expected));
  const words = new Set(wordsOf(text));
  const problems: string[] = [];
  for (const w of words) {
    if (!PROSE_WORDS.has(w) && !names.has(w))
      problems.push(`${where}: the spec names "${w}", which the test does not encode`);
  }
  for (const n of names)
    if (!words.has(n))
      problems.push(`${where}: the test encodes "${n}", which the spec's text does not name`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Tests

describe('the contract markdown', () => {
  it('has the field tables and the Endpoints table this test maps', () => {
    expect(FIELD_TABLES.length).toBeGreaterThanOrEqual(15);
    expect(
      ENDPOINT_TABLE,
      'the Endpoints table (| Method | Path | Request | Response |)',
    ).toBeDefined();
    const unmapped = FIELD_TABLES.map((t) => t.heading).filter((h) => !(h in TABLE_TARGETS));
    expect(unmapped, 'field tables under headings this test does not map to a component').toEqual(
      [],
    );
    const missing = Object.keys(TABLE_TARGETS).filter(
      (h) => !FIELD_TABLES.some((t) => t.heading === h),
    );
    expect(missing, 'mapped headings without a field table in the spec').toEqual([]);
  });

  it('describes every inline object the test encodes, with the same field names', () => {
    const problems: string[] = [];
    for (const [key, inline] of Object.entries(INLINE_OBJECTS)) {
      const [componentName, field] = key.split('.') as [string, string];
      const heading = Object.entries(TABLE_TARGETS).find(([, ts]) =>
        ts.some((t) => t.component === componentName),
      )?.[0];
      const row = FIELD_TABLES.find((t) => t.heading === heading)?.rows.find((r) => r[0] === field);
      if (!row) {
        problems.push(`${key}: not a row of the spec's tables`);
        continue;
      }
      const text =
        inline.sentence === undefined
          ? (row[1] ?? '')
          : inline.sentence.map(specSentence).join(' ');
      problems.push(...coverage(text, inline.expect, key));
    }
    for (const prose of PROSE_COMPONENTS) {
      problems.push(...coverage(specSentence(prose.sentence), prose.expect, prose.component));
    }
    const searchCell = ENDPOINT_TABLE?.rows.find((r) => r[1] === '/v1/company-search')?.[3] ?? '';
    problems.push(...coverage(searchCell, COMPANY_SEARCH_RESULT, 'CompanySearchResult'));
    expect(problems).toEqual([]);
  });
});

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 with the basicAuth security scheme', () => {
    expect(String(doc.openapi)).toMatch(/^3\.1(\.|$)/);
    const schemes = asObject(
      asObject(doc.components, 'components').securitySchemes,
      'securitySchemes',
    );
    expect(schemes.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  it('names its components after the contract objects', () => {
    const expected = [
      'Address',
      'RequestParametersAddress',
      'AddressMatch',
      'Source',
      'CompanyInput',
      'PersonInput',
      'Person',
      'IdDocument',
      'Director',
      'Parent',
      'TreeNode',
      'UboEntry',
      'CompanyRecord',
      'Registration',
      'RegistrationSummary',
      'RegistrationsExtended',
      'RiskCountry',
      'FinancialInfo',
      'Claim',
      'VatValidation',
      'CompanyRequestParameters',
      'CompanyCheckRequest',
      'CompanyCheckResult',
      'RiskScores',
      'PersonRequestParameters',
      'PersonCheckRequest',
      'PersonCheckResult',
      'CompanySearchRequest',
      'CompanySearchResult',
      'AddressSearchRequest',
      'Problem',
    ];
    expect(Object.keys(components).sort()).toEqual([...expected].sort());
  });

  describe.each(FIELD_TABLES.map((t) => [t.heading, t] as const))(
    'spec table "%s"',
    (heading, table) => {
      const targets = TABLE_TARGETS[heading] ?? [];
      const requiredColumn = table.header.indexOf('Required');
      const allowedColumn = table.header.indexOf('Allowed values');

      it.each(targets.map((t) => [t.component, t] as const))(
        'matches component %s',
        (_name, target) => {
          const schema = component(target.component);
          expect(schema, `components.schemas.${target.component}`).toBeDefined();
          if (!schema) return;
          const fields: Record<string, Expect> = {};
          for (const row of table.rows) {
            const field = row[0] ?? '';
            fields[field] = parseType(
              row[1] ?? '',
              target.side,
              allowedColumn >= 0 ? row[allowedColumn] : undefined,
              `${target.component}.${field}`,
            );
          }
          const problems = checkObject(schema, { t: 'object', fields }, target.component);
          if (requiredColumn >= 0) {
            const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
            for (const row of table.rows) {
              const field = row[0] ?? '';
              const mustBe = (row[requiredColumn] ?? '').toLowerCase() === 'yes';
              if (mustBe !== required.includes(field)) {
                problems.push(
                  `${target.component}.${field}: required is ${String(!mustBe)}, the spec says ${row[requiredColumn] ?? ''}`,
                );
              }
            }
          }
          expect(problems).toEqual([]);
        },
      );
    },
  );

  it('has the prose-described objects: Parent, Tree node, Registration, Extended registrations', () => {
    const problems = PROSE_COMPONENTS.flatMap((p) =>
      check({ $ref: `${REF_PREFIX}${p.component}` }, p.expect, p.component),
    );
    expect(problems).toEqual([]);
  });

  it('has request_parameters addresses: the Address fields without address_line_1 and address_line_2', () => {
    const without = /have the same fields without (\w+) and (\w+)/.exec(SPEC);
    expect(without, 'the spec sentence on request_parameters addresses').not.toBeNull();
    const dropped = [without?.[1] ?? '', without?.[2] ?? ''];
    const addressTable = FIELD_TABLES.find((t) => t.heading === 'Address (shared shape)');
    const fields = Object.fromEntries(
      (addressTable?.rows ?? [])
        .filter((r) => !dropped.includes(r[0] ?? ''))
        .map((r) => [
          r[0] ?? '',
          parseType(r[1] ?? '', 'response', undefined, `RequestParametersAddress.${r[0] ?? ''}`),
        ]),
    );
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    expect(
      check(
        { $ref: `${REF_PREFIX}RequestParametersAddress` },
        obj(fields),
        'RequestParametersAddress',
      ),
    ).toEqual([]);
  });

  it('has the Person date_of_birth formats: date-time in responses, a string in requests, date in Director', () => {
    const prop = (c: string, f: string) =>
      asObject(asObject(component(c)?.properties, `${c}.properties`)[f], `${c}.${f}`);
    expect(prop('Person', 'date_of_birth')).toMatchObject({ type: 'string', format: 'date-time' });
    expect(prop('PersonInput', 'date_of_birth')).toMatchObject({ type: 'string' });
    expect(prop('Director', 'date_of_birth')).toMatchObject({ type: 'string', format: 'date' });
    expect(asObject(component('UboEntry')?.properties, 'UboEntry').person).toEqual({
      $ref: `${REF_PREFIX}Person`,
    });
    expect(
      asObject(component('PersonCheckRequest')?.properties, 'PersonCheckRequest').person,
    ).toEqual({
      $ref: `${REF_PREFIX}PersonInput`,
    });
  });

  it('lists id_document.number as required, as the server requires it', () => {
    const idDocument = component('IdDocument');
    expect(idDocument?.required).toEqual(['number']);
    expect(
      asObject(asObject(idDocument?.properties, 'IdDocument.properties').number, 'number'),
    ).toMatchObject({ type: 'string' });
    expect(
      asObject(asObject(idDocument?.properties, 'IdDocument.properties').number, 'number')
        .description,
    ).toMatch(/^Required/);
  });

  it('lists every field whose description says it is required as required', () => {
    const problems = Object.entries(components).flatMap(([name, schema]) => {
      const object = asObject(schema, name);
      const required = Array.isArray(object.required) ? (object.required as unknown[]) : [];
      const properties = isObject(object.properties) ? object.properties : {};
      return Object.entries(properties)
        .filter(
          ([, p]) =>
            isObject(p) && typeof p.description === 'string' && /^Required\b/.test(p.description),
        )
        .filter(([field]) => !required.includes(field))
        .map(([field]) => `${name}.${field}: described as required, not listed in required`);
    });
    expect(problems).toEqual([]);
  });

  it('has check type enums that are exactly the spec values', () => {
    const allowed = (heading: string) =>
      (
        FIELD_TABLES.find((t) => t.heading === heading)?.rows.find((r) => r[0] === 'type')?.[3] ??
        ''
      )
        .split(',')
        .map((v) => v.trim())
        .sort();
    const actual = (c: string) =>
      (enumValues(asObject(asObject(component(c)?.properties, c).type, `${c}.type`)) ?? [])
        .map(String)
        .sort();
    expect(allowed('Company check request body')).toEqual(
      [
        'basic',
        'basic_plus',
        'standard',
        'extended',
        'kvk',
        'mkb',
        'ubo',
        'custom',
        'compliance',
      ].sort(),
    );
    expect(allowed('Person check request body')).toEqual(
      ['basic', 'basic_plus', 'standard', 'extended', 'full', 'custom', 'compliance'].sort(),
    );
    expect(actual('CompanyCheckRequest')).toEqual(allowed('Company check request body'));
    expect(actual('PersonCheckRequest')).toEqual(allowed('Person check request body'));
  });

  it('has the six operations of the Endpoints table, the report of DESIGN.md, HEAD of each GET, and no others', () => {
    const paths = asObject(doc.paths, 'paths');
    const rows = ENDPOINT_TABLE?.rows ?? [];
    expect(rows).toHaveLength(6);
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(asObject(item, path))
        .filter((m) =>
          ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(m),
        )
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    // DESIGN.md adds one operation to the contract's: the stored report of a check.
    const designed = ['GET /v1/reports/{id}'];
    const operations = [...rows.map((r) => `${r[0] ?? ''} ${r[1] ?? ''}`), ...designed];
    // The server answers HEAD wherever it answers GET (Fastify's exposeHeadRoutes).
    const heads = operations.filter((o) => o.startsWith('GET ')).map((o) => `HEAD${o.slice(3)}`);
    expect(documented.sort()).toEqual([...operations, ...heads].sort());
    expect(Object.keys(paths).filter((p) => p.startsWith('/v1/v1'))).toEqual([]);
    // Every operation has an operationId, each its own, for client generators.
    const ids = Object.values(paths).flatMap((item) =>
      Object.values(asObject(item, 'path item'))
        .filter(isObject)
        .map((op) => op.operationId),
    );
    expect(ids).toContain('postCompanyChecks');
    expect(ids).toContain('getChecksById');
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z]+$/.test(id))).toBe(true);
  });

  describe.each(
    (ENDPOINT_TABLE?.rows ?? []).map((r) => [`${r[0] ?? ''} ${r[1] ?? ''}`, r] as const),
  )('%s', (_name, row) => {
    const [method = '', path = '', request = '', response = ''] = row;
    const operation = () =>
      asObject(
        asObject(asObject(doc.paths, 'paths')[path], path)[method.toLowerCase()],
        `${method} ${path}`,
      );

    it('has the request of the spec', () => {
      const op = operation();
      const param = /^none; path parameter (\w+) \((\w+), required\)$/.exec(request);
      if (param) {
        expect(op.requestBody, 'no request body').toBeUndefined();
        const parameters = Array.isArray(op.parameters) ? (op.parameters as unknown[]) : [];
        const p = parameters.filter(isObject).find((x) => x.name === param[1]);
        expect(p, `path parameter ${param[1] ?? ''}`).toMatchObject({
          in: 'path',
          required: true,
          schema: { type: param[2] },
        });
        expect(path).toContain(`{${param[1] ?? ''}}`);
        return;
      }
      const body = asObject(op.requestBody, 'requestBody');
      expect(body.required, 'the body is required').toBe(true);
      const content = asObject(body.content, 'requestBody.content');
      expect(asObject(content['application/json'], 'application/json').schema).toEqual({
        $ref: `${REF_PREFIX}${componentOf(request, 'request')}`,
      });
    });

    it('names the problems it can answer with', () => {
      const statuses = Object.keys(asObject(operation().responses, 'responses'));
      // Every API operation: credentials, permission, path length, limits, errors, shutdown.
      expect(statuses).toEqual(expect.arrayContaining(['401', '403', '414', '429', '500', '503']));
      // A path parameter can be malformed; a body can be malformed, too large or not JSON.
      expect(statuses).toEqual(
        expect.arrayContaining(method === 'GET' ? ['400', '404'] : ['400', '413', '415']),
      );
      // Another method at the path is 405 (test/routes/openapi-methods.test.ts).
      expect(statuses).toContain('405');
    });

    it('names the headers the answers carry', () => {
      const responses = asObject(operation().responses, 'responses');
      const headersOf = (status: string) =>
        Object.keys(asObject(asObject(responses[status], status).headers, `${status} headers`));
      for (const status of Object.keys(responses)) {
        expect(headersOf(status), status).toContain('X-Request-Id');
        expect(headersOf(status), status).toContain('Cache-Control');
      }
      expect(headersOf('401')).toContain('WWW-Authenticate');
      expect(headersOf('429')).toContain('Retry-After');
      expect(headersOf('503')).toContain('Retry-After');
      expect(headersOf('405')).toContain('Allow');
      // A stored check says where it can be read again; a search stores nothing.
      const storesCheck = method === 'POST' && path.endsWith('-checks');
      expect(headersOf('200').includes('Location'), `${method} ${path} Location`).toBe(storesCheck);
    });

    it('has the 200 response of the spec', () => {
      const responses = asObject(operation().responses, 'responses');
      const ok = asObject(responses['200'], '200');
      const schema = asObject(
        asObject(asObject(ok.content, 'content')['application/json'], 'application/json').schema,
        'schema',
      );
      if (response.startsWith('object:')) {
        expect(check(schema, COMPANY_SEARCH_RESULT, `${method} ${path} 200`)).toEqual([]);
        return;
      }
      const want = { $ref: `${REF_PREFIX}${componentOf(response, 'response')}` };
      if (schema.$ref !== undefined) {
        expect(schema).toEqual(want);
      } else {
        // GET /v1/checks/{id} also serves company checks (the spec leaves this open, rule 8):
        // the spec's result must be one of the alternatives.
        const alternatives = schema.anyOf ?? schema.oneOf;
        expect(
          Array.isArray(alternatives) ? alternatives : [],
          `${method} ${path} 200`,
        ).toContainEqual(want);
      }
    });
  });
});

describe('routes', () => {
  const json = (body: unknown) => ({
    'content-type': 'application/json',
    payload: JSON.stringify(body),
  });

  it('answers the hidden /v1/v1 aliases of all six operations', async () => {
    const { app, alice } = ctx;
    const headers = (extra: Record<string, string> = {}) => ({
      authorization: alice.authorization,
      ...extra,
    });
    const post = async (url: string, body: unknown) => {
      const { payload, ...h } = json(body);
      return app.inject({ method: 'POST', url, headers: headers(h), payload });
    };

    const search = await post('/v1/v1/company-search', { chamber_of_commerce_number: '12345678' });
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.parse(search.body)).toMatchObject({ used_request_type: 1 });

    const company = await post('/v1/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '12345678',
    });
    expect(company.statusCode, company.body).toBe(200);
    const companyId = (JSON.parse(company.body) as { check_identifier: string }).check_identifier;

    const person = await post('/v1/v1/person-checks', {
      type: 'basic',
      person: { last_name: 'Example' },
    });
    expect(person.statusCode, person.body).toBe(200);
    const personId = (JSON.parse(person.body) as { check_identifier: string }).check_identifier;

    const readCompany = await app.inject({
      method: 'GET',
      url: `/v1/v1/company-checks/${companyId}`,
      headers: headers(),
    });
    expect(readCompany.statusCode, readCompany.body).toBe(200);
    expect(readCompany.body).toBe(company.body);

    const readPerson = await app.inject({
      method: 'GET',
      url: `/v1/v1/checks/${personId}`,
      headers: headers(),
    });
    expect(readPerson.statusCode, readPerson.body).toBe(200);
    expect(readPerson.body).toBe(person.body);

    // Without reference data no address matches: the route answers with its own 404, not the router's.
    const address = await post('/v1/v1/address-search', {
      address: { house_number: '1', zip_code: '1234AB', country: 'NL' },
    });
    expect(address.statusCode, address.body).toBe(404);
    expect(JSON.parse(address.body)).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
  });

  it('serves /docs (directly or through a redirect)', async () => {
    let url = '/docs';
    let response = await ctx.app.inject({ method: 'GET', url });
    for (
      let hops = 0;
      hops < 5 && response.statusCode >= 300 && response.statusCode < 400;
      hops++
    ) {
      const location = response.headers.location;
      expect(typeof location, 'a redirect has a location').toBe('string');
      const next = new URL(String(location), `http://localhost${url}`);
      url = `${next.pathname}${next.search}`;
      response = await ctx.app.inject({ method: 'GET', url });
    }
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/text\/html/);
  });
});
