/**
 * The set-up the address-reading route tests share: a demo registry of 2,000 addresses, the
 * app over it, and address search and address_validation asked for one address.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Address } from '../src/contract/address.js';
import { toContractAddress } from '../src/registry/address-index-lookup.js';
import type { AddressRecord } from '../src/sources/source.js';
import { openDemoRegistry, type DemoRegistry } from './demo-registry.js';
import { createTestContext, type TestContext } from './helpers.js';

export interface Validation {
  code?: string;
  message?: string;
  address?: Address;
}

export interface AddressDemo {
  /** The demo addresses, filled before the tests run. */
  addresses: AddressRecord[];
  post: (url: string, payload: object) => Promise<LightMyRequestResponse>;
  searched: (address: object) => Promise<{ status: number; body: Record<string, unknown> }>;
  /** address_validation of a basic person check of a Jansen at the address. */
  validated: (address: object) => Promise<Validation>;
  /** Address search completes the address to `a`, and a person check validates it as given. */
  expectFoundAsGiven: (address: object, a: AddressRecord) => Promise<void>;
  /** A flat on a numbered floor: an address with a numeric addition and no letter. */
  flat: (floor: string) => AddressRecord;
}

/** Registers the set-up and tear-down with the test file that calls it. */
export function useAddressDemo(
  name: string,
  sizes: { companies: number; entities: number },
): AddressDemo {
  let ctx: TestContext | undefined;
  let demo: DemoRegistry | undefined;
  const addresses: AddressRecord[] = [];

  beforeAll(async () => {
    demo = await openDemoRegistry(
      name,
      { seed: 3, addresses: 2000, ...sizes },
      { countryRisk: false },
    );
    for await (const page of demo.registry.addressPages(500)) addresses.push(...page);
    ctx = await createTestContext({ registry: demo.registry });
  });

  afterAll(async () => {
    await ctx?.close();
    await demo?.close();
  });

  const post: AddressDemo['post'] = (url, payload) => {
    if (!ctx) throw new Error('the address demo is not set up yet');
    return ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: ctx.alice.authorization },
    });
  };

  const searched: AddressDemo['searched'] = async (address) => {
    const response = await post('/v1/address-search', { address });
    return { status: response.statusCode, body: response.json() };
  };

  const validated: AddressDemo['validated'] = async (address) => {
    const response = await post('/v1/person-checks', {
      type: 'basic',
      person: { last_name: 'Jansen' },
      address,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ address_validation: Validation }>().address_validation;
  };

  return {
    addresses,
    post,
    searched,
    validated,
    expectFoundAsGiven: async (address, a) => {
      const search = await searched(address);
      expect(search.status, JSON.stringify(search.body)).toBe(200);
      expect(search.body, JSON.stringify(address)).toEqual(toContractAddress(a));
      const validation = await validated(address);
      expect(validation.code, `${JSON.stringify(address)}: ${validation.message}`).toBe('P01');
      expect(validation.address).toEqual(toContractAddress(a));
    },
    flat: (floor) => {
      const a = addresses.find((b) => b.addition === floor && !b.houseLetter);
      if (!a) throw new Error(`the demo data has no flat on floor ${floor}`);
      return a;
    },
  };
}
