import { describe, expect, it } from 'vitest';
import {
  RISK_RATING_CODES as RATING_CODES_OF_DATA,
  PAYMENT_CODES,
} from '../../entities/company-records.js';
import { COMPANY_SECTIONS, PERSON_SECTIONS } from '../../checks/sections.js';
import { CompanyCheckResult } from '../../contract/company-check.js';
import { PersonCheckResult } from '../../contract/person-check.js';
import { CompanyRecord, Director } from '../../contract/company-record.js';
import { CODE_TABLES, codeMeaning } from './codes.js';
import { FIELD_LABELS, fieldLabel } from './fields.js';
import { ENGLISH_WORDS } from './english-words.test-data.js';
import type { TranslatedTable } from './language.js';
import { CHECK_TYPES, SCORE_FEATURES, SECTION_TITLES, sectionTitle, TEXTS } from './sections.js';

describe('code tables', () => {
  it('have a meaning in both languages for every code, and different ones', () => {
    for (const [name, table] of Object.entries(CODE_TABLES)) {
      for (const [code, text] of Object.entries(table)) {
        expect(text.nl.trim(), `${name} ${code} nl`).not.toBe('');
        expect(text.en.trim(), `${name} ${code} en`).not.toBe('');
      }
    }
    expect(codeMeaning('address_validation', 'P04', 'nl')).toBe(
      'Het adres is niet gevonden in de adresgegevens',
    );
    expect(codeMeaning('address_validation', 'P04', 'en')).toBe(
      'The address was not found in the address data',
    );
  });

  it('cover every code of the tables in DESIGN.md and docs/checks.md', () => {
    const codes = (name: keyof typeof CODE_TABLES) => Object.keys(CODE_TABLES[name]).sort();
    expect(codes('address_validation')).toEqual(['P01', 'P02', 'P03', 'P04', 'P05', 'P06']);
    expect(codes('person_match')).toEqual([
      'PF01',
      'PF02',
      'PF03',
      'PF04',
      'PF05',
      'PF06',
      'PF07',
      'PF08',
    ]);
    expect(codes('phone_number_matches')).toEqual([
      'PM01',
      'PM02',
      'PM03',
      'PM04',
      'PM05',
      'PM06',
      'PM07',
      'PM08',
      'PM09',
    ]);
    expect(codes('address_match')).toEqual(['AM01', 'AM02', 'AM03', 'AM04']);
    expect(codes('risk_scores')).toEqual(['PRR0', 'PRR1', 'PRR2', 'PRR3']);
    expect(codes('risk_country')).toEqual(['H', 'L', 'M']);
    expect(codes('risk_rating')).toEqual([...RATING_CODES_OF_DATA].sort());
    expect(codes('payment_behavior')).toEqual([...PAYMENT_CODES].sort());
    expect(codes('id_document')).toEqual([
      'invalid_check_digit',
      'invalid_format',
      'reported_lost_or_stolen',
      'unknown',
      'valid',
    ]);
    expect(codes('company_status')).toEqual([
      'active',
      'bankrupt',
      'dissolved',
      'in_liquidation',
      'inactive',
    ]);
    expect(codes('director_risk')).toEqual(['0', '1', '2']);
    expect(codes('ownership')).toEqual(['H', 'K', 'U']);
    expect(codes('parcel_type')).toEqual(['A', 'G']);
    expect(codes('vat_result')).toEqual(['Invalid', 'Unverified', 'Valid']);
  });

  it('know nothing of codes outside the table, not even inherited names', () => {
    expect(codeMeaning('address_validation', 'P99', 'nl')).toBeUndefined();
    expect(codeMeaning('address_validation', 'toString', 'nl')).toBeUndefined();
    expect(codeMeaning('address_validation', undefined, 'en')).toBeUndefined();
  });
});

/** The property names of a TypeBox object schema. */
const fieldsOf = (schema: { properties: Record<string, unknown> }): string[] =>
  Object.keys(schema.properties);

describe('field labels and section titles', () => {
  it('label every field of the company and person results and records', () => {
    const fields = [
      ...fieldsOf(CompanyCheckResult),
      ...fieldsOf(PersonCheckResult),
      ...fieldsOf(CompanyRecord),
      ...fieldsOf(Director),
    ].filter((f) => !['backend_data', 'report_pdf', 'report_html'].includes(f));
    const unlabelled = fields.filter(
      (f) => !Object.hasOwn(FIELD_LABELS, f) && !Object.hasOwn(SECTION_TITLES, f),
    );
    expect(unlabelled).toEqual([]);
  });

  it('title every section of both check kinds', () => {
    for (const name of [...COMPANY_SECTIONS, ...PERSON_SECTIONS, 'claims']) {
      expect(Object.hasOwn(SECTION_TITLES, name), name).toBe(true);
    }
    expect(sectionTitle('registrations_extended', 'nl')).toBe('Uitgebreide screening');
  });

  it('prefer a label in context, and fall back to the field name', () => {
    expect(fieldLabel('company', 'nl', 'director')).toBe('Rechtspersoon');
    expect(fieldLabel('company', 'nl')).toBe('Bedrijf');
    expect(fieldLabel('chamber_of_commerce_number', 'en')).toBe('Chamber of Commerce number');
    expect(fieldLabel('chamber_of_commerce_number', 'en', 'parent')).toBe('Registration number');
    expect(fieldLabel('some_new_field', 'en')).toBe('some new field');
  });
});

describe('every label in Dutch', () => {
  const tables: Record<string, TranslatedTable> = {
    FIELD_LABELS,
    SECTION_TITLES,
    CHECK_TYPES,
    SCORE_FEATURES,
    TEXTS,
    ...CODE_TABLES,
  };

  it('has a Dutch text for every key, and no English word in it', () => {
    for (const [name, table] of Object.entries(tables)) {
      for (const [key, text] of Object.entries(table)) {
        expect(text.nl?.trim(), `${name}.${key}`).toBeTruthy();
        expect(text.nl, `${name}.${key}`).not.toMatch(ENGLISH_WORDS);
      }
    }
  });

  it('would catch an English label', () => {
    expect('Date of birth').toMatch(ENGLISH_WORDS);
    expect('Known at the given address').toMatch(ENGLISH_WORDS);
    expect('Bekend op het opgegeven adres').not.toMatch(ENGLISH_WORDS);
  });
});
