/**
 * A register's status words (audit finding 5): insolvency and deregistration words become the
 * contract's codes where one says what they are; a word no code says is named, not dropped;
 * GLEIF's INACTIVE entity with an expiration date (reason DISSOLVED) is dissolved.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { leiCsvOf } from '../gleif-parties.js';
import { useRegister } from '../register-context.js';

const company = (number: string, status: string, country = 'nl') =>
  ftmEntity(`co-${number}`, 'Company', {
    name: [`Status ${status} B.V. (fictitious)`],
    registrationNumber: [number],
    jurisdiction: [country],
    status: [status],
  });

const { post } = useRegister(
  'status-words',
  [
    company('95000001', 'In staat van faillissement'),
    company('95000002', 'Uitgeschreven'),
    company('95000003', 'Struck off', 'gb'),
    company('95000004', 'Surseance van betaling'),
  ],
  {
    records: [
      {
        format: 'gleif-lei',
        csv: leiCsvOf([
          {
            LEI: '724500STATUSDISS0197',
            'Entity.LegalName': 'GLEIF OPGEHEVEN B.V. (FICTITIOUS)',
            'Entity.LegalAddress.Country': 'NL',
            'Entity.RegistrationAuthority.RegistrationAuthorityID': 'RA000463',
            'Entity.RegistrationAuthority.RegistrationAuthorityEntityID': '95000005',
            'Entity.LegalJurisdiction': 'NL',
            'Entity.EntityStatus': 'INACTIVE',
            'Entity.EntityExpirationDate': '2024-06-30T00:00:00Z',
            'Entity.EntityExpirationReason': 'DISSOLVED',
          },
        ]),
      },
    ],
  },
);

interface Result {
  company?: { status?: string };
  backend_data: string;
}
interface CompanyLookup {
  register_status?: string;
  remarks?: string[];
}

const check = async (kvk: string) => {
  const res = await post('/v1/company-checks', { type: 'basic', chamber_of_commerce_number: kvk });
  expect(res.statusCode, res.body).toBe(200);
  const result = res.json<Result>();
  const lookups = (JSON.parse(result.backend_data) as { lookups: { company?: CompanyLookup } })
    .lookups;
  return { status: result.company?.status, lookup: lookups.company };
};

describe('company.status from the register’s words', () => {
  it.each([
    ['95000001', 'bankrupt'],
    ['95000002', 'dissolved'],
    ['95000003', 'dissolved'],
    ['95000005', 'dissolved'],
  ])('%s is %s, with no remark', async (kvk, status) => {
    const { status: got, lookup } = await check(kvk);
    expect(got).toBe(status);
    expect(lookup?.register_status).toBeUndefined();
    expect(lookup?.remarks ?? []).toEqual([]);
  });

  it('names a word no code says (a suspension of payments is no bankruptcy)', async () => {
    const { status, lookup } = await check('95000004');
    expect(status).toBeUndefined();
    expect(lookup?.register_status).toBe('Surseance van betaling');
    expect(lookup?.remarks).toEqual([
      'the register\'s status, "Surseance van betaling", is none of the contract\'s statuses; company.status is left out',
    ]);
  });
});
