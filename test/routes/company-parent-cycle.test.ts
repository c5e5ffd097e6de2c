/**
 * A company held wholly by a holding that it wholly holds in turn (a 100 % ownership cycle), on a
 * small fictitious register: the contract's Parent has no field to say so, so the company met
 * again up its chain is shown once more bare, and backend_data names the cycle.
 */
import { describe, expect, it } from 'vitest';
import { dutchCompany, ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const company = (id: string, name: string, number: string) =>
  dutchCompany(id, number, name, { address: ['Kerkstraat 1, 1011 AA Amsterdam'] });
const ownership = (id: string, owner: string, asset: string, percentage: string) =>
  ftmEntity(id, 'Ownership', {
    owner: [owner],
    asset: [asset],
    percentage: [percentage],
    startDate: ['2015-01-01'],
  });

const { post } = useRegister('parent-cycle', [
  company('co-1', 'Kringloop Werkmaatschappij B.V. (fictitious)', '94100001'),
  company('co-h', 'Kringloop Holding B.V. (fictitious)', '94100002'),
  ftmEntity('p-1', 'Person', { name: ['Sanne Kringeling (fictitious)'] }),
  ftmEntity('d-1', 'Directorship', {
    director: ['p-1'],
    organization: ['co-1'],
    role: ['Bestuurder'],
  }),
  ownership('o-1', 'co-h', 'co-1', '100'),
  ownership('o-2', 'co-1', 'co-h', '100'),
  // A cycle above the company: its holding and that holding's parent hold each other.
  company('co-2', 'Rondgang Winkels B.V. (fictitious)', '94100003'),
  company('co-a', 'Rondgang Holding B.V. (fictitious)', '94100004'),
  company('co-b', 'Rondgang Beheer B.V. (fictitious)', '94100005'),
  ownership('o-3', 'co-a', 'co-2', '100'),
  ownership('o-4', 'co-b', 'co-a', '100'),
  ownership('o-5', 'co-a', 'co-b', '40'),
]);

describe('a 100 % ownership cycle', () => {
  it('shows the checked company up its own chain once more, bare, and names the cycle', async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '94100001',
      report_view: true,
      report_language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    const [holding] = result.company?.parents ?? [];
    expect(holding?.name).toBe('Kringloop Holding B.V. (fictitious)');
    // Its details and directors are at the top of the result: not again as a parent's.
    expect(holding?.parents).toEqual([
      {
        name: 'Kringloop Werkmaatschappij B.V. (fictitious)',
        shareholding_percentage: 100,
        start_date: '2015-01-01',
        chamber_of_commerce_number: '94100001',
      },
    ]);
    expect(parentsLookup(result)).toEqual({
      complete: true,
      cycles: [
        {
          name: 'Kringloop Werkmaatschappij B.V. (fictitious)',
          chamber_of_commerce_number: '94100001',
          holds: 'Kringloop Holding B.V. (fictitious)',
          percentage: 100,
          checked_company: true,
        },
      ],
    });
    expect(result.report_html).toContain(
      'Cycle: this is the checked company itself; its details are at the top of the report.',
    );
  });

  it('names a cycle above the company too, the parent met again shown bare', async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '94100003',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    const again = result.company?.parents?.[0]?.parents?.[0]?.parents;
    expect(again).toEqual([
      {
        name: 'Rondgang Holding B.V. (fictitious)',
        shareholding_percentage: 40,
        start_date: '2015-01-01',
        chamber_of_commerce_number: '94100004',
      },
    ]);
    expect(parentsLookup(result)).toEqual({
      complete: true,
      cycles: [
        {
          name: 'Rondgang Holding B.V. (fictitious)',
          chamber_of_commerce_number: '94100004',
          holds: 'Rondgang Beheer B.V. (fictitious)',
          percentage: 40,
        },
      ],
    });
  });
});

interface ParentShown {
  name?: string;
  parents?: ParentShown[];
}

interface Result {
  company?: { parents?: ParentShown[] };
  report_html?: string;
  backend_data: string;
}

const parentsLookup = (result: Result): unknown =>
  (JSON.parse(result.backend_data) as { lookups: { parents?: unknown } }).lookups.parents;
