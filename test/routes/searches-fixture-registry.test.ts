import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/contract/address.js';
import {
  registryWithoutReferenceData,
  type CompanySearchQuery,
  type Registry,
} from '../../src/registry/registry.js';
import { API_PREFIXES } from '../../src/http/app.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { lookupAddressIn, oneAddressIndex } from '../one-address.js';

/** A registry over two fictitious records, to show the routes pass registry answers through. */
const queries: CompanySearchQuery[] = [];
const knownAddress: Address = {
  street: 'Voorbeeldstraat',
  house_number: '1',
  zip_code: '1234AB',
  city: 'Voorbeeldstad',
  country: 'NL',
};
const knownAddressIndex = oneAddressIndex();
const fixtureRegistry: Registry = {
  ...registryWithoutReferenceData,
  searchCompanies: (query) => {
    queries.push(query);
    return Promise.resolve(
      query.chamberOfCommerceNumber === '11111111'
        ? [{ name: 'Fictief B.V.', chamber_of_commerce_number: '11111111', status: 'active' }]
        : [],
    );
  },
  lookupAddress: lookupAddressIn(knownAddressIndex),
  knowsCompanies: () => Promise.resolve(true),
};

let ctx: TestContext;
let empty: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ registry: fixtureRegistry });
  empty = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await empty.close();
});
import { post } from './searches-requests.js';

describe.each(API_PREFIXES)('company search at %s', (prefix) => {
  it('answers an empty list and the request type that ran when nothing matches', async () => {
    const response = await post(ctx, `${prefix}/company-search`, {
      chamber_of_commerce_number: '12345678',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companies: [], used_request_type: 1 });
  });

  it('answers 503 COMPANY_DATA_UNAVAILABLE, not an empty list, when no company data is loaded', async () => {
    const response = await post(empty, `${prefix}/company-search`, {
      chamber_of_commerce_number: '12345678',
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      status: 503,
      code: 'COMPANY_DATA_UNAVAILABLE',
      detail: expect.stringContaining('No company register is loaded') as unknown,
    });
  });

  it('passes the registry answer through the contract schema', async () => {
    const response = await post(ctx, `${prefix}/company-search`, {
      request_type: 1,
      chamber_of_commerce_number: '11111111',
    });
    expect(response.json()).toEqual({
      companies: [
        { name: 'Fictief B.V.', chamber_of_commerce_number: '11111111', status: 'active' },
      ],
      used_request_type: 1,
    });
    expect(queries.at(-1)).toMatchObject({
      kind: 1,
      chamberOfCommerceNumber: '11111111',
      limit: 10,
    });
  });
});

describe('company search request types', () => {
  it.each([
    [{ company: { name: 'Fictief' } }, 2],
    [{ company: { address: { zip_code: '1234AB', house_number: '1' } } }, 3],
    [{ chamber_of_commerce_number: '1', company: { name: 'Fictief' } }, 1],
    [{ request_type: 0, company: { name: 'Fictief' } }, 2],
    [{ request_type: 2, chamber_of_commerce_number: '1', company: { name: 'Fictief' } }, 2],
  ])('%j runs type %i', async (payload, expected) => {
    const response = await post(ctx, '/v1/company-search', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ used_request_type: number }>().used_request_type).toBe(expected);
  });

  it.each([
    [{}, ''],
    [{ request_type: 1, company: { name: 'x' } }, '/chamber_of_commerce_number'],
    [{ request_type: 3, company: { address: { zip_code: '1234AB' } } }, '/company/address'],
    [{ request_type: 4, chamber_of_commerce_number: '1' }, '/request_type'],
    [{ request_type: 1.5, chamber_of_commerce_number: '1' }, '/request_type'],
    [{ request_type: '1', chamber_of_commerce_number: '1' }, '/request_type'],
    [{ company: { name: '....' } }, '/company/name'],
  ])('rejects %j naming %s', async (payload, path) => {
    const response = await post(ctx, '/v1/company-search', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(path);
  });

  it('needs the company-search permission', async () => {
    expect(
      (
        await post(
          ctx,
          '/v1/company-search',
          { chamber_of_commerce_number: '1' },
          ctx.reader.authorization,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/company-search', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('address search', () => {
  it('completes a known address and answers 404 ADDRESS_NOT_FOUND otherwise', async () => {
    const found = await post(ctx, '/v1/address-search', {
      address: { zip_code: '1234AB', house_number: '1', country: 'NL' },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(knownAddress);
    const missing = await post(empty, '/v1/v1/address-search', {
      address: { zip_code: '1234AB', house_number: '1', country: 'NL' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ code: string }>().code).toBe('ADDRESS_NOT_FOUND');
  });

  it.each([
    [{}, '/address'],
    [{ address: { zip_code: '1234AB' } }, '/address/house_number'],
    [{ address: { house_number: '1', street: 'Damrak' } }, '/address/zip_code'],
    [{ address: { house_number: 1, zip_code: '1234AB' } }, '/address/house_number'],
    [{ address: { house_number: '1', zip_code: '1234AB', floor: '2' } }, '/address/floor'],
  ])('rejects %j naming %s', async (payload, path) => {
    const response = await post(ctx, '/v1/address-search', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(path);
  });

  it('accepts street, house number and city', async () => {
    const response = await post(empty, '/v1/address-search', {
      address: { street: 'Damrak', house_number: '1', city: 'Amsterdam' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('needs the address-search permission', async () => {
    expect(
      (
        await post(
          ctx,
          '/v1/address-search',
          { address: { zip_code: '1234AB', house_number: '1' } },
          ctx.reader.authorization,
        )
      ).statusCode,
    ).toBe(403);
  });
});
