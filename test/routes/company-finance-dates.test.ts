/**
 * financial_info and claims against the company's dates: an open claim's age on the check date,
 * and records dated after the company was dissolved named as such.
 */
import { describe, expect, it } from 'vitest';
import { checkDayOf } from '../../src/checks/check-day.js';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const FINANCIALS_HEADER =
  'kvk_number,risk_rating_code,risk_rating_message,payment_behavior_code,payment_behavior_message,payment_behavior_term,payment_behavior_norm_code,payment_behavior_norm_message,payment_behavior_norm_term,payment_behavior3_months_ago_code,payment_behavior3_months_ago_message,payment_behavior3_months_ago_term,equity,cash,credit_guide,issued_share_capital,paid_up_share_capital,as_of';
const financials = (kvk: string, asOf: string) =>
  `${kvk},BRR2,,BBG1,,,BBG1,,,BBG1,,,,,,20000,20000,${asOf}`;
const claim = (kvk: string, received: string, days: number, closed: boolean) =>
  `${kvk},${received},${days},1000.00,0,${closed},false,false,false`;

/** A date `days` before the check's day (in Amsterdam, as the check counts). */
const daysAgo = (days: number) => {
  const today = Date.parse(`${checkDayOf(new Date())}T00:00:00Z`);
  return new Date(today - days * 86_400_000).toISOString().slice(0, 10);
};

const company = (id: string, name: string, number: string, extra: Record<string, string[]> = {}) =>
  ftmEntity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    ...extra,
  });

const { post } = useRegister(
  'finance-dates',
  [
    company('co-k', 'Kwekerij Opgeheven B.V. (fictitious)', '96000001', {
      status: ['dissolved'],
      dissolutionDate: ['1987-01-28'],
    }),
    company('co-a', 'Actieve Handel B.V. (fictitious)', '96000002'),
    // Claims, but no financials record.
    company('co-c', 'Alleen Vorderingen B.V. (fictitious)', '96000003'),
  ],
  {
    records: [
      {
        format: 'financials',
        csv: [
          FINANCIALS_HEADER,
          financials('96000001', '1986-12-31'),
          financials('96000001', '2026-08-29'),
          financials('96000002', '2026-08-29'),
        ].join('\n'),
      },
      {
        format: 'claims',
        csv: [
          'kvk_number,received_date,duration_days,claim_amount,paid_amount,closed,legal_action,disputed,foreign',
          claim('96000001', '1986-05-01', 30, true),
          claim('96000001', '2026-02-15', 7, false),
          // Open for 100 days, though the file, made long ago, says 3.
          claim('96000002', daysAgo(100), 3, false),
          claim('96000002', '2020-01-10', 45, true),
          claim('96000003', '2024-03-01', 12, true),
        ].join('\n'),
      },
    ],
  },
);

interface Result {
  financial_info?: { issued_share_capital?: string };
  claims?: { receivedDate: string; durationDays: string; closed: string }[];
  backend_data: string;
}

async function check(number: string) {
  const response = await post('/v1/company-checks', {
    type: 'standard',
    chamber_of_commerce_number: number,
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<Result>();
  const { lookups } = JSON.parse(result.backend_data) as { lookups: Record<string, unknown> };
  return { result, lookups };
}

describe('financials and claims against the company dates', () => {
  it('gives an open claim its age on the check date and a closed one the days it ran', async () => {
    const { result, lookups } = await check('96000002');
    expect(result.claims?.map((c) => [c.closed, c.durationDays])).toEqual([
      ['false', '100'],
      ['true', '45'],
    ]);
    expect(lookups.financial_info).toEqual({ financials_record: '2026-08-29', claims: 2 });
  });

  it('names the financials record and the claims dated after the dissolution', async () => {
    const { result, lookups } = await check('96000001');
    expect(result.financial_info?.issued_share_capital).toBe('20000');
    expect(lookups.financial_info).toEqual({
      financials_record: '2026-08-29',
      claims: 2,
      dated_after_dissolution: {
        dissolution_date: '1987-01-28',
        financials_record: '2026-08-29',
        claims_received: ['2026-02-15'],
      },
    });
  });
});

describe('claims without a financials record', () => {
  it('names financial_info as not found, in backend_data and in the report, and keeps the claims', async () => {
    for (const type of ['standard', 'mkb', 'extended']) {
      const response = await post('/v1/company-checks', {
        type,
        chamber_of_commerce_number: '96000003',
        report_view: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<Result & { report_html: string }>();
      expect(result).not.toHaveProperty('financial_info');
      expect(result.claims).toHaveLength(1);
      const { sections } = JSON.parse(result.backend_data) as {
        sections: { returned: string[]; not_found: string[] };
      };
      expect(sections.not_found, type).toContain('financial_info');
      expect(sections.returned, type).not.toContain('financial_info');
      const withoutData = /Onderdelen niet uitgevoerd of zonder gegevens<\/th><td>([^<]*)</.exec(
        result.report_html,
      );
      expect(withoutData?.[1], type).toContain('Financiële gegevens');
      expect(result.report_html).toContain('<h2>Incassovorderingen op het bedrijf</h2>');
    }
  });
});
