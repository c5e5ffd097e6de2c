/**
 * The records of Veracheck's own formats (docs/formats.md): reference data that has no
 * FollowTheMoney schema. Each record type names its columns and checks one row of raw text,
 * giving a ReferenceRecord whose `key` is normalised the way the registry looks it up, or the
 * column at fault and why.
 */
import {
  addressProperties,
  lostDocuments,
  phoneDirectory,
  postcodeStats,
  residents,
} from './address-records.js';
import { balanceSheet, claims, countryRisk, financials } from './company-records.js';
import { FieldError, heldOnce, onceKey, type RecordType } from './record-fields.js';
import type { ReferenceRecord } from '../sources/source.js';

export * from './address-records.js';
export * from './company-records.js';
// The parsers that make the keys, for normalising what a lookup is given the same way.
export {
  addition as parseAddition,
  addressKey,
  legacyPersonKey,
  personKey,
  country as parseCountry,
  FieldError,
  kvkNumber as parseKvkNumber,
  phoneNumber as parsePhoneNumber,
  postcode as parsePostcode,
  type RecordCheck,
  type RecordType,
  type TypedRecord,
} from './record-fields.js';

/** `parse` applied to `value`, or undefined where the value does not parse. */
export function parseOrUndefined<T>(parse: (value: string) => T, value: string): T | undefined {
  try {
    return parse(value);
  } catch (error) {
    if (error instanceof FieldError) return undefined;
    throw error;
  }
}

/** Every record type, by the name `veracheck import` knows its format by. */
export const RECORD_TYPES = {
  financials,
  claims,
  'balance-sheet': balanceSheet,
  residents,
  'phone-directory': phoneDirectory,
  'lost-documents': lostDocuments,
  'postcode-stats': postcodeStats,
  'address-properties': addressProperties,
  'country-risk': countryRisk,
} as const satisfies Record<string, RecordType>;

export type RecordTypeName = keyof typeof RECORD_TYPES;

/** The type of RECORD_TYPES a record is of, or undefined (a further key's, `residents-by-person`). */
function typeOf(record: ReferenceRecord): RecordType | undefined {
  const types: Readonly<Record<string, RecordType>> = RECORD_TYPES;
  return Object.hasOwn(types, record.type) ? types[record.type] : undefined;
}

/**
 * The key of what an import holds once of a record (`onceKey`), or undefined where its type may
 * hold it more than once or is none of RECORD_TYPES.
 */
export function onceKeyIn(record: ReferenceRecord): string | undefined {
  const type = typeOf(record);
  return type === undefined ? undefined : onceKey(type, record.data);
}

/**
 * What an import holds once of a record, in words (`heldOnce`), or undefined where its type may
 * hold it more than once or is none of RECORD_TYPES.
 */
export function heldOnceIn(record: ReferenceRecord): string | undefined {
  const type = typeOf(record);
  return type === undefined ? undefined : heldOnce(type, record.data);
}
