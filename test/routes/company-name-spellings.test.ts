/**
 * A company name written otherwise than the register writes it: the legal form first, a
 * family name's particles glued on or abbreviated, "en", "and" or "+" for "&". A company check
 * by that name takes the company a company search by it lists first, and takes no other.
 */
import { describe, expect, it } from 'vitest';
import { dutchCompany } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

const company = (id: string, number: string, name: string) => dutchCompany(id, number, name);

const { post } = useRegister('name-spellings', [
  company('co-pinas', '12345678', 'Pinas Makelaars B.V.'),
  company('co-vos', '12345679', 'Vos Makelaars B.V.'),
  company('co-bakker', '22772214', 'Van der Linden Bakkerij B.V.'),
  company('co-advies', '30543845', 'Van der Linden Advies B.V.'),
  company('co-smits', '14759228', 'Facilitair Smits & van der Wal V.O.F.'),
  company('co-wal', '25620203', 'F. van der Wal Holding B.V.'),
  company('co-jansen', '31000001', 'B.V. Jansen Holding B.V.'),
  // Two companies whose names hold "Kok & de Bruin": a check by it cannot tell which is meant.
  company('co-kok-1', '41000001', 'Installatietechniek Kok & de Bruin Noord V.O.F.'),
  company('co-kok-2', '41000002', 'Schilders- en Stukadoorsbedrijf Kok & de Bruin B.V.'),
  // More companies than a search lists by them hold "Meulman" and "Glas", most scoring low.
  company('co-glas', '51000000', 'Meulman Glas Zuid Oost B.V.'),
  ...[
    'Noord',
    'West',
    'Haven',
    'Markt',
    'Dorp',
    'Plein',
    'Brug',
    'Molen',
    'Kerk',
    'Laan',
    'Hof',
  ].map((place, i) =>
    company(`co-glas-${i}`, `5100001${i}`, `Meulman ${place} Beheer Groep Glas Holding B.V.`),
  ),
]);

interface Lookup {
  matched_by?: string;
  entity_id?: string;
  remarks?: string[];
}

async function checkOf(name: string): Promise<Lookup> {
  const response = await post('/v1/company-checks', { type: 'basic', company: { name } });
  expect(response.statusCode, response.body).toBe(200);
  const { backend_data } = response.json<{ backend_data: string }>();
  return (JSON.parse(backend_data) as { lookups: { company: Lookup } }).lookups.company;
}

async function searchOf(name: string): Promise<string[]> {
  const response = await post('/v1/company-search', { request_type: 2, company: { name } });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ companies: { chamber_of_commerce_number?: string }[] }>()
    .companies.map((c) => c.chamber_of_commerce_number ?? '');
}

describe('a company name written otherwise', () => {
  it.each([
    ['B.V. Pinas Makelaars', 'co-pinas', '12345678'],
    ['BV Pinas Makelaars', 'co-pinas', '12345678'],
    ['Vanderlinden Bakkerij BV', 'co-bakker', '22772214'],
    ['v.d. Linden Bakkerij', 'co-bakker', '22772214'],
    ['Smits & vd Wal', 'co-smits', '14759228'],
    ['Smits en van der Wal', 'co-smits', '14759228'],
    ['Smits + v.d. Wal', 'co-smits', '14759228'],
    ['Smits and vdr Wal', 'co-smits', '14759228'],
  ])('"%s" is found by a check as the search lists it first', async (name, id, number) => {
    expect((await searchOf(name))[0]).toBe(number);
    expect(await checkOf(name)).toMatchObject({ matched_by: 'name', entity_id: id });
  });

  it("says the company's name has words more where the name given is part of it", async () => {
    const lookup = await checkOf('Smits en vd Wal');
    expect(lookup.entity_id).toBe('co-smits');
    expect(lookup.remarks).toEqual([
      'the name given, "Smits en vd Wal", is not the company\'s name (Facilitair Smits & van der Wal V.O.F. (14759228)): its words or legal form differ',
    ]);
  });

  it('takes no company by part of its name that other names hold too, or by one word', async () => {
    const both = await searchOf('Kok en de Bruin');
    expect([...both].sort()).toEqual(['41000001', '41000002']);
    expect(await checkOf('Kok en de Bruin')).not.toHaveProperty('entity_id');
    expect(await checkOf('Facilitair')).not.toHaveProperty('entity_id');
  });

  it('takes none by words that more companies hold than a search lists', async () => {
    // The companies holding them below 0.5 are not listed: no check can tell the one meant.
    expect(await checkOf('Meulman Glas')).not.toHaveProperty('entity_id');
  });

  it('reads B.V. before a name that ends with a form as initials, not as the form', async () => {
    expect(await checkOf('B.V. Jansen Holding B.V.')).toMatchObject({ entity_id: 'co-jansen' });
  });

  it('takes no other company for one whose other words differ', async () => {
    // Van der Linden Advies is no bakery, and Vos Makelaars not Pinas Makelaars.
    expect(await checkOf('Vanderlinden Restaurant BV')).not.toHaveProperty('entity_id');
    expect((await checkOf('B.V. Pinas Makelaars')).entity_id).toBe('co-pinas');
  });
});
