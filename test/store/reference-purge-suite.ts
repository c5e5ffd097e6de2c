import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '../../src/store/store.js';
import { useReferenceStore } from './reference-fixtures.js';
import {
  ALL_ROWS,
  batchedReference,
  NO_ROWS,
  retiredBeside,
  rowsOf,
} from './reference-purge-fixtures.js';
import type { OpenedStore } from './store-suite-setup.js';

/** A purge of a dead version in batches: all of its rows, and only its rows, in the end. */
export function describeReferencePurge(name: string, open: () => Promise<OpenedStore>): void {
  describe(`reference data purge in batches (${name})`, () => {
    const opened = useReferenceStore(open);
    let store: Store;
    beforeEach(() => {
      store = opened.store;
    });
    const purgedAt = async (versionId: string) =>
      (await store.reference.listVersions()).find((v) => v.id === versionId)?.purgedAt;

    it('deletes a version of more rows than a batch, only its own, then marks it purged', async () => {
      const reference = batchedReference(store);
      const { old, current } = await retiredBeside(store);
      expect(await rowsOf(store, old)).toEqual(ALL_ROWS);
      const pauses = vi.spyOn(
        reference as unknown as { betweenPurgeBatches: (ms: number) => Promise<void> },
        'betweenPurgeBatches',
      );

      expect(await reference.purge(60_000, 0)).toBe(1);
      // Many statements, not one a table.
      expect(pauses.mock.calls.length).toBeGreaterThan(10);
      expect(await rowsOf(store, old)).toEqual(NO_ROWS);
      expect(await rowsOf(store, current)).toEqual(ALL_ROWS);
      expect(await purgedAt(old)).toEqual(expect.any(String));
      expect(await purgedAt(current)).toBeUndefined();
      expect(await reference.purge(60_000, 0)).toBe(0);
    });

    it('leaves a purge cut short between batches unmarked, and the next one finishes it', async () => {
      const reference = batchedReference(store);
      const { old, current } = await retiredBeside(store);
      let batches = 0;
      const pauses = vi
        .spyOn(
          reference as unknown as { betweenPurgeBatches: (ms: number) => Promise<void> },
          'betweenPurgeBatches',
        )
        .mockImplementation(() => {
          batches += 1;
          return batches === 2 ? Promise.reject(new Error('disk I/O error')) : Promise.resolve();
        });

      await expect(reference.purge(60_000, 0)).rejects.toThrow('disk I/O error');
      expect(await purgedAt(old)).toBeUndefined();
      const left = await rowsOf(store, old);
      // Two batches of companies went; the rest stayed.
      expect(left.entities).toBeGreaterThan(0);
      expect(left.entities).toBeLessThan(ALL_ROWS.entities);
      expect(left.addresses).toBe(ALL_ROWS.addresses);

      pauses.mockRestore();
      expect(await reference.purge(60_000, 0)).toBe(1);
      expect(await rowsOf(store, old)).toEqual(NO_ROWS);
      expect(await rowsOf(store, current)).toEqual(ALL_ROWS);
      expect(await purgedAt(old)).toEqual(expect.any(String));
    });
  });
}
