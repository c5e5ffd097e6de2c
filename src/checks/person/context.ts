import type { PersonCheckRequest } from '../../contract/person-check.js';
import type { Registry } from '../../registry/registry.js';
import type { CheckSubject, HistoryCounts, HistoryQuery, Organisation } from '../../store/store.js';
import type { PersonScreeningContext } from '../person-screening.js';

export { once } from '../once.js';

/** What the sections of a person check read, and what they share. */
export interface PersonCheckContext extends PersonScreeningContext {
  request: PersonCheckRequest;
  organisation: Organisation;
  registry: Registry;
  /** Work several sections need (the validated address, the matched person), done once. */
  shared: Map<string, Promise<unknown>>;
  /** The keys this check joins the organisation's check history with (stored with it). */
  subject: CheckSubject;
  /**
   * The moment the check started (ISO 8601), its `createdAt`: the history's window ends here,
   * so a check that runs long still counts the checks of its own window.
   */
  at: string;
  /** The organisation's own earlier person checks around a subject. */
  history: CheckHistoryReader;
}

export type CheckHistoryReader = (
  query: Omit<HistoryQuery, 'organisationId'>,
) => Promise<HistoryCounts>;
