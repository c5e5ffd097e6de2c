import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../src/contract/company-record.js';
import { generateDemoData } from '../../src/demo/generate.js';
import { loadDemoData } from '../../src/demo/load.js';
import { first, type Entity } from '../../src/entities/entity.js';
import { parseSearchIdentifier } from '../../src/registry/search-identifier.js';
import { StoreRegistry } from '../../src/registry/store-registry.js';
import { openStore } from '../../src/store/open-store.js';
import type { Store } from '../../src/store/store.js';
import { listEntriesOfRegisterCompanies } from '../demo-registry.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { post } from './searches-requests.js';

/**
 * Company search on the fictitious demo register: every request type, with the records built
 * from the loaded entities and search identifiers that name those entities.
 */
describe('company search on the demo data', () => {
  const SHOWCASE_KVK = '12345678';
  const dir = mkdtempSync(join(tmpdir(), 'veracheck-company-search-'));
  let demo: TestContext;
  let reference: Store;
  let registry: StoreRegistry;
  let showcase: Entity;
  let showcaseAddress: Entity;
  const value = (entity: Entity, property: string) => first(entity, property) ?? '';

  beforeAll(async () => {
    generateDemoData(join(dir, 'demo'), { seed: 1, companies: 120, addresses: 1500, entities: 80 });
    reference = openStore(`sqlite:${join(dir, 'reference.db')}`);
    await reference.migrate();
    await loadDemoData(reference, join(dir, 'demo'));
    registry = new StoreRegistry(reference.reference, await reference.reference.servedVersions());
    demo = await createTestContext({ registry });
    const [company] = await registry.legalEntitiesBy('registrationNumber', SHOWCASE_KVK);
    const address = company && (await registry.addressOf(company));
    if (!company || !address) throw new Error('the demo data has no showcase company');
    showcase = company;
    showcaseAddress = address;
  });
  afterAll(async () => {
    await demo.close();
    await reference.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function search(
    payload: object,
  ): Promise<{ companies: CompanyRecord[]; used_request_type: number }> {
    const response = await post(demo, '/v1/company-search', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const kvks = (result: { companies: CompanyRecord[] }) =>
    result.companies.map((c) => c.chamber_of_commerce_number);
  const showcaseAt = () => ({
    zip_code: value(showcaseAddress, 'postalCode'),
    house_number: value(showcaseAddress, 'houseNumber').replace(/\D.*$/, ''),
  });

  it('type 1 answers the company of the CoC number as a full identity record', async () => {
    const result = await search({ request_type: 1, chamber_of_commerce_number: SHOWCASE_KVK });
    expect(result.used_request_type).toBe(1);
    expect(result.companies).toHaveLength(1);
    const [company] = result.companies;
    expect(company).toMatchObject({
      name: value(showcase, 'name'),
      status: 'active',
      type: 'company',
      chamber_of_commerce_number: SHOWCASE_KVK,
      business_entity_type: value(showcase, 'legalForm'),
      industry: value(showcase, 'classification'),
      industry_description: value(showcase, 'sector'),
      phone_number: value(showcase, 'phone'),
      mail_address: value(showcase, 'email'),
      incorporation_date: `${value(showcase, 'incorporationDate')}T00:00:00.000Z`,
      incorporation_year: value(showcase, 'incorporationDate').slice(0, 4),
      address: {
        street: value(showcaseAddress, 'street'),
        ...showcaseAt(),
        city: value(showcaseAddress, 'city'),
        country: 'NL',
        state: value(showcaseAddress, 'region'),
      },
    });
    expect(company?.search_identifier).toMatch(/^cs1_[A-Za-z0-9_-]+$/);
  });

  it('type 1 answers an empty list for an unknown number', async () => {
    expect(await search({ chamber_of_commerce_number: '99999997' })).toEqual({
      companies: [],
      used_request_type: 1,
    });
  });

  it('type 2 finds the company by its name, with a typo, without legal form', async () => {
    const name = value(showcase, 'name');
    const typo = `${name.slice(0, 3)}${name.slice(4)}`;
    for (const asked of [name, typo, name.replace(/\s*B\.V\.$/, '').toLowerCase()]) {
      const result = await search({ request_type: 2, company: { name: asked } });
      expect(result.used_request_type).toBe(2);
      expect(kvks(result)[0], asked).toBe(SHOWCASE_KVK);
      expect(result.companies.length).toBeLessThanOrEqual(10);
    }
  });

  it('type 2 narrows by the address given: found at its own, not at another', async () => {
    const name = value(showcase, 'name');
    const city = value(showcaseAddress, 'city');
    const atCity = await search({ company: { name, address: { city } } });
    expect(kvks(atCity)[0]).toBe(SHOWCASE_KVK);
    expect(atCity.companies.every((c) => c.address?.city === city)).toBe(true);
    const atAddress = await search({ company: { name, address: showcaseAt() } });
    expect(kvks(atAddress)).toEqual([SHOWCASE_KVK]);
    const elsewhere = await search({ company: { name, address: { city: 'Nergenshuizen' } } });
    expect(elsewhere).toEqual({ companies: [], used_request_type: 2 });
  });

  it('type 2 narrows by a province given without a finer place', async () => {
    const name = value(showcase, 'name');
    const province = value(showcaseAddress, 'region');
    const inProvince = await search({ company: { name, address: { state: province } } });
    expect(kvks(inProvince)[0]).toBe(SHOWCASE_KVK);
    expect(inProvince.companies.every((c) => c.address?.state === province)).toBe(true);
    const other = province === 'Limburg' ? 'Zeeland' : 'Limburg';
    const elsewhere = await search({ company: { name, address: { state: other } } });
    expect(kvks(elsewhere)).not.toContain(SHOWCASE_KVK);
    expect(elsewhere.companies.every((c) => c.address?.state === other)).toBe(true);
  });

  it('type 2 reads the country as a code or a name, in any of six languages', async () => {
    const name = value(showcase, 'name');
    for (const country of [
      'NL',
      'nld',
      'Nederland',
      'the Netherlands',
      'Pays-Bas',
      'Niederlande',
    ]) {
      const found = await search({ company: { name, address: { ...showcaseAt(), country } } });
      expect(kvks(found), country).toEqual([SHOWCASE_KVK]);
    }
    const abroad = await search({ company: { name, address: { ...showcaseAt(), country: 'DE' } } });
    expect(kvks(abroad)).toEqual([]);
  });

  it('type 2 reads a zero-width space between words as a company check does', async () => {
    const name = value(showcase, 'name');
    expect(name).toContain(' ');
    const joined = name.replace(' ', '\u200b');
    const found = await search({ request_type: 2, company: { name: joined } });
    expect(kvks(found)[0], joined).toBe(SHOWCASE_KVK);
    const check = await post(demo, '/v1/company-checks', {
      type: 'basic',
      company: { name: joined },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(
      check.json<{ company?: { chamber_of_commerce_number?: string } }>().company
        ?.chamber_of_commerce_number,
    ).toBe(SHOWCASE_KVK);
  });

  it('type 2 answers an empty list for a name no company has', async () => {
    expect(await search({ company: { name: 'Qwertyuiop Zyxwvut Holding' } })).toEqual({
      companies: [],
      used_request_type: 2,
    });
  });

  it('type 3 lists the companies at the postcode and house number', async () => {
    const at = showcaseAt();
    const result = await search({ request_type: 3, company: { address: at } });
    expect(result.used_request_type).toBe(3);
    expect(kvks(result)).toContain(SHOWCASE_KVK);
    for (const company of result.companies) expect(company.address).toMatchObject(at);
    const nowhere = await search({
      company: { address: { zip_code: '9999ZZ', house_number: '1' } },
    });
    expect(nowhere).toEqual({ companies: [], used_request_type: 3 });
    // Another country: none of the Dutch companies at that postcode.
    const german = await search({
      request_type: 3,
      company: { address: { ...at, country: 'DE' } },
    });
    expect(german.companies).toEqual([]);
    const dutch = await search({
      request_type: 3,
      company: { address: { ...at, country: 'Nederland' } },
    });
    expect(kvks(dutch)).toContain(SHOWCASE_KVK);
  });

  it('type 3 and 0 read full-width digits and letters as address search does', async () => {
    const at = showcaseAt();
    // What East Asian keyboards type: "６" for 6, "１０２０ＡＢ" for 1020AB (NFKC).
    const wide = (text: string) =>
      text.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const address of [
      { ...at, house_number: wide(at.house_number) },
      { zip_code: wide(at.zip_code), house_number: wide(at.house_number) },
    ]) {
      for (const request_type of [3, 0]) {
        const result = await search({ request_type, company: { address } });
        expect(result.used_request_type).toBe(3);
        expect(kvks(result), JSON.stringify(address)).toContain(SHOWCASE_KVK);
      }
      const byName = await search({ company: { name: value(showcase, 'name'), address } });
      expect(kvks(byName)[0], JSON.stringify(address)).toBe(SHOWCASE_KVK);
      const completed = await post(demo, '/v1/address-search', { address });
      expect(completed.statusCode, completed.body).toBe(200);
    }
  });

  it('type 3 names a postcode or house number that cannot be one', async () => {
    for (const [address, path] of [
      [{ zip_code: 'XXXX', house_number: '6' }, '/company/address/zip_code'],
      [{ zip_code: '1020AB', house_number: 'abc' }, '/company/address/house_number'],
    ] as const) {
      const response = await post(demo, '/v1/company-search', {
        request_type: 3,
        company: { address },
      });
      expect(response.statusCode, JSON.stringify(address)).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(
        path,
      );
    }
  });

  it('type 0 or absent chooses number, then name, then address', async () => {
    const name = value(showcase, 'name');
    const address = showcaseAt();
    const cases: [object, number][] = [
      [{ request_type: 0, chamber_of_commerce_number: SHOWCASE_KVK, company: { name: 'x' } }, 1],
      [{ company: { name, address } }, 2],
      [{ request_type: 0, company: { address } }, 3],
    ];
    for (const [payload, used] of cases) {
      const result = await search(payload);
      expect(result.used_request_type).toBe(used);
      expect(kvks(result)[0]).toBe(SHOWCASE_KVK);
    }
  });

  it.each([
    [{ request_type: 2, company: { address: { city: 'Utrecht' } } }, '/company/name'],
    [{ request_type: 3, company: { address: { zip_code: '1060AB' } } }, '/company/address'],
    [{ company: { name: 'x', kvk: '1' } }, '/company/kvk'],
    [{ request_type: 2, company: { name: 42 } }, '/company/name'],
  ])('rejects %j with 400 naming %s', async (payload, path) => {
    const response = await post(demo, '/v1/company-search', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(path);
  });

  it('finds register companies only, never the list entries naming them', async () => {
    const listed = await listEntriesOfRegisterCompanies(registry);
    expect(listed.length).toBeGreaterThan(0);
    for (const { entry, registered } of listed) {
      const kvk = value(registered, 'registrationNumber');
      const byNumber = await search({ request_type: 1, chamber_of_commerce_number: kvk });
      const byName = await search({ request_type: 2, company: { name: value(entry, 'name') } });
      const ids = (result: { companies: CompanyRecord[] }) =>
        result.companies.map((c) => parseSearchIdentifier(c.search_identifier ?? ''));
      expect(ids(byNumber)).toEqual([registered.id]);
      expect(ids(byName), value(entry, 'name')).not.toContain(entry.id);
      // The listed name ("IN 'T VELD DIENSTEN") finds the company it names first.
      expect(ids(byName)[0], value(entry, 'name')).toBe(registered.id);
    }
  });

  it('gives every result a search_identifier that names its entity', async () => {
    const results = [
      await search({ chamber_of_commerce_number: SHOWCASE_KVK }),
      await search({ company: { name: value(showcase, 'name') } }),
      await search({ company: { address: showcaseAt() } }),
    ];
    for (const company of results.flatMap((r) => r.companies)) {
      const entityId = parseSearchIdentifier(company.search_identifier ?? '');
      expect(entityId, company.search_identifier).toBeDefined();
      const entity = await registry.companyById(entityId ?? '');
      expect(entity && value(entity, 'registrationNumber')).toBe(
        company.chamber_of_commerce_number,
      );
    }
    expect(parseSearchIdentifier(`x${results[0]?.companies[0]?.search_identifier ?? ''}`)).toBe(
      undefined,
    );
  });
});
