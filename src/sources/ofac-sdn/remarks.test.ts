import { describe, expect, it } from 'vitest';
import { yearRange } from '../xml-shared/builder.js';
import { birthCountryOf, idDocument, ofacDate, ofacDates, parseRemarks } from './remarks.js';

describe('ofacDate', () => {
  it('reads full dates, month and year, and years', () => {
    expect(ofacDate('12 Jan 1960')).toBe('1960-01-12');
    expect(ofacDate('5 Sep 1972')).toBe('1972-09-05');
    expect(ofacDate('Jan 1960')).toBe('1960-01');
    expect(ofacDate('1960')).toBe('1960');
  });

  it('gives nothing for what is not a date', () => {
    expect(ofacDate('')).toBeUndefined();
    expect(ofacDate('32 Jan 1960')).toBeUndefined();
    expect(ofacDate('12 Foo 1960')).toBeUndefined();
    expect(ofacDate('60')).toBeUndefined();
    expect(ofacDate('on 12 Jan 1960')).toBeUndefined();
  });
});

describe('ofacDates', () => {
  it('drops circa and lists every year of a short year range', () => {
    expect(ofacDates('circa 1961')).toEqual(['1961']);
    expect(ofacDates('1955 to 1958')).toEqual(['1955', '1956', '1957', '1958']);
  });

  it('lists every year of a range up to 30 years, as the UN and EU readers do', () => {
    // Born 1962 is inside "DOB 1955 to 1968": the year must be there, not the ends alone.
    expect(ofacDates('1955 to 1968')).toContain('1962');
    expect(ofacDates('1955 to 1968')).toEqual(yearRange('1955', '1968'));
    expect(ofacDates('01 Jan 1955 to 31 Dec 1957')).toEqual([
      '1955-01-01',
      '1955',
      '1956',
      '1957',
      '1957-12-31',
    ]);
  });

  it('gives no date for a range wider than 30 years, or one it cannot read', () => {
    expect(ofacDates('1900 to 1990')).toEqual([]);
    expect(ofacDates('1955 to sometime')).toEqual([]);
  });

  it('reads a hyphenated year range, circa or not', () => {
    expect(ofacDates('circa 1979-1982')).toEqual(['1979', '1980', '1981', '1982']);
    expect(ofacDates('1979 - 1982')).toEqual(['1979', '1980', '1981', '1982']);
  });
});

describe('idDocument', () => {
  it('reads number, country and issue and expiry dates', () => {
    expect(
      idDocument('Passport', 'AB123456 (Colombia) issued 03 Mar 2005 expires 02 Mar 2015'),
    ).toEqual({
      type: 'Passport',
      number: 'AB123456',
      country: 'co',
      issued: '2005-03-03',
      expires: '2015-03-02',
    });
  });

  it('takes the first parenthesised country and allows none', () => {
    expect(idDocument('Registration', '0582030 (Connecticut) (United States)')).toEqual({
      type: 'Registration',
      number: '0582030',
      country: 'us',
    });
    expect(idDocument('Passport', '719032284')).toEqual({ type: 'Passport', number: '719032284' });
    expect(idDocument('Passport', ' (Iran)')).toBeUndefined();
  });
});

describe('birthCountryOf', () => {
  it('reads the country a place of birth ends in, an inverted name too', () => {
    expect(birthCountryOf('Cali, Colombia')).toEqual({ code: 'co', text: 'Colombia' });
    expect(birthCountryOf('Lebanon')).toEqual({ code: 'lb', text: 'Lebanon' });
    expect(birthCountryOf('Al-Owja, near Tikrit, Iraq')).toEqual({ code: 'iq', text: 'Iraq' });
    expect(birthCountryOf('Pyongyang, Korea, North')).toEqual({
      code: 'kp',
      text: 'Korea, North',
    });
    expect(birthCountryOf('Kinshasa, Congo, Democratic Republic of the').code).toBe('cd');
  });

  it('gives the text that names no country', () => {
    expect(birthCountryOf('Beit Hanina, Jerusalem')).toEqual({ text: 'Jerusalem' });
    expect(birthCountryOf('Baghdad')).toEqual({ text: 'Baghdad' });
  });
});

describe('parseRemarks', () => {
  it('reads what an individual entry states', () => {
    const remarks = parseRemarks(
      "DOB 12 Jan 1960; alt. DOB circa 1961; POB Cali, Colombia; nationality Colombia; citizen Colombia; Passport AB123456 (Colombia); National ID No. 0102030405 (Syria); Gender Male; Email Address a@example.org; a.k.a. 'EL PROFE'; Linked To: ACME S.A.",
    );
    expect(remarks).toMatchObject({
      birthDates: ['1960-01-12', '1961'],
      birthPlaces: ['Cali, Colombia'],
      birthCountries: ['co'],
      nationalities: ['co'],
      citizenships: ['co'],
      gender: 'male',
      passports: [{ type: 'Passport', number: 'AB123456', country: 'co' }],
      identifications: [{ type: 'National ID No.', number: '0102030405', country: 'sy' }],
      emails: ['a@example.org'],
      weakAliases: ['EL PROFE'],
      linkedTo: ['ACME S.A'],
    });
  });

  it('reads what an entity entry states', () => {
    const remarks = parseRemarks(
      'Website www.example.org; alt. Website example.net; Tax ID No. 52-2083095 (United States); Business Registration Number 1207700248030 (Russia); V.A.T. Number CHE-267.936.404 (Switzerland); Legal Entity Number 5299007NTWCC3U23WM81 (Czech Republic); Organization Established Date 21 Jul 2020; Telephone No. (218) 214778301.',
    );
    expect(remarks).toMatchObject({
      websites: ['www.example.org', 'example.net'],
      taxNumbers: ['52-2083095'],
      registrationNumbers: ['1207700248030'],
      vatCodes: ['CHE-267.936.404'],
      leiCodes: ['5299007NTWCC3U23WM81'],
      establishedDates: ['2020-07-21'],
      phones: ['(218) 214778301'],
    });
  });

  it('ignores unknown statements, unknown countries and unreadable dates', () => {
    const remarks = parseRemarks(
      'Secondary sanctions risk: section 1(b); nationality Atlantis; DOB sometime; Gender Unknown.',
    );
    expect(remarks.nationalities).toEqual([]);
    expect(remarks.unknownCountries).toEqual([['nationality', 'Atlantis']]);
    expect(remarks.birthDates).toEqual([]);
    expect(remarks.gender).toBeUndefined();
    expect(parseRemarks(undefined).weakAliases).toEqual([]);
  });

  it('notes the country of a place of birth that names no country, keeping the place', () => {
    const remarks = parseRemarks(
      'POB Beit Hanina, Jerusalem; alt. POB Aleppo, Syria; alt. POB Pyongyang, Korea, North.',
    );
    expect(remarks.birthPlaces).toEqual([
      'Beit Hanina, Jerusalem',
      'Aleppo, Syria',
      'Pyongyang, Korea, North',
    ]);
    expect(remarks.birthCountries).toEqual(['sy', 'kp']);
    expect(remarks.unknownCountries).toEqual([['birthCountry', 'Jerusalem']]);
  });

  it('notes the country of a document whose number does not read, and no other bracket', () => {
    const remarks = parseRemarks(
      'Passport (Iran); alt. Passport (HWI) (Iraq) issued 2005; National ID No. (individual); Passport A1 (Iran).',
    );
    expect(remarks.passports).toEqual([{ type: 'Passport', number: 'A1', country: 'ir' }]);
    expect(remarks.numberlessDocuments).toEqual([
      { type: 'Passport', text: '(Iran)', country: 'Iran' },
      { type: 'Passport', text: '(HWI) (Iraq) issued 2005', country: 'Iraq' },
    ]);
  });
});
