/**
 * A register date written with a time and an offset (`2001-02-03T23:30:00-05:00`) is the
 * calendar date as written, the same day in every field of the answer, not a day on in UTC.
 */
import { describe, expect, it } from 'vitest';
import { dutchCompany, ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const { post } = useRegister('date-times', [
  dutchCompany('co-t', '93300001', 'Tijdstip Beheer B.V. (fictitious)', {
    incorporationDate: ['2001-02-03T23:30:00-05:00'],
  }),
  ftmEntity('p-t', 'Person', { name: ['Eva Maand (fictitious)'], birthDate: ['1971-05'] }),
  ftmEntity('d-t', 'Directorship', {
    director: ['p-t'],
    organization: ['co-t'],
    role: ['Bestuurder'],
    startDate: ['2011-04-05T23:30:00-05:00'],
  }),
]);

interface Result {
  company?: {
    incorporation_date?: string;
    directors?: { function_date?: string }[];
    ubo?: { roles?: { start_date?: string }[] }[];
  };
  report_html?: string;
}

describe('a register date with a time and an offset', () => {
  it('is the calendar date as written, in every field and in the report', async () => {
    const response = await post('/v1/company-checks', {
      type: 'ubo',
      chamber_of_commerce_number: '93300001',
      report_view: true,
      report_language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    expect(result.company?.incorporation_date).toBe('2001-02-03T00:00:00.000Z');
    expect(result.company?.directors?.[0]?.function_date).toBe('2011-04-05');
    expect(result.company?.ubo?.[0]?.roles?.[0]?.start_date).toBe('2011-04-05T00:00:00.000Z');
    expect(result.report_html).toContain('3 February 2001');
    expect(result.report_html).not.toContain('4 February 2001');
    expect(result.report_html).not.toContain('6 April 2011');
  });
});
