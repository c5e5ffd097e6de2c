import { describe, expect, it } from 'vitest';
import { companyBase } from './companies.js';
import { companyPlan, type CompanyPlan } from './company-plan.js';
import { foreignCompany, foreignCount } from './foreign.js';
import { adultFrom, dutchPerson } from './people.js';

const SEED = 3;
const COMPANIES = 1500;
const FOREIGN = foreignCount(COMPANIES);
const plans: CompanyPlan[] = Array.from({ length: COMPANIES }, (_, k) =>
  companyPlan(SEED, k, COMPANIES, FOREIGN),
);
const incorporatedOf = (kind: string, ref: number): string | undefined =>
  kind === 'company'
    ? companyBase(SEED, ref).incorporated
    : kind === 'foreign'
      ? foreignCompany(SEED, ref).incorporated
      : undefined;

describe('the dates of demo company relations', () => {
  it('start no owner or director after the company was dissolved', () => {
    const dissolved = plans.filter((p) => p.base.dissolved !== undefined);
    expect(dissolved.length).toBeGreaterThan(COMPANIES / 50);
    for (const { base, owners, directors } of dissolved) {
      for (const party of [...owners, ...directors]) {
        expect(party.since <= (base.dissolved ?? ''), `${base.kvk} ${party.since}`).toBe(true);
      }
    }
  });

  it('let a company hold shares or a directorship only from its own incorporation', () => {
    let companies = 0;
    for (const { base, owners, directors } of plans) {
      for (const party of [...owners, ...directors]) {
        const incorporated = incorporatedOf(party.kind, party.ref);
        if (incorporated === undefined) continue;
        companies++;
        expect(party.since >= incorporated, `${base.kvk} ${party.kind} ${party.ref}`).toBe(true);
      }
    }
    expect(companies).toBeGreaterThan(COMPANIES / 10);
    for (let f = 0; f < FOREIGN; f++) {
      for (const owner of foreignCompany(SEED, f).owners) {
        if (owner.kind !== 'foreign') continue;
        expect(owner.since >= foreignCompany(SEED, owner.ref).incorporated, `foreign ${f}`).toBe(
          true,
        );
      }
    }
  });

  it('give a sole proprietorship its owner from the day it was registered, of age then', () => {
    const sole = plans.filter((p) => p.base.form === 'Eenmanszaak');
    expect(sole.length).toBeGreaterThan(0);
    for (const { base, directors } of sole) {
      const owner = directors.find((d) => d.role === 'Eigenaar');
      expect(owner?.since, base.kvk).toBe(base.incorporated);
      expect(base.incorporated >= adultFrom(dutchPerson(SEED, base.index, 0)), base.kvk).toBe(true);
    }
  });
});
