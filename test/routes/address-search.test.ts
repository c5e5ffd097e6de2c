/**
 * Address search on the fictitious demo addresses, imported into a test store: postcode and
 * house number exactly, street and city tolerant of spelling, and the errors of the route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/contract/address.js';
import { toContractAddress } from '../../src/registry/address-index-lookup.js';
import type { AddressRecord } from '../../src/sources/source.js';
import { openDemoRegistry, type DemoRegistry } from '../demo-registry.js';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
let demo: DemoRegistry;
let addresses: AddressRecord[];

beforeAll(async () => {
  demo = await openDemoRegistry(
    'address-search',
    { seed: 3, companies: 100, addresses: 2000, entities: 60 },
    { countryRisk: false },
  );
  const { registry } = demo;
  addresses = [];
  for await (const page of registry.addressPages(500)) addresses.push(...page);
  ctx = await createTestContext({ registry });
});

afterAll(async () => {
  await ctx?.close();
  await demo?.close();
});

const search = (address: object, authorization: string | null = ctx.alice.authorization) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/address-search',
    payload: { address },
    headers: authorization ? { authorization } : {},
  });

async function found(address: object): Promise<Address> {
  const response = await search(address);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function problem(
  address: object,
  status: number,
): Promise<{ code: string; detail: string; errors?: { path: string; message?: string }[] }> {
  const response = await search(address);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  return response.json();
}

const extension = (a: AddressRecord) => `${a.houseLetter ?? ''}${a.addition ?? ''}`;
/** The only address at its postcode and number, without letter or addition. */
const single = () => {
  const at = (a: AddressRecord) =>
    addresses.filter((b) => b.postcode === a.postcode && b.houseNumber === a.houseNumber);
  const address = addresses.find(
    (a) => extension(a) === '' && at(a).length === 1 && a.street.length > 10,
  );
  if (!address) throw new Error('the demo data has no plain address');
  return address;
};

describe('address search by postcode and house number', () => {
  it('completes the address, whatever the spacing and case of the postcode', async () => {
    const a = single();
    const expected = toContractAddress(a);
    expect(
      await found({ zip_code: a.postcode, house_number: String(a.houseNumber), country: 'NL' }),
    ).toEqual(expected);
    const spaced = `${a.postcode.slice(0, 4)} ${a.postcode.slice(4).toLowerCase()}`;
    expect(await found({ zip_code: spaced, house_number: ` ${a.houseNumber} ` })).toEqual(expected);
    expect(expected).toMatchObject({ country: 'NL', street: a.street, city: a.city });
  });

  it('reads the address lines when the fields are not given', async () => {
    const a = single();
    const expected = toContractAddress(a);
    const postcode = `${a.postcode.slice(0, 4)} ${a.postcode.slice(4)}`;
    expect(
      await found({
        address_line_1: `${a.street} ${a.houseNumber}`,
        address_line_2: `${postcode} ${a.city}`,
      }),
    ).toEqual(expected);
    expect(await found({ address_line_1: `${a.street} ${a.houseNumber}, ${a.city}` })).toEqual(
      expected,
    );
    // Nothing to read in them: the same 400 as without.
    const none = await problem({ address_line_1: 'Postbus' }, 400);
    expect(none.errors?.[0]?.path).toBe('/address/house_number');
    // The error says the line was not read, and how to write it.
    const unread = await problem({ address_line_1: `${a.street} ${a.houseNumber} ${a.city}` }, 400);
    expect(unread.errors?.[0]?.path).toBe('/address/house_number');
    expect(unread.errors?.[0]?.message).toContain('the address line could not be read: separate');
  });

  it('takes the letter or addition given, apart or in the house number', async () => {
    const a = addresses.find((b) => b.addition && !b.houseLetter);
    const b = addresses.find((c) => c.houseLetter && !c.addition);
    if (!a || !b) throw new Error('the demo data has no letters or additions');
    expect(
      await found({
        zip_code: a.postcode,
        house_number: String(a.houseNumber),
        house_number_extension: a.addition,
      }),
    ).toEqual(toContractAddress(a));
    expect(
      await found({
        zip_code: b.postcode,
        house_number: `${b.houseNumber}${(b.houseLetter ?? '').toLowerCase()}`,
      }),
    ).toEqual(toContractAddress(b));
  });

  it('answers 404 ADDRESS_NOT_FOUND for an unknown number or extension', async () => {
    const a = single();
    expect((await problem({ zip_code: a.postcode, house_number: '99999' }, 404)).code).toBe(
      'ADDRESS_NOT_FOUND',
    );
    const unknown = await problem(
      { zip_code: a.postcode, house_number: String(a.houseNumber), house_number_extension: 'ZZ' },
      404,
    );
    expect(unknown.code).toBe('ADDRESS_NOT_FOUND');
    expect(unknown.detail).toContain('not with that extension');
    expect((await problem({ zip_code: '9999ZZ', house_number: '1' }, 404)).code).toBe(
      'ADDRESS_NOT_FOUND',
    );
  });
});

describe('address search by street, house number and city', () => {
  it('completes the address as written, up to case', async () => {
    const a = single();
    expect(
      await found({
        street: a.street.toUpperCase(),
        house_number: String(a.houseNumber),
        city: a.city.toLowerCase(),
      }),
    ).toEqual(toContractAddress(a));
  });

  it('corrects a typo in the street and in the city', async () => {
    const a = single();
    const typo = (name: string) => `${name.slice(0, 3)}${name.slice(4)}`;
    expect(
      await found({
        street: typo(a.street),
        house_number: String(a.houseNumber),
        city: a.city.length > 5 ? typo(a.city) : a.city,
      }),
    ).toEqual(toContractAddress(a));
  });

  it('writes out the abbreviation that ends a street name, gracht too', async () => {
    const endings = [
      ['straat', 'str'],
      ['gracht', 'gr'],
    ] as const;
    for (const [whole, short] of endings) {
      const a = addresses.find((b) => b.street.endsWith(whole) && !b.houseLetter && !b.addition);
      if (!a) throw new Error(`the demo data has no ...${whole}`);
      const stem = a.street.slice(0, -whole.length);
      for (const street of [`${stem}${short}`, `${stem}${short}.`]) {
        const completed = await found({
          street,
          house_number: String(a.houseNumber),
          city: a.city,
        });
        expect(completed.street, street).toBe(a.street);
      }
    }
  });

  it('answers 404 for a street that is not in the city', async () => {
    const a = single();
    expect(
      (
        await problem(
          { street: 'Qwertyuiopstraat', house_number: String(a.houseNumber), city: a.city },
          404,
        )
      ).code,
    ).toBe('ADDRESS_NOT_FOUND');
  });
});

describe('address search errors', () => {
  it.each([
    [{ zip_code: '12345', house_number: '1' }, '/address/zip_code'],
    [{ zip_code: '12345', house_number: '1', country: 'NL' }, '/address/zip_code'],
    [{ zip_code: '1012AB', house_number: 'een' }, '/address/house_number'],
    [{ zip_code: '1012AB' }, '/address/house_number'],
    [{ street: 'Damrak', house_number: '1' }, '/address/zip_code'],
    [{ zip_code: '1012AB', house_number: '1', floor: '2' }, '/address/floor'],
    [{ zip_code: '1012AB', house_number: '1', country: 'Atlantis' }, '/address/country'],
  ])('rejects %j with 400 naming %s', async (address, path) => {
    const body = await problem(address, 400);
    expect(body.errors?.[0]?.path).toBe(path);
  });

  it('reads the Netherlands written as a name in six languages', async () => {
    const a = single();
    for (const country of ['Nederland', 'Netherlands', 'Holland', 'Pays-Bas', 'Niederlande']) {
      const response = await search({
        zip_code: a.postcode,
        house_number: String(a.houseNumber),
        country,
      });
      expect(response.statusCode, country).toBe(200);
    }
  });

  it('answers 404 where street and city both name another place than postcode and number', async () => {
    const a = single();
    const body = await problem(
      {
        zip_code: a.postcode,
        house_number: String(a.houseNumber),
        street: 'Qwertyuiopstraat',
        city: 'Nergenshuizen',
      },
      404,
    );
    expect(body.detail).toContain(
      `are in ${a.street}, ${a.city}, not in the street and city given`,
    );
  });

  it('answers 404 for a foreign address: the address data is Dutch', async () => {
    const body = await problem({ zip_code: '10115', house_number: '1', country: 'DE' }, 404);
    expect(body.detail).toMatch(/Dutch addresses only/);
  });

  it('needs credentials and the address-search permission', async () => {
    const a = single();
    const address = { zip_code: a.postcode, house_number: String(a.houseNumber) };
    const anonymous = await search(address, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic/);
    expect((await search(address, ctx.reader.authorization)).statusCode).toBe(403);
  });
});
