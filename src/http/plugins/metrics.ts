import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  checksCreated: Counter<'kind' | 'type'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    checksCreated: new Counter({
      name: 'veracheck_checks_created_total',
      help: 'Checks created, by kind and check type',
      labelNames: ['kind', 'type'],
      registers: [registry],
    }),
  };
}

/** Counts and times every request by route template (never the raw URL, which holds ids). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const requests = new Counter({
    name: 'veracheck_http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [metrics.registry],
  });
  const duration = new Histogram({
    name: 'veracheck_http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [metrics.registry],
  });
  // Label lookups hash their label set on every call; one child per route and status is kept.
  const children = new Map<string, { count: () => void; time: (seconds: number) => void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let child = children.get(key);
    if (!child) {
      const labels = [request.method, route, String(reply.statusCode)];
      const counter = requests.labels(...labels);
      const histogram = duration.labels(...labels);
      child = {
        count: () => {
          counter.inc();
        },
        time: (seconds) => {
          histogram.observe(seconds);
        },
      };
      children.set(key, child);
    }
    child.count();
    child.time(reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
