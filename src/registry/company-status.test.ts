import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { companyStatusOf, unmappedStatusOf } from './company-status.js';

const company = (status: string[], dissolutionDate?: string): Entity => ({
  id: 'x',
  schema: 'Company',
  properties: { status, ...(dissolutionDate && { dissolutionDate: [dissolutionDate] }) },
});

describe('companyStatusOf', () => {
  it.each([
    [['ACTIVE'], undefined, 'active'],
    [['In liquidatie'], undefined, 'in_liquidation'],
    [['failliet'], undefined, 'bankrupt'],
    [['ontbonden'], undefined, 'dissolved'],
    [['lapsed'], '2020-01-01', 'dissolved'],
    [['lapsed'], undefined, undefined],
    [[], undefined, undefined],
    // Insolvency and deregistration as registers write them.
    [['In staat van faillissement'], undefined, 'bankrupt'],
    [['Bankruptcy'], undefined, 'bankrupt'],
    [['Uitgeschreven'], undefined, 'dissolved'],
    [['Struck off'], undefined, 'dissolved'],
    [['Struck-Off'], undefined, 'dissolved'],
    [['Deregistered'], undefined, 'dissolved'],
    [['Closed'], undefined, 'dissolved'],
    [['Liquidated'], undefined, 'dissolved'],
    // GLEIF: INACTIVE with an expiration date (reason DISSOLVED) is a dissolved entity.
    [['inactive'], '2024-06-30', 'dissolved'],
    [['inactive'], undefined, 'inactive'],
    [['active'], '2024-06-30', 'active'],
  ])('status %j (dissolved %s) is %s', (status, dissolved, expected) => {
    expect(companyStatusOf(company(status, dissolved))).toBe(expected);
  });
});

describe('unmappedStatusOf', () => {
  it.each(['Surseance van betaling', 'Receivership', 'Administration', 'Insolvency'])(
    '%s is no status code, and is named as the register wrote it',
    (word) => {
      expect(companyStatusOf(company([word]))).toBeUndefined();
      expect(unmappedStatusOf(company([` ${word} `]))).toBe(word);
    },
  );

  it('is none where the status is a code, or there is no status', () => {
    expect(unmappedStatusOf(company(['Failliet']))).toBeUndefined();
    expect(unmappedStatusOf(company([]))).toBeUndefined();
    expect(unmappedStatusOf(company(['lapsed'], '2020-01-01'))).toBeUndefined();
  });
});
