import { describe, expect, it } from 'vitest';
import { AddressPlan } from './address-plan.js';
import { companyBase, personSlot } from './companies.js';
import { DemoContext } from './context.js';

describe('DemoContext', () => {
  it.each([
    { companies: 300, addresses: 1000 },
    // More companies than addresses: some share an address.
    { companies: 500, addresses: 200 },
  ])('finds who is at an address from the address alone ($companies, $addresses)', (sizes) => {
    const ctx = new DemoContext({ seed: 5, entities: 10, ...sizes });
    for (let k = 0; k < sizes.companies; k++) {
      expect(ctx.companiesAt(ctx.companyHome(k))).toContain(k);
      const base = companyBase(ctx.seed, k);
      for (let j = 0; j < base.persons; j++) {
        const slot = personSlot(k, j);
        expect(ctx.personsAt(ctx.personHome(slot)), `${k}/${j}`).toContain(slot);
      }
    }
    // Nobody is found twice, and only persons that exist are found.
    let found = 0;
    for (let a = 0; a < sizes.addresses; a++) {
      const slots = ctx.personsAt(a);
      expect(new Set(slots).size).toBe(slots.length);
      found += slots.length;
    }
    let persons = 0;
    for (let k = 0; k < sizes.companies; k++) persons += companyBase(ctx.seed, k).persons;
    expect(found).toBe(persons);
  });
});

describe('AddressPlan', () => {
  it('gives each index one address, the same whether streamed or looked up', () => {
    const plan = new AddressPlan(3, 5000);
    let index = 0;
    for (let s = 0; s < plan.streets; s++) {
      for (const a of plan.street(s)) {
        expect(a.index).toBe(index);
        expect(plan.at(index)).toEqual(a);
        index++;
      }
    }
    expect(index).toBe(5000);
  });

  it('scales to large sets without running out of postcodes', () => {
    const plan = new AddressPlan(1, 2_000_000);
    expect(plan.at(1_999_999).postcode).toMatch(/^[1-9]\d{3}[A-Z]{2}$/);
  });
});
