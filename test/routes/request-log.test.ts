/**
 * The request log line: a caller's check_identifier may be a customer's name or number, so the
 * path is logged as the route, with only a server-made identifier (a UUID) written out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';

describe('request log lines', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    ctx = await createTestContext({ logLines: lines });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('show the route instead of a check_identifier in the path', async () => {
    const created = await postAsAlice(ctx, '/v1/person-checks', {
      type: 'basic',
      check_identifier: 'jan-jansen-1980-04-12',
      person: { first_name: 'Jan', last_name: 'Jansen', date_of_birth: '1980-04-12' },
    });
    expect(created.statusCode).toBe(200);
    const reportIdentifier = created.json<{ report_identifier: string }>().report_identifier;
    for (const url of [
      '/v1/checks/jan-jansen-1980-04-12',
      '/v1/checks/jan-jansen-1980-04-12?x=Jan',
    ]) {
      await ctx.app.inject({
        method: 'GET',
        url,
        headers: { authorization: ctx.alice.authorization },
      });
    }
    await ctx.app.inject({
      method: 'GET',
      url: `/v1/checks/${reportIdentifier}`,
      headers: { authorization: ctx.alice.authorization },
    });
    const all = lines.join('');
    expect(all).not.toMatch(/jansen/i);
    const paths = logged()
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.path);
    // The user by id, never by username.
    const alice = await ctx.store.findUserByUsername(ctx.alice.username);
    expect(logged().filter((line) => line.msg === 'request completed')[0]).toMatchObject({
      userId: alice?.id,
    });
    expect(all).not.toContain(`"${ctx.alice.username}"`);
    expect(paths).toEqual([
      '/v1/person-checks',
      '/v1/checks/:id',
      '/v1/checks/:id',
      `/v1/checks/${reportIdentifier}`,
    ]);
  });

  it('show no path where no route took the request', async () => {
    lines.length = 0;
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/persons/Jan%20Jansen',
      headers: { authorization: ctx.alice.authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(lines.join('')).not.toMatch(/jansen/i);
    const line = logged().find((l) => l.msg === 'request completed');
    expect(line).toMatchObject({ method: 'GET', status: 404 });
    expect(line).not.toHaveProperty('path');
  });

  it('give a failed request the error, its message and stack, and nothing of the request', async () => {
    lines.length = 0;
    // As the PostgreSQL driver raises a refused statement: its detail quotes the values.
    const failure = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (check_identifier)=(jansen-jan-1980-04-12) already exists.',
      parameters: ['Jan', 'Jansen', '1980-04-12'],
    });
    const findCheck = ctx.store.findCheck.bind(ctx.store);
    ctx.store.findCheck = () => Promise.reject(failure);
    try {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/person-checks',
        headers: { authorization: ctx.alice.authorization },
        payload: {
          type: 'basic',
          check_identifier: 'jansen-jan-1980-04-12',
          person: { first_name: 'Jan', last_name: 'Jansen', date_of_birth: '1980-04-12' },
        },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      ctx.store.findCheck = findCheck;
    }
    expect(lines.join('')).not.toMatch(/jansen|1980/i);
    const line = logged().find((l) => l.msg === 'request failed');
    expect(line?.err).toEqual({
      type: 'Error',
      message: 'duplicate key value violates unique constraint',
      code: '23505',
      stack: failure.stack,
    });
  });
});
