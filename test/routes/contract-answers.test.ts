/**
 * Real answers against the contract as served and as DESIGN.md completes it: checks of every
 * type on several demo subjects, searches and stored checks read back are walked against the
 * served OpenAPI document (every field named there, of its type, format and values, never
 * null), show the sections of DESIGN.md's matrix (read from DESIGN.md itself, as is the code's
 * matrix), and carry only the codes of its code tables.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SECTIONS_BY_TYPE, PERSON_SECTIONS_BY_TYPE } from '../../src/checks/sections.js';
import { kvkOf } from '../../src/demo/identifiers.js';
import {
  COMPANY_MATRIX,
  COMPANY_SECTION_ROWS,
  PERSON_MATRIX,
  codeBullet,
  codesOf,
  designProblemMembers,
} from '../contract-design.js';
import { isObject, type Json } from '../contract-openapi-document.js';
import { demoPersonRequest } from '../demo-registry.js';
import { useDemoFixture } from '../demo-fixture.js';
import { leavesByPath, walkAnswer } from '../response-walk.js';

const demo = useDemoFixture();

const SHOWCASE_KVK = '12345678';

/** Where a section of the matrix is in an answer, where that is not its name. */
const LOCATION: Record<string, string> = { company_balance_sheet: 'company.company_balance_sheet' };

const COMPANY_ROWS = COMPANY_SECTION_ROWS;

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

function shown(answer: Json, rows: readonly string[]): string[] {
  return rows.filter((row) => {
    let at: unknown = answer;
    for (const key of (LOCATION[row] ?? row).split('.')) at = isObject(at) ? at[key] : undefined;
    return at !== undefined;
  });
}

const allRows = (matrix: Record<string, string[]>) => sorted(Object.values(matrix).flat());

interface Answer {
  what: string;
  kind: 'company' | 'person' | 'other';
  type?: string;
  /** Whether the subject has data for every section (the matrix row is then exact). */
  whole?: boolean;
  body: Json;
}

let schemas: Json;
const answers: Answer[] = [];

async function post(url: string, payload: object): Promise<Json> {
  const response = await demo.post(url, payload);
  expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(200);
  return response.json<Json>();
}

beforeAll(async () => {
  const openapi = await demo.ctx.app.inject({ method: 'GET', url: '/openapi.json' });
  const components = openapi.json<Json>().components;
  schemas = isObject(components) && isObject(components.schemas) ? components.schemas : {};

  const companies = [SHOWCASE_KVK, ...[1, 2, 3, 4, 5].map(kvkOf)];
  for (const kvk of companies)
    for (const type of Object.keys(COMPANY_SECTIONS_BY_TYPE))
      answers.push({
        what: `company ${type} ${kvk}`,
        kind: 'company',
        type,
        whole: kvk === SHOWCASE_KVK,
        body: await post('/v1/company-checks', { type, chamber_of_commerce_number: kvk }),
      });

  const { person, lost } = { person: demo.person, lost: demo.person.lost };
  const resident = person.resident;
  const subjects: [string, (type: string) => object, boolean][] = [
    ['resident', (type) => demoPersonRequest(person, type), true],
    [
      'resident with a lost document',
      (type) =>
        demoPersonRequest(person, type, {
          id_document: { type: lost.type, country: lost.country, number: lost.number },
        }),
      false,
    ],
    [
      'name only',
      (type) => ({
        type,
        person: { first_name: resident.first_name, last_name: resident.last_name },
      }),
      false,
    ],
    [
      'abroad',
      (type) => ({
        type,
        person: { first_name: 'Anna', last_name: 'Schmidt', date_of_birth: '1980-04-12' },
        address: { street: 'Hauptstrasse', house_number: '5', city: 'Berlin', country: 'DE' },
      }),
      false,
    ],
  ];
  for (const [what, request, whole] of subjects)
    for (const type of Object.keys(PERSON_SECTIONS_BY_TYPE))
      answers.push({
        what: `person ${type} ${what}`,
        kind: 'person',
        type,
        whole,
        body: await post('/v1/person-checks', request(type)),
      });

  for (const search of [
    { chamber_of_commerce_number: SHOWCASE_KVK },
    { company: { name: 'B.V.' } },
    { request_type: 3, company: { address: { zip_code: resident.postcode, house_number: '1' } } },
  ])
    answers.push({
      what: `company search ${JSON.stringify(search)}`,
      kind: 'other',
      body: await post('/v1/company-search', search),
    });
  answers.push({
    what: 'address search',
    kind: 'other',
    body: await post('/v1/address-search', {
      address: { zip_code: resident.postcode, house_number: resident.house_number, country: 'NL' },
    }),
  });
});

const RESULT: Record<string, string> = {
  company: 'CompanyCheckResult',
  person: 'PersonCheckResult',
};
const schemaOf = (answer: Answer): string =>
  RESULT[answer.kind] ?? (answer.what.startsWith('address') ? 'Address' : 'CompanySearchResult');

describe('answers of every check type and the searches, against the served OpenAPI document', () => {
  it('hold only fields the schemas name, each of its type, format and values, none null', () => {
    const problems = answers.flatMap(({ what, ...answer }) =>
      walkAnswer(schemas, answer.body, {
        $ref: `#/components/schemas/${schemaOf({ what, ...answer })}`,
      }).map((p) => `${what}: ${p}`),
    );
    expect(problems).toEqual([]);
    expect(answers.length).toBeGreaterThan(70);
  });

  it('are read back unchanged by either identifier from both GET routes', async () => {
    for (const { what, kind, body } of answers.filter((a) => a.kind !== 'other').slice(0, 60)) {
      const routes = kind === 'company' ? ['/v1/company-checks/', '/v1/checks/'] : ['/v1/checks/'];
      for (const route of routes)
        for (const id of [body.check_identifier, body.report_identifier]) {
          const read = await demo.ctx.app.inject({
            method: 'GET',
            url: `${route}${String(id)}`,
            headers: { authorization: demo.ctx.alice.authorization },
          });
          expect(read.statusCode, `${what}: GET ${route}`).toBe(200);
          expect(read.json(), `${what}: GET ${route}`).toEqual(body);
        }
    }
  });
});

describe("DESIGN.md's section matrix", () => {
  it('is the matrix the checks run (src/checks/sections.ts)', () => {
    const company = Object.fromEntries(
      Object.entries(COMPANY_SECTIONS_BY_TYPE).map(([type, sections]) => [
        type,
        sorted(sections.flatMap((s) => COMPANY_ROWS[s] ?? [s])),
      ]),
    );
    const person = Object.fromEntries(
      Object.entries(PERSON_SECTIONS_BY_TYPE).map(([type, sections]) => [type, sorted(sections)]),
    );
    const design = (matrix: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(matrix).map(([type, rows]) => [type, sorted(rows)]));
    expect(company).toEqual(design(COMPANY_MATRIX));
    expect(person).toEqual(design(PERSON_MATRIX));
  });

  it('says which sections each answer shows: never another, all of them for a subject with data for each', () => {
    const problems: string[] = [];
    for (const { what, kind, type = '', whole, body } of answers) {
      if (kind === 'other') continue;
      const matrix = kind === 'company' ? COMPANY_MATRIX : PERSON_MATRIX;
      const row = sorted(matrix[type] ?? []);
      const present = sorted(shown(body, allRows(matrix)));
      const extra = present.filter((s) => !row.includes(s));
      if (extra.length > 0) problems.push(`${what}: shows ${extra.join(', ')}`);
      if (whole && present.join() !== row.join())
        problems.push(`${what}: shows ${present.join(', ')}, DESIGN.md ${row.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('backend_data.sections', () => {
  /** Where a section of backend_data is in an answer, as the matrix's rows name it. */
  const rowOf = (kind: string, section: string) =>
    kind === 'company' ? (COMPANY_ROWS[section]?.[0] ?? section) : section;

  it('names as returned exactly the sections the answer holds (a screening without a hit too)', () => {
    const problems: string[] = [];
    let emptyScreenings = 0;
    for (const { what, kind, body } of answers) {
      if (kind === 'other') continue;
      const { sections } = JSON.parse(String(body.backend_data)) as {
        sections: { returned: string[]; not_found: string[]; unavailable: string[] };
      };
      for (const section of sections.returned)
        if (shown(body, [rowOf(kind, section)]).length === 0)
          problems.push(`${what}: ${section} returned, not in the answer`);
      for (const section of [...sections.not_found, ...sections.unavailable])
        if (shown(body, [rowOf(kind, section)]).length > 0)
          problems.push(`${what}: ${section} named as not found or unavailable, in the answer`);
      if (Array.isArray(body.registrations) && body.registrations.length === 0) emptyScreenings++;
    }
    expect(problems).toEqual([]);
    // A clean screening is an answer: the empty list, returned (docs/checks.md).
    expect(emptyScreenings).toBeGreaterThan(0);
  });
});

describe("DESIGN.md's code tables", () => {
  /** A code table of DESIGN.md (as it names the field) and the answers' leaf paths it covers. */
  const TABLES: [string, RegExp, RegExp?][] = [
    ['address_validation.code', /^address_validation\.code$/, /;/],
    ['risk_country.risk_result', /^risk_country\.risk_result$/, /;/],
    ['financial_info.risk_rating.code', /^financial_info\.risk_rating\.code$/],
    ['payment_behavior*.code', /^financial_info\.payment_behavior[^.]*\.code$/],
    ['risk_scores.*.code', /^risk_scores\.[^.]+\.code$/],
    ['vat_validation.result', /^vat_validation\.result$/],
    ['id_document_number_check_result.code', /^id_document_number_check_result\.code$/],
    ['address_information.ownership_code', /^address_information\.ownership_code$/],
    ['company.status', /^(?:company|companies)\.status$/],
    ['director.risk.code', /(?:^|\.)directors\.risk\.code$/],
  ];

  it('hold every code the answers carry', () => {
    const leaves = leavesByPath(answers.map((a) => a.body));
    const problems: string[] = [];
    for (const [table, covers, separators] of TABLES) {
      const codes = codesOf(codeBullet(table), separators);
      const found = [...leaves].filter(([path]) => covers.test(path));
      expect(found.length, `the answers carry ${table}`).toBeGreaterThan(0);
      for (const [path, values] of found)
        for (const value of new Set(values))
          if (!codes.includes(String(value))) problems.push(`${path}: ${String(value)} (${table})`);
    }
    expect(problems).toEqual([]);
  });

  /** Where each table's field is in the served document: a component, then the path under it. */
  const FIELDS: Record<string, string[]> = {
    'address_validation.code': ['PersonCheckResult.address_validation.code'],
    'risk_country.risk_result': ['RiskCountry.risk_result'],
    'financial_info.risk_rating.code': ['FinancialInfo.risk_rating.code'],
    'payment_behavior*.code': [
      'FinancialInfo.payment_behavior.code',
      'FinancialInfo.payment_behavior_norm.code',
      'FinancialInfo.payment_behavior3_months_ago.code',
    ],
    'risk_scores.*.code': [
      'RiskScores.name.code',
      'RiskScores.address.code',
      'RiskScores.zip_code.code',
      ...['pc4', 'pc5', 'pc6'].map((area) => `RiskScores.statistical_scores.${area}.risk`),
    ],
    'vat_validation.result': ['VatValidation.result'],
    'id_document_number_check_result.code': [
      'PersonCheckResult.id_document_number_check_result.code',
    ],
    'address_information.ownership_code': ['PersonCheckResult.address_information.ownership_code'],
    'company.status': ['CompanyRecord.status'],
    'director.risk.code': ['Director.risk.code'],
  };

  /** The schema at `where` (Component.field.field), through $refs and array items. */
  function schemaAt(where: string): Json {
    const resolve = (schema: unknown): Json => {
      let at = isObject(schema) ? schema : {};
      while (typeof at.$ref === 'string') {
        const target = schemas[at.$ref.replace('#/components/schemas/', '')];
        at = isObject(target) ? target : {};
      }
      return at.type === 'array' ? resolve(at.items) : at;
    };
    const [component = '', ...fields] = where.split('.');
    return fields.reduce<Json>(
      (at, field) => resolve(isObject(at.properties) ? at.properties[field] : undefined),
      resolve(schemas[component]),
    );
  }

  it('are the enums of the served document, which the answers are walked against', () => {
    expect(Object.keys(FIELDS).sort()).toEqual(TABLES.map(([table]) => table).sort());
    for (const [table, , separators] of TABLES)
      for (const where of FIELDS[table] ?? []) {
        const schema = schemaAt(where);
        expect(schema.type, where).toBe('string');
        expect(
          Array.isArray(schema.enum) && (schema.enum as unknown[]).map(String).sort(),
          `${where} (${table})`,
        ).toEqual(codesOf(codeBullet(table), separators));
      }
    // A table DESIGN.md leaves open ("G whole parcel, A apartment right, ...") is no enum.
    expect(codeBullet('parceltype_code')).toMatch(/\.\.\./);
    expect(schemaAt('PersonCheckResult.address_information.parceltype_code').enum).toBeUndefined();
  });

  it('list in the description of every field with an enum each code it allows', () => {
    /** A description's codes, a range written out (BRR1 (lowest risk) to BRR5: BRR1 ... BRR5). */
    const described = (text: string) =>
      text.replace(
        /\b([A-Z]+)(\d+)(?:\s*\([^)]*\))?\s+(?:to|\.\.)\s+\1(\d+)\b/g,
        (_all, prefix: string, from: string, to: string) =>
          Array.from(
            { length: Number(to) - Number(from) + 1 },
            (_, i) => prefix + String(Number(from) + i),
          ).join(' '),
      );
    const problems: string[] = [];
    const visit = (schema: unknown, where: string): void => {
      if (Array.isArray(schema))
        schema.forEach((item, i) => {
          visit(item, `${where}[${i}]`);
        });
      if (!isObject(schema)) return;
      // A field of codes, not a branch (a literal of a union, which its union's field describes).
      if (Array.isArray(schema.enum) && typeof schema.description === 'string') {
        const said = described(schema.description);
        for (const code of schema.enum)
          if (!new RegExp(`(?:^|[^\\w])${String(code)}(?![\\w])`).test(said))
            problems.push(`${where}: ${String(code)} is not described`);
      }
      for (const [key, value] of Object.entries(schema)) visit(value, `${where}.${key}`);
    };
    visit(schemas, 'components.schemas');
    expect(problems).toEqual([]);
  });

  it('make a registration match and the summaries strengths scores of 0 to 100', () => {
    const leaves = leavesByPath(answers.map((a) => a.body));
    const problems: string[] = [];
    const strengths = /\.summaries\.(?:person|company_name|company_kvk|address|id_document)$/;
    for (const [path, values] of leaves) {
      for (const value of values) {
        if (/(?:^|\.)registrations\.match$/.test(path)) {
          const score = Number(value);
          if (typeof value !== 'string' || !/^\d+$/.test(value) || score > 100)
            problems.push(`${path}: ${JSON.stringify(value)}`);
        }
        if (strengths.test(path) && (typeof value !== 'number' || value < 0 || value > 100))
          problems.push(`${path}: ${JSON.stringify(value)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('give backend_data as a JSON object in a string', () => {
    for (const { what, kind, body } of answers) {
      if (kind === 'other') continue;
      expect(typeof body.backend_data, what).toBe('string');
      expect(isObject(JSON.parse(String(body.backend_data))), what).toBe(true);
    }
  });
});

describe("DESIGN.md's error body", () => {
  it('is the Problem schema, every member required', () => {
    const members = designProblemMembers();
    expect(members).toEqual(['type', 'title', 'status', 'detail', 'code', 'errors']);
    const problem = schemas.Problem;
    expect(isObject(problem) && problem.required).toEqual(expect.arrayContaining(members));
  });

  it('is what errors of each kind answer', async () => {
    const { app, alice, reader } = demo.ctx;
    const check = answers.find((a) => a.kind === 'company')?.body.check_identifier;
    const json = { 'content-type': 'application/json' };
    const failures = [
      {
        url: '/v1/company-checks',
        headers: { ...json, authorization: alice.authorization },
        payload: '{',
      },
      {
        url: '/v1/company-checks',
        headers: { ...json, authorization: alice.authorization },
        payload: '{"type":"x"}',
      },
      { url: '/v1/person-checks', headers: json, payload: '{"type":"basic"}' },
      {
        url: '/v1/company-search',
        headers: { ...json, authorization: reader.authorization },
        payload: '{}',
      },
      {
        url: '/v1/address-search',
        headers: { 'content-type': 'text/plain', authorization: alice.authorization },
        payload: '{}',
      },
      {
        method: 'GET' as const,
        url: '/v1/checks/no-such-check',
        headers: { authorization: alice.authorization },
      },
      {
        method: 'DELETE' as const,
        url: `/v1/checks/${String(check)}`,
        headers: { authorization: alice.authorization },
      },
    ];
    const statuses: number[] = [];
    for (const { method = 'POST', ...request } of failures) {
      const response = await app.inject({ method, ...request });
      statuses.push(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = response.json<Json>();
      expect(
        walkAnswer(schemas, body, { $ref: '#/components/schemas/Problem' }),
        request.url,
      ).toEqual([]);
      expect(body.status).toBe(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 401, 403, 415, 404, 405]);
  });
});
