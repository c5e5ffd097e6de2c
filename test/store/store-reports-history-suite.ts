import { describe, expect, it } from 'vitest';
import {
  type Organisation,
  type Store,
  type StoredCheck,
  type StoredReport,
  type User,
} from '../../src/store/store.js';
import {
  auditFor,
  createWorld,
  makeCheck,
  describeMigrated,
  describeStore,
  type StoreSuite,
} from './store-suite-setup.js';

/** Store reports and check history. */
export const describeStoreReportsHistorySuite: StoreSuite = (name, open) => {
  let store: Store;
  const setStore = (opened: Store) => (store = opened);
  const world = () => createWorld(store);
  describeStore(name, open, setStore, (underTest) => {
    describeMigrated(underTest, () => {
      // -- reports ---------------------------------------------------------------------------

      describe('reports', () => {
        const pdfBytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a, 0x80, 0x7f]);
        const reportOf = (
          check: StoredCheck,
          overrides: Partial<StoredReport> = {},
        ): StoredReport => ({
          reportIdentifier: check.reportIdentifier,
          organisationId: check.organisationId,
          checkId: check.id,
          status: 'rendered',
          html: '<!DOCTYPE html><p>Łódź · Владимир</p>',
          pdf: pdfBytes,
          error: undefined,
          attempts: 1,
          updatedAt: '2026-06-01T12:00:00.000Z',
          ...overrides,
        });

        it('keeps the report language of a check', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { reportLanguage: 'en' });
          await store.insertCheck(check, auditFor(check));
          expect((await store.findCheck(orgA.id, check.checkIdentifier))?.reportLanguage).toBe(
            'en',
          );
        });

        it('findCheckByReportIdentifier matches report identifiers of the organisation only', async () => {
          const { orgA, orgB, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          expect(await store.findCheckByReportIdentifier(orgA.id, check.reportIdentifier)).toEqual(
            check,
          );
          expect(
            await store.findCheckByReportIdentifier(orgA.id, check.checkIdentifier),
          ).toBeUndefined();
          expect(
            await store.findCheckByReportIdentifier(orgB.id, check.reportIdentifier),
          ).toBeUndefined();
        });

        it('keeps a report with its PDF byte for byte and its HTML as given', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          const report = reportOf(check);
          await store.saveReport(report);
          const found = await store.findReport(orgA.id, check.reportIdentifier);
          expect(found).toEqual(report);
          expect(found?.pdf?.equals(pdfBytes)).toBe(true);
        });

        it('replaces a failed report by the rendered one', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          const failed = reportOf(check, {
            status: 'failed',
            html: undefined,
            pdf: undefined,
            error: 'renderer crashed',
          });
          await store.saveReport(failed);
          expect(await store.findReport(orgA.id, check.reportIdentifier)).toEqual(failed);
          const rendered = reportOf(check, { attempts: 2, updatedAt: '2026-06-01T12:05:00.000Z' });
          await store.saveReport(rendered);
          expect(await store.findReport(orgA.id, check.reportIdentifier)).toEqual(rendered);
        });

        it("neither finds nor replaces another organisation's report", async () => {
          const { orgA, orgB, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          const report = reportOf(check);
          await store.saveReport(report);
          expect(await store.findReport(orgB.id, check.reportIdentifier)).toBeUndefined();
          await store.saveReport({ ...report, organisationId: orgB.id, html: 'taken over' });
          expect(await store.findReport(orgA.id, check.reportIdentifier)).toEqual(report);
          expect(await store.findReport(orgB.id, check.reportIdentifier)).toBeUndefined();
        });
      });

      // -- retention -------------------------------------------------------------------------

      it('deletes the checks made before a time with their reports, audit rows and history', async () => {
        const { orgA, orgB, alice, bob } = await world();
        const subject = { postcode: '1012AB', addressKey: '1012AB|1|', personKey: 'p1' };
        const old = makeCheck(orgA, alice, {
          kind: 'person',
          subject,
          createdAt: '2025-01-10T08:00:00.000Z',
        });
        const oldOfB = makeCheck(orgB, bob, { createdAt: '2025-02-01T08:00:00.000Z' });
        const kept = makeCheck(orgA, alice, {
          kind: 'person',
          subject: { ...subject, personKey: 'p2' },
          createdAt: '2026-06-01T12:00:00.000Z',
        });
        for (const check of [old, oldOfB, kept]) await store.insertCheck(check, auditFor(check));
        // Read again after the cut-off: the read's audit row is younger than the check.
        await store.recordAudit(auditFor(old, 'check.read', { at: '2026-06-02T00:00:00.000Z' }));
        for (const check of [old, kept]) {
          await store.saveReport({
            reportIdentifier: check.reportIdentifier,
            organisationId: check.organisationId,
            checkId: check.id,
            status: 'rendered',
            html: '<p>Jan Jansen</p>',
            pdf: Buffer.from('%PDF'),
            error: undefined,
            attempts: 1,
            updatedAt: check.createdAt,
          });
        }
        const deleted = await store.deleteChecksBefore('2026-01-01T00:00:00.000Z');
        expect(deleted).toEqual({
          checks: 2,
          reports: 1,
          auditEvents: 3,
          historyAreas: 3,
          historyPairs: 1,
        });
        expect(await store.findCheck(orgA.id, old.checkIdentifier)).toBeUndefined();
        expect(await store.findCheck(orgB.id, oldOfB.checkIdentifier)).toBeUndefined();
        expect(await store.findReport(orgA.id, old.reportIdentifier)).toBeUndefined();
        expect((await store.findCheck(orgA.id, kept.checkIdentifier))?.id).toBe(kept.id);
        expect(await store.findReport(orgA.id, kept.reportIdentifier)).toBeDefined();
        // The read of the deleted check names a check that is gone: deleted with it.
        expect((await store.listAudit(orgA.id, 10)).map((a) => a.checkId)).toEqual([kept.id]);
        const history = await store.checkHistory({
          organisationId: orgA.id,
          since: '2020-01-01T00:00:00.000Z',
          areas: ['1012', '1012A', '1012AB'],
          addressKey: '1012AB|1|',
          personKey: 'p2',
        });
        expect(history.checksInArea).toEqual({ '1012': 1, '1012A': 1, '1012AB': 1 });
        expect(history.otherPersonsAtAddress).toBe(0);
        // Nothing older is left: a second run deletes nothing.
        expect(await store.deleteChecksBefore('2026-01-01T00:00:00.000Z')).toEqual({
          checks: 0,
          reports: 0,
          auditEvents: 0,
          historyAreas: 0,
          historyPairs: 0,
        });
      });

      it('deletes a report kept after its check was deleted, once it is as old', async () => {
        const { orgA, alice } = await world();
        const check = makeCheck(orgA, alice, { createdAt: '2025-01-10T08:00:00.000Z' });
        await store.insertCheck(check, auditFor(check));
        await store.deleteChecksBefore('2026-01-01T00:00:00.000Z');
        // Rendered by a request that had read the check before it was deleted.
        await store.saveReport({
          reportIdentifier: check.reportIdentifier,
          organisationId: check.organisationId,
          checkId: check.id,
          status: 'rendered',
          html: '<p>Jan Jansen</p>',
          pdf: Buffer.from('%PDF'),
          error: undefined,
          attempts: 1,
          updatedAt: '2026-01-01T00:00:05.000Z',
        });
        expect(await store.deleteChecksBefore('2026-01-01T00:00:05.000Z')).toMatchObject({
          reports: 0,
        });
        expect(await store.deleteChecksBefore('2026-02-01T00:00:00.000Z')).toMatchObject({
          reports: 1,
        });
      });

      it('keeps the audit rows of deleted checks where audit rows are kept longer', async () => {
        const { orgA, alice } = await world();
        const old = makeCheck(orgA, alice, { createdAt: '2025-06-01T08:00:00.000Z' });
        await store.insertCheck(old, auditFor(old));
        await store.recordAudit(auditFor(old, 'check.read', { at: '2025-12-01T00:00:00.000Z' }));
        expect(
          await store.deleteChecksBefore('2026-01-01T00:00:00.000Z', '2025-09-01T00:00:00.000Z'),
        ).toMatchObject({ checks: 1, auditEvents: 1 });
        expect(await store.findCheck(orgA.id, old.checkIdentifier)).toBeUndefined();
        // The creation's row was older than the audit rows' time; the read's is kept.
        expect((await store.listAudit(orgA.id, 10)).map((a) => a.at)).toEqual([
          '2025-12-01T00:00:00.000Z',
        ]);
        // Audit rows alone: no check is looked at.
        expect(await store.deleteChecksBefore(undefined, '2026-01-01T00:00:00.000Z')).toMatchObject(
          { checks: 0, auditEvents: 1 },
        );
      });

      it("takes an undefined audit time as the checks' time, and deletes nothing without either", async () => {
        const { orgA, alice } = await world();
        const check = makeCheck(orgA, alice, { createdAt: '2026-06-01T00:00:00.000Z' });
        await store.insertCheck(check, auditFor(check));
        await store.recordAudit(auditFor(check, 'check.read', { at: '2025-12-01T00:00:00.000Z' }));
        expect(await store.deleteChecksBefore(undefined, undefined)).toMatchObject({
          checks: 0,
          auditEvents: 0,
        });
        expect(await store.deleteChecksBefore('2026-01-01T00:00:00.000Z', undefined)).toMatchObject(
          { checks: 0, auditEvents: 1 },
        );
        expect((await store.listAudit(orgA.id, 10)).map((a) => a.at)).toEqual([
          '2026-06-01T00:00:00.000Z',
        ]);
      });

      it('deletes audit rows of kept checks at their own time where audit rows are kept shorter', async () => {
        const { orgA, alice } = await world();
        const old = makeCheck(orgA, alice, { createdAt: '2025-06-01T08:00:00.000Z' });
        const kept = makeCheck(orgA, alice, { createdAt: '2025-12-15T08:00:00.000Z' });
        for (const check of [old, kept]) await store.insertCheck(check, auditFor(check));
        // Both read after the audit rows' time: the deleted check's read goes with it.
        for (const check of [old, kept]) {
          await store.recordAudit(
            auditFor(check, 'check.read', { at: '2026-02-01T00:00:00.000Z' }),
          );
        }
        expect(
          await store.deleteChecksBefore('2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
        ).toMatchObject({ checks: 1, auditEvents: 3 });
        expect((await store.findCheck(orgA.id, kept.checkIdentifier))?.id).toBe(kept.id);
        // The kept check's creation row was older than the audit rows' time; its read is kept.
        expect(
          (await store.listAudit(orgA.id, 10)).map((a) => [a.checkId, a.action, a.at]),
        ).toEqual([[kept.id, 'check.read', '2026-02-01T00:00:00.000Z']]);
      });

      it('deletes audit rows older than a time in batches, up to and not at the time', async () => {
        const { orgA, alice } = await world();
        const check = makeCheck(orgA, alice, { createdAt: '2026-06-01T00:00:00.000Z' });
        await store.insertCheck(check, auditFor(check));
        const start = Date.parse('2025-12-31T23:00:00.000Z');
        // More than a batch, each a millisecond apart, the last just before the time.
        const old = Array.from({ length: 1100 }, (_, i) =>
          new Date(start + (i < 1099 ? i * 1000 : 3_599_999)).toISOString(),
        );
        for (const at of [...old, '2026-01-01T00:00:00.000Z'])
          await store.recordAudit(auditFor(check, 'check.read', { at }));
        const deleted = await store.deleteChecksBefore('2026-01-01T00:00:00.000Z');
        expect(deleted.auditEvents).toBe(1100);
        expect((await store.listAudit(orgA.id, 10)).map((a) => a.at).sort()).toEqual([
          '2026-01-01T00:00:00.000Z',
          '2026-06-01T00:00:00.000Z',
        ]);
      });

      // -- check history ---------------------------------------------------------------------

      describe('check history', () => {
        const since = '2026-01-01T00:00:00.000Z';
        const personCheck = (
          organisation: Organisation,
          user: User,
          subject: StoredCheck['subject'],
          createdAt = '2026-06-01T12:00:00.000Z',
        ) => makeCheck(organisation, user, { kind: 'person', subject, createdAt });
        const store3 = async (checks: StoredCheck[]) => {
          for (const check of checks) await store.insertCheck(check, auditFor(check));
        };

        it('counts the organisation’s checks per postcode area, other persons at the address and other addresses of the person', async () => {
          const { orgA, orgB, alice, bob } = await world();
          await store3([
            personCheck(orgA, alice, {
              postcode: '1012AB',
              addressKey: '1012AB|1|',
              personKey: 'p1',
            }),
            personCheck(orgA, alice, {
              postcode: '1012AB',
              addressKey: '1012AB|1|',
              personKey: 'p2',
            }),
            personCheck(orgA, alice, {
              postcode: '1012AB',
              addressKey: '1012AB|1|',
              personKey: 'p2',
            }),
            personCheck(orgA, alice, {
              postcode: '1012AC',
              addressKey: '1012AC|5|',
              personKey: 'p2',
            }),
            personCheck(orgA, alice, {
              postcode: '1013AA',
              addressKey: '1013AA|2|',
              personKey: 'p3',
            }),
            // Before the window, and another organisation's: not counted.
            personCheck(
              orgA,
              alice,
              { postcode: '1012AB', addressKey: '1012AB|1|', personKey: 'p9' },
              '2025-12-31T23:59:59.000Z',
            ),
            personCheck(orgB, bob, {
              postcode: '1012AB',
              addressKey: '1012AB|1|',
              personKey: 'p1',
            }),
          ]);
          const counts = await store.checkHistory({
            organisationId: orgA.id,
            since,
            areas: ['1012', '1012A', '1012AB', '1013'],
            addressKey: '1012AB|1|',
            personKey: 'p2',
          });
          expect(counts).toEqual({
            checksInArea: { '1012': 4, '1012A': 4, '1012AB': 3, '1013': 1 },
            otherPersonsAtAddress: 1,
            otherAddressesOfPerson: 1,
          });
        });

        it('keeps a check under the keys it is also kept under, one person and one address', async () => {
          const { orgA, alice } = await world();
          const check = (addressKey: string, personKey: string, also: string[] = []) =>
            personCheck(orgA, alice, {
              postcode: '1012AB',
              addressKey,
              personKey,
              birthKey: `born-${personKey}`,
              alsoWrittenPersonKeys: also,
            });
          // de Laney, kept under laney and delaney; a Laney (another person) under laney alone.
          await store3([
            check('1012AB|1|', 'laney', ['delaney']),
            check('1012AB|2|', 'laney', ['delaney']),
            check('1012AB|1|', 'plainlaney'),
          ]);
          // Delaney reads delaney alone: de Laney's two addresses, not the other Laney's.
          expect(
            await store.checkHistory({
              organisationId: orgA.id,
              since,
              areas: [],
              addressKey: '1012AB|3|',
              personKey: 'delaney',
            }),
          ).toEqual({ checksInArea: {}, otherPersonsAtAddress: 0, otherAddressesOfPerson: 2 });
          // At 1012AB|1|, de Laney's two pairs are one other person beside the Laney.
          expect(
            await store.checkHistory({
              organisationId: orgA.id,
              since,
              areas: [],
              addressKey: '1012AB|1|',
              personKey: 'someone',
              birthKey: 'born-someone',
            }),
          ).toEqual({ checksInArea: {}, otherPersonsAtAddress: 2, otherAddressesOfPerson: 0 });
        });

        it('reads the pairs under the keys also read as the person’s own', async () => {
          const { orgA, alice } = await world();
          const at = (addressKey: string, personKey: string) =>
            personCheck(orgA, alice, { postcode: '1012AB', addressKey, personKey });
          await store3([
            at('1012AB|1|', 'other1'),
            at('1012AB|2|', 'new'),
            // One address checked under two keys is one address.
            at('1012AB|3|', 'other1'),
            at('1012AB|3|', 'new'),
            at('1012AB|4|', 'other1'),
            at('1012AB|5|', 'other3'),
            at('1012AB|6|', 'other4'),
            // Not read: beyond PERSON_KEYS_READ.
            at('1012AB|7|', 'other5'),
          ]);
          const query = {
            organisationId: orgA.id,
            since,
            areas: [],
            addressKey: '1012AB|4|',
            personKey: 'new',
          };
          const counts = await store.checkHistory({
            ...query,
            alsoPersonKeys: ['other1', 'other2', 'other3', 'other5'],
          });
          // The pair under a key also read at the address is no other person either.
          expect(counts).toEqual({
            checksInArea: {},
            otherPersonsAtAddress: 0,
            otherAddressesOfPerson: 4,
          });
          // Fewer keys also read: padded with the key, the same statement.
          expect(await store.checkHistory({ ...query, alsoPersonKeys: ['other4'] })).toEqual({
            checksInArea: {},
            otherPersonsAtAddress: 1,
            otherAddressesOfPerson: 3,
          });
        });

        it('keeps no history for checks without a subject, and counts nothing for absent keys', async () => {
          const { orgA, alice } = await world();
          await store3([makeCheck(orgA, alice), personCheck(orgA, alice, { personKey: 'p1' })]);
          expect(
            await store.checkHistory({ organisationId: orgA.id, since, areas: ['1012'] }),
          ).toEqual({
            checksInArea: { '1012': 0 },
            otherPersonsAtAddress: 0,
            otherAddressesOfPerson: 0,
          });
          expect(
            await store.checkHistory({
              organisationId: orgA.id,
              since,
              areas: [],
              personKey: 'p1',
            }),
          ).toEqual({ checksInArea: {}, otherPersonsAtAddress: 0, otherAddressesOfPerson: 0 });
        });

        it('counts a pair again once it is checked again inside the window', async () => {
          const { orgA, alice } = await world();
          const keys = { addressKey: '1012AB|1|', personKey: 'p1' };
          await store3([personCheck(orgA, alice, keys, '2025-06-01T00:00:00.000Z')]);
          const query = { organisationId: orgA.id, since, areas: [], addressKey: '1012AB|1|' };
          expect((await store.checkHistory(query)).otherPersonsAtAddress).toBe(0);
          await store3([personCheck(orgA, alice, keys)]);
          // An older check of the same pair does not move it back out of the window.
          await store3([personCheck(orgA, alice, keys, '2025-07-01T00:00:00.000Z')]);
          expect((await store.checkHistory(query)).otherPersonsAtAddress).toBe(1);
        });

        it('counts persons at an address with one date of birth once: a corrected family name is no other person', async () => {
          const { orgA, alice } = await world();
          const home = { addressKey: '1012AB|1|' };
          await store3([
            // Checked as "Jansen", then again as "Janssen": same date of birth.
            personCheck(orgA, alice, { ...home, personKey: 'jansen-1980', birthKey: 'b1980' }),
            personCheck(orgA, alice, { ...home, personKey: 'janssen-1980', birthKey: 'b1980' }),
            // Another person there, and one written before birth keys were kept.
            personCheck(orgA, alice, { ...home, personKey: 'devries-1975', birthKey: 'b1975' }),
            personCheck(orgA, alice, { ...home, personKey: 'legacy' }),
          ]);
          const atHome = { organisationId: orgA.id, since, areas: [], ...home };
          // A newcomer sees three others: the corrected pair once, De Vries, the legacy row.
          expect(
            (await store.checkHistory({ ...atHome, personKey: 'bakker', birthKey: 'b1990' }))
              .otherPersonsAtAddress,
          ).toBe(3);
          // The corrected person sees neither of the own spellings as someone else.
          expect(
            (
              await store.checkHistory({
                ...atHome,
                personKey: 'janssen-1980',
                birthKey: 'b1980',
              })
            ).otherPersonsAtAddress,
          ).toBe(2);
          // A check without a person counts every person once.
          expect((await store.checkHistory(atHome)).otherPersonsAtAddress).toBe(3);
        });

        it('keeps the history of a check whose check_identifier was taken out of it', async () => {
          const { orgA, alice } = await world();
          const first = personCheck(orgA, alice, { postcode: '1012AB', personKey: 'p1' });
          const duplicate = personCheck(orgA, alice, { postcode: '1012AB', personKey: 'p1' });
          duplicate.checkIdentifier = first.checkIdentifier;
          expect(await store.insertCheck(first, auditFor(first))).toBe(true);
          expect(await store.insertCheck(duplicate, auditFor(duplicate))).toBe(false);
          const counts = await store.checkHistory({
            organisationId: orgA.id,
            since,
            areas: ['1012AB'],
          });
          expect(counts.checksInArea['1012AB']).toBe(1);
        });
      });
    });
  });
};
