// The settings of the HTTP benchmarks' harness (bench/http-harness.js), read from the
// environment once, when it is loaded:
//   BENCH_DURATION          seconds per measured run (default 5; each is preceded by a 2 s warm-up)
//   BENCH_REPEATS           repetitions of the whole sequence (default 3)
//   BENCH_CONNECTIONS       concurrent connections (default 50)
//   BENCH_JSON              also write the figures as JSON to this file (they are always the last
//                           line of stdout)
// For investigation only (the defaults are what docs/benchmarks.md reports):
//   BENCH_LOG_LEVEL         LOG_LEVEL of the Veracheck server (default warn)
//   BENCH_SERVER_NODE_ARGS  extra node arguments for the Veracheck server, e.g.
//                           "--cpu-prof --cpu-prof-dir=/tmp/veracheck-prof"
//   BENCH_ONLY              comma-separated scenario keys (hello is the baseline)
//   BENCH_RATE              load the Veracheck scenarios at this many requests per second in all
//                           instead of as fast as they are answered: the CPU per request of two
//                           builds at the same rate compares them more steadily than req/s on a
//                           shared machine (ratios and targets then say nothing and are not
//                           evaluated)
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const HOST = '127.0.0.1';
export const WARMUP_SECONDS = 2;
export const STARTUP_TIMEOUT_MS = 30_000;
export const STOP_TIMEOUT_MS = 10_000;

/**
 * @param {string} name
 * @param {number} fallback
 * @param {number} [max]
 * @returns {number}
 */
function positiveInteger(name, fallback, max = 3600) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

export const DURATION = positiveInteger('BENCH_DURATION', 5);
export const REPEATS = positiveInteger('BENCH_REPEATS', 3);
export const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 50);
/** Unset: as fast as answered. */
export const RATE = process.env.BENCH_RATE
  ? positiveInteger('BENCH_RATE', 1, 1_000_000)
  : undefined;
export const JSON_FILE = process.env.BENCH_JSON || undefined;
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'warn';
// The young-generation size `npm start` gives the server, then any investigation arguments.
export const SERVER_NODE_ARGS = [
  '--max-semi-space-size=64',
  ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
];
export const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

/** @param {string} line */
export const log = (line) => process.stderr.write(`[bench] ${line}\n`);
