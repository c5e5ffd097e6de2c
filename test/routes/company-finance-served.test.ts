/**
 * financial_info and claims in an installation that serves only one of the two: each part is
 * reported by what its own data could say. Financial figures that no data holds are
 * unavailable, not "not found", and claims that no data holds are never an empty list.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const FINANCIALS_HEADER =
  'kvk_number,risk_rating_code,risk_rating_message,payment_behavior_code,payment_behavior_message,payment_behavior_term,payment_behavior_norm_code,payment_behavior_norm_message,payment_behavior_norm_term,payment_behavior3_months_ago_code,payment_behavior3_months_ago_message,payment_behavior3_months_ago_term,equity,cash,credit_guide,issued_share_capital,paid_up_share_capital,as_of';
const CLAIMS_HEADER =
  'kvk_number,received_date,duration_days,claim_amount,paid_amount,closed,legal_action,disputed,foreign';

const company = (id: string, name: string, number: string) =>
  ftmEntity(id, 'Company', { name: [name], registrationNumber: [number], jurisdiction: ['nl'] });

interface Result {
  financial_info?: { issued_share_capital?: string };
  claims?: unknown[];
  backend_data: string;
  report_html?: string;
}
interface Backend {
  sections: { returned: string[]; not_found: string[]; unavailable: string[] };
  lookups: { financial_info?: Record<string, unknown> };
}

function checkIn(post: ReturnType<typeof useRegister>['post']) {
  return async (number: string) => {
    const response = await post('/v1/company-checks', {
      type: 'standard',
      chamber_of_commerce_number: number,
      report_view: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<Result>();
    return { result, backend: JSON.parse(result.backend_data) as Backend };
  };
}

/** The sections the report's header names in the row with this label. */
const headerRow = (html: string | undefined, label: string): string | undefined =>
  new RegExp(`${label}</th><td>([^<]*)<`).exec(html ?? '')?.[1];

describe('an installation with claims but no financial data', () => {
  const { post } = useRegister(
    'claims-only',
    [
      company('co-1', 'Vorderingen Wel B.V. (fictitious)', '96100001'),
      company('co-2', 'Vorderingen Geen B.V. (fictitious)', '96100002'),
    ],
    {
      records: [
        {
          format: 'claims',
          csv: [CLAIMS_HEADER, '96100001,2024-03-01,12,1000.00,0,true,false,false,false'].join(
            '\n',
          ),
        },
      ],
    },
  );
  const check = checkIn(post);

  it('gives the claims found, and names the financial figures unavailable, not not found', async () => {
    const { result, backend } = await check('96100001');
    expect(result).not.toHaveProperty('financial_info');
    expect(result.claims).toHaveLength(1);
    expect(backend.sections.unavailable).toContain('financial_info');
    expect(backend.sections.not_found).not.toContain('financial_info');
    expect(backend.sections.returned).not.toContain('financial_info');
    expect(backend.lookups.financial_info).toEqual({ claims: 1, unavailable: ['financials'] });
    expect(
      headerRow(result.report_html, 'Onderdelen niet beschikbaar in deze installatie'),
    ).toContain('Financiële gegevens');
    expect(
      headerRow(result.report_html, 'Onderdelen niet uitgevoerd of zonder gegevens') ?? '',
    ).not.toContain('Financiële gegevens');
    expect(result.report_html).toContain('<h2>Incassovorderingen op het bedrijf</h2>');
  });

  it('says the claims were looked up where the company has none', async () => {
    const { result, backend } = await check('96100002');
    expect(result).not.toHaveProperty('financial_info');
    expect(backend.sections.unavailable).toContain('financial_info');
    expect(backend.sections.not_found).not.toContain('financial_info');
    expect(backend.lookups.financial_info).toEqual({ claims: 0, unavailable: ['financials'] });
  });
});

describe('an installation with financial data but no claims', () => {
  const { post } = useRegister(
    'financials-only',
    [company('co-3', 'Cijfers Wel B.V. (fictitious)', '96100003')],
    {
      records: [
        {
          format: 'financials',
          csv: [
            FINANCIALS_HEADER,
            '96100003,BRR2,,BBG1,,,BBG1,,,BBG1,,,,,,20000,20000,2026-08-29',
          ].join('\n'),
        },
      ],
    },
  );
  const check = checkIn(post);

  it('gives the financial figures, and no list of claims that no data could fill', async () => {
    const { result, backend } = await check('96100003');
    expect(result.financial_info?.issued_share_capital).toBe('20000');
    expect(result).not.toHaveProperty('claims');
    expect(backend.sections.returned).toContain('financial_info');
    expect(backend.lookups.financial_info).toEqual({
      financials_record: '2026-08-29',
      unavailable: ['claims'],
    });
    // The report says so too, rather than leaving the claims out without a word.
    expect(
      headerRow(result.report_html, 'Onderdelen niet beschikbaar in deze installatie'),
    ).toContain('Incassovorderingen op het bedrijf');
    expect(result.report_html).not.toContain('<h2>Incassovorderingen op het bedrijf</h2>');
  });
});
