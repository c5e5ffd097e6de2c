import { describe, expect, it } from 'vitest';
import { daysInMonth, daysOf, endedBefore, inForceOn } from './validity.js';

describe('daysOf', () => {
  it('widens a year to the whole year', () => {
    expect(daysOf('2026')).toEqual({ first: '2026-01-01', last: '2026-12-31' });
  });

  it('widens a month to its days, leap Februaries included', () => {
    expect(daysOf('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(daysOf('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(daysOf('2026-02').last).toBe('2026-02-28');
    expect(daysOf('2024-02').last).toBe('2024-02-29');
    expect(daysOf('2000-02').last).toBe('2000-02-29');
    expect(daysOf('1900-02').last).toBe('1900-02-28');
  });

  it('keeps a full date, and the calendar date of a date-time as written', () => {
    expect(daysOf('2026-11-27')).toEqual({ first: '2026-11-27', last: '2026-11-27' });
    expect(daysOf('2001-02-03T23:30:00-05:00')).toEqual({
      first: '2001-02-03',
      last: '2001-02-03',
    });
  });

  it('leaves text that is no date as it is', () => {
    expect(daysOf('unknown')).toEqual({ first: 'unknown', last: 'unknown' });
  });
});

describe('inForceOn', () => {
  const day = '2026-11-27';

  it('holds to the end of the year or month an end date names', () => {
    expect(inForceOn(undefined, '2026', day)).toBe(true);
    expect(inForceOn(undefined, '2026', '2026-12-31')).toBe(true);
    expect(inForceOn(undefined, '2026', '2027-01-01')).toBe(false);
    expect(inForceOn(undefined, '2026-11', day)).toBe(true);
    expect(inForceOn(undefined, '2026-11', '2026-11-30')).toBe(true);
    expect(inForceOn(undefined, '2026-11', '2026-12-01')).toBe(false);
    expect(inForceOn(undefined, '2026-10', day)).toBe(false);
    expect(inForceOn(undefined, '2025', day)).toBe(false);
    expect(inForceOn(undefined, '2024-02', '2024-02-29')).toBe(true);
    expect(inForceOn(undefined, '2023-02', '2023-03-01')).toBe(false);
  });

  it('counts a full end date as its own last day', () => {
    expect(inForceOn(undefined, day, day)).toBe(true);
    expect(inForceOn(undefined, '2026-11-26', day)).toBe(false);
  });

  it('holds from the first day of the year or month a start date names', () => {
    expect(inForceOn('2026', undefined, '2026-01-01')).toBe(true);
    expect(inForceOn('2027', undefined, '2026-12-31')).toBe(false);
    expect(inForceOn('2026-11', undefined, '2026-11-01')).toBe(true);
    expect(inForceOn('2026-12', undefined, day)).toBe(false);
    expect(inForceOn('2026-11-28', undefined, day)).toBe(false);
    expect(inForceOn(day, undefined, day)).toBe(true);
  });

  it('takes a missing or blank bound as open', () => {
    expect(inForceOn(undefined, undefined, day)).toBe(true);
    expect(inForceOn('', '', day)).toBe(true);
    expect(inForceOn('2026', '2026', day)).toBe(true);
  });
});

describe('endedBefore', () => {
  it('is true only once the last day an end date may mean has passed', () => {
    expect(endedBefore(undefined, '2026-11-27')).toBe(false);
    expect(endedBefore('', '2026-11-27')).toBe(false);
    expect(endedBefore('2026', '2026-11-27')).toBe(false);
    expect(endedBefore('2026-11', '2026-11-27')).toBe(false);
    expect(endedBefore('2026-11-27', '2026-11-27')).toBe(false);
    expect(endedBefore('2026-11-26', '2026-11-27')).toBe(true);
    expect(endedBefore('2026-10', '2026-11-27')).toBe(true);
    expect(endedBefore('2025', '2026-11-27')).toBe(true);
  });
});

describe('daysInMonth', () => {
  it('knows leap years by the Gregorian rule', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
  });
});
