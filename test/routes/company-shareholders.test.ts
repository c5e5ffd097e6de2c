/**
 * Owners at or below 25 % are no UBOs, yet a sanctioned one matters to whoever deals with the
 * company: they are screened as shareholders (with their share), named in backend_data with the
 * routes of their shares, and drawn in the report's ownership diagram. A company the register
 * lists as bankrupt counts under Insolvent in its summary, as does a bankrupt parent.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const company = (id: string, name: string, number: string, status = 'active') =>
  ftmEntity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    legalForm: ['Besloten Vennootschap'],
    status: [status],
  });
const person = (id: string, first: string, last: string, birthDate: string) =>
  ftmEntity(id, 'Person', {
    name: [`${first} ${last}`],
    firstName: [first],
    lastName: [last],
    birthDate: [birthDate],
  });
const owns = (id: string, owner: string, asset: string, percentage: string) =>
  ftmEntity(id, 'Ownership', { owner: [owner], asset: [asset], percentage: [percentage] });
const directs = (id: string, director: string, organization: string) =>
  ftmEntity(id, 'Directorship', {
    director: [director],
    organization: [organization],
    role: ['Bestuurder'],
    startDate: ['2019-01-01'],
  });

const { post, ctx } = useRegister('shareholders', [
  // Four owners of 25 % each: nobody above 25 %, the director stands in as pseudo-UBO.
  company('co-k', 'Kwartet Fictief B.V.', '96000001'),
  person('p-anke', 'Anke', 'Bosveld', '1970-01-01'),
  person('p-bart', 'Bart', 'Bosveld', '1971-01-01'),
  person('p-carla', 'Carla', 'Bosveld', '1972-01-01'),
  person('p-ann', 'Ann', 'Claesveld', '1988-03-11'),
  owns('o-k1', 'p-anke', 'co-k', '25'),
  owns('o-k2', 'p-bart', 'co-k', '25'),
  owns('o-k3', 'p-carla', 'co-k', '25'),
  owns('o-k4', 'p-ann', 'co-k', '25'),
  directs('d-k', 'p-anke', 'co-k'),
  // Ann holds 20 % of each of two holdings that hold half each: 20 % of it, indirectly. The
  // left holding is bankrupt; so is the company itself.
  company('co-s', 'Splitsing Fictief B.V.', '96000002', 'failliet'),
  company('co-l', 'Links Fictief B.V.', '96000003', 'bankrupt'),
  company('co-r', 'Rechts Fictief B.V.', '96000004'),
  owns('o-s1', 'co-l', 'co-s', '50'),
  owns('o-s2', 'co-r', 'co-s', '50'),
  owns('o-s3', 'p-ann', 'co-l', '20'),
  owns('o-s4', 'p-ann', 'co-r', '20'),
  owns('o-s5', 'p-bart', 'co-l', '80'),
  owns('o-s6', 'p-carla', 'co-r', '80'),
  directs('d-s', 'p-anke', 'co-s'),
  // The listing: Ann, by name and birth date.
  ftmEntity('s-ann', 'Person', {
    name: ['Ann Claesveld'],
    birthDate: ['1988-03-11'],
    topics: ['sanction'],
  }),
]);

interface Summary {
  source?: string;
  Sanctions?: number;
  Insolvent?: number;
}
interface Result {
  report_identifier: string;
  company?: {
    ubo?: {
      name?: string;
      shareholding_percentage?: number;
      roles?: { type: string; competency: string }[];
      tree?: { parents?: { level: number; name: string; role: string }[] };
    }[];
  };
  registrations_extended?: { summaries?: Summary[] };
  backend_data: string;
}

async function check(number: string, language = 'en'): Promise<Result> {
  const response = await post('/v1/company-checks', {
    type: 'compliance',
    chamber_of_commerce_number: number,
    report_language: language,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Result>();
}

async function reportOf(result: Result): Promise<string> {
  const report = await ctx().app.inject({
    method: 'GET',
    url: `/v1/reports/${result.report_identifier}`,
    headers: { authorization: ctx().alice.authorization, accept: 'text/html' },
  });
  expect(report.statusCode).toBe(200);
  return report.body;
}

const summaryOf = (result: Result, source: string) =>
  result.registrations_extended?.summaries?.find((s) => s.source === source);

describe('shareholders at or below 25 %', () => {
  it('are screened with their share, and a pseudo-UBO holding shares shows it', async () => {
    const result = await check('96000001');
    expect(summaryOf(result, 'shareholder: Ann Claesveld (25.00 %)')?.Sanctions).toBe(1);
    expect(summaryOf(result, 'shareholder: Bart Bosveld (25.00 %)')?.Sanctions).toBe(0);
    expect(
      summaryOf(result, 'director: Anke Bosveld (also ubo, shareholder 25.00 %)'),
    ).toBeDefined();
    expect(result.company?.ubo).toEqual([
      expect.objectContaining({ name: 'Anke Bosveld', shareholding_percentage: 25 }),
    ]);
    // Her share is explained as a UBO's is: a role and a route in the tree, after her function.
    const [anke] = result.company?.ubo ?? [];
    expect(anke?.roles?.map((r) => [r.type, r.competency])).toEqual([
      [
        'pseudo_ubo',
        'pseudo-UBO as Bestuurder: no one is known to hold more than 25 %, so senior management is registered',
      ],
      ['owner', 'direct 25.00 %'],
    ]);
    expect(anke?.tree?.parents?.map((n) => [n.level, n.name, n.role])).toEqual([
      [1, 'Anke Bosveld', 'pseudo-UBO: Bestuurder'],
      [1, 'Anke Bosveld', 'shareholder 25.00 %'],
    ]);
    const backend = JSON.parse(result.backend_data) as {
      lookups: { ubo: { shareholders?: { name: string; percentage?: number }[] } };
    };
    expect(backend.lookups.ubo.shareholders?.map((s) => [s.name, s.percentage])).toEqual(
      expect.arrayContaining([
        ['Ann Claesveld', 25],
        ['Anke Bosveld', 25],
      ]),
    );
  });

  it('are drawn in the report with their share, marked as no UBO', async () => {
    const html = await reportOf(await check('96000001'));
    const diagram = /<svg class="ownership"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
    expect(diagram).toContain('<title>Ann Claesveld</title>');
    expect(diagram).toContain('Shareholder, not above 25\u00A0%');
    expect(diagram).toContain('pseudo-UBO · 25\u00A0%');
    expect(html).toContain(
      'Shareholders of 25\u00A0% or less (no UBO, screened all the same): Ann Claesveld (25\u00A0%), Bart Bosveld (25\u00A0%)',
    );
    const nl = await reportOf(await check('96000001', 'nl'));
    expect(nl).toContain('Aandeelhouder, niet boven 25\u00A0%');
    expect(nl).toContain('aandeelhouder: Ann Claesveld (25\u00A0%)');
  });

  it('are found through split holdings, and the register says who is bankrupt', async () => {
    const result = await check('96000002');
    expect(summaryOf(result, 'shareholder: Ann Claesveld (20.00 %)')?.Sanctions).toBe(1);
    expect(summaryOf(result, 'company')?.Insolvent).toBe(1);
    expect(summaryOf(result, 'parent: Links Fictief B.V.')?.Insolvent).toBe(1);
    expect(summaryOf(result, 'parent: Rechts Fictief B.V.')?.Insolvent).toBe(0);
    const diagram = /<svg class="ownership"[\s\S]*?<\/svg>/.exec(await reportOf(result))?.[0];
    expect(diagram).toContain('<title>Ann Claesveld</title>');
  });
});
