import { describe, expect, it } from 'vitest';
import { requestIdGenerator, uuidLookupKey, uuidv7 } from './uuidv7.js';

describe('uuidv7', () => {
  it('has the version 7 and RFC variant bits', () => {
    const id = uuidv7();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('carries the timestamp in its first 48 bits, so ids sort by time', () => {
    const earlier = uuidv7(1_700_000_000_000);
    const later = uuidv7(1_700_000_000_001);
    expect(parseInt(earlier.replace(/-/g, '').slice(0, 12), 16)).toBe(1_700_000_000_000);
    expect(earlier < later).toBe(true);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => uuidv7(0)));
    expect(ids.size).toBe(1000);
  });
});

describe('requestIdGenerator', () => {
  it('gives distinct ids in the accepted x-request-id alphabet, and another prefix per generator', () => {
    const next = requestIdGenerator();
    const ids = Array.from({ length: 1000 }, next);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    const other = requestIdGenerator()();
    expect(other.split('-')[0]).not.toBe(ids[0]?.split('-')[0]);
  });
});

describe('uuidLookupKey', () => {
  it('lower-cases a text in UUID form, and leaves any other text as it is', () => {
    const id = uuidv7();
    expect(uuidLookupKey(id.toUpperCase())).toBe(id);
    expect(uuidLookupKey(id)).toBe(id);
    expect(uuidLookupKey('My-Key')).toBe('My-Key');
    // Not quite a UUID (a digit short): kept as given.
    expect(uuidLookupKey(id.toUpperCase().slice(1))).toBe(id.toUpperCase().slice(1));
  });
});
