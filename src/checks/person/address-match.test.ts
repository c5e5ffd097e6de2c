import { describe, expect, it } from 'vitest';
import { residentRecords } from '../../../test/resident-rows.js';
import type { PersonCheckRequest } from '../../contract/person-check.js';
import { AddressIndexBuilder } from '../../registry/address-index-data.js';
import { lookupInIndex, toContractAddress } from '../../registry/address-index-lookup.js';
import { AddressIndex } from '../../registry/address-index.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import { addressMatchSection } from './address-match.js';
import { personMatchOf, type PersonMatchContext } from './person-match.js';

const ROWS = [
  // Moved from Utrecht to Amsterdam: known at both, seen last in Amsterdam.
  '1017GA,10,A,J.W.,Jan Willem,van der,Berg,1980-04-12,M,2015-01-01,2026-05-01',
  '3511AB,10,,J.W.,Jan Willem,van der,Berg,1980-04-12,M,2005-01-01,2014-12-31',
  // Known at an address that the address data does not have.
  '9999ZZ,1,,K.,Karin,,Smit,1990-12-24,F,2020-01-01,',
  // Twins at two addresses: asked by family name and date of birth alone, neither is the one.
  '1017GA,10,,A.,,,Visser,2001-06-06,F,2020-01-01,2026-01-01',
  '3511AB,10,,B.,,,Visser,2001-06-06,M,2020-01-01,2026-01-01',
  // At 1317AH 21, which exists only with the additions H and 1.
  '1317AH,21,H,Y.,Youssef,de,Lange,1953-06-02,M,2019-01-01,2026-04-01',
  '1317AH,40,7,E.,Eva,,Kok,1961-01-01,F,2019-01-01,2026-04-01',
  // Twins again, one at an extension of 1317AH 21.
  '1317AH,21,H,C.,,,Bakker,1999-09-09,F,2020-01-01,2026-01-01',
  '3511AB,10,,D.,,,Bakker,1999-09-09,M,2020-01-01,2026-01-01',
];

const KERKSTRAAT = {
  postcode: '1017GA',
  houseNumber: 10,
  street: 'Kerkstraat',
  city: 'Amsterdam',
  secondary: false,
};
const index = (() => {
  const builder = new AddressIndexBuilder(4);
  builder.add(KERKSTRAAT);
  builder.add({ ...KERKSTRAAT, houseLetter: 'A' });
  builder.add({ ...KERKSTRAAT, postcode: '3511AB', street: 'Domplein', city: 'Utrecht' });
  const kastanjedreef = { ...KERKSTRAAT, postcode: '1317AH', houseNumber: 21 };
  builder.add({ ...kastanjedreef, street: 'Kastanjedreef', city: 'Almere', addition: 'H' });
  builder.add({ ...kastanjedreef, street: 'Kastanjedreef', city: 'Almere', addition: '1' });
  // A block of 21 flats at 1317AH 40: more than are searched flat by flat.
  for (let flat = 1; flat <= 21; flat++) {
    builder.add({
      ...kastanjedreef,
      houseNumber: 40,
      street: 'Kastanjedreef',
      city: 'Almere',
      addition: String(flat),
    });
  }
  return new AddressIndex(builder.finish());
})();

function contextFor(request: Omit<PersonCheckRequest, 'type'>, served = true): PersonMatchContext {
  const records = residentRecords(ROWS);
  const lookupAddress: Registry['lookupAddress'] = (partial) =>
    Promise.resolve(lookupInIndex(index, partial, undefined));
  const registry: Registry = {
    ...registryWithoutReferenceData,
    servesFormat: (format) => format === 'residents' && served,
    records: (type, key) =>
      Promise.resolve(records.filter((r) => r.type === type && r.key === key)),
    lookupAddress,
    completeAddress: async (partial) => {
      const found = (await lookupAddress(partial)).address;
      return found && toContractAddress(found);
    },
  };
  return { request: { type: 'basic_plus', ...request }, registry, shared: new Map(), lookups: {} };
}

const JAN = { first_name: 'Jan', last_name: 'van der Berg', date_of_birth: '1980-04-12' };

async function addressMatch(request: Omit<PersonCheckRequest, 'type'>, served = true) {
  const context = contextFor(request, served);
  const part = await addressMatchSection.compute(context);
  return { result: part?.address_match, context };
}

describe('address_match', () => {
  it('finds the person at an extension of a number given without one (it has only those)', async () => {
    const youssef = { first_name: 'Youssef', last_name_prefix: 'de', last_name: 'Lange' };
    const address = { zip_code: '1317AH', house_number: '21' };
    // Without the date of birth: found, and the address stays as the caller gave it.
    const named = await addressMatch({ person: youssef, address });
    expect((await personMatchOf(named.context))?.code).toBe('PF04');
    expect(named.result).toMatchObject({
      code: 'AM01',
      message: 'Known at the given address; at an extension of the house number given',
      address: { zip_code: '1317AH', house_number: '21', country: 'NL' },
    });
    expect(named.result?.address?.house_number_extension).toBeUndefined();
    // Nor does backend_data say which flat.
    expect(JSON.stringify(named.context.lookups)).not.toContain('1317AH|21|H');
    // With it (the caller knows the person): the address with its extension.
    const born = await addressMatch({
      person: { ...youssef, date_of_birth: '1953-06-02' },
      address,
    });
    expect((await personMatchOf(born.context))?.code).toBe('PF01');
    // A block of more flats than are searched flat by flat: not found at the number alone.
    const block = await addressMatch({
      person: { last_name: 'Kok' },
      address: { zip_code: '1317AH', house_number: '40' },
    });
    expect(block.result?.code).toBe('AM03');
    expect(born.context.lookups.person_match).toMatchObject({
      chosen: { address_key: '1317AH|21|H' },
    });
    expect(born.result).toMatchObject({
      code: 'AM01',
      address: { street: 'Kastanjedreef', house_number: '21', house_number_extension: 'H' },
    });
  });

  it('finds the person there too where that number is given by street and city', async () => {
    const youssef = { first_name: 'Youssef', last_name_prefix: 'de', last_name: 'Lange' };
    for (const address of [
      { street: 'Kastanjedreef', house_number: '21', city: 'Almere' },
      { address_line_1: 'Kastanjedref 21', address_line_2: 'Almere' },
    ]) {
      const { result, context } = await addressMatch({ person: youssef, address });
      expect((await personMatchOf(context))?.code, JSON.stringify(address)).toBe('PF04');
      expect(result).toMatchObject({
        code: 'AM01',
        message: 'Known at the given address; at an extension of the house number given',
        address: { street: 'Kastanjedreef', zip_code: '1317AH', house_number: '21' },
      });
      expect(result?.address?.house_number_extension).toBeUndefined();
    }
  });

  it('finds the person at another extension where the one given does not exist there', async () => {
    const youssef = { first_name: 'Youssef', last_name_prefix: 'de', last_name: 'Lange' };
    const { result, context } = await addressMatch({
      person: youssef,
      address: { zip_code: '1317AH', house_number: '21', house_number_extension: '3' },
    });
    expect((await personMatchOf(context))?.code).toBe('PF04');
    expect(result).toMatchObject({
      code: 'AM01',
      message:
        'Known at the given address; at another extension of the house number given, the one given not existing there',
    });
    // Which flat only where the date of birth agrees.
    expect(result?.address?.house_number_extension).toBe('3');
  });

  it('says AM02 where the street, number and city given are not in the address data', async () => {
    const unknown = { street: 'Onbekendestraat', house_number: '1', city: 'Amsterdam' };
    const { result, context } = await addressMatch({ person: JAN, address: unknown });
    expect(result).toMatchObject({
      code: 'AM02',
      message:
        'Known at another address than the one given (the address given is not in the address data)',
      address: { street: 'Kerkstraat', zip_code: '1017GA' },
    });
    expect(context.lookups.person_match).toMatchObject({
      searched: { address_key: null, by_person: true },
    });
    // Without a date of birth nobody is searched elsewhere, and nobody is known there.
    const { result: notKnown, context: undated } = await addressMatch({
      person: { first_name: 'Jan', last_name: 'van der Berg' },
      address: unknown,
    });
    expect(notKnown).toEqual({
      code: 'AM03',
      message:
        'Not known at the given address in the residents data (the address given is not in the address data)',
    });
    expect((await personMatchOf(undated))?.message).toBe(
      'Not found in the residents data (the address given is not in the address data, and without a date of birth the person is not searched elsewhere)',
    );
  });

  it('says AM01 at the given address, with when the person was last seen there', async () => {
    const { result, context } = await addressMatch({
      person: JAN,
      address: { zip_code: '1017ga', house_number: '10a' },
    });
    expect(result).toEqual({
      code: 'AM01',
      message: 'Known at the given address',
      last_updated: '2026-05-01T00:00:00.000Z',
      address: {
        street: 'Kerkstraat',
        house_number: '10',
        house_number_extension: 'A',
        zip_code: '1017GA',
        city: 'Amsterdam',
        country: 'NL',
      },
    });
    expect(context.lookups.address_match).toEqual({
      code: 'AM01',
      compared_with: '1017GA|10|A',
      // Counted: backend_data names no address the caller did not give.
      known_at_given_address: true,
      other_addresses_known: 1,
    });
    expect(JSON.stringify(context.lookups)).not.toContain('3511AB');
  });

  it('still says AM01 at an old address, and that the person was seen elsewhere since', async () => {
    const { result } = await addressMatch({
      person: JAN,
      address: { street: 'Domplein', house_number: '10', city: 'Utrecht' },
    });
    expect(result?.code).toBe('AM01');
    expect(result?.message).toBe(
      'Known at the given address; seen more recently at another address (2026-05-01)',
    );
    expect(result?.last_updated).toBe('2014-12-31T00:00:00.000Z');
  });

  it('says AM02 elsewhere, returning the most recent address known, completed', async () => {
    const { result } = await addressMatch({
      person: JAN,
      address: { zip_code: '1017GA', house_number: '10' },
    });
    expect(result).toMatchObject({
      code: 'AM02',
      message: 'Known at another address than the one given',
      last_updated: '2026-05-01T00:00:00.000Z',
      address: { street: 'Kerkstraat', house_number_extension: 'A', zip_code: '1017GA' },
    });
    const abroad = await addressMatch({
      person: JAN,
      address: { street: 'Hauptstraße', house_number: '1', zip_code: '10115', country: 'DE' },
    });
    expect(abroad.result?.code).toBe('AM02');
    // The country ending the address lines makes it as foreign as the country field does.
    const inLines = await addressMatch({
      person: JAN,
      address: { address_line_1: 'Hauptstraße 1', address_line_2: '10115 Berlin, Deutschland' },
    });
    expect(inLines.result).toMatchObject({
      code: 'AM02',
      message: 'Known at another address than the one given',
    });
    // A country that cannot be read makes the address neither Dutch nor foreign: no comparison.
    const unread = await addressMatch({
      person: JAN,
      address: { zip_code: '1017GA', house_number: '10', country: 'Atlantis' },
    });
    expect(unread.result).toMatchObject({
      code: 'AM04',
      message: 'Known at this address (the address given could not be compared)',
    });
  });

  it('says AM04 without an address to compare with; the address as recorded when unknown to BAG', async () => {
    const { result } = await addressMatch({
      person: { first_name: 'Karin', last_name: 'Smit', date_of_birth: '1990-12-24' },
    });
    expect(result).toEqual({
      code: 'AM04',
      message: 'Known at this address (no address was given to compare with)',
      last_updated: '2020-01-01T00:00:00.000Z',
      address: { zip_code: '9999ZZ', house_number: '1', country: 'NL' },
    });
  });

  it('gives no address when several residents fit equally well: whose would it be?', async () => {
    const twins = { last_name: 'Visser', date_of_birth: '2001-06-06' };
    expect((await addressMatch({ person: twins })).result).toEqual({
      code: 'AM04',
      message:
        'Known at an address in the residents data (more than one resident fits equally well: no address is given)',
    });
    const elsewhere = await addressMatch({
      person: twins,
      address: { zip_code: '1017GA', house_number: '10', house_number_extension: 'A' },
    });
    expect(elsewhere.result).toEqual({
      code: 'AM02',
      message:
        'Known at another address than the one given (more than one resident fits equally well: no address is given)',
    });
    // At the address given, one of them: that much is the caller's own knowledge.
    const here = await addressMatch({
      person: twins,
      address: { zip_code: '1017GA', house_number: '10' },
    });
    // Nor at which extension one of them lives.
    const atExtension = await addressMatch({
      person: { last_name: 'Bakker', date_of_birth: '1999-09-09' },
      address: { zip_code: '1317AH', house_number: '21' },
    });
    expect(atExtension.result).toEqual({
      code: 'AM01',
      message:
        'Known at the given address; more than one resident fits equally well: no address is given',
    });
    // Neither when nor where one of them was seen is given.
    expect(here.result).toEqual({
      code: 'AM01',
      message:
        'Known at the given address; more than one resident fits equally well: no address is given',
    });
  });

  it('says AM03 when the person is not known, and how far it looked', async () => {
    const unknown = await addressMatch({
      person: { ...JAN, date_of_birth: '1990-01-01' },
      address: { zip_code: '1017GA', house_number: '10' },
    });
    expect(unknown.result).toEqual({
      code: 'AM03',
      message: 'Not known at any address in the residents data',
    });
    const namesake = await addressMatch({
      person: { ...JAN, date_of_birth: '1980-04-13' },
      address: { zip_code: '1017GA', house_number: '10', house_number_extension: 'A' },
    });
    expect(namesake.result?.message).toBe(
      'Not known at any address in the residents data (a resident of this name has another date of birth)',
    );
    // backend_data does not say that the namesake lives at the address given.
    expect(namesake.context.lookups.address_match).toMatchObject({
      known_at_given_address: false,
      other_addresses_known: 0,
    });
    const withoutDate = await addressMatch({
      person: { first_name: 'Jan', last_name: 'van der Berg' },
      address: { zip_code: '1017GA', house_number: '10' },
    });
    expect(withoutDate.result).toEqual({
      code: 'AM03',
      message:
        'Not known at the given address in the residents data (searched at the given address only: without a date of birth no other address was searched)',
    });
  });

  it('does not call an address whose street and city point elsewhere "the given address"', async () => {
    const { result } = await addressMatch({
      person: JAN,
      address: {
        zip_code: '1017GA',
        house_number: '10',
        house_number_extension: 'A',
        street: 'Foostraat',
        city: 'Rotterdam',
      },
    });
    expect(result?.code).not.toBe('AM01');
    expect(result?.message).toContain('could not be compared');
  });

  it('is left out when no person was searched for', async () => {
    expect((await addressMatch({ person: JAN }, false)).result).toBeUndefined();
    expect((await addressMatch({ person: { first_name: 'Jan' } })).result).toBeUndefined();
    expect(
      (await addressMatch({ address: { zip_code: '1017GA', house_number: '10' } })).result,
    ).toBeUndefined();
  });
});
