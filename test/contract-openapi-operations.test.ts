/**
 * The OpenAPI document against the contract markdown (../shared/spec/verification-api.md).
 *
 * Every `| Field | Type |` table of the spec is parsed, so a field added to the spec and missing
 * from the schemas fails here. Objects the spec describes in prose are encoded below from the
 * spec's sentences; each encoding is checked against the words of its sentence, so a field
 * added to a sentence fails too.
 */
import { describe, expect, it } from 'vitest';
import { WWW_AUTHENTICATE } from '../src/http/plugins/auth.js';
import { ENDPOINT_TABLE } from './contract-spec.js';
import { COMPANY_SEARCH_RESULT, componentOf } from './contract-expectations.js';
import {
  REF_PREFIX,
  asObject,
  check,
  doc,
  isObject,
  useOpenApiDocument,
} from './contract-openapi-document.js';

useOpenApiDocument();

describe('GET /openapi.json', () => {
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

  it('names the licence package.json declares, which client generators copy', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { license: string };
    expect(asObject(doc.info, 'info').license).toEqual({
      name: pkg.license,
      identifier: pkg.license,
    });
  });

  it('names the headers a served report carries', () => {
    const item = asObject(asObject(doc.paths, 'paths')['/v1/reports/{id}'], '/v1/reports/{id}');
    for (const method of ['get', 'head']) {
      const responses = asObject(asObject(item[method], method).responses, 'responses');
      const headers = asObject(asObject(responses['200'], '200').headers, '200 headers');
      expect(Object.keys(headers), method).toEqual(
        expect.arrayContaining(['Vary', 'Content-Disposition', 'Content-Security-Policy']),
      );
      // Refused by its Accept or not found once the Accept was read: these vary by it too.
      for (const status of ['404', '406']) {
        const refused = asObject(asObject(responses[status], status).headers, `${status} headers`);
        expect(Object.keys(refused), `${method} ${status}`).toContain('Vary');
      }
    }
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
      // The challenge as the server sends it (RFC 7617's charset too), not a shortened one.
      const challenge = asObject(asObject(responses['401'], '401').headers, '401 headers')[
        'WWW-Authenticate'
      ];
      expect(asObject(challenge, 'WWW-Authenticate').description).toContain(WWW_AUTHENTICATE);
      expect(headersOf('429')).toContain('Retry-After');
      expect(headersOf('503')).toContain('Retry-After');
      // Not every 503 passes by waiting: the description says which carry none.
      const retry503 = asObject(asObject(responses['503'], '503').headers, '503 headers')[
        'Retry-After'
      ];
      expect(asObject(retry503, 'Retry-After').description).toContain('REFERENCE_DATA_STALE');
      expect(headersOf('405')).toContain('Allow');
      // A stored check says where it can be read again; a search stores nothing.
      const storesCheck = method === 'POST' && path.endsWith('-checks');
      expect(headersOf('200').includes('Location'), `${method} ${path} Location`).toBe(storesCheck);
      // With report_view, a report that could not be rendered is left out and only this header
      // says so (test/routes/reports.test.ts): a generated client must know of it.
      expect(
        headersOf('200').includes('Veracheck-Report-Status'),
        `${method} ${path} Veracheck-Report-Status`,
      ).toBe(storesCheck);
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
