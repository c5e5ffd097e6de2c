import { performance } from 'node:perf_hooks';
import type { ImportItem, SourceEvent, SourceFormat } from '../sources/source.js';
import { forbiddenTextIn, forbiddenTextReason, hasForbiddenText } from './forbidden-text.js';
import { entityKeysOrProblem, overlongAddressKey } from '../registry/keys.js';
import { RETIRED_KEPT_MIN_MS } from '../config/retention.js';
import type { ImportTurn } from '../store/reference-store.js';
import type { Store } from '../store/store.js';
import { onceKeyIn } from '../entities/records.js';
import { addressKey, SeenIds } from './seen-ids.js';

export interface ImportProgress {
  records: number;
  rejected: number;
  skipped: number;
  elapsedMs: number;
}

export interface Rejection {
  file: string;
  /** The line where the record starts. */
  line: number;
  /** XML formats: the record's number among the file's records. */
  record?: number;
  reason: string;
}

/** Where a rejected record is: `file:line`, and `(record n)` in the XML formats. */
export const rejectedAt = (r: Rejection): string =>
  `${r.file}:${r.line}${r.record === undefined ? '' : ` (record ${r.record})`}`;

/** The place of an event, to say where a record made of it was read. */
const placeOf = (event: SourceEvent) => ({
  file: event.file,
  line: event.line,
  ...(event.record !== undefined && { record: event.record }),
});

export interface ImportReport {
  dataset: string;
  versionId: string;
  records: number;
  rejected: number;
  skipped: number;
  /** The first rejections, with file and line. */
  rejections: Rejection[];
  /**
   * Values left out of records that were imported (a country value not known, a date of birth,
   * incorporation or listing after the import's day); stored with the version as `leftOut`.
   */
  droppedValues: number;
  /** The first of them, with file and line, and why. */
  drops: Rejection[];
  elapsedMs: number;
  /** What went wrong after the version was published (it is served all the same). */
  warnings?: string[];
}

export interface ImportOptions {
  store: Store;
  format: SourceFormat;
  paths: string[];
  dataset: string;
  /** Shown in `veracheck datasets`; defaults to the time of the import. */
  label?: string;
  /** Publish even when nothing was imported (which would empty the dataset). */
  allowEmpty?: boolean;
  /**
   * Publish even when the new version holds less than `SHRINK_LIMIT` of the records of the
   * version the dataset serves (a cut file, or a changed layout whose records are rejected).
   */
  allowShrink?: boolean;
  /** Publish even when the dataset serves data of another format, which this replaces. */
  replaceFormat?: boolean;
  /** Ready versions kept for rollback, the served one included. */
  keepVersions?: number;
  /**
   * How long the rows of a retired version are kept after its retirement (running servers may
   * still read them); RETIRED_KEPT_MIN_MS where not given.
   */
  retiredKeptMs?: number;
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Told once when the import waits for another to finish first (ReferenceStore.inImportTurn). */
  onWaitForTurn?: () => void;
}

export const REJECTIONS_SHOWN = 20;
/**
 * The share of the served version's records a new version must hold to be published without
 * `allowShrink`. Published lists change by a few per cent a day; a version losing more than a
 * fifth of its records is far likelier a cut or misread file than a real change, and publishing
 * it would silently take listed parties out of every check.
 */
export const SHRINK_LIMIT = 0.8;
const HEARTBEAT_MS = 10_000;
const PROGRESS_MS = 1000;
/** A staging version not heard from for this long was abandoned (its import was killed). */
export const ABANDONED_AFTER_MS = 10 * 60_000;

export class ImportError extends Error {
  constructor(
    message: string,
    readonly report: ImportReport,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

const itemContent = (item: ImportItem): unknown =>
  item.kind === 'entity' ? item.entity : item.kind === 'address' ? item.address : item.record;

/**
 * A record holding a control or text-direction character is rejected, as a request is, and
 * so is one holding U+FFFD (text corrupted by a wrong decoding upstream).
 */
function withoutForbiddenText(event: SourceEvent): SourceEvent {
  if (!('items' in event)) return event;
  let forbidden = false;
  for (const item of event.items) forbidden ||= hasForbiddenText(itemContent(item));
  if (!forbidden) return event;
  const found = forbiddenTextIn(event.items.map(itemContent));
  if (!found) return event;
  const where = found.path.replace(/^\/\d+/, '') || 'a value';
  return { ...placeOf(event), rejected: forbiddenTextReason(found.character, where) };
}

/**
 * Each entity with its lookup keys, made once for this check and for staging, and where it was
 * read (`file`: the file's number, `SeenIds.fileNumber`); a record with a key too long for the
 * stores' indexes is rejected, the same on both.
 */
function withKeys(event: SourceEvent, file: number): SourceEvent {
  if (!('items' in event)) return event;
  let items: ImportItem[] | undefined;
  for (let i = 0; i < event.items.length; i++) {
    const item = event.items[i];
    if (item?.kind === 'entity') {
      const keys = entityKeysOrProblem(item.entity);
      if (typeof keys === 'string') {
        return { ...placeOf(event), rejected: `${item.entity.id}: ${keys}` };
      }
      items ??= event.items.slice();
      items[i] = { kind: 'entity', entity: item.entity, keys, readAt: { file, line: event.line } };
    } else if (item?.kind === 'address') {
      const problem = overlongAddressKey(item.address);
      if (problem) return { ...placeOf(event), rejected: problem };
    }
  }
  if (items === undefined) return event;
  return { ...placeOf(event), items, ...(event.dropped && { dropped: event.dropped }) };
}

/**
 * A dataset's versions hold one kind of data: a lost-documents list imported as residents
 * under the same name (a wrong --dataset) would silently take the list out of the checks.
 * Checked before reading; the switch itself does not check again.
 */
async function refuseOtherFormat(options: ImportOptions): Promise<void> {
  if (options.replaceFormat) return;
  const { versions } = await options.store.reference.servedVersions();
  const served = versions.find((version) => version.dataset === options.dataset);
  if (!served || served.format === options.format.name) return;
  throw new ImportError(
    `${options.dataset} serves ${served.format} data, and this import is ${options.format.name}: it would replace the one with the other (is --dataset right?); use --replace-format to do so`,
    {
      dataset: options.dataset,
      versionId: '',
      records: 0,
      rejected: 0,
      skipped: 0,
      rejections: [],
      droppedValues: 0,
      drops: [],
      elapsedMs: 0,
    },
  );
}

/** Refuses to publish a version much smaller than the one served (see `SHRINK_LIMIT`). */
async function refuseShrink(options: ImportOptions, report: ImportReport): Promise<void> {
  if (options.allowShrink || (report.records === 0 && options.allowEmpty)) return;
  const versions = await options.store.reference.listVersions();
  const served = versions.find((v) => v.dataset === options.dataset && v.current);
  if (!served || report.records >= served.records * SHRINK_LIMIT) return;
  const lost = Math.round((100 * (served.records - report.records)) / served.records);
  throw new ImportError(
    `this version holds ${report.records} records, ${lost} % fewer than the ${served.records} that ${options.dataset} serves now (a cut file, or records rejected for a changed layout?), so the dataset was left as it was; use --allow-shrink to publish it all the same`,
    report,
  );
}

/**
 * Reads a source into a new, invisible version of the dataset and switches the dataset to it
 * only when everything was read: a failed or killed import leaves the served version as it was.
 * Imports that overlap take turns (the store's `inImportTurn`).
 */
export function runImport(options: ImportOptions): Promise<ImportReport> {
  return options.store.reference.inImportTurn(
    options.dataset,
    (turn) => importNow(options, turn),
    options.onWaitForTurn,
  );
}

/**
 * Marks the staging version alive every HEARTBEAT_MS until stopped, by the clock rather than by
 * batches written: an import whose records are mostly rejected or skipped fills a batch rarely,
 * and would be taken for abandoned (ABANDONED_AFTER_MS) while it runs. A heartbeat that fails is
 * let go: the import's next write meets the same trouble and reports it.
 */
function startHeartbeat(store: Store, versionId: string): () => void {
  let beating = false;
  const timer = setInterval(() => {
    if (beating) return;
    beating = true;
    store.reference
      .heartbeat(versionId)
      .catch(() => undefined)
      .finally(() => {
        beating = false;
      });
  }, HEARTBEAT_MS);
  // The import's own work keeps the process alive; the heartbeat must not outlive it.
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}

async function importNow(options: ImportOptions, turn: ImportTurn): Promise<ImportReport> {
  const { store, format, dataset } = options;
  const batchSize = options.batchSize ?? 5000;
  const keptMs = options.retiredKeptMs ?? RETIRED_KEPT_MIN_MS;
  const started = performance.now();
  await refuseOtherFormat(options);
  const versionId = await store.reference.beginVersion({
    dataset,
    format: format.name,
    label: options.label ?? new Date().toISOString(),
    source: options.paths.join(' '),
  });
  const report: ImportReport = {
    dataset,
    versionId,
    records: 0,
    rejected: 0,
    skipped: 0,
    rejections: [],
    droppedValues: 0,
    drops: [],
    elapsedMs: 0,
  };
  const seenIds = new SeenIds(
    (ids) => store.reference.entitySources(versionId, ids),
    async (addresses) => {
      const found = new Set<string>();
      for (const a of addresses) {
        const there = await store.reference.addressesByPostcode(
          [versionId],
          a.postcode,
          a.houseNumber,
        );
        for (const stored of there) {
          const key = addressKey(stored);
          if (key !== undefined) found.add(key);
        }
      }
      return found;
    },
    async (records) => {
      const found = new Set<string>();
      for (const { record } of records) {
        const there = await store.reference.recordsByKey([versionId], record.type, record.key);
        for (const stored of there) {
          const once = onceKeyIn(stored);
          if (once !== undefined) found.add(once);
        }
      }
      return found;
    },
  );
  let batch: ImportItem[] = [];
  // Kept with each batch: a version whose import is killed shows how far it got.
  const counts = () => ({
    records: report.records,
    rejected: report.rejected,
    skipped: report.skipped,
    leftOut: report.droppedValues,
  });
  let lastProgress = performance.now();
  const progress = () => {
    report.elapsedMs = performance.now() - started;
    options.onProgress?.({
      records: report.records,
      rejected: report.rejected,
      skipped: report.skipped,
      elapsedMs: report.elapsedMs,
    });
  };

  const stopHeartbeat = startHeartbeat(store, versionId);
  try {
    for await (const read of format.read(options.paths)) {
      const checked = seenIds.check(
        withKeys(withoutForbiddenText(read), seenIds.fileNumber(read.file)),
      );
      // Nearly always answered at once: no promise to wait for per record.
      const event = checked instanceof Promise ? await checked : checked;
      if ('items' in event) {
        report.records += 1;
        for (const item of event.items) batch.push(item);
        for (const reason of event.dropped ?? []) {
          report.droppedValues += 1;
          if (report.drops.length < REJECTIONS_SHOWN) {
            report.drops.push({ ...placeOf(event), reason });
          }
        }
      } else if ('rejected' in event) {
        report.rejected += 1;
        if (report.rejections.length < REJECTIONS_SHOWN) {
          report.rejections.push({ ...placeOf(event), reason: event.rejected });
        }
      } else {
        report.skipped += 1;
      }
      if (batch.length >= batchSize) {
        await store.reference.writeItems(versionId, batch, counts());
        seenIds.written();
        batch = [];
        const now = performance.now();
        if (now - lastProgress > PROGRESS_MS) {
          progress();
          lastProgress = now;
        }
      }
    }
    if (batch.length > 0) await store.reference.writeItems(versionId, batch, counts());
    if (report.records === 0 && !options.allowEmpty) {
      throw new ImportError(
        'nothing was imported, so the dataset was left as it was (use --allow-empty to publish an empty version)',
        report,
      );
    }
    await refuseShrink(options, report);
    // A turn lost unseen (PostgreSQL: the machine cut off from the database long enough for the
    // server to end the session holding it) may have let another import of the dataset stage
    // and publish beside this one; this one then fails, and its version is failed and purged.
    await turn.confirm();
    await store.reference.publishVersion(versionId, counts(), options.keepVersions ?? 2);
    stopHeartbeat();
  } catch (error) {
    stopHeartbeat();
    const failure = error instanceof Error ? error.message : String(error);
    await store.reference.failVersion(versionId, counts(), failure).catch(() => undefined);
    await store.reference.purge(ABANDONED_AFTER_MS, keptMs).catch(() => undefined);
    progress();
    if (error instanceof ImportError) throw error;
    throw new ImportError(error instanceof Error ? error.message : String(error), report);
  }
  // Rows of retired versions are deleted after the switch, never before it, and only those
  // retired long enough ago that no server still reads them. The new version is served by then:
  // a failed cleanup is no failed import (the next import's cleanup retries).
  try {
    await store.reference.purge(ABANDONED_AFTER_MS, keptMs);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    report.warnings = [
      `the new version is served, but deleting the rows of retired versions failed (${reason}); the next import deletes them`,
    ];
  }
  progress();
  return report;
}
