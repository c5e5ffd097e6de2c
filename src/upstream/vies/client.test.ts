import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { createViesClient, type ViesClientOptions } from './index.js';

/** What the fake VIES sends back: a JSON value or raw text, after an optional delay. */
interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  delayMs?: number;
}
interface Received {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: (body: { countryCode?: string; vatNumber?: string }) => Reply;
const timers = new Set<NodeJS.Timeout>();

function send(res: ServerResponse, r: Reply): void {
  const text = r.text ?? JSON.stringify(r.json);
  res.writeHead(r.status ?? 200, { 'content-type': 'application/json' }).end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    body = raw;
  }
  received.push({
    method: req.method,
    url: req.url,
    contentType: req.headers['content-type'],
    body,
  });
  const r = reply(body as { countryCode?: string; vatNumber?: string });
  if (r.delayMs === undefined) {
    send(res, r);
    return;
  }
  const timer = setTimeout(() => {
    timers.delete(timer);
    if (!res.destroyed) send(res, r);
  }, r.delayMs);
  timers.add(timer);
}

const valid = (name = 'ACME GMBH', address = 'HAUPTSTR. 1\n10115 BERLIN'): Reply => ({
  json: {
    countryCode: 'DE',
    vatNumber: '123456789',
    requestDate: '2025-03-01T10:00:00.000Z',
    valid: true,
    requestIdentifier: '',
    name,
    address,
  },
});
const invalid: Reply = {
  json: { countryCode: 'DE', vatNumber: '999999999', requestDate: '2025-03-01', valid: false },
};
const viesError = (error: string, status = 200): Reply => ({
  status,
  json: { actionSucceed: false, errorWrappers: [{ error, message: `${error} message` }] },
});

/** A clock the tests move by hand. */
let clock = 1_000_000;
const client = (options: Partial<ViesClientOptions> = {}) =>
  createViesClient({ url: baseUrl, now: () => clock, ...options });

beforeAll(async () => {
  server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api`;
});

afterAll(async () => {
  for (const timer of timers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
});

beforeEach(() => {
  received = [];
  reply = () => valid();
});

describe('ViesClient answers', () => {
  it('asks check-vat-number and reports a valid number with name and address', async () => {
    const answer = await client().check('DE', '123456789');
    expect(answer).toEqual({
      status: 'valid',
      name: 'ACME GMBH',
      address: 'HAUPTSTR. 1\n10115 BERLIN',
      requestDate: '2025-03-01T10:00:00.000Z',
      cached: false,
      ms: 0,
    });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/rest-api/check-vat-number',
        contentType: 'application/json',
        body: { countryCode: 'DE', vatNumber: '123456789' },
      },
    ]);
  });

  it('takes "---" for an undisclosed name and address', async () => {
    reply = () => valid('---', '---');
    const answer = await client().check('DE', '123456789');
    expect(answer).toMatchObject({ status: 'valid', cached: false });
    expect(answer).not.toHaveProperty('name');
    expect(answer).not.toHaveProperty('address');
  });

  it('reports an invalid number', async () => {
    reply = () => invalid;
    expect(await client().check('DE', '999999999')).toEqual({
      status: 'invalid',
      requestDate: '2025-03-01',
      cached: false,
      ms: 0,
    });
  });

  it.each([
    'MS_UNAVAILABLE',
    'MS_MAX_CONCURRENT_REQ',
    'TIMEOUT',
    'SERVICE_UNAVAILABLE',
    'GLOBAL_MAX_CONCURRENT_REQ',
    'INVALID_INPUT',
  ])('reports %s as unavailable with that code, in a 200 or an error status', async (code) => {
    reply = () => viesError(code);
    expect(await client().check('DE', '123456789')).toEqual({
      status: 'unavailable',
      error: code,
      cached: false,
      ms: 0,
    });
    reply = () => viesError(code, 500);
    expect(await client().check('DE', '123456789')).toMatchObject({ error: code });
  });

  it('reports an HTTP error, a non-JSON body and a body without a verdict as unavailable', async () => {
    const vies = client({ breakerFailures: 100 });
    reply = () => ({ status: 500, text: '<html>Internal Server Error</html>' });
    expect(await vies.check('DE', '123456789')).toMatchObject({
      status: 'unavailable',
      error: 'HTTP_500',
    });
    reply = () => ({ text: 'not json' });
    expect(await vies.check('DE', '123456789')).toMatchObject({ error: 'BAD_RESPONSE' });
    reply = () => ({ json: { countryCode: 'DE', vatNumber: '123456789' } });
    expect(await vies.check('DE', '123456789')).toMatchObject({ error: 'BAD_RESPONSE' });
    reply = () => ({ text: JSON.stringify({ valid: true, name: 'x'.repeat(100_000) }) });
    expect(await vies.check('DE', '123456789')).toMatchObject({ error: 'BAD_RESPONSE' });
  });

  it('gives up with TIMEOUT after about the timeout', async () => {
    reply = () => ({ ...valid(), delayMs: 3000 });
    const started = Date.now();
    const answer = await client({ timeoutMs: 200 }).check('DE', '123456789');
    const took = Date.now() - started;
    expect(answer).toMatchObject({ status: 'unavailable', error: 'TIMEOUT' });
    expect(took).toBeGreaterThanOrEqual(190);
    expect(took).toBeLessThan(1500);
  });

  it('reports NETWORK_ERROR when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) =>
      closed.close(() => {
        resolve();
      }),
    );
    const answer = await client({ url: `http://127.0.0.1:${port}/rest-api` }).check('DE', '1234');
    expect(answer).toMatchObject({ status: 'unavailable', error: 'NETWORK_ERROR' });
  });

  it('answers INVALID_INPUT without asking, and sends Greece as EL without separators', async () => {
    const vies = client();
    for (const [country, number] of [
      ['D', '123456789'],
      ['DE', ''],
      ['DE', '1234567890123'],
      ['DE', '12/34'],
    ] as const) {
      expect(await vies.check(country, number)).toMatchObject({ error: 'INVALID_INPUT' });
    }
    expect(received).toHaveLength(0);
    await vies.check(' gr', '094 014.201');
    expect(received[0]?.body).toEqual({ countryCode: 'EL', vatNumber: '094014201' });
  });
});

describe('createViesClient', () => {
  it('refuses options out of range when built, not when checking', () => {
    expect(() => client({ timeoutMs: 2001 })).toThrow(RangeError);
    expect(() => client({ timeoutMs: 99 })).toThrow(/timeoutMs/);
    expect(() => client({ breakerFailures: 0 })).toThrow(/breakerFailures/);
    expect(() => client({ url: 'ftp://vies.test/api' })).toThrow(/http/);
  });

  it('is built from config.vies as it stands', async () => {
    const settings = loadConfig({ VIES_URL: `${baseUrl}/`, VIES_TIMEOUT_MS: '500' }).vies;
    expect(settings).toBeDefined();
    if (settings === undefined) return;
    expect(await createViesClient(settings).check('DE', '123456789')).toMatchObject({
      status: 'valid',
    });
    expect(received[0]?.url).toBe('/rest-api/check-vat-number');
  });
});

describe('ViesClient cache', () => {
  it('keeps definite answers for the TTL', async () => {
    const vies = client({ cacheTtlMs: 1000 });
    expect(await vies.check('DE', '123456789')).toMatchObject({ status: 'valid', cached: false });
    expect(await vies.check('de', '123 456 789')).toMatchObject({
      status: 'valid',
      name: 'ACME GMBH',
      cached: true,
    });
    expect(received).toHaveLength(1);
    reply = () => invalid;
    expect(await vies.check('DE', '999999999')).toMatchObject({ status: 'invalid' });
    expect(await vies.check('DE', '999999999')).toMatchObject({ status: 'invalid', cached: true });
    expect(received).toHaveLength(2);
    clock += 1000;
    expect(await vies.check('DE', '999999999')).toMatchObject({ cached: false });
    expect(received).toHaveLength(3);
  });

  it('does not keep errors', async () => {
    const vies = client();
    reply = () => viesError('MS_UNAVAILABLE');
    await vies.check('DE', '123456789');
    reply = () => valid();
    expect(await vies.check('DE', '123456789')).toMatchObject({ status: 'valid', cached: false });
    expect(received).toHaveLength(2);
  });

  it('shares one upstream call among identical concurrent questions', async () => {
    reply = () => ({ ...valid(), delayMs: 100 });
    const vies = client();
    const answers = await Promise.all([
      vies.check('DE', '123456789'),
      vies.check('DE', '123456789'),
      vies.check('DE', '123456789'),
      vies.check('DE', '987654321'),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['valid', 'valid', 'valid', 'valid']);
    expect(received).toHaveLength(2);
  });
});

describe('ViesClient circuit breaker', () => {
  it('opens after N failures, answers CIRCUIT_OPEN without calling, and half-opens', async () => {
    const vies = client({ breakerFailures: 3, breakerCooldownMs: 60_000 });
    reply = () => ({ status: 503, text: 'down' });
    for (let i = 0; i < 3; i++) {
      expect(await vies.check('DE', `10000000${i}`)).toMatchObject({ error: 'HTTP_503' });
    }
    expect(await vies.check('FR', '12345678901')).toMatchObject({ error: 'CIRCUIT_OPEN' });
    expect(received).toHaveLength(3);

    clock += 59_999;
    expect(await vies.check('DE', '123456789')).toMatchObject({ error: 'CIRCUIT_OPEN' });
    expect(received).toHaveLength(3);

    // After the cool-down one trial goes; it fails, so the circuit opens again.
    clock += 1;
    expect(await vies.check('DE', '123456789')).toMatchObject({ error: 'HTTP_503' });
    expect(await vies.check('DE', '123456789')).toMatchObject({ error: 'CIRCUIT_OPEN' });
    expect(received).toHaveLength(4);

    // The next trial succeeds and closes it.
    clock += 60_000;
    reply = () => valid();
    expect(await vies.check('DE', '123456789')).toMatchObject({ status: 'valid' });
    reply = () => ({ status: 503, text: 'down' });
    expect(await vies.check('DE', '555555555')).toMatchObject({ error: 'HTTP_503' });
    expect(received).toHaveLength(6);
  });

  it('lets only one trial through while half-open', async () => {
    const vies = client({ breakerFailures: 1, breakerCooldownMs: 1000 });
    reply = () => ({ status: 500, text: '' });
    await vies.check('DE', '123456789');
    clock += 1000;
    reply = () => ({ ...valid(), delayMs: 100 });
    const [trial, other] = await Promise.all([
      vies.check('DE', '111111111'),
      vies.check('DE', '222222222'),
    ]);
    expect(trial).toMatchObject({ status: 'valid' });
    expect(other).toMatchObject({ error: 'CIRCUIT_OPEN' });
    expect(received).toHaveLength(2);
  });

  it('stops calling one member state on its errors, not the others', async () => {
    const vies = client({ breakerFailures: 2 });
    reply = (body) => (body.countryCode === 'FR' ? valid() : viesError('MS_UNAVAILABLE'));
    // Four member-state failures in a row: more than the threshold, but two per state.
    for (const country of ['DE', 'IT', 'DE', 'IT']) {
      expect(await vies.check(country, '100000001')).toMatchObject({ error: 'MS_UNAVAILABLE' });
    }
    expect(await vies.check('DE', '100000002')).toMatchObject({ error: 'CIRCUIT_OPEN' });
    expect(await vies.check('IT', '100000002')).toMatchObject({ error: 'CIRCUIT_OPEN' });
    expect(await vies.check('FR', '12345678901')).toMatchObject({ status: 'valid' });
    expect(received.map((r) => (r.body as { countryCode: string }).countryCode)).toEqual([
      'DE',
      'IT',
      'DE',
      'IT',
      'FR',
    ]);
    // The member state's circuit half-opens after the cool-down like VIES's own.
    clock += 60_000;
    reply = () => valid();
    expect(await vies.check('DE', '100000002')).toMatchObject({ status: 'valid' });
  });

  it('counts a local timeout against the member state only', async () => {
    const vies = client({ breakerFailures: 1, timeoutMs: 100 });
    reply = (body) => (body.countryCode === 'DE' ? { ...valid(), delayMs: 1000 } : valid());
    expect(await vies.check('DE', '123456789')).toMatchObject({ error: 'TIMEOUT' });
    expect(await vies.check('DE', '123456789')).toMatchObject({ error: 'CIRCUIT_OPEN' });
    expect(await vies.check('FR', '12345678901')).toMatchObject({ status: 'valid' });
  });
});
