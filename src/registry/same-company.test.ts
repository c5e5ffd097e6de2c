import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import type { Related } from './registry.js';
import { fullestRecordFirst, isSameCompany } from './same-company.js';

const company = (id: string, properties: Record<string, string[]>): Entity => ({
  id,
  schema: 'Company',
  properties,
});

// The KvK register's own record and GLEIF's record of the same company.
const kvk = company('demo-co-12345678', {
  name: ['Pinas Makelaars B.V.'],
  registrationNumber: ['12345678'],
  country: ['nl'],
  status: ['active'],
  phone: ['+31204716067'],
});
const gleif = company('lei-724500PINASMAKEL0085', {
  name: ['PINAS MAKELAARS B.V.'],
  registrationNumber: ['12345678'],
  jurisdiction: ['nl'],
  country: ['nl'],
  status: ['active'],
});

describe('isSameCompany', () => {
  it('takes records with one number, one country and one name for one company', () => {
    expect(isSameCompany(kvk, gleif)).toBe(true);
    const spelled = (name: string) => company('x', { ...gleif.properties, name: [name] });
    expect(isSameCompany(kvk, spelled('Pinas Makelaars Besloten Vennootschap'))).toBe(true);
    expect(isSameCompany(kvk, spelled('pinas makelaars bv'))).toBe(true);
    // A source that leaves the legal form out still names the company.
    expect(isSameCompany(kvk, spelled('Pinas Makelaars'))).toBe(true);
  });

  it('keeps apart what only shares a number', () => {
    const other = (properties: Record<string, string[]>) =>
      company('x', { ...gleif.properties, ...properties });
    expect(isSameCompany(kvk, other({ name: ['Pinas Vastgoed B.V.'] }))).toBe(false);
    expect(isSameCompany(kvk, other({ name: ['Pinas Makelaars N.V.'] }))).toBe(false);
    expect(isSameCompany(kvk, other({ name: ['Pinas Makelaars Holding B.V.'] }))).toBe(false);
    // Another country's register may give the same digits to another company.
    expect(isSameCompany(kvk, other({ country: ['gb'], jurisdiction: ['gb'] }))).toBe(false);
    expect(isSameCompany(kvk, other({ country: [], jurisdiction: [] }))).toBe(false);
    expect(isSameCompany(kvk, other({ registrationNumber: ['87654321'] }))).toBe(false);
    // Two states' registers are two registers; a seat elsewhere is not the register's country.
    const delaware = company('us1', {
      name: ['Acme Inc.'],
      registrationNumber: ['123'],
      jurisdiction: ['us-de'],
    });
    const newYork = company('us2', { ...delaware.properties, jurisdiction: ['us-ny'] });
    expect(isSameCompany(delaware, newYork)).toBe(false);
    expect(isSameCompany(delaware, company('us3', { ...delaware.properties }))).toBe(true);
    expect(isSameCompany(kvk, other({ jurisdiction: ['gb'], country: ['nl'] }))).toBe(false);
    // A list's entry for the company is a listing, not the company.
    expect(isSameCompany(kvk, other({ topics: ['sanction'] }))).toBe(false);
  });
});

describe('fullestRecordFirst', () => {
  const relation = { relation: company('r', {}), other: undefined } satisfies Related;
  const registry = (directors: Record<string, number>, owners: Record<string, number> = {}) => ({
    directors: (id: string) => Promise.resolve(Array<Related>(directors[id] ?? 0).fill(relation)),
    owners: (id: string) => Promise.resolve(Array<Related>(owners[id] ?? 0).fill(relation)),
  });
  const namesake = company('demo-co-99999999', {
    name: ['Pinas Makelaars B.V.'],
    registrationNumber: ['99999999'],
    country: ['nl'],
  });

  it('puts the record with directors and owners first, where the first of its company stood', async () => {
    const order = await fullestRecordFirst(registry({ [kvk.id]: 2 }), [namesake, gleif, kvk]);
    expect(order.map((e) => e.id)).toEqual([namesake.id, kvk.id, gleif.id]);
  });

  it('puts the record with directors before one with more owners: a check reads every record’s owners', async () => {
    // GLEIF's record with its direct and ultimate consolidation parents, the KvK's with a board.
    const order = await fullestRecordFirst(registry({ [kvk.id]: 1 }, { [gleif.id]: 2 }), [
      gleif,
      kvk,
    ]);
    expect(order.map((e) => e.id)).toEqual([kvk.id, gleif.id]);
    // Owners still break a tie of directors and identity details.
    const bare = company('lei-2', { ...gleif.properties, phone: ['+31200000000'] });
    const tie = await fullestRecordFirst(registry({}, { [kvk.id]: 1 }), [bare, kvk]);
    expect(tie.map((e) => e.id)).toEqual([kvk.id, bare.id]);
  });

  it('groups a record only with records that are all one company with it, whatever the order', async () => {
    const noForm = company('a', { ...kvk.properties, name: ['Pinas Makelaars'] });
    const bv = company('b', { ...kvk.properties, name: ['Pinas Makelaars B.V.'] });
    const nv = company('c', { ...kvk.properties, name: ['Pinas Makelaars N.V.'] });
    const between = company('x', {
      name: ['Other B.V.'],
      registrationNumber: ['1'],
      country: ['nl'],
    });
    const grouped = await fullestRecordFirst(registry({}), [noForm, between, nv, bv]);
    // The N.V. joins the record without a legal form; the B.V. is another company than the
    // N.V., so it stays where it stood rather than joining their group.
    expect(grouped.map((e) => e.id)).toEqual(['a', 'c', 'x', 'b']);
  });

  it('then the record holding more identity details, else the order given', async () => {
    const fuller = await fullestRecordFirst(registry({}), [gleif, kvk]);
    expect(fuller.map((e) => e.id)).toEqual([kvk.id, gleif.id]);
    const bare = company('lei-2', { ...gleif.properties, phone: ['+31200000000'] });
    const tie = await fullestRecordFirst(registry({}), [bare, kvk]);
    expect(tie.map((e) => e.id)).toEqual([bare.id, kvk.id]);
  });
});
