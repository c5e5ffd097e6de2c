/**
 * End dates known only to the year or month (`2026`, `2026-11`): a sanction or a directorship
 * ending so has not ended while that year or month runs, and has ended after it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dutchCompany, ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const sanctioned = (id: string, first: string, last: string, born: string, endDate: string) => [
  ftmEntity(id, 'Person', {
    name: [`${first} ${last}`],
    firstName: [first],
    lastName: [last],
    birthDate: [born],
    topics: ['sanction'],
  }),
  ftmEntity(`${id}-s`, 'Sanction', {
    entity: [id],
    authority: ['Fictitious authority'],
    program: [`${id.toUpperCase()} programme`],
    startDate: ['2020-01-01'],
    endDate: [endDate],
  }),
];
const director = (id: string, name: string, endDate: string) => [
  ftmEntity(id, 'Person', { name: [name] }),
  ftmEntity(`${id}-d`, 'Directorship', {
    director: [id],
    organization: ['co-pe'],
    role: ['Bestuurder'],
    startDate: ['2010'],
    endDate: [endDate],
  }),
];

const { post } = useRegister('partial-end', [
  ...sanctioned('pe-year', 'Quirijn', 'Zeldenrust', '1971-05-05', '2026'),
  ...sanctioned('pe-month', 'Wendelmoet', 'Achterberg', '1972-06-06', '2026-11'),
  ...sanctioned('pe-past', 'Gijsbrecht', 'Vermeulenhof', '1973-07-07', '2026-10'),
  dutchCompany('co-pe', '93100001', 'Jaartal Holding B.V. (fictitious)'),
  ...director('pe-d-year', 'Anna Jaartal (fictitious)', '2026'),
  ...director('pe-d-month', 'Cees Maandelijks (fictitious)', '2026-11'),
  ...director('pe-d-day', 'Bram Volledig (fictitious)', '2026-11-27'),
  ...director('pe-d-gone', 'Dirk Vertrokken (fictitious)', '2026-10'),
]);

interface Result {
  registrations?: { description?: string }[];
  registrations_extended?: { summaries?: Record<string, number | string>[] };
  company?: { directors?: { name?: string }[] };
}

const screened = async (first_name: string, last_name: string, date_of_birth: string) => {
  const response = await post('/v1/person-checks', {
    type: 'full',
    person: { first_name, last_name, date_of_birth },
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<Result>();
  const [summary] = result.registrations_extended?.summaries ?? [];
  return {
    description: result.registrations?.[0]?.description,
    current: summary?.CurrentSanctions,
    previous: summary?.PreviousSanctions,
  };
};

describe('a partial end date', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00Z') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('keeps a sanction ending in this year or this month current', async () => {
    const year = await screened('Quirijn', 'Zeldenrust', '1971-05-05');
    expect(year).toMatchObject({ current: 1, previous: 0 });
    expect(year.description).not.toContain('ended');
    const month = await screened('Wendelmoet', 'Achterberg', '1972-06-06');
    expect(month).toMatchObject({ current: 1, previous: 0 });
    expect(month.description).not.toContain('ended');
    // Ended in October: previous, and said so as the list writes it.
    const past = await screened('Gijsbrecht', 'Vermeulenhof', '1973-07-07');
    expect(past).toMatchObject({ current: 0, previous: 1 });
    expect(past.description).toContain('ended 2026-10');
  });

  it('keeps a director leaving in this year or this month on the board', async () => {
    const response = await post('/v1/company-checks', {
      type: 'basic_plus',
      chamber_of_commerce_number: '93100001',
    });
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json<Result>().company?.directors?.map((d) => d.name);
    expect(names?.sort()).toEqual([
      'Anna Jaartal (fictitious)',
      'Bram Volledig (fictitious)',
      'Cees Maandelijks (fictitious)',
    ]);
  });
});
