import { describe, expect, it } from 'vitest';
import {
  birthDateFactor,
  BIRTH_DATE_NEAR,
  BIRTH_DATE_OTHER,
  BIRTH_DATE_SAME,
  COUNTRY_SHARED,
  countryFactor,
  encodeBirthDate,
  encodedBirthDateFactor,
  NO_BIRTH_DATE,
  OTHER_BIRTH_DATES,
} from './evidence-rank.js';

describe('birthDateFactor', () => {
  it('ranks the same day first, then a date agreeing in part or mistyped, then none, then another year', () => {
    expect(birthDateFactor(['1999-12-25'], ['1950-01-01', '1999-12-25'])).toBe(BIRTH_DATE_SAME);
    expect(birthDateFactor(['1999-12-25'], ['1999'])).toBe(BIRTH_DATE_NEAR);
    expect(birthDateFactor(['1999-12-25'], ['1999-03-01'])).toBe(BIRTH_DATE_NEAR);
    expect(birthDateFactor(['1999-12-25'], ['2000-12-25'])).toBe(BIRTH_DATE_NEAR);
    expect(birthDateFactor(['1999-12-25'], [])).toBe(1);
    expect(birthDateFactor([], ['1999-12-25'])).toBe(1);
    expect(birthDateFactor(['1999-12-25'], ['2000-12-24'])).toBe(BIRTH_DATE_OTHER);
    expect(birthDateFactor(['1999-12-25'], ['1960'])).toBe(BIRTH_DATE_OTHER);
    // A year alone, one year off, as the scorer takes it.
    expect(birthDateFactor(['1999-12-25'], ['1998'])).toBe(BIRTH_DATE_NEAR);
    expect(birthDateFactor(['1999-12-25'], ['1998-12'])).toBe(BIRTH_DATE_OTHER);
  });
});

describe('countryFactor', () => {
  it('lifts a shared country and lowers none: an address country is often not the listed one', () => {
    expect(countryFactor(['sy', 'lb'], ['lb'])).toBe(COUNTRY_SHARED);
    expect(countryFactor(['nl'], ['sy'])).toBe(1);
    expect(countryFactor([], ['lb'])).toBe(1);
  });
});

describe('encodedBirthDateFactor', () => {
  it('says what birthDateFactor, so the scorer, says of the same dates', () => {
    const dates = ['1999-12-25', '1999-12-24', '1999-03-01', '2000-12-25', '1998-12-25', '1999'];
    const more = ['2000', '1999-12', '2000-12', '1960-01-01', '2001-12-25', '1999-25-12'];
    // Years alone, months and days a slip apart, swapped or not, over four years.
    for (const year of ['1979', '1980', '1981', '1982']) {
      more.push(year);
      for (const month of ['03', '05', '11']) {
        more.push(`${year}-${month}`);
        for (const day of ['03', '05', '11', '30']) more.push(`${year}-${month}-${day}`);
      }
    }
    for (const asked of [...dates, ...more]) {
      for (const listed of [...dates, ...more]) {
        expect(
          encodedBirthDateFactor([encodeBirthDate([asked])], encodeBirthDate([listed])),
          `${asked} / ${listed}`,
        ).toBe(birthDateFactor([asked], [listed]));
      }
    }
    expect(encodeBirthDate([])).toBe(NO_BIRTH_DATE);
    expect(encodeBirthDate(['1999-12-25', '1960'])).toBe(OTHER_BIRTH_DATES);
    expect(encodeBirthDate(['circa 1960'])).toBe(OTHER_BIRTH_DATES);
    expect(encodeBirthDate(['1960-05'])).toBe(19600500);
  });
});
