// The load of the HTTP benchmarks (bench/http-harness.js): a scenario run by autocannon, and the
// plain requests that wait for a server and prepare what the scenarios read.
import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONNECTIONS, STARTUP_TIMEOUT_MS } from './http-settings.js';

/** @type {{ stop(): void } | undefined} the autocannon run under way, for stopLoad */
let currentRun;

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
export function load(scenario, seconds, rate = undefined) {
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
export async function request(url, init) {
  const response = await globalThis.fetch(url, {
    ...init,
    signal: globalThis.AbortSignal.timeout(5000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return text;
}

/**
 * Waits until `url` (the server's /readyz) answers 200: the server listens, and answers
 * /healthz, before its indexes are built, and refuses checks until they are.
 * @param {string} url
 */
export async function waitForReady(url) {
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

/** Stops the autocannon run under way, if any (on clean-up). */
export function stopLoad() {
  currentRun?.stop();
}
