import { describe, expect, it } from 'vitest';
import { addressIndexOf, KERKSTRAAT_10 as KERKSTRAAT } from '../../../test/person-addresses.js';
import type { Address } from '../../contract/address.js';
import { lookupInIndex } from '../../registry/address-index-lookup.js';
import { registryWithoutReferenceData, type Registry } from '../../registry/registry.js';
import {
  addressValidationSection,
  validatedAddress,
  type AddressValidationContext,
} from './address-validation.js';

const UPDATED = '2024-05-01T10:00:00.000Z';

/** Fictitious addresses. */
const index = (() => {
  const kerkstraat = { ...KERKSTRAAT, province: 'Noord-Holland' };
  return addressIndexOf([
    kerkstraat,
    { ...kerkstraat, houseLetter: 'A' },
    { ...kerkstraat, postcode: '3511AB', city: 'Utrecht', province: 'Utrecht' },
    { ...kerkstraat, postcode: '3512AA', street: 'Domplein', city: 'Utrecht', province: 'Utrecht' },
    // One letter from Kerkstraat: "Xerkstraat" is as close to both.
    { ...kerkstraat, postcode: '1017GC', street: 'Merkstraat' },
    // Number 22 exists only with additions.
    { ...kerkstraat, houseNumber: 22, addition: '1' },
    { ...kerkstraat, houseNumber: 22, addition: '2' },
  ]);
})();

let lookups = 0;
const registry: Registry = {
  ...registryWithoutReferenceData,
  lookupAddress: (partial) => {
    lookups++;
    return Promise.resolve(lookupInIndex(index, partial, UPDATED));
  },
};

const contextOf = (address: Address | undefined, on = registry): AddressValidationContext => ({
  request: { type: 'basic', ...(address && { address }) },
  registry: on,
  shared: new Map(),
  lookups: {},
});

const section = async (address: Address | undefined, on = registry) =>
  (await addressValidationSection.compute(contextOf(address, on)))?.address_validation;

const KERKSTRAAT_10 = {
  street: 'Kerkstraat',
  house_number: '10',
  zip_code: '1017GA',
  city: 'Amsterdam',
  country: 'NL',
  state: 'Noord-Holland',
};

describe('address_validation', () => {
  it('P01: the address exists as given, with the full address and the data date', async () => {
    expect(await section({ zip_code: '1017 ga', house_number: '10', city: 'amsterdam' })).toEqual({
      code: 'P01',
      message: 'The address exists as given',
      last_updated: UPDATED,
      address: KERKSTRAAT_10,
    });
    expect(
      (await section({ zip_code: '1017GA', house_number: '10', house_number_extension: 'a' }))
        ?.address,
    ).toEqual({ ...KERKSTRAAT_10, house_number_extension: 'A' });
  });

  it('P02: the address exists after correcting street or city, and returns it corrected', async () => {
    expect(await section({ street: 'Kerkstrat', house_number: '10', city: 'Utreht' })).toEqual({
      code: 'P02',
      message:
        'The address exists after correction: street "Kerkstrat" corrected to "Kerkstraat", city "Utreht" corrected to "Utrecht"',
      last_updated: UPDATED,
      address: { ...KERKSTRAAT_10, zip_code: '3511AB', city: 'Utrecht', state: 'Utrecht' },
    });
  });

  it("P02 where the province given is not the address's, P01 where it is, in any usual form", async () => {
    expect(
      await section({ zip_code: '1017GA', house_number: '10', state: 'Limburg' }),
    ).toMatchObject({
      code: 'P02',
      message:
        'The address exists after correction: province "Limburg" corrected to "Noord-Holland"',
    });
    for (const state of ['Noord-Holland', 'North Holland', 'NH']) {
      expect((await section({ zip_code: '1017GA', house_number: '10', state }))?.code, state).toBe(
        'P01',
      );
    }
  });

  it('P04, not P02, when street and city both name another place than the postcode', async () => {
    const at = { zip_code: '1017GA', house_number: '10' };
    expect(await section({ ...at, street: 'Foostraat', city: 'Rotterdam' })).toEqual({
      code: 'P04',
      message:
        'The address was not found in the address data: the postcode and house number are in Kerkstraat, Amsterdam, not in the street and city given, and the street and city given have no such number',
      last_updated: UPDATED,
    });
    // One of the two wrong is a correction, as is a typo in both.
    expect((await section({ ...at, street: 'Kerkstraat', city: 'Rotterdam' }))?.code).toBe('P02');
    expect((await section({ ...at, street: 'Foostraat', city: 'Amsterdam' }))?.code).toBe('P02');
    expect((await section({ ...at, street: 'Kerkstrat', city: 'Amsterdm' }))?.code).toBe('P02');
    // Street and city of another place, misspelt, where that place has the number: the postcode
    // is the mistake, corrected (P02), not a contradiction.
    const other = await section({ ...at, street: 'Domplien', city: 'Utrecth' });
    expect(other?.code).toBe('P02');
    expect(other?.address).toMatchObject({ street: 'Domplein', zip_code: '3512AA' });
    // There with an extension it does not have: the corrected address exists, not the postcode
    // given with its number.
    const extension = await section({
      ...at,
      house_number_extension: 'Z',
      street: 'Domplein',
      city: 'Utrecht',
    });
    expect(extension?.code).toBe('P03');
    expect(extension?.message).toBe(
      'The address exists after correction, the house number extension does not (extensions there: none); postcode "1017GA" corrected to "3512AA"',
    );
  });

  it('P04, not a guess, when a misspelt street is as close to two streets with the number', async () => {
    expect(await section({ street: 'Xerkstraat', house_number: '10', city: 'Amsterdam' })).toEqual({
      code: 'P04',
      message:
        'The address was not found in the address data: the street and city given are as close to Kerkstraat, Amsterdam or Merkstraat, Amsterdam, which all have that number; which one is meant is not known',
      last_updated: UPDATED,
    });
  });

  it('P03: postcode and number exist, the extension does not', async () => {
    expect(
      await section({ zip_code: '1017GA', house_number: '10', house_number_extension: 'B' }),
    ).toEqual({
      code: 'P03',
      message:
        'The postcode and house number exist, the house number extension does not (extensions there: none, A)',
      last_updated: UPDATED,
      address: KERKSTRAAT_10,
    });
  });

  it('P03: the number exists only with extensions and none was given', async () => {
    expect(await section({ zip_code: '1017GA', house_number: '22' })).toEqual({
      code: 'P03',
      message:
        'The postcode and house number exist, but only with a house number extension, and none was given (extensions there: 1, 2)',
      last_updated: UPDATED,
      address: { ...KERKSTRAAT_10, house_number: '22' },
    });
    // Given by street and city, without a postcode: the address exists, not "the postcode".
    expect(
      (await section({ street: 'Kerkstraat', house_number: '22', city: 'Amsterdam' }))?.message,
    ).toBe(
      'The address exists, but only with a house number extension, and none was given (extensions there: 1, 2)',
    );
    // Given with one, as an extension or joined to the number: as given.
    for (const given of [
      { zip_code: '1017GA', house_number: '22', house_number_extension: '2' },
      { zip_code: '1017GA', house_number: '22-2' },
      { zip_code: '1017GA', house_number: '22 2' },
    ]) {
      expect((await section(given))?.code, JSON.stringify(given)).toBe('P01');
    }
  });

  it('P04: not found', async () => {
    expect(await section({ zip_code: '1017GA', house_number: '12' })).toEqual({
      code: 'P04',
      message: 'The address was not found in the address data',
      last_updated: UPDATED,
    });
  });

  it('P05: incomplete or unreadable input, naming what is missing', async () => {
    const missing = await section({ city: 'Amsterdam', street: 'Kerkstraat' });
    expect(missing).toEqual({
      code: 'P05',
      message: 'The address is incomplete: house_number is required',
    });
    expect((await section({ zip_code: '1017', house_number: '10' }))?.code).toBe('P05');
  });

  it('P05: two extensions that disagree are said to disagree, not to be missing', async () => {
    expect(
      await section({ zip_code: '1017GA', house_number: '10A', house_number_extension: 'B' }),
    ).toEqual({
      code: 'P05',
      message:
        'The address contradicts itself: house_number "10A" gives the extension A and house_number_extension another, B: give the extension once',
    });
    // The number read from an address line is named as the line's.
    expect(
      await section({
        address_line_1: 'Kerkstraat 10A',
        zip_code: '1017GA',
        house_number_extension: 'B',
      }),
    ).toEqual({
      code: 'P05',
      message:
        'The address contradicts itself: the house number "10A" of the address line gives the extension A and house_number_extension another, B: give the extension once',
    });
    // With something missing too, the address is incomplete, each reason named.
    expect(
      (await section({ street: 'Kerkstraat', house_number: '10A', house_number_extension: 'B' }))
        ?.message,
    ).toBe(
      'The address is incomplete: house_number "10A" gives the extension A and house_number_extension another, B: give the extension once; give zip_code, or street and city, with the house_number',
    );
  });

  it('P06: a foreign address is not validated', async () => {
    expect(
      await section({
        street: 'Unter den Linden',
        house_number: '1',
        zip_code: '10117',
        country: 'DE',
      }),
    ).toEqual({
      code: 'P06',
      message: 'A foreign address: not validated against the Dutch address data',
    });
  });

  it('P06 for address lines ending with the country in its own language', async () => {
    // Unread, "Polska" left a Dutch address to look for, not found (P04): a risk signal.
    for (const [line, country] of [
      ['00-001 Warszawa, Polska', 'Polska'],
      ['1051 Budapest, Magyarország', 'Magyarország'],
      ['111 22 Stockholm, Sverige', 'Sverige'],
      ['10000 Prishtinë, Kosovë', 'Kosovë'],
      ['10000 Prishtinë, Kosova', 'Kosova'],
    ]) {
      expect(
        await section({ address_line_1: 'Marszałkowska 1', address_line_2: line }),
        country,
      ).toEqual({
        code: 'P06',
        message: 'A foreign address: not validated against the Dutch address data',
      });
    }
  });

  it('P06 naming the conflict where address lines end with a Dutch postcode and a code abroad', async () => {
    // 1012 AB is written as only Dutch postcodes are; Belgium's are four digits. Which was meant
    // is not known: not validated, and the conflict said, rather than either taken silently.
    const conflict = (postcode: string) =>
      `A foreign address: not validated against the Dutch address data: the address lines write the postcode ${postcode} as only Dutch postcodes are written, and end with the country code BE, whose postcodes are digits only`;
    for (const [line, postcode] of [
      ['Damrak 1, 1012 AB, BE', '1012 AB'],
      ['DAMRAK 1, 1012 AB, BE', '1012 AB'],
      ['damrak 1, 1012 ab, be', '1012 AB'],
      ['Rue Haute 12, 1000 BX, BE', '1000 BX'],
    ] as const) {
      expect(await section({ address_line_1: line }), line).toEqual({
        code: 'P06',
        message: conflict(postcode),
      });
    }
    // A Belgian address as Belgium writes it is foreign with nothing more.
    expect(await section({ address_line_1: 'Rue Haute 12, 1000 Bruxelles, BE' })).toEqual({
      code: 'P06',
      message: 'A foreign address: not validated against the Dutch address data',
    });
  });

  it('P06 naming the conflict whatever tells for the Dutch reading of lines ending so', async () => {
    // LG names no place, Kerkstraat is a Dutch street's name, Amsterdam a Dutch city: the lines
    // still end with another country's code after a postcode only the Netherlands writes so.
    const conflict = (postcode: string, code: string) =>
      `A foreign address: not validated against the Dutch address data: the address lines write the postcode ${postcode} as only Dutch postcodes are written, and end with the country code ${code}, whose postcodes are digits only`;
    for (const [address, postcode, code] of [
      [{ address_line_1: 'Kerkstraat 10, 1017 GA, BE' }, '1017 GA', 'BE'],
      [{ address_line_1: 'Kerkstraat 10, 1017 GA, NO' }, '1017 GA', 'NO'],
      [{ address_line_1: 'Damrak 1, 1012 LG, BE' }, '1012 LG', 'BE'],
      [{ address_line_1: 'Damrak 1', address_line_2: '1012 LG, NO' }, '1012 LG', 'NO'],
      [{ address_line_1: 'Damrak 1, 1012 LG, DK' }, '1012 LG', 'DK'],
      [{ address_line_1: 'Kerkstraat 10, 1017 GA, CH', city: 'Amsterdam' }, '1017 GA', 'CH'],
      [{ address_line_1: 'Kerkstraat 10, 1017 GA Amsterdam, BE' }, '1017 GA', 'BE'],
      [{ address_line_1: 'Kerkstraat 10, 1017 GA, DE' }, '1017 GA', 'DE'],
    ] as const) {
      expect(await section(address), JSON.stringify(address)).toEqual({
        code: 'P06',
        message: conflict(postcode, code),
      });
    }
    // The same address without the code is Dutch.
    expect((await section({ address_line_1: 'Kerkstraat 10, 1017 GA' }))?.code).toBe('P01');
    // With a code whose postcodes have letters, the conflict, named so: unread, GB made the
    // address Dutch and validated it, the country written dropped.
    expect(await section({ address_line_1: 'Kerkstraat 10, 1017 GA Amsterdam, GB' })).toEqual({
      code: 'P06',
      message:
        'A foreign address: not validated against the Dutch address data: the address lines write the postcode 1017 GA as only Dutch postcodes are written, and end with the country code GB, whose postcodes are written otherwise',
    });
  });

  it('P06 for lines ending with a place whose name begins with a word of two letters, and a code', async () => {
    // Read as a Dutch postcode (2300 LA) and city (Chaux-de-Fonds), the code CH was dropped.
    for (const address of [
      { address_line_1: 'Rue Neuve 1, 2300 La Chaux-de-Fonds, CH' },
      { address_line_1: 'Rue Neuve 1', address_line_2: '2300 La Chaux-de-Fonds, CH' },
    ]) {
      expect(await section(address), JSON.stringify(address)).toEqual({
        code: 'P06',
        message: 'A foreign address: not validated against the Dutch address data',
      });
    }
    // Letters written as a postcode's are the Dutch address's without a code; with CH, the
    // conflict (as after the postcode alone).
    expect((await section({ address_line_1: 'Kerkstraat 10, 1017 GA Amsterdam' }))?.code).toBe(
      'P01',
    );
    expect(
      (await section({ address_line_1: 'Kerkstraat 10, 1017 GA Amsterdam, CH' }))?.message,
    ).toContain('the postcode 1017 GA as only Dutch postcodes are written');
  });

  it('P06 naming the conflict where lines end with a Dutch postcode and a country is given', async () => {
    const conflict = (postcode: string, code: string) =>
      `A foreign address: not validated against the Dutch address data: the address lines write the postcode ${postcode} as only Dutch postcodes are written, and the country given is ${code}, whose postcodes are digits only`;
    for (const [address, postcode, code] of [
      [{ address_line_1: 'Damrak 1, 1012 AB', country: 'BE' }, '1012 AB', 'BE'],
      [
        { address_line_1: 'Kerkstraat 10', address_line_2: '1017 GA', country: 'NO' },
        '1017 GA',
        'NO',
      ],
      [{ address_line_1: 'Kerkstraat 10, 1017 GA, Amsterdam', country: 'CH' }, '1017 GA', 'CH'],
      [{ address_line_1: 'Kerkstraat 10, 1017 GA', country: 'Germany' }, '1017 GA', 'DE'],
    ] as const) {
      expect(await section(address), JSON.stringify(address)).toEqual({
        code: 'P06',
        message: conflict(postcode, code),
      });
    }
    // A zip_code given is the postcode named, as the field's conflict.
    expect(
      (await section({ address_line_1: 'Damrak 1, 1012 AB', zip_code: '1012 AB', country: 'BE' }))
        ?.message,
    ).toMatch(/the address given writes the postcode 1012 AB .* names the country BE,/);
    // A Belgian address as Belgium writes it is foreign with nothing more, and a Dutch one with
    // the Netherlands given is validated.
    expect(await section({ address_line_1: 'Rue Neuve 1, 1000 Bruxelles', country: 'BE' })).toEqual(
      { code: 'P06', message: 'A foreign address: not validated against the Dutch address data' },
    );
    expect((await section({ address_line_1: 'Kerkstraat 10, 1017 GA', country: 'NL' }))?.code).toBe(
      'P01',
    );
  });

  it('P06 naming the conflict where a Dutch postcode is given with a country whose are digits', async () => {
    const conflict = (postcode: string, code: string) =>
      `A foreign address: not validated against the Dutch address data: the address given writes the postcode ${postcode} as only Dutch postcodes are written, and names the country ${code}, whose postcodes are digits only`;
    for (const [address, postcode, code] of [
      [
        { street: 'Damrak', house_number: '1', zip_code: '1012 AB', country: 'BE' },
        '1012 AB',
        'BE',
      ],
      [
        { street: 'Damrak', house_number: '1', zip_code: '1012ab', country: 'Belgium' },
        '1012 AB',
        'BE',
      ],
      [
        { street: 'Storgata', house_number: '1', zip_code: '5200 OS', country: 'NO' },
        '5200 OS',
        'NO',
      ],
      [
        { street: 'Hauptstrasse', house_number: '3', zip_code: '1012 AB', country: 'CH' },
        '1012 AB',
        'CH',
      ],
      [
        { street: 'Damrak', house_number: '1', zip_code: '1012 LG', country: 'DE' },
        '1012 LG',
        'DE',
      ],
      [{ house_number: '1', zip_code: 'NL-1012 AB', country: 'LU' }, '1012 AB', 'LU'],
    ] as const) {
      expect(await section(address), JSON.stringify(address)).toEqual({
        code: 'P06',
        message: conflict(postcode, code),
      });
    }
    // A country whose postcodes have letters: no British postcode begins with digits.
    expect(
      await section({
        street: 'Baker Street',
        house_number: '221',
        zip_code: '1012 AB',
        country: 'GB',
      }),
    ).toEqual({
      code: 'P06',
      message:
        'A foreign address: not validated against the Dutch address data: the address given writes the postcode 1012 AB as only Dutch postcodes are written, and names the country GB, whose postcodes are written otherwise',
    });
    // Digits of another count than the country's five (ZIP codes five or nine).
    for (const [country, zip, five] of [
      ['FR', '750012', 'five digits'],
      ['SE', '2300', 'five digits'],
      ['US', '97232-12', 'five digits, or nine (ZIP+4)'],
    ] as const) {
      expect(await section({ street: 'Main', house_number: '1', zip_code: zip, country })).toEqual({
        code: 'P06',
        message: `A foreign address: not validated against the Dutch address data: the address given writes the postcode ${zip}, and names the country ${country}, whose postcodes are ${five}`,
      });
    }
    // A postcode as the country writes it: no conflict.
    for (const address of [
      { street: 'Rue Haute', house_number: '12', zip_code: '1000', country: 'BE' },
      { street: 'Rue Haute', house_number: '12', zip_code: '75002', country: 'FR' },
      { street: 'Main Street', house_number: '1', zip_code: '97232-1234', country: 'US' },
      { street: 'Marszałkowska', house_number: '1', zip_code: '00-001', country: 'PL' },
      // A number alone that lost the zeros the country's postcodes may begin with.
      { street: 'Promenade des Anglais', house_number: '1', zip_code: '6000', country: 'FR' },
      { street: 'Prager Straße', house_number: '1', zip_code: '1067', country: 'DE' },
      { street: 'Via del Corso', house_number: '1', zip_code: '186', country: 'IT' },
      { street: 'Main Street', house_number: '1', zip_code: '2134', country: 'US' },
      { street: 'Main Street', house_number: '1', zip_code: '21341234', country: 'US' },
      { street: 'Main Street', house_number: '1', zip_code: '972321234', country: 'US' },
      { street: 'Marszałkowska', house_number: '1', zip_code: '00001', country: 'PL' },
      // Lines ending with a state's code and ZIP code, with the country given or not.
      { address_line_1: '1500 NE Irving St, Portland, OR 97232' },
      { address_line_1: '1500 NE Irving St, Portland, OR 97232', country: 'US' },
    ]) {
      expect(await section(address), JSON.stringify(address)).toEqual({
        code: 'P06',
        message: 'A foreign address: not validated against the Dutch address data',
      });
    }
  });

  it('P05, not P06, for a country that cannot be read; a Dutch one written as a name is Dutch', async () => {
    expect(await section({ zip_code: '1017GA', house_number: '10', country: 'Atlantis' })).toEqual({
      code: 'P05',
      message:
        'The address is incomplete: country "Atlantis" is not read: give its ISO 3166 code (NL, NLD) or its name',
    });
    expect(
      (await section({ zip_code: '1017GA', house_number: '10', country: 'Pays-Bas' }))?.code,
    ).toBe('P01');
  });

  it('is left out without an address, or without address data to check a Dutch one against', async () => {
    expect(await section(undefined)).toBeUndefined();
    expect(
      await section({ zip_code: '1017GA', house_number: '10' }, registryWithoutReferenceData),
    ).toBeUndefined();
    expect(
      (
        await section(
          { zip_code: '10117', house_number: '1', country: 'DE' },
          registryWithoutReferenceData,
        )
      )?.code,
    ).toBe('P06');
  });

  it('looks the address up once per check, for every section that asks', async () => {
    const context = contextOf({ zip_code: '1017GA', house_number: '10' });
    const before = lookups;
    const [first, second] = await Promise.all([
      validatedAddress(context),
      validatedAddress(context),
    ]);
    await addressValidationSection.compute(context);
    expect(lookups - before).toBe(1);
    expect(first).toBe(second);
    expect(first?.record).toMatchObject({ postcode: '1017GA', houseNumber: 10 });
    expect(context.lookups.address_validation).toEqual({ code: 'P01', found_by: 'postcode' });
  });
});
