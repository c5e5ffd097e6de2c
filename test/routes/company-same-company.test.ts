/**
 * One company filed by the KvK register and by GLEIF (RA000463 with its KvK number): a check by
 * the number takes the register's own record, with its directors and owners, whatever the
 * entity ids, and does not report GLEIF's record of it as another company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../src/contract/company-record.js';
import { openDemoRegistry, SMALL_DEMO, type DemoRegistry, ftmEntity } from '../demo-registry.js';
import { createTestContext, postAsAlice, type TestContext } from '../helpers.js';
import { useRegister } from '../register-context.js';

/** A gleif-lei file of one record (GLEIF's columns are found by name: only those filled). */
const leiCsv = (lei: string, name: string, number: string): string =>
  [
    [
      'LEI',
      'Entity.LegalName',
      'Entity.LegalAddress.FirstAddressLine',
      'Entity.LegalAddress.City',
      'Entity.LegalAddress.Country',
      'Entity.RegistrationAuthority.RegistrationAuthorityID',
      'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
      'Entity.LegalJurisdiction',
      'Entity.EntityStatus',
    ],
    [lei, name, 'Merelstraat 6', 'Amsterdam', 'NL', 'RA000463', number, 'NL', 'ACTIVE'],
  ]
    .map((row) => row.map((field) => `"${field}"`).join(','))
    .join('\n');

interface Result {
  company?: CompanyRecord & { directors?: unknown[] };
  backend_data: string;
}

interface CompanyLookup {
  entity_id?: string;
  remarks?: string[];
  other_candidates?: { id: string; equally_good: boolean; same_company?: boolean }[];
}

const lookupOf = (result: Result): CompanyLookup | undefined =>
  (JSON.parse(result.backend_data) as { lookups: { company?: CompanyLookup } }).lookups.company;

describe('the KvK register and GLEIF filing the demo showcase company', () => {
  let ctx: TestContext;
  let demo: DemoRegistry;
  beforeAll(async () => {
    demo = await openDemoRegistry('same-company', SMALL_DEMO, {
      countryRisk: false,
      records: [
        {
          format: 'gleif-lei',
          csv: leiCsv('724500PINASMAKEL0085', 'PINAS MAKELAARS B.V.', '12345678'),
        },
      ],
    });
    ctx = await createTestContext({ registry: demo.registry });
  });
  afterAll(async () => {
    await ctx.close();
    await demo.close();
  });

  it('checks the register record and names GLEIF’s as the same company, not another', async () => {
    const response = await postAsAlice(ctx, '/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '12345678',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    const lookup = lookupOf(result);
    expect(lookup?.entity_id).toBe('demo-co-12345678');
    expect(lookup?.remarks ?? []).toEqual([]);
    expect(lookup?.other_candidates).toEqual([
      {
        id: 'lei-724500PINASMAKEL0085',
        name: 'PINAS MAKELAARS B.V.',
        equally_good: false,
        same_company: true,
      },
    ]);
    expect(result.company?.directors?.length).toBeGreaterThan(0);
  });
});

describe('a register record whose entity id sorts after GLEIF’s', () => {
  // "nl-kvk-…" sorts after "lei-…": the register's own record must still be the one checked.
  const { post } = useRegister(
    'same-company-ids',
    [
      ftmEntity('nl-kvk-93333333', 'Company', {
        name: ['Grachtzicht Advies B.V. (fictitious)'],
        registrationNumber: ['93333333'],
        country: ['nl'],
        status: ['active'],
      }),
      ftmEntity('nl-person-1', 'Person', { name: ['Maartje Vos (fictitious)'] }),
      ftmEntity('nl-dir-1', 'Directorship', {
        director: ['nl-person-1'],
        organization: ['nl-kvk-93333333'],
        role: ['Bestuurder'],
      }),
      // A namesake under another number is another company all the same.
      ftmEntity('nl-kvk-94444444', 'Company', {
        name: ['Grachtzicht Advies B.V. (fictitious)'],
        registrationNumber: ['94444444'],
        country: ['nl'],
        status: ['active'],
      }),
    ],
    {
      records: [
        {
          format: 'gleif-lei',
          csv: leiCsv('724500LEIKINDB000030', 'GRACHTZICHT ADVIES B.V. (FICTITIOUS)', '93333333'),
        },
      ],
    },
  );

  it('checks the record with the directors, by number and by name', async () => {
    const byNumber = await post('/v1/company-checks', {
      type: 'basic_plus',
      chamber_of_commerce_number: '93333333',
    });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    const result = byNumber.json<Result>();
    expect(lookupOf(result)?.entity_id).toBe('nl-kvk-93333333');
    expect(lookupOf(result)?.remarks ?? []).toEqual([]);
    expect(result.company?.directors).toHaveLength(1);

    const search = await post('/v1/company-search', {
      request_type: 1,
      chamber_of_commerce_number: '93333333',
    });
    const { companies } = search.json<{ companies: CompanyRecord[] }>();
    expect(companies[0]?.name).toBe('Grachtzicht Advies B.V. (fictitious)');

    // By name the namesake under another number stays another company, as before.
    const byName = await post('/v1/company-checks', {
      type: 'basic',
      company: { name: 'Grachtzicht Advies B.V. (fictitious)' },
    });
    const named = byName.json<Result>();
    const lookup = lookupOf(named);
    expect(lookup?.entity_id).toBe('nl-kvk-93333333');
    expect(lookup?.other_candidates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'lei-724500LEIKINDB000030', same_company: true }),
        expect.objectContaining({ id: 'nl-kvk-94444444', equally_good: true }),
      ]),
    );
    expect(lookup?.remarks).toEqual([
      expect.stringContaining(
        'fits another company as well: Grachtzicht Advies B.V. (fictitious) (94444444)',
      ),
    ]);

    // A search by name lists first the record a check by that name takes.
    const byNameSearch = await post('/v1/company-search', {
      request_type: 2,
      company: { name: 'Grachtzicht Advies B.V. (fictitious)' },
    });
    const listed = byNameSearch.json<{ companies: CompanyRecord[] }>().companies;
    expect(listed[0]).toMatchObject({
      name: 'Grachtzicht Advies B.V. (fictitious)',
      chamber_of_commerce_number: '93333333',
    });
  });
});
