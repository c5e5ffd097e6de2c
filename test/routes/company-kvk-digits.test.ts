/**
 * A KvK number given with seven digits, as spreadsheets write a number whose leading zero they
 * dropped: checks and searches read it with the zero restored, and say so. Nine digits are not
 * read as a KvK number with a zero too many.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const { post } = useRegister('kvk-digits', [
  ftmEntity('co-0', 'Company', {
    name: ['Noorderzijl Handel B.V. (fictitious)'],
    registrationNumber: ['01234567'],
    jurisdiction: ['nl'],
    status: ['active'],
  }),
]);

describe('a KvK number of seven digits', () => {
  it('is read with its leading zero restored by a check, which says so', async () => {
    const response = await post('/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '1234567',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{
      company?: { chamber_of_commerce_number?: string };
      backend_data: string;
    }>();
    expect(result.company?.chamber_of_commerce_number).toBe('01234567');
    const { company } = (
      JSON.parse(result.backend_data) as {
        lookups: { company: { looked_up: unknown[]; remarks?: string[] } };
      }
    ).lookups;
    expect(company.looked_up).toEqual([
      { by: 'chamber_of_commerce_number', found: [] },
      { by: 'chamber_of_commerce_number', read_as: '01234567', found: ['co-0'] },
    ]);
    // Only that: not also that the number given is in no register record.
    expect(company.remarks).toEqual([
      'KvK number 1234567 has seven digits: read as 01234567, its leading zero restored',
    ]);
  });

  it('is read so by a company search too; other lengths are not padded', async () => {
    const search = async (number: string) =>
      (
        await post('/v1/company-search', { request_type: 1, chamber_of_commerce_number: number })
      ).json<{ companies: { chamber_of_commerce_number?: string }[] }>().companies;
    expect((await search('1234567')).map((c) => c.chamber_of_commerce_number)).toEqual([
      '01234567',
    ]);
    expect(await search('234567')).toEqual([]);
  });
});

describe('a KvK number with a label or a zero too many', () => {
  const checkOf = async (number: string) => {
    const response = await post('/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: number,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{
      company?: { chamber_of_commerce_number?: string };
      backend_data: string;
    }>();
    const { company } = (
      JSON.parse(result.backend_data) as { lookups: { company: { remarks?: string[] } } }
    ).lookups;
    return { number: result.company?.chamber_of_commerce_number, remarks: company.remarks };
  };

  it.each(['KVK 01234567', 'KvK-nummer: 01234567', 'kvk nr. 01234567'])(
    'reads "%s" as the number after the label',
    async (given) => {
      expect(await checkOf(given)).toEqual({ number: '01234567', remarks: undefined });
    },
  );

  it('does not drop a digit of nine: such a number is most often an RSIN, not a KvK number', async () => {
    // 001234567 is no 01234567 with a zero typed before it: reading it so would check an
    // unrelated company.
    expect(await checkOf('001234567')).toEqual({ number: undefined, remarks: undefined });
    const search = await post('/v1/company-search', {
      request_type: 1,
      chamber_of_commerce_number: 'KvK 001234567',
    });
    expect(search.json<{ companies: unknown[] }>().companies).toEqual([]);
  });
});
