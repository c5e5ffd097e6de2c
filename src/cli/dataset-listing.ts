import { ABANDONED_AFTER_MS } from '../ingest/run-import.js';
import { RETIRED_KEPT_MIN_MS } from '../config/retention.js';
import type { DatasetVersion } from '../store/reference-store.js';

/** A column of the listing: its header, how a version fills it, and on which side it aligns. */
interface Column {
  header: string;
  value: (v: DatasetVersion, now: number) => string;
  right?: true;
}

/** `2026-06-30T12:34:56.789Z` as `2026-06-30 12:34:56`, still UTC (the header says so). */
const utc = (iso: string): string => iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, '');

/**
 * A staging version whose import has been silent for ABANDONED_AFTER_MS: killed, or cut off
 * from the database. Only said here; the next import marks it failed (a listing writes nothing).
 */
const abandoned = (v: DatasetVersion, now: number): boolean =>
  v.state === 'staging' && now - Date.parse(v.heartbeatAt) >= ABANDONED_AFTER_MS;

/**
 * A version's state as the listing says it: `deleted` for a retired version whose rows are gone
 * (it can no longer be rolled back to), `abandoned` for a staging one whose import went silent.
 */
export const listedState = (v: DatasetVersion, now: number): string =>
  v.state === 'retired' && v.purgedAt !== undefined
    ? 'deleted'
    : abandoned(v, now)
      ? 'abandoned'
      : v.state;

const COLUMNS: Column[] = [
  { header: '', value: (v) => (v.current ? '*' : '') },
  { header: 'DATASET', value: (v) => v.dataset },
  { header: 'LABEL', value: (v) => v.label },
  { header: 'STATE', value: listedState },
  { header: 'RECORDS', value: (v) => String(v.records), right: true },
  { header: 'REJECTED', value: (v) => String(v.rejected), right: true },
  // Values left out of records kept: an unknown country, a date of birth in the future.
  { header: 'LEFT OUT', value: (v) => String(v.leftOut), right: true },
  { header: 'FORMAT', value: (v) => v.format },
  { header: 'STARTED (UTC)', value: (v) => utc(v.startedAt) },
  { header: 'VERSION', value: (v) => v.id },
];

/**
 * The lines of `veracheck datasets`: a header, one aligned row per version, under a failed one
 * the reason it failed, and a line saying what the marks and times mean.
 */
export function datasetListing(
  versions: readonly DatasetVersion[],
  now: number = Date.now(),
  retiredKeptMs: number = RETIRED_KEPT_MIN_MS,
): string[] {
  if (versions.length === 0) return ['no datasets'];
  const cells = versions.map((v) => COLUMNS.map((c) => c.value(v, now)));
  const widths = COLUMNS.map((c, i) =>
    Math.max(c.header.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  // The mark and the dataset one space apart, as `* name` has always read; the rest two.
  const line = ([mark = '', ...rest]: string[]) =>
    `${mark.padEnd(widths[0] ?? 0)} ${rest
      .map((cell, i) => {
        const width = widths[i + 1] ?? 0;
        return COLUMNS[i + 1]?.right ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')}`.trimEnd();
  const lines = [line(COLUMNS.map((c) => c.header))];
  versions.forEach((v, i) => {
    lines.push(line(cells[i] ?? []));
    // Where a version's import got to is in its counts; why it stopped, here.
    const indent = ' '.repeat((widths[0] ?? 0) + 3);
    if (v.state === 'failed' && v.failure !== undefined) {
      lines.push(`${indent}reason: ${v.failure}`);
    } else if (v.state === 'retired' && v.purgedAt === undefined) {
      // Retired, not yet deleted: servers that read an earlier switch may still read it.
      if (v.retiredAt === undefined) {
        lines.push(`${indent}rows not deleted yet; the next import deletes them`);
      } else {
        const keptUntil = Date.parse(v.retiredAt) + retiredKeptMs;
        const when =
          keptUntil > now
            ? 'the first import after that deletes them'
            : 'the next import deletes them';
        lines.push(
          `${indent}rows kept until ${utc(new Date(keptUntil).toISOString())} UTC for servers still reading them; ${when}`,
        );
      }
    } else if (abandoned(v, now)) {
      lines.push(
        `${indent}reason: its import has not been heard from since ${utc(v.heartbeatAt)} UTC (killed, or cut off from the database); the next import marks it failed and deletes its rows`,
      );
    }
  });
  lines.push(
    '(* the version a dataset serves; STARTED: when its import began, in UTC; RECORDS of a failed version: those read before it stopped)',
  );
  return lines;
}

/**
 * `veracheck datasets --json`: every version with what the listing shows, in its order, its
 * state as the listing says it and its times in full ISO 8601 (UTC); a time not reached is null.
 * `rows_kept_until`: until when a retired version's rows are kept for servers still reading them
 * (the first import after it deletes them).
 */
export function datasetVersionsJson(
  versions: readonly DatasetVersion[],
  now: number = Date.now(),
  retiredKeptMs: number = RETIRED_KEPT_MIN_MS,
): Record<string, unknown>[] {
  return versions.map((v) => ({
    dataset: v.dataset,
    version_id: v.id,
    label: v.label,
    state: listedState(v, now),
    current: v.current,
    format: v.format,
    records: v.records,
    rejected: v.rejected,
    skipped: v.skipped,
    left_out: v.leftOut,
    started_at: v.startedAt,
    finished_at: v.finishedAt ?? null,
    retired_at: v.retiredAt ?? null,
    rows_kept_until:
      v.state === 'retired' && v.purgedAt === undefined && v.retiredAt !== undefined
        ? new Date(Date.parse(v.retiredAt) + retiredKeptMs).toISOString()
        : null,
    deleted_at: v.purgedAt ?? null,
    failure: v.failure ?? null,
  }));
}
