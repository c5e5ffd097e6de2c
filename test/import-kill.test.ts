import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreRegistry } from '../src/registry/store-registry.js';
import { openStore } from '../src/store/open-store.js';
import {
  createTemporaryPostgresDatabase,
  postgresUnavailableReason,
} from './store/postgres-database.js';

const CLI = join(import.meta.dirname, '..', 'dist', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'veracheck-kill-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const line = (i: number, name: string) =>
  `${JSON.stringify({ id: `kill-${i}`, schema: 'Company', properties: { name: [`${name} ${i} B.V. (fictitious)`], registrationNumber: [String(20_000_000 + i)] } })}\n`;

async function writeEntities(path: string, count: number, name: string): Promise<void> {
  const out = createWriteStream(path);
  for (let i = 0; i < count; i++) if (!out.write(line(i, name))) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

function importCli(databaseUrl: string, file: string, label: string) {
  return spawn(
    process.execPath,
    [CLI, 'import', 'ftm', file, '--dataset', 'killable', '--label', label],
    {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, VERACHECK_DATA_DIR: dir },
    },
  );
}

async function killedImportLeavesOldVersion(databaseUrl: string) {
  const small = join(dir, `small-${Date.now()}.ftm.json`);
  writeFileSync(small, line(1, 'Oud'));
  const first = importCli(databaseUrl, small, 'old');
  expect(await new Promise((r) => first.on('close', r))).toBe(0);

  const big = join(dir, `big-${Date.now()}.ftm.json`);
  await writeEntities(big, 400_000, 'Nieuw');
  const second = importCli(databaseUrl, big, 'new');
  let progress = '';
  second.stderr.on('data', (d: Buffer) => (progress += d.toString()));
  // Kill it once it has written some batches, well before the end.
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/[1-9][\d,]* records/.test(progress)) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
    second.on('close', () => {
      clearInterval(timer);
      reject(new Error(`import ended before it could be killed: ${progress}`));
    });
  });
  second.kill('SIGKILL');
  await new Promise((r) => second.on('close', r));

  const store = openStore(databaseUrl);
  try {
    const served = await store.reference.servedVersions();
    expect(served.versions.map((v) => v.label)).toEqual(['old']);
    const versions = await store.reference.listVersions();
    expect(versions.find((v) => v.label === 'new')?.state).toBe('staging');
    const registry = new StoreRegistry(store.reference, served);
    expect(
      (await registry.legalEntitiesBy('registrationNumber', '20000001'))[0]?.properties.name,
    ).toEqual(['Oud 1 B.V. (fictitious)']);
    // The half-written rows exist but nothing reads them; an abandoned version is purged.
    expect(await store.reference.purge(0, 0)).toBe(1);
    expect(
      await store.reference.entitiesById(
        [versions.find((v) => v.label === 'new')?.id ?? ''],
        ['kill-2'],
      ),
    ).toEqual([]);
  } finally {
    await store.close();
  }
}

const unavailable = await postgresUnavailableReason(process.env.TEST_DATABASE_URL);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL import-kill test: ${unavailable}.`);
}

describe('an import killed midway', () => {
  it('leaves the previous version serving (SQLite)', async () => {
    await killedImportLeavesOldVersion(`sqlite:${join(dir, 'kill.db')}`);
  }, 60_000);

  it.skipIf(unavailable !== undefined)(
    'leaves the previous version serving (PostgreSQL)',
    async () => {
      const database = await createTemporaryPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      if (!database) throw new Error('PostgreSQL became unreachable');
      try {
        await killedImportLeavesOldVersion(database.url);
      } finally {
        await database.drop();
      }
    },
    90_000,
  );
});
