/**
 * Parent companies that are not active in the register (a bankrupt holding), on a small
 * fictitious register: the contract's Parent has no status, so backend_data names them.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const company = (id: string, name: string, number: string, status: string) =>
  ftmEntity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    status: [status],
  });
const ownership = (id: string, owner: string, asset: string, percentage: string) =>
  ftmEntity(id, 'Ownership', {
    owner: [owner],
    asset: [asset],
    percentage: [percentage],
    startDate: ['2015-01-01'],
  });

const { post } = useRegister('parent-status', [
  company('co-1', 'Werkmaatschappij Zuid B.V. (fictitious)', '94000001', 'active'),
  company('co-h', 'Zuid Holding B.V. (fictitious)', '94000002', 'bankrupt'),
  company('co-t', 'Zuid Groep B.V. (fictitious)', '94000003', 'active'),
  company('co-o', 'Oude Deelneming B.V. (fictitious)', '94000004', 'dissolved'),
  ownership('o-1', 'co-h', 'co-1', '60'),
  ownership('o-2', 'co-o', 'co-1', '40'),
  ownership('o-3', 'co-t', 'co-h', '100'),
]);

describe('parents that are not active', () => {
  it('are named with their status in backend_data, active ones not', async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '94000001',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { backend_data } = response.json<{ backend_data: string }>();
    const { parents } = (JSON.parse(backend_data) as { lookups: { parents: unknown } }).lookups;
    expect(parents).toEqual({
      complete: true,
      not_active: [
        {
          name: 'Zuid Holding B.V. (fictitious)',
          chamber_of_commerce_number: '94000002',
          status: 'bankrupt',
        },
        {
          name: 'Oude Deelneming B.V. (fictitious)',
          chamber_of_commerce_number: '94000004',
          status: 'dissolved',
        },
      ],
    });
  });
});
