// The repeat check of an import alone, in a process of its own: reads a record file with the
// format's reader and passes every row through SeenIds (no store), then reads it again without.
//   node bench/import-check-worker.js <checkout> <format> <file>
// <checkout>: the Veracheck checkout whose build (dist/) is measured. Prints one JSON line:
// milliseconds for reading alone and for reading with the check, and their difference per row.
import { join } from 'node:path';
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [root, formatName, file] = process.argv.slice(2);
if (!root || !formatName || !file)
  throw new Error('usage: import-check-worker <checkout> <format> <file>');
const load = (path) => import(pathToFileURL(join(root, 'dist', path)).href);
const { findFormat } = await load('sources/formats.js');
const { SeenIds } = await load('ingest/seen-ids.js');
const format = findFormat(formatName);

async function pass(check) {
  const seen = new SeenIds(() => Promise.resolve(new Map()));
  const started = performance.now();
  let rows = 0;
  for await (const event of format.read([file])) {
    rows += 1;
    if (!check) continue;
    const out = seen.check(event);
    if (out instanceof Promise) await out;
    // As an import writes a batch of 5,000.
    if (rows % 5000 === 0) seen.written();
  }
  return { rows, ms: performance.now() - started };
}

// Warm-up, then reading alone and reading with the check, each twice in turn: the best of each.
await pass(true);
const alone = [];
const checked = [];
for (let i = 0; i < 2; i++) {
  alone.push((await pass(false)).ms);
  checked.push((await pass(true)).ms);
}
const { rows } = await pass(false);
const readMs = Math.min(...alone);
const checkedMs = Math.min(...checked);
process.stdout.write(
  `${JSON.stringify({ format: formatName, rows, readMs, checkedMs, checkUsPerRow: ((checkedMs - readMs) * 1000) / rows })}\n`,
);
