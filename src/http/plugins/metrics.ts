import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';

export interface Metrics {
  registry: Registry;
  /** Counts a created check, by kind and check type. */
  checkCreated(kind: string, type: string): void;
  /** Counts a report rendering, by check kind and outcome (rendered or failed). */
  reportRendered(kind: string, outcome: 'rendered' | 'failed' | 'refused' | 'dropped'): void;
  /** Counts a lock begun by failed logins, by its scope (address, user-address or user). */
  loginLockout(scope: string): void;
  /** Where the number of report renderings waiting for their turn is read when collected. */
  reportsWaiting(read: () => number): void;
  /** Where the requests of one route template and method are counted and timed. */
  route(method: string, route: string): RouteMetrics;
}

const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** One method, route template and status: its request count and latency histogram. */
interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last one is above the highest bound. */
  buckets: number[];
}

/**
 * The requests of one route template and method, per status. Recording one is a few additions
 * (prom-client would hash the label set on every call); the Prometheus text is made from these
 * figures only when metrics are collected.
 */
export class RouteMetrics {
  private readonly byStatus = new Map<number, Series>();

  constructor(
    private readonly all: Series[],
    private readonly method: string,
    private readonly route: string,
  ) {}

  record(status: number, seconds: number): void {
    let series = this.byStatus.get(status);
    if (!series) {
      series = {
        labels: { method: this.method, route: this.route, status: String(status) },
        count: 0,
        sum: 0,
        buckets: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
      };
      this.byStatus.set(status, series);
      this.all.push(series);
    }
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] ?? 0)) {
      bucket += 1;
    }
    series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
  }
}

/** One metric's values in the shape prom-client's registry formats. */
interface MetricValues {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  values: {
    metricName?: string;
    labels: Record<string, string | number>;
    sharedLabels?: Record<string, string>;
    value: number;
  }[];
}

/**
 * A metric whose values are kept outside prom-client, registered with the registry like
 * prom-client's own (the registry calls `get`, or `getForPromString` for the text format).
 */
function seriesMetric(
  name: string,
  help: string,
  type: MetricValues['type'],
  values: (splay: boolean) => MetricValues['values'],
  reset: () => void,
): Metric {
  const collect = (splay: boolean): Promise<MetricValues> =>
    Promise.resolve({ name, help, type, aggregator: 'sum', values: values(splay) });
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    get: () => collect(true),
    getForPromString: () => collect(false),
    reset,
  } as unknown as Metric;
}

/** Request counts and latencies per method, route template and status. */
function requestSeries(registry: Registry): (method: string, route: string) => RouteMetrics {
  const all: Series[] = [];
  const reset = () => {
    for (const series of all) {
      series.count = 0;
      series.sum = 0;
      series.buckets.fill(0);
    }
  };
  registry.registerMetric(
    seriesMetric(
      'veracheck_http_requests_total',
      'HTTP requests by method, route and status',
      'counter',
      () => all.map((series) => ({ labels: { ...series.labels }, value: series.count })),
      reset,
    ),
  );
  const duration = 'veracheck_http_request_duration_seconds';
  registry.registerMetric(
    seriesMetric(
      duration,
      'HTTP request latency by method, route and status',
      'histogram',
      // As prom-client's Histogram gives them: cumulative buckets, +Inf, sum and count, with
      // the series' labels apart (text format) or merged after `le` (JSON).
      (splay) =>
        all.flatMap((series) => {
          const shared = series.labels;
          const value = (metricName: string, labels: Record<string, string | number>, v: number) =>
            splay
              ? { metricName, labels: { ...labels, ...shared }, value: v }
              : { metricName, labels, sharedLabels: shared, value: v };
          let cumulative = 0;
          return [
            ...DURATION_BUCKETS.map((le, i) => {
              cumulative += series.buckets[i] ?? 0;
              return value(`${duration}_bucket`, { le }, cumulative);
            }),
            value(`${duration}_bucket`, { le: '+Inf' }, series.count),
            value(`${duration}_sum`, {}, series.sum),
            value(`${duration}_count`, {}, series.count),
          ];
        }),
      reset,
    ),
  );
  const routes = new Map<string, RouteMetrics>();
  return (method, route) => {
    const key = `${method} ${route}`;
    let recorder = routes.get(key);
    if (!recorder) {
      recorder = new RouteMetrics(all, method, route);
      routes.set(key, recorder);
    }
    return recorder;
  };
}

/**
 * Counts by label values, handed to the prom-client counter only when metrics are collected
 * (prom-client hashes the label set on every `inc`).
 */
function lazyCounter(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly string[],
): (...labelValues: string[]) => void {
  const counts = new Map<string, { labels: Record<string, string>; count: number }>();
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of counts.values()) this.inc(labels, count);
    },
  });
  return (...labelValues) => {
    const key = labelValues.join('\0');
    let entry = counts.get(key);
    if (!entry) {
      const labels: Record<string, string> = {};
      labelNames.forEach((label, i) => {
        labels[label] = labelValues[i] ?? '';
      });
      entry = { labels, count: 0 };
      counts.set(key, entry);
    }
    entry.count += 1;
  };
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let waitingReports = () => 0;
  new Gauge({
    name: 'veracheck_report_renderings_waiting',
    help: 'Report renderings waiting for their turn on this server (at most REPORT_QUEUE_MAX)',
    registers: [registry],
    collect() {
      this.set(waitingReports());
    },
  });
  return {
    registry,
    checkCreated: lazyCounter(
      registry,
      'veracheck_checks_created_total',
      'Checks created, by kind and check type',
      ['kind', 'type'],
    ),
    reportRendered: lazyCounter(
      registry,
      'veracheck_reports_rendered_total',
      'Report renderings (HTML and PDF), by check kind and outcome: rendered, failed, refused (too many waiting) or dropped (nobody waited for it any more)',
      ['kind', 'outcome'],
    ),
    loginLockout: lazyCounter(
      registry,
      'veracheck_login_lockouts_total',
      'Locks begun by failed logins, by scope: address (one client address, every username), user-address (one username from one address) or user (one username from every address)',
      ['scope'],
    ),
    reportsWaiting: (read) => {
      waitingReports = read;
    },
    route: requestSeries(registry),
  };
}

/**
 * The route template a route's requests are counted under: a /v1/v1 route (for clients whose
 * base URL already ends in /v1) is the same operation as its /v1 twin, so both count as the /v1
 * one; two series would split every dashboard's and alert's figures.
 */
export function metricsRouteOf(url: string, prefix: string): string {
  return prefix === '/v1/v1' ? `/v1${url.slice(prefix.length)}` : url;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Where this request is counted and timed; set by the matched route's onRequest hook. */
    routeMetrics: RouteMetrics | null;
  }
}

/**
 * Counts and times every request by route template (never the raw URL, which holds ids), into
 * `request.routeMetrics` as the route's own hook set it, or as unmatched; serves /metrics.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.decorateRequest('routeMetrics', null);
  app.addHook('onResponse', (request, reply, done) => {
    const recorder = request.routeMetrics ?? metrics.route(request.method, 'unmatched');
    recorder.record(reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
