/**
 * A KvK number that a foreign register uses too (UK Companies House numbers have eight digits
 * like KvK numbers): a check and a search by it take the company registered in the Netherlands,
 * and name the foreign one only as another candidate. Where only foreign records have the
 * number, they are found: the field takes foreign register numbers too.
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const company = (id: string, name: string, number: string, where: Record<string, string[]>) =>
  ftmEntity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    status: ['active'],
    ...where,
  });
const dutch = { jurisdiction: ['nl'], country: ['nl'] };

const { post } = useRegister('kvk-foreign', [
  // Ids sort before the Dutch companies': the entity-id order would take the foreign ones.
  company('a-de', 'Duits Gelijknummer GmbH (fictitious)', '96100001', {
    jurisdiction: ['de'],
    country: ['de'],
  }),
  company('a-gb', 'Engels Gelijknummer Ltd (fictitious)', '96100002', { country: ['gb'] }),
  company('b-nl-1', 'Hollands Gelijknummer B.V. (fictitious)', '96100001', dutch),
  // GLEIF's record of a KvK company (RA000463): jurisdiction nl, an address abroad.
  company('b-nl-2', 'Hollands Tweede B.V. (fictitious)', '96100002', {
    jurisdiction: ['nl'],
    country: ['be'],
    leiCode: ['506700GE1G29325QX363'],
  }),
  company('c-gb', 'Alleen Engels Ltd (fictitious)', '96100003', { jurisdiction: ['gb'] }),
  // Two Dutch records of one number that are not one company, and a VAT number of one.
  company('d-nl-1', 'Eerste Naamgenoot B.V. (fictitious)', '96100004', dutch),
  company('d-nl-2', 'Tweede Naamgenoot B.V. (fictitious)', '96100004', {
    ...dutch,
    vatCode: ['NL800047114B01'],
  }),
]);

interface Lookup {
  entity_id?: string;
  other_candidates?: { id: string; equally_good: boolean }[];
  remarks?: string[];
}

async function check(body: object): Promise<{ name?: string; lookup: Lookup }> {
  const response = await post('/v1/company-checks', { type: 'basic', ...body });
  expect(response.statusCode, response.body).toBe(200);
  const result = response.json<{ company?: { name?: string }; backend_data: string }>();
  const { lookups } = JSON.parse(result.backend_data) as { lookups: { company: Lookup } };
  return { name: result.company?.name, lookup: lookups.company };
}

describe('a KvK number a foreign register uses too', () => {
  it.each([
    ['96100001', 'b-nl-1', 'a-de'],
    ['96100002', 'b-nl-2', 'a-gb'],
  ])('checks %s as the company registered in the Netherlands', async (number, nl, foreign) => {
    const { lookup } = await check({ chamber_of_commerce_number: number });
    expect(lookup.entity_id).toBe(nl);
    // Another candidate, not one as good: no remark that the check may be of another.
    expect(lookup.other_candidates).toEqual([
      expect.objectContaining({ id: foreign, equally_good: false }),
    ]);
    expect(lookup.remarks ?? []).toEqual([]);
  });

  it('lists the Dutch company first in a search by that number', async () => {
    const response = await post('/v1/company-search', {
      request_type: 1,
      chamber_of_commerce_number: '96100001',
    });
    expect(
      response.json<{ companies: { name?: string }[] }>().companies.map((c) => c.name),
    ).toEqual(['Hollands Gelijknummer B.V. (fictitious)', 'Duits Gelijknummer GmbH (fictitious)']);
  });

  it('still finds a foreign company where only it has the number', async () => {
    expect((await check({ chamber_of_commerce_number: '96100003' })).name).toBe(
      'Alleen Engels Ltd (fictitious)',
    );
  });
});

describe('two Dutch records of one number', () => {
  it('are equally good by the number alone', async () => {
    const { lookup } = await check({ chamber_of_commerce_number: '96100004' });
    expect(lookup.entity_id).toBe('d-nl-1');
    expect(lookup.other_candidates).toEqual([
      expect.objectContaining({ id: 'd-nl-2', equally_good: true }),
    ]);
  });

  it.each([
    ['the VAT number', { vat_number: 'NL800047114B01' }],
    ['the name', { company: { name: 'Tweede Naamgenoot B.V. (fictitious)' } }],
  ])('are told apart by %s given with it', async (_, given) => {
    const { lookup } = await check({ chamber_of_commerce_number: '96100004', ...given });
    expect(lookup.entity_id).toBe('d-nl-2');
    expect(lookup.other_candidates).toEqual([
      expect.objectContaining({ id: 'd-nl-1', equally_good: false }),
    ]);
    expect(lookup.remarks ?? []).toEqual([]);
  });
});
