import { describe, expect, it } from 'vitest';
import type { Entity } from '../../entities/entity.js';
import { looksLikeCompany, mapSdn, naturalName, type SdnRecord } from './mapper.js';

const entities = (result: ReturnType<typeof mapSdn>): Entity[] => {
  if (!('items' in result)) throw new Error(JSON.stringify(result));
  return result.items.map((item) => {
    if (item.kind !== 'entity') throw new Error(item.kind);
    return item.entity;
  });
};

const person: SdnRecord = {
  entNum: '1001',
  name: 'ALVAREZ MORENO, Carlos Eduardo',
  type: 'individual',
  programs: ['SDNTK', 'ILLICIT-DRUGS-EO14059'],
  title: 'Commander',
  remarks:
    "DOB 12 Jan 1960; POB Cali, Colombia; nationality Colombia; Passport AB123456 (Colombia); Cedula No. 16789012 (Colombia); Gender Male; a.k.a. 'EL PROFE'.",
};

describe('naturalName', () => {
  it('turns "LAST, First" around', () => {
    expect(naturalName('ALVAREZ MORENO, Carlos Eduardo')).toEqual({
      name: 'Carlos Eduardo ALVAREZ MORENO',
      first: 'Carlos Eduardo',
      last: 'ALVAREZ MORENO',
    });
    expect(naturalName('MADONNA')).toEqual({ name: 'MADONNA' });
  });
});

describe('looksLikeCompany', () => {
  it('recognises legal forms', () => {
    expect(looksLikeCompany('TNK TRADING INTERNATIONAL S.A.')).toBe(true);
    expect(looksLikeCompany('IRAN AIRCRAFT MANUFACTURING INDUSTRIAL COMPANY')).toBe(true);
    expect(looksLikeCompany('BEL-KAP-STEEL LLC')).toBe(true);
    expect(looksLikeCompany('ISLAMIC REVOLUTIONARY GUARD CORPS')).toBe(false);
    expect(looksLikeCompany('AL-NOOR CHARITABLE FOUNDATION')).toBe(false);
  });
});

describe('mapSdn', () => {
  it('maps an individual with aliases, addresses, sanctions and documents', () => {
    const result = entities(
      mapSdn(
        person,
        [
          { entNum: '1001', altNum: '501', type: 'aka', name: 'ALVAREZ, Carlos' },
          { entNum: '1001', altNum: '502', type: 'fka', name: 'MORENO, Carlos' },
        ],
        [
          {
            entNum: '1001',
            addNum: '701',
            address: 'Calle 5',
            cityStatePostal: 'Cali',
            country: 'Colombia',
          },
          { entNum: '1001', addNum: '702', country: 'Panama' },
        ],
      ),
    );
    const [main, ...rest] = result;
    expect(main).toMatchObject({
      id: 'ofac-sdn-1001',
      schema: 'Person',
      caption: 'Carlos Eduardo ALVAREZ MORENO',
      properties: {
        name: ['Carlos Eduardo ALVAREZ MORENO'],
        firstName: ['Carlos Eduardo'],
        lastName: ['ALVAREZ MORENO'],
        alias: ['Carlos ALVAREZ'],
        previousName: ['Carlos MORENO'],
        weakAlias: ['EL PROFE'],
        position: ['Commander'],
        birthDate: ['1960-01-12'],
        birthPlace: ['Cali, Colombia'],
        birthCountry: ['co'],
        nationality: ['co'],
        gender: ['male'],
        passportNumber: ['AB123456'],
        idNumber: ['16789012'],
        country: ['co', 'pa'],
        topics: ['sanction'],
        program: ['SDNTK', 'ILLICIT-DRUGS-EO14059'],
        addressEntity: ['ofac-sdn-addr-701'],
        address: ['Calle 5, Cali, Colombia'],
        notes: [person.remarks],
      },
    });
    expect(rest.map((e) => `${e.schema} ${e.id}`)).toEqual([
      'Address ofac-sdn-addr-701',
      'Sanction ofac-sdn-1001-sanction-sdntk',
      'Sanction ofac-sdn-1001-sanction-illicit-drugs-eo14059',
      'Passport ofac-sdn-1001-passport-ab123456',
      'Identification ofac-sdn-1001-id-cedula-no-16789012',
    ]);
    expect(rest[1]?.properties).toMatchObject({
      entity: ['ofac-sdn-1001'],
      program: ['SDNTK'],
      country: ['us'],
    });
    expect(rest[3]?.properties).toMatchObject({
      holder: ['ofac-sdn-1001'],
      number: ['AB123456'],
      country: ['co'],
    });
  });

  it('maps an entity to a Company or an Organization', () => {
    const company = entities(
      mapSdn(
        {
          entNum: '2',
          name: 'ACME TRADING LLC',
          type: 'entity',
          programs: ['SDGT'],
          remarks: 'Organization Established Date 1998; Tax ID No. 1234 (Iran).',
        },
        [],
        [],
      ),
    )[0];
    expect(company).toMatchObject({
      schema: 'Company',
      properties: { incorporationDate: ['1998'], taxNumber: ['1234'] },
    });
    const organization = entities(
      mapSdn({ entNum: '3', name: 'A FOUNDATION', type: 'entity', programs: [] }, [], []),
    )[0];
    expect(organization?.schema).toBe('Organization');
  });

  it('skips vessels and aircraft', () => {
    expect(mapSdn({ entNum: '4', name: 'SHIP', type: 'vessel', programs: [] }, [], [])).toEqual({
      skipped: 'vessel SHIP: vessels and aircraft are not imported',
    });
    expect(mapSdn({ entNum: '5', name: 'EP-1', type: 'aircraft', programs: [] }, [], [])).toEqual({
      skipped: 'aircraft EP-1: vessels and aircraft are not imported',
    });
  });
});

describe('mapSdn: values left out', () => {
  it('reports the country of a document whose number does not read', () => {
    const result = mapSdn(
      { ...person, remarks: 'Passport (Iran); Cedula No. 1 (Colombia).' },
      [],
      [],
    );
    expect(result).toMatchObject({
      dropped: [
        'ofac-sdn-1001: Passport "(Iran)" states no document number that reads, so the document and its country "Iran" were left out',
      ],
    });
    expect(entities(result).map((e) => e.schema)).toEqual([
      'Person',
      'Sanction',
      'Sanction',
      'Identification',
    ]);
  });
});

describe('mapSdn: weak aliases of a person', () => {
  it('turns a weak alias in "LAST, First" order round, as the strong ones are', () => {
    const [main] = entities(
      mapSdn({ ...person, remarks: "a.k.a. 'ZAMANI, Aziz Shah'; a.k.a. 'EL PROFE'." }, [], []),
    );
    expect(main?.properties.weakAlias).toEqual(['Aziz Shah ZAMANI', 'EL PROFE']);
  });
});
