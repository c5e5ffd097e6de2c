/**
 * One company filed by the KvK register and by GLEIF (RA000463 with its KvK number): a check by
 * the number takes the register's own record, with its directors and owners, whatever the
 * entity ids, and does not report GLEIF's record of it as another company.
 */
import { describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../src/contract/company-record.js';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';
import { gleifRelationship, leiCompany, leiCsvOf } from '../gleif-parties.js';
import { useDemoFixture } from '../demo-fixture.js';

/** A gleif-lei file of one record of a KvK company in Amsterdam. */
const leiCsv = (lei: string, name: string, number: string): string =>
  leiCsvOf([
    {
      LEI: lei,
      'Entity.LegalName': name,
      'Entity.LegalAddress.FirstAddressLine': 'Merelstraat 6',
      'Entity.LegalAddress.City': 'Amsterdam',
      'Entity.LegalAddress.Country': 'NL',
      'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000463',
      'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': number,
      'Entity.LegalJurisdiction': 'NL',
      'Entity.EntityStatus': 'ACTIVE',
    },
  ]);

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
  const demo = useDemoFixture({
    countryRisk: false,
    records: [
      {
        format: 'gleif-lei',
        csv: leiCsv('724500PINASMAKEL0085', 'PINAS MAKELAARS B.V.', '12345678'),
      },
    ],
  });

  it('checks the register record and names GLEIF’s as the same company, not another', async () => {
    const response = await demo.post('/v1/company-checks', {
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

describe('owners that only GLEIF’s record of a KvK company names', () => {
  const [CHILD, PARENT, CHILD_2, PARENT_2] = [
    '724500HAVENKADEDC128',
    '724500HAVENKADEHL177',
    '724500HAVENKADEDC225',
    '724500HAVENKADEHL274',
  ] as const;
  const START = '2015-01-01T00:00:00Z';
  const kvkCompany = (id: string, name: string, number: string) =>
    ftmEntity(id, 'Company', {
      name: [name],
      registrationNumber: [number],
      country: ['nl'],
      status: ['active'],
    });
  const { post } = useRegister('same-company-owners', [
    // The KvK's record names the board; GLEIF's names the parent (direct and ultimate).
    kvkCompany('nl-kvk-96666666', 'Havenkade Logistiek B.V. (fictitious)', '96666666'),
    ftmEntity('nl-person-2', 'Person', { name: ['Joost Brink (fictitious)'] }),
    ftmEntity('nl-dir-2', 'Directorship', {
      director: ['nl-person-2'],
      organization: ['nl-kvk-96666666'],
      role: ['Bestuurder'],
    }),
    leiCompany(CHILD, 'HAVENKADE LOGISTIEK B.V. (FICTITIOUS)', '96666666'),
    leiCompany(PARENT, 'Havenkade Holding N.V. (fictitious)'),
    gleifRelationship('IS_DIRECTLY_CONSOLIDATED_BY', START, CHILD, PARENT),
    gleifRelationship('IS_ULTIMATELY_CONSOLIDATED_BY', START, CHILD, PARENT),
    // Here both sources name the parent, each by its own record of it: the register's record
    // of a German parent and GLEIF's, which share no number.
    kvkCompany('nl-kvk-97777777', 'Kadewerf Opslag B.V. (fictitious)', '97777777'),
    ftmEntity('de-hrb-999', 'Company', {
      name: ['Kadewerf Mutter GmbH (fictitious)'],
      registrationNumber: ['HRB 999'],
      jurisdiction: ['de'],
    }),
    ftmEntity('nl-own-1', 'Ownership', {
      owner: ['de-hrb-999'],
      asset: ['nl-kvk-97777777'],
      percentage: ['100'],
    }),
    leiCompany(CHILD_2, 'KADEWERF OPSLAG B.V. (FICTITIOUS)', '97777777'),
    leiCompany(PARENT_2, 'KADEWERF MUTTER GMBH (FICTITIOUS)'),
    gleifRelationship('IS_DIRECTLY_CONSOLIDATED_BY', START, CHILD_2, PARENT_2, '100'),
  ]);

  const check = async (identifier: string | { search_identifier: string }) => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      ...(typeof identifier === 'string' ? { chamber_of_commerce_number: identifier } : identifier),
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<
      Result & { company?: { parents?: { name?: string; shareholding_percentage?: number }[] } }
    >();
    return { result, parents: result.company?.parents ?? [] };
  };

  it('checks the record with the board and shows the parent GLEIF’s record names', async () => {
    const { result, parents } = await check('96666666');
    expect(lookupOf(result)?.entity_id).toBe('nl-kvk-96666666');
    expect(result.company?.directors).toHaveLength(1);
    expect(parents.map((p) => p.name)).toEqual(['Havenkade Holding N.V. (fictitious)']);
  });

  it('checks the same record, with that parent, by the LEI and by a search identifier', async () => {
    const byLei = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: CHILD,
    });
    const result = byLei.json<Result & { company?: { parents?: { name?: string }[] } }>();
    expect(lookupOf(result)?.entity_id).toBe('nl-kvk-96666666');
    expect(lookupOf(result)?.other_candidates).toEqual([
      expect.objectContaining({ id: `lei-${CHILD}`, same_company: true }),
    ]);
    expect(result.company?.directors).toHaveLength(1);
    expect(result.company?.parents?.map((p) => p.name)).toEqual([
      'Havenkade Holding N.V. (fictitious)',
    ]);

    // Whichever of the company's records a search identifier names.
    const search = await post('/v1/company-search', {
      request_type: 1,
      chamber_of_commerce_number: '96666666',
    });
    const listed = search.json<{ companies: (CompanyRecord & { search_identifier: string })[] }>()
      .companies;
    expect(listed).toHaveLength(2);
    for (const { search_identifier } of listed) {
      const { result: checked, parents } = await check({ search_identifier });
      expect(lookupOf(checked)?.entity_id).toBe('nl-kvk-96666666');
      expect(parents.map((p) => p.name)).toEqual(['Havenkade Holding N.V. (fictitious)']);
    }
  });

  it('reads the owners of the record checked alone where it names any: one holding, not two', async () => {
    const { result, parents } = await check('97777777');
    expect(lookupOf(result)?.entity_id).toBe('nl-kvk-97777777');
    expect(parents).toEqual([
      expect.objectContaining({
        name: 'Kadewerf Mutter GmbH (fictitious)',
        shareholding_percentage: 100,
      }),
    ]);
    const { ubo } = (
      JSON.parse(result.backend_data) as { lookups: { ubo?: { incomplete_because?: string[] } } }
    ).lookups;
    expect(ubo?.incomplete_because ?? []).not.toContain('shares_over_whole');
  });
});
