/**
 * A dissolved company: its dissolution date, which the contract's record has no field for, and
 * the board and owners it had when it was dissolved, up the whole ownership chain.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

interface Dates {
  startDate: string;
  endDate?: string;
}
const directorship = (id: string, who: string, dates: Dates, organization = 'co-d') =>
  ftmEntity(id, 'Directorship', {
    director: [who],
    organization: [organization],
    role: ['Bestuurder'],
    startDate: [dates.startDate],
    ...(dates.endDate && { endDate: [dates.endDate] }),
  });
const ownership = (id: string, owner: string, percentage: string, dates: Dates, asset = 'co-d') =>
  ftmEntity(id, 'Ownership', {
    owner: [owner],
    asset: [asset],
    percentage: [percentage],
    startDate: [dates.startDate],
    ...(dates.endDate && { endDate: [dates.endDate] }),
  });
const company = (id: string, name: string, number: string, dissolutionDate?: string) =>
  ftmEntity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    status: [dissolutionDate ? 'dissolved' : 'active'],
    ...(dissolutionDate && { dissolutionDate: [dissolutionDate] }),
  });

const { post } = useRegister('dissolved', [
  company('co-d', 'Opgeheven Handel B.V. (fictitious)', '93000001', '2024-12-07'),
  ftmEntity('p-old', 'Person', { name: ['Oud Bestuur (fictitious)'] }),
  ftmEntity('p-last', 'Person', { name: ['Laatste Bestuur (fictitious)'] }),
  ftmEntity('p-late', 'Person', { name: ['Na Opheffing (fictitious)'] }),
  directorship('d-old', 'p-old', { startDate: '2010-01-01', endDate: '2019-06-30' }),
  // The register never closed this directorship: the company was dissolved under it.
  directorship('d-last', 'p-last', { startDate: '2019-07-01' }),
  directorship('d-late', 'p-late', { startDate: '2025-03-01' }),
  ownership('o-last', 'p-last', '100', { startDate: '2019-07-01' }),
  ownership('o-late', 'p-late', '100', { startDate: '2025-03-01' }),
  // Dissolved under a holding whose owner and director changed after the dissolution.
  company('co-w', 'Opgeheven Werkmaatschappij B.V. (fictitious)', '93000002', '2024-12-07'),
  company('co-h', 'Blijvende Holding B.V. (fictitious)', '93000003'),
  ftmEntity('p-h-then', 'Person', { name: ['Houder Toen (fictitious)'] }),
  ftmEntity('p-h-now', 'Person', { name: ['Houder Nu (fictitious)'] }),
  ownership('o-w', 'co-h', '100', { startDate: '2015-01-01' }, 'co-w'),
  ownership(
    'o-h-then',
    'p-h-then',
    '100',
    { startDate: '2015-01-01', endDate: '2025-01-31' },
    'co-h',
  ),
  ownership('o-h-now', 'p-h-now', '100', { startDate: '2025-02-01' }, 'co-h'),
  directorship('d-h-then', 'p-h-then', { startDate: '2015-01-01', endDate: '2025-01-31' }, 'co-h'),
  directorship('d-h-now', 'p-h-now', { startDate: '2025-02-01' }, 'co-h'),
  // An active company under a holding dissolved long ago: the holding as it was left then.
  company('co-a', 'Actieve Dochter B.V. (fictitious)', '93000004'),
  company('co-x', 'Opgeheven Holding B.V. (fictitious)', '93000005', '2020-05-01'),
  ftmEntity('p-x-then', 'Person', { name: ['Holdinghouder Toen (fictitious)'] }),
  ftmEntity('p-x-later', 'Person', { name: ['Holdinghouder Later (fictitious)'] }),
  ownership('o-a', 'co-x', '100', { startDate: '2012-01-01' }, 'co-a'),
  ownership('o-x-then', 'p-x-then', '100', { startDate: '2012-01-01' }, 'co-x'),
  ownership('o-x-later', 'p-x-later', '100', { startDate: '2021-06-01' }, 'co-x'),
]);

interface Result {
  company?: {
    status?: string;
    directors?: { name?: string }[];
    parents?: { name?: string; directors?: { name?: string }[] }[];
    ubo?: {
      name?: string;
      shareholding_percentage?: number;
      roles?: { competency?: string; start_date?: string }[];
    }[];
  };
  registrations_extended?: { summaries: { source: string }[] };
  backend_data: string;
}

const lookupsOf = (result: Result) =>
  (JSON.parse(result.backend_data) as { lookups: Record<string, unknown> }).lookups;

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
    expect(lookupsOf(result)).toMatchObject({
      dissolution_date: '2024-12-07',
      directors: { board_on: '2024-12-07', why: 'dissolved' },
    });
  });

  it("reads its parents' owners and directors on its dissolution date too", async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '93000002',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    expect(result.company?.parents?.map((p) => [p.name, p.directors?.map((d) => d.name)])).toEqual([
      ['Blijvende Holding B.V. (fictitious)', ['Houder Toen (fictitious)']],
    ]);
    expect(result.company?.ubo?.map((u) => [u.name, u.shareholding_percentage])).toEqual([
      ['Houder Toen (fictitious)', 100],
    ]);
    const sources = result.registrations_extended?.summaries.map((s) => s.source) ?? [];
    expect(sources.join('\n')).not.toContain('Houder Nu');
    expect(lookupsOf(result)).toMatchObject({
      dissolution_date: '2024-12-07',
      ownership: { relations_on: '2024-12-07' },
      ubo: { complete: true },
    });
  });

  it("reads a parent dissolved before the check's reference date on its own dissolution date", async () => {
    const response = await post('/v1/company-checks', {
      type: 'ubo',
      chamber_of_commerce_number: '93000004',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    expect(result.company?.ubo?.map((u) => [u.name, u.shareholding_percentage])).toEqual([
      ['Holdinghouder Toen (fictitious)', 100],
    ]);
    expect(lookupsOf(result).ownership).not.toHaveProperty('relations_on');
  });
});
