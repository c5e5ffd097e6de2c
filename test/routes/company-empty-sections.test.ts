/**
 * Sections with nothing to report (no director, no parent, nobody behind the company) are left
 * out and named under sections.not_found, and a UBO answer that found nobody is incomplete.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const company = (id: string, name: string, number: string, extra: Record<string, string[]> = {}) =>
  ftmEntity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    legalForm: ['Besloten Vennootschap'],
    ...extra,
  });
const relation = (
  id: string,
  schema: 'Directorship' | 'Ownership',
  from: string,
  to: string,
  startDate: string,
) =>
  schema === 'Directorship'
    ? ftmEntity(id, schema, {
        director: [from],
        organization: [to],
        role: ['Bestuurder'],
        startDate: [startDate],
      })
    : ftmEntity(id, schema, {
        owner: [from],
        asset: [to],
        percentage: ['100'],
        startDate: [startDate],
      });

const { post } = useRegister('empty-sections', [
  // Dissolved in 2020; every relation the register records began after that.
  company('co-e', 'Vroeg Opgeheven B.V. (fictitious)', '95000001', {
    status: ['dissolved'],
    dissolutionDate: ['2020-06-16'],
  }),
  ftmEntity('p-later', 'Person', { name: ['Later Gekomen (fictitious)'] }),
  relation('d-later', 'Directorship', 'p-later', 'co-e', '2021-03-01'),
  relation('o-later', 'Ownership', 'p-later', 'co-e', '2021-03-01'),
  // Active, no owner: its director stands in as pseudo-UBO.
  company('co-s', 'Zelfstandig Bedrijf B.V. (fictitious)', '95000002'),
  ftmEntity('p-dir', 'Person', { name: ['Enige Bestuurder (fictitious)'] }),
  relation('d-dir', 'Directorship', 'p-dir', 'co-s', '2015-01-01'),
  // A foundation with neither owner nor board: no shares to account for, nobody behind it.
  company('co-f', 'Stichting Leeg Bestuur (fictitious)', '95000003', {
    legalForm: ['Stichting'],
  }),
  // Held by a holding without any board: the parent is shown without a directors list.
  company('co-w', 'Werkdochter B.V. (fictitious)', '95000004'),
  company('co-h', 'Bestuurloze Holding B.V. (fictitious)', '95000005'),
  ftmEntity('p-own', 'Person', { name: ['Houder Holding (fictitious)'] }),
  relation('o-w', 'Ownership', 'co-h', 'co-w', '2015-01-01'),
  relation('o-h', 'Ownership', 'p-own', 'co-h', '2015-01-01'),
  // Active; its only recorded shareholder sold in 2019, and nobody since is on record.
  company('co-v', 'Verkochte Aandelen B.V. (fictitious)', '95000006'),
  ftmEntity('p-sold', 'Person', { name: ['Vroegere Houder (fictitious)'] }),
  ftmEntity('o-sold', 'Ownership', {
    owner: ['p-sold'],
    asset: ['co-v'],
    percentage: ['100'],
    startDate: ['2010-01-01'],
    endDate: ['2019-05-01'],
  }),
  ftmEntity('p-now', 'Person', { name: ['Huidige Bestuurder (fictitious)'] }),
  relation('d-now', 'Directorship', 'p-now', 'co-v', '2019-05-01'),
]);

interface Result {
  company?: Record<string, unknown> & { parents?: Record<string, unknown>[] };
  backend_data: string;
}
interface Backend {
  sections: { returned: string[]; not_found: string[] };
  lookups: Record<string, unknown>;
}

async function check(number: string): Promise<{ result: Result; backend: Backend }> {
  const response = await post('/v1/company-checks', {
    type: 'extended',
    chamber_of_commerce_number: number,
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<Result>();
  return { result, backend: JSON.parse(result.backend_data) as Backend };
}

describe('sections with nothing to report', () => {
  it('leaves out the board, parents and UBOs of a company dissolved before all its relations', async () => {
    const { result, backend } = await check('95000001');
    expect(result.company).toBeDefined();
    expect(result.company).not.toHaveProperty('directors');
    expect(result.company).not.toHaveProperty('parents');
    expect(result.company).not.toHaveProperty('ubo');
    expect(backend.sections.not_found).toEqual(
      expect.arrayContaining(['directors', 'parents', 'ubo']),
    );
    expect(backend.sections.returned).not.toContain('directors');
    expect(backend.sections.returned).not.toContain('ubo');
    expect(backend.lookups.ubo).toMatchObject({
      complete: false,
      incomplete_because: ['shares_not_accounted_for', 'no_ubo_or_pseudo_ubo'],
      shares_not_accounted_for: [
        { id: 'co-e', name: 'Vroeg Opgeheven B.V. (fictitious)', known_percentage: 0 },
      ],
      persons: [],
      pseudo_ubos: 0,
    });
  });

  it('leaves out the parents of a company without owners, and counts its pseudo-UBO as complete', async () => {
    const { result, backend } = await check('95000002');
    expect(result.company).not.toHaveProperty('parents');
    expect(backend.sections.not_found).toContain('parents');
    expect(backend.sections.returned).toEqual(expect.arrayContaining(['directors', 'ubo']));
    expect(backend.lookups.ubo).toMatchObject({ complete: true, pseudo_ubos: 1 });
  });

  it('counts a pseudo-UBO incomplete where the recorded owners all sold their shares', async () => {
    const { result, backend } = await check('95000006');
    expect(result.company).not.toHaveProperty('parents');
    expect(result.company?.ubo).toEqual([
      expect.objectContaining({ name: 'Huidige Bestuurder (fictitious)' }),
    ]);
    expect(backend.lookups.ubo).toMatchObject({
      complete: false,
      incomplete_because: ['shares_not_accounted_for'],
      shares_not_accounted_for: [
        { id: 'co-v', name: 'Verkochte Aandelen B.V. (fictitious)', known_percentage: 0 },
      ],
      pseudo_ubos: 1,
    });
  });

  it('finds nobody behind a foundation without a board, incomplete without shares to account for', async () => {
    const { result, backend } = await check('95000003');
    expect(result.company).not.toHaveProperty('ubo');
    expect(result.company).not.toHaveProperty('directors');
    expect(backend.lookups.ubo).toMatchObject({
      complete: false,
      incomplete_because: ['no_ubo_or_pseudo_ubo'],
    });
    expect(backend.lookups.ubo).not.toHaveProperty('shares_not_accounted_for');
  });

  it('shows a parent without a board without a directors list', async () => {
    const { result } = await check('95000004');
    expect(result.company?.parents?.map((p) => p.name)).toEqual([
      'Bestuurloze Holding B.V. (fictitious)',
    ]);
    expect(result.company?.parents?.[0]).not.toHaveProperty('directors');
  });
});
