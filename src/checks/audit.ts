import type { AuditEntry, StoredCheck } from '../store/store.js';

/** Who asks: the authenticated user and their organisation. */
export interface Caller {
  userId: string;
  organisationId: string;
  /** The request's id, kept in the audit trail. */
  requestId?: string;
}

/** The audit record of an action of a caller on a check. */
export function auditEntry(
  caller: Caller,
  action: AuditEntry['action'],
  check: StoredCheck,
  at: string,
): AuditEntry {
  return {
    organisationId: caller.organisationId,
    userId: caller.userId,
    action,
    checkId: check.id,
    sourceJson: check.sourceJson,
    requestId: caller.requestId,
    at,
  };
}
