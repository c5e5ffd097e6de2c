/** id_document_number_check_result for Belgian identity cards, checked by their own rule. */
import { describe, expect, it } from 'vitest';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import { contextWithRecords } from '../../../test/person-context.js';
import { idDocumentSection } from './id-document.js';

// Made up for these tests: 5912345678 modulo 97 is 29.
const resultFor = async (id_document: PersonCheckRequest['id_document']) => {
  const { context } = contextWithRecords('extended', { id_document }, 'lost-documents', []);
  return (await idDocumentSection.compute(context))?.id_document_number_check_result;
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
});
