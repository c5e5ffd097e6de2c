/** GLEIF's records in tests: a company with an LEI, and a relationship as gleif-rr maps it. */
import type { Entity } from '../src/entities/entity.js';
import { mapRelationship } from '../src/sources/gleif-rr/mapper.js';
import type { RrRecord } from '../src/sources/gleif-rr/reader.js';
import { ftmEntity } from './demo-registry.js';

/** A GLEIF relationship record of `child` to `parent` (with a percentage), mapped as gleif-rr maps it. */
export function gleifRelationship(
  type: string,
  start: string,
  child: string,
  parent: string,
  percentage?: string,
): Entity {
  const record: RrRecord = {
    startNode: child,
    endNode: parent,
    type,
    status: 'ACTIVE',
    periods: [{ type: 'RELATIONSHIP_PERIOD', start }],
    accountingStandards: ['IFRS'],
    quantifiers:
      percentage === undefined
        ? []
        : [{ method: 'ACCOUNTING_CONSOLIDATION', amount: percentage, units: 'PERCENTAGE' }],
  };
  const mapped = mapRelationship(record);
  if (!('items' in mapped) || mapped.items[0]?.kind !== 'entity') throw new Error('not mapped');
  return mapped.items[0].entity;
}

/** A company as GLEIF's record of it, with its registration number where given. */
export const leiCompany = (lei: string, name: string, number?: string): Entity =>
  ftmEntity(`lei-${lei}`, 'Company', {
    name: [name],
    leiCode: [lei],
    jurisdiction: ['nl'],
    ...(number && { registrationNumber: [number] }),
  });

/**
 * A gleif-lei file of the records given, each as GLEIF's column names and values (GLEIF's
 * columns are found by name: only those filled are needed).
 */
export function leiCsvOf(records: readonly Record<string, string>[]): string {
  const columns = [...new Set(records.flatMap((r) => Object.keys(r)))];
  const quoted = (row: readonly string[]) => row.map((field) => `"${field}"`).join(',');
  return [quoted(columns), ...records.map((r) => quoted(columns.map((c) => r[c] ?? '')))].join(
    '\n',
  );
}
