import { describe, expect, it } from 'vitest';
import type { AddressRecord } from '../sources/source.js';
import { AddressIndexBuilder } from './address-index-data.js';
import { AddressIndex } from './address-index.js';
import {
  chooseAddress,
  compareExtensions,
  describeEquallyClose,
  extensionsListed,
  lookupInIndex,
  preferredOrder,
  toContractAddress,
} from './address-index-lookup.js';

const address = (
  postcode: string,
  houseNumber: number,
  street: string,
  city: string,
  extra: Partial<AddressRecord> = {},
): AddressRecord => ({ postcode, houseNumber, street, city, secondary: false, ...extra });

/** Fictitious addresses. */
const ADDRESSES: AddressRecord[] = [
  address('1012LG', 1, 'Damrak', 'Amsterdam', { province: 'Noord-Holland' }),
  address('1012LG', 1, 'Damrak', 'Amsterdam', { houseLetter: 'A' }),
  address('1017GA', 10, 'Kerkstraat', 'Amsterdam', { addition: '2', secondary: true }),
  address('1017GA', 10, 'Kerkstraat', 'Amsterdam', { addition: '1' }),
  address('1017GA', 10, 'Kerkstraat', 'Amsterdam', { houseLetter: 'A', addition: '2' }),
  address('3511AB', 10, 'Kerkstraat', 'Utrecht'),
];

const index = (() => {
  const builder = new AddressIndexBuilder(4);
  for (const a of ADDRESSES) builder.add(a);
  return new AddressIndex(builder.finish());
})();
const UPDATED = '2024-05-01T10:00:00.000Z';
const lookup = (partial: Parameters<typeof lookupInIndex>[1]) =>
  lookupInIndex(index, partial, UPDATED);

describe('choosing among the addresses at one number', () => {
  const at = index.at('1017GA', 10);

  it('lists the extensions in their natural order for messages, whatever the preference', () => {
    expect(extensionsListed(at, 'none')).toBe('1, 2, A2');
    expect(extensionsListed([...at].reverse(), 'none')).toBe('1, 2, A2');
  });

  it('without an extension prefers none, then the main address, then by extension', () => {
    expect(preferredOrder(at).map((a) => `${a.houseLetter ?? ''}${a.addition ?? ''}`)).toEqual([
      '1',
      'A2',
      '2',
    ]);
    expect(chooseAddress(index.at('1012LG', 1), undefined)?.houseLetter).toBeUndefined();
    expect(chooseAddress(at, undefined)?.addition).toBe('1');
  });

  it('prefers additions in their natural order, 2 before 10, on any server', () => {
    const house = (houseLetter: string | undefined, addition: string | undefined) =>
      address('1017GC', 12, 'Kerkstraat', 'Amsterdam', {
        ...(houseLetter && { houseLetter }),
        ...(addition && { addition }),
      });
    const at = [house(undefined, '10'), house('A', '10'), house('B', undefined), house('A', '2')];
    at.push(house(undefined, '2'), house('A', undefined));
    const order = ['2', '10', 'A', 'A2', 'A10', 'B'];
    expect(preferredOrder(at).map((a) => `${a.houseLetter ?? ''}${a.addition ?? ''}`)).toEqual(
      order,
    );
    expect(
      preferredOrder([...at].reverse()).map((a) => `${a.houseLetter ?? ''}${a.addition ?? ''}`),
    ).toEqual(order);
    expect(chooseAddress(at, undefined)?.addition).toBe('2');
    // The message lists them alike.
    expect(extensionsListed([...at, house(undefined, undefined)], 'none')).toBe(
      'none, 2, 10, A, A2, A10, B',
    );
  });

  it('compares extensions by number and code point, without a collation', () => {
    const sorted = ['B', '10', 'A10', '', '9', 'A9B', 'A9', '010', 'AA', 'Z', '1'].sort(
      compareExtensions,
    );
    expect(sorted).toEqual(['', '1', '9', '10', '010', 'A9', 'A9B', 'A10', 'AA', 'B', 'Z']);
    expect(compareExtensions('A2', 'A2')).toBe(0);
    // Beyond the range of a number: still by its digits.
    expect(compareExtensions('123456789012345678901', '123456789012345678902')).toBeLessThan(0);
  });

  it('with an extension takes exactly that one, compared without case, spaces and hyphens', () => {
    expect(chooseAddress(at, 'a-2')).toMatchObject({ houseLetter: 'A', addition: '2' });
    expect(chooseAddress(at, '2')).toMatchObject({ addition: '2', secondary: true });
    expect(chooseAddress(at, '3')).toBeUndefined();
  });

  it('reads a floor spelled out as the addition the data writes, where none is as written', () => {
    const house = (addition: string) =>
      address('1017GB', 27, 'Kerkstraat', 'Amsterdam', { addition });
    const floors = [house('H'), house('1'), house('2')];
    for (const [written, addition] of [
      ['huis', 'H'],
      ['hs', 'H'],
      ['bg', 'H'],
      ['b.g.', 'H'],
      ['beg. gr.', 'H'],
      ['beg.gr', 'H'],
      ['begane grond', 'H'],
      ['II', '2'],
      ['1e etage', '1'],
      ['2e verdieping', '2'],
      ['1e', '1'],
      ['2 hoog', '2'],
      ['2hg', '2'],
      ['1-hoog', '1'],
      ['II hoog', '2'],
      ['1e verd.', '1'],
      ['2 hg.', '2'],
    ] as const) {
      expect(chooseAddress(floors, written)?.addition, written).toBe(addition);
    }
    expect(chooseAddress(floors, 'III')).toBeUndefined();
    // Roman floors I to V, as Amsterdam writes them ("10-I" is the first floor).
    const high = [house('1'), house('4'), house('5')];
    expect(chooseAddress(high, 'I')?.addition).toBe('1');
    expect(chooseAddress(high, 'I hoog')?.addition).toBe('1');
    expect(chooseAddress(high, 'IV')?.addition).toBe('4');
    expect(chooseAddress(high, 'IV hoog')?.addition).toBe('4');
    expect(chooseAddress(high, 'V')?.addition).toBe('5');
    expect(chooseAddress(high, 'V hoog')?.addition).toBe('5');
    // The house letter I or V where the number has one: the exact letter comes first.
    const lettered = (houseLetter: string) =>
      address('1017GB', 27, 'Kerkstraat', 'Amsterdam', { houseLetter });
    const letters = [house('1'), house('5'), lettered('I'), lettered('V')];
    expect(chooseAddress(letters, 'I')?.houseLetter).toBe('I');
    expect(chooseAddress(letters, 'v')?.houseLetter).toBe('V');
    // With "hoog" it is a floor, never the letter.
    expect(chooseAddress(letters, 'I hoog')?.addition).toBe('1');
    expect(chooseAddress(letters, 'V hoog')?.addition).toBe('5');
    // "hoog" alone (upstairs) names no floor.
    expect(chooseAddress(floors, 'hoog')).toBeUndefined();
    // An addition written so in the data is taken as written.
    expect(chooseAddress([house('HS'), house('H')], 'hs')?.addition).toBe('HS');
    // The ground floor where the data writes no H: the number without an addition.
    expect(chooseAddress([house('BIS'), house('')], 'huis')?.addition).toBe('');
    expect(chooseAddress([house('BIS')], 'hs')).toBeUndefined();
    for (const ground of ['bg', 'b.g.', 'begane grond']) {
      expect(chooseAddress([house('BIS'), house('')], ground)?.addition, ground).toBe('');
      expect(chooseAddress([house('BIS')], ground), ground).toBeUndefined();
    }
  });

  it('reads the ground floor after a house letter as that letter where the data writes no H', () => {
    const lettered = (houseLetter: string, addition?: string) =>
      address('1017GB', 27, 'Kerkstraat', 'Amsterdam', {
        houseLetter,
        ...(addition && { addition }),
      });
    // 27A-H as the address line "Kerkstraat 27A hs" is read.
    expect(chooseAddress([lettered('A', 'H'), lettered('A')], 'A-H')?.addition).toBe('H');
    expect(chooseAddress([lettered('A'), lettered('B')], 'A-H')?.houseLetter).toBe('A');
    expect(chooseAddress([lettered('B')], 'A-H')).toBeUndefined();
    expect(chooseAddress([lettered('A', '1')], 'A-H')).toBeUndefined();
    // The ground floor written out after the letter, as house_number 27A with the extension
    // bg gives it ("Abg"), is read so too.
    for (const extension of ['Abg', 'A b.g.', 'A-hs', 'A huis', 'A begane grond']) {
      expect(chooseAddress([lettered('A', 'H'), lettered('A')], extension)?.addition).toBe('H');
      expect(chooseAddress([lettered('A'), lettered('B')], extension)?.houseLetter).toBe('A');
      expect(chooseAddress([lettered('B')], extension)).toBeUndefined();
    }
    // Another floor after the letter is that addition after it (house_number 18A with 2e).
    for (const extension of ['A2e', 'A 2e verdieping', 'A II', 'A 2 hoog']) {
      expect(chooseAddress([lettered('A', '1'), lettered('A', '2')], extension)?.addition).toBe(
        '2',
      );
      expect(chooseAddress([lettered('A'), lettered('B', '2')], extension)).toBeUndefined();
    }
  });

  it('writes the contract address with letter and addition joined', () => {
    expect(toContractAddress(chooseAddress(at, 'A2') as AddressRecord)).toEqual({
      street: 'Kerkstraat',
      house_number: '10',
      house_number_extension: 'A-2',
      zip_code: '1017GA',
      city: 'Amsterdam',
      country: 'NL',
    });
  });
});

describe('lookupInIndex', () => {
  it('finds the house letter written after a comma in an address line', () => {
    expect(
      lookup({ address_line_1: 'Damrak 1, a', address_line_2: '1012 LG Amsterdam' }),
    ).toMatchObject({ address: { houseNumber: 1, houseLetter: 'A' }, extensionUnknown: false });
  });

  it('finds a house letter with a floor written after it in an address line as letter and addition', () => {
    for (const line of [
      'Kerkstraat 10A, 2e etage',
      'Kerkstraat 10A 2 hoog',
      'Kerkstraat 10a-2e',
      'Kerkstraat 10 A, 2',
      'Kerkstraat 10A, 2',
    ]) {
      expect(
        lookup({ address_line_1: line, address_line_2: '1017 GA Amsterdam' }),
        line,
      ).toMatchObject({ address: { houseNumber: 10, houseLetter: 'A', addition: '2' } });
    }
  });

  it('finds the address of one line ending with the city and postcode, by that postcode', () => {
    expect(lookup({ address_line_1: 'Damrak 1A Amsterdam 1012 LG' })).toMatchObject({
      foundBy: 'postcode',
      address: { houseNumber: 1, houseLetter: 'A', postcode: '1012LG' },
      corrections: [],
    });
  });

  it('finds a house letter with the ground floor after it where the data has the letter alone', () => {
    for (const line of [
      'Damrak 1A, hs',
      'Damrak 1A hs',
      'Damrak 1A, begane grond',
      'Damrak 1A bg',
      'Damrak 1 a b.g.',
      // The number alone, as forms ask for postcode and number.
      '1A bg',
      '1A, bg',
    ]) {
      expect(lookup({ address_line_1: line, zip_code: '1012LG' }), line).toMatchObject({
        address: { houseNumber: 1, houseLetter: 'A' },
      });
    }
    for (const address of [
      { address_line_1: '1012LG 1A bg' },
      { address_line_1: '1012 LG', address_line_2: '1A hs' },
    ]) {
      expect(lookup(address), JSON.stringify(address)).toMatchObject({
        address: { houseNumber: 1, houseLetter: 'A' },
      });
    }
  });

  it('finds an address as given, by postcode or by street and city', () => {
    const byPostcode = lookup({ zip_code: '1012 lg', house_number: '1', city: 'AMSTERDAM' });
    expect(byPostcode).toMatchObject({
      foundBy: 'postcode',
      address: { street: 'Damrak', postcode: '1012LG' },
      corrections: [],
      extensionUnknown: false,
      dataServed: true,
      updatedAt: UPDATED,
    });
    expect(byPostcode.candidates).toHaveLength(2);
    expect(lookup({ street: 'damrak', house_number: '1a', city: 'Amsterdam' })).toMatchObject({
      foundBy: 'street',
      address: { houseLetter: 'A' },
      corrections: [],
    });
  });

  it('corrects street and city, and reports what it corrected', () => {
    expect(lookup({ street: 'Kerkstrat', house_number: '10', city: 'Utreht' })).toMatchObject({
      address: { postcode: '3511AB', city: 'Utrecht' },
      corrections: [
        { field: 'street', given: 'Kerkstrat', found: 'Kerkstraat' },
        { field: 'city', given: 'Utreht', found: 'Utrecht' },
      ],
    });
    expect(
      lookup({ zip_code: '1012LG', house_number: '1', street: 'Damstraat' }).corrections,
    ).toEqual([{ field: 'street', given: 'Damstraat', found: 'Damrak' }]);
  });

  it('trusts a street and city as written over a postcode that disagrees', () => {
    expect(
      lookup({ zip_code: '1017GA', house_number: '10', street: 'Kerkstraat', city: 'Utrecht' }),
    ).toMatchObject({
      foundBy: 'street',
      address: { postcode: '3511AB' },
      corrections: [{ field: 'zip_code', given: '1017GA', found: '3511AB' }],
    });
    expect(
      lookup({ zip_code: '9999ZZ', house_number: '1', street: 'Damrak', city: 'Amsterdam' }),
    ).toMatchObject({ address: { postcode: '1012LG' }, corrections: [{ field: 'zip_code' }] });
  });

  it("looks for a street given without a city in the postcode's city", () => {
    // 1017GA is in Amsterdam, which has Damrak 1 under another postcode.
    expect(lookup({ zip_code: '1017GA', house_number: '1', street: 'Damrak' })).toMatchObject({
      foundBy: 'street',
      address: { postcode: '1012LG', street: 'Damrak' },
      corrections: [{ field: 'zip_code', given: '1017GA', found: '1012LG' }],
    });
    // A postcode the address data does not have gives no city to look in.
    expect(lookup({ zip_code: '9999ZZ', house_number: '1', street: 'Damrak' }).address).toBe(
      undefined,
    );
  });

  it('finds no address where a misspelt street is as close to two streets', () => {
    const builder = new AddressIndexBuilder(4);
    for (const a of [
      address('3050AA', 1, 'Heideplein', 'Rotterdam'),
      address('3088AH', 1, 'Weideplein', 'Rotterdam'),
      address('3011AA', 5, 'Markt', 'Rotterdam'),
    ]) {
      builder.add(a);
    }
    const rotterdam = new AddressIndex(builder.finish());
    const find = (partial: Parameters<typeof lookupInIndex>[1]) =>
      lookupInIndex(rotterdam, partial, UPDATED);
    const typo = find({ street: 'Xeideplein', house_number: '1', city: 'Rotterdam' });
    expect(typo).toMatchObject({
      address: undefined,
      ambiguous: [
        { street: 'Heideplein', city: 'Rotterdam' },
        { street: 'Weideplein', city: 'Rotterdam' },
      ],
    });
    expect(describeEquallyClose(typo.ambiguous ?? [])).toBe(
      'Heideplein, Rotterdam or Weideplein, Rotterdam',
    );
    // With a postcode elsewhere, still neither.
    expect(
      find({ zip_code: '3011AA', street: 'Xeideplein', house_number: '1', city: 'Rotterdam' })
        .ambiguous,
    ).toHaveLength(2);
    // Written as the data writes it, or one letter from only one street: that street.
    expect(
      find({ street: 'Weideplein', house_number: '1', city: 'Rotterdam' }).address,
    ).toMatchObject({ postcode: '3088AH' });
    const oneLetterOff = find({ street: 'Heidepein', house_number: '1', city: 'Rotterdam' });
    expect(oneLetterOff.address).toMatchObject({ postcode: '3050AA' });
    expect(oneLetterOff.ambiguous).toBeUndefined();
  });

  it('never reads a number left in the street as a typo of the street', () => {
    const builder = new AddressIndexBuilder(4);
    for (const addition of ['H', '1', '2', '3']) {
      builder.add(address('1048AB', 18, 'Narcissenpark', 'Amsterdam', { addition }));
    }
    builder.add(address('1048AA', 3, 'Narcissenpark', 'Amsterdam'));
    const park = new AddressIndex(builder.finish());
    const find = (partial: Parameters<typeof lookupInIndex>[1]) =>
      lookupInIndex(park, partial, UPDATED);
    // "Narcissenpark 18" with number 3 at 1048AB: not Narcissenpark 3 at a postcode not given.
    for (const city of [{ city: 'Amsterdam' }, {}]) {
      const found = find({
        street: 'Narcissenpark 18',
        house_number: '3',
        zip_code: '1048AB',
        ...city,
      });
      expect(found, JSON.stringify(city)).toMatchObject({
        address: undefined,
        candidates: [],
        corrections: [],
      });
    }
    expect(
      find({ street: 'Narcissenpark 18', house_number: '3', city: 'Amsterdam' }).address,
    ).toBeUndefined();
    // The street as the data writes it still finds the number there.
    expect(
      find({ street: 'Narcissenpark', house_number: '3', city: 'Amsterdam' }).address,
    ).toMatchObject({ postcode: '1048AA' });
  });

  it('says when postcode and number exist but the extension does not', () => {
    const found = lookup({ zip_code: '1017GA', house_number: '10', house_number_extension: 'B' });
    expect(found).toMatchObject({ address: undefined, extensionUnknown: true });
    expect(found.candidates.map((a) => a.addition)).toEqual(['1', '2', '2']);
  });

  it('finds nothing for an unknown address, and reads nothing for foreign or incomplete input', () => {
    expect(lookup({ zip_code: '1012LG', house_number: '2' })).toMatchObject({
      address: undefined,
      extensionUnknown: false,
      candidates: [],
    });
    expect(lookup({ zip_code: '10115', house_number: '1', country: 'DE' })).toMatchObject({
      foreign: true,
      problems: [],
    });
    // The country may end the address lines.
    expect(lookup({ address_line_1: 'Unter den Linden 1, 10117 Berlin, Germany' })).toMatchObject({
      foreign: true,
      problems: [],
    });
    expect(lookup({ city: 'Amsterdam', house_number: '1' }).problems).toEqual([
      expect.objectContaining({ field: 'zip_code' }),
    ]);
    expect(
      lookupInIndex(undefined, { zip_code: '1012LG', house_number: '1' }, undefined),
    ).toMatchObject({
      dataServed: false,
      address: undefined,
    });
  });
});
