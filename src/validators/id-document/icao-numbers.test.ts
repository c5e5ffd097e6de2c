import { describe, expect, it } from 'vitest';
import { checkIcaoDocumentNumber, checkUnruledNumber } from './icao-numbers.js';

describe('ICAO 9303 document numbers (countries without a national rule)', () => {
  it('takes up to nine letters and digits as fitting the form only', () => {
    expect(checkIcaoDocumentNumber('C01X00T47')).toMatchObject({
      outcome: 'form_only',
      number: 'C01X00T47',
    });
    expect(checkIcaoDocumentNumber('EH123456')).toMatchObject({
      outcome: 'form_only',
      number: 'EH123456',
    });
  });

  it('checks the digit after nine characters (the ICAO 9303 example L898902C3, 6)', () => {
    expect(checkIcaoDocumentNumber('L898902C36')).toMatchObject({
      outcome: 'valid',
      number: 'L898902C3',
      checkDigit: '6',
    });
    expect(checkIcaoDocumentNumber('L898902C35')).toMatchObject({
      outcome: 'invalid_check_digit',
      given: '5',
      expected: '6',
    });
  });

  it('reads a short number padded with the filler as in the machine-readable zone', () => {
    // D231458<< weighs 13·7 + 2·3 + 3 + 1·7 + 4·3 + 5 + 8·7 = 180: check digit 0.
    expect(checkIcaoDocumentNumber('D231458<<0')).toMatchObject({
      outcome: 'valid',
      number: 'D231458',
      checkDigit: '0',
    });
    expect(checkIcaoDocumentNumber('D231458<<')).toMatchObject({
      outcome: 'form_only',
      number: 'D231458',
    });
  });

  it('leaves numbers longer than the ICAO field unchecked', () => {
    expect(checkIcaoDocumentNumber('AB1234567890')).toMatchObject({
      outcome: 'no_rule',
      number: 'AB1234567890',
    });
  });

  it.each([
    ['AB12', 'has 4 characters'],
    ['AB<123456', 'filler'],
    ['AB1234567X', 'tenth character'],
    ['AB12345678<<', 'filler'],
    ['AB.123456', 'other than letters'],
    // An empty machine-readable field: no number, not a filler out of place.
    ['<<<<<<<<<', 'only the filler'],
    ['<<<<<<<<<0', 'only the filler'],
  ])('rejects %s: %s', (input, reason) => {
    expect(checkIcaoDocumentNumber(input)).toMatchObject({
      outcome: 'invalid_format',
      // Reasons follow "it" in the answer's sentence ("The number is not valid …: it has …").
      reason: expect.stringMatching(/^(is|has|contains|does) /) as string,
    });
    expect(checkIcaoDocumentNumber(input)).toMatchObject({
      reason: expect.stringContaining(reason) as string,
    });
  });
});

describe('numbers without a rule', () => {
  it('reads letters and digits without judging them', () => {
    expect(checkUnruledNumber('MORGA753116SM9IJ')).toMatchObject({
      outcome: 'no_rule',
      number: 'MORGA753116SM9IJ',
    });
  });

  it('rejects other characters', () => {
    expect(checkUnruledNumber('B072RRE2I55/')).toMatchObject({ outcome: 'invalid_format' });
  });
});
