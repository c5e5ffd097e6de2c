/**
 * A company whose dissolution date the register gives only to the year or month (`2024`,
 * `2024-12`): it is read on the last day of that period, as an end date is, not on today.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const dissolved = (id: string, number: string, dissolutionDate: string) => [
  ftmEntity(id, 'Company', {
    name: [`Opgeheven ${dissolutionDate} B.V. (fictitious)`],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    status: ['dissolved'],
    dissolutionDate: [dissolutionDate],
  }),
  ftmEntity(`${id}-d-last`, 'Directorship', {
    director: ['p-last'],
    organization: [id],
    role: ['Bestuurder'],
    startDate: ['2019-07-01'],
  }),
  ftmEntity(`${id}-d-closed`, 'Directorship', {
    director: ['p-closed'],
    organization: [id],
    role: ['Bestuurder'],
    startDate: ['2010-01-01'],
    endDate: ['2024-12'],
  }),
  ftmEntity(`${id}-d-late`, 'Directorship', {
    director: ['p-late'],
    organization: [id],
    role: ['Bestuurder'],
    startDate: ['2025-03-01'],
  }),
  ftmEntity(`${id}-o-last`, 'Ownership', {
    owner: ['p-last'],
    asset: [id],
    percentage: ['100'],
    startDate: ['2019-07-01'],
    endDate: ['2025-02-28'],
  }),
  ftmEntity(`${id}-o-late`, 'Ownership', {
    owner: ['p-late'],
    asset: [id],
    percentage: ['100'],
    startDate: ['2025-03-01'],
  }),
];

const { post } = useRegister(
  'dissolved-partial',
  [
    ftmEntity('p-last', 'Person', { name: ['Laatste Bestuur (fictitious)'] }),
    ftmEntity('p-closed', 'Person', { name: ['Gesloten Bij Opheffing (fictitious)'] }),
    ftmEntity('p-late', 'Person', { name: ['Na Opheffing (fictitious)'] }),
    ...dissolved('co-y', '93900001', '2024'),
    ...dissolved('co-m', '93900002', '2024-12'),
  ],
  {
    records: [
      {
        format: 'claims',
        csv: [
          'kvk_number,received_date,duration_days,claim_amount,paid_amount,closed,legal_action,disputed,foreign',
          '93900001,2024-12-20,3,1000.00,0,true,false,false,false',
          '93900001,2025-04-02,3,1000.00,0,true,false,false,false',
        ].join('\n'),
      },
    ],
  },
);

interface Result {
  company?: { directors?: { name?: string }[]; ubo?: { name?: string }[] };
  backend_data: string;
}

const lookupsOf = (result: Result) =>
  (JSON.parse(result.backend_data) as { lookups: Record<string, unknown> }).lookups;

describe('a company dissolved in a year or month', () => {
  it.each([
    ['93900001', '2024'],
    ['93900002', '2024-12'],
  ])('(%s, %s) shows the board and owners it had then', async (kvk, written) => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: kvk,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    expect(result.company?.directors?.map((d) => d.name)).toEqual([
      'Gesloten Bij Opheffing (fictitious)',
      'Laatste Bestuur (fictitious)',
    ]);
    expect(result.company?.ubo?.map((u) => u.name)).toEqual(['Laatste Bestuur (fictitious)']);
    expect(lookupsOf(result)).toMatchObject({
      dissolution_date: written,
      directors: { board_on: '2024-12-31', why: 'dissolved' },
      ownership: { relations_on: '2024-12-31' },
    });
  });

  it('names the claims received after that year', async () => {
    const response = await post('/v1/company-checks', {
      type: 'standard',
      chamber_of_commerce_number: '93900001',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(lookupsOf(response.json<Result>()).financial_info).toMatchObject({
      dated_after_dissolution: { dissolution_date: '2024', claims_received: ['2025-04-02'] },
    });
  });
});
