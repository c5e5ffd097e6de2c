import { describe, expect, it } from 'vitest';
import type { BalanceSheetData, ClaimData, FinancialsData } from '../../entities/records.js';
import { balanceSheetEntries, claimOf, financialsOf } from './finance.js';

const row = (year: number, item: BalanceSheetData['item'], amount: string): BalanceSheetData => ({
  kvk_number: '12345678',
  year,
  item,
  amount,
  scope: 'own',
});

const claim = (received_date: string, closed: boolean, duration_days = 40): ClaimData => ({
  kvk_number: '12345678',
  received_date,
  duration_days,
  claim_amount: '1200.00',
  paid_amount: '0.00',
  closed,
  legal_action: true,
  disputed: false,
  foreign: false,
});

const score = { code: 'BBG1' } as const;
const financials = (as_of: string): FinancialsData => ({
  kvk_number: '12345678',
  risk_rating: { code: 'BRR2' },
  payment_behavior: score,
  payment_behavior_norm: score,
  payment_behavior3_months_ago: score,
  issued_share_capital: '20000',
  as_of,
});

describe('company finance sections', () => {
  it('groups balance sheet rows into one entry per year, newest first', () => {
    const entries = balanceSheetEntries([
      row(2024, 'equity', '100.00'),
      row(2025, 'equity', '150.00'),
      row(2025, 'total_assets', '900.00'),
    ]);
    expect(entries).toEqual([
      { year: 2025, currency: 'EUR', equity: '150.00', total_assets: '900.00' },
      { year: 2024, currency: 'EUR', equity: '100.00' },
    ]);
  });

  it('says whose group consolidated figures are of, one entry per year and parent', () => {
    const holding = {
      parent_name: 'Holding S.A. (fictitious)',
      parent_registration_number: 'B123456',
      parent_country: 'LU',
    };
    const other = { ...holding, parent_name: 'Group B.V. (fictitious)', parent_country: 'NL' };
    const consolidated = (
      of: typeof holding,
      year: number,
      item: 'equity' | 'total_assets',
      amount: string,
    ) => ({
      ...row(year, item, amount),
      scope: 'parent_consolidated' as const,
      ...of,
    });
    const entries = balanceSheetEntries([
      consolidated(holding, 2024, 'equity', '500.00'),
      consolidated(holding, 2025, 'equity', '700.00'),
      consolidated(other, 2025, 'equity', '300.00'),
      consolidated(other, 2025, 'total_assets', '950.00'),
    ]);
    expect(entries).toEqual([
      { year: 2025, currency: 'EUR', ...other, equity: '300.00', total_assets: '950.00' },
      { year: 2025, currency: 'EUR', ...holding, equity: '700.00' },
      { year: 2024, currency: 'EUR', ...holding, equity: '500.00' },
    ]);
  });

  it('orders the parents of one year by name alike on every server, whatever its locale', () => {
    // Code-point order, as owners are ordered: the server's locale would put "de Groot" first.
    const entry = (parent_name: string) => ({
      ...row(2025, 'equity', '1.00'),
      scope: 'parent_consolidated' as const,
      parent_name,
    });
    const names = balanceSheetEntries([
      entry('de Groot Holding B.V. (fictitious)'),
      entry('Zander Holding B.V. (fictitious)'),
    ]).map((e) => e.parent_name);
    expect(names).toEqual([
      'Zander Holding B.V. (fictitious)',
      'de Groot Holding B.V. (fictitious)',
    ]);
  });

  it("writes a closed claim in the contract's string fields, with the duration it ran", () => {
    expect(claimOf(claim('2026-01-05', true), '2026-11-26')).toEqual({
      receivedDate: '2026-01-05',
      durationDays: '40',
      claimAmount: '1200.00',
      paidAmount: '0.00',
      closed: 'true',
      legalAction: 'true',
      disputed: 'false',
      foreign: 'false',
    });
  });

  it('gives an open claim its age on the check date, not the figure of the data file', () => {
    expect(claimOf(claim('2026-02-15', false, 7), '2026-11-26').durationDays).toBe('284');
    expect(claimOf(claim('2024-02-28', false, 7), '2024-03-01').durationDays).toBe('2');
    // Received on the check date, or dated later by mistake: it has not run yet.
    expect(claimOf(claim('2026-11-26', false, 7), '2026-11-26').durationDays).toBe('0');
    expect(claimOf(claim('2026-12-01', false, 7), '2026-11-26').durationDays).toBe('0');
  });

  it('names the financials record and the claims dated after the dissolution', () => {
    const { part, note } = financialsOf(
      [financials('1986-12-31'), financials('2026-08-29')],
      [claim('1986-05-01', true), claim('2026-02-15', false), claim('1987-01-28', true)],
      { checkDate: '2026-11-26', dissolutionDate: '1987-01-28' },
    );
    // Shown as the data has them, with the caveat beside them.
    expect(part?.financial_info?.issued_share_capital).toBe('20000');
    expect(part?.claims?.map((c) => c.receivedDate)).toEqual([
      '2026-02-15',
      '1987-01-28',
      '1986-05-01',
    ]);
    expect(note).toEqual({
      financials_record: '2026-08-29',
      claims: 3,
      dated_after_dissolution: {
        dissolution_date: '1987-01-28',
        financials_record: '2026-08-29',
        claims_received: ['2026-02-15'],
      },
    });
  });

  it('names nothing after the dissolution where the records predate it, or the company exists', () => {
    const dissolved = financialsOf([financials('1986-12-31')], [claim('1986-05-01', true)], {
      checkDate: '2026-11-26',
      dissolutionDate: '1987-01-28',
    });
    expect(dissolved.note).not.toHaveProperty('dated_after_dissolution');
    const active = financialsOf([financials('2026-08-29')], [claim('2026-02-15', false)], {
      checkDate: '2026-11-26',
    });
    expect(active.note).toEqual({ financials_record: '2026-08-29', claims: 1 });
    expect(financialsOf([], [], { checkDate: '2026-11-26' }).part).toBeUndefined();
  });
});
