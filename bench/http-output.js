// What the HTTP benchmarks (bench/http-harness.js) print: how busy the machine was before the
// start, the figures as a table with the targets' verdict, and as JSON (always the last line of
// stdout; also in BENCH_JSON's file).
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { resultsTable, summarise, withBaselines } from './http-report.js';
import {
  CONNECTIONS,
  DURATION,
  JSON_FILE,
  LOG_LEVEL,
  RATE,
  REPEATS,
  SERVER_NODE_ARGS,
  WARMUP_SECONDS,
} from './http-settings.js';

/** Share of CPU time, over all CPUs, that was not idle during one second. */
export async function cpuBusy() {
  const total = () =>
    cpus().reduce(
      (sum, cpu) => {
        const t = cpu.times;
        return { idle: sum.idle + t.idle, all: sum.all + t.idle + t.user + t.nice + t.sys + t.irq };
      },
      { idle: 0, all: 0 },
    );
  const before = total();
  await sleep(1000);
  const after = total();
  const all = after.all - before.all;
  return all > 0 ? 1 - (after.idle - before.idle) / all : 0;
}

/** @param {number} value */
const round2 = (value) => Math.round(value * 100) / 100;

/**
 * Prints the report of the measured runs and gives the exit status: 2 when a target fails.
 * @param {object} measured
 * @param {string} measured.title the first words of the report
 * @param {number} measured.busyBefore share of all CPU time used in the second before the start
 * @param {import('./http-report.js').Run[]} measured.runs
 * @param {import('./http-load.js').Scenario[]} measured.scenarios
 * @param {number} measured.serverWarnings log lines of the server at level warn or above
 * @returns {0 | 2}
 */
export function printReport({ title, busyBefore, runs, scenarios, serverWarnings }) {
  const runsWithBaselines = withBaselines(runs);
  const rows = summarise(runsWithBaselines, scenarios);
  const table = resultsTable(rows);

  const targeted = rows.filter((r) => r.target !== undefined);
  /** @type {boolean | null} null: not evaluated (BENCH_ONLY without hello-world, or BENCH_RATE) */
  const pass = targeted.some((r) => r.pass === false)
    ? false
    : targeted.length === 0 || targeted.some((r) => r.pass === undefined)
      ? null
      : true;

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    /** Share of all CPU time used (by anything) in the second before the bench started. */
    cpuBusyBefore: round2(busyBefore),
    settings: {
      durationSeconds: DURATION,
      repeats: REPEATS,
      warmupSeconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
      ratePerSecond: RATE ?? null,
      logLevel: LOG_LEVEL,
      store:
        'sqlite (journal_mode=WAL, synchronous=FULL, group commit; audit rows of reads synced within AUDIT_SYNC_DELAY_MS=200)',
      serverNodeArgs: SERVER_NODE_ARGS,
    },
    serverWarnings,
    results: rows,
    runs: runsWithBaselines,
    pass,
  };

  const out = [
    `${title}: node ${report.node}, ${report.cpus} CPUs (${report.cpuModel}), ` +
      `${Math.round(busyBefore * 100)} % CPU busy before start`,
    `${REPEATS} repetitions of hello-world before and after each scenario, ${DURATION} s per run ` +
      `after a ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections, LOG_LEVEL=${LOG_LEVEL}, ` +
      `${report.settings.store}`,
    'Each figure is the median over the repetitions; a ratio compares a run with the mean of ' +
      'the hello-world runs just before and after it.',
    ...(RATE === undefined
      ? []
      : [
          `The Veracheck scenarios were loaded at a fixed ${RATE} req/s (BENCH_RATE): compare ` +
            'their CPU per request, not their ratios; targets are not evaluated.',
        ]),
    '',
    table,
    '',
  ];
  for (const r of rows) {
    if (r.errors > 0 || r.timeouts > 0) {
      out.push(`${r.name}: ${r.errors} connection errors, ${r.timeouts} timeouts`);
    }
  }
  if (busyBefore > 0.1) {
    out.push(
      `warning: other work kept the CPUs ${Math.round(busyBefore * 100)} % busy before the ` +
        'start; the figures are not representative',
    );
  }
  if (serverWarnings > 0) out.push(`the server logged ${serverWarnings} warnings or errors`);
  out.push(`targets: ${pass === null ? 'not evaluated' : pass ? 'PASS' : 'FAIL'}`, '');
  process.stdout.write(out.join('\n'));

  if (JSON_FILE) writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report)}\n`);
  return pass === false ? 2 : 0;
}
