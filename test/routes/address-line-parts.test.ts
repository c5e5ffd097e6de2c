/**
 * How address search and a person check's address_validation read the parts of address lines
 * people write besides street, number, postcode and city: a floor after a comma
 * ("Narcissenpark 18, 3e etage"). On the demo addresses.
 */
import { describe, expect, it } from 'vitest';
import { toContractAddress } from '../../src/registry/address-index-lookup.js';
import { useAddressDemo } from '../address-demo.js';

const { addresses, expectFoundAsGiven, flat, searched, validated } = useAddressDemo(
  'address-line-parts',
  {
    companies: 40,
    entities: 20,
  },
);

describe('a floor after a comma', () => {
  it.each(['{f}e etage', '{f} hoog', '{f}e verdieping', '{f}'])(
    'reads "{street} {n}, %s" as the number and its addition',
    async (form) => {
      const a = flat('3');
      const floor = form.replace('{f}', '3');
      const street = `${a.street} ${a.houseNumber}`;
      const place = `${a.postcode} ${a.city}`;
      for (const address of [
        { address_line_1: `${street}, ${floor}`, address_line_2: place },
        { address_line_1: street, address_line_2: `${floor}, ${place}` },
        { address_line_1: `${street}, ${floor}, ${place}` },
      ]) {
        await expectFoundAsGiven(address, a);
      }
    },
  );
});

describe('a part of words after the street and number', () => {
  it('does not override the city written with the postcode', async () => {
    const a = addresses.find((b) => !b.houseLetter && !b.addition && b.city !== 'ZZZ');
    if (!a) throw new Error('the demo data has no address without an extension');
    const address = {
      address_line_1: `${a.street} ${a.houseNumber}, ZZZ`,
      address_line_2: `${a.postcode} ${a.city}`,
    };
    await expectFoundAsGiven(address, a);
  });
});

describe('the ground floor (begane grond)', () => {
  it.each(['bg', 'b.g.', 'beg. gr.', 'begane grond'])(
    'reads "%s" as hs and huis are read: the addition H',
    async (ground) => {
      const a = flat('H');
      const number = String(a.houseNumber);
      const place = `${a.postcode} ${a.city}`;
      for (const address of [
        { zip_code: a.postcode, house_number: number, house_number_extension: ground },
        { address_line_1: `${a.street} ${number} ${ground}`, address_line_2: place },
        { address_line_1: `${a.street} ${number}, ${ground}`, address_line_2: place },
      ]) {
        await expectFoundAsGiven(address, a);
      }
    },
  );
});

describe('the ground floor after a house letter, given in house_number_extension', () => {
  it('is the dwelling with that letter where the data writes no H after it', async () => {
    const a = addresses.find(
      (b) =>
        b.houseLetter &&
        !b.addition &&
        !addresses.some(
          (c) => c.postcode === b.postcode && c.houseNumber === b.houseNumber && c.addition,
        ),
    );
    if (!a) throw new Error('the demo data has no house letter without additions');
    for (const ground of ['bg', 'hs']) {
      const search = await searched({
        zip_code: a.postcode,
        house_number: String(a.houseNumber),
        house_number_extension: `${a.houseLetter ?? ''} ${ground}`,
      });
      expect(search.status, `${ground}: ${JSON.stringify(search.body)}`).toBe(200);
      expect(search.body).toEqual(toContractAddress(a));
    }
  });

  it('is so written out, and with the letter in house_number and the floor apart', async () => {
    const a = addresses.find(
      (b) =>
        b.houseLetter &&
        !b.addition &&
        !addresses.some(
          (c) => c.postcode === b.postcode && c.houseNumber === b.houseNumber && c.addition,
        ),
    );
    if (!a) throw new Error('the demo data has no house letter without additions');
    const letter = a.houseLetter ?? '';
    for (const [house_number, house_number_extension] of [
      [String(a.houseNumber), `${letter} b.g.`],
      [String(a.houseNumber), `${letter} begane grond`],
      [`${a.houseNumber}${letter}`, 'bg'],
    ]) {
      await expectFoundAsGiven({ zip_code: a.postcode, house_number, house_number_extension }, a);
    }
  });
});

describe('one line without commas', () => {
  it('reads street and number, postcode and city where a Dutch postcode parts them', async () => {
    const a = addresses.find((b) => b.houseLetter && !b.addition);
    if (!a) throw new Error('the demo data has no house letters');
    const number = `${a.houseNumber}${a.houseLetter ?? ''}`;
    const postcode = `${a.postcode.slice(0, 4)} ${a.postcode.slice(4)}`;
    for (const line of [
      `${a.street} ${number} ${postcode} ${a.city}`,
      `${a.street} ${number} ${a.postcode}`,
    ]) {
      await expectFoundAsGiven({ address_line_1: line }, a);
    }
  });
});

describe('ter after the number, before a city that is no Ter place', () => {
  it("is the number's addition, not the start of the city", async () => {
    const a = addresses.find((b) => !b.houseLetter && !b.addition);
    if (!a) throw new Error('the demo data has no address without an extension');
    const line = `${a.street} ${a.houseNumber} ter ${a.city} ${a.postcode}`;
    // The address has no addition ter: the number is found, its addition is not.
    const validation = await validated({ address_line_1: line });
    expect(validation.code, validation.message).toBe('P03');
  });
});

describe('a province after the city', () => {
  it('is not read as the city', async () => {
    const a = addresses.find(
      (b) => !b.houseLetter && !b.addition && !['Utrecht', 'Groningen'].includes(b.city),
    );
    if (!a) throw new Error('the demo data has no address without an extension');
    for (const province of ['Noord-Holland', 'NH']) {
      await expectFoundAsGiven(
        { address_line_1: `${a.street} ${a.houseNumber}, ${a.city}, ${province}` },
        a,
      );
      // Without commas, after the postcode and city, with the country after it or not.
      for (const country of ['', ' Nederland']) {
        const line = `${a.street} ${a.houseNumber} ${a.postcode} ${a.city} ${province}${country}`;
        await expectFoundAsGiven({ address_line_1: line }, a);
      }
    }
  });
});

describe('a street and its postcode on one line, the house number given apart', () => {
  it('reads the street and the postcode, not a city named as the street', async () => {
    const a = addresses.find(
      (b) => !b.houseLetter && !b.addition && /(?:straat|weg)$/.test(b.street),
    );
    if (!a) throw new Error('the demo data has no street ending in straat or weg');
    const postcode = `${a.postcode.slice(0, 4)} ${a.postcode.slice(4)}`;
    for (const address of [
      { address_line_1: `${a.street} ${postcode}`, house_number: String(a.houseNumber) },
      { address_line_1: `${a.street} ${postcode}, ${a.city}`, house_number: String(a.houseNumber) },
    ]) {
      await expectFoundAsGiven(address, a);
    }
  });
});

describe("another country's two-letter code after a Dutch postcode and city", () => {
  it('is P06 naming the conflict where its postcodes are digits only, with or without commas', async () => {
    const a = addresses.find((b) => !b.houseLetter && !b.addition);
    if (!a) throw new Error('the demo data has no address without an extension');
    const postcode = `${a.postcode.slice(0, 4)} ${a.postcode.slice(4)}`;
    for (const code of ['NO', 'DE']) {
      const place = `${postcode} ${a.city}`;
      for (const line of [
        `${a.street} ${a.houseNumber} ${place} ${code}`,
        `${a.street} ${a.houseNumber}, ${place}, ${code}`,
      ]) {
        expect(await validated({ address_line_1: line }), line).toEqual({
          code: 'P06',
          message: `A foreign address: not validated against the Dutch address data: the address lines write the postcode ${postcode} as only Dutch postcodes are written, and end with the country code ${code}, whose postcodes are digits only`,
        });
      }
    }
    // Address search says the same conflict in its 404.
    const search = await searched({
      address_line_1: `${a.street} ${a.houseNumber}, ${postcode} ${a.city}, DE`,
    });
    expect(search.status).toBe(404);
    expect(search.body).toMatchObject({
      code: 'ADDRESS_NOT_FOUND',
      detail: `The address data holds Dutch addresses only (country NL or not given), and the address lines write the postcode ${postcode} as only Dutch postcodes are written, and end with the country code DE, whose postcodes are digits only.`,
    });
    // With the country given instead of ending the lines, the same conflict.
    const given = {
      address_line_1: `${a.street} ${a.houseNumber}, ${postcode} ${a.city}`,
      country: 'NO',
    };
    expect((await validated(given)).message).toContain(
      `the postcode ${postcode} as only Dutch postcodes are written, and the country given is NO`,
    );
    // A code of a country whose postcodes have letters is the conflict too, named so.
    for (const line of [
      `${a.street} ${a.houseNumber} ${postcode} ${a.city} GB`,
      `${a.street} ${a.houseNumber}, ${postcode} ${a.city}, GB`,
    ]) {
      expect(await validated({ address_line_1: line }), line).toEqual({
        code: 'P06',
        message: `A foreign address: not validated against the Dutch address data: the address lines write the postcode ${postcode} as only Dutch postcodes are written, and end with the country code GB, whose postcodes are written otherwise`,
      });
    }
    // NL after the city without commas is the Netherlands, and the address reads whole.
    await expectFoundAsGiven(
      { address_line_1: `${a.street} ${a.houseNumber} ${postcode} ${a.city} NL` },
      a,
    );
  });

  it('leaves an address abroad abroad where only its street or place looks like a postcode', async () => {
    for (const address of [
      { address_line_1: '1500 NE Irving St, Portland, OR 97232, US' },
      { address_line_1: 'Storgata 1, 5200 Os, NO' },
    ]) {
      expect((await validated(address)).code, JSON.stringify(address)).toBe('P06');
    }
  });
});

describe('a Dutch postcode against the code or country of a four-digit country', () => {
  const conflict = (writes: string, postcode: string, country: string) =>
    `A foreign address: not validated against the Dutch address data: ${writes} the postcode ${postcode} as only Dutch postcodes are written, and ${country}, whose postcodes are digits only`;

  it('is P06 naming the conflict, even where the letters name no place', async () => {
    // LG has no vowel: these lines were once read as the Dutch address, silently.
    const lines = 'the address lines write';
    for (const code of ['BE', 'NO', 'DE']) {
      expect(await validated({ address_line_1: `Damrak 1, 1012 LG, ${code}` })).toEqual({
        code: 'P06',
        message: conflict(lines, '1012 LG', `end with the country code ${code}`),
      });
      expect(await validated({ address_line_1: 'Damrak 1, 1012 LG', country: code })).toEqual({
        code: 'P06',
        message: conflict(lines, '1012 LG', `the country given is ${code}`),
      });
    }
    // As separate fields, the same conflict in the same words.
    const fields = { street: 'Damrak', house_number: '1', zip_code: '1012 LG', country: 'BE' };
    expect(await validated(fields)).toEqual({
      code: 'P06',
      message: conflict('the address given writes', '1012 LG', 'names the country BE'),
    });
  });

  it('leaves a Dutch address with the Netherlands or no country found as given', async () => {
    const a = addresses.find((b) => !b.houseLetter && !b.addition);
    if (!a) throw new Error('the demo data has no address without an extension');
    const line = `${a.street} ${a.houseNumber}, ${a.postcode.slice(0, 4)} ${a.postcode.slice(4)}`;
    await expectFoundAsGiven({ address_line_1: line, country: 'NL' }, a);
    await expectFoundAsGiven({ address_line_1: line }, a);
    // With Belgium given, the same lines are the conflict, not found, and the search says so.
    expect((await validated({ address_line_1: line, country: 'BE' })).message).toContain(
      'the country given is BE',
    );
    const search = await searched({ address_line_1: line, country: 'BE' });
    expect(search.status).toBe(404);
    expect(search.body).toMatchObject({
      code: 'ADDRESS_NOT_FOUND',
      detail: `The address data holds Dutch addresses only (country NL or not given), and the address lines write the postcode ${a.postcode.slice(0, 4)} ${a.postcode.slice(4)} as only Dutch postcodes are written, and the country given is BE, whose postcodes are digits only.`,
    });
  });

  it('reads "2300 La Chaux-de-Fonds, CH" as Switzerland\'s, not a Dutch postcode and city', async () => {
    // In any case, with or without commas.
    for (const line of [
      'Rue Neuve 1, 2300 La Chaux-de-Fonds, CH',
      'RUE NEUVE 1, 2300 LA CHAUX-DE-FONDS, CH',
      'rue neuve 1, 2300 la chaux-de-fonds, ch',
      'Rue Neuve 1 2300 La Chaux-de-Fonds CH',
    ]) {
      const address = { address_line_1: line };
      expect(await validated(address), line).toEqual({
        code: 'P06',
        message: 'A foreign address: not validated against the Dutch address data',
      });
      const search = await searched(address);
      expect(search.status, line).toBe(404);
      expect(search.body, line).toMatchObject({
        detail: 'The address data holds Dutch addresses only (country NL or not given).',
      });
    }
    // The same code after a Dutch address's postcode and city is the conflict.
    const a = addresses.find((b) => !b.houseLetter && !b.addition);
    if (!a) throw new Error('the demo data has no address without an extension');
    const place = `${a.postcode.slice(0, 4)} ${a.postcode.slice(4)} ${a.city}`;
    const line = `${a.street} ${a.houseNumber}, ${place}, CH`;
    expect((await validated({ address_line_1: line })).message).toContain(
      'end with the country code CH, whose postcodes are digits only',
    );
    // FR after it is France, not Friesland, but France's postcodes have five digits: the four
    // of 2300 LA are no French postcode, and the conflict is named.
    expect(
      (await validated({ address_line_1: 'RUE NEUVE 1, 2300 LA CHAUX-DE-FONDS, FR' })).message,
    ).toBe(
      'A foreign address: not validated against the Dutch address data: the address lines write the postcode 2300 LA as only Dutch postcodes are written, and end with the country code FR, whose postcodes are digits only',
    );
  });

  it('leaves an address written as its country writes it plain P06', async () => {
    for (const address of [
      { address_line_1: 'Rue Neuve 1, 1000 Bruxelles', country: 'BE' },
      { address_line_1: 'Rue Haute 12 1000 Bruxelles BE' },
    ]) {
      expect(await validated(address), JSON.stringify(address)).toEqual({
        code: 'P06',
        message: 'A foreign address: not validated against the Dutch address data',
      });
    }
  });
});

describe('the ground floor on the line after a street written without its number', () => {
  it('is the floor of the house_number given, not Bulgaria', async () => {
    const a = flat('H');
    const address = {
      address_line_1: a.street,
      address_line_2: 'bg',
      house_number: String(a.houseNumber),
      zip_code: a.postcode,
    };
    await expectFoundAsGiven(address, a);
  });

  it('is Bulgaria where the postcode given is not Dutch', async () => {
    const address = {
      address_line_1: 'Sofia',
      address_line_2: 'BG',
      house_number: '15',
      zip_code: '1000',
    };
    expect((await validated(address)).code).toBe('P06');
  });
});

describe('the ground floor after a house letter in an address line', () => {
  it('reads 1-A bg and 1A, bg as that letter on the ground floor', async () => {
    const a = addresses.find(
      (b) =>
        b.houseLetter &&
        !b.addition &&
        !addresses.some(
          (c) => c.postcode === b.postcode && c.houseNumber === b.houseNumber && c.addition,
        ),
    );
    if (!a) throw new Error('the demo data has no house letter without additions');
    const letter = a.houseLetter ?? '';
    const place = `${a.postcode} ${a.city}`;
    for (const address of [
      { address_line_1: `${a.street} ${a.houseNumber}-${letter} bg`, address_line_2: place },
      { address_line_1: `${a.street} ${a.houseNumber}-${letter}, bg`, address_line_2: place },
      { address_line_1: `${a.postcode} ${a.houseNumber}${letter}, bg` },
    ]) {
      const search = await searched(address);
      expect(search.status, `${JSON.stringify(address)}: ${JSON.stringify(search.body)}`).toBe(200);
      expect(search.body).toEqual(toContractAddress(a));
    }
  });
});

describe('a numeric addition written apart with a floor after it', () => {
  it('is the dwelling with that addition, in every form a Dutch line writes it', async () => {
    const a = addresses.find(
      (b) => b.addition === '1' && !b.houseLetter && /(?:straat|laan|weg|plein)$/i.test(b.street),
    );
    if (!a) throw new Error('the demo data has no flat with addition 1 on a straat or laan');
    const place = `${a.postcode} ${a.city}`;
    // Not 1 bis: bis is the number's own, 1bis another dwelling than 1.
    for (const part of ['1 hs', '1 huis', '1 boven', '1 2e hoog']) {
      await expectFoundAsGiven(
        { address_line_1: `${a.street} ${a.houseNumber} ${part}, ${place}` },
        a,
      );
      await expectFoundAsGiven(
        { address_line_1: `${a.street} ${a.houseNumber}, ${part}, ${place}` },
        a,
      );
    }
  });
});
