/**
 * Reports of stored checks: rendered once (HTML and PDF), kept in the store, and served from
 * there, so the same check always gives the same report. A rendering that fails never touches
 * the check: the report is kept as failed, with the error, and rendered again when asked for.
 */
import { auditEntry, type Caller } from '../checks/audit.js';
import { VeracheckError } from '../errors/errors.js';
import type { Store, StoredCheck, StoredReport } from '../store/store.js';
import { StoreUnavailableError } from '../store/store-unavailable.js';
import type { ReportInput } from './render-html.js';
import {
  RenderAbandonedError,
  RenderQueueFullError,
  RenderTurns,
  type RenderTurnsLimits,
} from './render-turns.js';

/** What renders a report; the service's own is `reportRenderer` (render-report.ts). */
export interface ReportRenderer {
  html(input: ReportInput): string;
  /** The PDF of the same input; `html` is its HTML, already rendered. */
  pdf(input: ReportInput, html: string): Promise<Buffer>;
}

export interface RenderedReport {
  html: string;
  pdf: Buffer;
}

/**
 * A report wanted (undefined if rendering failed or did not start) and, where the store was held
 * or unreachable, why it could not be kept; `refused` where it did not start, for too many
 * renderings waiting or nobody waiting for it any more (nothing is kept then).
 */
interface Rendering {
  report: RenderedReport | undefined;
  unkept?: StoreUnavailableError;
  refused?: RenderQueueFullError | RenderAbandonedError;
}

/** A rendering under way, with how many requests still wait for it (Infinity: one that cannot leave). */
interface UnderWay {
  result: Promise<Rendering>;
  waiting: number;
  /** Aborted when no request waits any more: the rendering is then dropped if not yet started. */
  stop: AbortController;
  /** Set once the rendering has its turn and runs: it is then rendered and kept, come what may. */
  started: boolean;
}

/** What the service tells about renderings (the server logs failures and counts both). */
export interface ReportEvents {
  rendered?(check: StoredCheck): void;
  /** A rendering, or keeping its result, failed. */
  failed?(check: StoredCheck, error: unknown): void;
  /** A rendering did not start: too many were waiting, or nobody waited for it any more. */
  refused?(check: StoredCheck, why: RenderQueueFullError | RenderAbandonedError): void;
}

const reportNotFound = () =>
  new VeracheckError(
    'REPORT_NOT_FOUND',
    'No check with this report_identifier exists for your organisation.',
  );

const reportUnavailable = () =>
  new VeracheckError(
    'REPORT_UNAVAILABLE',
    'The report of this check could not be rendered. The check itself is stored; ask again later.',
    [],
    { 'retry-after': '30' },
  );

/** Seconds a report refused for too many renderings waiting is to be asked for again after. */
export const REPORT_BUSY_RETRY_AFTER_S = 5;

const reportBusy = () =>
  new VeracheckError(
    'REPORT_UNAVAILABLE',
    'Too many reports are waiting to be rendered on this server just now; the check itself is stored, ask again shortly.',
    [],
    { 'retry-after': String(REPORT_BUSY_RETRY_AFTER_S) },
  );

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export class ReportService {
  /** Renderings of this process in turn (render-turns.ts). */
  private readonly turns: RenderTurns;

  constructor(
    private readonly store: Store,
    private readonly renderer: ReportRenderer,
    private readonly events: ReportEvents = {},
    limits: Partial<RenderTurnsLimits> = {},
  ) {
    this.turns = new RenderTurns(limits);
  }

  /**
   * The caller's organisation's check with this report identifier and its report: the kept one, else
   * rendered now and kept. Throws REPORT_NOT_FOUND for another organisation's or an unknown
   * identifier, REPORT_UNAVAILABLE when rendering fails or too many renderings wait already, and
   * StoreUnavailableError when the report could not be kept for the store being held or
   * unreachable: its audit row would then wait as long again to fail alike. `gone` is aborted
   * when the request no longer waits for the answer (its client went away).
   */
  async find(
    caller: Caller,
    reportIdentifier: string,
    gone?: AbortSignal,
  ): Promise<{ check: StoredCheck; report: RenderedReport }> {
    const check = await this.store.findCheckByReportIdentifier(
      caller.organisationId,
      reportIdentifier,
    );
    if (!check) throw reportNotFound();
    const { report, unkept, refused } = await this.rendering(check, gone);
    if (unkept) throw unkept;
    if (refused) throw reportBusy();
    if (!report) throw reportUnavailable();
    await this.store.recordAudit(
      auditEntry(caller, 'report.read', check, new Date().toISOString()),
    );
    return { check, report };
  }

  /**
   * Renderings under way in this process, by organisation and report identifier: a second
   * request for a report not yet kept waits for the first rendering instead of starting another.
   */
  private readonly renderings = new Map<string, UnderWay>();

  /** Renderings of this process waiting for their turn now. */
  get renderingsWaiting(): number {
    return this.turns.waitingNow;
  }

  /**
   * The report of a stored check, rendered and kept if it was not yet; undefined if rendering
   * fails, or does not start (too many waiting, or `gone` aborted first). One that could not be
   * kept is still answered (with the check it came with).
   */
  async reportOf(check: StoredCheck, gone?: AbortSignal): Promise<RenderedReport | undefined> {
    return (await this.rendering(check, gone)).report;
  }

  private async rendering(check: StoredCheck, gone?: AbortSignal): Promise<Rendering> {
    const kept = await this.store.findReport(check.organisationId, check.reportIdentifier);
    if (kept?.status === 'rendered' && kept.html !== undefined && kept.pdf !== undefined) {
      return { report: { html: kept.html, pdf: kept.pdf } };
    }
    const key = `${check.organisationId}\u0000${check.reportIdentifier}`;
    let underWay = this.renderings.get(key);
    if (!underWay) {
      const stop = new AbortController();
      const started = () => {
        if (underWay) underWay.started = true;
      };
      const result = this.renderAndKeep(check, kept?.attempts ?? 0, stop.signal, started).finally(
        () => {
          if (this.renderings.get(key) === underWay) this.renderings.delete(key);
        },
      );
      underWay = { result, waiting: 0, stop, started: false };
      this.renderings.set(key, underWay);
    }
    this.follow(key, underWay, gone);
    return underWay.result;
  }

  /**
   * Counts the request among those waiting for the rendering until `gone` is aborted. When the
   * last has gone the rendering is stopped: one still waiting for its turn is dropped and
   * forgotten, so that a request coming after starts a rendering of its own rather than join a
   * dropped one; one that has started runs to its end, and a request coming meanwhile joins it
   * rather than render the same report again beside it.
   */
  private follow(key: string, underWay: UnderWay, gone: AbortSignal | undefined): void {
    const leave = () => {
      underWay.waiting--;
      if (underWay.waiting > 0) return;
      if (!underWay.started && this.renderings.get(key) === underWay) this.renderings.delete(key);
      underWay.stop.abort();
    };
    if (!gone) underWay.waiting = Infinity;
    else if (gone.aborted) {
      underWay.waiting++;
      leave();
    } else {
      underWay.waiting++;
      gone.addEventListener('abort', leave, { once: true });
    }
  }

  private async renderAndKeep(
    check: StoredCheck,
    attemptsBefore: number,
    stop: AbortSignal,
    started: () => void,
  ): Promise<Rendering> {
    const attempts = attemptsBefore + 1;
    const base = {
      reportIdentifier: check.reportIdentifier,
      organisationId: check.organisationId,
      checkId: check.id,
      attempts,
    };
    let rendered: RenderedReport;
    try {
      rendered = await this.render(check, stop, started);
    } catch (error) {
      // Not started: nothing failed, and the report stays as it was, to be rendered when asked for.
      if (error instanceof RenderQueueFullError || error instanceof RenderAbandonedError) {
        this.events.refused?.(check, error);
        return { report: undefined, refused: error };
      }
      this.events.failed?.(check, error);
      const unkept = await this.keep(check, {
        ...base,
        status: 'failed',
        html: undefined,
        pdf: undefined,
        error: errorText(error),
        updatedAt: new Date().toISOString(),
      });
      return { report: undefined, ...(unkept && { unkept }) };
    }
    this.events.rendered?.(check);
    const unkept = await this.keep(check, {
      ...base,
      status: 'rendered',
      ...rendered,
      error: undefined,
      updatedAt: new Date().toISOString(),
    });
    return { report: rendered, ...(unkept && { unkept }) };
  }

  private async render(
    check: StoredCheck,
    stop: AbortSignal,
    started: () => void,
  ): Promise<RenderedReport> {
    const [organisation, user] = await Promise.all([
      this.store.findOrganisation(check.organisationId),
      this.store.findUser(check.createdBy),
    ]);
    const source =
      check.sourceJson === undefined ? undefined : (JSON.parse(check.sourceJson) as unknown);
    const input: ReportInput = {
      kind: check.kind,
      result: JSON.parse(check.resultJson) as object,
      language: check.reportLanguage,
      organisationName: organisation?.name ?? check.organisationId,
      userName: user?.username ?? check.createdBy,
      ...(typeof source === 'object' &&
        source !== null &&
        !Array.isArray(source) && { source: source as Record<string, unknown> }),
      createdAt: check.createdAt,
    };
    // A few renderings at a time, so that a burst of them does not hold every other request.
    return this.turns.run(
      check.organisationId,
      async () => {
        started();
        const html = this.renderer.html(input);
        const pdf = await this.renderer.pdf(input, html);
        return { html, pdf };
      },
      stop,
    );
  }

  /**
   * Keeping a report may fail too; the report is then rendered again next time. Answers the
   * error where it was the store's being unavailable.
   */
  private async keep(
    check: StoredCheck,
    report: StoredReport,
  ): Promise<StoreUnavailableError | undefined> {
    try {
      await this.store.saveReport(report);
      return undefined;
    } catch (error) {
      this.events.failed?.(check, error);
      return error instanceof StoreUnavailableError ? error : undefined;
    }
  }
}
