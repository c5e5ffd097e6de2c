import { describe, expect, it } from 'vitest';
import {
  datePartsToIso,
  EntityBuilder,
  gender,
  isoDate,
  toSourceEvent,
  yearRange,
} from './builder.js';
import { countryCode } from '../countries.js';

describe('countryCode', () => {
  it.each([
    ['Afghanistan', 'af'],
    ['Iran (Islamic Republic of)', 'ir'],
    ['IRAN (ISLAMIC REPUBLIC OF)', 'ir'],
    ["Democratic People's Republic of Korea", 'kp'],
    ["KOREA, DEMOCRATIC PEOPLE'S REPUBLIC OF", 'kp'],
    ['Korea, Republic of', 'kr'],
    ['Congo, Democratic Republic of the', 'cd'],
    ['the Democratic Republic of the Congo', 'cd'],
    ['Congo', 'cg'],
    ['Syrian Arab Republic', 'sy'],
    ['Russian Federation', 'ru'],
    ['Türkiye', 'tr'],
    ["Côte d'Ivoire", 'ci'],
    ['United Kingdom of Great Britain and Northern Ireland', 'gb'],
    ['Viet Nam', 'vn'],
    ['Libyan Arab Jamahiriya', 'ly'],
    ['Serbia and Montenegro', 'csxx'],
    ['Kosovo', 'xk'],
    ['Indonesia (as at Dec. 2003)', 'id'],
    ['NL', 'nl'],
    ['us', 'us'],
  ])('%s is %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it.each(['UNKNOWN', '00', 'Atlantis', '', undefined])('%s is no country', (name) => {
    expect(countryCode(name)).toBeUndefined();
  });
});

describe('dates', () => {
  it.each([
    ['1968-04-02', '1968-04-02'],
    ['1968-4-2', '1968-04-02'],
    ['1968-04-02T00:00:00', '1968-04-02'],
    ['1968', '1968'],
    ['1968-00-00', '1968'],
    ['02/04/1968', '1968-04-02'],
    ['2.4.1968', '1968-04-02'],
    ['1968-02-30', undefined],
    ['1968-13-01', undefined],
    ['circa 1968', undefined],
    [' ', undefined],
  ])('isoDate(%s) is %s', (text, expected) => {
    expect(isoDate(text)).toBe(expected);
  });

  it('builds dates from parts, shortening at an unknown month or day', () => {
    expect(datePartsToIso('1976', '11', '0')).toBe('1976-11');
    expect(datePartsToIso('1976', '', '')).toBe('1976');
    expect(datePartsToIso('1976', '2', '29')).toBe('1976-02-29');
    expect(datePartsToIso('76')).toBeUndefined();
  });

  it('expands every year of a range up to 30 years, and gives none of a wider one', () => {
    expect(yearRange('1969', '1971')).toEqual(['1969', '1970', '1971']);
    // UN BETWEEN 1955 and 1968, EU yearRangeFrom/To: a customer born 1962 is inside.
    expect(yearRange('1955', '1968')).toContain('1962');
    expect(yearRange('1950', '1980')).toHaveLength(31);
    expect(yearRange('1900', '1990')).toEqual([]);
    expect(yearRange('1971', '1969')).toEqual(['1969', '1970', '1971']);
    expect(yearRange('1971', undefined)).toEqual(['1971']);
    expect(yearRange('abc', 'def')).toEqual([]);
  });
});

describe('EntityBuilder and toSourceEvent', () => {
  it('cleans, deduplicates and drops blank values', () => {
    const entity = new EntityBuilder('x-1', 'Person')
      .add('name', '  Jane\n   Doe ', 'Jane Doe', undefined, '')
      .add('gender', gender('F'), gender('unknown'))
      .build();
    expect(entity).toEqual({
      id: 'x-1',
      schema: 'Person',
      properties: { name: ['Jane Doe'], gender: ['female'] },
    });
  });

  it('rejects the whole record when one of its entities does not fit the model', () => {
    const good = new EntityBuilder('x-1', 'Person').add('name', 'Jane').build();
    const bad = new EntityBuilder('x-1-sanction', 'Sanction').add('listingDate', 'soon').build();
    expect(toSourceEvent('f.xml', 7, 120, { entities: [good, bad] })).toEqual({
      file: 'f.xml',
      line: 120,
      record: 7,
      rejected: 'x-1-sanction: listingDate "soon" is not a date (YYYY, YYYY-MM or YYYY-MM-DD)',
    });
    expect(toSourceEvent('f.xml', 8, 130, { entities: [good] })).toEqual({
      file: 'f.xml',
      line: 130,
      record: 8,
      items: [{ kind: 'entity', entity: good }],
    });
  });
});
