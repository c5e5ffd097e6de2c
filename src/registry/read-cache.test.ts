import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import { cachedReads, type RegistryReads } from './read-cache.js';

const entity = (id: string): Entity => ({ id, schema: 'Company', properties: { name: [id] } });

/** A store stand-in that counts what it is asked. */
function countingReads(fail = false): RegistryReads & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    entitiesByKey(key) {
      asked.push(`key ${key}`);
      return fail ? Promise.reject(new Error('store down')) : Promise.resolve([entity(key)]);
    },
    entitiesById(ids) {
      asked.push(`ids ${ids.join(',')}`);
      return Promise.resolve(ids.filter((id) => id !== 'unknown').map(entity));
    },
    addressesByPostcode(postcode, houseNumber) {
      asked.push(`address ${postcode} ${houseNumber}`);
      return Promise.resolve([]);
    },
    recordsByKey(type, key) {
      asked.push(`record ${type} ${key}`);
      return Promise.resolve([{ type, key, data: {} }]);
    },
  };
}

describe('cachedReads', () => {
  it('asks the store once per lookup and shares a frozen answer', async () => {
    const store = countingReads();
    const reads = cachedReads(store);
    const first = await reads.entitiesByKey('reg:1');
    expect(await reads.entitiesByKey('reg:1')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    await reads.recordsByKey('financials', '1');
    await reads.recordsByKey('financials', '1');
    await reads.addressesByPostcode('1012AB', 1);
    await reads.addressesByPostcode('1012AB', 2);
    expect(store.asked).toEqual([
      'key reg:1',
      'record financials 1',
      'address 1012AB 1',
      'address 1012AB 2',
    ]);
  });

  it('reads only the entities it does not know yet, and leaves out unknown ids', async () => {
    const store = countingReads();
    const reads = cachedReads(store);
    expect((await reads.entitiesById(['a', 'b'])).map((e) => e.id)).toEqual(['a', 'b']);
    expect((await reads.entitiesById(['b', 'c', 'unknown', 'c'])).map((e) => e.id)).toEqual([
      'b',
      'c',
    ]);
    expect(store.asked).toEqual(['ids a,b', 'ids c,unknown']);
  });

  it('asks again after a failed read', async () => {
    const store = countingReads(true);
    const reads = cachedReads(store);
    await expect(reads.entitiesByKey('reg:1')).rejects.toThrow('store down');
    await expect(reads.entitiesByKey('reg:1')).rejects.toThrow('store down');
    expect(store.asked).toEqual(['key reg:1', 'key reg:1']);
  });

  it('holds at most its capacity of answers', async () => {
    const store = countingReads();
    const reads = cachedReads(store, 1);
    await reads.entitiesByKey('a');
    await reads.entitiesByKey('b');
    await reads.entitiesByKey('a');
    expect(store.asked).toEqual(['key a', 'key b', 'key a']);
  });
});
