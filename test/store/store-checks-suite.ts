import { describe, expect, it } from 'vitest';
import { newId } from '../../src/ids/uuidv7.js';
import { type CheckKind, type Store, type StoredCheck } from '../../src/store/store.js';
import {
  auditFor,
  createWorld,
  defined,
  makeCheck,
  describeMigrated,
  describeStore,
  type StoreSuite,
} from './store-suite-setup.js';

/** Store checks and their audit entries. */
export const describeStoreChecksSuite: StoreSuite = (name, open) => {
  let store: Store;
  const setStore = (opened: Store) => (store = opened);
  const world = () => createWorld(store);
  describeStore(name, open, setStore, (underTest) => {
    describeMigrated(underTest, () => {
      // -- checks and audit ------------------------------------------------------------------

      describe('checks', () => {
        it('insertCheck stores the check and its audit entry', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { sourceJson: '{"system":"crm","ref":"42"}' });
          const audit = auditFor(check);
          expect(await store.insertCheck(check, audit)).toBe(true);
          expect(await store.findCheckByCheckIdentifier(orgA.id, check.checkIdentifier)).toEqual(
            check,
          );
          expect(await store.listAudit(orgA.id, 10)).toEqual([audit]);
        });

        it('keeps an absent sourceJson and requestId absent', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { sourceJson: undefined });
          const audit = auditFor(check, 'check.create', {
            requestId: undefined,
            sourceJson: undefined,
          });
          expect(await store.insertCheck(check, audit)).toBe(true);
          const found = defined(await store.findCheck(orgA.id, check.checkIdentifier));
          expect(found.sourceJson).toBeUndefined();
          expect(found).toEqual(check);
          const [entry] = await store.listAudit(orgA.id, 10);
          expect(entry).toEqual(audit);
          expect(entry?.requestId).toBeUndefined();
          expect(entry?.sourceJson).toBeUndefined();
        });

        it('an already used (organisation, check_identifier) returns false and stores nothing', async () => {
          const { orgA, alice } = await world();
          const first = makeCheck(orgA, alice, { checkIdentifier: 'order-1001' });
          const firstAudit = auditFor(first);
          expect(await store.insertCheck(first, firstAudit)).toBe(true);

          const second = makeCheck(orgA, alice, {
            checkIdentifier: 'order-1001',
            kind: 'person',
            requestHash: 'b'.repeat(64),
            resultJson: '{"second":true}',
          });
          expect(await store.insertCheck(second, auditFor(second))).toBe(false);

          expect(await store.findCheckByCheckIdentifier(orgA.id, 'order-1001')).toEqual(first);
          expect(await store.findCheck(orgA.id, second.reportIdentifier)).toBeUndefined();
          expect(await store.listAudit(orgA.id, 10)).toEqual([firstAudit]);
        });

        it('finds nothing by a key with a NUL, in both backends alike (PostgreSQL text has none)', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { checkIdentifier: 'nul-key' });
          expect(await store.insertCheck(check, auditFor(check))).toBe(true);
          expect(await store.findCheck(orgA.id, 'nul-key\0')).toBeUndefined();
          expect(await store.findCheck(orgA.id, '\0')).toBeUndefined();
          expect(await store.findReport(orgA.id, `${check.reportIdentifier}\0`)).toBeUndefined();
          expect(await store.findUserByUsername('al\0ice')).toBeUndefined();
          expect(await store.findOrganisation('\0')).toBeUndefined();
          expect(await store.findCheck(orgA.id, 'nul-key')).toEqual(check);
        });

        it('allows the same check_identifier in two organisations', async () => {
          const { orgA, orgB, alice, bob } = await world();
          const inA = makeCheck(orgA, alice, { checkIdentifier: 'shared-key' });
          const inB = makeCheck(orgB, bob, { checkIdentifier: 'shared-key', kind: 'person' });
          expect(await store.insertCheck(inA, auditFor(inA))).toBe(true);
          expect(await store.insertCheck(inB, auditFor(inB))).toBe(true);
          expect(await store.findCheckByCheckIdentifier(orgA.id, 'shared-key')).toEqual(inA);
          expect(await store.findCheckByCheckIdentifier(orgB.id, 'shared-key')).toEqual(inB);
          expect(await store.findCheck(orgA.id, 'shared-key')).toEqual(inA);
          expect(await store.findCheck(orgB.id, 'shared-key')).toEqual(inB);
          expect(await store.listAudit(orgA.id, 10)).toHaveLength(1);
          expect(await store.listAudit(orgB.id, 10)).toHaveLength(1);
        });

        it('findCheck finds a check by check_identifier and by report_identifier', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice);
          const other = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          await store.insertCheck(other, auditFor(other));
          expect(await store.findCheck(orgA.id, check.checkIdentifier)).toEqual(check);
          expect(await store.findCheck(orgA.id, check.reportIdentifier)).toEqual(check);
          expect(await store.findCheck(orgA.id, other.reportIdentifier)).toEqual(other);
          expect(await store.findCheck(orgA.id, check.id)).toBeUndefined();
          expect(await store.findCheck(orgA.id, 'unknown')).toBeUndefined();
        });

        it("does not find another organisation's check", async () => {
          const { orgA, orgB, alice } = await world();
          const check = makeCheck(orgA, alice);
          await store.insertCheck(check, auditFor(check));
          expect(await store.findCheck(orgB.id, check.checkIdentifier)).toBeUndefined();
          expect(await store.findCheck(orgB.id, check.reportIdentifier)).toBeUndefined();
          expect(await store.findCheck(orgB.id, check.checkIdentifier, 'company')).toBeUndefined();
          expect(
            await store.findCheckByCheckIdentifier(orgB.id, check.checkIdentifier),
          ).toBeUndefined();
          expect(await store.listAudit(orgB.id, 10)).toEqual([]);
        });

        it('findCheck filters by kind', async () => {
          const { orgA, alice } = await world();
          const company = makeCheck(orgA, alice, { kind: 'company' });
          const person = makeCheck(orgA, alice, { kind: 'person', type: 'sanctions' });
          await store.insertCheck(company, auditFor(company));
          await store.insertCheck(person, auditFor(person));
          const cases: [StoredCheck, CheckKind, CheckKind][] = [
            [company, 'company', 'person'],
            [person, 'person', 'company'],
          ];
          for (const [check, kind, otherKind] of cases) {
            for (const identifier of [check.checkIdentifier, check.reportIdentifier]) {
              expect(await store.findCheck(orgA.id, identifier, kind)).toEqual(check);
              expect(await store.findCheck(orgA.id, identifier, otherKind)).toBeUndefined();
              expect(await store.findCheck(orgA.id, identifier)).toEqual(check);
            }
          }
        });

        it('findCheck falls back to the report identifier when the key names a check of the other kind', async () => {
          const { orgA, alice } = await world();
          const company = makeCheck(orgA, alice, { kind: 'company' });
          // A caller chose as its key the report identifier of the company check.
          const person = makeCheck(orgA, alice, {
            kind: 'person',
            checkIdentifier: company.reportIdentifier,
          });
          await store.insertCheck(company, auditFor(company));
          await store.insertCheck(person, auditFor(person));
          expect(await store.findCheck(orgA.id, company.reportIdentifier)).toEqual(person);
          expect(await store.findCheck(orgA.id, company.reportIdentifier, 'company')).toEqual(
            company,
          );
        });

        it('findCheckByCheckIdentifier matches check identifiers only', async () => {
          const { orgA, alice } = await world();
          const check = makeCheck(orgA, alice, { checkIdentifier: 'caller-key-7' });
          await store.insertCheck(check, auditFor(check));
          expect(await store.findCheckByCheckIdentifier(orgA.id, 'caller-key-7')).toEqual(check);
          expect(
            await store.findCheckByCheckIdentifier(orgA.id, check.reportIdentifier),
          ).toBeUndefined();
          expect(await store.findCheckByCheckIdentifier(orgA.id, 'CALLER-KEY-7')).toBeUndefined();
          expect(await store.findCheckByCheckIdentifier(orgA.id, 'caller-key')).toBeUndefined();
        });

        it('a failing write rejects alone and does not fail the writes batched with it', async () => {
          const { orgA, alice } = await world();
          const good = Array.from({ length: 5 }, () => makeCheck(orgA, alice));
          // created_by references users.id: an unknown user violates the foreign key.
          const bad = makeCheck(orgA, alice, { createdBy: 'no-such-user' });
          const writes = [...good.slice(0, 2), bad, ...good.slice(2)];
          const settled = await Promise.allSettled(
            writes.map((c) => store.insertCheck(c, auditFor(c))),
          );
          expect(settled.map((s) => s.status)).toEqual([
            'fulfilled',
            'fulfilled',
            'rejected',
            'fulfilled',
            'fulfilled',
            'fulfilled',
          ]);
          for (const check of good) {
            expect(await store.findCheck(orgA.id, check.checkIdentifier)).toEqual(check);
          }
          expect(await store.findCheck(orgA.id, bad.checkIdentifier)).toBeUndefined();
          const audit = await store.listAudit(orgA.id, 100);
          expect(audit.map((a) => a.checkId).sort()).toEqual(good.map((c) => c.id).sort());
        });

        it('settles 200 concurrent insertCheck calls, duplicates included, storing exactly the unique ones', async () => {
          const { orgA, orgB, alice, bob } = await world();
          const owners = [
            { org: orgA, user: alice },
            { org: orgB, user: bob },
          ] as const;
          // 160 distinct (organisation, check_identifier) keys, the same key string used in both
          // organisations, then 40 more writes reusing keys already submitted.
          const firsts = Array.from({ length: 160 }, (_, i) => {
            const { org, user } = defined(owners[i % 2]);
            return makeCheck(org, user, { checkIdentifier: `key-${Math.floor(i / 2)}` });
          });
          const duplicates = Array.from({ length: 40 }, (_, i) => {
            const original = defined(firsts[(i * 7) % firsts.length]);
            const { org, user } = defined(owners[firsts.indexOf(original) % 2]);
            return makeCheck(org, user, {
              checkIdentifier: original.checkIdentifier,
              resultJson: `{"duplicate":${i}}`,
            });
          });
          // Interleave the duplicates with the first writes: one after every fourth.
          const all: StoredCheck[] = [];
          firsts.forEach((check, i) => {
            all.push(check);
            if (i % 4 === 3) all.push(defined(duplicates[(i - 3) / 4]));
          });
          expect(all).toHaveLength(200);

          const results = await Promise.all(all.map((c) => store.insertCheck(c, auditFor(c))));

          const keyOf = (c: StoredCheck) => `${c.organisationId}/${c.checkIdentifier}`;
          const winners = new Map<string, StoredCheck>();
          all.forEach((check, i) => {
            if (results[i] !== true) return;
            expect(winners.has(keyOf(check)), `two winners for ${keyOf(check)}`).toBe(false);
            winners.set(keyOf(check), check);
          });
          expect(results.filter((r) => r).length).toBe(160);
          expect(winners.size).toBe(160);
          expect(new Set(all.map(keyOf)).size).toBe(160);

          for (const [, winner] of winners) {
            expect(
              await store.findCheckByCheckIdentifier(winner.organisationId, winner.checkIdentifier),
            ).toEqual(winner);
          }
          const losers = all.filter((_, i) => results[i] === false);
          expect(losers).toHaveLength(40);
          for (const loser of losers) {
            expect(
              await store.findCheck(loser.organisationId, loser.reportIdentifier),
            ).toBeUndefined();
          }

          const auditA = await store.listAudit(orgA.id, 1000);
          const auditB = await store.listAudit(orgB.id, 1000);
          expect(auditA).toHaveLength(80);
          expect(auditB).toHaveLength(80);
          expect([...auditA, ...auditB].map((a) => a.checkId).sort()).toEqual(
            [...winners.values()].map((c) => c.id).sort(),
          );
        });

        it('gives each of many writes submitted turn by turn its own outcome, however commits group them', async () => {
          const { orgA, alice } = await world();
          // One write per turn of the event loop, as requests arrive: each is handed on alone,
          // and the committer groups those that arrive while it commits. Every third reuses
          // the key of the write before it and must lose.
          const checks = Array.from({ length: 90 }, (_, i) =>
            makeCheck(orgA, alice, { checkIdentifier: `turn-${i - (i % 3 === 2 ? 1 : 0)}` }),
          );
          const pending: Promise<boolean>[] = [];
          for (const check of checks) {
            pending.push(store.insertCheck(check, auditFor(check)));
            await new Promise((resolve) => setImmediate(resolve));
          }
          const results = await Promise.all(pending);
          expect(results).toEqual(checks.map((_, i) => i % 3 !== 2));
          expect(await store.listAudit(orgA.id, 1000)).toHaveLength(60);
        });

        it('returns resultJson and sourceJson byte for byte', async () => {
          const { orgA, alice } = await world();
          const payloads = [
            JSON.stringify({
              company: 'Łódź Fabryka Sp. z o.o.',
              director: 'Владимир Иванович',
              emoji: '✅🧾👨‍👩‍👧‍👦🇵🇱',
              greek: 'Ελληνικά',
              cjk: '株式会社テスト',
              rtl: 'شركة',
              combining: 'e\u0301 vs é',
              separators: '\u2028\u2029',
              control: '\u0000\u0001\u001f\t\n',
              quotes: `"'\\`,
            }),
            // Spacing, escapes and key order a re-serialisation would not reproduce.
            '{ "b" : 1,\n  "a" : "\\u0141\\u00f3d\\u017a \\ud83d\\ude00",\t"c":[1.50, 1e3, -0.0] }',
            '{"nested":' +
              JSON.stringify({
                list: Array.from({ length: 2_000 }, (_, i) => `Łódź-${i}-Владимир-😀`),
              }) +
              '}',
          ];
          for (const [i, resultJson] of payloads.entries()) {
            const sourceJson = JSON.stringify({ note: `źródło ${i} — 😀`, user: 'Владимир' });
            const check = makeCheck(orgA, alice, { resultJson, sourceJson });
            const audit = auditFor(check, 'check.create', { sourceJson });
            expect(await store.insertCheck(check, audit)).toBe(true);
            for (const found of [
              await store.findCheck(orgA.id, check.reportIdentifier),
              await store.findCheckByCheckIdentifier(orgA.id, check.checkIdentifier),
            ]) {
              const got = defined(found);
              expect(got.resultJson).toBe(resultJson);
              expect(
                Buffer.from(got.resultJson, 'utf8').equals(Buffer.from(resultJson, 'utf8')),
              ).toBe(true);
              expect(got.sourceJson).toBe(sourceJson);
            }
            expect((await store.listAudit(orgA.id, 1))[0]?.sourceJson).toBe(sourceJson);
          }
        });

        it('returns createdAt and audit timestamps as the same ISO strings', async () => {
          const { orgA, alice } = await world();
          const instants = [
            new Date().toISOString(),
            '2024-02-29T23:59:59.999Z',
            '2000-01-01T00:00:00.000Z',
            '1999-12-31T23:59:59.001Z',
            '2038-01-19T03:14:08.010Z',
          ];
          for (const createdAt of instants) {
            const check = makeCheck(orgA, alice, { createdAt });
            const audit = auditFor(check, 'check.create', { at: createdAt });
            await store.insertCheck(check, audit);
            expect((await store.findCheck(orgA.id, check.checkIdentifier))?.createdAt).toBe(
              createdAt,
            );
            expect((await store.listAudit(orgA.id, 1))[0]?.at).toBe(createdAt);
          }
        });

        it('recordAudit appends entries, listed newest first per organisation within the limit', async () => {
          const { orgA, orgB, alice, bob } = await world();
          const check = makeCheck(orgA, alice);
          const created = auditFor(check);
          await store.insertCheck(check, created);
          const read = auditFor(check, 'check.read', {
            requestId: 'req-read',
            sourceJson: undefined,
          });
          const replay = auditFor(check, 'check.replay', {
            requestId: undefined,
            sourceJson: '{"via":"retry"}',
            at: new Date(Date.now() + 1000).toISOString(),
          });
          await expect(store.recordAudit(read)).resolves.toBeUndefined();
          await store.recordAudit(replay);
          const elsewhere = auditFor(makeCheck(orgB, bob), 'check.read', {
            checkId: 'check-elsewhere',
          });
          await store.recordAudit(elsewhere);

          expect(await store.listAudit(orgA.id, 10)).toEqual([replay, read, created]);
          expect(await store.listAudit(orgA.id, 2)).toEqual([replay, read]);
          expect(await store.listAudit(orgB.id, 10)).toEqual([elsewhere]);
          expect(await store.listAudit(newId(), 10)).toEqual([]);
        });
      });
    });
  });
};
