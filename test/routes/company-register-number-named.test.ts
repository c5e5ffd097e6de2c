/**
 * A number is named a register number (lookups.company.register_number, the report's
 * "Registratienummer", a parent's lookups.parents.identified_by) only where the record says which
 * register it is of. An FtM record's idNumber is any identifier (a DUNS number, a tax id): shown
 * as a register number it would be read as the company's registration.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const company = (id: string, name: string, more: Record<string, string[]>) =>
  ftmEntity(id, 'Company', {
    name: [name],
    jurisdiction: ['nl'],
    country: ['nl'],
    status: ['active'],
    ...more,
  });

const { post, ctx } = useRegister('register-number-named', [
  company('rn-duns', 'Idnummer Proef B.V. (fictitious)', { idNumber: ['DUNS 987654321'] }),
  company('rn-reg', 'Registerproef GmbH (fictitious)', {
    idNumber: ['HRB 31337'],
    registrationAuthority: ['RA000242'],
  }),
  company('rn-child', 'Dochterproef B.V. (fictitious)', { registrationNumber: ['93100001'] }),
  company('rn-parent', 'Moederproef Holding (fictitious)', { idNumber: ['TAX 55-1234567'] }),
  ftmEntity('rn-own', 'Ownership', {
    owner: ['rn-parent'],
    asset: ['rn-child'],
    percentage: ['100'],
    startDate: ['2015-01-01'],
  }),
]);

interface Result {
  report_identifier: string;
  backend_data: string;
}
interface Lookups {
  company?: Record<string, unknown>;
  parents?: { identified_by?: Record<string, string>[] };
}

const check = async (payload: object): Promise<{ result: Result; lookups: Lookups }> => {
  const response = await post('/v1/company-checks', payload);
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<Result>();
  return { result, lookups: (JSON.parse(result.backend_data) as { lookups: Lookups }).lookups };
};

describe('a register number is named only with the register it is of', () => {
  it('does not name an FtM record’s idNumber (a DUNS number) a register number, nor report it so', async () => {
    const { result, lookups } = await check({
      type: 'basic',
      company: { name: 'Idnummer Proef B.V. (fictitious)' },
    });
    expect(lookups.company).toMatchObject({ entity_id: 'rn-duns' });
    expect(lookups.company).not.toHaveProperty('register_number');
    const report = await ctx().app.inject({
      method: 'GET',
      url: `/v1/reports/${result.report_identifier}`,
      headers: { authorization: ctx().alice.authorization, accept: 'text/html' },
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('Idnummer Proef B.V. (fictitious)');
    expect(report.body).not.toContain('DUNS 987654321');
  });

  it('names a number whose record gives its registration authority', async () => {
    const { lookups } = await check({
      type: 'basic',
      company: { name: 'Registerproef GmbH (fictitious)' },
    });
    expect(lookups.company).toMatchObject({
      entity_id: 'rn-reg',
      register_number: 'HRB 31337',
      registration_authority: 'RA000242',
    });
  });

  it('does not name a parent’s bare idNumber (a tax id) in parents.identified_by', async () => {
    const { lookups } = await check({ type: 'extended', chamber_of_commerce_number: '93100001' });
    expect(JSON.stringify(lookups)).toContain('Moederproef Holding (fictitious)');
    expect(JSON.stringify(lookups)).not.toContain('TAX 55-1234567');
  });
});
