import { describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS } from '../ingest/run-import.js';
import type { DatasetVersion } from '../store/reference-store.js';
import { datasetListing } from './dataset-listing.js';

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
  source: 'entities.ftm.json',
  startedAt: '2026-07-01T10:00:00.000Z',
  heartbeatAt,
  finishedAt: undefined,
  current: false,
});

const stateOf = (lines: string[]): string | undefined => lines[1]?.split(/\s{2,}/)[2];

describe('datasetListing', () => {
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
});
