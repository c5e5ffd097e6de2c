import type { CompanyCheckRequest } from '../contract/company-check.js';
import type { PersonCheckRequest } from '../contract/person-check.js';
import {
  serializeCompanyCheckResult,
  serializePersonCheckResult,
} from '../contract/serializers.js';
import { LruCache } from '../cache/lru-cache.js';
import { VeracheckError } from '../errors/errors.js';
import { newId } from '../ids/uuidv7.js';
import type { Registry } from '../registry/registry.js';
import type { RenderedReport, ReportService } from '../reports/report-service.js';
import type { ScreeningService } from '../screening/service.js';
import type { ViesClient } from '../upstream/vies/index.js';
import type { CheckKind, CheckSubject, Organisation, Store, StoredCheck } from '../store/store.js';
import { serializeResult } from './backend-data.js';
import { runCompanyCheck } from './company-check.js';
import { runPersonCheck } from './person-check.js';
import {
  acceptedFingerprints,
  REQUEST_DEFAULTS,
  requestFingerprint,
} from './request-fingerprint.js';
import { auditEntry, type Caller } from './audit.js';
import { checkDayOf } from './check-day.js';
import { retentionCutoff } from './retention.js';
import { checkSubject, checkSubjectOf } from './person/check-subject.js';
import type { PersonCheckContext } from './person/context.js';

export type { Caller };

/** Where checks get their data besides the registry. */
export interface CheckSources {
  screening: ScreeningService;
  /** The VIES connector, when VIES_URL enables it. */
  vies?: ViesClient;
}

/**
 * How long an organisation is reused before being read again by checks that need only its
 * existence; custom checks read it (and its section list) afresh.
 */
const ORGANISATION_CACHE_MS = 5000;
/** How many recently created or read checks are kept in memory. */
const RECENT_CHECKS = 5000;
/**
 * How long a check is served from memory before the store is asked again. Deletion past
 * CHECK_RETENTION_DAYS is not waited for: a remembered check is refused by the same rule (see
 * findStored).
 */
const RECENT_CHECK_MS = 60_000;

export interface CheckServiceOptions {
  /** CHECK_RETENTION_DAYS: checks made longer ago are never served from memory. */
  retentionDays?: number;
  now?: () => number;
}

export type CheckRequest =
  { kind: 'company'; body: CompanyCheckRequest } | { kind: 'person'; body: PersonCheckRequest };

export interface CheckOutcome {
  check: StoredCheck;
  /** False when an idempotent replay returned a check stored earlier. */
  created: boolean;
  /**
   * With `report_view: true`: the check's report, or 'failed' when it could not be rendered, or
   * was not for too many renderings waiting (the check is stored all the same; the report is
   * rendered when asked for).
   */
  report?: RenderedReport | 'failed';
}

const checkNotFound = () =>
  new VeracheckError(
    'CHECK_NOT_FOUND',
    'No check with this identifier exists for your organisation.',
  );

/**
 * The caller's own check read at the route of the other kind (a person check at
 * /v1/company-checks/{id}): it exists, so "no check" would send the caller looking for a typo.
 * Still 404, as that route serves no such check; no other organisation's check gets here.
 */
const checkOfOtherKind = (found: CheckKind, wanted: CheckKind) =>
  new VeracheckError(
    'CHECK_NOT_FOUND',
    `The check with this identifier is a ${found} check, and this route serves ${wanted} checks only; GET /v1/checks/{id} serves checks of both kinds.`,
  );

/** A key of one kind of check sent with the other kind: saying "another body" would mislead. */
const keyOfOtherKind = (earlier: StoredCheck, wanted: CheckKind) =>
  new VeracheckError(
    'IDEMPOTENCY_CONFLICT',
    `check_identifier "${earlier.checkIdentifier}" was already used for a ${earlier.kind} check; a ${wanted} check needs another key.`,
    [{ path: '/check_identifier', message: `already used for a ${earlier.kind} check` }],
  );

const idempotencyConflict = (checkIdentifier: string) =>
  new VeracheckError(
    'IDEMPOTENCY_CONFLICT',
    `check_identifier "${checkIdentifier}" was already used with a different request body.`,
    [{ path: '/check_identifier', message: 'already used with a different request body' }],
  );

/** Runs checks, stores them durably with their audit record, and serves them back. */
export class CheckService {
  private readonly recentChecks = new LruCache<{ check: StoredCheck; until: number }>(
    RECENT_CHECKS,
  );
  private readonly organisations = new Map<
    string,
    { organisation: Organisation; expiresAt: number }
  >();

  constructor(
    private readonly store: Store,
    private readonly registry: () => Registry,
    private readonly sources: CheckSources,
    private readonly reports?: ReportService,
    private readonly options: CheckServiceOptions = {},
  ) {}

  /** `gone` is aborted when the request no longer waits for the answer (its client went away). */
  async create(caller: Caller, request: CheckRequest, gone?: AbortSignal): Promise<CheckOutcome> {
    const outcome = await this.createOrReplay(caller, request);
    if (request.body.report_view !== true || !this.reports) return outcome;
    const report = await this.reports.reportOf(outcome.check, gone);
    return { ...outcome, report: report ?? 'failed' };
  }

  private async createOrReplay(caller: Caller, request: CheckRequest): Promise<CheckOutcome> {
    const callerKey = request.body.check_identifier;
    // Only a caller's key can be replayed, so only then is the body's fingerprint needed.
    const requestHash = callerKey === undefined ? '' : requestFingerprint(request);
    if (callerKey !== undefined) {
      const earlier = await this.store.findCheckByCheckIdentifier(caller.organisationId, callerKey);
      if (earlier) return this.replay(caller, earlier, requestHash, request);
      // Either identifier reads a check back, so one identifier must name one check.
      const named = await this.store.findCheck(caller.organisationId, callerKey);
      // A concurrent request may have stored this key in the meantime: that is a replay.
      if (named && named.checkIdentifier === callerKey) {
        return this.replay(caller, named, requestHash, request);
      }
      if (named) {
        throw new VeracheckError(
          'CHECK_IDENTIFIER_TAKEN',
          `check_identifier "${callerKey}" is the report_identifier of another check of your organisation, and would read back as either; choose another`,
          [{ path: '/check_identifier', message: "is another check's report_identifier" }],
        );
      }
    }

    // A custom check runs the section list as it is now, so `orgs sections` applies at once.
    const organisation = await this.organisation(
      caller.organisationId,
      request.body.type === 'custom',
    );
    if (!organisation)
      throw new VeracheckError('UNAUTHORIZED', 'Your organisation no longer exists.');
    const ids = { checkIdentifier: callerKey ?? newId(), reportIdentifier: newId() };
    // One moment for the check: its day, which every section reads on, and its createdAt,
    // which the report is dated with, so a check just after midnight does not mix two days.
    const at = new Date();
    // One registry for the whole check, so it finishes on the data version it started with.
    const registry = this.registry();
    const { resultJson, subject } = await this.runCheck(request, {
      organisation,
      registry,
      ids,
      at,
    });

    const now = at.toISOString();
    const sourceJson = request.body.source ? JSON.stringify(request.body.source) : undefined;
    const check: StoredCheck = {
      id: newId(),
      organisationId: caller.organisationId,
      kind: request.kind,
      type: request.body.type,
      checkIdentifier: ids.checkIdentifier,
      reportIdentifier: ids.reportIdentifier,
      requestHash,
      resultJson,
      sourceJson,
      createdBy: caller.userId,
      createdAt: now,
      subject,
      reportLanguage: request.body.report_language ?? REQUEST_DEFAULTS.report_language,
    };
    const inserted = await this.store.insertCheck(
      check,
      auditEntry(caller, 'check.create', check, now),
    );
    if (inserted) {
      this.remember(check.organisationId, check.checkIdentifier, check);
      return { check, created: true };
    }
    // Another request with the same key committed first.
    const winner = await this.store.findCheckByCheckIdentifier(
      caller.organisationId,
      ids.checkIdentifier,
    );
    if (!winner) throw new Error('check_identifier conflict reported, but no check found');
    return this.replay(caller, winner, requestHash, request);
  }

  /** Runs a check on one registry; a person check also gives the keys of its history. */
  private async runCheck(
    request: CheckRequest,
    run: {
      organisation: Organisation;
      registry: Registry;
      ids: { checkIdentifier: string; reportIdentifier: string };
      /** The check's moment: its day, the history's window and its createdAt. */
      at: Date;
    },
  ): Promise<{ resultJson: string; subject?: CheckSubject }> {
    const { organisation, registry, ids } = run;
    const today = checkDayOf(run.at);
    if (request.kind === 'company') {
      const result = await runCompanyCheck(
        {
          request: request.body,
          today,
          organisation,
          registry,
          screening: this.sources.screening,
          vies: this.sources.vies,
          lookups: {},
          upstream: [],
          shared: new Map(),
        },
        ids,
      );
      return { resultJson: serializeResult(serializeCompanyCheckResult, result) };
    }
    const context: PersonCheckContext = {
      request: request.body,
      today,
      organisation,
      registry,
      screening: this.sources.screening,
      lookups: {},
      shared: new Map(),
      subject: checkSubjectOf(request.body),
      at: run.at.toISOString(),
      history: (query) => this.store.checkHistory({ ...query, organisationId: organisation.id }),
    };
    const result = await runPersonCheck(context, ids);
    return {
      resultJson: serializeResult(serializePersonCheckResult, result),
      // The history keeps the address as validated, as the risk scores read it.
      subject: await checkSubject(context),
    };
  }

  /**
   * A stored check never changes, so recently created or read ones are kept in memory (per
   * organisation and identifier); every process may keep its own copy without invalidation.
   * Only for a minute, and never once the check is past CHECK_RETENTION_DAYS: the deletion
   * removes exactly those, whichever server sharing the database runs it, and cannot tell the
   * others' memories, so each refuses them by the deletion's own rule (up to the clocks'
   * difference).
   */
  private async findStored(
    organisationId: string,
    identifier: string,
  ): Promise<StoredCheck | undefined> {
    const key = `${organisationId}|${identifier}`;
    const cached = this.recentChecks.get(key);
    if (cached) {
      if (cached.until > this.now() && !this.pastRetention(cached.check)) return cached.check;
      this.recentChecks.delete(key);
    }
    const check = await this.store.findCheck(organisationId, identifier);
    if (check) this.remember(organisationId, identifier, check);
    return check;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Made before the time the retention deletes before, now: gone, or going within the hour. */
  private pastRetention(check: StoredCheck): boolean {
    const days = this.options.retentionDays;
    return days !== undefined && check.createdAt < retentionCutoff(days, this.now());
  }

  private remember(organisationId: string, identifier: string, check: StoredCheck): void {
    if (this.pastRetention(check)) return;
    this.recentChecks.set(`${organisationId}|${identifier}`, {
      check,
      until: this.now() + RECENT_CHECK_MS,
    });
  }

  /**
   * Organisation settings change rarely; a few seconds' cache spares a query per check. `fresh`
   * reads the store whatever is cached.
   */
  private async organisation(id: string, fresh = false): Promise<Organisation | undefined> {
    const cached = this.organisations.get(id);
    if (!fresh && cached && cached.expiresAt > Date.now()) return cached.organisation;
    const organisation = await this.store.findOrganisation(id);
    if (organisation) {
      this.organisations.set(id, { organisation, expiresAt: Date.now() + ORGANISATION_CACHE_MS });
    }
    return organisation;
  }

  /** A stored check by check_identifier or report_identifier, within the caller's organisation. */
  async get(caller: Caller, identifier: string, kind?: CheckKind): Promise<StoredCheck> {
    const found = await this.findStored(caller.organisationId, identifier);
    let check = found;
    // A caller's key may equal another check's report identifier; the store resolves that.
    if (found && kind !== undefined && found.kind !== kind) {
      check = await this.store.findCheck(caller.organisationId, identifier, kind);
    }
    if (!check) throw found && kind ? checkOfOtherKind(found.kind, kind) : checkNotFound();
    await this.store.recordAudit(auditEntry(caller, 'check.read', check, new Date().toISOString()));
    return check;
  }

  private async replay(
    caller: Caller,
    earlier: StoredCheck,
    requestHash: string,
    request: CheckRequest,
  ): Promise<CheckOutcome> {
    // Checks stored before the current fingerprint still match the body they were made with.
    const same =
      earlier.requestHash === requestHash || acceptedFingerprints(request).has(earlier.requestHash);
    if (!same) {
      throw earlier.kind === request.kind
        ? idempotencyConflict(earlier.checkIdentifier)
        : keyOfOtherKind(earlier, request.kind);
    }
    await this.store.recordAudit(
      auditEntry(caller, 'check.replay', earlier, new Date().toISOString()),
    );
    return { check: earlier, created: false };
  }
}
