import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/ids/uuidv7.js';
import type { Store, StoredCheck } from '../../src/store/store.js';
import type { OpenedStore } from './store-suite-setup.js';

/**
 * How the store matches identifiers on one backend: a report identifier (a server-made UUID) in
 * any case, a caller's check_identifier exactly.
 */
export function describeIdentifierCaseSuite(name: string, open: () => Promise<OpenedStore>): void {
  describe(`identifier case (${name})`, () => {
    let opened: OpenedStore | undefined;
    let store: Store;
    let organisationId: string;
    let check: StoredCheck;

    beforeEach(async () => {
      opened = await open();
      store = opened.store;
      await store.migrate();
      const organisation = await store.createOrganisation('Case Org (fictitious)');
      const user = await store.createUser({
        organisationId: organisation.id,
        username: 'casey',
        passwordHash: 'hash-casey',
        permissions: ['read-checks'],
      });
      organisationId = organisation.id;
      const now = new Date().toISOString();
      check = {
        id: newId(),
        organisationId,
        kind: 'company',
        type: 'basic',
        checkIdentifier: 'Caller-Key-1',
        reportIdentifier: newId(),
        requestHash: 'a'.repeat(64),
        resultJson: '{}',
        sourceJson: undefined,
        createdBy: user.id,
        createdAt: now,
        reportLanguage: 'nl',
      };
      const audit = {
        organisationId,
        userId: user.id,
        action: 'check.create' as const,
        checkId: check.id,
        sourceJson: undefined,
        requestId: undefined,
        at: now,
      };
      expect(await store.insertCheck(check, audit)).toBe(true);
    });

    afterEach(async () => {
      await store.close();
      await opened?.cleanup();
      opened = undefined;
    });

    it('finds a check and its report by the report identifier upper-cased', async () => {
      const upper = check.reportIdentifier.toUpperCase();
      expect(upper).not.toBe(check.reportIdentifier);
      expect(await store.findCheckByReportIdentifier(organisationId, upper)).toEqual(check);
      expect(await store.findCheck(organisationId, upper)).toEqual(check);
      expect(await store.findCheck(organisationId, upper, 'company')).toEqual(check);
      await store.saveReport({
        reportIdentifier: check.reportIdentifier,
        organisationId,
        checkId: check.id,
        status: 'failed',
        html: undefined,
        pdf: undefined,
        error: 'test',
        attempts: 1,
        updatedAt: check.createdAt,
      });
      expect((await store.findReport(organisationId, upper))?.checkId).toBe(check.id);
    });

    it("matches a caller's check_identifier in its own case only", async () => {
      expect(await store.findCheck(organisationId, 'Caller-Key-1')).toEqual(check);
      expect(await store.findCheck(organisationId, 'caller-key-1')).toBeUndefined();
      expect(
        await store.findCheckByCheckIdentifier(organisationId, 'CALLER-KEY-1'),
      ).toBeUndefined();
    });
  });
}
