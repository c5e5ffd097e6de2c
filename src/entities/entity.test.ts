import { describe, expect, it } from 'vitest';
import { checkEntity, importDay } from './entity.js';

/** An entity as a list's JSON line writes it: `__proto__` there is a member like any other. */
const parsed = (properties: string): unknown =>
  JSON.parse(`{"id":"fx-1","schema":"Person","properties":${properties}}`);

describe('properties named like members of every object', () => {
  it('are kept as the data they are, as any property the model does not know', () => {
    const checked = checkEntity(
      parsed('{"name":["Anna Smit"],"__proto__":["p"],"constructor":["c"],"foo":["f"]}'),
    );
    if (!checked.ok) throw new Error(checked.reason);
    const { properties } = checked.entity;
    expect(Object.getPrototypeOf(properties)).toBe(Object.prototype);
    expect(Object.keys(properties)).toEqual(['name', '__proto__', 'constructor', 'foo']);
    // As stored: the property goes with the entity.
    expect(JSON.stringify(properties)).toBe(
      '{"name":["Anna Smit"],"__proto__":["p"],"constructor":["c"],"foo":["f"]}',
    );
  });

  it('are checked as properties the model does not know, not as Object members', () => {
    const long = 'x'.repeat(70_000);
    for (const name of ['foo', 'toString', 'constructor', 'valueOf', 'hasOwnProperty']) {
      expect(checkEntity(parsed(`{"name":["Anna Smit"],"${name}":["${long}"]}`)).ok, name).toBe(
        true,
      );
    }
  });
});

describe('dates of birth, incorporation and listing after the latest calendar day anywhere', () => {
  const today = '2026-11-27';
  const check = (properties: string) => checkEntity(parsed(properties), { today });

  it('are left out, with the entity and its other values kept', () => {
    const checked = check(
      '{"name":["Anna Smit"],"birthDate":["1970-01-01","2026-11-28","2027","2026-12"]}',
    );
    expect(checked).toMatchObject({
      ok: true,
      entity: { properties: { birthDate: ['1970-01-01'] } },
      dropped: [
        'fx-1: birthDate "2026-11-28" is after 2026-11-27, the latest calendar day anywhere when the import ran; the value was left out',
        'fx-1: birthDate "2027" is after 2026-11-27, the latest calendar day anywhere when the import ran; the value was left out',
        'fx-1: birthDate "2026-12" is after 2026-11-27, the latest calendar day anywhere when the import ran; the value was left out',
      ],
    });
  });

  it('keep today, and a year or month that holds today', () => {
    const checked = check('{"birthDate":["2026-11-27","2026-11","2026","2026-11-27T23:59:00"]}');
    expect(checked).toEqual({
      ok: true,
      entity: {
        id: 'fx-1',
        schema: 'Person',
        properties: { birthDate: ['2026-11-27', '2026-11', '2026', '2026-11-27T23:59:00'] },
      },
    });
  });

  it('leave other future dates alone (a sanction ends, a passport expires)', () => {
    const checked = checkEntity(
      {
        id: 's',
        schema: 'Sanction',
        properties: { entity: ['p'], endDate: ['2030-01-01'], listingDate: ['2030-01-01'] },
      },
      { today },
    );
    expect(checked).toMatchObject({
      ok: true,
      entity: { properties: { entity: ['p'], endDate: ['2030-01-01'] } },
      dropped: [
        's: listingDate "2030-01-01" is after 2026-11-27, the latest calendar day anywhere when the import ran; the value was left out',
      ],
    });
  });
});

describe('importDay', () => {
  it('is the latest calendar day anywhere: a day ahead of UTC from 10:00 UTC on', () => {
    expect(importDay(Date.parse('2026-11-27T09:59:59Z'))).toBe('2026-11-27');
    expect(importDay(Date.parse('2026-11-27T10:00:00Z'))).toBe('2026-11-28');
  });
});
