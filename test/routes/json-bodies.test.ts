import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { bodyLimit: 4096 } });
});
afterAll(async () => {
  await ctx.close();
});

interface Problem {
  status: number;
  code: string;
  detail: string;
  errors?: { path: string; message: string }[];
}

const BODY = '{"type":"basic","chamber_of_commerce_number":"12345678"}';

function post(
  payload: string | Buffer,
  headers: Record<string, string> = {},
  url = '/v1/company-checks',
) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: ctx.alice.authorization,
      'content-type': 'application/json',
      ...headers,
    },
    payload,
  });
}

async function problemOf(
  response: Awaited<ReturnType<typeof post>>,
  status: number,
  code: string,
): Promise<Problem> {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  const problem = JSON.parse(response.body) as Problem;
  expect(problem).toMatchObject({ status, code });
  return Promise.resolve(problem);
}

/** A check stored under this identifier, if any (404 when none was stored). */
async function storedStatus(checkIdentifier: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/checks/${checkIdentifier}`,
    headers: { authorization: ctx.alice.authorization },
  });
  return response.statusCode;
}

describe('request bodies are uncompressed UTF-8 JSON', () => {
  it('refuses any Content-Encoding but identity with 415, naming the encoding', async () => {
    const gzip = await problemOf(
      await post(gzipSync(BODY), { 'content-encoding': 'gzip' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(gzip.detail).toContain('Content-Encoding "gzip"');
    expect(gzip.detail).toContain('uncompressed');
    for (const coding of ['deflate', 'br']) {
      const response = await post(BODY, { 'content-encoding': coding });
      const problem = await problemOf(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(problem.detail).toContain(`"${coding}"`);
      expect(response.headers['accept-encoding']).toBe('identity');
    }
    expect((await post(BODY, { 'content-encoding': 'identity' })).statusCode).toBe(200);
  });

  it('cuts the Content-Encoding values the 415 repeats, as it cuts field names', async () => {
    const long = await problemOf(
      await post(BODY, { 'content-encoding': 'x'.repeat(10_000) }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(long.detail).toContain(`Content-Encoding "${'x'.repeat(100)}..." is not supported`);
    const codings = Array.from({ length: 2000 }, (_, i) => `c${i}`).join(', ');
    const many = await problemOf(
      await post(BODY, { 'content-encoding': codings }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(many.detail).toContain('Content-Encoding "c0", "c1", "c2", "c3", "c4" and 1995 more');
    expect(many.detail.length).toBeLessThan(300);
  });

  it('refuses a charset other than UTF-8 with 415 and accepts utf-8 and utf8 in any case', async () => {
    const latin1 = Buffer.from(
      '{"type":"basic","company":{"name":"Caf\xe9 Pinas"},"check_identifier":"latin1"}',
      'latin1',
    );
    const problem = await problemOf(
      await post(latin1, { 'content-type': 'application/json; charset=latin1' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(problem.detail).toContain('charset "latin1"');
    for (const contentType of [
      'application/json; charset=UTF-8',
      'application/json;charset=utf8',
    ]) {
      expect((await post(BODY, { 'content-type': contentType })).statusCode).toBe(200);
    }
    expect(await storedStatus('latin1')).toBe(404);
  });

  it('refuses a charset given twice with 415, whatever the two say', async () => {
    for (const contentType of [
      'application/json; charset=utf-8; charset=latin1',
      'application/json; charset=utf-8; charset=utf-8',
    ]) {
      const problem = await problemOf(
        await post(BODY, { 'content-type': contentType }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect(problem.detail).toContain('charset more than once');
    }
  });

  it('names the media type it refuses in the 415', async () => {
    for (const contentType of ['application/merge-patch+json', 'text/json', 'text/plain']) {
      const problem = await problemOf(
        await post(BODY, { 'content-type': contentType }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect(problem.detail, contentType).toContain(`"${contentType}"`);
    }
  });

  it('refuses a body that is not UTF-8 with INVALID_JSON instead of storing U+FFFD', async () => {
    const bytes = Buffer.from(
      '{"type":"basic","company":{"name":"Caf\xe9 Pinas"},"check_identifier":"not-utf8"}',
      'latin1',
    );
    const problem = await problemOf(await post(bytes), 400, 'INVALID_JSON');
    expect(problem.detail).toContain('not valid UTF-8');
    expect(await storedStatus('not-utf8')).toBe(404);
  });

  it('refuses UTF-16 with 415 and ignores a leading UTF-8 byte order mark', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(BODY, 'utf16le')]);
    const problem = await problemOf(await post(utf16), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(problem.detail).toContain('UTF-16LE');
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(BODY)]);
    expect((await post(withBom)).statusCode).toBe(200);
  });

  it('answers an unknown path or method with 404 or 405 whatever the body', async () => {
    const gzip = { 'content-encoding': 'gzip' };
    await problemOf(await post(gzipSync(BODY), gzip, '/v1/company-checkz'), 404, 'NOT_FOUND');
    const duplicate = '{"type":"basic","type":"extended"}';
    await problemOf(await post(duplicate, {}, '/v1/checks/x'), 405, 'METHOD_NOT_ALLOWED');
  });

  it('still answers 413 for a body over the limit', async () => {
    const big = `{"type":"basic","company":{"name":"${'x'.repeat(5000)}"}}`;
    await problemOf(await post(big), 413, 'BODY_TOO_LARGE');
    await problemOf(
      await post(Buffer.alloc(5000, 0x1f), { 'content-encoding': 'gzip' }),
      413,
      'BODY_TOO_LARGE',
    );
  });
});

describe('JSON members that cannot be accepted', () => {
  const routes: [string, string, string][] = [
    [
      '/v1/company-checks',
      '{"type":"basic","company":{"name":"\\ud800abc"},"check_identifier":"sur1"}',
      '/company/name',
    ],
    ['/v1/person-checks', '{"type":"basic","person":{"last_name":"\\udc00"}}', '/person/last_name'],
    ['/v1/company-search', '{"company":{"name":"\\ud800abc"}}', '/company/name'],
    ['/v1/address-search', '{"address":{"city":"x\\udbff"}}', '/address/city'],
  ];

  it.each(routes)(
    'POST %s refuses an unpaired surrogate naming the field',
    async (url, body, path) => {
      const problem = await problemOf(await post(body, {}, url), 400, 'VALIDATION_FAILED');
      expect(problem.errors).toEqual([{ path, message: 'contains an unpaired UTF-16 surrogate' }]);
    },
  );

  // A raw DEL (JSON does not escape it) as much as an escaped one: U+007F to U+009F are refused.
  const withDel: [string, Record<string, unknown>, string][] = [
    [
      '/v1/company-checks',
      { type: 'basic', company: { name: 'Acme\u007f B.V.' } },
      '/company/name',
    ],
    [
      '/v1/company-checks',
      { type: 'basic', chamber_of_commerce_number: '12345678', source: { source: 'crm\u007f' } },
      '/source/source',
    ],
    ['/v1/company-checks', { type: 'basic', vat_number: 'NL\u007f123' }, '/vat_number'],
    [
      '/v1/person-checks',
      { type: 'basic', person: { last_name: 'Jansen\u007f' } },
      '/person/last_name',
    ],
    [
      '/v1/person-checks',
      { type: 'basic', person: { first_name: '\u007fJan', last_name: 'Jansen' } },
      '/person/first_name',
    ],
    [
      '/v1/person-checks',
      { type: 'basic', person: { last_name: 'Jansen' }, source: { source: 'x\u007fy' } },
      '/source/source',
    ],
    ['/v1/person-checks', { type: 'basic', address: { city: 'Delft\u007f' } }, '/address/city'],
    ['/v1/company-search', { company: { name: 'Acme\u007f' } }, '/company/name'],
    [
      '/v1/address-search',
      { address: { city: 'Delft\u007f', street: 'Markt', house_number: '1' } },
      '/address/city',
    ],
  ];

  it.each(withDel)(
    'POST %s refuses a raw DEL (U+007F) naming the field',
    async (url, body, path) => {
      const text = JSON.stringify({
        ...body,
        ...(url.endsWith('-checks') && { check_identifier: 'del1' }),
      });
      expect(text).toContain('\u007f');
      const problem = await problemOf(await post(text, {}, url), 400, 'VALIDATION_FAILED');
      expect(problem.errors).toEqual([{ path, message: 'contains a control character (U+007F)' }]);
      expect(await storedStatus('del1')).toBe(404);
    },
  );

  it('does not store a check whose body has an unpaired surrogate; a proper pair is fine', async () => {
    await post(routes[0]?.[1] ?? '');
    expect(await storedStatus('sur1')).toBe(404);
    const paired = await post(
      '{"type":"basic","company":{"name":"Caf\\u00e9 \\ud83d\\ude00"},"check_identifier":"pair1"}',
    );
    expect(paired.statusCode, paired.body).toBe(200);
    expect(paired.body).toContain('"check_identifier":"pair1"');
  });

  it('refuses a member given twice, naming it', async () => {
    const problem = await problemOf(
      await post(
        '{"type":"basic","type":"extended","chamber_of_commerce_number":"12345678","check_identifier":"dup1"}',
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(problem.errors).toEqual([{ path: '/type', message: 'is given more than once' }]);
    const nested = await problemOf(
      await post('{"company":{"name":"a","name":"b"}}', {}, '/v1/company-search'),
      400,
      'VALIDATION_FAILED',
    );
    expect(nested.errors?.[0]?.path).toBe('/company/name');
    expect(await storedStatus('dup1')).toBe(404);
  });

  it('refuses a body nested deeper than any request, before parsing it', async () => {
    // Within the 4 KiB body limit of this context: 2,000 levels of arrays under person.
    const depth = 2000;
    const body = `{"type":"basic","check_identifier":"deep1","person":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const problem = await problemOf(
      await post(body, {}, '/v1/person-checks'),
      400,
      'VALIDATION_FAILED',
    );
    expect(problem.errors).toEqual([
      {
        path: '',
        message: `nests objects and arrays more than 64 levels deep (from character ${body.indexOf('[') + 63}); no request of this API nests so deep`,
      },
    ]);
    expect(await storedStatus('deep1')).toBe(404);
  });
});
