import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../src/auth/password.js';
import { canonicalJson, sha256Hex } from '../src/checks/canonical-json.js';
import { buildApp, type AppConfig } from '../src/http/app.js';
import { newId } from '../src/ids/uuidv7.js';
import { MemoryLimiter } from '../src/ratelimit/memory-limiter.js';
import { registryWithoutReferenceData, type Registry } from '../src/registry/registry.js';
import type { ReportRenderer } from '../src/reports/report-service.js';
import { createScreeningService } from '../src/screening/default-service.js';
import { openStore } from '../src/store/open-store.js';
import type { ViesClient } from '../src/upstream/vies/index.js';
import { PERMISSIONS, type Permission, type Store, type StoredCheck } from '../src/store/store.js';

/**
 * A registry without reference data that serves one (empty) register, so that company search
 * runs instead of answering COMPANY_DATA_UNAVAILABLE.
 */
export const servingARegister: Registry = {
  ...registryWithoutReferenceData,
  knowsCompanies: () => Promise.resolve(true),
};

export const TEST_CONFIG: AppConfig = {
  bodyLimit: 1024 * 1024,
  requestTimeoutMs: 30_000,
  rateLimitMax: 1_000_000,
  rateLimitWindowMs: 60_000,
  loginMaxFailuresPerUser: 5,
  loginMaxFailuresPerUserAnyAddress: 100,
  loginMaxFailuresPerAddress: 1000,
  loginWindowMs: 60_000,
  authCacheTtlMs: 60_000,
  trustProxy: 0,
  checkRetentionDays: undefined,
  reportQueueMax: 64,
};

export interface TestUser {
  username: string;
  password: string;
  organisationId: string;
  authorization: string;
}

export const basic = (username: string, password: string): string =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

export async function addUser(
  store: Store,
  organisationName: string,
  username: string,
  permissions: readonly Permission[] = PERMISSIONS,
): Promise<TestUser> {
  const organisation =
    (await store.findOrganisation(organisationName)) ??
    (await store.createOrganisation(organisationName));
  const password = `pw-${username}-secret`;
  await store.createUser({
    organisationId: organisation.id,
    username,
    passwordHash: await hashPassword(password),
    permissions: [...permissions],
  });
  return {
    username,
    password,
    organisationId: organisation.id,
    authorization: basic(username, password),
  };
}

export interface TestUsers {
  /** Full permissions in organisation A. */
  alice: TestUser;
  /** Full permissions in organisation B. */
  bob: TestUser;
  /** Organisation A, may only read checks. */
  reader: TestUser;
}

export interface TestContext extends TestUsers {
  app: FastifyInstance;
  store: Store;
  close(): Promise<void>;
}

/** Two organisations and three users, added to `store`. */
export async function addTestUsers(store: Store): Promise<TestUsers> {
  const alice = await addUser(store, 'Organisation A (fictitious)', 'alice');
  const bob = await addUser(store, 'Organisation B (fictitious)', 'bob');
  const reader = await addUser(store, 'Organisation A (fictitious)', 'reader', ['read-checks']);
  return { alice, bob, reader };
}

/** A SQLite file that addTestUsers was run on, and its users: copied rather than made again. */
export interface SeededStore {
  file: string;
  users: TestUsers;
}

/** An app on a fresh SQLite file with two organisations and three users (addTestUsers). */
export async function createTestContext(
  options: {
    config?: Partial<AppConfig>;
    registry?: Registry;
    reportRenderer?: ReportRenderer;
    vies?: ViesClient;
    /** Log lines go here (at info); none without. */
    logLines?: string[];
    /** Starts from a copy of this file rather than an empty one. */
    seeded?: SeededStore;
    /** Why the first indexes are not built yet, while they are not (AppDependencies.starting). */
    starting?: () => string | undefined;
  } = {},
): Promise<TestContext> {
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-test-'));
  const file = join(dir, 'test.db');
  if (options.seeded) copyFileSync(options.seeded.file, file);
  const store = openStore(`sqlite:${file}`);
  await store.migrate();
  const { alice, bob, reader } = options.seeded?.users ?? (await addTestUsers(store));
  const limiter = new MemoryLimiter();
  const registry = options.registry ?? registryWithoutReferenceData;
  const app = await buildApp({
    config: { ...TEST_CONFIG, ...options.config },
    store,
    limiter,
    registry: () => registry,
    screening: createScreeningService(),
    reportRenderer: options.reportRenderer,
    ...(options.vies && { vies: options.vies }),
    ...(options.starting && { starting: options.starting }),
    ...(options.logLines && {
      logger: {
        level: 'info',
        stream: { write: (line: string) => options.logLines?.push(line) },
      },
    }),
  });
  await app.ready();
  return {
    app,
    store,
    alice,
    bob,
    reader,
    async close() {
      await app.close();
      await limiter.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Stores a copy of `stored` under another check_identifier, fingerprinted over `body` as given
 * (the way checks were fingerprinted before the current rule): what an earlier release left in
 * the store, for the replay tests.
 */
export async function storeWithFingerprintOf(
  store: Store,
  stored: StoredCheck,
  checkIdentifier: string,
  body: unknown,
): Promise<void> {
  await store.insertCheck(
    {
      ...stored,
      id: newId(),
      checkIdentifier,
      reportIdentifier: newId(),
      requestHash: sha256Hex(canonicalJson({ kind: stored.kind, body })),
    },
    {
      organisationId: stored.organisationId,
      userId: stored.createdBy,
      action: 'check.create',
      checkId: stored.id,
      sourceJson: undefined,
      requestId: undefined,
      at: new Date().toISOString(),
    },
  );
}

/** A JSON POST as alice (full permissions in organisation A). */
export const postAsAlice = (ctx: TestContext, url: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: ctx.alice.authorization },
  });

/** The 400 problem an unknown query parameter `name` gets, at the route `instance`. */
export function expectUnknownQueryParameter(
  response: LightMyRequestResponse,
  name: string,
  instance: string,
): void {
  expect(response.statusCode, name).toBe(400);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const message = `unknown query parameter "${name}"`;
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    detail: `/${name}: ${message}`,
    instance,
    errors: [{ path: `/${name}`, message }],
  });
}
