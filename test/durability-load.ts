/** The burst of checks against a running server, and the demo user it runs as. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { expect } from 'vitest';
import {
  CONCURRENCY,
  LOAD_MS,
  MAX_LOAD_MS,
  REQUEST_TIMEOUT_MS,
  ServerProcess,
  WANTED_BEFORE_KILL,
  agents,
  describeError,
  never,
  newAgent,
  sleep,
  within,
  type ExitStatus,
} from './durability-processes.js';

export const basicAuthorization = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

export function readDemoCredentials(dataDir: string): { username: string; password: string } {
  const parsed = JSON.parse(
    readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8'),
  ) as unknown;
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'username' in parsed &&
    'password' in parsed &&
    typeof parsed.username === 'string' &&
    typeof parsed.password === 'string'
  ) {
    return { username: parsed.username, password: parsed.password };
  }
  throw new Error('demo-credentials.json has no username and password');
}

export function checkIdentifierOf(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed === 'object' && parsed !== null && 'check_identifier' in parsed) {
    return typeof parsed.check_identifier === 'string' ? parsed.check_identifier : undefined;
  }
  return undefined;
}

export type Kind = 'company' | 'person';

export interface Acknowledged {
  kind: Kind;
  /** The request body as sent. */
  request: string;
  /** Whether the request named its own check_identifier. */
  keyed: boolean;
  /** The 200 response body, exactly as received. */
  response: Buffer;
}

export interface LoadResult {
  acknowledged: Map<string, Acknowledged>;
  /** Request ids of the reads (GET of a check) answered 200: each needs its audit row. */
  acknowledgedReads: Set<string>;
  /** Requests under way when SIGKILL was sent. */
  inFlightAtKill: number;
  acknowledgedAtKill: number;
  /** Requests that failed after the kill (ignored: the crash interrupted them). */
  failedAfterKill: number;
  /** Anything but a 200 answer, and any request failure before the kill. */
  unexpected: string[];
  loadMs: number;
  exit: ExitStatus;
}

export function requestBody(kind: Kind, checkIdentifier: string | undefined, n: number): string {
  const key = checkIdentifier === undefined ? {} : { check_identifier: checkIdentifier };
  if (kind === 'company') {
    return JSON.stringify({ type: 'basic', chamber_of_commerce_number: '12345678', ...key });
  }
  const lastNames = ['Jansen', 'de Vries', 'Bakker', 'Visser'];
  return JSON.stringify({
    type: 'basic',
    person: { last_name: lastNames[n % lastNames.length] },
    ...key,
  });
}

/**
 * CONCURRENCY loops POST checks until the server is killed, which happens LOAD_MS after the start
 * (while every loop still has a request under way).
 */
export async function loadThenCrash(
  server: ServerProcess,
  authorization: string,
  runTag: string,
): Promise<LoadResult> {
  const agent = newAgent();
  const acknowledged = new Map<string, Acknowledged>();
  const acknowledgedReads = new Set<string>();
  const unexpected: string[] = [];
  let unexpectedCount = 0;
  /** Keeps the first few surprises, and counts them all. */
  const note = (surprise: string) => {
    unexpectedCount += 1;
    if (unexpected.length < 20) unexpected.push(surprise);
  };
  let inFlight = 0;
  let killed = false;
  let failedAfterKill = 0;

  // One authenticated request first, so that the burst does not start with twenty scrypt
  // verifications of the same credentials (the server caches them once verified).
  const warmUp = await request(`${server.url}/v1/checks/durability-warm-up`, {
    headers: { authorization },
    dispatcher: agent,
  });
  await warmUp.body.dump();
  expect(warmUp.statusCode, `warm-up GET with the test credentials\n${server.report()}`).toBe(404);

  const started = Date.now();

  /** GET of an acknowledged check with a request id of our own; true when answered 200. */
  const readBack = async (id: string, requestId: string): Promise<boolean> => {
    const read = await request(`${server.url}/v1/checks/${encodeURIComponent(id)}`, {
      headers: { authorization, 'x-request-id': requestId },
      dispatcher: agent,
    });
    await read.body.dump();
    // The audit row carries the answer's id: ours, then the server's own.
    if (read.statusCode === 200) acknowledgedReads.add(String(read.headers['x-request-id']));
    else note(`GET of acknowledged check ${id} answered ${read.statusCode}`);
    return read.statusCode === 200;
  };

  const loop = async (loopIndex: number) => {
    for (let n = 0; !killed; n += 1) {
      const kind: Kind = (loopIndex + n) % 2 === 0 ? 'company' : 'person';
      // Every third request names a unique check_identifier of its own.
      const ownKey = n % 3 === 0 ? `dur-${runTag}-${loopIndex}-${n}` : undefined;
      const body = requestBody(kind, ownKey, n);
      inFlight += 1;
      try {
        const response = await request(`${server.url}/v1/${kind}-checks`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body,
          dispatcher: agent,
        });
        const bytes = Buffer.from(await response.body.arrayBuffer());
        if (response.statusCode !== 200) {
          note(
            `POST /v1/${kind}-checks answered ${response.statusCode}: ${bytes.toString('utf8').slice(0, 300)}`,
          );
          continue;
        }
        const id = checkIdentifierOf(bytes.toString('utf8'));
        if (id === undefined) {
          note(`200 without a check_identifier: ${bytes.toString('utf8').slice(0, 300)}`);
          continue;
        }
        if (ownKey !== undefined && id !== ownKey) {
          note(`sent check_identifier ${ownKey}, the 200 names ${id}`);
        }
        if (acknowledged.has(id)) note(`check_identifier ${id} acknowledged twice`);
        acknowledged.set(id, { kind, request: body, keyed: ownKey !== undefined, response: bytes });
        // Every other check is read back at once: its audit row may wait for its fsync
        // (AUDIT_SYNC_DELAY_MS), but must survive the process's death.
        if (n % 2 === 1) await readBack(id, `read-${runTag}-${loopIndex}-${n}`);
      } catch (error) {
        if (killed) failedAfterKill += 1;
        else note(`POST /v1/${kind}-checks failed before the kill: ${describeError(error)}`);
      } finally {
        inFlight -= 1;
      }
    }
  };

  const loops = Array.from({ length: CONCURRENCY }, (_, i) => loop(i));

  await sleep(LOAD_MS);
  while (
    acknowledged.size < WANTED_BEFORE_KILL &&
    Date.now() - started < MAX_LOAD_MS &&
    server.running
  ) {
    await sleep(50);
  }
  // The kill lands just after a burst of reads is answered, while their audit rows are the
  // newest writes (those of reads wait for no fsync, only for their commit).
  const lastChecks = [...acknowledged.keys()].slice(-CONCURRENCY);
  const lastReads = lastChecks.map((id, i) =>
    readBack(id, `last-read-${runTag}-${i}`).catch(() => false),
  );
  await Promise.race([Promise.any(lastReads.map(async (r) => (await r) || never)), sleep(2000)]);
  const inFlightAtKill = inFlight;
  const acknowledgedAtKill = acknowledged.size;
  const loadMs = Date.now() - started;
  killed = true;
  const exit = await server.crash();
  await Promise.all(lastReads);
  await within(Promise.all(loops), REQUEST_TIMEOUT_MS + 5_000, 'the request loops after the kill');
  await agent.destroy().catch(() => undefined);
  agents.delete(agent);
  if (unexpectedCount > unexpected.length) {
    unexpected.push(`... ${unexpectedCount - unexpected.length} more`);
  }
  return {
    acknowledged,
    acknowledgedReads,
    inFlightAtKill,
    acknowledgedAtKill,
    failedAfterKill,
    unexpected,
    loadMs,
    exit,
  };
}

/** Maps `items` through `run`, at most `limit` at a time. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
