/**
 * A person check context for section unit tests: a registry that serves the records of one
 * format (or does not serve that format at all), noting every key asked for.
 */
import type { PersonCheckRequest } from '../src/contract/person-check.js';
import { registryWithoutReferenceData, type Registry } from '../src/registry/registry.js';
import { createScreeningService } from '../src/screening/default-service.js';
import type { ReferenceRecord } from '../src/sources/source.js';
import type { Organisation } from '../src/store/store.js';
import type { PersonCheckContext } from '../src/checks/person/context.js';
import { checkDayOf } from '../src/checks/check-day.js';

export const TEST_ORGANISATION: Organisation = {
  id: 'org-1',
  name: 'Test (fictitious)',
  createdAt: '2026-01-01T00:00:00.000Z',
  customSections: {},
};

export function contextWithRecords(
  type: PersonCheckRequest['type'],
  request: Omit<PersonCheckRequest, 'type'>,
  format: string,
  records: ReferenceRecord[] | 'not served',
): { context: PersonCheckContext; asked: string[] } {
  const asked: string[] = [];
  const registry: Registry = {
    ...registryWithoutReferenceData,
    servesFormat: (name) => name === format && records !== 'not served',
    records: (recordType, key) => {
      asked.push(`${recordType}:${key}`);
      return Promise.resolve(
        records === 'not served'
          ? []
          : records.filter((r) => r.type === recordType && r.key === key),
      );
    },
  };
  const context: PersonCheckContext = {
    request: { type, ...request },
    today: checkDayOf(new Date()),
    organisation: TEST_ORGANISATION,
    registry,
    screening: createScreeningService(),
    lookups: {},
    shared: new Map(),
    subject: {},
    at: new Date().toISOString(),
    history: () => Promise.reject(new Error('not used')),
  };
  return { context, asked };
}
