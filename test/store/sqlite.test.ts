import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../src/store/open-store.js';
import { describeAccountSuite } from './account-suite.js';
import { describeIdentifierCaseSuite } from './identifier-case-suite.js';
import { describeReferenceSuite } from './reference-suite.js';
import { describeStoreBasicsSuite } from './store-basics-suite.js';
import { describeStoreChecksSuite } from './store-checks-suite.js';
import { describeStoreOrganisationsUsersSuite } from './store-organisations-users-suite.js';
import { describeStoreReportsHistorySuite } from './store-reports-history-suite.js';

/** A store on a fresh SQLite file, opened as the server opens it. */
const openSqliteStore = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'veracheck-store-'));
  // A file, not :memory:, so a second store can reopen the same database.
  const url = `sqlite:${join(dir, 'veracheck.db')}`;
  // As the server opens it (AUDIT_SYNC_DELAY_MS's default).
  const options = { auditSyncDelayMs: 200 };
  return {
    store: openStore(url, options),
    reopen: () => openStore(url, options),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
};
describeStoreBasicsSuite('sqlite', openSqliteStore);
describeStoreOrganisationsUsersSuite('sqlite', openSqliteStore);
describeStoreChecksSuite('sqlite', openSqliteStore);
describeStoreReportsHistorySuite('sqlite', openSqliteStore);

describeReferenceSuite('sqlite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'veracheck-reference-'));
  const url = `sqlite:${join(dir, 'veracheck.db')}`;
  return {
    store: openStore(url),
    reopen: () => openStore(url),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describeAccountSuite('sqlite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'veracheck-accounts-'));
  const url = `sqlite:${join(dir, 'veracheck.db')}`;
  return {
    store: openStore(url),
    reopen: () => openStore(url),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});

describeIdentifierCaseSuite('sqlite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'veracheck-identifiers-'));
  const url = `sqlite:${join(dir, 'veracheck.db')}`;
  return {
    store: openStore(url),
    reopen: () => openStore(url),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
});
