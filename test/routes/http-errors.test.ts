import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, createTestContext, type TestContext } from '../helpers.js';
import { expectProblem, type ProblemBody } from '../problem-expect.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { bodyLimit: 4096 } });
});
afterAll(async () => {
  await ctx.close();
});

describe('errors are problem+json with stable codes', () => {
  const headers = () => ({ authorization: ctx.alice.authorization });

  it('413 for a body over the limit, 415 for non-JSON, 400 for malformed or empty JSON', async () => {
    const big = {
      type: 'basic',
      company: { name: 'x'.repeat(250) },
      search_identifier: 'y'.repeat(5000),
    };
    expectProblem(
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        headers: headers(),
        payload: big,
      }),
      413,
      'BODY_TOO_LARGE',
    );
    const raw = (contentType: string, payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        headers: { ...headers(), 'content-type': contentType },
        payload,
      });
    const cases: [string, string, number, string][] = [
      ['text/plain', 'type=basic', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['application/x-www-form-urlencoded', 'type=basic', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['application/json', '{"type":', 400, 'INVALID_JSON'],
      ['application/json', '', 400, 'INVALID_JSON'],
      ['application/json', '[1,2]', 400, 'VALIDATION_FAILED'],
    ];
    for (const [contentType, payload, status, code] of cases) {
      expectProblem(await raw(contentType, payload), status, code);
    }
  });

  it('refuses prototype pollution attempts', async () => {
    const cases: [string, string][] = [
      [
        '{"type":"basic","chamber_of_commerce_number":"1","__proto__":{"admin":true}}',
        '/__proto__',
      ],
      [
        '{"type":"basic","company":{"name":"x","\\u005f_proto__":{"admin":true}}}',
        '/company/__proto__',
      ],
      ['{"type":"basic","constructor":{"prototype":{"admin":true}}}', '/constructor'],
    ];
    for (const [payload, path] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        headers: { ...headers(), 'content-type': 'application/json' },
        payload,
      });
      expectProblem(response, 400, 'VALIDATION_FAILED');
      expect((JSON.parse(response.body) as { errors: { path: string }[] }).errors).toEqual([
        { path, message: expect.stringContaining('forbidden field') as unknown },
      ]);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers an empty body the same with or without a Content-Type', async () => {
    const details = new Set<string>();
    for (const contentType of [undefined, 'application/json']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        headers: { ...headers(), ...(contentType && { 'content-type': contentType }) },
      });
      details.add(expectProblem(response, 400, 'INVALID_JSON').detail);
    }
    expect([...details]).toEqual(['The request body is empty; send a JSON object.']);
  });

  it('414 and 404 echo at most 200 characters of a long path', async () => {
    const long = `/v1/checks/${'a'.repeat(5000)}`;
    const tooLong = expectProblem(
      await ctx.app.inject({ method: 'GET', url: long, headers: headers() }),
      414,
      'URI_TOO_LONG',
    );
    expect(tooLong.instance).toBe(`${long.slice(0, 200)}...`);
    expect(tooLong.detail).not.toContain('aaaa');
    // A segment longer than any the API reads is 414 on a path that matches no route too.
    const unknownLong = expectProblem(
      await ctx.app.inject({ method: 'GET', url: `/x${'b'.repeat(5000)}?q=1` }),
      414,
      'URI_TOO_LONG',
    );
    expect(unknownLong.instance).toHaveLength(203);
    // A long path of short segments is 404, its detail not repeating it.
    const unknown = expectProblem(
      await ctx.app.inject({ method: 'GET', url: `/v1${'/bbbb'.repeat(60)}` }),
      404,
      'NOT_FOUND',
    );
    expect(unknown.instance).toHaveLength(203);
    expect(unknown.detail).toBe('No resource at this path.');
  });

  it('gives answers refused before routing a request id, a metric and a log line', async () => {
    const lines: string[] = [];
    const logged = await createTestContext({ logLines: lines });
    try {
      const bad = await logged.app.inject({ method: 'GET', url: '/v1/checks/%zz' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['x-request-id']).toBeTruthy();
      const metrics = await logged.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/route="unmatched"[^\n]*status="400"/);
      expect(lines.join('')).toContain(String(bad.headers['x-request-id']));
    } finally {
      await logged.close();
    }
  });

  it('404 for unknown routes and 405 with Allow for a wrong method', async () => {
    const unknown = expectProblem(
      await ctx.app.inject({ method: 'GET', url: '/v2/company-checks?x=1' }),
      404,
      'NOT_FOUND',
    );
    expect(unknown.instance).toBe('/v2/company-checks');
    const wrong = expectProblem(
      await ctx.app.inject({ method: 'DELETE', url: '/v1/checks/abc' }),
      405,
      'METHOD_NOT_ALLOWED',
    );
    expect(wrong.detail).toContain('GET');
    expect(wrong.instance).toBe('/v1/checks/abc');
    const put = await ctx.app.inject({ method: 'PUT', url: '/v1/v1/company-checks' });
    expectProblem(put, 405, 'METHOD_NOT_ALLOWED');
    expect(put.headers.allow).toBe('POST');
    // A path climbing out of the docs' folder finds nothing there either.
    expectProblem(
      await ctx.app.inject({ method: 'GET', url: '/docs/static/../../package.json' }),
      404,
      'NOT_FOUND',
    );
    // A route's dot is a dot: /openapiXjson is no path of /openapi.json, so no 405 either.
    for (const url of ['/openapiXjson', '/openapi-json']) {
      const response = await ctx.app.inject({ method: 'POST', url });
      expectProblem(response, 404, 'NOT_FOUND');
      expect(response.headers.allow, url).toBeUndefined();
    }
    // The docs' folder itself names no file: 404, not a 405 whose Allow lists GET.
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of ['/docs/static', '/docs/static/']) {
        const response = await ctx.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers.allow, `${method} ${url}`).toBeUndefined();
      }
    }
  });

  it('answers QUERY, which no route takes, as any other such method, with or without a Content-Type', async () => {
    // light-my-request's types do not list QUERY, which it sends as any other method.
    const query = (url: string, given: Record<string, string>) =>
      ctx.app.inject({ method: 'QUERY' as unknown as 'GET', url, headers: given });
    for (const given of [{}, { 'content-type': 'application/json' }] as Record<string, string>[]) {
      const known = await query('/v1/company-search', { ...headers(), ...given });
      expect(expectProblem(known, 405, 'METHOD_NOT_ALLOWED').detail).toBe(
        'QUERY is not supported here; use POST.',
      );
      expect(known.headers.allow).toBe('POST');
      const read = await query('/v1/checks/abc', given);
      expectProblem(read, 405, 'METHOD_NOT_ALLOWED');
      expect(String(read.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD']);
      expect(read.headers['x-request-id']).toBeTruthy();
      const unknown = await query('/nowhere', given);
      expectProblem(unknown, 404, 'NOT_FOUND');
      expect(unknown.headers.allow).toBeUndefined();
    }
  });

  it('404 for a path joined with a slash too many or without /v1, naming the path meant', async () => {
    const cases: [string, 'GET' | 'POST', string | undefined][] = [
      // A base URL ending in / joined with a path starting with one.
      ['//v1/checks/abc', 'GET', '/v1/checks/abc'],
      ['/v1//v1/company-checks', 'POST', '/v1/v1/company-checks'],
      ['/v1/checks/abc//', 'GET', '/v1/checks/abc/'],
      // The version left out of the path.
      ['/company-checks', 'POST', '/v1/company-checks'],
      ['/checks/abc?x=1', 'GET', '/v1/checks/abc'],
      // Only a path a route takes with that method is named: no route reads /v1/checks whole,
      // and /v1/company-checks takes POST only.
      ['/checks', 'GET', undefined],
      ['/company-checks', 'GET', undefined],
      ['/v2/checks/abc', 'GET', undefined],
      // The docs' file route takes any name below it, files it does not have too: a path it
      // takes so is no path meant.
      ['//docs/static/nothing-here', 'GET', undefined],
      ['/docs/static//nothing-here', 'GET', undefined],
      ['//docs/json', 'GET', '/docs/json'],
      ['//openapi.json', 'GET', '/openapi.json'],
      ['//openapiXjson', 'GET', undefined],
    ];
    for (const [url, method, meant] of cases) {
      const problem = expectProblem(
        await ctx.app.inject({ method, url, headers: headers() }),
        404,
        'NOT_FOUND',
      );
      const path = url.split('?')[0] ?? '';
      expect(problem.detail, url).toBe(
        meant === undefined
          ? `No resource at ${path}.`
          : `No resource at ${path}; did you mean ${meant}?`,
      );
    }
  });

  it('400 naming the escape for a path whose percent-encoding is broken, wherever it is', async () => {
    const cases: [url: string, method: 'GET' | 'POST', detail: string][] = [
      ['/v1/checks/%E0%A4%A', 'GET', '"%A" is not a % followed by two hexadecimal digits'],
      ['/v1/checks/%E0%A4', 'GET', '"%E0%A4" does not decode to UTF-8 characters'],
      ['/v1/reports/abc%zz?x=1', 'GET', '"%zz" is not a % followed by two hexadecimal digits'],
      ['/v1/company-checks%', 'POST', '"%" is not a % followed by two hexadecimal digits'],
      ['/nowhere/%ED%A0%80', 'GET', '"%ED%A0%80" does not decode to UTF-8 characters'],
      // A path a suggestion would be made for is refused for its encoding all the same.
      ['/checks/%C0%AF', 'GET', '"%C0%AF" does not decode to UTF-8 characters'],
    ];
    for (const [url, method, detail] of cases) {
      const response = await ctx.app.inject({ method, url, headers: headers() });
      const problem = expectProblem(response, 400, 'INVALID_PATH_ENCODING');
      expect(problem.detail, url).toBe(
        `The request path is not validly percent-encoded: ${detail} (RFC 3986 section 2.1).`,
      );
      expect(problem.instance, url).toBe(url.split('?')[0]);
      expect((problem as ProblemBody & { errors: unknown[] }).errors, url).toEqual([]);
      expect(response.headers['x-request-id'], url).toBeTruthy();
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // An escape is named by its first 30 characters, however long the run.
    const long = expectProblem(
      await ctx.app.inject({ method: 'GET', url: `/v1/checks/${'%80'.repeat(60)}` }),
      400,
      'INVALID_PATH_ENCODING',
    );
    expect(long.detail).toContain(`"${'%80'.repeat(10)}..." does not decode`);
    // Well-encoded paths are read as before: found, or 404 with the path meant.
    const meant = expectProblem(
      await ctx.app.inject({ method: 'GET', url: '/checks/a%20b%C3%A9', headers: headers() }),
      404,
      'NOT_FOUND',
    );
    expect(meant.detail).toBe(
      'No resource at /checks/a%20b%C3%A9; did you mean /v1/checks/a%20b%C3%A9?',
    );
    expectProblem(
      await ctx.app.inject({ method: 'GET', url: '/v1/checks/a%20b%C3%A9', headers: headers() }),
      404,
      'CHECK_NOT_FOUND',
    );
  });

  it('404 for a file the docs do not have, naming a NUL in its name', async () => {
    // The route takes GET and HEAD: a file it does not have is no wrong method.
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of ['/docs/static/nope.js', '/docs/static/%01', '/docs/static/a/b.css']) {
        const response = await ctx.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers.allow, `${method} ${url}`).toBeUndefined();
        if (method === 'GET') {
          expect(expectProblem(response, 404, 'NOT_FOUND').detail).toBe(`No resource at ${url}.`);
        }
      }
    }
    for (const url of ['/docs/static/%00', '/docs/static/index%00.css']) {
      const problem = expectProblem(await ctx.app.inject({ method: 'GET', url }), 404, 'NOT_FOUND');
      expect(problem.detail, url).toBe(
        'No resource at this path: no file name holds a NUL character (%00).',
      );
    }
    // The files it has are still served.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/docs/static/index.css' })).statusCode,
    ).toBe(200);
  });

  it('names an unknown field by its JSON Pointer, escaped as RFC 6901 says', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/company-checks',
      payload: { type: 'basic', chamber_of_commerce_number: '12345678', 'a/b~c': 1 },
      headers: { authorization: ctx.alice.authorization },
    });
    const body = expectProblem(response, 400, 'VALIDATION_FAILED') as ProblemBody & {
      errors: { path: string }[];
    };
    expect(body.errors.map((e) => e.path)).toEqual(['/a~1b~0c']);
  });

  it('401 with WWW-Authenticate for missing, malformed and wrong credentials', async () => {
    for (const authorization of [
      undefined,
      'Bearer abc',
      'Basic !!!',
      basic('alice', 'wrong password'),
      basic('nobody', 'x'),
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/v1/checks/abc',
        headers: authorization ? { authorization } : {},
      });
      expectProblem(response, 401, 'UNAUTHORIZED');
      expect(response.headers['www-authenticate']).toBe('Basic realm="veracheck", charset="UTF-8"');
    }
  });

  it("carries a request id of its own, after the caller's when that is safe", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toMatch(/^trace-123~[0-9a-f]{12}-[0-9a-z]+$/);
    // A server-made id copied from another answer is no way to pass for that request.
    const own = String(response.headers['x-request-id']).split('~')[1] ?? '';
    const copied = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': own },
    });
    expect(copied.headers['x-request-id']).toMatch(new RegExp(`^${own}~`));
    expect(String(copied.headers['x-request-id']).split('~')[1]).not.toBe(own);
    const unsafe = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b\u00e9' },
    });
    expect(unsafe.headers['x-request-id']).not.toBe('a b\u00e9');
  });

  it('describes the request id in the OpenAPI document as it is sent', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const ok = document.paths['/v1/checks/{id}']?.get?.responses['200'] as {
      headers: Record<string, { description: string }>;
    };
    const description = ok.headers['X-Request-Id']?.description ?? '';
    // The caller's id is kept in front of the server's, not sent back alone.
    expect(description).toMatch(/in front of it, joined by ~/);
    expect(description).not.toMatch(/the caller's X-Request-Id when/);
  });

  it('tells browsers not to sniff any answer, routed, unrouted or refused', async () => {
    for (const url of ['/healthz', '/v1/checks/x', '/nowhere', '/v1/checks/%E0%A4%A']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    for (const [method, url] of [
      ['GET', '/nowhere'],
      ['DELETE', '/v1/checks/x'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });
});
