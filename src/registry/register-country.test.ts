import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { byNumberOrder } from './company-directory-data.js';
import { otherKvkReading, registeredInNetherlands, withoutKvkLabel } from './register-country.js';

const company = (id: string, properties: Record<string, string[]>): Entity => ({
  id,
  schema: 'Company',
  properties: { name: [`${id} (fictitious)`], registrationNumber: ['96200001'], ...properties },
});

describe('registeredInNetherlands', () => {
  it('is certain only of a record whose register countries are the Netherlands alone', () => {
    expect(registeredInNetherlands(company('a', { jurisdiction: ['nl'] }))).toBe('yes');
    expect(registeredInNetherlands(company('b', { country: ['nl'] }))).toBe('yes');
    // A jurisdiction outweighs a country the company is associated with.
    expect(registeredInNetherlands(company('c', { jurisdiction: ['gb'], country: ['nl'] }))).toBe(
      'no',
    );
    expect(registeredInNetherlands(company('d', { country: ['gb'] }))).toBe('no');
    expect(registeredInNetherlands(company('e', { country: ['gb', 'nl'] }))).toBe('unknown');
    expect(registeredInNetherlands(company('f', {}))).toBe('unknown');
  });

  it('orders the records of a KvK number: the Netherlands, then the uncertain, then abroad', () => {
    const records = [
      company('a-gb', { jurisdiction: ['gb'] }),
      company('b-gb-nl', { country: ['gb', 'nl'] }),
      company('c-none', {}),
      company('d-nl', { jurisdiction: ['nl'] }),
    ];
    expect([...records].sort(byNumberOrder('96200001')).map((r) => r.id)).toEqual([
      'd-nl',
      'b-gb-nl',
      'c-none',
      'a-gb',
    ]);
    // A number of another form is no KvK number: register order alone.
    expect([...records].sort(byNumberOrder('HRB999')).map((r) => r.id)).toEqual([
      'a-gb',
      'b-gb-nl',
      'c-none',
      'd-nl',
    ]);
  });
});

describe('reading a number given as a KvK number', () => {
  it('restores the leading zero of seven digits, and drops no digit of nine', () => {
    expect(otherKvkReading('1234567')).toEqual({
      number: '01234567',
      remark: 'has seven digits: read as 01234567, its leading zero restored',
    });
    expect(otherKvkReading('001234567')).toBeUndefined();
    expect(otherKvkReading('12345678')).toBeUndefined();
    expect(withoutKvkLabel('KVKNUMMER12345678')).toBe('12345678');
  });
});
