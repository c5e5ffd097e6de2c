// Screening benchmark (`npm run bench:screening`, after `npm run build`): Veracheck's screening
// index and, as the baseline a developer would otherwise pick, MiniSearch with fuzzy search,
// on the same generated lists and queries. Each engine and size runs in a process of its own
// (bench/screening-worker.js), so the RSS reported is that index's alone.
//
// Lists: deterministic fictitious persons (70 %, names of many origins, some aliases written in
// Cyrillic or Arabic script, birth dates, nationalities) and companies (30 %, legal forms,
// registration numbers), 0-3 aliases each (bench/screening-data.js). Queries: half list names
// varied (a typo, reordered, upper case, a dropped middle name), half names not on the list.
// Query latency is single-threaded, so queries/s is per core.
//
// Settings (environment):
//   BENCH_SIZES           list sizes (default 10000,100000,1000000)
//   BENCH_QUERIES         queries per size (default 5000)
//   BENCH_BASELINE_MAX    largest size at which MiniSearch answers all the queries (default
//                         100000); beyond it, it answers BENCH_BASELINE_QUERIES (default 500),
//                         since it needs about 70 ms of CPU a query at a million entities
//   BENCH_JSON            also write the figures to this file
// Exit status: 2 when a target at 1,000,000 fails.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const worker = fileURLToPath(new URL('./screening-worker.js', import.meta.url));
const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const queries = Number(process.env.BENCH_QUERIES ?? 5000);
const baselineMax = Number(process.env.BENCH_BASELINE_MAX ?? 100000);
const baselineQueries = Number(process.env.BENCH_BASELINE_QUERIES ?? 500);
/** @param {string} line */
const print = (line) => process.stdout.write(`${line}\n`);
const log = (line) => process.stderr.write(`[bench] ${line}\n`);

const results = [];
for (const size of sizes) {
  for (const engine of ['veracheck', 'minisearch']) {
    const count = engine === 'minisearch' && size > baselineMax ? baselineQueries : queries;
    log(`${engine} at ${size.toLocaleString('en')} entities`);
    const out = execFileSync(
      process.execPath,
      // The young generation `npm start` gives the server: per-query garbage then dies young.
      [
        '--expose-gc',
        '--max-semi-space-size=64',
        '--max-old-space-size=8192',
        worker,
        engine,
        String(size),
        String(count),
      ],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    results.push(JSON.parse(out.trim().split('\n').pop() ?? '{}'));
  }
}

const fixed = (n, d = 2) => (n === undefined ? '' : n.toFixed(d));
print(`Screening benchmark: node ${process.version}, ${queries} queries per size, one core`);
print('');
print(
  '| engine | entities | queries | build s | RSS MiB | p50 ms | p99 ms | queries/s | recall@1 |',
);
print('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  print(
    `| ${r.engine} | ${r.size.toLocaleString('en')} | ${r.queries} | ${fixed(r.buildSeconds, 1)} | ${fixed(r.rssMiB, 0)} | ${fixed(r.p50Ms)} | ${fixed(r.p99Ms)} | ${Math.round(r.queriesPerSecond).toLocaleString('en')} | ${fixed(r.recallAt1 * 100, 1)} % |`,
  );
}
const million = results.find((r) => r.engine === 'veracheck' && r.size === 1_000_000);
let pass = null;
if (million) {
  const checks = [
    ['p99 <= 5 ms', million.p99Ms <= 5],
    ['>= 1,000 queries/s on one core', million.queriesPerSecond >= 1000],
    ['RSS <= 1.5 GB', million.rssMiB <= 1536],
    ['build <= 60 s', million.buildSeconds <= 60],
  ];
  print('');
  for (const [name, ok] of checks) print(`target at 1,000,000: ${name}: ${ok ? 'PASS' : 'FAIL'}`);
  pass = checks.every(([, ok]) => ok);
}
const report = { date: new Date().toISOString(), node: process.version, queries, results, pass };
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(report, null, 2));
print(JSON.stringify(report));
if (pass === false) process.exitCode = 2;
