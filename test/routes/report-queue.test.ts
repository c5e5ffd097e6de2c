/**
 * Renderings waiting for their turn are bounded (REPORT_QUEUE_MAX): past the bound a report read
 * is 503 REPORT_UNAVAILABLE with Retry-After, and a check with report_view is stored and answered
 * without its report, marked failed, its report rendered when asked for later. A read whose
 * client disconnects while its rendering waits is dropped before it starts.
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_STATUS_HEADER } from '../../src/http/routes/checks.js';
import type { ReportRenderer } from '../../src/reports/report-service.js';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';

/** A renderer whose PDFs wait until released, counting the renderings started. */
function gatedRenderer(): { renderer: ReportRenderer; started: () => number; release: () => void } {
  let started = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    renderer: {
      html: () => {
        started++;
        return `<p>report ${started}</p>`;
      },
      pdf: async (_input, html) => {
        await gate;
        return Buffer.from(`%PDF-${html}`);
      },
    },
    started: () => started,
    release: () => {
      release();
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds (the requests sent reached where they wait), for a few seconds at most. */
async function until(done: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !done(); tries++) await pause(10);
  expect(done()).toBe(true);
}

/** Waits until `count` renderings wait for their turn, as /metrics tells. */
async function untilWaiting(ctx: TestContext, count: number): Promise<void> {
  const waiting = async () => {
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    return /^veracheck_report_renderings_waiting (\d+)$/m.exec(metrics.body)?.[1];
  };
  for (let tries = 0; tries < 200 && (await waiting()) !== String(count); tries++) await pause(10);
  expect(await waiting()).toBe(String(count));
}

const personCheck = (ctx: TestContext, name: string, reportView = false) =>
  postAsAlice(ctx, '/v1/person-checks', {
    type: 'basic',
    person: { first_name: name, last_name: 'Jansen', date_of_birth: '1980-04-12' },
    ...(reportView && { report_view: true }),
  });

async function reportIdentifiers(ctx: TestContext, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await personCheck(ctx, `Jan${'n'.repeat(i)}`);
    expect(created.statusCode).toBe(200);
    ids.push(created.json<{ report_identifier: string }>().report_identifier);
  }
  return ids;
}

const getReport = (ctx: TestContext, id: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/v1/reports/${id}`,
    headers: { authorization: ctx.alice.authorization, accept: 'text/html' },
  });

/** The four renderings a server runs at once, held by `gated`'s gate: who comes next waits. */
async function fourRendering(
  ctx: TestContext,
  gated: ReturnType<typeof gatedRenderer>,
  ids: readonly string[],
) {
  const running = ids.slice(0, 4).map((id) => getReport(ctx, id));
  await until(() => gated.started() === 4);
  return running;
}

/** Starts the test's server on a free port, for requests over a real socket. */
async function listeningPort(ctx: TestContext): Promise<number> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

describe('renderings waiting for their turn', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    await ctx?.close();
    ctx = undefined;
  });

  it('past REPORT_QUEUE_MAX, refuse a report read with 503 and answer report_view without the report', async () => {
    const gated = gatedRenderer();
    const context = await createTestContext({
      config: { reportQueueMax: 2 },
      reportRenderer: gated.renderer,
    });
    ctx = context;
    const ids = await reportIdentifiers(context, 7);
    // Four render at once (held by the gate), two wait: the room is full.
    const running = await fourRendering(context, gated, ids);
    const waiting = ids.slice(4, 6).map((id) => getReport(context, id));
    await untilWaiting(context, 2);

    const refused = await getReport(context, ids[6] ?? '');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'REPORT_UNAVAILABLE' });
    expect(refused.json<{ detail: string }>().detail).toMatch(/Too many reports are waiting/);
    expect(refused.headers['retry-after']).toBe('5');

    // The check is stored and answered all the same, without its report, which is not kept as failed.
    const checked = await personCheck(context, 'Piet', true);
    expect(checked.statusCode).toBe(200);
    expect(checked.headers[REPORT_STATUS_HEADER]).toBe('failed');
    const answer = checked.json<{ check_identifier: string; report_identifier: string }>();
    expect(answer).not.toHaveProperty('report_html');
    expect(answer).not.toHaveProperty('report_pdf');
    const stored = await context.app.inject({
      method: 'GET',
      url: `/v1/checks/${answer.check_identifier}`,
      headers: { authorization: context.alice.authorization },
    });
    expect(stored.statusCode).toBe(200);
    // The answer without its report is the stored check, byte for byte as read later.
    expect(checked.body).toBe(stored.body);
    expect(
      await context.store.findReport(context.alice.organisationId, answer.report_identifier),
    ).toBeUndefined();

    gated.release();
    const served = await Promise.all([...running, ...waiting]);
    expect(served.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(gated.started()).toBe(6);
    // With room again, the report refused is rendered when asked for.
    const later = await getReport(context, answer.report_identifier);
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('<p>report 7</p>');

    const metrics = await context.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(
      'veracheck_reports_rendered_total{kind="person",outcome="refused"} 2',
    );
  });

  it("with the room full, answer the evicted read at once and render the other organisation's report_view", async () => {
    const gated = gatedRenderer();
    const context = await createTestContext({
      config: { reportQueueMax: 2 },
      reportRenderer: gated.renderer,
    });
    ctx = context;
    const ids = await reportIdentifiers(context, 6);
    const running = await fourRendering(context, gated, ids);
    const oldest = getReport(context, ids[4] ?? '');
    await untilWaiting(context, 1);
    const newest = getReport(context, ids[5] ?? '');
    await untilWaiting(context, 2);

    // Organisation B has none waiting: its rendering takes the place of A's newest, which is
    // answered at once, while the renderings under way are still held.
    const bobs = context.app.inject({
      method: 'POST',
      url: '/v1/person-checks',
      payload: {
        type: 'basic',
        person: { first_name: 'Bob', last_name: 'Jansen', date_of_birth: '1980-04-12' },
        report_view: true,
      },
      headers: { authorization: context.bob.authorization },
    });
    const evicted = await newest;
    expect(evicted.statusCode).toBe(503);
    expect(evicted.headers['retry-after']).toBe('5');
    await untilWaiting(context, 2);

    gated.release();
    expect((await Promise.all([...running, oldest])).map((r) => r.statusCode)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    const bob = await bobs;
    expect(bob.statusCode).toBe(200);
    expect(bob.headers[REPORT_STATUS_HEADER]).toBeUndefined();
    expect(bob.json()).toHaveProperty('report_html');
    // The evicted report was not kept as failed: asked for again, it is rendered.
    expect(
      await context.store.findReport(context.alice.organisationId, ids[5] ?? ''),
    ).toBeUndefined();
    expect((await getReport(context, ids[5] ?? '')).statusCode).toBe(200);
    await untilWaiting(context, 0);
  });

  it('drop a rendering whose client disconnected before it started', async () => {
    const gated = gatedRenderer();
    const context = await createTestContext({ reportRenderer: gated.renderer });
    ctx = context;
    const ids = await reportIdentifiers(context, 5);
    const port = await listeningPort(context);
    const running = await fourRendering(context, gated, ids);

    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `GET /v1/reports/${ids[4] ?? ''} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${context.alice.authorization}\r\nAccept: text/html\r\n\r\n`,
    );
    await untilWaiting(context, 1);
    socket.destroy();
    await untilWaiting(context, 0);

    gated.release();
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200,
    ]);
    await pause(50);
    expect(gated.started()).toBe(4);
    expect(
      await context.store.findReport(context.alice.organisationId, ids[4] ?? ''),
    ).toBeUndefined();
    const metrics = await context.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(
      'veracheck_reports_rendered_total{kind="person",outcome="dropped"} 1',
    );
    // Asked for again, it is rendered.
    const later = await getReport(context, ids[4] ?? '');
    expect(later.statusCode).toBe(200);
    expect(gated.started()).toBe(5);
  });

  it('drop the rendering of a request pipelined behind another once their connection closes', async () => {
    const gated = gatedRenderer();
    const context = await createTestContext({ reportRenderer: gated.renderer });
    ctx = context;
    const ids = await reportIdentifiers(context, 6);
    const port = await listeningPort(context);
    const running = await fourRendering(context, gated, ids);

    // Two reads sent at once on one connection: the second's response waits behind the first's,
    // not yet attached to the connection, so its own close does not come when the connection's does.
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    const read = (id: string) =>
      `GET /v1/reports/${id} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${context.alice.authorization}\r\nAccept: text/html\r\n\r\n`;
    socket.write(read(ids[4] ?? '') + read(ids[5] ?? ''));
    await untilWaiting(context, 2);
    socket.destroy();
    await untilWaiting(context, 0);

    gated.release();
    await Promise.all(running);
    await pause(50);
    expect(gated.started()).toBe(4);
    const metrics = await context.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(
      'veracheck_reports_rendered_total{kind="person",outcome="dropped"} 2',
    );
  });

  it('keep-alive: requests answered one after another on a connection leave no listener behind', async () => {
    const context = await createTestContext();
    ctx = context;
    const ids = await reportIdentifiers(context, 1);
    const port = await listeningPort(context);
    const sockets: Socket[] = [];
    context.app.server.on('connection', (socket: Socket) => sockets.push(socket));
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => (received += data.toString('latin1')));
    await new Promise((resolve) => socket.once('connect', resolve));
    for (let i = 1; i <= 20; i++) {
      socket.write(
        `GET /v1/reports/${ids[0] ?? ''} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${context.alice.authorization}\r\nAccept: text/html\r\n\r\n`,
      );
      await until(() => received.split('HTTP/1.1 200 OK').length - 1 === i);
    }
    expect(sockets).toHaveLength(1);
    const closeListeners = sockets[0]?.listenerCount('close') ?? 0;
    expect(closeListeners).toBeLessThan(5);
    socket.destroy();
  });
});
