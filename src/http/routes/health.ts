import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.js';
import { isConnectionLost } from '../../store/store-unavailable.js';
import { VERSION } from '../../version.js';
import { problem } from '../problem.js';

/**
 * `referenceStale`: why the dataset versions served may no longer be answered from, if so
 * (ReferenceFollower.stale); `starting`: why they cannot be answered from yet (the first index
 * builds). The server is then not ready, though alive: /healthz answers 200 all the same, its
 * status `starting` while the first indexes are built, so a liveness probe does not kill a
 * server that is only busy starting.
 */
export function healthRoutes(
  app: FastifyInstance,
  store: Store,
  referenceStale: () => string | undefined = () => undefined,
  starting: () => string | undefined = () => undefined,
): void {
  app.get('/healthz', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/json')
      .send(`{"status":"${starting() ? 'starting' : 'ok'}","version":"${VERSION}"}`),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const notReady = (await readinessProblem(store)) ?? starting() ?? referenceStale();
    if (!notReady) return { status: 'ready', store: store.backend };
    const p = problem('NOT_READY', notReady);
    return reply.code(p.status).type('application/problem+json').send(JSON.stringify(p.body));
  });
}

/** How long readiness waits for the store: a probe must be answered, not left hanging. */
export const READINESS_DEADLINE_MS = 2000;

/**
 * How many connections readiness may find ended before it calls the store unreachable: as many
 * as a PostgreSQL pool keeps, and one new.
 */
const LOST_CONNECTIONS_TRIED = 11;

const newerVersionProblem = (unknown: string[]): string =>
  `The database was migrated by a newer Veracheck version (${unknown.length === 1 ? 'migration' : 'migrations'} ${unknown.join(', ')}, unknown to this version ${VERSION}): stop this server and run the newer version.`;

/** Why the service cannot take traffic, or undefined when it can. */
export async function readinessProblem(store: Store): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => {
      late = true;
      resolve(`The store did not answer within ${READINESS_DEADLINE_MS} ms.`);
    }, READINESS_DEADLINE_MS);
  });
  const answer = (async () => {
    // Connections the server ended while they sat in the pool (pg_terminate_backend, a
    // pooler's recycling, a failover) are found dead by these queries, each failing at once,
    // and dropped: they say nothing of the database, which a new connection tells. Calling it
    // unreachable took every server of one database out of a load balancer at once. A new
    // connection failing is the answer, however it failed (isConnectionLost is false for it):
    // an address closing every connection at once is not tried eleven times per probe. Past
    // the deadline the answer is given: no more tries.
    for (let tried = 1; ; tried += 1) {
      try {
        await store.ping();
        const pending = await store.pendingMigrations();
        if (pending.length > 0) return `Migrations pending: ${pending.join(', ')}.`;
        // A newer version migrated the database under this running server (an upgrade with the
        // old servers left running): its code may misread or miswrite the new layout, so it
        // leaves the load balancer and asks to be stopped.
        const unknown = await store.unknownMigrations();
        return unknown.length > 0 ? newerVersionProblem(unknown) : undefined;
      } catch (error) {
        if (!isConnectionLost(error) || tried >= LOST_CONNECTIONS_TRIED || late) {
          return 'The store is not reachable.';
        }
      }
    }
  })();
  try {
    return await Promise.race([answer, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
