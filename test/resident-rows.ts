/**
 * Residents rows as in a `residents` CSV file (fictitious persons), checked as an import checks
 * them and stored under every key the format keeps them by, for section unit tests.
 */
import { residents } from '../src/entities/records.js';
import type { ReferenceRecord } from '../src/sources/source.js';

export function residentRecords(rows: string[]): ReferenceRecord[] {
  return rows.flatMap((row) => {
    const values = row.split(',');
    const checked = residents.check(
      Object.fromEntries(residents.columns.map((c, i) => [c, values[i] ?? ''])),
    );
    if (!checked.ok) throw new Error(`${checked.column}: ${checked.reason}`);
    const more = residents.alsoKeyed?.(checked.record.data) ?? [];
    return [checked.record, ...more.map(({ type, key }) => ({ ...checked.record, type, key }))];
  });
}
