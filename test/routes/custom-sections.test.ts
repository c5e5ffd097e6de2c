/**
 * Custom checks and the organisation's section list: a list set or changed (`veracheck orgs
 * sections`, here through the store as the CLI writes it) applies to the very next custom
 * check, whatever the server read of the organisation before.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestContext, type TestContext, type TestUser } from '../helpers.js';

let ctx: TestContext;
let carol: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  carol = await addUser(ctx.store, 'Organisation C (fictitious)', 'carol');
});
afterAll(async () => {
  await ctx.close();
});

const bodies = {
  company: { chamber_of_commerce_number: '12345678' },
  person: { person: { first_name: 'Jan', last_name: 'Jansen' } },
} as const;

const check = (kind: 'company' | 'person', type: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/${kind}-checks`,
    payload: { ...bodies[kind], type },
    headers: { authorization: carol.authorization },
  });

const requested = (response: LightMyRequestResponse): string[] =>
  (
    JSON.parse(response.json<{ backend_data: string }>().backend_data) as {
      sections: { requested: string[] };
    }
  ).sections.requested;

describe.each(['company', 'person'] as const)('custom %s checks', (kind) => {
  it('run the section list as it is at the check, set or changed a moment before', async () => {
    // Checks that read the organisation before the list is set.
    expect((await check(kind, 'basic')).statusCode).toBe(200);
    const refused = await check(kind, 'custom');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain(
      `it has chosen none for ${kind} checks (veracheck orgs sections <org> <sections> --kind ${kind})`,
    );

    const [first, second] =
      kind === 'company' ? ['ubo', 'directors'] : ['risk_scores', 'person_match'];
    await ctx.store.setCustomSections(carol.organisationId, kind, [first]);
    const accepted = await check(kind, 'custom');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(requested(accepted)).toContain(first);

    await ctx.store.setCustomSections(carol.organisationId, kind, [second]);
    const changed = await check(kind, 'custom');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(requested(changed)).toContain(second);
    expect(requested(changed)).not.toContain(first);
  });
});
