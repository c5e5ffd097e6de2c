import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import type { NameIndex } from './watchlist.js';
import { Watchlist } from './watchlist.js';
import type { ScreeningRecord } from './types.js';

/** Listed persons read back at once, as rows from SQLite are: never a turn of the event loop. */
async function* listedPersons(count: number): AsyncGenerator<{ dataset: string; entity: Entity }> {
  for (let i = 0; i < count; i++) {
    // A microtask, as an already answered read is: no turn of the event loop.
    await Promise.resolve();
    yield {
      dataset: 'fictitious-list',
      entity: {
        id: `p-${i}`,
        schema: 'Person',
        properties: { name: [`Person ${i} (fictitious)`], topics: ['sanction'] },
      },
    };
  }
}

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // the work of a row, stretched
  }
};

describe('Watchlist.build', () => {
  it('lets the event loop run while it reads a long list', async () => {
    let timerRan = false;
    let timerRanWhileReading = false;
    setTimeout(() => (timerRan = true), 0);
    const toRecord = (entity: Entity): ScreeningRecord => {
      busy(1);
      if (entity.id === 'p-59') timerRanWhileReading = timerRan;
      return {
        id: entity.id,
        kind: 'person',
        names: entity.properties.name ?? [],
        birthDates: [],
        countries: [],
        identifiers: [],
        topics: ['sanction'],
        datasets: ['fictitious-list'],
      };
    };
    const index: NameIndex = { search: () => [] };
    const watchlist = await Watchlist.build(listedPersons(60), toRecord, () => index);
    expect(watchlist.size).toBe(60);
    expect(timerRanWhileReading).toBe(true);
  });
});
