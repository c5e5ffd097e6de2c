import { describe, expect, it } from 'vitest';
import type { BalanceSheetData, ClaimData } from '../../entities/records.js';
import { balanceSheetEntries, claimOf } from './finance.js';

const row = (year: number, item: BalanceSheetData['item'], amount: string): BalanceSheetData => ({
  kvk_number: '12345678',
  year,
  item,
  amount,
  scope: 'own',
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

  it("writes a claim in the contract's string fields", () => {
    const claim: ClaimData = {
      kvk_number: '12345678',
      received_date: '2026-01-05',
      duration_days: 40,
      claim_amount: '1200.00',
      paid_amount: '0.00',
      closed: false,
      legal_action: true,
      disputed: false,
      foreign: false,
    };
    expect(claimOf(claim)).toEqual({
      receivedDate: '2026-01-05',
      durationDays: '40',
      claimAmount: '1200.00',
      paidAmount: '0.00',
      closed: 'false',
      legalAction: 'true',
      disputed: 'false',
      foreign: 'false',
    });
  });
});
