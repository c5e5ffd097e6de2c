/**
 * An Ownership whose owner is in no dataset (a broken reference in the register's data) is no
 * owner the check can follow, but it is a holding the register records: the check names it, and
 * neither the parents nor the UBOs read as complete.
 */
import { describe, expect, it } from 'vitest';
import { dutchCompany, ftmEntity } from '../demo-registry.js';
import { gleifRelationship, leiCompany } from '../gleif-parties.js';
import { useRegister } from '../register-context.js';

const [CHILD, PARENT] = ['724500AUDITKADEDC160', '724500AUDITKADEHL112'] as const;

const { post } = useRegister('owner-not-found', [
  dutchCompany('aud9-co1', '96100001', 'Audit Verloren Eigenaar B.V. (fictitious)'),
  ftmEntity('aud9-p1', 'Person', { name: ['Zeno Bekend (fictitious)'] }),
  ftmEntity('aud9-o1', 'Ownership', {
    owner: ['aud9-p1'],
    asset: ['aud9-co1'],
    percentage: ['40'],
  }),
  ftmEntity('aud9-o2', 'Ownership', {
    owner: ['aud9-nobody'],
    asset: ['aud9-co1'],
    percentage: ['60'],
  }),
  // Its only owner is in no dataset: no pseudo-UBO answer reads as complete.
  dutchCompany('aud9-co2', '96100002', 'Audit Alleen Verloren B.V. (fictitious)'),
  ftmEntity('aud9-p2', 'Person', { name: ['Ada Directeur (fictitious)'] }),
  ftmEntity('aud9-o3', 'Ownership', {
    owner: ['aud9-nobody-2'],
    asset: ['aud9-co2'],
    percentage: ['100'],
  }),
  ftmEntity('aud9-d2', 'Directorship', {
    director: ['aud9-p2'],
    organization: ['aud9-co2'],
    role: ['Bestuurder'],
    startDate: ['2015-01-01'],
  }),
  // GLEIF gives one parent as direct and as ultimate consolidation parent: one owner not found.
  dutchCompany('aud9-co3', '96100003', 'Audit Dochter Zonder Moeder B.V. (fictitious)'),
  ...(['direct', 'ultimate'] as const).map((kind) =>
    ftmEntity(`aud9-rr-${kind}`, 'Ownership', {
      owner: ['lei-aud9-missing'],
      asset: ['aud9-co3'],
      ownershipType: [kind],
      role: [`${kind === 'direct' ? 'Direct' : 'Ultimate'} accounting consolidation parent`],
    }),
  ),
  // An ended holding of an owner in no dataset is no holding the check misses.
  ftmEntity('aud9-o4', 'Ownership', {
    owner: ['aud9-nobody-3'],
    asset: ['aud9-co3'],
    percentage: ['100'],
    endDate: ['2020-01-01'],
  }),
  // The register's record names only an owner in no dataset; GLEIF's record of the company
  // names a parent: GLEIF's parent is shown, and the missing owner is named all the same.
  dutchCompany('aud9-co5', '96100005', 'Audit Havenkade B.V. (fictitious)'),
  ftmEntity('aud9-o5', 'Ownership', {
    owner: ['aud9-nobody-5'],
    asset: ['aud9-co5'],
    percentage: ['100'],
  }),
  leiCompany(CHILD, 'AUDIT HAVENKADE B.V. (FICTITIOUS)', '96100005'),
  leiCompany(PARENT, 'Audit Havenkade Holding N.V. (fictitious)'),
  gleifRelationship('IS_DIRECTLY_CONSOLIDATED_BY', '2015-01-01T00:00:00Z', CHILD, PARENT),
]);

const lookups = async (number: string) => {
  const response = await post('/v1/company-checks', {
    type: 'compliance',
    chamber_of_commerce_number: number,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { backend_data: backend } = response.json<{ backend_data: string }>();
  return (
    JSON.parse(backend) as {
      lookups: { parents: Record<string, unknown>; ubo: Record<string, unknown> };
    }
  ).lookups;
};

describe('an ownership whose owner is in no dataset', () => {
  it('is named in the parents and the UBOs, and neither is complete', async () => {
    const { parents, ubo } = await lookups('96100001');
    const notFound = [
      {
        owner_id: 'aud9-nobody',
        of: 'Audit Verloren Eigenaar B.V. (fictitious)',
        percentage: '60',
      },
    ];
    expect(parents).toMatchObject({
      complete: false,
      incomplete_because: ['owners_not_found'],
      owners_not_found: notFound,
    });
    expect(ubo).toMatchObject({ complete: false, owners_not_found: notFound });
    expect(ubo.incomplete_because).toContain('owners_not_found');
  });

  it('leaves a company whose only owner is in no dataset incomplete, senior management or not', async () => {
    const { parents, ubo } = await lookups('96100002');
    expect(parents).toMatchObject({
      complete: false,
      owners_not_found: [{ owner_id: 'aud9-nobody-2', percentage: '100' }],
    });
    expect(ubo).toMatchObject({
      complete: false,
      owners_not_found: [{ owner_id: 'aud9-nobody-2' }],
    });
    expect(ubo.incomplete_because).toContain('owners_not_found');
  });

  it('names a parent given as direct and as ultimate consolidation parent once', async () => {
    const { parents, ubo } = await lookups('96100003');
    const notFound = [
      { owner_id: 'lei-aud9-missing', of: 'Audit Dochter Zonder Moeder B.V. (fictitious)' },
    ];
    expect(parents).toMatchObject({ complete: false });
    expect(parents.owners_not_found).toEqual(notFound);
    expect(ubo.owners_not_found).toEqual(notFound);
  });

  it('is named where the company’s other record (GLEIF’s) names the parents shown', async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '96100005',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ company?: { parents?: { name?: string }[] } }>();
    expect(result.company?.parents?.map((p) => p.name)).toEqual([
      'Audit Havenkade Holding N.V. (fictitious)',
    ]);
    const { parents, ubo } = await lookups('96100005');
    const notFound = [
      { owner_id: 'aud9-nobody-5', of: 'Audit Havenkade B.V. (fictitious)', percentage: '100' },
    ];
    expect(parents).toMatchObject({ complete: false });
    expect(parents.owners_not_found).toEqual(notFound);
    expect(ubo.owners_not_found).toEqual(notFound);
    expect(ubo.incomplete_because).toContain('owners_not_found');
  });
});
