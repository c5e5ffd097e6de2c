import { describe, expect, it } from 'vitest';
import { COMPANY_SECTIONS_BY_TYPE, PERSON_SECTIONS_BY_TYPE } from './sections.js';

describe('section matrix', () => {
  it('gives every company check type the identity section', () => {
    for (const sections of Object.values(COMPANY_SECTIONS_BY_TYPE)) {
      expect(sections).toContain('company');
    }
  });

  it('matches the design table for company checks', () => {
    expect(COMPANY_SECTIONS_BY_TYPE.kvk).toEqual(['company', 'directors', 'parents']);
    expect(COMPANY_SECTIONS_BY_TYPE.basic).toEqual(['company', 'vat_validation']);
    expect(COMPANY_SECTIONS_BY_TYPE.mkb).not.toContain('registrations');
    expect(COMPANY_SECTIONS_BY_TYPE.compliance).not.toContain('financial_info');
  });

  it('matches the design table for person checks, row by row', () => {
    // DESIGN.md §3: section -> the types that return it.
    const table: Record<string, string[]> = {
      person_match: ['basic', 'basic_plus', 'standard', 'extended', 'full', 'compliance'],
      address_validation: ['basic', 'basic_plus', 'standard', 'extended', 'full'],
      address_match: ['basic_plus', 'standard', 'extended', 'full'],
      phone_number_matches: ['basic_plus', 'standard', 'extended', 'full'],
      address_information: ['standard', 'extended', 'full'],
      risk_scores: ['standard', 'extended', 'full'],
      id_document_number_check_result: ['extended', 'full'],
      risk_country: ['extended', 'full', 'compliance'],
      registrations: ['extended', 'full', 'compliance'],
      registrations_extended: ['full', 'compliance'],
    };
    for (const [section, types] of Object.entries(table)) {
      const returning = Object.entries(PERSON_SECTIONS_BY_TYPE)
        .filter(([, sections]) => (sections as readonly string[]).includes(section))
        .map(([type]) => type);
      expect(returning.sort(), section).toEqual([...types].sort());
    }
    expect(PERSON_SECTIONS_BY_TYPE.full).toHaveLength(Object.keys(table).length);
  });
});
