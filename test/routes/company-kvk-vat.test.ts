/**
 * A VAT number or an RSIN given as the KvK number, as forms and spreadsheets mix the two
 * fields up: a check and a search by number read it as what it is, and a check says so, rather
 * than answer that no such company exists.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const { post } = useRegister('kvk-vat', [
  ftmEntity('co-vat', 'Company', {
    name: ['Zeeburg Handel B.V. (fictitious)'],
    registrationNumber: ['12345678'],
    taxNumber: ['800047114'],
    vatCode: ['NL800047114B01'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
  // Known by its RSIN alone: a btw number of it is found through the RSIN in it.
  ftmEntity('co-rsin', 'Company', {
    name: ['Havenzicht Opslag B.V. (fictitious)'],
    registrationNumber: ['23456789'],
    taxNumber: ['002564622'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
  // A US company whose tax number (an EIN) has nine digits too: no RSIN.
  ftmEntity('co-us', 'Company', {
    name: ['Delaware Widgets Inc. (fictitious)'],
    registrationNumber: ['5551234'],
    taxNumber: ['111111110'],
    jurisdiction: ['us-de'],
    status: ['active'],
  }),
]);

interface Lookup {
  looked_up: unknown[];
  matched_by?: string;
  remarks?: string[];
}

async function checkBy(number: string) {
  const response = await post('/v1/company-checks', {
    type: 'basic',
    chamber_of_commerce_number: number,
  });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<{
    company?: { chamber_of_commerce_number?: string };
    backend_data: string;
  }>();
  const { company } = (JSON.parse(result.backend_data) as { lookups: { company: Lookup } }).lookups;
  return { number: result.company?.chamber_of_commerce_number, lookup: company };
}

describe('a VAT number given as the KvK number', () => {
  it('finds the company by it, as written by hand, and says how it was read', async () => {
    const { number, lookup } = await checkBy('nl 8000.47.114 b01');
    expect(number).toBe('12345678');
    expect(lookup.looked_up).toEqual([
      { by: 'chamber_of_commerce_number', found: [] },
      { by: 'chamber_of_commerce_number', read_as: 'NL800047114B01', found: ['co-vat'] },
    ]);
    expect(lookup.matched_by).toBe('chamber_of_commerce_number');
    expect(lookup.remarks).toEqual([
      'the chamber_of_commerce_number given, NL800047114B01, is a VAT number, not a KvK number: looked up as the VAT number NL800047114B01',
    ]);
  });

  it('finds a Dutch one by the RSIN in it where the register lacks the VAT number', async () => {
    const { number, lookup } = await checkBy('NL002564622B01');
    expect(number).toBe('23456789');
    expect(lookup.remarks).toEqual([
      'the chamber_of_commerce_number given, NL002564622B01, is a Dutch VAT number, not a KvK number: looked up by the RSIN in it, 002564622',
    ]);
  });

  it('is read so by a company search by number too', async () => {
    const response = await post('/v1/company-search', {
      request_type: 1,
      chamber_of_commerce_number: 'NL800047114B01',
    });
    expect(
      response
        .json<{ companies: { chamber_of_commerce_number?: string }[] }>()
        .companies.map((c) => c.chamber_of_commerce_number),
    ).toEqual(['12345678']);
  });
});

describe('a Dutch VAT number given as vat_number', () => {
  it('finds by the RSIN in it no foreign company whose tax number has those digits', async () => {
    const response = await post('/v1/company-checks', {
      type: 'basic',
      vat_number: 'NL111111110B01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ company?: unknown; backend_data: string }>();
    expect(result.company).toBeUndefined();
    const { company } = (JSON.parse(result.backend_data) as { lookups: { company: Lookup } })
      .lookups;
    expect(company.looked_up).toEqual([
      { by: 'vat_number', found: [] },
      { by: 'rsin', found: [] },
    ]);
  });
});

describe('nine digits given as the KvK number', () => {
  it('are looked up as an RSIN, and a check says so', async () => {
    const { number, lookup } = await checkBy('800047114');
    expect(number).toBe('12345678');
    expect(lookup.remarks).toEqual([
      'the chamber_of_commerce_number given, 800047114, has nine digits, which a KvK number never has: looked up as an RSIN',
    ]);
  });

  it("find no foreign company whose tax number has those digits: an RSIN is the KvK's", async () => {
    expect(await checkBy('111111110')).toMatchObject({ number: undefined });
    const response = await post('/v1/company-search', {
      request_type: 1,
      chamber_of_commerce_number: '111111110',
    });
    expect(response.json<{ companies: unknown[] }>().companies).toEqual([]);
  });

  it('found by no reading, are said once to be in no register record', async () => {
    const response = await post('/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '999999999',
      company: { name: 'Havenzicht Opslag B.V. (fictitious)' },
    });
    const { backend_data } = response.json<{ backend_data: string }>();
    const { company } = (JSON.parse(backend_data) as { lookups: { company: Lookup } }).lookups;
    expect(company.matched_by).toBe('name');
    expect(company.remarks).toEqual([
      'the chamber_of_commerce_number given is in no register record; the company was found by company.name',
    ]);
  });

  it('find nothing where no company has that RSIN, and no digit is dropped', async () => {
    // 012345678 is not 12345678 with a zero typed before it.
    expect(await checkBy('012345678')).toMatchObject({ number: undefined });
  });
});
