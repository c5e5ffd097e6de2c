import { describe, expect, it } from 'vitest';
import { AddressSearchRequest, CompanySearchRequest } from '../contract/search.js';
import { CompanyCheckRequest } from '../contract/company-check.js';
import { PersonCheckRequest } from '../contract/person-check.js';
import { ref } from '../contract/primitives.js';
import { meantField } from './field-names.js';

const companyCheck = ref(CompanyCheckRequest);
const personCheck = ref(PersonCheckRequest);

describe('meantField', () => {
  it('names the field an unknown name writes in another case or with other separators', () => {
    expect(meantField(companyCheck, '', 'chamberOfCommerceNumber')).toBe(
      'chamber_of_commerce_number',
    );
    expect(meantField(companyCheck, '', 'Vat-Number')).toBe('vat_number');
    expect(meantField(companyCheck, '/company/address', 'zipCode')).toBe('zip_code');
    expect(meantField(personCheck, '/person', 'DateOfBirth')).toBe('date_of_birth');
    expect(meantField(personCheck, '/id_document', 'Number')).toBe('number');
    // The contract spells organisation both ways in one object.
    expect(meantField(companyCheck, '/source', 'organisation_coc_registration_number')).toBe(
      'organization_coc_registration_number',
    );
    expect(meantField(companyCheck, '/source', 'organizationName')).toBe('organisation_name');
  });

  it("names the field an answer's name for it stands for, only where the object has it", () => {
    expect(meantField(personCheck, '/person', 'email')).toBe('mail_address');
    expect(meantField(companyCheck, '/company', 'email')).toBe('mail_address');
    expect(meantField(companyCheck, '', 'kvk')).toBe('chamber_of_commerce_number');
    expect(meantField(companyCheck, '', 'btw')).toBe('vat_number');
    expect(meantField(ref(CompanySearchRequest), '', 'KvK')).toBe('chamber_of_commerce_number');
    // Company search takes no VAT number, and an address no CoC number: nothing to suggest.
    expect(meantField(ref(CompanySearchRequest), '', 'btw')).toBeUndefined();
    expect(meantField(personCheck, '/address', 'kvk')).toBeUndefined();
  });

  it('suggests nothing where no field is near enough, or where it cannot tell the object', () => {
    expect(meantField(companyCheck, '/company/address', 'zip')).toBeUndefined();
    expect(meantField(companyCheck, '', 'colour')).toBeUndefined();
    expect(meantField(ref(AddressSearchRequest), '', 'zip_code')).toBeUndefined();
    expect(meantField(companyCheck, '/nowhere/deeper', 'name')).toBeUndefined();
    expect(meantField(undefined, '', 'vatNumber')).toBeUndefined();
  });
});
