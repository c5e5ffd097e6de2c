/**
 * Company search by number (request_type 1): the companies in the order a check takes them,
 * and an LEI in the field read as an LEI, as a check reads it.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { leiCompany } from '../gleif-parties.js';
import { useRegister } from '../register-context.js';
import { NOT_A_PHONE_NUMBER } from '../../src/checks/company/company-input.js';

const company = (id: string, name: string, extra: Record<string, string[]>) =>
  ftmEntity(id, 'Company', { name: [name], jurisdiction: ['nl'], ...extra });

const { post } = useRegister('search-number', [
  // One number, two registrations: the dissolved one read first from the store.
  company('co-a-old', 'Dubbelnummer Oud B.V. (fictitious)', {
    registrationNumber: ['96000001'],
    status: ['dissolved'],
  }),
  company('co-b-new', 'Dubbelnummer Nieuw B.V. (fictitious)', {
    registrationNumber: ['96000001'],
    status: ['active'],
  }),
  // GLEIF's own LEI, given here to a fictitious company.
  company('co-lei', 'Lei Voorbeeld B.V. (fictitious)', {
    registrationNumber: ['96000002'],
    leiCode: ['506700GE1G29325QX363'],
    status: ['active'],
  }),
  // One fictitious company in two sources: the register's full record, and GLEIF's with the LEI
  // only (names that agree, as isSameCompany asks).
  company('co-kvk', 'Tweebron B.V.', {
    registrationNumber: ['96000003'],
    legalForm: ['Besloten Vennootschap'],
    incorporationDate: ['2011-04-01'],
    status: ['active'],
  }),
  leiCompany('724500TWEEBRON00NL20', 'TWEEBRON B.V.', '96000003'),
]);

async function search(number: string): Promise<string[]> {
  const response = await post('/v1/company-search', {
    request_type: 1,
    chamber_of_commerce_number: number,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ companies: { name?: string }[] }>().companies.map((c) => c.name ?? '');
}

describe('company search by number', () => {
  it('lists the active company first, the one a check of that number takes', async () => {
    expect(await search('96000001')).toEqual([
      'Dubbelnummer Nieuw B.V. (fictitious)',
      'Dubbelnummer Oud B.V. (fictitious)',
    ]);
    const check = await post('/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '96000001',
    });
    expect(check.json<{ company?: { name?: string } }>().company?.name).toBe(
      'Dubbelnummer Nieuw B.V. (fictitious)',
    );
  });

  it('refuses a number without a letter or digit, in a search and in a check', async () => {
    for (const [url, body] of [
      ['/v1/company-search', { request_type: 1, chamber_of_commerce_number: '----' }],
      ['/v1/company-checks', { type: 'basic', chamber_of_commerce_number: ' .-. ' }],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors).toEqual([
        {
          path: '/chamber_of_commerce_number',
          message: 'has no letter or digit: it is no company number',
        },
      ]);
    }
  });

  it('refuses a mail address that is none, in a search and in a check', async () => {
    for (const [url, body] of [
      ['/v1/company-search', { company: { name: 'Dubbelnummer', mail_address: 'not-an-email' } }],
      ['/v1/company-checks', { type: 'basic', company: { name: 'X', mail_address: 'a@b' } }],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toEqual([
        '/company/mail_address',
      ]);
    }
  });

  it('refuses a phone number that is none, in a search and in a check, and takes one that is', async () => {
    for (const [url, company] of [
      ['/v1/company-search', { name: 'Dubbelnummer', phone_number: 'abc' }],
      ['/v1/company-checks', { name: 'X', phone_number: '12345' }],
      ['/v1/company-checks', { name: 'X', phone_number: '020 123 4567 ext 12' }],
    ] as const) {
      const body = url === '/v1/company-checks' ? { type: 'basic', company } : { company };
      const response = await post(url, body);
      expect(response.statusCode, `${url} ${company.phone_number}`).toBe(400);
      expect(response.json<{ errors: { path: string; message: string }[] }>().errors).toEqual([
        { path: '/company/phone_number', message: NOT_A_PHONE_NUMBER },
      ]);
    }
    for (const phone_number of [
      '020-1234567',
      '+31 (0)20 123 4567',
      '020\u20131234567',
      'Tel.: 020 1234567',
      ' ',
    ]) {
      const response = await post('/v1/company-checks', {
        type: 'basic',
        company: { name: 'X', phone_number },
      });
      expect(response.statusCode, phone_number).toBe(200);
    }
  });

  it('reads an LEI in the field as an LEI', async () => {
    expect(await search('506700GE1G29325QX363')).toEqual(['Lei Voorbeeld B.V. (fictitious)']);
  });

  it("lists by an LEI the company's other records too, the one a check takes first", async () => {
    const byLei = await search('724500TWEEBRON00NL20');
    expect(byLei).toEqual(['Tweebron B.V.', 'TWEEBRON B.V.']);
    expect(await search('96000003')).toEqual(byLei);
    const check = await post('/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '724500TWEEBRON00NL20',
    });
    expect(check.json<{ company?: { name?: string } }>().company?.name).toBe(byLei[0]);
  });
});
