import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SourceEvent, SourceFormat } from '../sources/source.js';
import { openMigratedStore } from '../store/open-store.js';
import { runImport } from './run-import.js';

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A format whose records are all rejected, read slowly: 30 minutes pass (on fake timers) while
 * it is read, and no batch is ever filled or written.
 */
const slowRejects: SourceFormat = {
  name: 'ftm',
  description: 'records that are all rejected, read over 30 minutes',
  paths: 'any',
  yields: 'entities',
  async *read(): AsyncIterable<SourceEvent> {
    for (let line = 1; line <= 180; line++) {
      await vi.advanceTimersByTimeAsync(10_000);
      yield { file: 'slow.ftm.json', line, rejected: 'not a record' };
    }
    yield {
      file: 'slow.ftm.json',
      line: 181,
      items: [
        {
          kind: 'entity',
          entity: { id: 'c1', schema: 'Company', properties: { name: ['Een B.V. (fictitious)'] } },
        },
      ],
    };
  },
};

describe('the heartbeat of a running import', () => {
  it('is written every 10 s of the import, however few records fill its batches', async () => {
    const { store } = await openMigratedStore('sqlite::memory:');
    try {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      const beats: number[] = [];
      const heartbeat = store.reference.heartbeat.bind(store.reference);
      vi.spyOn(store.reference, 'heartbeat').mockImplementation((versionId) => {
        beats.push(Date.now());
        return heartbeat(versionId);
      });
      const started = Date.now();
      const report = await runImport({
        store,
        format: slowRejects,
        paths: ['slow.ftm.json'],
        dataset: 'slow',
        allowShrink: true,
      });
      expect(report).toMatchObject({ records: 1, rejected: 180 });
      // About one a 10 s over the 30 minutes: none of the batches of 5,000 was ever filled.
      expect(beats.length).toBeGreaterThanOrEqual(170);
      const gaps = beats.map((at, i) => at - (beats[i - 1] ?? started));
      expect(Math.max(...gaps)).toBeLessThanOrEqual(20_000);
    } finally {
      vi.useRealTimers();
      await store.close();
    }
  });
});
