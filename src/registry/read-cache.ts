/**
 * The reads of one registry, remembered. A registry serves one fixed set of dataset versions,
 * which never change, so what a lookup found stays true for as long as the registry lives: the
 * companies checked again and again (a client's portfolio, a marketplace's sellers) and the
 * parties they share (a group's holding, its directors) are read from the store once.
 */
import type { Entity } from '../entities/entity.js';
import type { AddressRecord, ReferenceRecord } from '../sources/source.js';
import { LruCache } from '../cache/lru-cache.js';

/** The lookups of the reference store a registry makes, over its own versions. */
export interface RegistryReads {
  entitiesByKey(key: string): Promise<readonly Entity[]>;
  entitiesById(ids: readonly string[]): Promise<Entity[]>;
  addressesByPostcode(postcode: string, houseNumber: number): Promise<readonly AddressRecord[]>;
  recordsByKey(type: string, key: string): Promise<readonly ReferenceRecord[]>;
}

/** Lookups remembered per registry; 20,000 results by default (a few tens of MB). */
export const DEFAULT_READ_CACHE_ENTRIES = 20_000;

/**
 * `reads` with every answer remembered (as a frozen array: callers share it). A failed read is
 * forgotten, so the next one asks the store again. Entities by id are remembered one by one and
 * the missing ones read together.
 */
export function cachedReads(
  reads: RegistryReads,
  capacity = DEFAULT_READ_CACHE_ENTRIES,
): RegistryReads {
  const cache = new LruCache<Promise<readonly unknown[]>>(capacity);
  const remembered = <T>(key: string, read: () => Promise<readonly T[]>): Promise<readonly T[]> => {
    const known = cache.get(key) as Promise<readonly T[]> | undefined;
    if (known) return known;
    const answer = read().then((rows) => Object.freeze(rows));
    answer.catch(() => {
      cache.delete(key);
    });
    cache.set(key, answer);
    return answer;
  };
  const byId = new LruCache<Promise<Entity | undefined>>(capacity);
  return {
    entitiesByKey: (key) => remembered(`k\u0000${key}`, () => reads.entitiesByKey(key)),
    addressesByPostcode: (postcode, houseNumber) =>
      remembered(`a\u0000${postcode}\u0000${houseNumber}`, () =>
        reads.addressesByPostcode(postcode, houseNumber),
      ),
    recordsByKey: (type, key) =>
      remembered(`r\u0000${type}\u0000${key}`, () => reads.recordsByKey(type, key)),
    async entitiesById(ids) {
      const missing = [...new Set(ids.filter((id) => byId.get(id) === undefined))];
      if (missing.length > 0) {
        const read = reads.entitiesById(missing);
        const found = read.then((entities) => new Map(entities.map((e) => [e.id, e])));
        for (const id of missing) {
          const one = found.then((map) => map.get(id));
          one.catch(() => {
            byId.delete(id);
          });
          byId.set(id, one);
        }
      }
      const entities = await Promise.all(
        ids.map((id) => byId.get(id) ?? reads.entitiesById([id]).then((e) => e[0])),
      );
      const seen = new Set<string>();
      return entities.filter(
        (e): e is Entity => e !== undefined && !seen.has(e.id) && Boolean(seen.add(e.id)),
      );
    },
  };
}
