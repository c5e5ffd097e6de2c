/** A person check stored with its creation audit row at a given time, for retention tests. */
import { newId } from '../ids/uuidv7.js';
import type { Store, StoredCheck } from './store.js';

export async function insertCheckAt(
  store: Store,
  row: { organisationId: string; userId: string; checkIdentifier: string; createdAt: string },
): Promise<StoredCheck> {
  const check: StoredCheck = {
    id: newId(),
    organisationId: row.organisationId,
    kind: 'person',
    type: 'basic',
    checkIdentifier: row.checkIdentifier,
    reportIdentifier: newId(),
    requestHash: 'a'.repeat(64),
    resultJson: '{}',
    sourceJson: undefined,
    createdBy: row.userId,
    createdAt: row.createdAt,
    reportLanguage: 'nl',
  };
  await store.insertCheck(check, {
    organisationId: row.organisationId,
    userId: row.userId,
    action: 'check.create',
    checkId: check.id,
    sourceJson: undefined,
    requestId: undefined,
    at: row.createdAt,
  });
  return check;
}
