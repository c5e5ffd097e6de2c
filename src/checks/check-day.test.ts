import { describe, expect, it } from 'vitest';
import { checkDayOf } from './check-day.js';

describe('checkDayOf', () => {
  it('is the date in Amsterdam, a day on from UTC after midnight there', () => {
    // CET (UTC+1): 00:28 on the 28th in Amsterdam.
    expect(checkDayOf(new Date('2026-11-27T23:28:00Z'))).toBe('2026-11-28');
    expect(checkDayOf(new Date('2026-11-27T22:59:59Z'))).toBe('2026-11-27');
    expect(checkDayOf(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28');
    // CEST (UTC+2): from 22:00 UTC.
    expect(checkDayOf(new Date('2026-07-27T21:59:59Z'))).toBe('2026-07-27');
    expect(checkDayOf(new Date('2026-07-27T22:00:00Z'))).toBe('2026-07-28');
    expect(checkDayOf(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(checkDayOf(new Date('2024-02-28T23:30:00Z'))).toBe('2024-02-29');
  });

  it('gives moments asked in turn either side of midnight each its own day', () => {
    const moments: [string, string][] = [
      ['2026-11-27T22:59:00.000Z', '2026-11-27'],
      ['2026-11-27T22:59:59.999Z', '2026-11-27'],
      ['2026-11-27T23:00:00.000Z', '2026-11-28'],
      ['2026-11-27T23:00:59.999Z', '2026-11-28'],
      ['2026-11-27T22:59:30.000Z', '2026-11-27'],
      ['2026-03-29T00:59:59.000Z', '2026-03-29'],
      ['2026-03-28T22:59:59.000Z', '2026-03-28'],
    ];
    for (const [at, day] of moments) expect(checkDayOf(new Date(at)), at).toBe(day);
  });
});
