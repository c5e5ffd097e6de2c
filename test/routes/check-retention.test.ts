/**
 * A check deleted from the store (CHECK_RETENTION_DAYS, or another server's deletion) is not
 * served from the memory of recent checks for longer than a minute, and not at all once it is
 * past CHECK_RETENTION_DAYS.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertCheckAt } from '../../src/store/check-rows.test-data.js';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';

describe('checks deleted from the store', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await ctx?.close();
  });

  it('are no longer served from memory a minute later', async () => {
    ctx = await createTestContext();
    const app = ctx.app;
    const read = () =>
      app.inject({
        method: 'GET',
        url: '/v1/checks/jan-jansen-1980',
        headers: { authorization: ctx?.alice.authorization ?? '' },
      });
    const created = await postAsAlice(ctx, '/v1/person-checks', {
      type: 'basic',
      check_identifier: 'jan-jansen-1980',
      person: { first_name: 'Jan', last_name: 'Jansen', date_of_birth: '1980-04-12' },
    });
    expect(created.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    await ctx.store.deleteChecksBefore(new Date(Date.now() + 60_000).toISOString());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await read()).statusCode).toBe(404);
  });

  it('are not served from memory once past CHECK_RETENTION_DAYS, deleted by another server', async () => {
    ctx = await createTestContext({ config: { checkRetentionDays: 1 } });
    const day = 86_400_000;
    const start = Date.now();
    const alice = await ctx.store.findUserByUsername(ctx.alice.username);
    await insertCheckAt(ctx.store, {
      organisationId: ctx.alice.organisationId,
      userId: alice?.id ?? '',
      checkIdentifier: 'jan-jansen-1980',
      // Ten seconds short of the retention: read now, it is remembered.
      createdAt: new Date(start - day + 10_000).toISOString(),
    });
    const read = () =>
      ctx?.app.inject({
        method: 'GET',
        url: '/v1/checks/jan-jansen-1980',
        headers: { authorization: ctx.alice.authorization },
      });
    expect((await read())?.statusCode).toBe(200);
    // Twenty seconds on, another server on the same database deletes it; this one is not told.
    const later = start + 20_000;
    expect(await ctx.store.deleteChecksBefore(new Date(later - day).toISOString())).toMatchObject({
      checks: 1,
    });
    vi.useFakeTimers({ toFake: ['Date'], now: later });
    expect((await read())?.statusCode).toBe(404);
  });
});
