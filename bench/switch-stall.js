// Dataset-switch stall benchmark (`node bench/switch-stall.js`, after `npm run build`): starts a
// server on the demo data (SQLite, in a temporary folder), asks /healthz without pause, imports
// the demo sanctions file again as a new version, and reports the slowest /healthz answers
// while the server rebuilds its indexes for the switch. A server that builds in one synchronous
// stretch leaves /healthz unanswered for as long as the build takes.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, URL } from 'node:url';
import { performance } from 'node:perf_hooks';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(ROOT, 'dist', 'cli.js');
const dir = mkdtempSync(join(tmpdir(), 'veracheck-switch-stall-'));
const env = {
  PATH: process.env.PATH,
  DATABASE_URL: `sqlite:${join(dir, 'v.db')}`,
  VERACHECK_DATA_DIR: dir,
  VERACHECK_DEMO: '1',
  REFERENCE_POLL_MS: '200',
  LOG_LEVEL: 'warn',
  PORT: '0',
};

const server = spawn(
  process.execPath,
  [...(process.env.STALL_NODE_ARGS?.split(' ') ?? []), CLI, 'serve'],
  { env, stdio: ['ignore', 'pipe', 'pipe'] },
);
let output = '';
server.stdout.on('data', (d) => (output += d.toString()));
server.stderr.on('data', (d) => (output += d.toString()));

async function until(probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out; the server said:\n${output}`);
    await sleep(50);
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** One /healthz round trip, in ms. */
const health = (url) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    get(`${url}/healthz`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    }).on('error', reject);
  });

/** Asks /healthz one request after another until `stop()`; the answers' times, slowest first. */
function probe(url) {
  const times = [];
  let running = true;
  const done = (async () => {
    while (running) times.push(await health(url));
  })();
  return {
    async stop() {
      running = false;
      await done;
      return times.sort((a, b) => b - a);
    },
  };
}

const switches = () => output.match(/screening: \d+ listed entities indexed/g)?.length ?? 0;

try {
  // Ready: it listens before its first indexes are built, whose build is not the switch measured.
  const url = await until(
    () => /listening on (http:\/\/\S+)[\s\S]*\nVeracheck ready/.exec(output)?.[1],
    600_000,
  );
  await sleep(1000);
  const quiet = probe(url);
  await sleep(3000);
  const quietTimes = await quiet.stop();
  const before = switches();
  const during = probe(url);
  const started = performance.now();
  // Not spawnSync: this process must keep asking /healthz while the import runs.
  const importer = spawn(
    process.execPath,
    [CLI, 'import', 'ftm', join(dir, 'demo', 'sanctions.ftm.json'), '--dataset', 'demo-sanctions'],
    { env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let importErrors = '';
  importer.stderr.on('data', (d) => (importErrors += d.toString()));
  const status = await new Promise((resolve) => importer.once('close', resolve));
  if (status !== 0) throw new Error(`import failed: ${importErrors}`);
  await until(() => (switches() > before ? true : undefined), 120_000);
  const switchMs = performance.now() - started;
  const times = await during.stop();
  const line = (label, list) =>
    `${label}: ${list.length} answers, slowest ${list
      .slice(0, 5)
      .map((t) => t.toFixed(0))
      .join(', ')} ms, median ${(list[Math.floor(list.length / 2)] ?? 0).toFixed(1)} ms`;
  process.stdout.write(`${line('quiet (3 s)', quietTimes)}\n`);
  process.stdout.write(`${line(`import and switch (${(switchMs / 1000).toFixed(1)} s)`, times)}\n`);
  process.stdout.write(
    output
      .split('\n')
      .filter((l) => /indexed in/.test(l))
      .join('\n'),
  );
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('close', resolve));
  rmSync(dir, { recursive: true, force: true });
}
