/** id_document_number_check_result for Belgian identity cards, checked by their own rule. */
import { describe, expect, it } from 'vitest';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import type { LostDocumentData } from '../../entities/records.js';
import type { ReferenceRecord } from '../../sources/source.js';
import { contextWithRecords } from '../../../test/person-context.js';
import { idDocumentSection } from './id-document.js';

// Made up for these tests: 5912345678 modulo 97 is 29.
const resultFor = async (
  id_document: PersonCheckRequest['id_document'],
  reports: ReferenceRecord[] = [],
) => {
  const { context } = contextWithRecords('extended', { id_document }, 'lost-documents', reports);
  return (await idDocumentSection.compute(context))?.id_document_number_check_result;
};

const stolenCard = (number: string): ReferenceRecord => {
  const data: LostDocumentData = {
    type: 'identity_card',
    country: 'BE',
    number,
    reported_on: '2026-02-01',
    status: 'stolen',
  };
  return { type: 'lost-documents', key: `BE|identity_card|${number}`, data };
};

describe('id_document_number_check_result of a Belgian identity card', () => {
  it('is valid where the last two digits are the first ten modulo 97', async () => {
    expect(
      await resultFor({ type: 'identity_card', country: 'BE', number: '591-2345678-29' }),
    ).toEqual({
      code: 'valid',
      description:
        'The number 591234567829 has the form of a Belgian identity card number and its check digits 29 are right. It is not on the list of documents reported lost, stolen or invalidated.',
    });
  });

  it('names the right check digits where they are wrong', async () => {
    expect(
      await resultFor({ type: 'identiteitskaart', country: 'België', number: '591-2345678-30' }),
    ).toEqual({
      code: 'invalid_check_digit',
      description:
        'The check digits are wrong: 30 were given as the last two digits, but those of 5912345678 are 29 (the first ten digits modulo 97).',
    });
  });

  it('says a number of another form is no Belgian identity card number', async () => {
    const result = await resultFor({ type: 'identity_card', country: 'BE', number: '591-2345678' });
    expect(result?.code).toBe('invalid_format');
    expect(result?.description).toContain(
      'it has 10 digits; a Belgian identity card number has 12 (000-0000000-00)',
    );
  });

  it('leaves a Belgian passport to the ICAO rule', async () => {
    expect((await resultFor({ type: 'passport', country: 'BE', number: 'EH123456' }))?.code).toBe(
      'unknown',
    );
  });

  it('names the report of the card whose first ten digits were given with wrong check digits', async () => {
    const result = await resultFor(
      { type: 'identity_card', country: 'BE', number: '591-2345678-30' },
      [stolenCard('591234567829')],
    );
    expect(result?.code).toBe('reported_lost_or_stolen');
    expect(result?.description).toContain('The check digits are wrong: 30 were given');
  });

  describe('given as the nine digits of the machine-readable zone', () => {
    const mrz = { type: 'identity_card', country: 'BE', number: '591234567' };

    it('is not verified, nor of the wrong form, and not listed', async () => {
      expect(await resultFor(mrz)).toEqual({
        code: 'unknown',
        description:
          'The number 591234567 could not be verified: it is the nine digits of the machine-readable zone, without the last three digits of a Belgian identity card number, its check digits among them (an identity card of BE). It is not on the list of documents reported lost, stolen or invalidated.',
      });
    });

    it('is found on the list as written there', async () => {
      const result = await resultFor(mrz, [stolenCard('591234567')]);
      expect(result?.code).toBe('reported_lost_or_stolen');
    });

    it('names a card on the list whose number begins with them, asking for all twelve', async () => {
      const result = await resultFor(mrz, [stolenCard('591234567829')]);
      expect(result).toEqual({
        code: 'unknown',
        description: expect.stringContaining(
          'A Belgian identity card whose number begins with these nine digits is on the list of documents reported lost, stolen or invalidated: reported stolen on 2026-02-01 (identity card BE 591234567829). Give all twelve digits to tell whether it is that card.',
        ) as string,
      });
    });
  });
});
