import { describe, expect, it } from 'vitest';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import { VeracheckError, type FieldError } from '../../errors/errors.js';
import { assertCheckablePersonRequest } from './request-input.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const named = { last_name: 'Jansen' };

/** The field errors a request is refused with; none when it is accepted. */
function refusal(request: Omit<PersonCheckRequest, 'type'>, now = NOW): FieldError[] {
  try {
    assertCheckablePersonRequest({ type: 'basic', ...request }, now);
    return [];
  } catch (error) {
    if (!(error instanceof VeracheckError)) throw error;
    expect(error.code).toBe('VALIDATION_FAILED');
    return error.fieldErrors;
  }
}

const paths = (request: Omit<PersonCheckRequest, 'type'>, now = NOW) =>
  refusal(request, now).map((e) => e.path);

describe('assertCheckablePersonRequest', () => {
  it('needs a person with a name, an address or an id_document', () => {
    expect(paths({})).toEqual(['']);
    expect(paths({ person: { last_name: '  ', gender: 'M' } })).toEqual(['']);
    expect(paths({ person: named })).toEqual([]);
    expect(paths({ person: { initials: 'J.' } })).toEqual([]);
    expect(paths({ address: { zip_code: '1012AB', house_number: '1' } })).toEqual([]);
  });

  it('needs a type that checks an id_document given without a name or an address', () => {
    const documentOnly = { id_document: { number: 'XR1234567' } };
    for (const type of ['extended', 'full', 'compliance', 'custom'] as const) {
      expect(() => {
        assertCheckablePersonRequest({ type, ...documentOnly }, NOW);
      }, type).not.toThrow();
    }
    expect(refusal(documentOnly)).toEqual([
      {
        path: '/id_document',
        message:
          'a check of type basic does not check an id_document (types extended, full, compliance do): give a person with a name or an address as well, or choose one of those types',
      },
    ]);
    expect(paths({ ...documentOnly, person: named })).toEqual([]);
  });

  it('refuses names without letters, initials that are not letters and a mail address that is none', () => {
    expect(paths({ person: { last_name: '----' } })).toEqual(['/person/last_name']);
    expect(paths({ person: { last_name: 'Jansen', first_name: '12' } })).toEqual([
      '/person/first_name',
    ]);
    expect(paths({ person: { last_name: 'Linden', initials: '1.2.' } })).toEqual([
      '/person/initials',
    ]);
    for (const initials of ['.', '-', ". - '", '\u200b.']) {
      expect(paths({ person: { last_name: 'Linden', initials } }), initials).toEqual([
        '/person/initials',
      ]);
    }
    for (const initials of ['J.W.', 'J W', 'JW', 'Th.', 'IJ.', 'J.-P.', 'É.']) {
      expect(paths({ person: { last_name: 'Linden', initials } }), initials).toEqual([]);
    }
    expect(paths({ person: { last_name: "d'Ancona", last_name_prefix: "'t" } })).toEqual([]);
    expect(paths({ person: { ...named, mail_address: 'not-an-email' } })).toEqual([
      '/person/mail_address',
    ]);
    expect(paths({ person: { ...named, mail_address: ' jan@example.nl ' } })).toEqual([]);
  });

  it('refuses an id_document without its number', () => {
    // The schema refuses a missing number (400 "is required"); these rules refuse a blank one.
    expect(paths({ id_document: { number: '' } })).toEqual(['/id_document/number']);
    expect(paths({ id_document: { type: 'passport', country: 'NL', number: ' ' } })).toEqual([
      '/id_document/number',
    ]);
    expect(
      paths({ person: named, id_document: { type: 'passport', country: 'NL', number: '' } }),
    ).toEqual(['/id_document/number']);
    // Characters that do not show are no number, and no name either.
    expect(paths({ person: named, id_document: { number: '\u200b\u2060 \ufeff' } })).toEqual([
      '/id_document/number',
    ]);
    expect(paths({ person: { last_name: '\u200b' } })).toEqual(['']);
  });

  it('refuses an address that says nowhere', () => {
    expect(paths({ address: {} })).toEqual(['/address']);
    expect(paths({ address: { house_number: '12', house_number_extension: 'A' } })).toEqual([
      '/address',
    ]);
    expect(paths({ person: named, address: { street: ' ', state: 'NY' } })).toEqual(['/address']);
  });

  it('keeps partial addresses that address_validation grades', () => {
    expect(paths({ address: { zip_code: '1012AB' } })).toEqual([]);
    expect(paths({ address: { street: 'Damrak', city: 'Amsterdam' } })).toEqual([]);
    expect(paths({ address: { city: 'Amsterdam' } })).toEqual([]);
    expect(paths({ address: { address_line_1: 'Damrak 1, Amsterdam' } })).toEqual([]);
    expect(paths({ person: named, address: { country: 'DE' } })).toEqual([]);
  });

  it('refuses a date of birth in the future or before 1900', () => {
    const born = (date_of_birth: string, now = NOW) =>
      refusal({ person: { ...named, date_of_birth } }, now);
    expect(born('2099-01-01')).toEqual([
      { path: '/person/date_of_birth', message: '2099-01-01 is in the future' },
    ]);
    expect(born('0000-01-01')).toEqual([
      { path: '/person/date_of_birth', message: '0000-01-01 is before 1900-01-01' },
    ]);
    expect(born('1899-12-31')).toHaveLength(1);
    expect(born('1900-01-01')).toEqual([]);
    expect(born('1980-04-12')).toEqual([]);
    expect(born('2026-03-10')).toEqual([]);
    // Already the 11th somewhere (UTC+14), not yet the 12th anywhere.
    expect(born('2026-03-11')).toEqual([]);
    expect(born('2026-03-12')).toHaveLength(1);
    // Blank, "" or only spaces, is not given.
    for (const blank of ['', ' ', '   ', ' \t']) expect(born(blank), blank).toEqual([]);
  });

  it('refuses a gender it does not read, and takes the words it does', () => {
    expect(refusal({ person: { ...named, gender: 'Q' } })).toEqual([
      {
        path: '/person/gender',
        message:
          'gender "Q" is not read: give M, F or X (also read, in any case: m, male, man, f, female, v, vrouw, x), or leave it out',
      },
    ]);
    for (const gender of ['M', 'f', 'Female', ' vrouw ', 'X', '', '  ']) {
      expect(paths({ person: { ...named, gender } }), gender).toEqual([]);
    }
  });

  it('names every field at fault at once', () => {
    expect(
      paths({
        person: { ...named, gender: 'unknown', date_of_birth: '2099-01-01' },
        address: {},
        id_document: { number: ' ' },
      }),
    ).toEqual(['/address', '/id_document/number', '/person/date_of_birth', '/person/gender']);
  });
});
