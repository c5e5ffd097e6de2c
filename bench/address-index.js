// Address index benchmark (`npm run bench:address-index`, after `npm run build`): the in-memory
// BAG address index (src/registry/address-index.ts) over generated fictitious addresses, in this
// process: no store, no HTTP. It measures lookups by postcode and house number, lookups by
// street, house number and city (as written, and with a typo in the street or in the city), the
// build time, and the memory the index holds, over addresses shaped like the BAG
// (bench/addresses-data.js).
//
// Settings (environment):
//   BENCH_ADDRESSES   index size (default 10000000)
//   BENCH_QUERIES     measured lookups of each kind (default 20000)
//   BENCH_JSON        also write the figures to this file
// Exit status: 2 when the target (postcode + number p99 <= 1 ms, RSS <= 1.5 GB) fails.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { AddressIndexBuilder } from '../dist/registry/address-index-data.js';
import { AddressIndex } from '../dist/registry/address-index.js';
import { lookupInIndex } from '../dist/registry/address-index-lookup.js';
import { generateAddresses, random } from './addresses-data.js';

const size = Number(process.env.BENCH_ADDRESSES ?? 10_000_000);
const count = Number(process.env.BENCH_QUERIES ?? 20_000);
const TARGET_P99_MS = 1;
const TARGET_RSS_MIB = 1536;
const print = (line) => process.stdout.write(`${line}\n`);
const log = (line) => process.stderr.write(`[bench] ${line}\n`);
const mib = (bytes) => bytes / 2 ** 20;

globalThis.gc?.();
const rssBefore = process.memoryUsage().rss;
log(`generating and packing ${size.toLocaleString('en')} addresses`);
let started = performance.now();
let builder = new AddressIndexBuilder();
const made = generateAddresses(size, count, (a) => builder.add(a));
const generateSeconds = (performance.now() - started) / 1000;
started = performance.now();
const data = builder.finish();
// The index keeps only what finish made; the growing columns go.
builder = undefined;
const index = new AddressIndex(data);
const finishSeconds = (performance.now() - started) / 1000;
// Freed array buffers are returned by a background task: collect, let it run, collect again.
globalThis.gc?.();
await sleep(200);
globalThis.gc?.();
const memory = process.memoryUsage();
const columnBytes = Object.values(data)
  .filter((v) => ArrayBuffer.isView(v))
  .reduce((sum, v) => sum + v.byteLength, 0);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
function timed(label, queries, run) {
  for (const q of queries.slice(0, Math.min(2000, queries.length))) run(q);
  const wall = new Float64Array(queries.length);
  let found = 0;
  queries.forEach((q, i) => {
    const t = performance.now();
    const ok = run(q);
    wall[i] = performance.now() - t;
    if (ok) found++;
  });
  wall.sort();
  return {
    label,
    queries: queries.length,
    p50Ms: percentile(wall, 0.5),
    p99Ms: percentile(wall, 0.99),
    maxMs: wall[wall.length - 1],
    found: found / queries.length,
  };
}

const typo = (name) => {
  const i = 2 + Math.floor(random() * Math.max(1, name.length - 4));
  return `${name.slice(0, i)}${name.slice(i + 1)}`;
};
const shuffled = [...made.samples].sort(() => random() - 0.5);
const take = (n) => shuffled.slice(0, Math.min(n, shuffled.length));
log('lookups');
const rows = [
  timed('postcode + number', take(count), (a) =>
    index.at(a.postcode, a.houseNumber).some((b) => b.street === a.street),
  ),
  timed(
    'postcode + number (unknown number)',
    take(count),
    (a) => index.at(a.postcode, 90000 + a.houseNumber).length === 0,
  ),
  timed('street + number + city, as written', take(count), (a) =>
    index
      .onStreet(a.city.toUpperCase(), a.street.toLowerCase(), a.houseNumber)
      .matches[0]?.addresses.some((b) => b.postcode === a.postcode),
  ),
  timed('street + number + city, street typo', take(count), (a) =>
    index
      .onStreet(a.city, typo(a.street), a.houseNumber)
      .matches.some((m) => m.street === a.street),
  ),
  timed('street + number + city, city typo', take(count), (a) =>
    index.onStreet(typo(a.city), a.street, a.houseNumber).matches.some((m) => m.city === a.city),
  ),
  timed(
    'full lookup (lookupAddress), postcode + number + extension',
    take(count),
    (a) =>
      lookupInIndex(
        index,
        {
          zip_code: a.postcode,
          house_number: String(a.houseNumber),
          house_number_extension: `${a.houseLetter ?? ''}${a.addition ?? ''}`,
        },
        undefined,
      ).address !== undefined,
  ),
];

const result = {
  node: process.version,
  addresses: index.size,
  postcodes: index.postcodeCount,
  streets: made.streets,
  cities: made.cities,
  placesAndNames: data.names.length,
  generateAndAddSeconds: generateSeconds,
  sortAndIndexSeconds: finishSeconds,
  rssMiB: mib(memory.rss),
  rssBeforeMiB: mib(rssBefore),
  heapUsedMiB: mib(memory.heapUsed),
  arrayBuffersMiB: mib(memory.arrayBuffers),
  columnsMiB: mib(columnBytes),
  loadAverage: loadavg()[0],
  lookups: rows,
};
const fixed = (n, d = 3) => n.toFixed(d);
print(
  `Address index benchmark: node ${process.version}, ${index.size.toLocaleString('en')} addresses, ${index.postcodeCount.toLocaleString('en')} postcodes, ${made.streets.toLocaleString('en')} streets, ${made.cities.toLocaleString('en')} cities; load average ${fixed(result.loadAverage, 2)}`,
);
print('');
print(
  `build: ${fixed(generateSeconds, 1)} s generating and adding, ${fixed(finishSeconds, 1)} s sorting and indexing; RSS ${fixed(result.rssMiB, 0)} MiB (${fixed(result.rssBeforeMiB, 0)} MiB before), heap ${fixed(result.heapUsedMiB, 0)} MiB, typed arrays ${fixed(result.arrayBuffersMiB, 0)} MiB (index columns ${fixed(result.columnsMiB, 0)} MiB)`,
);
print('');
print('| lookup | queries | p50 ms | p99 ms | max ms | found |');
print('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  print(
    `| ${r.label} | ${r.queries} | ${fixed(r.p50Ms)} | ${fixed(r.p99Ms)} | ${fixed(r.maxMs, 1)} | ${fixed(100 * r.found, 1)} % |`,
  );
}
print('');
const pass = rows[0].p99Ms <= TARGET_P99_MS && result.rssMiB <= TARGET_RSS_MIB;
print(
  `target at ${index.size.toLocaleString('en')}: postcode + number p99 <= ${TARGET_P99_MS} ms and RSS <= ${TARGET_RSS_MIB} MiB: ${pass ? 'PASS' : 'FAIL'}`,
);
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(result, null, 2));
print(JSON.stringify({ ...result, pass }));
if (!pass) process.exitCode = 2;
