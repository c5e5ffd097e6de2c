import type { FastifyBaseLogger } from 'fastify';
import { RenderQueueFullError } from '../reports/render-turns.js';
import type { ReportEvents } from '../reports/report-service.js';
import type { Metrics } from './plugins/metrics.js';

/**
 * What the server does with the report service's events: counts every rendering by outcome,
 * logs failures as errors, and warns of renderings refused for too many waiting (a server asked
 * for more reports than it renders); one dropped for its clients gone is only counted.
 */
export const reportEvents = (
  metrics: Metrics,
  log: FastifyBaseLogger,
  reportQueueMax: number,
): ReportEvents => ({
  rendered: (check) => {
    metrics.reportRendered(check.kind, 'rendered');
  },
  failed: (check, error) => {
    metrics.reportRendered(check.kind, 'failed');
    log.error(
      { err: error, reportIdentifier: check.reportIdentifier },
      'report rendering failed; the report is kept as failed and rendered again when asked for',
    );
  },
  refused: (check, why) => {
    if (why instanceof RenderQueueFullError) {
      metrics.reportRendered(check.kind, 'refused');
      log.warn(
        { reportIdentifier: check.reportIdentifier, reportQueueMax },
        'report rendering refused: REPORT_QUEUE_MAX renderings wait already',
      );
    } else {
      metrics.reportRendered(check.kind, 'dropped');
    }
  },
});
