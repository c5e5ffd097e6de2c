import { describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS } from '../ingest/run-import.js';
import type { DatasetVersion } from '../store/reference-store.js';
import { datasetListing, datasetVersionsJson } from './dataset-listing.js';

const NOW = Date.parse('2026-07-01T12:00:00.000Z');

const staging = (heartbeatAt: string): DatasetVersion => ({
  id: '0190a0b0-0000-7000-8000-000000000001',
  dataset: 'opensanctions',
  format: 'ftm',
  label: 'july',
  state: 'staging',
  records: 5000,
  rejected: 3,
  skipped: 0,
  leftOut: 0,
  source: 'entities.ftm.json',
  startedAt: '2026-07-01T10:00:00.000Z',
  heartbeatAt,
  finishedAt: undefined,
  current: false,
});

const stateOf = (lines: string[]): string | undefined => lines[1]?.split(/\s{2,}/)[2];

describe('datasetListing', () => {
  it('shows how many values the import left out of the records it kept', () => {
    const lines = datasetListing([{ ...staging('2026-07-01T11:59:00.000Z'), leftOut: 12 }], NOW);
    const header = lines[0]?.split(/\s{2,}/) ?? [];
    const row = lines[1]?.split(/\s{2,}/) ?? [];
    expect(header.slice(3, 6)).toEqual(['RECORDS', 'REJECTED', 'LEFT OUT']);
    expect(row.slice(3, 6)).toEqual(['5000', '3', '12']);
  });

  it('lists a staging version heard from lately as staging', () => {
    const recent = new Date(NOW - ABANDONED_AFTER_MS + 1000).toISOString();
    const lines = datasetListing([staging(recent)], NOW);
    expect(stateOf(lines)).toBe('staging');
    expect(lines.some((l) => l.includes('reason:'))).toBe(false);
  });

  it('lists one not heard from for ABANDONED_AFTER_MS as abandoned, saying since when', () => {
    const silent = new Date(NOW - ABANDONED_AFTER_MS - 1000).toISOString();
    const lines = datasetListing([staging(silent)], NOW);
    expect(stateOf(lines)).toBe('abandoned');
    expect(lines[2]).toBe(
      '   reason: its import has not been heard from since 2026-07-01 11:49:59 UTC (killed, or cut off from the database); the next import marks it failed and deletes its rows',
    );
  });

  const retired = (extra: Partial<DatasetVersion>): DatasetVersion => ({
    ...staging('2026-07-01T11:00:00.000Z'),
    state: 'retired',
    finishedAt: '2026-07-01T11:00:00.000Z',
    ...extra,
  });

  it('lists a retired version whose rows are kept as retired, saying until when', () => {
    const lines = datasetListing(
      [retired({ retiredAt: '2026-07-01T11:55:00.000Z' })],
      NOW,
      600_000,
    );
    expect(stateOf(lines)).toBe('retired');
    expect(lines[2]).toBe(
      '   rows kept until 2026-07-01 12:05:00 UTC for servers still reading them; the first import after that deletes them',
    );
  });

  it('lists a retired version kept past that time as retired, and one whose rows are gone as deleted', () => {
    const due = datasetListing([retired({ retiredAt: '2026-07-01T11:00:00.000Z' })], NOW, 600_000);
    expect(stateOf(due)).toBe('retired');
    expect(due[2]).toBe(
      '   rows kept until 2026-07-01 11:10:00 UTC for servers still reading them; the next import deletes them',
    );
    const gone = datasetListing(
      [retired({ retiredAt: '2026-07-01T11:00:00.000Z', purgedAt: '2026-07-01T11:20:00.000Z' })],
      NOW,
      600_000,
    );
    expect(stateOf(gone)).toBe('deleted');
    expect(gone[2]?.startsWith('(*')).toBe(true);
  });
});

describe('datasetVersionsJson', () => {
  it('gives each version with the state the listing shows and its times in full', () => {
    const silent = new Date(NOW - ABANDONED_AFTER_MS - 1000).toISOString();
    const [abandoned, kept, gone] = datasetVersionsJson(
      [
        staging(silent),
        { ...staging(silent), state: 'retired', retiredAt: '2026-07-01T11:55:00.000Z' },
        {
          ...staging(silent),
          state: 'retired',
          retiredAt: '2026-07-01T11:00:00.000Z',
          purgedAt: '2026-07-01T11:20:00.000Z',
        },
      ],
      NOW,
      600_000,
    );
    expect(abandoned).toEqual({
      dataset: 'opensanctions',
      version_id: '0190a0b0-0000-7000-8000-000000000001',
      label: 'july',
      state: 'abandoned',
      current: false,
      format: 'ftm',
      records: 5000,
      rejected: 3,
      skipped: 0,
      left_out: 0,
      started_at: '2026-07-01T10:00:00.000Z',
      finished_at: null,
      retired_at: null,
      rows_kept_until: null,
      deleted_at: null,
      failure: null,
    });
    expect(kept).toMatchObject({ state: 'retired', rows_kept_until: '2026-07-01T12:05:00.000Z' });
    expect(gone).toMatchObject({
      state: 'deleted',
      rows_kept_until: null,
      deleted_at: '2026-07-01T11:20:00.000Z',
    });
  });
});
