import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.js';
import { VERSION } from '../../version.js';
import { problem } from '../problem.js';

export function healthRoutes(app: FastifyInstance, store: Store): void {
  app.get('/healthz', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/json').send(`{"status":"ok","version":"${VERSION}"}`),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await store.ping();
      const pending = await store.pendingMigrations();
      if (pending.length > 0) {
        const p = problem('NOT_READY', `Migrations pending: ${pending.join(', ')}.`);
        return reply.code(p.status).type('application/problem+json').send(JSON.stringify(p.body));
      }
      return { status: 'ready', store: store.backend };
    } catch {
      const p = problem('NOT_READY', 'The store is not reachable.');
      return reply.code(p.status).type('application/problem+json').send(JSON.stringify(p.body));
    }
  });
}
