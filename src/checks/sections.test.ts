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

  it('matches the design table for person checks', () => {
    expect(PERSON_SECTIONS_BY_TYPE.compliance).not.toContain('address_validation');
    expect(PERSON_SECTIONS_BY_TYPE.extended).not.toContain('registrations_extended');
    expect(PERSON_SECTIONS_BY_TYPE.full).toHaveLength(8);
  });
});
