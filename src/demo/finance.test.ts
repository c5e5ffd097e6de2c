import { describe, expect, it } from 'vitest';
import { companyBase, REFERENCE_DATE } from './companies.js';
import { claimRows, financialsRow } from './finance.js';

const SEED = 3;
const bases = Array.from({ length: 1500 }, (_, k) => companyBase(SEED, k));
const lastDay = (dissolved: string | undefined) => dissolved ?? REFERENCE_DATE;

describe('demo financials and claims', () => {
  it('describe the company while it existed, not after its dissolution', () => {
    const dissolved = bases.filter((b) => b.dissolved !== undefined);
    expect(dissolved.length).toBeGreaterThan(0);
    for (const base of bases) {
      const asOf = String(financialsRow(SEED, base).as_of);
      expect(asOf <= lastDay(base.dissolved), `${base.kvk} ${asOf}`).toBe(true);
      expect(asOf >= base.incorporated, `${base.kvk} ${asOf}`).toBe(true);
      for (const claim of claimRows(SEED, base)) {
        const received = String(claim.received_date);
        expect(received <= lastDay(base.dissolved), `${base.kvk} ${received}`).toBe(true);
        expect(received >= base.incorporated, `${base.kvk} ${received}`).toBe(true);
      }
    }
  });

  it('give an open claim its age on the day the data describes; a closed one ran no longer', () => {
    let open = 0;
    for (const base of bases) {
      const end = lastDay(base.dissolved);
      for (const claim of claimRows(SEED, base)) {
        const age = Math.round(
          (Date.parse(end) - Date.parse(String(claim.received_date))) / 86_400_000,
        );
        if (claim.closed) {
          expect(Number(claim.duration_days)).toBeLessThanOrEqual(age);
          continue;
        }
        open++;
        // A dissolved company's claims were settled or written off with it.
        expect(base.dissolved, base.kvk).toBeUndefined();
        expect(claim.duration_days, `${base.kvk} ${String(claim.received_date)}`).toBe(age);
      }
    }
    expect(open).toBeGreaterThan(0);
  });
});
