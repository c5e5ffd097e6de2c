/**
 * An FtM ownership whose percentage is a band ("75-100%", a free string in FollowTheMoney) keeps
 * its owner: above 25 % on the band's lower bound they are a UBO, without a single
 * shareholding_percentage, and their country counts for risk.
 */
import { describe, expect, it } from 'vitest';
import { dutchCompany, ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const company = (id: string, number: string, name: string) => dutchCompany(id, number, name);

const { post } = useRegister(
  'ownership-bands',
  [
    company('aud6-co-1', '96000001', 'Audit Bandbreedte B.V. (fictitious)'),
    company('aud6-co-2', '96000002', 'Audit Smalle Band B.V. (fictitious)'),
    ftmEntity('aud6-p1', 'Person', {
      name: ['Tom Eigenaar (fictitious)'],
      birthDate: ['1970-03-03'],
      nationality: ['ir'],
    }),
    ftmEntity('aud6-p2', 'Person', { name: ['Udo Directeur (fictitious)'] }),
    ftmEntity('aud6-p3', 'Person', { name: ['Vera Klein (fictitious)'] }),
    ftmEntity('aud6-o1', 'Ownership', {
      owner: ['aud6-p1'],
      asset: ['aud6-co-1'],
      percentage: ['75-100%'],
      startDate: ['2015-01-01'],
    }),
    ftmEntity('aud6-o3', 'Ownership', {
      owner: ['aud6-p3'],
      asset: ['aud6-co-2'],
      percentage: ['10-20%'],
    }),
    // A parent company held in a band.
    company('aud6-co-3', '96000003', 'Audit Dochter B.V. (fictitious)'),
    company('aud6-co-4', '96000004', 'Audit Moeder B.V. (fictitious)'),
    ftmEntity('aud6-o4', 'Ownership', {
      owner: ['aud6-co-4'],
      asset: ['aud6-co-3'],
      percentage: ['50-75%'],
    }),
    // Shares not known: a number in words, and one over the whole.
    company('aud6-co-5', '96000005', 'Audit Onbekend Deel B.V. (fictitious)'),
    ftmEntity('aud6-p5', 'Person', { name: ['Wim Woorden (fictitious)'] }),
    ftmEntity('aud6-p6', 'Person', { name: ['Xandra Overmaat (fictitious)'] }),
    ftmEntity('aud6-p7', 'Person', { name: ['Yara Bekend (fictitious)'] }),
    ftmEntity('aud6-o5', 'Ownership', {
      owner: ['aud6-p5'],
      asset: ['aud6-co-5'],
      percentage: ['ongeveer 40 procent'],
    }),
    ftmEntity('aud6-o6', 'Ownership', {
      owner: ['aud6-p6'],
      asset: ['aud6-co-5'],
      percentage: ['150'],
    }),
    ftmEntity('aud6-o7', 'Ownership', {
      owner: ['aud6-p7'],
      asset: ['aud6-co-5'],
      percentage: ['20'],
    }),
    ...['aud6-co-1', 'aud6-co-2'].map((organization) =>
      ftmEntity(`aud6-d-${organization}`, 'Directorship', {
        director: ['aud6-p2'],
        organization: [organization],
        role: ['Bestuurder'],
        startDate: ['2015-01-01'],
      }),
    ),
  ],
  { countryRisk: true },
);

interface Result {
  company?: {
    ubo?: {
      name?: string;
      shareholding_percentage?: number;
      roles?: { competency?: string }[];
      tree?: { parents?: { role?: string }[] };
    }[];
  };
  risk_country?: { risk_result?: string };
  backend_data: string;
}

const check = async (number: string) => {
  const response = await post('/v1/company-checks', {
    type: 'compliance',
    chamber_of_commerce_number: number,
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<Result>();
  const backend = JSON.parse(result.backend_data) as { lookups: { ubo: Record<string, unknown> } };
  return { result, ubo: backend.lookups.ubo };
};

describe('an ownership of a band of percentages', () => {
  it('makes its owner a UBO above 25 % on the lower bound, named with the band', async () => {
    const { result, ubo } = await check('96000001');
    expect(result.company?.ubo).toHaveLength(1);
    const [entry] = result.company?.ubo ?? [];
    expect(entry?.name).toBe('Tom Eigenaar (fictitious)');
    expect(entry).not.toHaveProperty('shareholding_percentage');
    expect(entry?.roles?.map((r) => r.competency)).toEqual(['direct 75-100% (band)']);
    expect(entry?.tree?.parents?.map((p) => p.role)).toEqual(['shareholder 75-100% (band)']);
    expect(ubo).toMatchObject({
      complete: false,
      incomplete_because: ['unknown_percentages'],
      persons: [
        {
          id: 'aud6-p1',
          percentage_more_than: 75,
          bands: ['75-100%'],
        },
      ],
    });
    // Held in a band, the share is no number: no percentage, neither 0 nor 100.
    expect(ubo.persons).toEqual([
      expect.not.objectContaining({ percentage: expect.anything() as unknown }),
    ]);
    expect(ubo).not.toHaveProperty('pseudo_ubos');
    // An Iranian national holding 75-100 %: country risk is not low.
    expect(result.risk_country?.risk_result).toBe('H');
  });

  it('names the owner of a band below 25 % a possible UBO, with senior management standing in', async () => {
    const { result, ubo } = await check('96000002');
    expect(result.company?.ubo?.map((u) => u.name)).toEqual(['Udo Directeur (fictitious)']);
    expect(ubo).toMatchObject({
      complete: false,
      possible_ubos: [{ id: 'aud6-p3' }],
      // The pseudo-UBO standing in first, then the owner the band reaches.
      persons: [
        { id: 'aud6-p2', pseudo_ubo: true },
        { id: 'aud6-p3', percentage_more_than: 10, bands: ['10-20%'] },
      ],
    });
  });

  it('gives no percentage for an owner whose share is not known (words, or over 100)', async () => {
    const { ubo } = await check('96000005');
    const persons = ubo.persons as Record<string, unknown>[];
    expect(persons.map((p) => p.id).sort()).toEqual(['aud6-p5', 'aud6-p6', 'aud6-p7']);
    for (const person of persons) {
      if (person.id === 'aud6-p7') expect(person).toMatchObject({ percentage: 20 });
      else expect(person, String(person.id)).not.toHaveProperty('percentage');
    }
  });

  it('names the band a parent company is held in, which shareholding_percentage cannot give', async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '96000003',
    });
    const result = response.json<{
      company?: { parents?: { name?: string; shareholding_percentage?: number }[] };
      backend_data: string;
    }>();
    expect(result.company?.parents).toEqual([
      expect.not.objectContaining({ shareholding_percentage: expect.anything() as unknown }),
    ]);
    expect(result.company?.parents?.[0]?.name).toBe('Audit Moeder B.V. (fictitious)');
    const { parents } = (JSON.parse(result.backend_data) as { lookups: { parents: unknown } })
      .lookups;
    expect(parents).toMatchObject({
      held_in_bands: [
        {
          name: 'Audit Moeder B.V. (fictitious)',
          of: 'Audit Dochter B.V. (fictitious)',
          band: '50-75%',
        },
      ],
    });
  });
});
