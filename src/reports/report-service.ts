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
import { RenderTurns } from './render-turns.js';

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
 * A report wanted (undefined if rendering failed) and, where the store was held or unreachable,
 * why it could not be kept.
 */
interface Rendering {
  report: RenderedReport | undefined;
  unkept?: StoreUnavailableError;
}

/** What the service tells about renderings (the server logs failures and counts both). */
export interface ReportEvents {
  rendered?(check: StoredCheck): void;
  /** A rendering, or keeping its result, failed. */
  failed?(check: StoredCheck, error: unknown): void;
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

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export class ReportService {
  constructor(
    private readonly store: Store,
    private readonly renderer: ReportRenderer,
    private readonly events: ReportEvents = {},
  ) {}

  /**
   * The caller's organisation's check with this report identifier and its report: the kept one, else
   * rendered now and kept. Throws REPORT_NOT_FOUND for another organisation's or an unknown
   * identifier, REPORT_UNAVAILABLE when rendering fails, and StoreUnavailableError when the
   * report could not be kept for the store being held or unreachable: its audit row would then
   * wait as long again to fail alike.
   */
  async find(
    caller: Caller,
    reportIdentifier: string,
  ): Promise<{ check: StoredCheck; report: RenderedReport }> {
    const check = await this.store.findCheckByReportIdentifier(
      caller.organisationId,
      reportIdentifier,
    );
    if (!check) throw reportNotFound();
    const { report, unkept } = await this.rendering(check);
    if (unkept) throw unkept;
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
  private readonly renderings = new Map<string, Promise<Rendering>>();

  /** Renderings of this process in turn (render-turns.ts). */
  private readonly turns = new RenderTurns();

  /**
   * The report of a stored check, rendered and kept if it was not yet; undefined if rendering
   * fails. One that could not be kept is still answered (with the check it came with).
   */
  async reportOf(check: StoredCheck): Promise<RenderedReport | undefined> {
    return (await this.rendering(check)).report;
  }

  private async rendering(check: StoredCheck): Promise<Rendering> {
    const kept = await this.store.findReport(check.organisationId, check.reportIdentifier);
    if (kept?.status === 'rendered' && kept.html !== undefined && kept.pdf !== undefined) {
      return { report: { html: kept.html, pdf: kept.pdf } };
    }
    const key = `${check.organisationId}\u0000${check.reportIdentifier}`;
    const running = this.renderings.get(key);
    if (running) return running;
    const started = this.renderAndKeep(check, kept?.attempts ?? 0).finally(() => {
      this.renderings.delete(key);
    });
    this.renderings.set(key, started);
    return started;
  }

  private async renderAndKeep(check: StoredCheck, attemptsBefore: number): Promise<Rendering> {
    const attempts = attemptsBefore + 1;
    const base = {
      reportIdentifier: check.reportIdentifier,
      organisationId: check.organisationId,
      checkId: check.id,
      attempts,
    };
    let rendered: RenderedReport;
    try {
      rendered = await this.render(check);
    } catch (error) {
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

  private async render(check: StoredCheck): Promise<RenderedReport> {
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
    // One rendering at a time, so that a burst of them does not hold every other request.
    return this.turns.run(async () => {
      const html = this.renderer.html(input);
      const pdf = await this.renderer.pdf(input, html);
      return { html, pdf };
    });
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
