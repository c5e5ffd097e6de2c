/**
 * How a company check finds the company on the fictitious demo data: register data, not list
 * entries; names with invisible characters; search identifiers checked before they are used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, type Entity } from '../../src/entities/entity.js';
import { postcodeAndCityOf } from '../../src/registry/address-lines.js';
import { searchIdentifierOf } from '../../src/registry/search-identifier.js';
import {
  listEntriesOfRegisterCompanies,
  openDemoRegistry,
  SMALL_DEMO,
  type DemoRegistry,
  openFtmRegistry,
} from '../demo-registry.js';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
let demo: DemoRegistry;
/** The demo list's entries for register companies (same KvK number), with those companies. */
let listed: { entry: Entity; registered: Entity }[] = [];

const value = (entity: Entity, property: string) => first(entity, property) ?? '';

beforeAll(async () => {
  demo = await openDemoRegistry('company-identify', SMALL_DEMO);
  ctx = await createTestContext({ registry: demo.registry });
  listed = (await listEntriesOfRegisterCompanies(demo.registry)).filter(
    ({ entry }) => value(entry, 'topics') === 'sanction',
  );
});

afterAll(async () => {
  await ctx.close();
  await demo.close();
});

interface CompanyResult {
  vat_validation?: { vat_number?: string };
  company?: {
    name?: string;
    status?: string;
    chamber_of_commerce_number?: string;
    address?: { city?: string; street?: string; house_number?: string };
  };
  registrations?: { source?: string; match?: string }[];
  backend_data: string;
}

async function post(body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/company-checks',
    payload: body,
    headers: { authorization: ctx.alice.authorization },
  });
}

async function companyCheck(body: object): Promise<CompanyResult> {
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyResult>();
}

const lookup = (result: CompanyResult) =>
  (
    JSON.parse(result.backend_data) as {
      lookups: { company?: { entity_id?: string; looked_up?: unknown[] } };
    }
  ).lookups.company;

describe('finding the company of a check', () => {
  it('takes the register company for a name a sanctions list also carries', async () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const { entry, registered } of listed) {
      const name = value(entry, 'name');
      const result = await companyCheck({ type: 'compliance', company: { name } });
      expect(lookup(result)?.entity_id, name).toBe(registered.id);
      // Not a candidate either: a name never identifies a list entry as the company.
      expect(JSON.stringify(lookup(result)), name).not.toContain(`"${entry.id}"`);
      expect(result.company?.chamber_of_commerce_number).toBe(
        value(registered, 'registrationNumber'),
      );
      expect(result.company?.status, name).toBeTruthy();
      // The list entry is what screening finds.
      expect(result.registrations?.length, name).toBeGreaterThan(0);
    }
  });

  it.each(['\u200b', '\u200e', '\u200f', '\u2060', '\ufeff', '\u00ad'])(
    'reads a company name with invisible characters in it as written without (%#)',
    async (invisible) => {
      const { entry, registered } = listed[0] ?? {};
      const name = value(entry ?? { id: '', schema: 'Company', properties: {} }, 'name');
      const clean = await companyCheck({ type: 'compliance', company: { name } });
      const hidden = `${name.slice(0, 2)}${invisible}${name.slice(2)}${invisible}`;
      const result = await companyCheck({ type: 'compliance', company: { name: hidden } });
      expect(lookup(result)?.entity_id).toBe(registered?.id);
      expect(result.registrations).toEqual(clean.registrations);
      expect(result.registrations?.length).toBeGreaterThan(0);
    },
  );

  it('reads a zero-width space between two words as the word break it marks', async () => {
    const showcase = await companyCheck({ type: 'basic', chamber_of_commerce_number: '12345678' });
    const name = showcase.company?.name ?? '';
    expect(name).toContain(' ');
    const joined = name.replace(' ', '\u200b');
    const result = await companyCheck({ type: 'basic', company: { name: joined } });
    expect(result.company?.chamber_of_commerce_number).toBe('12345678');
  });

  it.each([' Holding B.V.', ' N.V.'])(
    'says so where the name given differs from the company found by it (%s)',
    async (ending) => {
      const showcase = await companyCheck({
        type: 'basic',
        chamber_of_commerce_number: '12345678',
      });
      const name = (showcase.company?.name ?? '').replace(/ B\.V\.$/, ending);
      const result = await companyCheck({ type: 'basic', company: { name } });
      expect(result.company?.chamber_of_commerce_number).toBe('12345678');
      expect((lookup(result) as { remarks?: string[] }).remarks).toEqual([
        expect.stringMatching(
          /^the name given, ".*", is not the company's name .*: its words or legal form differ$/,
        ),
      ]);
      // The name as registered: no remark.
      const same = await companyCheck({ type: 'basic', company: { name: showcase.company?.name } });
      expect((lookup(same) as { remarks?: string[] }).remarks).toBeUndefined();
    },
  );

  it('narrows a name by the address given, as search does, and names the companies elsewhere', async () => {
    const showcase = await companyCheck({ type: 'basic', chamber_of_commerce_number: '12345678' });
    const name = showcase.company?.name ?? '';
    const city = showcase.company?.address?.city ?? '';
    expect(name).not.toBe('');
    const here = await companyCheck({ type: 'basic', company: { name, address: { city } } });
    expect(here.company?.chamber_of_commerce_number).toBe('12345678');
    // A street and city misspelt as the address search forgives them are the same address.
    const registered = showcase.company?.address;
    const typed = {
      street: (registered?.street ?? '').replace(/straat$/, 'str'),
      house_number: registered?.house_number ?? '',
      city: `${city.slice(0, -2)}${city.slice(-1)}`,
    };
    const misspelt = await companyCheck({ type: 'basic', company: { name, address: typed } });
    expect(misspelt.company?.chamber_of_commerce_number, JSON.stringify(typed)).toBe('12345678');
    // Given as address lines, the address narrows the same way.
    const asLines = {
      address_line_1: `${registered?.street ?? ''} ${registered?.house_number ?? ''}`,
      address_line_2: city,
    };
    const byLines = await companyCheck({ type: 'basic', company: { name, address: asLines } });
    expect(byLines.company?.chamber_of_commerce_number).toBe('12345678');
    const elsewhereByLines = await companyCheck({
      type: 'basic',
      company: {
        name,
        address: { address_line_1: 'Qwertyweg 1', address_line_2: '9999 ZZ Nergens' },
      },
    });
    expect(elsewhereByLines.company).toBeUndefined();
    // The country as a code or a name in one of six languages is the same country.
    for (const country of ['NLD', 'Nederland', 'Netherlands', 'Pays-Bas']) {
      const named = await companyCheck({
        type: 'basic',
        company: { name, address: { city, country } },
      });
      expect(named.company?.chamber_of_commerce_number, country).toBe('12345678');
    }
    for (const address of [{ city: 'Rotterdamm' }, { zip_code: '9999ZZ', house_number: '1' }]) {
      const elsewhere = await companyCheck({ type: 'basic', company: { name, address } });
      expect(elsewhere.company, JSON.stringify(address)).toBeUndefined();
      const lookups = JSON.parse(elsewhere.backend_data) as {
        lookups: { name_candidates_at_other_addresses?: { name: string }[] };
      };
      expect(lookups.lookups.name_candidates_at_other_addresses?.[0]?.name).toBe(name);
    }
  });

  it('remarks where the name, address or a number given is not the company found', async () => {
    const showcase = await companyCheck({ type: 'basic', chamber_of_commerce_number: '12345678' });
    const name = showcase.company?.name ?? '';
    const remarks = (result: CompanyResult) =>
      (lookup(result) as { remarks?: string[] } | undefined)?.remarks ?? [];
    // Its own name, in other case and without legal form, and its own city: nothing to say.
    const own = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      company: {
        name: name.replace(/\s*B\.V\.$/, '').toUpperCase(),
        address: { city: showcase.company?.address?.city ?? '' },
      },
    });
    expect(remarks(own)).toEqual([]);
    const other = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      company: {
        name: 'Totally Different Holding',
        address: { zip_code: '9999ZZ', house_number: '1' },
      },
    });
    expect(other.company?.chamber_of_commerce_number).toBe('12345678');
    expect(remarks(other)).toEqual([
      `the name given, "Totally Different Holding", is not the company's name (${name} (12345678))`,
      expect.stringMatching(
        /^the address given is not the company's registered address \(.+\): another postcode, house number$/,
      ),
    ]);
    // Another street at the same number in the same city, another country: said as well.
    const street = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      company: {
        address: {
          street: 'Zwaluwlaan',
          house_number: showcase.company?.address?.house_number ?? '',
          city: showcase.company?.address?.city ?? '',
          country: 'BE',
        },
      },
    });
    expect(remarks(street)).toEqual([expect.stringMatching(/: another country, street$/)]);
    // An address part that cannot be read is refused, naming it, as company search refuses it.
    for (const [address, paths] of [
      [{ country: 'Atlantis' }, ['/company/address/country']],
      [
        { zip_code: 'ABC', house_number: 'abc' },
        ['/company/address/house_number', '/company/address/zip_code'],
      ],
      [{ zip_code: '1020AB', house_number: '0' }, ['/company/address/house_number']],
    ] as const) {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        payload: { type: 'basic', chamber_of_commerce_number: '12345678', company: { address } },
        headers: { authorization: ctx.alice.authorization },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual(
        paths,
      );
    }
    // The same address given as lines, misspelt: nothing to say.
    const lines = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      company: {
        address: {
          address_line_1: `${(showcase.company?.address?.street ?? '').replace(/straat$/, 'str')} ${showcase.company?.address?.house_number ?? ''}`,
          address_line_2: showcase.company?.address?.city ?? '',
        },
      },
    });
    expect(remarks(lines)).toEqual([]);
    // A registration number in no record, beside a VAT number that finds a company.
    const vat = showcase.vat_validation?.vat_number ?? '';
    const unknown = await companyCheck({
      type: 'basic',
      chamber_of_commerce_number: '99999999',
      vat_number: vat,
    });
    expect(unknown.company?.chamber_of_commerce_number).toBe('12345678');
    expect(remarks(unknown)).toEqual([
      'the chamber_of_commerce_number given is in no register record; the company was found by vat_number',
    ]);
  });

  it('names a list entry with the same number as another candidate, not as an equally good one', async () => {
    const { entry, registered } = listed[0] ?? {};
    const number = value(
      registered ?? { id: '', schema: 'Company', properties: {} },
      'registrationNumber',
    );
    const result = await companyCheck({ type: 'basic', chamber_of_commerce_number: number });
    const company = (
      JSON.parse(result.backend_data) as {
        lookups: {
          company?: {
            entity_id?: string;
            other_candidates?: { id: string; equally_good: boolean; list_entry?: boolean }[];
          };
        };
      }
    ).lookups.company;
    expect(company?.entity_id).toBe(registered?.id);
    expect(company?.other_candidates).toContainEqual(
      expect.objectContaining({ id: entry?.id, equally_good: false, list_entry: true }),
    );
  });

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
        "the address given is not the company's registered address (Waalplein 13, 5651AA Eindhoven): another house number addition",
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

describe('a name that two companies carry', () => {
  it('checks the first in register order and remarks that another fits as well', async () => {
    const company = (id: string, number: string, status = 'active'): Entity => ({
      id,
      schema: 'Company',
      properties: {
        name: ['Stichting Steunfonds Horizon (fictitious)'],
        registrationNumber: [number],
        status: [status],
        jurisdiction: ['nl'],
      },
    });
    // The bankrupt namesake comes first by id: register order takes the active one all the same.
    const register = await openFtmRegistry('equal-names', 'fictitious-register', {
      entities: [
        company('co-0', '00000000', 'bankrupt'),
        company('co-a', '11111111'),
        company('co-b', '22222222'),
      ],
    });
    const context = await createTestContext({ registry: register.registry });
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        payload: { type: 'basic', company: { name: 'Stichting Steunfonds Horizon (fictitious)' } },
        headers: { authorization: context.alice.authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<CompanyResult>();
      expect(result.company?.chamber_of_commerce_number).toBe('11111111');
      expect((lookup(result) as { remarks?: string[] }).remarks).toEqual([
        'the company.name given fits other companies as well: Stichting Steunfonds Horizon (fictitious) (22222222), Stichting Steunfonds Horizon (fictitious) (00000000, bankrupt); this check is of the first in register order, then by the closer name',
      ]);
      expect(result.company?.status).toBe('active');
    } finally {
      await context.close();
      await register.close();
    }
  });

  it('takes the namesake that the phone number or mail address given belongs to, bankrupt or not', async () => {
    const company = (id: string, number: string, status: string, phone: string): Entity => ({
      id,
      schema: 'Company',
      properties: {
        name: ['Kapsalon Zijlstra B.V. (fictitious)'],
        registrationNumber: [number],
        status: [status],
        phone: [phone],
        email: [`info@${number}.example`],
        jurisdiction: ['nl'],
      },
    });
    const register = await openFtmRegistry('contact-decides', 'fictitious-register', {
      entities: [
        company('co-a', '11111111', 'active', '+31718963209'),
        company('co-b', '22222222', 'bankrupt', '+31736740994'),
      ],
    });
    const context = await createTestContext({ registry: register.registry });
    try {
      for (const given of [
        { phone_number: '073-6740994' },
        { mail_address: 'info@22222222.example' },
      ]) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/v1/company-checks',
          payload: {
            type: 'basic',
            company: { name: 'Kapsalon Zijlstra B.V. (fictitious)', ...given },
          },
          headers: { authorization: context.alice.authorization },
        });
        expect(response.statusCode, response.body).toBe(200);
        const result = response.json<CompanyResult>();
        expect(result.company?.chamber_of_commerce_number, JSON.stringify(given)).toBe('22222222');
        expect(result.company?.status).toBe('bankrupt');
        // The active namesake does not fit as well: the detail given is not its.
        expect(JSON.stringify(lookup(result))).toContain('"equally_good":false');
        expect((lookup(result) as { remarks?: string[] }).remarks ?? []).toEqual([]);
      }
    } finally {
      await context.close();
      await register.close();
    }
  });

  it('takes the name as written over a namesake spelled otherwise, whatever the register order', async () => {
    const company = (id: string, name: string, number: string): Entity => ({
      id,
      schema: 'Company',
      properties: {
        name: [name],
        registrationNumber: [number],
        status: ['active'],
        jurisdiction: ['nl'],
      },
    });
    // "Jansen" comes first by id and scores nearly as well as "Janssen".
    const register = await openFtmRegistry('near-names', 'fictitious-register', {
      entities: [
        company('co-a', 'Jansen Logistiek B.V. (fictitious)', '11111111'),
        company('co-b', 'Janssen Logistiek B.V. (fictitious)', '22222222'),
      ],
    });
    const context = await createTestContext({ registry: register.registry });
    try {
      for (const [name, number] of [
        ['Janssen Logistiek B.V. (fictitious)', '22222222'],
        ['janssen logistiek bv (fictitious)', '22222222'],
        ['Jansen Logistiek B.V. (fictitious)', '11111111'],
      ] as const) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/v1/company-checks',
          payload: { type: 'basic', company: { name } },
          headers: { authorization: context.alice.authorization },
        });
        expect(response.statusCode, response.body).toBe(200);
        const result = response.json<CompanyResult>();
        expect(result.company?.chamber_of_commerce_number, name).toBe(number);
        // The other is a candidate, not one that "fits as well".
        expect(JSON.stringify(lookup(result)), name).toContain('"equally_good":false');
        expect((lookup(result) as { remarks?: string[] }).remarks ?? [], name).toEqual([]);
      }
    } finally {
      await context.close();
      await register.close();
    }
  });
});
