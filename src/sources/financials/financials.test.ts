import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectEvents } from '../collect-events.js';
import { financialsFormat } from './index.js';

const fixture = fileURLToPath(new URL('./fixtures/financials.csv', import.meta.url));

describe('financials format', () => {
  it('is named for veracheck import', () => {
    expect(financialsFormat.name).toBe('financials');
  });

  it('reads financial information keyed by KvK number', async () => {
    const { records } = await collectEvents(financialsFormat, [fixture]);
    expect(records.map((r) => r.key)).toEqual(['12345678', '87654321', '77889900']);
    expect(records[0]).toEqual({
      type: 'financials',
      key: '12345678',
      data: {
        kvk_number: '12345678',
        risk_rating: { code: 'BRR1', message: 'Laag risico' },
        payment_behavior: { code: 'BBG1', message: 'Betaalt binnen de termijn', term: 30 },
        payment_behavior_norm: {
          code: 'BBG1',
          message: 'Branche betaalt binnen de termijn',
          term: 30,
        },
        payment_behavior3_months_ago: {
          code: 'BBG2',
          message: 'Betaalt licht na de termijn',
          term: 38,
        },
        equity: '1250000.00',
        cash: '310000.50',
        credit_guide: '75000',
        issued_share_capital: '18000',
        paid_up_share_capital: '18000',
        as_of: '2026-06-30',
      },
    });
  });

  it('leaves empty optional columns out', async () => {
    const { records } = await collectEvents(financialsFormat, [fixture]);
    expect(records[1]?.data).toEqual({
      kvk_number: '87654321',
      risk_rating: { code: 'BRR0', message: 'Onbekend, geen jaarrekening gedeponeerd' },
      payment_behavior: { code: 'BBG0' },
      payment_behavior_norm: { code: 'BBG0' },
      payment_behavior3_months_ago: { code: 'BBG0' },
      as_of: '2026-06-30',
    });
    expect(records[2]?.data).toMatchObject({ equity: '-42000.00', cash: '-1250.75' });
  });

  it('rejects bad rows with their line and column', async () => {
    const { rejected } = await collectEvents(financialsFormat, [fixture]);
    expect(rejected.map((r) => [r.line, r.reason.split(':')[0]])).toEqual([
      [4, 'risk_rating_code'],
      [5, 'kvk_number'],
      [6, 'as_of'],
      [8, 'has 17 fields where the header has 18'],
      [9, 'credit_guide'],
      [10, 'equity'],
      [11, 'payment_behavior_term'],
    ]);
    expect(rejected[0]?.reason).toBe(
      'risk_rating_code: "BRR7" is not one of BRR0, BRR1, BRR2, BRR3, BRR4, BRR5',
    );
    expect(rejected[0]?.file).toBe(fixture);
  });
});
