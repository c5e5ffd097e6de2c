// One measured import, in a process of its own so its peak RSS is its own:
//   node bench/import-worker.js <format> <file> <database-url>
// Prints one JSON line: records, seconds, records per second, peak RSS in MiB.
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { runImport } from '../dist/ingest/run-import.js';
import { findFormat } from '../dist/sources/formats.js';
import { openStore } from '../dist/store/open-store.js';

const [formatName, file, databaseUrl] = process.argv.slice(2);
if (!formatName || !file || !databaseUrl)
  throw new Error('usage: import-worker <format> <file> <database-url>');
const format = findFormat(formatName);
if (!format) throw new Error(`format ${formatName} is not registered`);

const store = openStore(databaseUrl);
await store.migrate();
const started = performance.now();
const report = await runImport({ store, format, paths: [file], dataset: `bench-${formatName}` });
const seconds = (performance.now() - started) / 1000;
await store.close();
// maxRSS is in KiB on Linux.
const peakRssMiB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(
  `${JSON.stringify({ format: formatName, records: report.records, rejected: report.rejected, seconds, perSecond: report.records / seconds, peakRssMiB })}\n`,
);
