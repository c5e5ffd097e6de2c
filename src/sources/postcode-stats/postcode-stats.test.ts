import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { postcodeAreas } from '../../entities/records.js';
import { collectEvents } from '../collect-events.js';
import { postcodeStatsFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/postcode-stats.csv', import.meta.url));

describe('postcode-stats format', () => {
  it('reads statistics keyed by postcode area at three levels', async () => {
    const { records } = await collectEvents(postcodeStatsFormat, [fixture]);
    expect(postcodeStatsFormat.name).toBe('postcode-stats');
    expect(records.map((r) => r.key)).toEqual(['1012', '1012A', '1012AB', '9999']);
    expect(Object.values(postcodeAreas('1012AB'))).toEqual(['1012', '1012A', '1012AB']);
    expect(records[2]?.data).toEqual({
      area: '1012AB',
      level: 'pc6',
      addresses: 38,
      residents: 61,
      checks: 7,
      risk: 'PRR3',
      description: 'Hoog risico: veel inschrijvingen, weinig bewoners',
    });
    expect(records[3]?.data).not.toHaveProperty('description');
  });

  it('rejects bad rows with their line and column', async () => {
    const { rejected } = await collectEvents(postcodeStatsFormat, [fixture]);
    expect(rejected.map((r) => [r.line, r.reason])).toEqual([
      [6, 'area: "1012A" is not a pc4 postcode area'],
      [7, 'risk: "PRR4" is not one of PRR0, PRR1, PRR2, PRR3'],
      [8, 'addresses: -1 is not between 0 and 9007199254740991'],
      [9, 'checks: "many" is not a whole number'],
      [10, 'level: "pc7" is not one of pc4, pc5, pc6'],
    ]);
  });
});
