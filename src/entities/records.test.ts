import { describe, expect, it } from 'vitest';
import {
  addressKey,
  parseOrUndefined,
  parsePhoneNumber,
  parsePostcode,
  RECORD_TYPES,
  type RecordCheck,
} from './records.js';

const row = (columns: readonly string[], values: Record<string, string>) =>
  Object.fromEntries(columns.map((c) => [c, values[c] ?? '']));

describe('record types', () => {
  it('are named as the import formats are', () => {
    expect(Object.keys(RECORD_TYPES)).toEqual([
      'financials',
      'claims',
      'balance-sheet',
      'residents',
      'phone-directory',
      'lost-documents',
      'postcode-stats',
      'address-properties',
      'country-risk',
    ]);
    for (const [name, type] of Object.entries(RECORD_TYPES)) {
      expect(type.name).toBe(name);
      expect(new Set(type.columns).size).toBe(type.columns.length);
    }
  });

  it('that a file holds once per some columns start their keys with letters of their own', () => {
    const tags = Object.values(RECORD_TYPES).flatMap((type) =>
      'once' in type && type.once !== undefined ? [type.once.tag] : [],
    );
    expect(tags).toHaveLength(5);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('name the first column at fault', () => {
    const { claims } = RECORD_TYPES;
    const result: RecordCheck = claims.check(row(claims.columns, { kvk_number: '12345678' }));
    expect(result).toEqual({ ok: false, column: 'received_date', reason: 'is empty' });
  });

  it('treat a missing column as an empty one', () => {
    expect(RECORD_TYPES['lost-documents'].check({ type: 'passport' })).toEqual({
      ok: false,
      column: 'country',
      reason: 'is empty',
    });
  });

  it('make keys the registry can make from what a check is given', () => {
    const { residents } = RECORD_TYPES;
    const result = residents.check(
      row(residents.columns, {
        postcode: '1012ab',
        house_number: '7',
        addition: 'h',
        last_name: 'X',
      }),
    );
    const code = parseOrUndefined(parsePostcode, '1012 AB');
    expect(code).toBe('1012AB');
    expect(result.ok && result.record.key).toBe(addressKey('1012AB', 7, 'H'));
    expect(parseOrUndefined(parsePhoneNumber, '06-12345678')).toBe('+31612345678');
    expect(parseOrUndefined(parsePhoneNumber, 'geen')).toBeUndefined();
  });
});
