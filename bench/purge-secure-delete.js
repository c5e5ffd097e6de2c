// What SQLite's secure_delete costs an import's purge of a retired dataset version
// (`node bench/purge-secure-delete.js`, after `npm run build`): BENCH_RECORDS generated BAG
// addresses (default 1,500,000) are imported twice into one SQLite file, the second import
// retiring the first version; then copies of that file purge the retired version with the
// store's own purge (`store.reference.purge`), on the store's connection as it is opened
// (secure_delete ON) and with secure_delete turned OFF on it, alternately, BENCH_REPEATS times.
// Prints seconds and the bytes the process wrote (/proc/self/io write_bytes) for each purge.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { runImport } from '../dist/ingest/run-import.js';
import { findFormat } from '../dist/sources/formats.js';
import { openStore } from '../dist/store/open-store.js';
import { writeBag } from './bag-csv.js';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_500_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 2);

const writtenBytes = () =>
  Number(/write_bytes: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1] ?? 0);

const dir = mkdtempSync(join(tmpdir(), 'veracheck-bench-purge-'));
try {
  const csv = join(dir, 'bagadres.csv');
  const base = join(dir, 'base.db');
  await writeBag(csv, RECORDS);
  const store = openStore(`sqlite:${base}`);
  await store.migrate();
  for (let i = 0; i < 2; i++) {
    await runImport({
      store,
      format: findFormat('bag-csv'),
      paths: [csv],
      dataset: 'bench-bag',
      keepVersions: 1,
    });
  }
  await store.close();
  const rows = [];
  for (let round = 1; round <= REPEATS; round++) {
    for (const secureDelete of ['ON', 'OFF']) {
      const file = join(dir, `purge-${secureDelete}.db`);
      copyFileSync(base, file);
      const copy = openStore(`sqlite:${file}`);
      // The store's own connection (SqliteReferenceStore's), which the purge runs on.
      copy.reference.database.pragma(`secure_delete = ${secureDelete}`);
      const bytes = writtenBytes();
      const started = performance.now();
      const purged = await copy.reference.purge(3_600_000, 0);
      const seconds = (performance.now() - started) / 1000;
      await copy.close();
      const mib = (writtenBytes() - bytes) / 2 ** 20;
      if (purged !== 1) throw new Error(`expected one retired version purged, got ${purged}`);
      rows.push(
        `| ${round} | ${secureDelete.padEnd(3)} | ${seconds.toFixed(1)} s | ${mib.toFixed(0)} MiB |`,
      );
      rmSync(file, { force: true });
    }
  }
  process.stdout.write(
    [
      `Purge of a retired version of ${RECORDS.toLocaleString('en')} BAG addresses, node ${process.version}`,
      '',
      '| round | secure_delete | purge | written (close included) |',
      '| ----: | ------------- | ----: | -----------------------: |',
      ...rows,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
