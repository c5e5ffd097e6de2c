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
import { CompanyCheckRequest } from '../src/contract/company-check.js';
import { PersonCheckRequest } from '../src/contract/person-check.js';
import { AddressSearchRequest, CompanySearchRequest } from '../src/contract/search.js';
import { createTestContext, servingARegister, type TestContext } from './helpers.js';
import { asJsonSchema } from './fuzz-values.js';
import {
  ACCEPTED_TEXT,
  BODY_LIMIT,
  NAME_TEXT,
  fuzzRequest,
  requestsFor,
  type FuzzRequest,
} from './fuzz-requests.js';

const RUNS_PER_OPERATION = 2000;

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
  // A register is served (holding nothing), so that company search runs rather than answering
  // COMPANY_DATA_UNAVAILABLE.
  ctx = await createTestContext({ registry: servingARegister });
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
