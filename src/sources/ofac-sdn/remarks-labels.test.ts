import { describe, expect, it } from 'vitest';
import { idDocument, parseRemarks } from './remarks.js';

describe('parseRemarks: registration numbers under their registers’ names', () => {
  it('reads a Dutch Chamber of Commerce (KvK) number and the other registers', () => {
    const remarks = parseRemarks(
      'Chamber of Commerce Number 87654321 (Netherlands); Enterprise Number 0430.033.662 (Belgium); Commercial Registry Number 0411518776478 (Iran); Business Number 123456789 (Canada); Certificate of Incorporation Number 2075641 (Hong Kong); Public Registration Number 1047796411546 (Russia); Organization Established Date 2015.',
    );
    expect(remarks.registrationNumbers).toEqual([
      '87654321',
      '0430.033.662',
      '0411518776478',
      '123456789',
      '2075641',
      '1047796411546',
    ]);
  });
});

describe('parseRemarks: identity documents and tax numbers of persons', () => {
  it('reads passports, identity cards, licences and Latin American tax and person numbers', () => {
    const remarks = parseRemarks(
      "Stateless Person Passport C000375 (Moldova) issued 09 Sep 2000; Travel Document Number A0003900 (Germany); Personal ID Card 00246412491303975500493 (Slovenia); Driver's License No. M600161650080 (United States); NIT # 800123456-1 (Colombia); R.F.C. RASL650513LJA (Mexico); C.U.R.P. RASL650513HNEFLR06 (Mexico).",
    );
    expect(remarks.passports).toEqual([
      { type: 'Stateless Person Passport', number: 'C000375', country: 'md', issued: '2000-09-09' },
      { type: 'Travel Document Number', number: 'A0003900', country: 'de' },
    ]);
    expect(remarks.identifications).toEqual([
      { type: 'Personal ID Card', number: '00246412491303975500493', country: 'si' },
      { type: "Driver's License No.", number: 'M600161650080', country: 'us' },
      { type: 'C.U.R.P.', number: 'RASL650513HNEFLR06', country: 'mx' },
    ]);
    expect(remarks.taxNumbers).toEqual(['800123456-1', 'RASL650513LJA']);
  });
});

describe('idDocument: numbers as OFAC writes them', () => {
  it('reads "No.: number, country, Issue Date date"', () => {
    expect(idDocument('Passport', 'No.: 0310857, Eritrea, Issue Date 21 August 2006')).toEqual({
      type: 'Passport',
      number: '0310857',
      country: 'er',
      issued: '2006-08-21',
    });
  });

  it('keeps a number that begins with a bracketed part, and drops a leading #', () => {
    expect(idDocument('National ID No.', '(HWI)040182 (Burma)')).toEqual({
      type: 'National ID No.',
      number: '(HWI)040182',
      country: 'mm',
    });
    expect(idDocument('Passport', '#H0044232 (Iraq)')).toEqual({
      type: 'Passport',
      number: 'H0044232',
      country: 'iq',
    });
  });
});
