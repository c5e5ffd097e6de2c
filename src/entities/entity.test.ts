import { describe, expect, it } from 'vitest';
import { checkEntity } from './entity.js';

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
