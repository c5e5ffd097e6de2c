import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { referenceRows } from './reference-rows.js';

const company: Entity = {
  id: 'co-1',
  schema: 'Company',
  properties: { name: ['Voorbeeld B.V.'], registrationNumber: ['12345678'], vatCode: ['NL1'] },
};

describe('referenceRows', () => {
  it('stores an entity under the keys its item carries, and makes them only when it carries none', () => {
    const keysOf = (rows: ReturnType<typeof referenceRows>) => rows.keys.map((row) => row.key);
    // The import made and checked the keys: staging takes them as they are.
    const given = referenceRows('v1', [
      { kind: 'entity', entity: company, keys: ['reg:12345678'] },
    ]);
    expect(keysOf(given)).toEqual(['reg:12345678']);
    expect(keysOf(referenceRows('v1', [{ kind: 'entity', entity: company }]))).toEqual([
      'reg:12345678',
      'vat:NL1',
    ]);
  });

  it('refuses to stage an entity with a key too long for an index', () => {
    const long: Entity = { ...company, properties: { registrationNumber: ['9'.repeat(1200)] } };
    expect(() => referenceRows('v1', [{ kind: 'entity', entity: long }])).toThrow(
      'co-1: registrationNumber is too long to be looked up by: its key is 1204 bytes, at most 1000',
    );
  });
});
