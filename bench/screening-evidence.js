// Candidate selection with the query's evidence (`node bench/screening-evidence.js`, after
// `npm run build`): the queries of `npm run bench:screening`, each asked with no evidence and
// again with a birth date and a country (a listed person's own, else drawn at random), on one
// generated list. With BENCH_BASE_DIST (another build's `dist`), that build's index is built
// beside this one's and the two answer the same queries in turn, several rounds, in one
// process, so both share the host's swings; CPU ms a query is the median over the rounds.
//
// Settings: BENCH_SIZE (default 1000000), BENCH_QUERIES (default 3000), BENCH_ROUNDS (default 5),
// BENCH_BASE_DIST (unset: this build alone), BENCH_ARABIC_SHARE (share of listings also named in
// Arabic script without vowels, three words; default 0, the lists of earlier figures).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { generateList, generateQueries, recordAt } from './screening-data.js';

const size = Number(process.env.BENCH_SIZE ?? 1_000_000);
const count = Number(process.env.BENCH_QUERIES ?? 3000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const builds = [['this build', path.resolve('dist')]];
if (process.env.BENCH_BASE_DIST) builds.push(['base', path.resolve(process.env.BENCH_BASE_DIST)]);
const log = (line) => process.stderr.write(`[bench] ${line}\n`);

const plain = generateQueries(size, count);
let seed = 7;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const withEvidence = plain.map((q) => {
  const listed = q.expected && recordAt(Number(q.expected.slice(1)));
  const birthDates =
    listed?.kind === 'person' && listed.birthDates.length > 0
      ? listed.birthDates
      : [`${1940 + random(60)}-0${1 + random(9)}-1${random(9)}`];
  const countries = listed ? listed.countries : [['sy', 'ru', 'cn', 'ng', 'br'][random(5)]];
  return q.kind === 'person' ? { ...q, birthDates, countries } : { ...q, countries };
});

const indexes = [];
for (const [name, dist] of builds) {
  const { ScreeningIndex } = await import(pathToFileURL(path.join(dist, 'screening/engine.js')));
  const started = performance.now();
  indexes.push({ name, index: new ScreeningIndex(generateList(size)) });
  log(
    `${name}: built ${size.toLocaleString('en')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = new Map();
for (const { index } of indexes) {
  for (const q of plain.slice(0, 500)) index.search(q, { limit: 10 });
}
for (let round = 0; round < rounds; round++) {
  for (const { name, index } of indexes) {
    for (const [set, queries] of [
      ['no evidence', plain],
      ['birth date and country', withEvidence],
    ]) {
      let scored = 0;
      let reached = 0;
      let notScored = 0;
      let first = 0;
      const cpu = process.cpuUsage();
      for (const q of queries) {
        const top = index.search(q, { limit: 10 })[0]?.id;
        scored += index.lastSearch.scored;
        reached += index.lastSearch.reached;
        notScored += index.lastSearch.notScored ?? 0;
        if (q.expected && top === q.expected) first++;
      }
      const used = process.cpuUsage(cpu);
      const key = `${name}\u0000${set}`;
      const entry = results.get(key) ?? {
        name,
        set,
        ms: [],
        scored,
        reached,
        notScored,
        first,
      };
      entry.ms.push((used.user + used.system) / 1000 / queries.length);
      results.set(key, entry);
    }
  }
}
// Postings of the sound keys: what a listing's names add to the index (TypeScript's private
// fields are plain properties at run time).
for (const { name, index } of indexes) {
  log(`${name}: ${index.byPhonetic.values.length.toLocaleString('en')} sound-key postings`);
}
const positives = plain.filter((q) => q.expected).length;
process.stdout.write(
  `Candidates with evidence: node ${process.version}, ${size.toLocaleString('en')} entities, ${count} queries, ${rounds} rounds, Arabic-script share ${Number(process.env.BENCH_ARABIC_SHARE ?? 0)}\n\n`,
);
process.stdout.write(
  '| build | queries | CPU ms/query (median) | lowest | reached/query | scored/query | not scored/query | recall@1 |\n',
);
process.stdout.write('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n');
for (const r of results.values()) {
  process.stdout.write(
    `| ${r.name} | ${r.set} | ${median(r.ms).toFixed(3)} | ${Math.min(...r.ms).toFixed(3)} | ${(r.reached / count).toFixed(0)} | ${(r.scored / count).toFixed(1)} | ${(r.notScored / count).toFixed(2)} | ${((100 * r.first) / positives).toFixed(1)} % |\n`,
  );
}
