/**
 * The small fictitious demo dataset (SMALL_DEMO) with an app over it, as route and report tests
 * use it. Generating and loading it takes most of a second, so the first test file of a run to
 * ask makes it once into the run's cache folder (test-cache-setup.ts), with a store that holds
 * the test users; every file then opens copies of those SQLite files. Checks one file stores
 * never reach another, and each file starts on a fresh store.
 */
import type { LightMyRequestResponse } from 'fastify';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { generateDemoData } from '../src/demo/generate.js';
import { loadDemoData } from '../src/demo/load.js';
import { StoreRegistry } from '../src/registry/store-registry.js';
import { openStore } from '../src/store/open-store.js';
import {
  demoPerson,
  importCountryRisk,
  importRecords,
  SMALL_DEMO,
  type CsvRecords,
  type DemoPerson,
} from './demo-registry.js';
import {
  addTestUsers,
  createTestContext,
  postAsAlice,
  type SeededStore,
  type TestContext,
  type TestUsers,
} from './helpers.js';

/** What a test file gets; read it inside tests and hooks (it is opened before them). */
export interface DemoFixture {
  /** The app over the demo data, on a store of this file's own with alice, bob and reader. */
  readonly ctx: TestContext;
  readonly registry: StoreRegistry;
  /** The generated demo folder, shared by the run: read it, never write to it. */
  readonly demoDir: string;
  /** The first demo resident with a telephone at home (demoPerson). */
  readonly person: DemoPerson;
  /** A JSON POST as alice. */
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
}

export interface DemoFixtureOptions {
  /** Load the shipped country lists beside the demo data (the first start does); default true. */
  countryRisk?: boolean;
  /** Records of our own CSV formats, imported after the demo data and before the country lists. */
  records?: readonly CsvRecords[];
  /** Passed on to createTestContext. */
  context?: Omit<NonNullable<Parameters<typeof createTestContext>[0]>, 'registry' | 'seeded'>;
}

interface DemoCache {
  demoDir: string;
  /** The demo data loaded, without and with the country lists. */
  plain: string;
  withCountryRisk: string;
  seeded: SeededStore;
  person: () => DemoPerson;
}

/** The cache of this process (test files that share a worker's modules share it too). */
let cache: Promise<DemoCache> | undefined;

async function makeCache(into: string): Promise<void> {
  const demoDir = join(into, 'demo');
  generateDemoData(demoDir, SMALL_DEMO);
  const reference = openStore(`sqlite:${join(into, 'plain.db')}`);
  await reference.migrate();
  await loadDemoData(reference, demoDir);
  await reference.close();
  copyFileSync(join(into, 'plain.db'), join(into, 'country-risk.db'));
  const withCountryRisk = openStore(`sqlite:${join(into, 'country-risk.db')}`);
  await importCountryRisk(withCountryRisk);
  await withCountryRisk.close();
  const accounts = openStore(`sqlite:${join(into, 'accounts.db')}`);
  await accounts.migrate();
  writeFileSync(join(into, 'users.json'), JSON.stringify(await addTestUsers(accounts)));
  await accounts.close();
}

/**
 * The run's demo cache, made by the first process to ask: it is made in a folder of its own and
 * renamed into place, so that a process finding it finds it whole; a process that loses the
 * race to rename uses the winner's.
 */
async function openCache(root: string): Promise<DemoCache> {
  const dir = join(root, 'small-demo');
  if (!existsSync(dir)) {
    const making = mkdtempSync(join(root, 'small-demo-making-'));
    await makeCache(making);
    try {
      renameSync(making, dir);
    } catch (error) {
      rmSync(making, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    }
  }
  const demoDir = join(dir, 'demo');
  let person: DemoPerson | undefined;
  return {
    demoDir,
    plain: join(dir, 'plain.db'),
    withCountryRisk: join(dir, 'country-risk.db'),
    seeded: {
      file: join(dir, 'accounts.db'),
      users: JSON.parse(readFileSync(join(dir, 'users.json'), 'utf8')) as TestUsers,
    },
    person: () => (person ??= demoPerson(demoDir)),
  };
}

/** Opens the demo data and an app over it on copies of the cached files; close() removes them. */
export async function openDemoFixture({
  countryRisk = true,
  records = [],
  context = {},
}: DemoFixtureOptions = {}): Promise<DemoFixture & { close(): Promise<void> }> {
  const cached = await (cache ??= openCache(inject('testCacheDir')));
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-demo-'));
  const file = join(dir, 'reference.db');
  // The country lists come after any records, in the order openDemoRegistry imports them.
  const loadedWithCountryRisk = countryRisk && records.length === 0;
  copyFileSync(loadedWithCountryRisk ? cached.withCountryRisk : cached.plain, file);
  const reference = openStore(`sqlite:${file}`);
  await reference.migrate();
  await importRecords(reference, dir, 'extra', records);
  if (countryRisk && !loadedWithCountryRisk) await importCountryRisk(reference);
  const registry = new StoreRegistry(
    reference.reference,
    await reference.reference.servedVersions(),
  );
  const ctx = await createTestContext({ ...context, registry, seeded: cached.seeded });
  return {
    ctx,
    registry,
    demoDir: cached.demoDir,
    get person() {
      return cached.person();
    },
    post: (url, payload) => postAsAlice(ctx, url, payload),
    async close() {
      await ctx.close();
      await reference.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens the demo fixture before the calling file's (or describe block's) tests, closes it after. */
export function useDemoFixture(options: DemoFixtureOptions = {}): DemoFixture {
  let opened: (DemoFixture & { close(): Promise<void> }) | undefined;
  beforeAll(async () => {
    opened = await openDemoFixture(options);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const current = () => {
    if (!opened) throw new Error('the demo fixture is opened before the tests');
    return opened;
  };
  return {
    get ctx() {
      return current().ctx;
    },
    get registry() {
      return current().registry;
    },
    get demoDir() {
      return current().demoDir;
    },
    get person() {
      return current().person;
    },
    post: (url, payload) => current().post(url, payload),
  };
}
