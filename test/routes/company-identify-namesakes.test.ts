/**
 * How a company check chooses between companies that carry one name: register order, phone
 * number or mail address given, and the name as written.
 */
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/entities/entity.js';
import { openFtmRegistry } from '../demo-registry.js';
import { createTestContext } from '../helpers.js';
import { lookup, type CompanyResult } from './company-identify-context.js';

describe('a name that two companies carry', () => {
  it('checks the first in register order and remarks that another fits as well', async () => {
    const company = (id: string, number: string, status = 'active'): Entity => ({
      id,
      schema: 'Company',
      properties: {
        name: ['Stichting Steunfonds Horizon (fictitious)'],
        registrationNumber: [number],
        status: [status],
        jurisdiction: ['nl'],
      },
    });
    // The bankrupt namesake comes first by id: register order takes the active one all the same.
    const register = await openFtmRegistry('equal-names', 'fictitious-register', {
      entities: [
        company('co-0', '00000000', 'bankrupt'),
        company('co-a', '11111111'),
        company('co-b', '22222222'),
      ],
    });
    const context = await createTestContext({ registry: register.registry });
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/company-checks',
        payload: { type: 'basic', company: { name: 'Stichting Steunfonds Horizon (fictitious)' } },
        headers: { authorization: context.alice.authorization },
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json<CompanyResult>();
      expect(result.company?.chamber_of_commerce_number).toBe('11111111');
      expect((lookup(result) as { remarks?: string[] }).remarks).toEqual([
        'the company.name given fits other companies as well: Stichting Steunfonds Horizon (fictitious) (22222222), Stichting Steunfonds Horizon (fictitious) (00000000, bankrupt); this check is of the first in register order, then by the closer name',
      ]);
      expect(result.company?.status).toBe('active');
    } finally {
      await context.close();
      await register.close();
    }
  });

  it('takes the namesake that the phone number or mail address given belongs to, bankrupt or not', async () => {
    const company = (id: string, number: string, status: string, phone: string): Entity => ({
      id,
      schema: 'Company',
      properties: {
        name: ['Kapsalon Zijlstra B.V. (fictitious)'],
        registrationNumber: [number],
        status: [status],
        phone: [phone],
        email: [`info@${number}.example`],
        jurisdiction: ['nl'],
      },
    });
    const register = await openFtmRegistry('contact-decides', 'fictitious-register', {
      entities: [
        company('co-a', '11111111', 'active', '+31718963209'),
        company('co-b', '22222222', 'bankrupt', '+31736740994'),
      ],
    });
    const context = await createTestContext({ registry: register.registry });
    try {
      for (const given of [
        { phone_number: '073-6740994' },
        { mail_address: 'info@22222222.example' },
      ]) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/v1/company-checks',
          payload: {
            type: 'basic',
            company: { name: 'Kapsalon Zijlstra B.V. (fictitious)', ...given },
          },
          headers: { authorization: context.alice.authorization },
        });
        expect(response.statusCode, response.body).toBe(200);
        const result = response.json<CompanyResult>();
        expect(result.company?.chamber_of_commerce_number, JSON.stringify(given)).toBe('22222222');
        expect(result.company?.status).toBe('bankrupt');
        // The active namesake does not fit as well: the detail given is not its.
        expect(JSON.stringify(lookup(result))).toContain('"equally_good":false');
        expect((lookup(result) as { remarks?: string[] }).remarks ?? []).toEqual([]);
      }
    } finally {
      await context.close();
      await register.close();
    }
  });

  it('takes the name as written over a namesake spelled otherwise, whatever the register order', async () => {
    const company = (id: string, name: string, number: string): Entity => ({
      id,
      schema: 'Company',
      properties: {
        name: [name],
        registrationNumber: [number],
        status: ['active'],
        jurisdiction: ['nl'],
      },
    });
    // "Jansen" comes first by id and scores nearly as well as "Janssen".
    const register = await openFtmRegistry('near-names', 'fictitious-register', {
      entities: [
        company('co-a', 'Jansen Logistiek B.V. (fictitious)', '11111111'),
        company('co-b', 'Janssen Logistiek B.V. (fictitious)', '22222222'),
      ],
    });
    const context = await createTestContext({ registry: register.registry });
    try {
      for (const [name, number] of [
        ['Janssen Logistiek B.V. (fictitious)', '22222222'],
        ['janssen logistiek bv (fictitious)', '22222222'],
        ['Jansen Logistiek B.V. (fictitious)', '11111111'],
      ] as const) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/v1/company-checks',
          payload: { type: 'basic', company: { name } },
          headers: { authorization: context.alice.authorization },
        });
        expect(response.statusCode, response.body).toBe(200);
        const result = response.json<CompanyResult>();
        expect(result.company?.chamber_of_commerce_number, name).toBe(number);
        // The other is a candidate, not one that "fits as well".
        expect(JSON.stringify(lookup(result)), name).toContain('"equally_good":false');
        expect((lookup(result) as { remarks?: string[] }).remarks ?? [], name).toEqual([]);
      }
    } finally {
      await context.close();
      await register.close();
    }
  });
});
