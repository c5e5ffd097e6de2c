import { describe, expect, it } from 'vitest';
import { validateDocumentNumber } from './validate-document-number.js';

describe('validateDocumentNumber', () => {
  it('ignores spaces and dashes and reads lower case', () => {
    expect(
      validateDocumentNumber({ type: 'passport', country: 'NL', number: ' speci 2014-2 ' }),
    ).toMatchObject({ outcome: 'valid', number: 'SPECI2014', checkDigit: '2' });
    expect(
      validateDocumentNumber({ type: 'drivers_license', country: 'NL', number: '4498-905-662' }),
    ).toMatchObject({ outcome: 'valid', number: '4498905662' });
    // Full-width forms, as East Asian keyboards type them, are the plain letters and digits.
    expect(
      validateDocumentNumber({ type: 'passport', country: 'NL', number: 'ＳＰＥＣＩ２０１４' }),
    ).toMatchObject({ outcome: 'valid', number: 'SPECI2014' });
  });

  it('applies the Dutch rules to Dutch documents only', () => {
    // Nine digits: no Dutch passport number (it starts with two letters), but ICAO form.
    expect(
      validateDocumentNumber({ type: 'passport', country: 'NL', number: '123456789' }),
    ).toMatchObject({ outcome: 'invalid_format' });
    expect(
      validateDocumentNumber({ type: 'passport', country: 'US', number: '123456789' }),
    ).toMatchObject({ outcome: 'form_only', number: '123456789' });
  });

  it('uses the same rule for Dutch identity cards as for passports', () => {
    expect(
      validateDocumentNumber({ type: 'identity_card', country: 'NL', number: 'SPECI2O21' }),
    ).toMatchObject({ outcome: 'invalid_format' });
    expect(
      validateDocumentNumber({ type: 'identity_card', country: 'nl', number: 'SPECI20212' }),
    ).toMatchObject({ outcome: 'valid', number: 'SPECI2021' });
  });

  it('has no rule for the driving licences of other countries', () => {
    expect(
      validateDocumentNumber({
        type: 'drivers_license',
        country: 'GB',
        number: 'MORGA753116SM9IJ',
      }),
    ).toMatchObject({ outcome: 'no_rule', number: 'MORGA753116SM9IJ' });
  });

  it('says an empty number is no number', () => {
    expect(
      validateDocumentNumber({ type: 'passport', country: 'NL', number: ' - ' }),
    ).toMatchObject({ outcome: 'invalid_format', reason: 'is empty' });
  });
});
