/**
 * How address search and a person check's address_validation read the parts of address lines
 * people write besides street, number, postcode and city: a floor after a comma
 * ("Narcissenpark 18, 3e etage"). On the demo addresses.
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
    'address-line-parts',
    { seed: 3, companies: 40, addresses: 2000, entities: 20 },
    { countryRisk: false },
  );
  addresses = [];
  for await (const page of demo.registry.addressPages(500)) addresses.push(...page);
  ctx = await createTestContext({ registry: demo.registry });
});

afterAll(async () => {
  await ctx?.close();
  await demo?.close();
});

const post = (url: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: ctx.alice.authorization },
  });

async function searched(
  address: object,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await post('/v1/address-search', { address });
  return { status: response.statusCode, body: response.json() };
}

interface Validation {
  code?: string;
  message?: string;
  address?: Address;
}

async function validated(address: object): Promise<Validation> {
  const response = await post('/v1/person-checks', {
    type: 'basic',
    person: { last_name: 'Jansen' },
    address,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ address_validation: Validation }>().address_validation;
}

/** Address search completes the address to `a`, and a person check validates it as given. */
async function expectFoundAsGiven(address: object, a: AddressRecord): Promise<void> {
  const search = await searched(address);
  expect(search.status, JSON.stringify(search.body)).toBe(200);
  expect(search.body, JSON.stringify(address)).toEqual(toContractAddress(a));
  const validation = await validated(address);
  expect(validation.code, `${JSON.stringify(address)}: ${validation.message}`).toBe('P01');
  expect(validation.address).toEqual(toContractAddress(a));
}

/** A flat on a numbered floor: an address with a numeric addition and no letter. */
const flat = (floor: string): AddressRecord => {
  const a = addresses.find((b) => b.addition === floor && !b.houseLetter);
  if (!a) throw new Error(`the demo data has no flat on floor ${floor}`);
  return a;
};

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
    }
  });
});
