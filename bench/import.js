// Import benchmark (`npm run bench:import`, after `npm run build`): generated files of FtM
// entities and BAG addresses imported into SQLite and, where BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a PostgreSQL server, into a temporary database there.
//
// Settings (environment):
//   BENCH_RECORDS   records per file (default 1000000); the run also imports a quarter of that
//                   to show that peak memory does not grow with the file
//   BENCH_DATABASE_URL / TEST_DATABASE_URL   PostgreSQL server for the PostgreSQL rows
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { once } from 'node:events';
import { fileURLToPath, URL } from 'node:url';
import pg from 'pg';
import { runImportWorker } from './import-run.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const POSTGRES = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const TARGETS = { ftm: 50_000, 'bag-csv': 100_000 };

/** A small deterministic generator, so every run imports the same files. */
function* random(seed) {
  let x = seed >>> 0;
  for (;;) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    yield (x >>> 0) / 4294967296;
  }
}

const FIRST = [
  'Jan',
  'Anna',
  'Pieter',
  'Fatima',
  'Mohammed',
  'Sanne',
  'Wei',
  'Olga',
  'Luca',
  'Emma',
];
const LAST = [
  'de Vries',
  'Jansen',
  'Bakker',
  'El Amrani',
  'Visser',
  'Smit',
  'Kowalski',
  'Ivanova',
  'Rossi',
  'Chen',
];
const STREETS = [
  'Kerkstraat',
  'Dorpsstraat',
  'Stationsweg',
  'Molenweg',
  'Schoolstraat',
  'Julianastraat',
];
const CITIES = ['Amsterdam', 'Rotterdam', 'Utrecht', 'Groningen', 'Eindhoven', 'Zwolle'];

async function write(path, lines) {
  const out = createWriteStream(path);
  for (const line of lines) {
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Fictitious FtM entities: persons with sanctions topics, companies with identifiers. */
function* ftmLines(count) {
  const r = random(42);
  const pick = (list) => list[Math.floor(r.next().value * list.length)];
  for (let i = 0; i < count; i++) {
    const entity =
      i % 2 === 0
        ? {
            id: `bench-p-${i}`,
            schema: 'Person',
            properties: {
              name: [`${pick(FIRST)} ${pick(LAST)}`],
              birthDate: [`19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`],
              nationality: ['nl'],
              topics: ['sanction'],
            },
            datasets: ['bench'],
          }
        : {
            id: `bench-c-${i}`,
            schema: 'Company',
            properties: {
              name: [`${pick(LAST)} Holding ${i} B.V.`],
              registrationNumber: [String(10_000_000 + i)],
              country: ['nl'],
            },
            datasets: ['bench'],
          };
    yield `${JSON.stringify(entity)}\n`;
  }
}

const FIRST_LETTERS = 'ABCDEFGHIJKLMNOPQRTU';

function* bagLines(count) {
  yield 'openbareruimte;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;object_id;object_type;nevenadres;x;y;lon;lat\n';
  for (let i = 0; i < count; i++) {
    const pc4 = 1000 + (Math.floor(i / 2000) % 9000);
    // The first letter skips S: SA, SD and SS are not issued, and the import rejects them.
    const letters = `${FIRST_LETTERS[i % 20]}${String.fromCharCode(65 + (Math.floor(i / 20) % 20))}`;
    const city = CITIES[i % CITIES.length];
    yield `${STREETS[i % STREETS.length]};${1 + (i % 300)};;;${pc4}${letters};${city};${city};Noord-Holland;0363010000${String(i).padStart(6, '0')};verblijfsobject;f;121000;487000;4.9;52.37\n`;
  }
}

async function temporaryPostgres() {
  if (!POSTGRES) return undefined;
  const name = `veracheck_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`create database ${name}`);
  } catch (error) {
    process.stderr.write(`PostgreSQL rows skipped: ${error.message}\n`);
    await client.end().catch(() => undefined);
    return undefined;
  }
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), 'veracheck-bench-import-'));
const results = [];
try {
  const sizes = [Math.round(RECORDS / 4), RECORDS];
  for (const size of sizes) {
    process.stderr.write(`[bench] generating ${size} FtM entities and ${size} BAG addresses\n`);
    await write(join(dir, `entities-${size}.ftm.json`), ftmLines(size));
    await write(join(dir, `bagadres-${size}.csv`), bagLines(size));
  }
  const backends = [
    [
      'sqlite',
      () => ({ url: `sqlite:${join(dir, `bench-${Date.now()}.db`)}`, drop: async () => undefined }),
    ],
  ];
  const postgres = await temporaryPostgres();
  if (postgres) backends.push(['postgres', () => postgres]);
  for (const [backend, database] of backends) {
    for (const size of sizes) {
      for (const [format, file] of [
        ['ftm', join(dir, `entities-${size}.ftm.json`)],
        ['bag-csv', join(dir, `bagadres-${size}.csv`)],
      ]) {
        process.stderr.write(`[bench] ${format} ${size} into ${backend}\n`);
        const result = runImportWorker(ROOT, format, file, database().url);
        results.push({ backend, size, ...result });
      }
    }
  }
  if (postgres) await postgres.drop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const rows = results.map((r) => {
  const target = r.backend === 'sqlite' && r.size === RECORDS ? TARGETS[r.format] : undefined;
  // A generated record that the import rejects is a fault of the generator: the rate would
  // then measure another workload.
  const verdict =
    target === undefined ? '' : r.perSecond >= target && r.rejected === 0 ? 'PASS' : 'FAIL';
  return `| ${r.backend.padEnd(8)} | ${r.format.padEnd(7)} | ${String(r.size).padStart(9)} | ${String(r.rejected).padStart(8)} | ${Math.round(r.perSecond).toLocaleString('en').padStart(9)} | ${r.seconds.toFixed(1).padStart(6)} | ${r.peakRssMiB.toFixed(0).padStart(8)} | ${target ? `>= ${target.toLocaleString('en')}/s` : ''} ${verdict} |`;
});
process.stdout.write(
  [
    `Veracheck import benchmark: node ${process.version}, ${RECORDS.toLocaleString('en')} records per file`,
    '',
    '| store    | format  |   records | rejected | records/s |      s | peak RSS MiB | target |',
    '| -------- | ------- | --------: | -------: | --------: | -----: | -----------: | ------ |',
    ...rows,
    '',
    JSON.stringify(results),
    '',
  ].join('\n'),
);
