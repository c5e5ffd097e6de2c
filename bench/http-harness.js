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
// Settings (environment): bench/http-settings.js. The child processes: bench/http-processes.js;
// the load: bench/http-load.js; what is printed: bench/http-output.js.
//
// Exit status: 2 when a target fails, 1 on an error, else 0.
import { Buffer } from 'node:buffer';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { settingNames } from '../dist/config/config.js';
import { load, request, stopLoad, waitForReady } from './http-load.js';
import { cpuBusy, printReport } from './http-output.js';
import {
  isRunning,
  killChildren,
  startChild,
  stopChildren,
  waitForLine,
} from './http-processes.js';
import { bracketed, fixed } from './http-report.js';
import {
  DURATION,
  HOST,
  LOG_LEVEL,
  ONLY,
  RATE,
  REPEATS,
  ROOT,
  SERVER_NODE_ARGS,
  STARTUP_TIMEOUT_MS,
  WARMUP_SECONDS,
  log,
} from './http-settings.js';
import { cpuSeconds } from './proc-cpu.js';

/** @typedef {import('./http-load.js').Scenario} Scenario */

// ---------------------------------------------------------------------------------------------
// Clean-up, also on errors, signals and the overall time limit

const tempDir = mkdtempSync(join(tmpdir(), 'veracheck-bench-'));
/** @type {Promise<void> | undefined} */
let cleaning;

function cleanUp() {
  cleaning ??= (async () => {
    stopLoad();
    await stopChildren();
    rmSync(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}

// Last resort if the process ends without cleanUp() having finished.
process.once('exit', () => {
  killChildren();
  rmSync(tempDir, { recursive: true, force: true });
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    log(`${signal} received; stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

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
  await waitForReady(`${base}/readyz`);
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

  return printReport({
    title: bench.title,
    busyBefore,
    runs,
    scenarios,
    serverWarnings: server.warnings,
  });
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
