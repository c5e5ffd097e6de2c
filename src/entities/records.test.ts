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

  it('keys a resident by person under each name of a double family name too', () => {
    const { residents } = RECORD_TYPES;
    const keysOf = (fields: Record<string, string>): string[] => {
      const result = residents.check(
        row(residents.columns, { postcode: '1012AB', house_number: '7', ...fields }),
      );
      if (!result.ok) throw new Error(result.reason);
      return (residents.alsoKeyed?.(result.record.data) ?? []).map((k) => `${k.type}:${k.key}`);
    };
    const born = { date_of_birth: '1985-05-05' };
    const byPerson = (...names: string[]) =>
      names.map((name) => `residents-by-person:${name}|1985-05-05`);
    // The whole name first, as before; then each of its names, written apart or hyphenated.
    expect(keysOf({ last_name: 'García Pérez', ...born })).toEqual(
      byPerson('garciaperez', 'garcia', 'perez'),
    );
    expect(keysOf({ last_name_prefix: 'van den', last_name: 'Berg-Jansen', ...born })).toEqual(
      byPerson('bergjansen', 'berg', 'jansen'),
    );
    // Of a part with a prefix, the name without it, as a check looks it up.
    expect(keysOf({ last_name: 'Bosch-de Vries', ...born })).toEqual(
      byPerson('boschdevries', 'bosch', 'vries'),
    );
    // One name stays one key: a prefix or a particle among the words, or one word.
    for (const last_name of ['Berg de Vries', 'Ben Ali', 'Al-Hassan', 'Jansen']) {
      expect(keysOf({ last_name, ...born }), last_name).toHaveLength(1);
    }
    // Without a date of birth nobody is looked up by name, so no more keys are made.
    expect(keysOf({ last_name: 'García Pérez' })).toEqual(['residents-by-person:garciaperez|']);
  });
});
