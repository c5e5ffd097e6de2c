// How long an import's purge of a retired dataset version holds up a server storing checks on
// the same SQLite file (`node bench/purge-concurrent-writer.js`, after `npm run build`):
// BENCH_RECORDS generated BAG addresses (default 1,500,000) are imported twice into one SQLite
// file, the second import retiring the first version. Then, on a fresh copy of that file for
// each round, the store's own purge (`store.reference.purge`) deletes the retired version while
// a writer on a thread and connection of its own commits a row every 10 ms as the server's commit
// thread does (BEGIN IMMEDIATE, busy timeout 5000 ms: STORE_LOCK_TIMEOUT_MS's default).
// BENCH_DISTS lists the builds to compare, comma-separated (default `dist`; e.g.
// `dist,dist-old` with an earlier build copied to dist-old), taken in turn BENCH_REPEATS times.
// A build named `dist@5000` purges 5,000 rows a statement instead of its default.
// Prints, for each purge: its seconds, its longest statement (a build purging in batches), the writer's commits meanwhile, their longest wait for
// the lock, how many waited over 1 s and how many gave up (SQLITE_BUSY past the busy timeout),
// and the purging thread's longest event-loop stall (a purge in a server: its demo load).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { writeBag } from './bag-csv.js';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_500_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 2);
// A build with `@N` after it purges N rows a statement (a build that purges in batches).
const DISTS = (process.env.BENCH_DISTS ?? 'dist').split(',');
const root = resolve(import.meta.dirname, '..');

const load = async (dist) => {
  const at = (path) => import(pathToFileURL(join(root, dist, path)).href);
  return {
    ...(await at('ingest/run-import.js')),
    ...(await at('sources/formats.js')),
    ...(await at('store/open-store.js')),
  };
};

// The writer: a row every 10 ms, each commit timed from BEGIN IMMEDIATE to its end.
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { timeout: 5000 });
const insert = db.prepare('insert into bench_writes (at) values (?)');
const write = db.transaction(() => insert.run(Date.now()));
const waits = [];
let failed = 0;
let stop = false;
parentPort.on('message', () => (stop = true));
const tick = () => {
  if (stop) {
    db.close();
    parentPort.postMessage({ waits, failed });
    return;
  }
  const started = performance.now();
  try {
    write.immediate();
    waits.push(performance.now() - started);
  } catch {
    failed += 1;
  }
  setTimeout(tick, 10);
};
parentPort.postMessage('ready');
tick();
`;

const dir = mkdtempSync(join(tmpdir(), 'veracheck-bench-purge-writer-'));
try {
  const first = await load(DISTS[0]);
  const csv = join(dir, 'bagadres.csv');
  const base = join(dir, 'base.db');
  await writeBag(csv, RECORDS);
  const store = first.openStore(`sqlite:${base}`);
  await store.migrate();
  for (let i = 0; i < 2; i++) {
    await first.runImport({
      store,
      format: first.findFormat('bag-csv'),
      paths: [csv],
      dataset: 'bench-bag',
      keepVersions: 1,
    });
  }
  store.reference.database.exec('create table bench_writes (at integer not null)');
  await store.close();
  const driver = join(root, 'node_modules', 'better-sqlite3');
  const rows = [];
  for (let round = 1; round <= REPEATS; round++) {
    for (const build of DISTS) {
      const [dist, batchRows] = build.split('@');
      const { openStore } = await load(dist);
      const file = join(dir, 'purge.db');
      copyFileSync(base, file);
      const copy = openStore(`sqlite:${file}`);
      const reference = copy.reference;
      if (batchRows !== undefined) reference.purgeBatchRows = Number(batchRows);
      // The longest batch, as the purge times it for its pause (builds purging in batches).
      let longestBatch;
      const pause = reference.betweenPurgeBatches;
      if (pause) {
        longestBatch = 0;
        reference.betweenPurgeBatches = (batchMs) => {
          longestBatch = Math.max(longestBatch, batchMs);
          return pause.call(reference, batchMs);
        };
      }
      const writer = new Worker(WRITER, { eval: true, workerData: { file, driver } });
      await new Promise((ready) => writer.once('message', ready));
      // The longest the purging thread's event loop went without a turn.
      let stall = 0;
      let lastTurn = performance.now();
      const turns = setInterval(() => {
        const now = performance.now();
        stall = Math.max(stall, now - lastTurn);
        lastTurn = now;
      }, 5);
      const started = performance.now();
      const purged = await copy.reference.purge(3_600_000, 0);
      const seconds = (performance.now() - started) / 1000;
      await new Promise((turn) => setTimeout(turn, 10));
      clearInterval(turns);
      writer.postMessage('stop');
      const { waits, failed } = await new Promise((done) => writer.once('message', done));
      await writer.terminate();
      await copy.close();
      rmSync(file, { force: true });
      if (purged !== 1) throw new Error(`expected one retired version purged, got ${purged}`);
      const longest = Math.max(0, ...waits);
      const overSecond = waits.filter((w) => w > 1000).length;
      rows.push(
        `| ${round} | ${build} | ${seconds.toFixed(1)} s | ${longestBatch === undefined ? '(one a table)' : `${longestBatch.toFixed(0)} ms`} | ${waits.length} | ${longest.toFixed(0)} ms | ${overSecond} | ${failed} | ${stall.toFixed(0)} ms |`,
      );
    }
  }
  process.stdout.write(
    [
      `Purge of a retired version of ${RECORDS.toLocaleString('en')} BAG addresses beside a writer, node ${process.version}`,
      '',
      '| round | build | purge | longest statement | writer commits | longest wait | waits > 1 s | gave up | event-loop stall |',
      '| ----: | ----- | ----: | ----------------: | -------------: | -----------: | ----------: | ------: | ---------------: |',
      ...rows,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
