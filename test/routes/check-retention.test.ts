/**
 * A check deleted from the store (CHECK_RETENTION_DAYS, or another server's deletion) is not
 * served from the memory of recent checks for longer than a minute.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});
