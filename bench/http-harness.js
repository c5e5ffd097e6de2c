// The harness of the HTTP benchmarks (bench/http.js, bench/checks.js, bench/persons.js): the real
// Veracheck server (dist/) against a bare Fastify hello-world, both as child processes on
// 127.0.0.1, loaded by autocannon from this process. Each repetition runs hello-world before and
// after every scenario (hello, A, hello, B, hello, ...), each run after a warm-up, and a run's
// ratio is taken against the mean of the two hello-world runs beside it: on a shared host the
// machine's speed drifts within a minute, and a baseline measured once at the start compares
// scenarios with another machine. A scenario's figures are the medians over the repetitions
// (bench/http-report.js); the table also gives the range of its ratios, and the CPU time the
// loaded process used per request (Linux only). Figures as a table and as JSON.
//
// Settings (environment):
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
//
// Exit status: 2 when a target fails, 1 on an error, else 0.
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { createInterface } from 'node:readline';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { URL, fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { settingNames } from '../dist/config/config.js';
import { bracketed, fixed, resultsTable, summarise, withBaselines } from './http-report.js';
import { cpuSeconds } from './proc-cpu.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const WARMUP_SECONDS = 2;
const STARTUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

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

const DURATION = positiveInteger('BENCH_DURATION', 5);
const REPEATS = positiveInteger('BENCH_REPEATS', 3);
const CONNECTIONS = positiveInteger('BENCH_CONNECTIONS', 50);
/** Unset: as fast as answered. */
const RATE = process.env.BENCH_RATE ? positiveInteger('BENCH_RATE', 1, 1_000_000) : undefined;
const JSON_FILE = process.env.BENCH_JSON || undefined;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'warn';
// The young-generation size `npm start` gives the server, then any investigation arguments.
const SERVER_NODE_ARGS = [
  '--max-semi-space-size=64',
  ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
];
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

/** @param {string} line */
const log = (line) => process.stderr.write(`[bench] ${line}\n`);

// ---------------------------------------------------------------------------------------------
// Child processes

/**
 * @typedef {object} Child
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} proc
 * @property {Promise<void>} exited resolves when the process has exited
 * @property {string[]} tail the last lines it printed, for error messages
 * @property {number} warnings log lines at level warn or above (pino JSON on stdout)
 * @property {Set<(line: string) => void>} listeners
 */

/** @type {Child[]} */
const children = [];

/**
 * @param {string} name
 * @param {string[]} args node arguments
 * @param {NodeJS.ProcessEnv} env
 * @returns {Child}
 */
function startChild(name, args, env) {
  const proc = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {Child} */
  const child = {
    name,
    proc,
    exited: new Promise((resolve) => {
      proc.once('close', () => {
        resolve();
      });
    }),
    tail: [],
    warnings: 0,
    listeners: new Set(),
  };
  proc.once('error', (error) => {
    log(`${name}: ${error.message}`);
  });
  for (const stream of [proc.stdout, proc.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      child.tail.push(line);
      if (child.tail.length > 40) child.tail.shift();
      if (line.startsWith('{')) {
        try {
          const level = /** @type {{ level?: unknown }} */ (JSON.parse(line)).level;
          if (typeof level === 'number' && level >= 40) child.warnings += 1;
        } catch {
          // not a log line
        }
      }
      for (const listener of child.listeners) listener(line);
    });
  }
  children.push(child);
  return child;
}

/** @param {Child} child */
const isRunning = (child) => child.proc.exitCode === null && child.proc.signalCode === null;

/**
 * Resolves with the first match of `pattern` in the child's output.
 * @param {Child} child
 * @param {RegExp} pattern
 * @returns {Promise<RegExpExecArray>}
 */
function waitForLine(child, pattern) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`${child.name} did not start within ${STARTUP_TIMEOUT_MS} ms`));
    }, STARTUP_TIMEOUT_MS);
    /** @param {string} line */
    const listener = (line) => {
      const match = pattern.exec(line);
      if (match) {
        finish();
        resolve(match);
      }
    };
    const finish = () => {
      clearTimeout(timer);
      child.listeners.delete(listener);
    };
    child.listeners.add(listener);
    void child.exited.then(() => {
      finish();
      reject(new Error(`${child.name} exited during start-up:\n${child.tail.join('\n')}`));
    });
  });
}

/**
 * SIGTERM (the server finishes in-flight requests and closes its store), SIGKILL if that hangs.
 * @param {Child} child
 */
async function stopChild(child) {
  if (!isRunning(child)) return;
  child.proc.kill('SIGTERM');
  const stopped = await Promise.race([
    child.exited.then(() => true),
    sleep(STOP_TIMEOUT_MS, false, { ref: false }),
  ]);
  if (!stopped) {
    log(`${child.name} ignored SIGTERM; killing it`);
    child.proc.kill('SIGKILL');
    await child.exited;
  }
}

// ---------------------------------------------------------------------------------------------
// Clean-up, also on errors, signals and the overall time limit

const tempDir = mkdtempSync(join(tmpdir(), 'veracheck-bench-'));
/** @type {{ stop(): void } | undefined} */
let currentRun;
/** @type {Promise<void> | undefined} */
let cleaning;

function cleanUp() {
  cleaning ??= (async () => {
    currentRun?.stop();
    await Promise.all(children.map(stopChild));
    rmSync(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}

// Last resort if the process ends without cleanUp() having finished.
process.once('exit', () => {
  for (const child of children) if (isRunning(child)) child.proc.kill('SIGKILL');
  rmSync(tempDir, { recursive: true, force: true });
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    log(`${signal} received; stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Load generation

/**
 * @typedef {object} Scenario
 * @property {string} key
 * @property {string} name
 * @property {string} url
 * @property {'GET' | 'POST'} method
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {number} [target] the least acceptable req/s as a fraction of hello-world's
 * @property {'hello-world'} [servedBy] a reference scenario of the hello-world process (its CPU
 *   is measured) rather than one of Veracheck's
 */

/**
 * @param {Scenario} scenario
 * @param {number} seconds
 * @param {number | undefined} [rate] requests per second in all (autocannon overallRate)
 * @returns {Promise<any>} autocannon's result
 */
function load(scenario, seconds, rate = undefined) {
  return new Promise((resolve, reject) => {
    currentRun = autocannon(
      {
        url: scenario.url,
        method: scenario.method,
        headers: scenario.headers,
        body: scenario.body,
        connections: CONNECTIONS,
        duration: seconds,
        ...(rate !== undefined && { overallRate: rate }),
        timeout: 10,
      },
      (/** @type {Error | null} */ error, /** @type {unknown} */ result) => {
        currentRun = undefined;
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function request(url, init) {
  const response = await globalThis.fetch(url, {
    ...init,
    signal: globalThis.AbortSignal.timeout(5000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return text;
}

/** @param {string} url */
async function waitForHealthz(url) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    try {
      await request(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Report

/** Share of CPU time, over all CPUs, that was not idle during one second. */
async function cpuBusy() {
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

// ---------------------------------------------------------------------------------------------

/**
 * @typedef {object} ServerAccess
 * @property {string} base the Veracheck server's URL
 * @property {string} helloBase the hello-world server's URL (for reference scenarios)
 * @property {string} authorization the demo user's Basic authorization header
 * @property {Record<string, string>} postHeaders authorization and JSON content type
 * @property {typeof request} request a request that throws unless the answer is 2xx
 * @property {string} dataDir the server's data directory (the generated demo data is in demo/)
 */

/**
 * @typedef {object} HttpBench
 * @property {string} title the first words of the report
 * @property {(server: ServerAccess) => Promise<Scenario[]>} scenarios what to load besides
 *   hello-world, made once the server runs (they may create what they read)
 */

/** @param {HttpBench} bench */
async function main(bench) {
  // Other work on the machine skews every figure; the report says how busy it was.
  const busyBefore = await cpuBusy();
  /** @param {number} runs how many measured runs follow the start */
  const giveUpAfter = (runs) => {
    const limitMs = runs * (DURATION + WARMUP_SECONDS + 20) * 1000 + 2 * STARTUP_TIMEOUT_MS;
    return setTimeout(() => {
      log(`not finished within ${Math.round(limitMs / 1000)} s; giving up`);
      void cleanUp().finally(() => process.exit(1));
    }, limitMs).unref();
  };
  // Until the scenarios are known: the start and the requests that prepare them.
  const startTimer = giveUpAfter(4);

  // The server's settings, with none inherited from the caller's environment.
  const inherited = new Set([...settingNames, 'VERACHECK_CONFIG']);
  const serverEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !inherited.has(name)),
  );
  Object.assign(serverEnv, {
    PORT: '0',
    HOST,
    DATABASE_URL: `sqlite:${join(tempDir, 'veracheck.db')}`,
    VERACHECK_DATA_DIR: tempDir,
    VERACHECK_DEMO: '1',
    LOG_LEVEL,
    RATE_LIMIT_MAX: '1000000000',
  });
  const server = startChild(
    'veracheck',
    [...SERVER_NODE_ARGS, join(ROOT, 'dist', 'cli.js'), 'serve'],
    serverEnv,
  );
  const hello = startChild('hello-world', [join(ROOT, 'bench', 'hello-world.js')], {
    ...process.env,
    PORT: '0',
  });
  const [serverMatch, helloMatch] = await Promise.all([
    waitForLine(server, /listening on (http:\/\/127\.0\.0\.1:\d+)/),
    waitForLine(hello, /^listening (http:\/\/127\.0\.0\.1:\d+)$/),
  ]);
  const base = serverMatch[1] ?? '';
  const helloBase = helloMatch[1] ?? '';
  await waitForHealthz(`${base}/healthz`);
  log(`veracheck at ${base}, hello-world at ${helloBase}, data in ${tempDir}`);

  const credentials = /** @type {{ username: string; password: string }} */ (
    JSON.parse(readFileSync(join(tempDir, 'demo-credentials.json'), 'utf8'))
  );
  const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  const postHeaders = { authorization, 'content-type': 'application/json' };

  /** @type {Scenario} */
  const helloScenario = {
    key: 'hello',
    name: 'hello-world GET /',
    url: `${helloBase}/`,
    method: 'GET',
  };
  /** @type {Scenario[]} */
  const scenarios = [
    helloScenario,
    ...(await bench.scenarios({
      base,
      helloBase,
      authorization,
      postHeaders,
      request,
      dataDir: tempDir,
    })),
  ]
    .filter((s) => ONLY.length === 0 || ONLY.includes(s.key))
    // At a fixed rate a scenario's req/s is the rate: no target can be judged.
    .map((s) => (RATE === undefined ? s : { ...s, target: undefined }));
  const measured = scenarios.filter((s) => s !== helloScenario);
  // Without hello-world (BENCH_ONLY) the scenarios run alone and no ratio is worked out.
  const sequence = Array.from({ length: REPEATS }, (_, repeat) =>
    (scenarios.includes(helloScenario) ? bracketed(helloScenario, measured) : measured).map(
      (scenario) => ({ scenario, repeat }),
    ),
  ).flat();
  clearTimeout(startTimer);
  giveUpAfter(sequence.length);

  /** @type {import('./http-report.js').Run[]} */
  const runs = [];
  for (const [i, { scenario, repeat }] of sequence.entries()) {
    log(
      `[${i + 1}/${sequence.length}] ${scenario.name}: ${WARMUP_SECONDS} s warm-up, then ${DURATION} s`,
    );
    await load(scenario, WARMUP_SECONDS);
    const target = scenario.key === 'hello' || scenario.servedBy === 'hello-world' ? hello : server;
    const cpuBefore = cpuSeconds(target.proc.pid);
    // The warm-up runs at full speed either way: it is there to have the code compiled.
    const result = await load(scenario, DURATION, scenario.key === 'hello' ? undefined : RATE);
    const cpuAfter = cpuSeconds(target.proc.pid);
    const total = /** @type {number} */ (result.requests.total);
    /** @param {(cpu: { process: number; eventLoop: number | undefined }) => number | undefined} pick */
    const microsPerRequest = (pick) => {
      const before = cpuBefore && pick(cpuBefore);
      const after = cpuAfter && pick(cpuAfter);
      return before === undefined || after === undefined || !total
        ? undefined
        : ((after - before) * 1e6) / total;
    };
    for (const child of [server, hello]) {
      if (!isRunning(child)) throw new Error(`${child.name} exited:\n${child.tail.join('\n')}`);
    }
    runs.push({
      key: scenario.key,
      repeat,
      requestsPerSecond: /** @type {number} */ (result.requests.average),
      latencyP50Ms: /** @type {number} */ (result.latency.p50),
      latencyP99Ms: /** @type {number} */ (result.latency.p99),
      requests: /** @type {number} */ (result.requests.total),
      non2xx: /** @type {number} */ (result.non2xx),
      errors: /** @type {number} */ (result.errors),
      timeouts: /** @type {number} */ (result.timeouts),
      serverCpuMicrosPerRequest: microsPerRequest((cpu) => cpu.process),
      eventLoopCpuMicrosPerRequest: microsPerRequest((cpu) => cpu.eventLoop),
    });
    log(`  ${fixed(/** @type {number} */ (result.requests.average), 0)} req/s`);
  }

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
    serverWarnings: server.warnings,
    results: rows,
    runs: runsWithBaselines,
    pass,
  };

  const out = [
    `${bench.title}: node ${report.node}, ${report.cpus} CPUs (${report.cpuModel}), ` +
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
  if (server.warnings > 0) out.push(`the server logged ${server.warnings} warnings or errors`);
  out.push(`targets: ${pass === null ? 'not evaluated' : pass ? 'PASS' : 'FAIL'}`, '');
  process.stdout.write(out.join('\n'));

  if (JSON_FILE) writeFileSync(JSON_FILE, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(report)}\n`);
  return pass === false ? 2 : 0;
}

/**
 * Runs the benchmark, cleans up, and ends the process with its exit status.
 * @param {HttpBench} bench
 */
export async function runHttpBench(bench) {
  let exitCode = 1;
  try {
    exitCode = await main(bench);
  } catch (error) {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}
