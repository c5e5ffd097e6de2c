// One size of `npm run bench:screening`, in a process of its own so RSS is this index's alone.
// Arguments: engine (veracheck | minisearch), list size, query count.
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import MiniSearch from 'minisearch';
import { ScreeningIndex } from '../dist/screening/engine.js';
import { generateList, generateQueries } from './screening-data.js';

const [engine, sizeText, queryText] = process.argv.slice(2);
const size = Number(sizeText);
const queryCount = Number(queryText);
const gc = globalThis.gc ?? (() => undefined);

const queries = generateQueries(size, queryCount);
gc();
// The list is generated while the index reads it and not kept, as the service streams
// entities from the store: what the process holds afterwards is the index.
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
let search;
if (engine === 'veracheck') {
  const index = new ScreeningIndex(generateList(size));
  search = (q) => index.search(q, { limit: 10 })[0]?.id;
} else {
  const index = new MiniSearch({ fields: ['names'], storeFields: [], idField: 'id' });
  for (const r of generateList(size)) index.add({ id: r.id, names: r.names.join(' ') });
  search = (q) => index.search(q.names.join(' '), { fuzzy: 0.2, prefix: false })[0]?.id;
}
const buildMs = performance.now() - started;
gc();
const rssAfter = process.memoryUsage().rss;
for (const q of queries.slice(0, 1000)) search(q);
const times = new Float64Array(queries.length);
let found = 0;
let positives = 0;
const cpuStart = process.cpuUsage();
const wallStart = performance.now();
queries.forEach((q, i) => {
  const t = performance.now();
  const top = search(q);
  times[i] = performance.now() - t;
  if (q.expected) {
    positives++;
    if (top === q.expected) found++;
  }
});
const wallMs = performance.now() - wallStart;
const cpu = process.cpuUsage(cpuStart);
times.sort();
const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
process.stdout.write(
  `${JSON.stringify({
    engine,
    size,
    queries: queries.length,
    buildSeconds: buildMs / 1000,
    indexMiB: (rssAfter - rssBefore) / 2 ** 20,
    rssMiB: rssAfter / 2 ** 20,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    queriesPerSecond: queries.length / (wallMs / 1000),
    cpuSecondsPerQuery: (cpu.user + cpu.system) / 1e6 / queries.length,
    recallAt1: positives ? found / positives : 1,
  })}\n`,
);
