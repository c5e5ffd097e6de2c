/** A dissolved company's dissolution date, which the contract's record has no field for. */
import { describe, expect, it } from 'vitest';
import { ftmEntity, openFtmRegistry } from '../demo-registry.js';
import { createTestContext } from '../helpers.js';

describe('a dissolved company', () => {
  it('is checked with its dissolution date in backend_data', async () => {
    const register = await openFtmRegistry('dissolved', 'fictitious', {
      entities: [
        ftmEntity('co-d', 'Company', {
          name: ['Opgeheven Handel B.V. (fictitious)'],
          registrationNumber: ['93000001'],
          jurisdiction: ['nl'],
          status: ['dissolved'],
          dissolutionDate: ['2024-12-07'],
        }),
      ],
    });
    const context = await createTestContext({ registry: register.registry });
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        payload: { type: 'basic', chamber_of_commerce_number: '93000001' },
        headers: { authorization: context.alice.authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<{ company?: { status?: string }; backend_data: string }>();
      expect(result.company?.status).toBe('dissolved');
      expect(
        (JSON.parse(result.backend_data) as { lookups: Record<string, unknown> }).lookups,
      ).toMatchObject({ dissolution_date: '2024-12-07' });
    } finally {
      await context.close();
      await register.close();
    }
  });
});
