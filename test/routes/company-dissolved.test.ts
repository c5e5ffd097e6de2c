/**
 * A dissolved company: its dissolution date, which the contract's record has no field for, and
 * the board and owners it had when it was dissolved.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const directorship = (id: string, who: string, dates: { startDate: string; endDate?: string }) =>
  ftmEntity(id, 'Directorship', {
    director: [who],
    organization: ['co-d'],
    role: ['Bestuurder'],
    startDate: [dates.startDate],
    ...(dates.endDate && { endDate: [dates.endDate] }),
  });
const ownership = (id: string, owner: string, percentage: string, startDate: string) =>
  ftmEntity(id, 'Ownership', {
    owner: [owner],
    asset: ['co-d'],
    percentage: [percentage],
    startDate: [startDate],
  });

const { post } = useRegister('dissolved', [
  ftmEntity('co-d', 'Company', {
    name: ['Opgeheven Handel B.V. (fictitious)'],
    registrationNumber: ['93000001'],
    jurisdiction: ['nl'],
    status: ['dissolved'],
    dissolutionDate: ['2024-12-07'],
  }),
  ftmEntity('p-old', 'Person', { name: ['Oud Bestuur (fictitious)'] }),
  ftmEntity('p-last', 'Person', { name: ['Laatste Bestuur (fictitious)'] }),
  ftmEntity('p-late', 'Person', { name: ['Na Opheffing (fictitious)'] }),
  directorship('d-old', 'p-old', { startDate: '2010-01-01', endDate: '2019-06-30' }),
  // The register never closed this directorship: the company was dissolved under it.
  directorship('d-last', 'p-last', { startDate: '2019-07-01' }),
  directorship('d-late', 'p-late', { startDate: '2025-03-01' }),
  ownership('o-last', 'p-last', '100', '2019-07-01'),
  ownership('o-late', 'p-late', '100', '2025-03-01'),
]);

interface Result {
  company?: {
    status?: string;
    directors?: { name?: string }[];
    ubo?: { name?: string; shareholding_percentage?: number }[];
  };
  backend_data: string;
}

describe('a dissolved company', () => {
  it('is checked with its dissolution date and the board and owners it had then', async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '93000001',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    expect(result.company?.status).toBe('dissolved');
    expect(result.company?.directors?.map((d) => d.name)).toEqual(['Laatste Bestuur (fictitious)']);
    expect(result.company?.ubo?.map((u) => [u.name, u.shareholding_percentage])).toEqual([
      ['Laatste Bestuur (fictitious)', 100],
    ]);
    expect(
      (JSON.parse(result.backend_data) as { lookups: Record<string, unknown> }).lookups,
    ).toMatchObject({
      dissolution_date: '2024-12-07',
      directors: { board_on: '2024-12-07', why: 'dissolved' },
    });
  });
});
