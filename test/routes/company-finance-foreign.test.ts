/**
 * financial_info and claims are keyed by KvK number (docs/formats.md): they are the records of
 * the company registered in the Netherlands under it, never of a foreign company that has the
 * same eight digits in its own register.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const FINANCIALS_HEADER =
  'kvk_number,risk_rating_code,risk_rating_message,payment_behavior_code,payment_behavior_message,payment_behavior_term,payment_behavior_norm_code,payment_behavior_norm_message,payment_behavior_norm_term,payment_behavior3_months_ago_code,payment_behavior3_months_ago_message,payment_behavior3_months_ago_term,equity,cash,credit_guide,issued_share_capital,paid_up_share_capital,as_of';
const financials = (kvk: string) => `${kvk},BRR2,,BBG1,,,BBG1,,,BBG1,,,,,,20000,20000,2026-01-31`;
const claim = (kvk: string) => `${kvk},2024-03-01,12,1000.00,0,true,false,false,false`;
const NUMBERS = ['96200001', '96200002'];

const { post } = useRegister(
  'finance-foreign',
  [
    // Only a British company has this number: the check finds it, but the figures are not its.
    ftmEntity('co-gb', 'Company', {
      name: ['Britse Cijfers Ltd (fictitious)'],
      registrationNumber: ['96200001'],
      jurisdiction: ['gb'],
      country: ['gb'],
    }),
    // GLEIF's record of a KvK company (jurisdiction nl) with its address abroad: Dutch.
    ftmEntity('co-nl', 'Company', {
      name: ['Hollandse Cijfers B.V. (fictitious)'],
      registrationNumber: ['96200002'],
      jurisdiction: ['nl'],
      country: ['be'],
    }),
  ],
  {
    records: [
      { format: 'financials', csv: [FINANCIALS_HEADER, ...NUMBERS.map(financials)].join('\n') },
      {
        format: 'claims',
        csv: [
          'kvk_number,received_date,duration_days,claim_amount,paid_amount,closed,legal_action,disputed,foreign',
          ...NUMBERS.map(claim),
        ].join('\n'),
      },
    ],
  },
);

async function check(number: string) {
  const response = await post('/v1/company-checks', {
    type: 'mkb',
    chamber_of_commerce_number: number,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    company?: { name?: string };
    financial_info?: unknown;
    claims?: unknown[];
  }>();
}

describe('records keyed by KvK number', () => {
  it('are not given to a foreign company with the same digits', async () => {
    const result = await check('96200001');
    expect(result.company?.name).toBe('Britse Cijfers Ltd (fictitious)');
    expect(result).not.toHaveProperty('financial_info');
    expect(result).not.toHaveProperty('claims');
  });

  it('are given to a company registered in the Netherlands, wherever its address', async () => {
    const result = await check('96200002');
    expect(result.financial_info).toBeDefined();
    expect(result.claims).toHaveLength(1);
  });
});
