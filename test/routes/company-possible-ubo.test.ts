/**
 * Owners of unknown share who may hold more than 25 % (possible UBOs) are screened and count for
 * country risk as UBOs do, and the report names them: a reader of the report or of the
 * screening sections would otherwise not find them.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const { post, ctx } = useRegister(
  'possible-ubo',
  [
    ftmEntity('co-m', 'Company', {
      name: ['Risico Mogelijk B.V. (fictitious)'],
      registrationNumber: ['97000001'],
      jurisdiction: ['nl'],
      legalForm: ['Besloten Vennootschap'],
      status: ['active'],
    }),
    ftmEntity('p-kim', 'Person', {
      name: ['Kim Aandeelhouder (fictitious)'],
      nationality: ['kp'],
    }),
    ftmEntity('p-lotte', 'Person', { name: ['Lotte Bestuur (fictitious)'] }),
    // A list to screen against (someone else): without one, screening has nothing to say.
    ftmEntity('s-other', 'Person', { name: ['Iemand Anders (fictitious)'], topics: ['sanction'] }),
    // The only shareholder, of a share the register does not give.
    ftmEntity('o-kim', 'Ownership', { owner: ['p-kim'], asset: ['co-m'] }),
    ftmEntity('d-lotte', 'Directorship', {
      director: ['p-lotte'],
      organization: ['co-m'],
      role: ['Bestuurder'],
      startDate: ['2015-01-01'],
    }),
  ],
  { countryRisk: true },
);

interface Result {
  report_identifier: string;
  risk_country?: { risk_result?: string };
  registrations_extended?: { summaries?: { source?: string }[] };
  backend_data: string;
}

describe('possible UBOs', () => {
  it('are screened, count for country risk and are named in the report', async () => {
    const response = await post('/v1/company-checks', {
      type: 'compliance',
      chamber_of_commerce_number: '97000001',
      report_language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    const sources = result.registrations_extended?.summaries?.map((s) => s.source);
    expect(sources).toContain('possible ubo: Kim Aandeelhouder (fictitious)');
    const backend = JSON.parse(result.backend_data) as {
      lookups: { risk_country: unknown; ubo: { possible_ubos?: { name: string }[] } };
    };
    expect(JSON.stringify(backend.lookups.risk_country)).toContain(
      'possible ubo: Kim Aandeelhouder (fictitious) (nationality)',
    );
    expect(result.risk_country?.risk_result).not.toBe('L');
    const report = await ctx().app.inject({
      method: 'GET',
      url: `/v1/reports/${result.report_identifier}`,
      headers: { authorization: ctx().alice.authorization, accept: 'text/html' },
    });
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain(
      'Possible UBOs (a share of unknown size, or held through companies holding each other): Kim Aandeelhouder (fictitious).',
    );
  });
});
