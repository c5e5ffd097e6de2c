import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectEvents } from '../collect-events.js';
import { balanceSheetFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/balance-sheet.csv', import.meta.url));
const withParents = fileURLToPath(new URL('./fixtures/balance-sheet-parents.csv', import.meta.url));

describe('balance-sheet format', () => {
  it('reads figures per KvK number, own and parent-consolidated', async () => {
    const { records } = await collectEvents(balanceSheetFormat, [fixture]);
    expect(balanceSheetFormat.name).toBe('balance-sheet');
    expect(records).toHaveLength(5);
    expect(new Set(records.map((r) => r.key))).toEqual(new Set(['12345678']));
    expect(records.map((r) => r.data)).toContainEqual({
      kvk_number: '12345678',
      year: 2025,
      item: 'net_result',
      amount: '-35000',
      scope: 'own',
    });
    expect(records[4]?.data).toMatchObject({ item: 'revenue', scope: 'parent_consolidated' });
  });

  it('rejects bad rows with their line and column', async () => {
    const { rejected } = await collectEvents(balanceSheetFormat, [fixture]);
    expect(rejected.map((r) => [r.line, r.reason.split(':')[0]])).toEqual([
      [7, 'item'],
      [8, 'year'],
      [9, 'scope'],
      [10, 'amount'],
      [11, 'has 3 fields where the header has 5'],
    ]);
    expect(rejected[1]?.reason).toBe('year: 1850 is not between 1900 and 2100');
  });

  it('reads which parent consolidated figures are of, where the file names it', async () => {
    const { records, rejected } = await collectEvents(balanceSheetFormat, [withParents]);
    expect(records.map((r) => r.data)).toEqual([
      { kvk_number: '12345678', year: 2025, item: 'equity', amount: '150000', scope: 'own' },
      ...['equity', 'revenue'].map((item, i) => ({
        kvk_number: '12345678',
        year: 2025,
        item,
        amount: ['2400000', '9100000'][i],
        scope: 'parent_consolidated',
        parent_name: 'Holding S.A. (fictitious)',
        parent_registration_number: 'B123456',
        parent_country: 'LU',
      })),
    ]);
    expect(rejected.map((r) => [r.line, r.reason])).toEqual([
      [5, 'parent_name: only rows of scope parent_consolidated name a parent (this row is own)'],
      [6, expect.stringMatching(/^parent_country: /) as unknown],
    ]);
  });
});
