/**
 * A check's day is the date in Amsterdam, the day its report is dated: just after midnight there
 * (still the day before in UTC) the check reads the register, the lists and the claims on the
 * new day, as the report says.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dutchCompany, ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const { post } = useRegister(
  'check-day',
  [
    dutchCompany('co-m', '93200001', 'Middernacht Beheer B.V. (fictitious)'),
    ftmEntity('p-left', 'Person', { name: ['Frits Vertrokken (fictitious)'] }),
    ftmEntity('p-came', 'Person', { name: ['Greet Aangetreden (fictitious)'] }),
    ftmEntity('d-left', 'Directorship', {
      director: ['p-left'],
      organization: ['co-m'],
      role: ['Bestuurder'],
      startDate: ['2010-01-01'],
      endDate: ['2026-11-27'],
    }),
    ftmEntity('d-came', 'Directorship', {
      director: ['p-came'],
      organization: ['co-m'],
      role: ['Bestuurder'],
      startDate: ['2026-11-28'],
    }),
    ftmEntity('p-s', 'Person', {
      name: ['Gijsbrecht Vermeulenhof'],
      firstName: ['Gijsbrecht'],
      lastName: ['Vermeulenhof'],
      birthDate: ['1973-07-07'],
      topics: ['sanction'],
    }),
    ftmEntity('p-s-m', 'Sanction', {
      entity: ['p-s'],
      authority: ['Fictitious authority'],
      program: ['MN-1 programme'],
      startDate: ['2020-01-01'],
      endDate: ['2026-11-27'],
    }),
  ],
  {
    records: [
      {
        format: 'claims',
        csv: [
          'kvk_number,received_date,duration_days,claim_amount,paid_amount,closed,legal_action,disputed,foreign',
          '93200001,2026-02-26,3,1000.00,0,false,false,false,false',
        ].join('\n'),
      },
    ],
  },
);

interface Result {
  company?: { directors?: { name?: string }[] };
  claims?: { durationDays: string }[];
  registrations_extended?: { summaries?: Record<string, number | string>[] };
  report_html?: string;
  backend_data: string;
}

describe('a check at 00:28 in Amsterdam (23:28 UTC the day before)', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T23:28:00Z') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("reads the board and the claims on the report's day", async () => {
    const response = await post('/v1/company-checks', {
      type: 'standard',
      chamber_of_commerce_number: '93200001',
      report_view: true,
      report_language: 'nl',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    expect(result.report_html).toContain('28 november 2026');
    expect(result.company?.directors?.map((d) => d.name)).toEqual([
      'Greet Aangetreden (fictitious)',
    ]);
    // 2026-02-26 to 2026-11-28.
    expect(result.claims?.map((c) => c.durationDays)).toEqual(['275']);
    const { lookups } = JSON.parse(result.backend_data) as { lookups: Record<string, unknown> };
    expect(lookups).not.toHaveProperty('directors');
  });

  it("counts a sanction that ended the day before the report's day as previous", async () => {
    const response = await post('/v1/person-checks', {
      type: 'full',
      report_view: true,
      report_language: 'nl',
      person: { first_name: 'Gijsbrecht', last_name: 'Vermeulenhof', date_of_birth: '1973-07-07' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    expect(result.report_html).toContain('28 november 2026');
    expect(result.registrations_extended?.summaries?.[0]).toMatchObject({
      CurrentSanctions: 0,
      PreviousSanctions: 1,
    });
  });
});
