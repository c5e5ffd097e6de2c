import { expect, it } from 'vitest';
import { type Store, type StoredCheck } from '../../src/store/store.js';
import {
  auditFor,
  createWorld,
  defined,
  makeCheck,
  nextTick,
  describeMigrated,
  describeStore,
  type StoreSuite,
} from './store-suite-setup.js';

/** Store basics: its backend name, migrations, ping, and close() with writes queued. */
export const describeStoreBasicsSuite: StoreSuite = (name, open) => {
  let store: Store;
  const setStore = (opened: Store) => (store = opened);
  const world = () => createWorld(store);
  describeStore(name, open, setStore, (underTest) => {
    const { reopen } = underTest;

    it(`reports its backend as ${name}`, () => {
      expect(store.backend).toBe(name);
    });

    it('migrate is idempotent: the second call applies nothing and nothing stays pending', async () => {
      const all = [
        '0001_initial',
        '0002_reference_data',
        '0003_check_history',
        '0004_reports',
        '0005_history_birth_key',
        '0006_entity_sources',
        '0007_version_lifecycle',
        '0008_version_failure',
        '0009_version_retirement',
        '0010_version_left_out',
        '0011_retention_indexes',
        '0012_version_indexed_entities',
      ];
      expect(await store.pendingMigrations()).toEqual(all);
      expect(await store.migrate()).toEqual(all);
      expect(await store.pendingMigrations()).toEqual([]);
      expect(await store.migrate()).toEqual([]);
      expect(await store.pendingMigrations()).toEqual([]);
    });

    it('ping answers', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
      await store.migrate();
      await expect(store.ping()).resolves.toBeUndefined();
    });
    describeMigrated(underTest, () => {
      // -- shutdown --------------------------------------------------------------------------

      it('close() waits for queued writes, which a reopened store then finds', async () => {
        const { orgA, alice } = await world();
        const checks = Array.from({ length: 50 }, (_, i) =>
          makeCheck(orgA, alice, { resultJson: JSON.stringify({ i, name: 'Łódź' }) }),
        );
        const settled: boolean[] = [];
        const submit = (check: StoredCheck) =>
          store.insertCheck(check, auditFor(check)).then((outcome) => {
            settled.push(outcome);
            return outcome;
          });

        // Half the writes go out in a batch that is committing when close() is called, the
        // other half are still queued.
        const pending = checks.slice(0, 25).map(submit);
        await nextTick();
        pending.push(...checks.slice(25).map(submit));
        const readAudit = auditFor(defined(checks[0]), 'check.read', { requestId: 'req-last' });
        let auditSettled = false;
        const auditWrite = store.recordAudit(readAudit).then(() => {
          auditSettled = true;
        });
        const outcomes = Promise.allSettled([...pending, auditWrite]);

        underTest.openStores.delete(store);
        await store.close();
        expect(settled).toHaveLength(50);
        expect(auditSettled).toBe(true);
        expect((await outcomes).map((o) => o.status)).toEqual(
          Array.from({ length: 51 }, () => 'fulfilled'),
        );
        expect(settled.every((s) => s)).toBe(true);

        const reopened = reopen();
        expect(await reopened.pendingMigrations()).toEqual([]);
        for (const check of checks) {
          expect(await reopened.findCheck(orgA.id, check.checkIdentifier)).toEqual(check);
        }
        const audit = await reopened.listAudit(orgA.id, 100);
        expect(audit).toHaveLength(51);
        // Audit rows alone commit apart from checks, so the read's row may come before theirs.
        expect(audit).toContainEqual(readAudit);
      });
    });
  });
};
