/**
 * The OpenAPI document's 405 and HEAD against what the server answers: every documented path
 * answers a method it does not list with 405, the Allow the document gives and a problem body;
 * every documented HEAD answers as its GET, without a body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

interface Response {
  description?: string;
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, { schema?: { const?: string } }>;
}
type Operations = Record<string, { responses: Record<string, Response> }>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

let ctx: TestContext;
let paths: Record<string, Operations>;
let checkIdentifier: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const document = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
  paths = document.json<{ paths: Record<string, Operations> }>().paths;
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: { type: 'basic', chamber_of_commerce_number: '12345678' },
    headers: { authorization: ctx.alice.authorization },
  });
  expect(created.statusCode, created.body).toBe(200);
  checkIdentifier = created.json<{ check_identifier: string }>().check_identifier;
});
afterAll(async () => {
  await ctx.close();
});

/** A documented path with its parameter filled in by a stored check. */
const urlOf = (path: string) => path.replace('{id}', encodeURIComponent(checkIdentifier));
const listed = (path: string) => METHODS.filter((m) => m in (paths[path] ?? {}));

describe('405 in the OpenAPI document', () => {
  it('is listed on every operation of every path, with the problem body and Allow', () => {
    expect(Object.keys(paths).length).toBeGreaterThan(0);
    for (const [path, operations] of Object.entries(paths)) {
      const allow = listed(path)
        .map((m) => m.toUpperCase())
        .join(', ');
      for (const method of listed(path)) {
        const response = operations[method]?.responses['405'];
        expect(response, `${method} ${path}`).toBeDefined();
        expect(response?.headers?.Allow?.schema?.const, `${method} ${path}`).toBe(allow);
        if (method !== 'head') {
          expect(response?.content?.['application/problem+json']?.schema).toEqual({
            $ref: '#/components/schemas/Problem',
          });
        }
      }
    }
  });

  it('is what the server answers to every method a path does not list, with that Allow', async () => {
    for (const path of Object.keys(paths)) {
      const documented = paths[path]?.[listed(path)[0] ?? '']?.responses['405'];
      const allow = documented?.headers?.Allow?.schema?.const;
      const others = METHODS.filter((m) => !listed(path).includes(m));
      expect(others.length, path).toBeGreaterThan(0);
      for (const method of others) {
        const response = await ctx.app.inject({
          method: method.toUpperCase() as 'PUT',
          url: urlOf(path),
          headers: { authorization: ctx.alice.authorization },
        });
        const where = `${method.toUpperCase()} ${path}`;
        expect(response.statusCode, where).toBe(405);
        expect(response.headers.allow, where).toBe(allow);
        if (method === 'head') continue;
        expect(response.headers['content-type'], where).toContain('application/problem+json');
        expect(response.json(), where).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
      }
    }
  });
});

describe('HEAD in the OpenAPI document', () => {
  it('is listed for every GET and only there, with the statuses of its GET and no bodies', () => {
    for (const [path, operations] of Object.entries(paths)) {
      expect('head' in operations, path).toBe('get' in operations);
      const head = operations.head;
      const get = operations.get;
      if (head === undefined || get === undefined) continue;
      expect(Object.keys(head.responses).sort(), path).toEqual(Object.keys(get.responses).sort());
      for (const [status, response] of Object.entries(head.responses)) {
        expect(response.content, `HEAD ${path} ${status}`).toBeUndefined();
        expect(Object.keys(response.headers ?? {}).sort(), `HEAD ${path} ${status}`).toEqual(
          Object.keys(get.responses[status]?.headers ?? {}).sort(),
        );
      }
    }
  });

  it('is what the server answers: the status and type of GET, without a body', async () => {
    const heads = Object.keys(paths).filter((p) => 'head' in (paths[p] ?? {}));
    expect(heads.length).toBeGreaterThan(0);
    for (const path of heads) {
      for (const url of [urlOf(path), path.replace('{id}', 'no-such-check')]) {
        const request = {
          url,
          headers: { authorization: ctx.alice.authorization, accept: 'text/html' },
        };
        const get = await ctx.app.inject({ ...request, method: 'GET' });
        const head = await ctx.app.inject({ ...request, method: 'HEAD' });
        expect(head.statusCode, url).toBe(get.statusCode);
        expect(Object.keys(paths[path]?.head?.responses ?? {}), url).toContain(
          String(head.statusCode),
        );
        expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
        expect(head.body, url).toBe('');
      }
    }
  });
});
