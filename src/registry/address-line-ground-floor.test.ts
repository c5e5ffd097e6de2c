/**
 * The ground floor as a part of its own in address lines (address-line-ground-floor.ts): after a
 * street written without its number, and BG after a street, as the floor or Bulgaria's code.
 */
import { describe, expect, it } from 'vitest';
import { withAddressLines } from './address-lines.js';
import { floorAddition } from './address-floors.js';
import { normaliseExtension } from './address-input.js';

describe('the ground floor after a street written without its number', () => {
  it('is the floor of the house_number given, not Bulgaria, and the line before it the street', () => {
    for (const address of [
      { address_line_1: 'Damrak', address_line_2: 'bg', house_number: '1', zip_code: '1012LG' },
      { address_line_1: 'Damrak, BG', house_number: '1', zip_code: '1012LG' },
      { address_line_1: 'Damrak', address_line_2: 'b.g.', house_number: '1', city: 'Amsterdam' },
      { address_line_1: 'Damrak', address_line_2: 'bg, Amsterdam', house_number: '1' },
    ]) {
      const read = withAddressLines(address);
      expect(read.country, JSON.stringify(address)).toBeUndefined();
      expect(read, JSON.stringify(address)).toMatchObject({ street: 'Damrak', house_number: '1' });
      const extension = normaliseExtension(read.house_number_extension ?? '');
      expect(floorAddition(extension), JSON.stringify(address)).toBe('H');
      expect(read.city, JSON.stringify(address)).toBe(
        address.city ?? (address.zip_code ? undefined : 'Amsterdam'),
      );
    }
    // An extension given is kept.
    const given = withAddressLines({
      address_line_1: 'Damrak',
      address_line_2: 'bg',
      house_number: '1',
      house_number_extension: 'A',
    });
    expect(given).toMatchObject({ street: 'Damrak', house_number_extension: 'A' });
    expect(given.country).toBeUndefined();
    // Without a house number given, or after a city, BG is Bulgaria's code.
    expect(withAddressLines({ address_line_1: 'Sofia', address_line_2: 'BG' }).country).toBe('BG');
    expect(
      withAddressLines({ address_line_1: 'ul. Vitosha, Sofia, BG', house_number: '1' }).country,
    ).toBe('BG');
  });

  it('is Bulgaria where the rest of the address is not Dutch', () => {
    // A postcode that is no Dutch one (Sofia's 1000), or the line before it the city given: BG
    // is the country, as it was before the ground floor was read there.
    for (const address of [
      { address_line_1: 'Sofia', address_line_2: 'BG', house_number: '15', zip_code: '1000' },
      { address_line_1: 'Sofia, BG', house_number: '15', zip_code: '1000' },
      { address_line_1: 'Burgas', address_line_2: 'BG', house_number: '3', city: 'Burgas' },
    ]) {
      const read = withAddressLines(address);
      expect(read.country, JSON.stringify(address)).toBe('BG');
      expect(read.house_number_extension, JSON.stringify(address)).toBeUndefined();
    }
    // With another country given, bg is no Dutch floor either, nor the line before it a street.
    const abroad = withAddressLines({
      address_line_1: 'ul. Vitosha',
      address_line_2: 'BG',
      house_number: '15',
      country: 'Bulgaria',
    });
    expect(abroad.house_number_extension).toBeUndefined();
    expect(abroad.street).toBeUndefined();
  });
});

describe('BG after a street, with its number or without (house_number given)', () => {
  it('is read by one rule: Bulgaria only where the address shows itself Bulgarian', () => {
    /** Whether BG in the lines was read as Bulgaria's code (else as the ground floor). */
    const bulgaria = (address: Record<string, string>): boolean => {
      const read = withAddressLines(address);
      const floor = (read.house_number_extension ?? '').toUpperCase() === 'BG';
      expect(floor, JSON.stringify(address)).toBe(read.country !== 'BG');
      return !floor;
    };
    for (const [street, fields, expected] of [
      // Bulgarian signs: a Bulgarian street word, Cyrillic, Bulgaria given, Bulgaria's postcode.
      ['ul. Vitosha', {}, true],
      ['UL. VITOSHA', {}, true],
      ['bul. Vitosha', {}, true],
      ['Витоша', {}, true],
      ['Vitosha', { country: 'BG' }, true],
      ['Vitosha', { zip_code: '1000' }, true],
      // None: the ground floor, as Dutch lines write it in capitals too.
      ['Damrak', {}, false],
      ['Damrak', { zip_code: '1012LG' }, false],
      ['Damrak', { country: 'NL' }, false],
      ['Pl. Kerklaan', { city: 'Amsterdam' }, false],
      ['PL. MIDDENLAAN', {}, false],
    ] as const) {
      const withNumber = { address_line_1: `${street} 15, BG`, ...fields };
      const withoutNumber = { address_line_1: street, address_line_2: 'BG', house_number: '15' };
      expect(bulgaria(withNumber), JSON.stringify(withNumber)).toBe(expected);
      expect(bulgaria({ ...withoutNumber, ...fields }), JSON.stringify(withoutNumber)).toBe(
        expected,
      );
    }
  });
});
