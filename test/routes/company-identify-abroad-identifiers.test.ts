/**
 * How a company check finds the company on the fictitious demo data: register data, not list
 * entries; names with invisible characters; search identifiers checked before they are used.
 */
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/entities/entity.js';
import { postcodeAndCityOf } from '../../src/registry/address-lines.js';
import { searchIdentifierOf } from '../../src/registry/search-identifier.js';
import { openFtmRegistry } from '../demo-registry.js';
import { createTestContext } from '../helpers.js';
import {
  companyCheck,
  demo,
  listed,
  lookup,
  post,
  useCompanyIdentifyContext,
  value,
  type CompanyResult,
} from './company-identify-context.js';

useCompanyIdentifyContext();

describe('finding the company of a check', () => {
  it('narrows by the city of a company abroad whose address is one text', async () => {
    const abroad = await demo.registry.companyById('demo-fco-1');
    const text = abroad ? value(abroad, 'address') : '';
    const written = postcodeAndCityOf(text);
    expect(written, text).toBeDefined();
    const name = abroad ? value(abroad, 'name') : '';
    const country = abroad ? value(abroad, 'country').toUpperCase() : '';
    const found = await companyCheck({
      type: 'basic',
      company: { name, address: { city: written?.city, country } },
    });
    expect(lookup(found)?.entity_id).toBe('demo-fco-1');
    const elsewhere = await companyCheck({
      type: 'basic',
      company: { name, address: { city: 'Nowhere-sur-Mer', country } },
    });
    expect(elsewhere.company).toBeUndefined();
    // The same given as address lines, as the address reads abroad.
    const inLines = await companyCheck({
      type: 'basic',
      company: { name, address: { address_line_1: '1 Rue Inconnue, 9999 Nowhere', country } },
    });
    expect(inLines.company).toBeUndefined();
    const ownLines = await companyCheck({
      type: 'basic',
      company: { name, address: { address_line_1: text, country } },
    });
    expect(lookup(ownLines)?.entity_id).toBe('demo-fco-1');
    // Found by its number, an address elsewhere is remarked on, compared with the text's end.
    const number = abroad ? value(abroad, 'registrationNumber') : '';
    const remarks = async (address: object) =>
      (
        lookup(
          await companyCheck({
            type: 'basic',
            chamber_of_commerce_number: number,
            company: { address },
          }),
        ) as { remarks?: string[] } | undefined
      )?.remarks ?? [];
    const otherCountry = country === 'DE' ? 'AT' : 'DE';
    expect(await remarks({ zip_code: '9999', city: 'Nowhere', country: otherCountry })).toEqual([
      `the address given is not the company's registered address (${text}): another country, postcode, city`,
    ]);
    expect(await remarks({ zip_code: written?.postcode, city: written?.city, country })).toEqual(
      [],
    );
  });

  it('tells namesakes abroad at one postcode apart by the street and number of their address text', async () => {
    const company = (id: string, number: string, address: string): Entity => ({
      id,
      schema: 'Company',
      properties: {
        name: ['Christodoulou Holdings Ltd (fictitious)'],
        registrationNumber: [number],
        address: [address],
        status: ['active'],
        jurisdiction: ['cy'],
      },
    });
    const register = await openFtmRegistry('one-text-streets', 'fictitious-register', {
      entities: [
        company('co-a', 'HE 100001', '66 Makariou Avenue, 6023 Larnaca'),
        company('co-b', 'HE 100002', '174 Gladstonos Street, 6023 Larnaca'),
        company('co-c', 'HE 100003', '123 Kyprianou Street, 6023 Larnaca'),
      ],
    });
    const context = await createTestContext({ registry: register.registry });
    const check = async (body: object) => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        payload: { type: 'basic', ...body },
        headers: { authorization: context.alice.authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CompanyResult>();
    };
    try {
      const name = 'Christodoulou Holdings Ltd (fictitious)';
      for (const address of [
        { address_line_1: '174 Gladstonos Street', address_line_2: '6023 Larnaca', country: 'CY' },
        { address_line_1: '174 Gladstonos Street, 6023 Larnaca', country: 'Cyprus' },
        {
          street: 'Gladstonos Street',
          house_number: '174',
          zip_code: '6023',
          city: 'Larnaca',
          country: 'CY',
        },
      ]) {
        const found = await check({ company: { name, address } });
        expect(found.company?.chamber_of_commerce_number, JSON.stringify(address)).toBe(
          'HE 100002',
        );
        expect((lookup(found) as { remarks?: string[] }).remarks ?? []).toEqual([]);
      }
      // By its number, another street and number at the same postcode is remarked on.
      const byNumber = await check({
        chamber_of_commerce_number: 'HE 100001',
        company: {
          address: { address_line_1: '174 Gladstonos Street, 6023 Larnaca', country: 'CY' },
        },
      });
      expect((lookup(byNumber) as { remarks?: string[] }).remarks).toEqual([
        "the address given is not the company's registered address (66 Makariou Avenue, 6023 Larnaca): another house number, street",
      ]);
    } finally {
      await context.close();
      await register.close();
    }
  });

  it('remarks a house number addition given that is not the registered one', async () => {
    const register = await openFtmRegistry('additions', 'fictitious-register', {
      entities: [
        {
          id: 'co-w',
          schema: 'Company',
          properties: {
            name: ['Waalhaven Hotel B.V. (fictitious)'],
            registrationNumber: ['92000001'],
            addressEntity: ['ad-w'],
            status: ['active'],
            jurisdiction: ['nl'],
          },
        },
        {
          id: 'ad-w',
          schema: 'Address',
          properties: {
            full: ['Waalplein 13, 5651AA Eindhoven'],
            street: ['Waalplein'],
            houseNumber: ['13'],
            postalCode: ['5651AA'],
            city: ['Eindhoven'],
            country: ['nl'],
          },
        },
      ],
    });
    const context = await createTestContext({ registry: register.registry });
    const remarksFor = async (address: object) => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        payload: { type: 'basic', chamber_of_commerce_number: '92000001', company: { address } },
        headers: { authorization: context.alice.authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (lookup(response.json<CompanyResult>()) as { remarks?: string[] }).remarks ?? [];
    };
    try {
      expect(await remarksFor({ zip_code: '5651AA', house_number: '13A' })).toEqual([
        "the address given is not the company's registered address (Waalplein 13, 5651 AA Eindhoven): another house number addition",
      ]);
      expect(
        await remarksFor({ zip_code: '5651AA', house_number: '13', house_number_extension: 'a' }),
      ).toHaveLength(1);
      // No addition given says nothing.
      expect(await remarksFor({ zip_code: '5651AA', house_number: '13' })).toEqual([]);
    } finally {
      await context.close();
      await register.close();
    }
  });

  it('finds a company abroad by its own address text given as a line, street first', async () => {
    let tried = 0;
    for (let f = 0; f < 8; f++) {
      const abroad = await demo.registry.companyById(`demo-fco-${f}`);
      const country = abroad ? value(abroad, 'country').toUpperCase() : '';
      if (!abroad || (country !== 'BE' && country !== 'DE')) continue;
      tried++;
      const found = await companyCheck({
        type: 'basic',
        company: {
          name: value(abroad, 'name'),
          address: { address_line_1: value(abroad, 'address'), country },
        },
      });
      expect(lookup(found)?.entity_id, value(abroad, 'address')).toBe(abroad.id);
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('remarks by name too where the address given is not the registered one', async () => {
    const [showcase] = await demo.registry.legalEntitiesBy('registrationNumber', '12345678');
    const name = showcase ? value(showcase, 'name') : '';
    const registered = showcase ? await demo.registry.addressOf(showcase) : undefined;
    const at = {
      zip_code: registered ? value(registered, 'postalCode') : '',
      house_number: registered ? value(registered, 'houseNumber') : '',
    };
    const remarks = async (address: object) =>
      (
        lookup(await companyCheck({ type: 'basic', company: { name, address } })) as
          { remarks?: string[] } | undefined
      )?.remarks ?? [];
    expect(await remarks({ ...at, city: 'Utrecht' })).toEqual([
      expect.stringContaining('another city'),
    ]);
    expect(await remarks(at)).toEqual([]);
  });

  it('finds no company in the search identifier of a list entry', async () => {
    const { entry } = listed[0] ?? {};
    const result = await companyCheck({
      type: 'basic',
      search_identifier: searchIdentifierOf(entry?.id ?? ''),
    });
    expect(result.company).toBeUndefined();
    expect(lookup(result)?.looked_up).toEqual([{ by: 'search_identifier', found: [] }]);
  });

  it('answers 200 "not found" for a well-formed search identifier of no company', async () => {
    const result = await companyCheck({
      type: 'basic',
      search_identifier: searchIdentifierOf('demo-co-00000000'),
    });
    expect(result.company).toBeUndefined();
    expect(lookup(result)?.looked_up).toEqual([{ by: 'search_identifier', found: [] }]);
  });

  it('refuses a malformed search identifier, or one whose checksum fails, with 400', async () => {
    const valid = searchIdentifierOf(listed[0]?.registered.id ?? '') ?? '';
    const changed = `${valid.slice(0, -1)}${valid.endsWith('A') ? 'B' : 'A'}`;
    for (const identifier of ['cs1_garbage', 'garbage', 'cs1_', changed, `${valid}x`]) {
      const response = await post({ type: 'basic', search_identifier: identifier });
      expect(response.statusCode, identifier).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const problem = response.json<{
        code: string;
        errors: { path: string; message: string }[];
      }>();
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors[0]?.path).toBe('/search_identifier');
      expect(problem.errors[0]?.message).toMatch(/malformed or fails its checksum/);
    }
  });
});
