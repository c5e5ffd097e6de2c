/**
 * How a company check compares the postcode of the address given with the register's, in the
 * forms countries write them: a ZIP+4 is its ZIP code's, and case and spaces do not matter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../src/entities/entity.js';
import { openFtmRegistry } from '../demo-registry.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { lookup, type CompanyResult } from './company-identify-context.js';

const company = (id: string, number: string, address: string, jurisdiction: string): Entity => ({
  id,
  schema: 'Company',
  properties: {
    name: [`Postcode Test ${id} (fictitious)`],
    registrationNumber: [number],
    address: [address],
    status: ['active'],
    jurisdiction: [jurisdiction],
  },
});

let register: Awaited<ReturnType<typeof openFtmRegistry>> | undefined;
let context: TestContext | undefined;

beforeAll(async () => {
  register = await openFtmRegistry('company-address-postcodes', 'fictitious-register', {
    entities: [
      company('us-zip4', 'US 1000001', '1500 NE Irving St, Portland, OR 97232-1234', 'us'),
      company('us-zip', 'US 1000002', '1500 NE Irving St, Portland, OR 97232', 'us'),
      company('gb', 'GB 1000003', '10 Downing Street, London SW1A 2AA', 'gb'),
    ],
  });
  context = await createTestContext({ registry: register.registry });
});

afterAll(async () => {
  await context?.close();
  await register?.close();
});

const remarksFor = async (number: string, address: object): Promise<string[]> => {
  if (!context) throw new Error('not set up');
  const response = await context.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: { type: 'basic', chamber_of_commerce_number: number, company: { address } },
    headers: { authorization: context.alice.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (lookup(response.json<CompanyResult>()) as { remarks?: string[] }).remarks ?? [];
};

describe("the postcode of a company's address given", () => {
  it('is the ZIP code of a ZIP+4, against the register and the other way round', async () => {
    for (const [number, zip] of [
      ['US 1000001', '97232'],
      ['US 1000001', '97232-1234'],
      ['US 1000002', '97232-1234'],
      ['US 1000002', '97232'],
    ] as const) {
      expect(
        await remarksFor(number, { zip_code: zip, country: 'US' }),
        `${number} ${zip}`,
      ).toEqual([]);
      const line = `1500 NE Irving St, Portland, OR ${zip}`;
      expect(await remarksFor(number, { address_line_1: line }), `${number} ${line}`).toEqual([]);
    }
    // Another ZIP code is another postcode.
    expect(await remarksFor('US 1000001', { zip_code: '97233', country: 'US' })).toEqual([
      expect.stringMatching(/another postcode$/),
    ]);
  });

  it('is compared up to case and spaces, its letters kept', async () => {
    for (const zip of ['sw1a2aa', 'SW1A 2AA', 'sw1a 2aa']) {
      expect(await remarksFor('GB 1000003', { zip_code: zip, country: 'GB' }), zip).toEqual([]);
    }
    // W1A 2AA is another district than SW1A 2AA.
    expect(await remarksFor('GB 1000003', { zip_code: 'W1A 2AA', country: 'GB' })).toEqual([
      expect.stringMatching(/another postcode$/),
    ]);
  });
});
