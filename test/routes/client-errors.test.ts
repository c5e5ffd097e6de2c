import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

// Node's HTTP parser refuses these before any route or hook runs; only a real socket shows
// what the client then receives.
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({ config: { requestTimeoutMs: 1000 } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

/**
 * Sends raw bytes and reads until the server closes the connection. With `dripMs`, the
 * connection stays open after the bytes and gets one more space every dripMs: never idle, yet
 * never a complete request.
 */
function exchange(bytes: string, dripMs?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const drip =
      dripMs === undefined
        ? undefined
        : setInterval(() => {
            if (!socket.destroyed) socket.write(' ');
          }, dripMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(drip);
      resolve(received);
    });
    if (drip === undefined) socket.end(bytes);
    else socket.write(bytes);
  });
}

function parse(raw: string): {
  statusLine: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
} {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { statusLine, headers, body: JSON.parse(body) as Record<string, unknown> };
}

describe('requests the HTTP parser refuses', () => {
  it('answers headers over 16 KiB with a 431 problem', async () => {
    const raw = await exchange(
      `GET /v1/checks/x HTTP/1.1\r\nHost: a\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const { statusLine, headers, body } = parse(raw);
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers['content-type']).toBe('application/problem+json');
    expect(headers.connection).toBe('close');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(body)));
    expect(body).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE' });
  });

  it('answers bytes that are not HTTP with a 400 problem', async () => {
    const { statusLine, headers, body } = parse(await exchange('HELLO THERE\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(body).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
  });

  it('counts them in the metrics', async () => {
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/route="unparsed",status="431"\} [1-9]/);
    expect(metrics.body).toMatch(/route="unparsed",status="400"\} [1-9]/);
  });

  it('answers a body that does not arrive in time with a 408 problem, and closes', async () => {
    const started = Date.now();
    const raw = await exchange(
      `POST /v1/person-checks HTTP/1.1\r\nHost: a\r\nAuthorization: ${ctx.alice.authorization}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      200,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    const { statusLine, body } = parse(raw);
    expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(body).toMatchObject({ status: 408, code: 'REQUEST_TIMEOUT' });
  }, 15_000);

  it('answers an HTTP/1.1 request without Host, and CONNECT, with problems', async () => {
    for (const path of ['/healthz', '/v1/checks/x', '/nowhere']) {
      const { statusLine, body } = parse(await exchange(`GET ${path} HTTP/1.1\r\n\r\n`));
      expect(statusLine, path).toBe('HTTP/1.1 400 Bad Request');
      expect(body, path).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
    }
    const tunnel = parse(await exchange('CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n'));
    expect(tunnel.statusLine).toBe('HTTP/1.1 405 Method Not Allowed');
    expect(tunnel.body).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
  });

  it('answers several Host lines, an invalid Host or two Authorization headers with a problem', async () => {
    const auth = `Authorization: ${ctx.alice.authorization}\r\n`;
    for (const [what, headers] of [
      ['two Host lines', `Host: a.example\r\nHost: b.example\r\n${auth}`],
      ['an invalid Host', `Host: a b@c/d\r\n${auth}`],
      ['two Authorization headers', `Host: a\r\n${auth}Authorization: Basic eDp5\r\n`],
    ]) {
      for (const path of ['/v1/checks/x', '/healthz', '/nowhere']) {
        const raw = await exchange(`GET ${path} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);
        const { statusLine, body } = parse(raw);
        expect(statusLine, `${what} ${path}`).toBe('HTTP/1.1 400 Bad Request');
        expect(body, `${what} ${path}`).toMatchObject({ status: 400, code: 'MALFORMED_REQUEST' });
      }
    }
    // A host with a port, an IPv6 address and a name with a hyphen are hosts.
    for (const host of ['api.example:8080', '[::1]:8080', 'veracheck-api']) {
      const raw = await exchange(
        `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(parse(raw).statusLine, host).toBe('HTTP/1.1 200 OK');
    }
  });

  it('refuses a body under two Content-Type headers with 415 in either order, storing nothing', async () => {
    const body = '{"type":"basic","person":{"last_name":"Jansen"},"check_identifier":"two-types"}';
    for (const [first, second] of [
      ['application/json', 'text/plain'],
      ['text/plain', 'application/json'],
      ['application/json', 'application/json'],
    ]) {
      const raw = await exchange(
        `POST /v1/person-checks HTTP/1.1\r\nHost: a\r\nAuthorization: ${ctx.alice.authorization}\r\nContent-Type: ${first}\r\nContent-Type: ${second}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      const { statusLine, body: problem } = parse(raw);
      expect(statusLine, `${first}, ${second}`).toBe('HTTP/1.1 415 Unsupported Media Type');
      expect(problem).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    const stored = await ctx.app.inject({
      method: 'GET',
      url: '/v1/checks/two-types',
      headers: { authorization: ctx.alice.authorization },
    });
    expect(stored.statusCode).toBe(404);
    // A rule of request bodies: a request without one is answered as ever, and credentials are
    // asked for first, as for any body.
    const types = 'Content-Type: application/json\r\nContent-Type: text/plain\r\n';
    const ready = parse(
      await exchange(`GET /readyz HTTP/1.1\r\nHost: a\r\n${types}Connection: close\r\n\r\n`),
    );
    expect(ready.statusLine).toBe('HTTP/1.1 200 OK');
    const anonymous = parse(
      await exchange(
        `POST /v1/person-checks HTTP/1.1\r\nHost: a\r\n${types}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      ),
    );
    expect(anonymous.statusLine).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('answers Expect with problems: an oversized body is refused before it is sent', async () => {
    const post = (expect: string, length: number) =>
      `POST /v1/address-search HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nExpect: ${expect}\r\n\r\n`;
    const tooLarge = parse(await exchange(post('100-continue', 10_000_000)));
    expect(tooLarge.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(tooLarge.body).toMatchObject({ status: 413, code: 'BODY_TOO_LARGE' });
    const other = parse(await exchange(post('something-else', 2)));
    expect(other.statusLine).toBe('HTTP/1.1 417 Expectation Failed');
    expect(other.body).toMatchObject({ status: 417, code: 'EXPECTATION_FAILED' });
    // A body within the limit is invited and then read as any request is.
    const body = '{"address":{"zip_code":"1012AB","house_number":"1"}}';
    const invited = await exchange(
      `POST /v1/address-search HTTP/1.1\r\nHost: a\r\nAuthorization: ${ctx.alice.authorization}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(invited).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 404 /);
  });

  it('still serves ordinary requests on the same server', async () => {
    const { statusLine } = parse(
      await exchange('GET /healthz HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'),
    );
    expect(statusLine).toBe('HTTP/1.1 200 OK');
  });
});
