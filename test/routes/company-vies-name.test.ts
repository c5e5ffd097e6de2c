/**
 * VIES's name against the company checked: "valid" answers for the number, but a number VIES
 * registers to another name is said beside it (audit finding 4: a borrowed VAT number).
 */
import { describe, expect, it } from 'vitest';
import type { ViesClient } from '../../src/upstream/vies/index.js';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

/** VIES's registered name per number (after the country code); valid for every number. */
const viesNames: Record<string, string | undefined> = {
  '123456782B01': 'TOTALLY DIFFERENT HOLDING B.V. (FICTITIOUS)',
  // Upper case, and without the legal form.
  '111111110B01': '(FICTITIOUS) VIESNAAM HANDEL B.V.',
  '444444440B01': '(FICTITIOUS) ZONDER VORM',
  '222222220B01': '---',
  '333333330B01': '',
};
const vies: ViesClient = {
  check: (_country, number) =>
    Promise.resolve({
      status: 'valid',
      name: viesNames[number],
      address: 'HAUPTSTR. 1\n10115 BERLIN',
      cached: false,
      ms: 1,
    }),
};

const company = (id: string, name: string, number: string, vat: string) =>
  ftmEntity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    vatCode: [vat],
  });

const { post } = useRegister(
  'vies-name',
  [
    company('co-borrowed', 'Eigen Naam B.V. (fictitious)', '94100001', 'NL123456782B01'),
    // The label first: a legal form is read at the end of a name.
    company('co-same', '(fictitious) Viesnaam Handel BV', '94100002', 'NL111111110B01'),
    company('co-bare', '(fictitious) Zonder Vorm B.V.', '94100005', 'NL444444440B01'),
    company('co-dashes', 'Streepjes B.V. (fictitious)', '94100003', 'NL222222220B01'),
    company('co-blank', 'Leeg B.V. (fictitious)', '94100004', 'NL333333330B01'),
  ],
  { vies },
);

interface Result {
  vat_validation?: { result?: string; result_description?: string; company?: string };
  backend_data: string;
}

const lookupsOf = (result: Result) =>
  (JSON.parse(result.backend_data) as { lookups: Record<string, unknown> }).lookups;

const check = async (kvk: string): Promise<Result> => {
  const res = await post('/v1/company-checks', { type: 'basic', chamber_of_commerce_number: kvk });
  expect(res.statusCode).toBe(200);
  return res.json<Result>();
};

describe('vat_validation: the name VIES registers the number to', () => {
  it('stays Valid but says VIES has the number for another name than the company checked', async () => {
    const body = await check('94100001');
    expect(body.vat_validation?.result).toBe('Valid');
    expect(body.vat_validation?.company).toBe('TOTALLY DIFFERENT HOLDING B.V. (FICTITIOUS)');
    expect(body.vat_validation?.result_description).toBe(
      'VIES confirms the VAT number is valid; VIES registers this VAT number to TOTALLY ' +
        'DIFFERENT HOLDING B.V. (FICTITIOUS), not to the company checked, Eigen Naam B.V. ' +
        '(fictitious) (94100001)',
    );
    expect(lookupsOf(body).vat_validation).toEqual({
      vies_name: 'TOTALLY DIFFERENT HOLDING B.V. (FICTITIOUS)',
      not_the_name_of: 'Eigen Naam B.V. (fictitious) (94100001)',
    });
  });

  it('says nothing when the names agree up to spelling, or VIES gives no name', async () => {
    for (const kvk of ['94100002', '94100003', '94100004', '94100005']) {
      const body = await check(kvk);
      expect(body.vat_validation?.result).toBe('Valid');
      expect(body.vat_validation?.result_description).toBe('VIES confirms the VAT number is valid');
      expect(lookupsOf(body).vat_validation).toBeUndefined();
    }
  });
});
