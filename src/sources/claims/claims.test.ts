import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectEvents } from '../collect-events.js';
import { claimsFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/claims.csv', import.meta.url));

describe('claims format', () => {
  it('reads claims, several per KvK number', async () => {
    const { records } = await collectEvents(claimsFormat, [fixture]);
    expect(claimsFormat.name).toBe('claims');
    expect(records.map((r) => r.key)).toEqual(['12345678', '12345678', '77889900']);
    expect(records[1]).toEqual({
      type: 'claims',
      key: '12345678',
      data: {
        kvk_number: '12345678',
        received_date: '2026-04-18',
        duration_days: 12,
        claim_amount: '18400.50',
        paid_amount: '0',
        closed: false,
        legal_action: true,
        disputed: true,
        foreign: false,
      },
    });
    expect(records[2]?.data).toMatchObject({ received_date: '2024-02-29', foreign: true });
  });

  it('rejects bad rows with their line and column', async () => {
    const { rejected } = await collectEvents(claimsFormat, [fixture]);
    expect(rejected.map((r) => [r.line, r.reason])).toEqual([
      [5, 'closed: "yes" is not true or false'],
      [6, 'claim_amount: -500 is negative'],
      [7, 'received_date: "15-01-2026" is not a date (YYYY-MM-DD)'],
      [8, 'duration_days: "drie" is not a whole number'],
      [9, 'has 8 fields where the header has 9'],
      [10, 'unexpected character after a closing quote in field 1'],
      [11, 'claim_amount: "1,000.00" is not an amount in euros (such as 1250000 or -310.50)'],
    ]);
  });
});
