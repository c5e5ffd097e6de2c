// Record import benchmark (after `npm run build`): generated postcode-stats and
// address-properties files, each row of its own area or address, imported into a fresh SQLite
// file per run by `bench/import-worker.js` (a process per import).
//
//   node bench/import-records.js
//
// Settings (environment):
//   BENCH_RECORDS   rows per file (default 1000000)
//   BENCH_REPEATS   rounds (default 2)
//   BENCH_BASE      another checkout of Veracheck, built (its own dist/ and
//                   bench/import-worker.js): each round then imports every file with that
//                   build and this one in turn (base, new), so both see the same phases of a
//                   shared host
//   BENCH_CHECK_ONLY=1   instead of importing, time the repeat check alone in process
//                   (bench/import-check-worker.js: reading with and without SeenIds, no
//                   store), per build in turn: far less noisy on a shared host than a whole
//                   import, whose SQLite writes dominate
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { runImportWorker } from './import-run.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 2);
const BASE = process.env.BENCH_BASE ? resolve(process.env.BENCH_BASE) : undefined;

async function write(path, lines) {
  const out = createWriteStream(path);
  for (const line of lines) {
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

// Postcode letter pairs without S first: SA, SD and SS are not issued.
const LETTERS = 'ABCDEFGHIJKLMNOPQRTUVWXYZ';

/** The i-th of 9000 × 25 × 25 distinct pc6 postcodes (1000AA, 1000AB, ...). */
function postcodeOf(i) {
  const pair = i % (LETTERS.length * LETTERS.length);
  const pc4 = 1000 + Math.floor(i / (LETTERS.length * LETTERS.length));
  return `${pc4}${LETTERS[Math.floor(pair / LETTERS.length)]}${LETTERS[pair % LETTERS.length]}`;
}

function* postcodeStatsLines(count) {
  yield 'area,level,addresses,residents,checks,risk,description\n';
  for (let i = 0; i < count; i++) {
    yield `${postcodeOf(i)},pc6,${10 + (i % 90)},${20 + (i % 170)},${i % 13},PRR${i % 4},\n`;
  }
}

/** Ten house numbers per postcode, every third with an addition. */
function* addressPropertiesLines(count) {
  yield 'postcode,house_number,addition,ownership_code,parceltype_code,parcel,woz_value,usage\n';
  for (let i = 0; i < count; i++) {
    const addition = i % 3 === 0 ? 'A' : '';
    yield `${postcodeOf(Math.floor(i / 10))},${1 + (i % 10)},${addition},K,G,ASD01 K ${i},${200000 + (i % 500) * 1000},woonfunctie\n`;
  }
}

const CHECK_ONLY = process.env.BENCH_CHECK_ONLY === '1';

function runCheckWorker(root, format, file) {
  const out = execFileSync(
    process.execPath,
    [join(ROOT, 'bench/import-check-worker.js'), root, format, file],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out.trim().split('\n').at(-1));
}

const dir = mkdtempSync(join(tmpdir(), 'veracheck-bench-records-'));
const results = [];
try {
  const files = [
    ['postcode-stats', join(dir, 'postcode-stats.csv'), postcodeStatsLines],
    ['address-properties', join(dir, 'address-properties.csv'), addressPropertiesLines],
  ];
  for (const [format, file, lines] of files) {
    process.stderr.write(`[bench] generating ${RECORDS} ${format} rows\n`);
    await write(file, lines(RECORDS));
  }
  const builds = BASE
    ? [
        ['base', BASE],
        ['new', ROOT],
      ]
    : [['new', ROOT]];
  let n = 0;
  for (let round = 1; round <= REPEATS; round++) {
    for (const [format, file] of files) {
      for (const [build, root] of builds) {
        process.stderr.write(`[bench] round ${round}: ${format} with ${build}\n`);
        if (CHECK_ONLY) {
          results.push({ round, build, ...runCheckWorker(root, format, file) });
          continue;
        }
        const db = join(dir, `bench-${(n += 1)}.db`);
        const result = runImportWorker(root, format, file, `sqlite:${db}`);
        rmSync(db, { force: true });
        rmSync(`${db}-wal`, { force: true });
        rmSync(`${db}-shm`, { force: true });
        results.push({ round, build, ...result });
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const checkRows = (CHECK_ONLY ? results : []).map(
  (r) =>
    `| ${String(r.round).padStart(5)} | ${r.build.padEnd(5)} | ${r.format.padEnd(18)} | ${String(r.rows).padStart(9)} | ${Math.round(r.readMs).toString().padStart(7)} | ${Math.round(r.checkedMs).toString().padStart(10)} | ${(r.checkUsPerRow ?? 0).toFixed(2).padStart(12)} |`,
);
const rows = (CHECK_ONLY ? [] : results).map(
  (r) =>
    `| ${String(r.round).padStart(5)} | ${r.build.padEnd(5)} | ${r.format.padEnd(18)} | ${String(r.records).padStart(9)} | ${String(r.rejected).padStart(8)} | ${r.seconds.toFixed(2).padStart(6)} | ${Math.round(r.perSecond).toLocaleString('en').padStart(9)} | ${r.peakRssMiB.toFixed(0).padStart(8)} |`,
);
const table = CHECK_ONLY
  ? [
      '| round | build | format             |      rows | read ms | checked ms | check µs/row |',
      '| ----: | ----- | ------------------ | --------: | ------: | ---------: | -----------: |',
      ...checkRows,
    ]
  : [
      '| round | build | format             |   records | rejected |      s | records/s | peak RSS MiB |',
      '| ----: | ----- | ------------------ | --------: | -------: | -----: | --------: | -----------: |',
      ...rows,
    ];
process.stdout.write(
  [
    `Veracheck record import benchmark: node ${process.version}, ${RECORDS.toLocaleString('en')} rows per file, ${CHECK_ONLY ? 'repeat check alone' : 'SQLite'}`,
    '',
    ...table,
    '',
    JSON.stringify(results),
    '',
  ].join('\n'),
);
