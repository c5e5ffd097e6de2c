// An import's purge of a retired dataset version on PostgreSQL, one build against another
// (`node bench/purge-postgres.js`, after `npm run build`; BENCH_DATABASE_URL names a server
// whose user may create databases, default postgres://postgres@127.0.0.1:5432/postgres). In a
// database created for it and dropped after, BENCH_RECORDS generated BAG addresses (default
// 1,500,000) are imported once, then, BENCH_REPEATS times for each build of BENCH_DISTS
// (comma-separated, default `dist`), imported again, which retires the version before, and that
// version purged by the build's own purge (`store.reference.purge`). Prints the purge's seconds,
// its longest statement (a build purging in batches: one transaction each) and the WAL it wrote.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { pathToFileURL, URL } from 'node:url';
import pg from 'pg';
import { writeBag } from './bag-csv.js';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_500_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 1);
const DISTS = (process.env.BENCH_DISTS ?? 'dist').split(',');
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = resolve(import.meta.dirname, '..');

const load = async (dist) => {
  const at = (path) => import(pathToFileURL(join(root, dist, path)).href);
  return {
    ...(await at('ingest/run-import.js')),
    ...(await at('sources/formats.js')),
    ...(await at('store/open-store.js')),
  };
};

const name = `veracheck_bench_purge_${process.pid}`;
const url = new URL(SERVER);
url.pathname = `/${name}`;
const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`create database ${name}`);
const dir = mkdtempSync(join(tmpdir(), 'veracheck-bench-purge-pg-'));
try {
  const csv = join(dir, 'bagadres.csv');
  await writeBag(csv, RECORDS);
  const importInto = async (build) => {
    const store = build.openStore(url.href);
    await store.migrate();
    await build.runImport({
      store,
      format: build.findFormat('bag-csv'),
      paths: [csv],
      dataset: 'bench-bag',
      keepVersions: 1,
    });
    await store.close();
  };
  await importInto(await load(DISTS[0]));
  const rows = [];
  for (let round = 1; round <= REPEATS; round++) {
    for (const dist of DISTS) {
      const build = await load(dist);
      await importInto(build);
      const store = build.openStore(url.href);
      const reference = store.reference;
      let longestBatch;
      const pause = reference.betweenPurgeBatches;
      if (pause) {
        longestBatch = 0;
        reference.betweenPurgeBatches = (batchMs) => {
          longestBatch = Math.max(longestBatch, batchMs);
          return pause.call(reference, batchMs);
        };
      }
      const lsn = async () => (await admin.query('select pg_current_wal_lsn() as lsn')).rows[0].lsn;
      const from = await lsn();
      const started = performance.now();
      const purged = await reference.purge(3_600_000, 0);
      const seconds = (performance.now() - started) / 1000;
      const wal = (
        await admin.query('select pg_wal_lsn_diff($1, $2) as bytes', [await lsn(), from])
      ).rows[0].bytes;
      await store.close();
      if (purged !== 1) throw new Error(`expected one retired version purged, got ${purged}`);
      rows.push(
        `| ${round} | ${dist} | ${seconds.toFixed(1)} s | ${longestBatch === undefined ? '(one a table)' : `${longestBatch.toFixed(0)} ms`} | ${(Number(wal) / 2 ** 20).toFixed(0)} MiB |`,
      );
    }
  }
  process.stdout.write(
    [
      `Purge of a retired version of ${RECORDS.toLocaleString('en')} BAG addresses on PostgreSQL, node ${process.version}`,
      '',
      '| round | build | purge | longest statement | WAL written |',
      '| ----: | ----- | ----: | ----------------: | ----------: |',
      ...rows,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
