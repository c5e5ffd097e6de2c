// The child processes of the HTTP benchmarks (bench/http-harness.js): the Veracheck server and
// the hello-world, started, waited for, and stopped.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { createInterface } from 'node:readline';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, STARTUP_TIMEOUT_MS, STOP_TIMEOUT_MS, log } from './http-settings.js';

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
export function startChild(name, args, env) {
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
export const isRunning = (child) => child.proc.exitCode === null && child.proc.signalCode === null;

/**
 * Resolves with the first match of `pattern` in the child's output.
 * @param {Child} child
 * @param {RegExp} pattern
 * @returns {Promise<RegExpExecArray>}
 */
export function waitForLine(child, pattern) {
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
export async function stopChild(child) {
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

/** Stops every child started, each as stopChild does. */
export async function stopChildren() {
  await Promise.all(children.map(stopChild));
}

/** Kills every child still running at once (the last resort when the process ends). */
export function killChildren() {
  for (const child of children) if (isRunning(child)) child.proc.kill('SIGKILL');
}
