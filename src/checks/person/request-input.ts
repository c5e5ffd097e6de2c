/**
 * What a person check request must give beyond its schema, so that no check is run and stored
 * on input that cannot be checked: someone or something to check, an address that says where,
 * an id_document with its number, a date of birth that can be someone's and a gender that is read.
 */
import type { Address } from '../../contract/address.js';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import { invalidInput, type FieldError } from '../../errors/errors.js';
import { dropInvisible } from '../../screening/normalise/invisible.js';
import { isMailAddress, NOT_A_MAIL_ADDRESS } from '../../validators/mail-address.js';
import { PERSON_SECTIONS_BY_TYPE, type PersonSection } from '../sections.js';
import { GENDER_WORDS, readGender } from './person-match-score.js';

/** The earliest date of birth accepted: nobody alive was born before it. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** UTC+14 is the first time zone to reach a date: no one can be born later than its today. */
const EARLIEST_ZONE_AHEAD_MS = 14 * 3600 * 1000;

/** Given, and more than spaces and characters that do not show (a zero-width space). */
const filled = (value: string | undefined): boolean =>
  value !== undefined && dropInvisible(value).trim() !== '';

/**
 * The fields that say where an address is. A house number or extension alone says nowhere; a
 * postcode without a number, or street and city without one, is graded by address_validation
 * (P05, incomplete), and a country alone places a foreign address (P06) and its country risk.
 */
const LOCATING_FIELDS = [
  'zip_code',
  'street',
  'city',
  'address_line_1',
  'address_line_2',
  'country',
] as const satisfies readonly (keyof Address)[];

function addressErrors(address: Address | undefined): FieldError[] {
  if (!address || LOCATING_FIELDS.some((field) => filled(address[field]))) return [];
  return [
    {
      path: '/address',
      message:
        'the address says nowhere: give zip_code, or street and city (with house_number to validate it), or the country of a foreign address',
    },
  ];
}

function idDocumentErrors(request: PersonCheckRequest): FieldError[] {
  const document = request.id_document;
  if (!document || filled(document.number)) return [];
  return [{ path: '/id_document/number', message: 'an id_document needs its number' }];
}

function dateOfBirthErrors(dateOfBirth: string | undefined, now: Date): FieldError[] {
  if (dateOfBirth === undefined || dateOfBirth.trim() === '') return [];
  const path = '/person/date_of_birth';
  if (dateOfBirth < EARLIEST_DATE_OF_BIRTH) {
    return [{ path, message: `${dateOfBirth} is before ${EARLIEST_DATE_OF_BIRTH}` }];
  }
  const today = new Date(now.getTime() + EARLIEST_ZONE_AHEAD_MS).toISOString().slice(0, 10);
  if (dateOfBirth > today) return [{ path, message: `${dateOfBirth} is in the future` }];
  return [];
}

/**
 * Names and initials are letters: "----", "1.2." or "." names nobody, and a check on it would be
 * answered "not found" as if it had looked for someone.
 */
function nameErrors(person: PersonCheckRequest['person']): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of ['first_name', 'last_name_prefix', 'last_name'] as const) {
    const value = person?.[field];
    if (filled(value) && !/\p{L}/u.test(value ?? '')) {
      errors.push({ path: `/person/${field}`, message: 'has no letter: it names nobody' });
    }
  }
  // At least one letter: "." or "-" alone is no initial, and was ignored as if none were given.
  const initials = dropInvisible(person?.initials ?? '').trim();
  if (
    initials !== '' &&
    (!/^[\p{L}\p{M}.\s'\u2019-]+$/u.test(initials) || !/\p{L}/u.test(initials))
  ) {
    errors.push({
      path: '/person/initials',
      message: 'initials are letters, with or without dots and spaces (J.W., J W, JW, Th.)',
    });
  }
  return errors;
}

/** An e-mail address has a name, an @ and a domain with a dot: what a caller's form checks. */
function mailAddressErrors(mailAddress: string | undefined): FieldError[] {
  if (!filled(mailAddress) || isMailAddress(mailAddress?.trim() ?? '')) return [];
  return [{ path: '/person/mail_address', message: NOT_A_MAIL_ADDRESS }];
}

function genderErrors(gender: string | undefined): FieldError[] {
  if (!filled(gender) || readGender(gender)) return [];
  return [
    {
      path: '/person/gender',
      message: `gender "${gender ?? ''}" is not read: give M, F or X (also read, in any case: ${GENDER_WORDS.join(', ')}), or leave it out`,
    },
  ];
}

/** The sections that read an id_document: its own, and screening (its number). */
const READ_DOCUMENTS: readonly PersonSection[] = [
  'id_document_number_check_result',
  'registrations',
  'registrations_extended',
];
const typesReadingDocuments = Object.entries(PERSON_SECTIONS_BY_TYPE)
  .filter(([, sections]) => sections.some((section) => READ_DOCUMENTS.includes(section)))
  .map(([type]) => type);

/**
 * A person check needs someone or something to check, that its type checks: an id_document
 * alone given to a type without a section that reads it would answer an empty result, which a
 * caller could take for a document found in order.
 */
function subjectErrors(request: PersonCheckRequest): FieldError[] {
  const person = request.person;
  const named = filled(person?.last_name) || filled(person?.first_name) || filled(person?.initials);
  if (named || request.address) return [];
  if (request.id_document) {
    const type = request.type;
    if (type === 'custom' || typesReadingDocuments.includes(type)) return [];
    return [
      {
        path: '/id_document',
        message: `a check of type ${type} does not check an id_document (types ${typesReadingDocuments.join(', ')} do): give a person with a name or an address as well, or choose one of those types`,
      },
    ];
  }
  return [
    { path: '', message: 'give at least a person with a name, an address or an id_document' },
  ];
}

/**
 * Refuses (400, VALIDATION_FAILED) a person check request that cannot be checked, naming every
 * field at fault. `now` is the moment the check is made.
 */
export function assertCheckablePersonRequest(request: PersonCheckRequest, now: Date): void {
  const fieldErrors = [
    ...addressErrors(request.address),
    ...idDocumentErrors(request),
    ...dateOfBirthErrors(request.person?.date_of_birth, now),
    ...genderErrors(request.person?.gender),
    ...nameErrors(request.person),
    ...mailAddressErrors(request.person?.mail_address),
  ];
  // An unusable address or document is reported as such, not as a missing subject.
  if (fieldErrors.length === 0) fieldErrors.push(...subjectErrors(request));
  if (fieldErrors.length > 0) throw invalidInput(fieldErrors);
}
