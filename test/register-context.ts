/**
 * A test app over a small fictitious register (and records of our own CSV formats beside it),
 * for route tests of company checks: opened before the file's tests and closed after them, with
 * a POST as Alice (every permission).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Entity } from '../src/entities/entity.js';
import type { ViesClient } from '../src/upstream/vies/index.js';
import { openFtmRegistry, type CsvRecords } from './demo-registry.js';
import { createTestContext, type TestContext } from './helpers.js';

export interface RegisterContext {
  /** The app; only inside tests (it is made before them). */
  ctx: () => TestContext;
  post: (url: string, payload: object) => Promise<LightMyRequestResponse>;
}

export function useRegister(
  name: string,
  entities: readonly Entity[],
  {
    records = [],
    countryRisk = false,
    vies,
  }: { records?: readonly CsvRecords[]; countryRisk?: boolean; vies?: ViesClient } = {},
): RegisterContext {
  let ctx: TestContext | undefined;
  let register: Awaited<ReturnType<typeof openFtmRegistry>> | undefined;
  beforeAll(async () => {
    register = await openFtmRegistry(name, 'fictitious', { entities }, { records, countryRisk });
    ctx = await createTestContext({ registry: register.registry, ...(vies && { vies }) });
  });
  afterAll(async () => {
    await ctx?.close();
    await register?.close();
  });
  const current = (): TestContext => {
    if (!ctx) throw new Error('the register context is made before the tests');
    return ctx;
  };
  return {
    ctx: current,
    post: (url, payload) =>
      current().app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: current().alice.authorization },
      }),
  };
}
