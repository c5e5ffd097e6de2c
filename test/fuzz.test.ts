/**
 * Property-based fuzzing of the four POST operations: random, malformed and hostile bodies must
 * never produce a 5xx, every error must be an RFC 9457 problem whose status is the HTTP status,
 * and every success must be JSON. Part of the bodies are valid, so they run the check pipeline
 * and reach the store (and repeated check_identifiers exercise the idempotency path).
 */
import type { TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_CHARACTER } from '../src/validators/text-forms.js';
import { CompanyCheckRequest } from '../src/contract/company-check.js';
import { contractSchemas } from '../src/contract/index.js';
import { PersonCheckRequest } from '../src/contract/person-check.js';
import { GENDER_WORDS } from '../src/checks/person/person-match-score.js';
import { AddressSearchRequest, CompanySearchRequest } from '../src/contract/search.js';
import { createTestContext, TEST_CONFIG, type TestContext } from './helpers.js';

/** What the body reader refuses in any string (src/http/json-members.ts). */
const REFUSED_CHARACTERS = new RegExp(`\\p{Cs}|${FORBIDDEN_CHARACTER.source}`, 'gu');

const RUNS_PER_OPERATION = 2000;
const BODY_LIMIT = TEST_CONFIG.bodyLimit;

// ---------------------------------------------------------------------------------------------
// Request schemas as plain JSON Schema

interface JsonSchema {
  $id?: string;
  $ref?: string;
  type?: string;
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

const asJsonSchema = (schema: TSchema): JsonSchema => schema;

const SCHEMAS_BY_ID = new Map(
  contractSchemas.map((schema) => [String(schema.$id), asJsonSchema(schema)] as const),
);

function deref(schema: JsonSchema): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const target = SCHEMAS_BY_ID.get(schema.$ref);
  if (!target) throw new Error(`unknown schema ${schema.$ref}`);
  return target;
}

/** Every property name of a schema, at every depth. */
function fieldNames(schema: JsonSchema): string[] {
  const s = deref(schema);
  const own = Object.entries(s.properties ?? {});
  return [...new Set(own.flatMap(([name, p]) => [name, ...fieldNames(p)]))];
}

// ---------------------------------------------------------------------------------------------
// Values

/** Strings that often break parsers, stores and log lines. */
/** Strings the body reader refuses wherever they stand (400). */
const REFUSED_STRINGS = ['\u0000', '\u202Eevil\u202C', '\uD800', 'a\uDC00b', 'x\u0085y'];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '   ',
  '\t\r\n',
  '12345678',
  'NL123456789B01',
  '1234AB',
  'Ünïcødé straße 🚀',
  '\uFFFF\uFFFE',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'Robert"); DROP TABLE checks;--',
  '%s%n%x',
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
];

const WRONG_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.constantFrom<unknown>(
    1e308,
    -1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    0.5,
    '__proto__',
    [],
    {},
  ),
);

/** A few identifiers recur on purpose: replays of the same body, and 409s for another body. */
const CHECK_IDENTIFIER: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('fuzz-1', 'fuzz-2', 'fuzz-3', 'A', 'x.y:z_9') },
  { weight: 6, arbitrary: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '-leading',
      'has space',
      'ü',
      'x'.repeat(128),
      'x'.repeat(129),
      'a/b',
      '..',
    ),
  },
);

/** Calendar dates from `min` to `max`, as YYYY-MM-DD. */
const datesBetween = (min: string, max: string): fc.Arbitrary<string> =>
  fc
    .date({
      min: new Date(`${min}T00:00:00Z`),
      max: new Date(`${max}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

// Mostly dates every date field takes (a date of birth lies from 1900 to today), sometimes dates
// only some take, and malformed ones.
const DATE: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: datesBetween('1900-01-01', '2025-12-31') },
  { weight: 1, arbitrary: datesBetween('1850-01-01', '2099-12-31') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2024-02-29',
      '2023-02-29',
      '1999-13-01',
      '0000-00-00',
      '2024-1-1',
      '2024-01-01T00:00:00Z',
      'yesterday',
    ),
  },
);

/**
 * Free-text fields the service reads only in some values (docs/decisions.md, Validation): those
 * mostly, so that bodies get past the checks beyond the schema, and anything else sometimes.
 */
const READ_VALUES: Record<string, readonly string[]> = {
  gender: GENDER_WORDS,
  // A country that cannot be read is refused by address search (400), so most are readable.
  country: ['NL', 'NLD', 'Nederland', 'the Netherlands', 'Pays-Bas', 'DE', 'BEL', 'Belgique'],
  // Person checks refuse initials that are not letters and mail addresses that are none.
  initials: ['J.', 'J.W.', 'JW', 'Th.', 'É.'],
  mail_address: ['jan@example.nl', 'info@voorbeeld.example'],
};

function textValue(schema: JsonSchema, name?: string): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) return CHECK_IDENTIFIER;
  if (schema.format === 'date') return DATE;
  const read = name === undefined ? undefined : READ_VALUES[name];
  if (read) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...read) },
      { weight: 1, arbitrary: textValue(schema) },
    );
  }
  const max = schema.maxLength ?? 500;
  return fc.oneof(
    { weight: 8, arbitrary: fc.string({ maxLength: Math.min(max, 24) }) },
    // Any code point; lone surrogates and control or bidirectional formatting characters
    // (refused, 400) only sometimes, so that bodies still pass.
    {
      weight: 2,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: Math.min(max, 16) })
        .map((t) => t.replace(REFUSED_CHARACTERS, '\uFFFD')),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(max, 16) }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(max, 8) }) },
    { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...REFUSED_STRINGS) },
    {
      // Lengths at the bound, measured in code points as the schema measures them.
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(max - 1, max, max + 1), fc.constantFrom('x', 'é', '😀', '\u0000'))
        .map(([n, c]) => c.repeat(Math.max(0, n))),
    },
  );
}

/** Values of the schema's type (mostly valid), at every depth. */
function valueFor(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  const s = deref(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.anyOf) {
    // Options of a typed field ({type: 'string', anyOf: [{format: 'date'}, {const: ''}]})
    // carry only what they add: each is read with the field's own keywords.
    const { anyOf, ...field } = s;
    return fc.oneof(...anyOf.map((option) => valueFor({ ...field, ...option }, name)));
  }
  switch (s.type) {
    case 'string':
      return textValue(s, name);
    case 'integer': {
      const min = s.minimum ?? -(2 ** 31);
      const max = s.maximum ?? 2 ** 31 - 1;
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min, max }) },
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 1.5, -0) },
      );
    }
    case 'number':
      return fc.double();
    case 'boolean':
      return fc.boolean();
    case 'object':
      return objectFor(s);
    default:
      throw new Error(`no generator for ${JSON.stringify(s)}`);
  }
}

const EXTRA_KEYS: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'then',
  ),
);

/** An object of the schema's fields: right values mostly, wrong types sometimes, extra keys rarely. */
function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    model[name] = fc.oneof(
      { weight: 30, arbitrary: valueFor(property, name) },
      { weight: 1, arbitrary: WRONG_VALUES },
    );
  }
  return fc
    .tuple(
      fc.record(model, { requiredKeys: schema.required ?? [] }),
      fc.oneof(
        { weight: 15, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.tuple(EXTRA_KEYS, fc.jsonValue({ maxDepth: 2 })) },
      ),
    )
    .map(([value, extra]) => {
      // defineProperty: an own "__proto__" key, as JSON.parse would create it.
      if (extra)
        Object.defineProperty(value, extra[0], {
          value: extra[1],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return value;
    });
}

// ---------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  kind: string;
  contentType: string | undefined;
  payload: string | Buffer;
}

/** Counterexamples print as a summary, not as a megabyte of payload. */
function fuzzRequest(
  kind: string,
  payload: string | Buffer,
  contentType: string | undefined = 'application/json',
): FuzzRequest {
  const request: FuzzRequest = { kind, contentType, payload };
  Object.defineProperty(request, fc.toStringMethod, {
    value: () => {
      const text = typeof payload === 'string' ? payload : `<bytes ${payload.toString('hex')}>`;
      const shown = text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
      return `${kind} [${contentType ?? 'no content-type'}] ${JSON.stringify(shown)}`;
    },
  });
  return request;
}

/** Inserts a member right after the `{` at the given position of a JSON object text. */
function insertMember(text: string, at: number, member: string): string {
  const after = text.slice(at + 1);
  return `${text.slice(0, at + 1)}${member}${after.trimStart().startsWith('}') ? '' : ','}${after}`;
}

const POLLUTING_MEMBERS = [
  '"__proto__":{"polluted":"yes"}',
  '"__proto__":null',
  '"__proto__":[]',
  '"\\u005f_proto__":{"polluted":"yes"}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"constructor":{"polluted":"yes"}',
  '"constructor":"x"',
  '"prototype":{"polluted":"yes"}',
];

const MALFORMED_TEXTS = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '""',
  '[]',
  '{',
  '}',
  '{"type":',
  '{"type":"basic"',
  "{'type':'basic'}",
  '{"type":"basic",}',
  '{"type":"basic"}{"type":"basic"}',
  '\uFEFF{"type":"basic"}',
  '{"type":NaN}',
  '{"type":undefined}',
  '{"type":"basic" /* comment */}',
  '{"type":"\\ud800"}',
  '{"type":"\\u0000"}',
  '{"a":1e999999}',
  '{"a":-}',
  '\u0000',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-8',
  'application/json;charset=UTF-8',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/problem+json',
  'application/vnd.api+json',
  '',
  undefined,
];

/** Any text the body reader accepts: every code point but the refused ones, 1 to 40 of them. */
const ACCEPTED_TEXT = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 40 })
  .map((t) => t.replace(REFUSED_CHARACTERS, '\uFFFD'));

/** Accepted text with a letter in it: a person's name must have one (400 otherwise). */
const NAME_TEXT = ACCEPTED_TEXT.map((t) => (/\p{L}/u.test(t) ? t : `${t}n`));

function requestsFor(root: JsonSchema, varied: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzRequest> {
  const structured = objectFor(root).map((value) => JSON.stringify(value));
  const names = fieldNames(root);

  const fromFieldNames = fc
    .dictionary(
      fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 10 })),
      fc.jsonValue({ maxDepth: 3 }),
      {
        maxKeys: 6,
      },
    )
    .map((value) => fuzzRequest('field-names', JSON.stringify(value)));

  const malformed = fc.oneof(
    fc.string().map((t) => fuzzRequest('raw-string', t)),
    fc.string({ unit: 'binary', maxLength: 40 }).map((t) => fuzzRequest('raw-unicode', t)),
    fc.constantFrom(...MALFORMED_TEXTS).map((t) => fuzzRequest('malformed', t)),
    structured.chain((t) =>
      fc
        .nat({ max: Math.max(0, t.length - 1) })
        .map((i) => fuzzRequest('truncated', t.slice(0, i))),
    ),
    fc
      .tuple(
        structured,
        fc.nat(),
        fc.constantFrom(',', '}', '{', '"', '\\', ':', ']', '\u0000', 'NaN', "'", '//', '\n'),
      )
      .map(([t, i, junk]) => {
        const at = i % (t.length + 1);
        return fuzzRequest('garbled', `${t.slice(0, at)}${junk}${t.slice(at)}`);
      }),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => fuzzRequest('raw-bytes', Buffer.from(bytes))),
    fc
      .uint8Array({ minLength: 1, maxLength: 8 })
      .map((bytes) =>
        fuzzRequest(
          'invalid-utf8-in-string',
          Buffer.concat([
            Buffer.from('{"type":"basic","chamber_of_commerce_number":"'),
            Buffer.from([0xff, ...bytes]),
            Buffer.from('"}'),
          ]),
        ),
      ),
  );

  const deep = fc
    .tuple(
      fc.integer({ min: 50, max: 60_000 }),
      fc.constantFrom('array', 'object', 'object+constructor'),
      fc.constantFrom(...names, 'top'),
    )
    .map(([depth, shape, field]) => {
      const inner =
        shape === 'array'
          ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}${shape === 'object' ? '1' : '{"constructor":{"prototype":{"polluted":"yes"}}}'}${'}'.repeat(depth)}`;
      return fuzzRequest(
        `deep-${shape}-${depth}-${field}`,
        field === 'top' ? inner : `{"type":"basic","${field}":${inner}}`,
      );
    });

  const huge = fc
    .tuple(
      fc.integer({ min: BODY_LIMIT - 2048, max: BODY_LIMIT + 2048 }),
      // A body of ~90,000 unknown keys costs the validator about a second: rare on purpose.
      fc.oneof(
        {
          weight: 40,
          arbitrary: fc.constantFrom('string-field', 'multibyte-field', 'raw', 'long-array'),
        },
        { weight: 1, arbitrary: fc.constant('many-keys') },
      ),
      fc.constantFrom(...names),
    )
    .map(([size, shape, field]) => {
      const head = `{"type":"basic","${field}":"`;
      switch (shape) {
        case 'string-field':
          return fuzzRequest(
            `huge-${shape}-${size}`,
            `${head}${'x'.repeat(Math.max(0, size - head.length - 2))}"}`,
          );
        case 'multibyte-field':
          return fuzzRequest(
            `huge-${shape}-${size}`,
            `${head}${'é'.repeat(Math.max(0, (size - head.length - 2) >> 1))}"}`,
          );
        case 'raw':
          return fuzzRequest(`huge-${shape}-${size}`, 'x'.repeat(size));
        case 'many-keys': {
          const count = Math.floor(size / 12);
          return fuzzRequest(
            `huge-${shape}-${count}`,
            `{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`,
          );
        }
        default:
          return fuzzRequest(
            `huge-${shape}-${size}`,
            `{"type":"basic","${field}":[${'0,'.repeat(size >> 1)}0]}`,
          );
      }
    });

  const polluted = fc
    .tuple(structured, fc.constantFrom(...POLLUTING_MEMBERS), fc.nat())
    .map(([t, member, pick]) => {
      const braces = [...t.matchAll(/\{/g)].map((m) => m.index);
      const at = braces[pick % braces.length] ?? 0;
      return fuzzRequest('prototype-pollution', insertMember(t, at, member));
    });

  const otherContentType = fc
    .tuple(structured, fc.constantFrom(...CONTENT_TYPES))
    .map(([t, contentType]) => fuzzRequest('content-type', t, contentType));

  return fc.oneof(
    { weight: 40, arbitrary: structured.map((t) => fuzzRequest('structured', t)) },
    // Valid bodies with any text in their free-text fields: what reaches the service.
    { weight: 4, arbitrary: varied.map((v) => fuzzRequest('varied', JSON.stringify(v))) },
    {
      weight: 6,
      arbitrary: fc.jsonValue().map((v) => fuzzRequest('json-value', JSON.stringify(v) ?? 'null')),
    },
    { weight: 4, arbitrary: fc.object().map((v) => fuzzRequest('object', JSON.stringify(v))) },
    { weight: 6, arbitrary: fromFieldNames },
    { weight: 10, arbitrary: malformed },
    { weight: 3, arbitrary: deep },
    { weight: 2, arbitrary: huge },
    { weight: 5, arbitrary: polluted },
    { weight: 3, arbitrary: otherContentType },
  );
}

// ---------------------------------------------------------------------------------------------
// Tests

interface Operation {
  url: string;
  schema: TSchema;
  /** At least this many bodies must pass validation and reach the service (status, code). */
  reached: { status: number; code?: string };
  /** Bodies tried first, before the random ones. */
  examples: unknown[];
  /** Bodies that pass validation, with any accepted text where the schema allows it. */
  varied: fc.Arbitrary<unknown>;
}

/** The longest check_identifier the schema allows (maxLength 128). */
const longest = (c: string) => c.repeat(128);

const OPERATIONS: Operation[] = [
  {
    url: '/v1/company-checks',
    schema: CompanyCheckRequest,
    reached: { status: 200 },
    examples: [
      { type: 'basic', chamber_of_commerce_number: '12345678', check_identifier: longest('C') },
    ],
    varied: fc.record({
      type: fc.constantFrom('basic', 'standard', 'extended', 'compliance'),
      company: fc.record({ name: ACCEPTED_TEXT }),
    }),
  },
  {
    url: '/v1/person-checks',
    schema: PersonCheckRequest,
    reached: { status: 200 },
    examples: [{ type: 'basic', person: { last_name: 'Example' }, check_identifier: longest('P') }],
    varied: fc.record({
      type: fc.constantFrom('basic', 'standard', 'full', 'compliance'),
      person: fc.record({ first_name: NAME_TEXT, last_name: NAME_TEXT }),
    }),
  },
  {
    url: '/v1/company-search',
    schema: CompanySearchRequest,
    reached: { status: 200 },
    examples: [{ chamber_of_commerce_number: '12345678' }],
    varied: fc.record({ company: fc.record({ name: ACCEPTED_TEXT }) }),
  },
  {
    // Without reference data no address is found: a body that passes validation ends in this 404.
    url: '/v1/address-search',
    schema: AddressSearchRequest,
    reached: { status: 404, code: 'ADDRESS_NOT_FOUND' },
    examples: [{ address: { house_number: '1', zip_code: '1234AB', country: 'NL' } }],
    varied: fc.record({
      address: fc.record({
        street: ACCEPTED_TEXT,
        house_number: fc.integer({ min: 1, max: 99999 }).map(String),
        city: ACCEPTED_TEXT,
      }),
    }),
  },
];

const COMMON_EXAMPLES: FuzzRequest[] = [
  fuzzRequest('example', '{"__proto__":{"polluted":"yes"}}'),
  fuzzRequest('example', '{"constructor":{"prototype":{"polluted":"yes"}}}'),
  fuzzRequest('example', ''),
  fuzzRequest('example', 'x'.repeat(BODY_LIMIT + 1)),
];

/** Bodies that must pass validation and reach the service, per operation. */
const MIN_REACHED = 40;

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx.close();
});

interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
}

function isProblem(value: unknown): value is ProblemBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.type === 'string' &&
    typeof v.title === 'string' &&
    typeof v.status === 'number' &&
    typeof v.code === 'string'
  );
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${what}: the body is not JSON: ${text.slice(0, 300)}`);
  }
}

/** Checks one response; returns the problem code of an error, or undefined for a success. */
function checkResponse(response: LightMyRequestResponse, what: string): string | undefined {
  const status = response.statusCode;
  const contentType = String(response.headers['content-type'] ?? '');
  const context = `${what} -> ${status} ${contentType} ${response.body.slice(0, 300)}`;
  if (status >= 500) throw new Error(`server error: ${context}`);
  if (status >= 400) {
    if (!contentType.startsWith('application/problem+json'))
      throw new Error(`error without problem+json: ${context}`);
    const body = parseJson(response.body, context);
    if (!isProblem(body))
      throw new Error(`error body is not a problem (type, title, status, code): ${context}`);
    if (body.status !== status)
      throw new Error(`problem status ${body.status} differs from the HTTP status: ${context}`);
    return body.code;
  }
  if (status !== 200) throw new Error(`unexpected status: ${context}`);
  if (!contentType.startsWith('application/json'))
    throw new Error(`success without application/json: ${context}`);
  parseJson(response.body, context);
  return undefined;
}

describe('fuzzing the POST operations', () => {
  it.each(OPERATIONS.map((op) => [op.url, op] as const))(
    'POST %s answers every body with a 200 or a problem, never a 5xx',
    async (_url, operation) => {
      const { app, alice } = ctx;
      const outcomes = new Map<string, number>();
      const stored: { id: string; body: string }[] = [];

      await fc.assert(
        fc.asyncProperty(
          requestsFor(asJsonSchema(operation.schema), operation.varied),
          async (request) => {
            const headers: Record<string, string> = { authorization: alice.authorization };
            if (request.contentType !== undefined) headers['content-type'] = request.contentType;
            const response = await app.inject({
              method: 'POST',
              url: operation.url,
              headers,
              payload: request.payload,
            });
            const code = checkResponse(response, `${request.kind} to ${operation.url}`);
            const key = `${response.statusCode} ${code ?? ''}`.trim();
            outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
            if (code === undefined && operation.url.endsWith('-checks')) {
              const result = JSON.parse(response.body) as {
                check_identifier?: unknown;
                report_pdf?: unknown;
              };
              // report_view appends the report to the stored body: a read returns it without.
              const withReport = response.body.lastIndexOf(',"report_pdf":"');
              const body =
                result.report_pdf !== undefined && withReport > 0
                  ? `${response.body.slice(0, withReport)}}`
                  : response.body;
              if (typeof result.check_identifier === 'string')
                stored.push({ id: result.check_identifier, body });
            }
            if (({} as Record<string, unknown>).polluted !== undefined)
              throw new Error('Object.prototype was polluted');
          },
        ),
        {
          numRuns: RUNS_PER_OPERATION,
          examples: [
            ...operation.examples.map(
              (body) => [fuzzRequest('example', JSON.stringify(body))] as [FuzzRequest],
            ),
            ...COMMON_EXAMPLES.map((request) => [request] as [FuzzRequest]),
          ],
        },
      );

      const reachedKey = `${operation.reached.status} ${operation.reached.code ?? ''}`.trim();
      expect(
        outcomes.get(reachedKey) ?? 0,
        `valid bodies reaching the service (${reachedKey}); outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}`,
      ).toBeGreaterThanOrEqual(MIN_REACHED);

      // Checks created by the fuzzer were stored: they read back byte for byte (a replay returns
      // the stored body too). The ten longest identifiers and ten others are read.
      const byLength = [...stored].sort((a, b) => b.id.length - a.id.length);
      const sample = new Map(
        [...byLength.slice(0, 10), ...stored.slice(0, 10)].map((e) => [e.id, e]),
      );
      const failures: string[] = [];
      for (const { id, body } of sample.values()) {
        const url = `/v1/checks/${encodeURIComponent(id)}`;
        const read = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: alice.authorization },
        });
        const what = `GET /v1/checks/{check_identifier of ${id.length} characters}`;
        try {
          checkResponse(read, what);
          if (read.statusCode !== 200)
            failures.push(`${what} -> ${read.statusCode} ${read.body.slice(0, 200)}`);
          else if (read.body !== body)
            failures.push(`${what}: the stored body differs from the one returned on creation`);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      expect(failures).toEqual([]);
    },
    // About 5 s each on an idle 2-core machine; the margin is for a busy one.
    120_000,
  );
});
