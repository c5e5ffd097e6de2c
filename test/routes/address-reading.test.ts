/**
 * How address search and a person check's address_validation read the ways people write a
 * Dutch address: a floor after the number ("18 3 hoog"), a number left in the street text, a
 * postcode with the country before it, and an extension given twice. On the demo addresses.
 */
import { describe, expect, it } from 'vitest';
import { toContractAddress } from '../../src/registry/address-index-lookup.js';
import type { AddressRecord } from '../../src/sources/source.js';
import { useAddressDemo, type Validation } from '../address-demo.js';

const { addresses, post, searched, validated, expectFoundAsGiven, flat } = useAddressDemo(
  'address-reading',
  { companies: 60, entities: 40 },
);

describe('a floor written after the house number', () => {
  it.each(['{n} {f} hoog', '{n}-{f} hoog', '{n} {f}hg', '{n} {f}-hoog'])(
    'reads "%s" in an address line as the number and its addition',
    async (form) => {
      for (const floor of ['2', '3']) {
        const a = flat(floor);
        const line = form.replace('{n}', String(a.houseNumber)).replace('{f}', floor);
        const address = {
          address_line_1: `${a.street} ${line}`,
          address_line_2: `${a.postcode} ${a.city}`,
        };
        await expectFoundAsGiven(address, a);
      }
    },
  );

  it.each(['{f} hoog', '{f}hg', '{f}-hoog'])(
    'reads "%s" in house_number_extension as the addition',
    async (form) => {
      const a = flat('2');
      const address = {
        zip_code: a.postcode,
        house_number: String(a.houseNumber),
        house_number_extension: form.replace('{f}', '2'),
      };
      const search = await searched(address);
      expect(search.status, JSON.stringify(search.body)).toBe(200);
      expect(search.body).toEqual(toContractAddress(a));
      expect((await validated(address)).code).toBe('P01');
    },
  );

  it('reads the Roman I as the first floor, as Amsterdam writes it ("2-I", "2 I hoog")', async () => {
    const a = flat('1');
    const atNumber = addresses.filter(
      (b) => b.postcode === a.postcode && b.houseNumber === a.houseNumber,
    );
    expect(atNumber.some((b) => b.houseLetter === 'I')).toBe(false);
    const number = String(a.houseNumber);
    for (const address of [
      { zip_code: a.postcode, house_number: `${number}-I` },
      { zip_code: a.postcode, house_number: number, house_number_extension: 'I' },
      { address_line_1: `${a.street} ${number} I hoog`, zip_code: a.postcode },
    ]) {
      const search = await searched(address);
      expect(search.status, JSON.stringify(address)).toBe(200);
      expect(search.body).toEqual(toContractAddress(a));
      expect((await validated(address)).code, JSON.stringify(address)).toBe('P01');
    }
  });

  it('reads "hoog" alone (upstairs) as no floor: the extension is unknown there', async () => {
    const a = flat('2');
    const address = {
      zip_code: a.postcode,
      house_number: String(a.houseNumber),
      house_number_extension: 'hoog',
    };
    const search = await searched(address);
    expect(search.status).toBe(404);
    expect(search.body.detail).toContain('not with that extension');
    expect((await validated(address)).code).toBe('P03');
  });
});

describe('a number left in the street text', () => {
  /**
   * A flat (number N, floors 1, 2, ...) on a street that has the floor's number, k, at another
   * postcode, while the flat's postcode has no number k: "S N" with number k at the flat's
   * postcode is the audit's "Narcissenpark 18 3".
   */
  const setting = () => {
    for (const a of addresses) {
      if (!a.addition || a.houseLetter || !/^\d$/.test(a.addition)) continue;
      const k = Number(a.addition);
      const there = addresses.find(
        (b) => b.street === a.street && b.city === a.city && b.houseNumber === k,
      );
      const atPostcode = addresses.some((b) => b.postcode === a.postcode && b.houseNumber === k);
      if (there && there.postcode !== a.postcode && !atPostcode) return { a, k, there };
    }
    throw new Error('the demo data has no street with a flat and its floor number elsewhere');
  };

  it('is no typo: the street is not "corrected" to another number at another postcode', async () => {
    const { a, k, there } = setting();
    for (const address of [
      {
        street: `${a.street} ${a.houseNumber}`,
        house_number: String(k),
        zip_code: a.postcode,
        city: a.city,
      },
      {
        address_line_1: `${a.street} ${a.houseNumber} ${k}`,
        house_number: String(k),
        address_line_2: `${a.postcode} ${a.city}`,
      },
    ]) {
      const search = await searched(address);
      expect(search.status, JSON.stringify(search.body)).toBe(404);
      expect(search.body.detail).not.toContain(there.postcode);
      const validation = await validated(address);
      expect(validation.code, validation.message).toBe('P04');
      expect(validation.address).toBeUndefined();
      expect(validation.message).not.toContain(there.postcode);
    }
  });
});

describe('a numeric addition written apart after the house number', () => {
  it.each([
    '{s} {n} {f}, {p} {c}',
    '{s} {n} {f} {p} {c}',
    '{s} {n} {f} {c} {p}',
    '{s} {n} {f}|{p} {c}',
  ])('reads "%s" as the number and its addition, not a number in the street', async (form) => {
    for (const floor of ['1', '2']) {
      const a = flat(floor);
      const [line1 = '', line2] = form
        .replace('{s}', a.street)
        .replace('{n}', String(a.houseNumber))
        .replace('{f}', floor)
        .replace('{p}', a.postcode)
        .replace('{c}', a.city)
        .split('|');
      await expectFoundAsGiven(
        { address_line_1: line1, ...(line2 !== undefined && { address_line_2: line2 }) },
        a,
      );
    }
  });

  it('takes the flat itself where the street has the addition as a number elsewhere', async () => {
    const { a, k } = ((): { a: AddressRecord; k: number } => {
      for (const a of addresses) {
        if (!a.addition || a.houseLetter || !/^\d$/.test(a.addition)) continue;
        const k = Number(a.addition);
        const elsewhere = addresses.some(
          (b) => b.street === a.street && b.city === a.city && b.houseNumber === k,
        );
        if (elsewhere) return { a, k };
      }
      throw new Error('the demo data has no street with a flat and its floor number elsewhere');
    })();
    await expectFoundAsGiven(
      {
        address_line_1: `${a.street} ${a.houseNumber} ${k}`,
        address_line_2: `${a.postcode} ${a.city}`,
      },
      a,
    );
  });
});

describe('a house number written after the street again', () => {
  it('is the number, not part of the street: found by street and city', async () => {
    const a = addresses.find((x) => x.houseLetter === undefined && x.addition === undefined);
    if (!a) throw new Error('the demo data has no address without an extension');
    const address = {
      street: `${a.street} ${a.houseNumber}`,
      house_number: String(a.houseNumber),
      city: a.city,
    };
    const search = await searched(address);
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body).toMatchObject({ street: a.street, zip_code: a.postcode });
    expect((await validated(address)).address?.zip_code).toBe(a.postcode);
  });
});

describe('a postcode written with the country before it, a dash, an invisible character, a stop or in brackets', () => {
  it.each([
    'NL-{4} {2}',
    'NL {4}{2}',
    'NL{4}{2}',
    '{4}\u2013{2}',
    'NL\u2013{4} {2}',
    '{4}\u2011{2}',
    '{4}\u00ad{2}',
    '{4} {2}.',
    '({4} {2})',
    '[{4}{2}]',
  ])(
    'reads "%s" as the Dutch postcode, in address search and a person check alike',
    async (form) => {
      const a = flat('2');
      const zip_code = form
        .replace('{4}', a.postcode.slice(0, 4))
        .replace('{2}', a.postcode.slice(4));
      const address = {
        zip_code,
        house_number: String(a.houseNumber),
        house_number_extension: '2',
      };
      const search = await searched(address);
      expect(search.status, JSON.stringify(search.body)).toBe(200);
      expect(search.body).toEqual(toContractAddress(a));
      const response = await post('/v1/person-checks', {
        type: 'standard',
        person: { last_name: 'Jansen' },
        address,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<{
        address_validation: Validation;
        risk_scores: { zip_code?: { description?: string } };
      }>();
      expect(result.address_validation.code, result.address_validation.message).toBe('P01');
      // The postcode is scored, and the check counted in the history there.
      expect(result.risk_scores.zip_code?.description).toContain(`pc6 ${a.postcode}`);
    },
  );
});

describe('a postcode with separators where none is written', () => {
  it.each(['N-L-{4}-{2}', '{4spaced} {2}'])(
    'reads no postcode from "%s": 400 naming zip_code, a person check P05',
    async (form) => {
      const a = flat('2');
      const digits = a.postcode.slice(0, 4);
      const zip_code = form
        .replace('{4}', digits.split('').join('-'))
        .replace('{4spaced}', digits.split('').join(' '))
        .replace('{2}', a.postcode.slice(4).split('').join('-'));
      const address = { zip_code, house_number: String(a.houseNumber) };
      const search = await searched(address);
      expect(search.status, JSON.stringify(search.body)).toBe(400);
      expect(search.body.errors).toMatchObject([{ path: '/address/zip_code' }]);
      const validation = await validated(address);
      expect(validation.code).toBe('P05');
      expect(validation.message).toContain(`zip_code "${zip_code}" is not a Dutch postcode`);
    },
  );
});

describe('an abbreviated floor with its dot in house_number_extension', () => {
  it.each(['{f}e verd.', '{f} hg.'])('reads "%s" as in an address line', async (form) => {
    const a = flat('1');
    const extension = form.replace('{f}', '1');
    const line = await searched({
      address_line_1: `${a.street} ${a.houseNumber} ${extension}`,
      address_line_2: `${a.postcode} ${a.city}`,
    });
    expect(line.status, JSON.stringify(line.body)).toBe(200);
    const address = {
      zip_code: a.postcode,
      house_number: String(a.houseNumber),
      house_number_extension: extension,
    };
    const search = await searched(address);
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body).toEqual(line.body);
    expect(search.body).toEqual(toContractAddress(a));
    expect((await validated(address)).code).toBe('P01');
  });
});

describe('a floor written two ways, or with a dot after it', () => {
  it.each([
    ['{n}', '{f}.'],
    ['{n}-{f}.', undefined],
    ['{n}-{f}e', '{f}'],
    ['{n} II', '{f}e verdieping'],
  ])('reads house_number "%s" with extension "%s" as the flat', async (number, extension) => {
    const a = flat('2');
    const fill = (text: string) => text.replace('{n}', String(a.houseNumber)).replace('{f}', '2');
    const address = {
      zip_code: a.postcode,
      house_number: fill(number),
      ...(extension !== undefined && { house_number_extension: fill(extension) }),
    };
    const search = await searched(address);
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body).toEqual(toContractAddress(a));
    expect((await validated(address)).code).toBe('P01');
  });
});

describe('an extension given twice', () => {
  const lettered = (): AddressRecord => {
    const a = addresses.find((b) => b.houseLetter && !b.addition);
    if (!a) throw new Error('the demo data has no house letters');
    return a;
  };

  it('reads the same one, in house_number and apart, as one', async () => {
    const a = lettered();
    const letter = a.houseLetter ?? '';
    const address = {
      zip_code: a.postcode,
      house_number: `${a.houseNumber}${letter}`,
      house_number_extension: letter.toLowerCase(),
    };
    await expectFoundAsGiven(address, a);
  });

  it('refuses two different ones: address search 400, a person check P05', async () => {
    const a = lettered();
    const address = {
      zip_code: a.postcode,
      house_number: `${a.houseNumber}${a.houseLetter ?? ''}`,
      house_number_extension: a.houseLetter === 'Z' ? 'Y' : 'Z',
    };
    const search = await searched(address);
    expect(search.status).toBe(400);
    expect(search.body.errors).toMatchObject([{ path: '/address/house_number' }]);
    const errors = search.body.errors as { message: string }[];
    expect(errors[0]?.message).toContain('house_number_extension another');
    const validation = await validated(address);
    expect(validation.code).toBe('P05');
    expect(validation.message).toMatch(/^The address contradicts itself: house_number /);
  });
});
