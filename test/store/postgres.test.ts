import { describe } from 'vitest';
import { openStore } from '../../src/store/open-store.js';
import { createTemporaryPostgresDatabase, postgresUnavailableReason } from './postgres-database.js';
import { describeAccountSuite } from './account-suite.js';
import { describeIdentifierCaseSuite } from './identifier-case-suite.js';
import { describeReferenceSuite } from './reference-suite.js';
import { describeStoreBasicsSuite } from './store-basics-suite.js';
import { describeStoreChecksSuite } from './store-checks-suite.js';
import { describeStoreOrganisationsUsersSuite } from './store-organisations-users-suite.js';
import { describeStoreReportsHistorySuite } from './store-reports-history-suite.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const unavailable = await postgresUnavailableReason(baseUrl);
if (unavailable !== undefined) {
  console.warn(`Skipping the PostgreSQL store suite: ${unavailable}.`);
}

describe.skipIf(unavailable !== undefined)('PostgreSQL backend', () => {
  // Each test gets a database of its own, created on the server and dropped afterwards.
  const openTemporary = async () => {
    const database = await createTemporaryPostgresDatabase(baseUrl ?? '');
    if (!database) throw new Error('PostgreSQL became unreachable during the run');
    // As the server opens it (AUDIT_SYNC_DELAY_MS's default).
    const options = { auditSyncDelayMs: 200 };
    return {
      store: openStore(database.url, options),
      reopen: () => openStore(database.url, options),
      cleanup: database.drop,
    };
  };
  describeStoreBasicsSuite('postgres', openTemporary);
  describeStoreOrganisationsUsersSuite('postgres', openTemporary);
  describeStoreChecksSuite('postgres', openTemporary);
  describeStoreReportsHistorySuite('postgres', openTemporary);
  describeReferenceSuite('postgres', openTemporary);
  describeAccountSuite('postgres', openTemporary);
  describeIdentifierCaseSuite('postgres', openTemporary);
});
