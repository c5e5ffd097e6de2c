import { describe, expect, it } from 'vitest';
import { isValidLei, leiDate, mapLei } from './mapper.js';
import type { LeiRecord } from './reader.js';

const record = (overrides: Partial<LeiRecord>): LeiRecord => ({
  lei: '724500VKKSH9QOLTFR81',
  legalName: 'Grachtenhuis Beheer B.V.',
  otherNames: [],
  transliteratedNames: [],
  legalAddress: { additionalLines: [] },
  headquartersAddress: { additionalLines: [] },
  ...overrides,
});

describe('isValidLei', () => {
  it('checks the ISO 17442 check digits', () => {
    expect(isValidLei('7LTWFZYICNSX8D621K86')).toBe(true);
    expect(isValidLei('7LTWFZYICNSX8D621K87')).toBe(false);
    expect(isValidLei('7ltwfzyicnsx8d621k86')).toBe(false);
    expect(isValidLei('7LTWFZYICNSX8D621K8')).toBe(false);
  });
});

describe('leiDate', () => {
  it('takes the date of a timestamp', () => {
    expect(leiDate('2012-06-06T15:52:00.000+02:00')).toBe('2012-06-06');
    expect(leiDate('2012')).toBeUndefined();
    expect(leiDate(undefined)).toBeUndefined();
  });
});

describe('mapLei', () => {
  it('leaves out and reports an address country that names no territory, keeping a jurisdiction', () => {
    const result = mapLei(
      record({
        legalJurisdiction: 'US-DE',
        legalAddress: { additionalLines: [], city: 'Brussels', country: 'EU' },
        headquartersAddress: { additionalLines: [], city: 'Wilmington', country: 'xx' },
      }),
    );
    if (!('items' in result)) throw new Error('no items');
    const entities = result.items.flatMap((item) => (item.kind === 'entity' ? [item.entity] : []));
    // The company keeps the country of its jurisdiction; the addresses have none.
    expect(entities.map((entity) => entity.properties.country)).toEqual([
      ['us'],
      undefined,
      undefined,
    ]);
    expect(entities[0]?.properties.jurisdiction).toEqual(['us-de']);
    expect(result.dropped).toEqual([
      'lei-724500VKKSH9QOLTFR81: country "EU" is not a known country name or code; the value was left out',
      'lei-724500VKKSH9QOLTFR81: country "xx" is not a known country name or code; the value was left out',
    ]);
    // A territory's code is kept, in any case, on the company and its address.
    const kept = mapLei(
      record({ legalAddress: { additionalLines: [], city: 'Amsterdam', country: 'nl' } }),
    );
    if (!('items' in kept)) throw new Error('no items');
    expect(kept.dropped).toBeUndefined();
    expect(
      kept.items.map((item) => (item.kind === 'entity' ? item.entity.properties.country : [])),
    ).toEqual([['nl'], ['nl']]);
  });

  it('reads a KvK number only from the KvK and only as eight digits', () => {
    const kvk = (id: string, authority = 'RA000463') => {
      const result = mapLei(
        record({ registrationAuthorityId: authority, registrationAuthorityEntityId: id }),
      );
      if (!('items' in result) || result.items[0]?.kind !== 'entity') throw new Error('no items');
      const { properties } = result.items[0].entity;
      return [properties.registrationNumber, properties.idNumber];
    };
    expect(kvk('33012345')).toEqual([['33012345'], undefined]);
    expect(kvk('KvK 3301 2345')).toEqual([['33012345'], undefined]);
    // The old twelve-digit form: the number and the main subfile 0000 (RA000463 still has it).
    expect(kvk('34108167 0000')).toEqual([['34108167'], undefined]);
    expect(kvk('330123450000')).toEqual([['33012345'], undefined]);
    expect(kvk('330123450001')).toEqual([undefined, ['330123450001']]);
    expect(kvk('3301234500')).toEqual([undefined, ['3301234500']]);
    expect(kvk('33012345', 'RA000242')).toEqual([undefined, ['33012345']]);
  });

  it('keeps the registration authority of another register’s number beside it', () => {
    const authorityOf = (authority: string | undefined, other?: string) => {
      const result = mapLei(
        record({
          registrationAuthorityEntityId: 'HRB 999',
          ...(authority !== undefined && { registrationAuthorityId: authority }),
          ...(other !== undefined && { otherRegistrationAuthorityId: other }),
        }),
      );
      if (!('items' in result) || result.items[0]?.kind !== 'entity') throw new Error('no items');
      const { properties } = result.items[0].entity;
      return [properties.idNumber, properties.registrationAuthority];
    };
    expect(authorityOf('RA000242')).toEqual([['HRB 999'], ['RA000242']]);
    // RA888888 is GLEIF's "not in the list": the authority is then named as GLEIF names it.
    expect(authorityOf('RA888888', 'Registre de commerce de Monaco')).toEqual([
      ['HRB 999'],
      ['Registre de commerce de Monaco'],
    ]);
    expect(authorityOf(undefined)).toEqual([['HRB 999'], undefined]);
  });

  it('gives government entities the PublicBody schema', () => {
    const result = mapLei(record({ entityCategory: 'RESIDENT_GOVERNMENT_ENTITY' }));
    expect('items' in result && result.items[0]).toMatchObject({
      entity: { schema: 'PublicBody' },
    });
  });

  it('gives an entity of another category, one naming an object member too, the Company schema', () => {
    for (const entityCategory of ['GENERAL', 'constructor', 'toString', '__proto__']) {
      const result = mapLei(record({ entityCategory }));
      expect('items' in result && result.items[0], entityCategory).toMatchObject({
        entity: { schema: 'Company' },
      });
    }
  });

  it('takes the house number out of the first address line when AddressNumber is empty', () => {
    const addressOf = (firstLine: string, number?: string) => {
      const result = mapLei(
        record({
          legalAddress: {
            firstLine,
            ...(number !== undefined && { number }),
            postalCode: '1015AA',
            city: 'Amsterdam',
            country: 'NL',
            additionalLines: [],
          },
        }),
      );
      if (!('items' in result) || result.items[1]?.kind !== 'entity') throw new Error('no address');
      const { street, houseNumber, full } = result.items[1].entity.properties;
      return { street, houseNumber, full };
    };
    expect(addressOf('Keizersgracht 1')).toEqual({
      street: ['Keizersgracht'],
      houseNumber: ['1'],
      full: ['Keizersgracht 1, 1015AA Amsterdam, NL'],
    });
    expect(addressOf('Keizersgracht 12a').houseNumber).toEqual(['12a']);
    // A number of its own is the house number; the line is then the street as written.
    expect(addressOf('Wijkermeerstraat', '32')).toMatchObject({
      street: ['Wijkermeerstraat'],
      houseNumber: ['32'],
    });
    expect(addressOf('Postbus 123')).toMatchObject({ street: ['Postbus 123'] });
    expect(addressOf('Postbus 123').houseNumber).toBeUndefined();
  });

  it('leaves out and reports a jurisdiction that is not a country code', () => {
    const result = mapLei(record({ legalJurisdiction: 'NOWHERE' }));
    if (!('items' in result) || result.items[0]?.kind !== 'entity') throw new Error('no items');
    expect(result.items[0].entity.properties).toEqual({
      name: ['Grachtenhuis Beheer B.V.'],
      leiCode: ['724500VKKSH9QOLTFR81'],
      sourceUrl: ['https://search.gleif.org/#/record/724500VKKSH9QOLTFR81'],
    });
    expect(result.dropped).toEqual([
      'lei-724500VKKSH9QOLTFR81: jurisdiction "NOWHERE" is not a known country name or code; the value was left out',
    ]);
  });
});
