/**
 * What every part of one demo generation shares: the sizes, the address plan, and the
 * scatters that place companies and persons at addresses. Placement works both ways without a
 * table: company k is at address companyHome(k); companiesAt(a) finds the companies at a.
 */
import { AddressPlan, type DemoAddress } from './address-plan.js';
import { companyBase } from './companies.js';
import { foreignCount } from './foreign.js';
import { PERSON_SLOTS } from './people.js';
import { Scatter } from './prng.js';

export interface DemoOptions {
  seed: number;
  companies: number;
  addresses: number;
  /** Subjects (persons and companies) on the fictitious screening list. */
  entities: number;
}

export const DEMO_DEFAULTS: DemoOptions = {
  seed: 1,
  companies: 2000,
  addresses: 20_000,
  entities: 1000,
};

export const FICTITIOUS = 'Fictitious demo data';

export class DemoContext {
  readonly plan: AddressPlan;
  readonly foreignTotal: number;
  private readonly companyScatter: Scatter;
  private readonly personScatter: Scatter;

  constructor(readonly options: DemoOptions) {
    this.plan = new AddressPlan(options.seed, options.addresses);
    this.foreignTotal = foreignCount(options.companies);
    this.companyScatter = new Scatter(options.addresses, options.seed * 7 + 3);
    this.personScatter = new Scatter(options.addresses, options.seed * 13 + 5);
  }

  get seed(): number {
    return this.options.seed;
  }

  /** The index of company k's address. */
  companyHome(k: number): number {
    return this.companyScatter.forward(k % this.options.addresses);
  }

  companyAddress(k: number): DemoAddress {
    return this.plan.at(this.companyHome(k));
  }

  /** The companies registered at address `a`. */
  companiesAt(a: number): number[] {
    const found: number[] = [];
    const m = this.options.addresses;
    for (let k = this.companyScatter.backward(a); k < this.options.companies; k += m) {
      found.push(k);
    }
    return found;
  }

  /** Where person slot `slot` lives: a sole trader at the business, anyone else scattered. */
  personHome(slot: number): number {
    const k = Math.floor(slot / PERSON_SLOTS);
    if (slot % PERSON_SLOTS === 0 && companyBase(this.seed, k).form === 'Eenmanszaak') {
      return this.companyHome(k);
    }
    return this.personScatter.forward(slot % this.options.addresses);
  }

  /** The person slots (of persons that exist) living at address `a`. */
  personsAt(a: number): number[] {
    const found: number[] = [];
    const m = this.options.addresses;
    const slots = this.options.companies * PERSON_SLOTS;
    for (let slot = this.personScatter.backward(a); slot < slots; slot += m) {
      const k = Math.floor(slot / PERSON_SLOTS);
      const j = slot % PERSON_SLOTS;
      const base = companyBase(this.seed, k);
      if (j >= base.persons || (j === 0 && base.form === 'Eenmanszaak')) continue;
      found.push(slot);
    }
    for (const k of this.companiesAt(a)) {
      if (companyBase(this.seed, k).form === 'Eenmanszaak') found.push(k * PERSON_SLOTS);
    }
    return found;
  }
}
