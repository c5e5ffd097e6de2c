import { describe, expect, it } from 'vitest';
import type { Entity } from '../entities/entity.js';
import type { DirectoryEntry } from './company-directory-data.js';
import {
  buildDirectory,
  CompanyDirectory,
  directoryFor,
  type DirectorySource,
} from './company-directory.js';

/** Fictitious companies: two bakeries of one name in two cities, a crowd of one name, more. */
const ENTRIES: DirectoryEntry[] = [
  {
    id: 'jansen-utrecht',
    names: ['Bakkerij Jansen B.V.'],
    postcode: '3511AA',
    houseNumber: '10',
    city: 'Utrecht',
    region: 'Utrecht',
    country: 'nl',
    phone: '030-1234567',
    mail: 'info@bakkerij-jansen.example',
    status: 'active',
  },
  {
    id: 'jansen-zwolle',
    names: ['Bakkerij Jansen B.V.'],
    postcode: '8011AB',
    houseNumber: '3',
    city: 'Zwolle',
    // As GLEIF writes a region: its ISO 3166-2 code.
    region: 'NL-OV',
    country: 'nl',
    phone: '038-7654321',
    mail: 'info@jansen-zwolle.example',
    status: 'active',
  },
  {
    id: 'pinas',
    names: ['Pinas Makelaars B.V.', 'Pinas Vastgoed'],
    postcode: '1060AB',
    houseNumber: '6A-2',
    city: 'Amsterdam',
    country: 'nl',
    status: 'active',
  },
  {
    id: 'kompas',
    names: ['Kompas Trading B.V.'],
    postcode: '1060AB',
    houseNumber: '6',
    status: 'active',
  },
  {
    id: 'kompas-old',
    names: ['Kompas Trading V.O.F.'],
    postcode: '1060AB',
    houseNumber: '6B',
    status: 'dissolved',
  },
  { id: 'khalil', names: ['Khalil Capital S.A.'], country: 'lu' },
  // Known abroad by postcode and city only (its address is one text).
  { id: 'claes', names: ['Claes Invest BV'], postcode: '1000', city: 'Brussel', country: 'be' },
  {
    id: 'gerritsen',
    names: ['Gerritsen Kapsalon B.V.'],
    postcode: '5211AA',
    houseNumber: '4',
    city: "'s-Hertogenbosch",
    country: 'nl',
    status: 'active',
  },
  // 120 companies of one name: more than the engine scores in full for one query.
  ...Array.from({ length: 120 }, (_, i): DirectoryEntry => ({
    id: `crowd-${i}`,
    names: ['Horizon Schoonmaak B.V.'],
    postcode: `${1100 + i}XY`,
    houseNumber: String(1 + (i % 7)),
    city: i % 2 === 0 ? 'Amsterdam' : 'Rotterdam',
    country: 'nl',
    status: i % 3 === 0 ? 'dissolved' : 'active',
  })),
];

const directory = CompanyDirectory.build(ENTRIES);
const ids = (matches: { entityId: string }[]) => matches.map((m) => m.entityId);
const find = (
  query: Parameters<CompanyDirectory['findByName']>[0],
  options: { narrow?: boolean; limit?: number } = {},
) => directory.findByName(query, { limit: 10, ...options });

describe('CompanyDirectory.findByName', () => {
  it.each([
    ['Pinas Makelaars B.V.', 'exact'],
    ['pinas makelaars', 'no legal form, lower case'],
    ['Pinas Makelaarz', 'a typo'],
    ['Makelaars Pinas BV', 'reordered, legal form written differently'],
    ['Pinas Vastgoed', 'an alias'],
    ['Khalil Capital', 'a foreign company'],
  ])('finds %s (%s) first', (name) => {
    const [best] = find({ name });
    expect(best?.entityId).toBe(name.startsWith('Khalil') ? 'khalil' : 'pinas');
    expect(best?.score).toBeGreaterThan(0.8);
  });

  it('answers nothing for a name nobody has, or no name', () => {
    expect(find({ name: 'Zeeman Textielsupers' })).toEqual([]);
    expect(find({ name: '  ' })).toEqual([]);
    expect(find({ name: 'B.V.' })).toEqual([]);
  });

  it('scores exact above a typo, and explains the name score', () => {
    const [exact] = find({ name: 'Pinas Makelaars B.V.' });
    const [typo] = find({ name: 'Pinas Makelaarz B.V.' });
    expect(exact?.score).toBeGreaterThan(typo?.score ?? 1);
    expect(exact?.matchedName).toBe('Pinas Makelaars B.V.');
    expect(exact?.features.find((f) => f.feature === 'name')?.detail).toContain('pinas');
  });

  it('lifts the company at the address given and lowers the one elsewhere', () => {
    const plain = find({ name: 'Bakkerij Jansen' });
    expect(ids(plain).sort()).toEqual(['jansen-utrecht', 'jansen-zwolle']);
    expect(plain[0]?.score).toBe(plain[1]?.score);
    const inZwolle = find({
      name: 'Bakkerij Jansen',
      address: { zip_code: '8011 ab', house_number: '3' },
    });
    expect(ids(inZwolle)).toEqual(['jansen-zwolle', 'jansen-utrecht']);
    expect(inZwolle[0]?.score).toBeGreaterThan(plain[0]?.score ?? 1);
    expect(inZwolle[1]?.score).toBeLessThan(plain[0]?.score ?? 0);
    expect(inZwolle[0]?.features.at(-1)).toMatchObject({
      feature: 'address',
      detail: 'postcode, house number agree',
    });
    expect(inZwolle[1]?.features.at(-1)?.detail).toContain('differ');
  });

  it('narrows by a Dutch province given without a finer place, by any of its names', () => {
    const byProvince = (state: string, more: object = {}) =>
      ids(find({ name: 'Bakkerij Jansen', address: { state, ...more } }, { narrow: true }));
    expect(byProvince('Overijssel')).toEqual(['jansen-zwolle']);
    expect(byProvince('OV')).toEqual(['jansen-zwolle']);
    expect(byProvince('NL-UT', { country: 'Nederland' })).toEqual(['jansen-utrecht']);
    expect(byProvince('Limburg')).toEqual([]);
    // A province says nothing of a company whose province is not known.
    expect(
      ids(find({ name: 'Pinas Makelaars', address: { state: 'Limburg' } }, { narrow: true })),
    ).toEqual(['pinas']);
    // The city decides where one is given; a region abroad and a text that is no province are
    // not read.
    expect(byProvince('Limburg', { city: 'Zwolle' })).toEqual(['jansen-zwolle']);
    expect(ids(find({ name: 'Bakkerij Jansen', address: { state: 'Atlantis' } })).sort()).toEqual([
      'jansen-utrecht',
      'jansen-zwolle',
    ]);
    // Namesakes abroad in regions that share a Dutch province's name or code are in no
    // province; one known by its province only is in it, whatever house number is given.
    const more = CompanyDirectory.build([
      { id: 'hasselt', names: ['Bakkerij Jansen BV'], region: 'Limburg', country: 'be' },
      { id: 'utah', names: ['Bakkerij Jansen LLC'], region: 'UT', country: 'us' },
      { id: 'deventer', names: ['Bakkerij Jansen B.V.'], region: 'NL-OV', country: 'nl' },
    ]);
    const inMore = (address: object) =>
      ids(more.findByName({ name: 'Bakkerij Jansen', address }, { limit: 10, narrow: true }));
    expect(inMore({ state: 'Limburg' })).toEqual([]);
    expect(inMore({ state: 'Utrecht' })).toEqual([]);
    expect(inMore({ state: 'Overijssel', house_number: '3' })).toEqual(['deventer']);
    // Without narrowing, the company in another province is lowered.
    const ranked = find({ name: 'Bakkerij Jansen', address: { state: 'Overijssel' } });
    expect(ids(ranked)).toEqual(['jansen-zwolle', 'jansen-utrecht']);
    expect(ranked[1]?.features.at(-1)?.detail).toBe('province differ: score × 0.85');
  });

  it('narrows to the companies that agree with every address part given', () => {
    expect(
      ids(find({ name: 'Bakkerij Jansen', address: { city: 'utrecht' } }, { narrow: true })),
    ).toEqual(['jansen-utrecht']);
    expect(
      find(
        { name: 'Bakkerij Jansen', address: { city: 'Utrecht', house_number: '3' } },
        { narrow: true },
      ),
    ).toEqual([]);
    expect(
      find({ name: 'Bakkerij Jansen', address: { city: 'Leiden' } }, { narrow: true }),
    ).toEqual([]);
    expect(
      ids(find({ name: 'Khalil Capital', address: { country: 'LU' } }, { narrow: true })),
    ).toEqual(['khalil']);
    // Parts the record does not hold are no disagreement, where a part it holds agrees.
    const inBrussels = {
      street: 'Grote Markt',
      house_number: '13',
      zip_code: '1000',
      city: 'Brussel',
    };
    expect(
      ids(
        find({ name: 'Claes Invest', address: { ...inBrussels, country: 'BE' } }, { narrow: true }),
      ),
    ).toEqual(['claes']);
    expect(
      find({ name: 'Claes Invest', address: { ...inBrussels, city: 'Gent' } }, { narrow: true }),
    ).toEqual([]);
    expect(
      find({ name: 'Claes Invest', address: { house_number: '13' } }, { narrow: true }),
    ).toEqual([]);
    // A city under a name people use for it is the woonplaats the register writes.
    for (const city of ['Den Bosch', "'s-Hertogenbosch", 's Hertogenbosch', 'HERTOGENBOSCH']) {
      expect(
        ids(find({ name: 'Gerritsen Kapsalon', address: { city } }, { narrow: true })),
        city,
      ).toEqual(['gerritsen']);
    }
  });

  it('finds the one company of a crowd of namesakes at the postcode given', () => {
    const wanted = 'crowd-97';
    const at = { zip_code: '1197XY', house_number: String(1 + (97 % 7)) };
    const narrowed = find({ name: 'Horizon Schoonmaak', address: at }, { narrow: true });
    expect(ids(narrowed)).toEqual([wanted]);
    expect(find({ name: 'Horizon Schoonmaak', address: at })[0]?.entityId).toBe(wanted);
    // Without the address, at most `limit` of the namesakes, all alike.
    expect(find({ name: 'Horizon Schoonmaak' }, { limit: 5 })).toHaveLength(5);
  });

  it('ranks namesakes of equal score in register order: active, then companies, then by id', () => {
    const namesakes = CompanyDirectory.build([
      { id: 'a-dissolved', names: ['Heuvelrug Beheer B.V.'], status: 'dissolved' },
      { id: 'b-bankrupt', names: ['Heuvelrug Beheer B.V.'], status: 'bankrupt' },
      { id: 'c-foundation', schema: 'Organization', names: ['Heuvelrug Beheer B.V.'] },
      { id: 'e-active', names: ['Heuvelrug Beheer B.V.'], status: 'active' },
      { id: 'd-active', names: ['Heuvelrug Beheer B.V.'], status: 'active' },
    ]);
    const found = namesakes.findByName({ name: 'Heuvelrug Beheer B.V.' }, { limit: 10 });
    expect(ids(found)).toEqual([
      'd-active',
      'e-active',
      'a-dissolved',
      'b-bankrupt',
      'c-foundation',
    ]);
    // A closer name still comes first, whatever its status.
    const closer = CompanyDirectory.build([
      { id: 'active', names: ['Heuvelrug Beheer Holding B.V.'], status: 'active' },
      { id: 'dissolved', names: ['Heuvelrug Beheer B.V.'], status: 'dissolved' },
    ]);
    expect(ids(closer.findByName({ name: 'Heuvelrug Beheer' }, { limit: 10 }))).toEqual([
      'dissolved',
      'active',
    ]);
  });

  describe('by a distinctive word of longer names (wholeWords)', () => {
    const AMRANI = [
      'Consultancy El Amrani',
      'El Amrani ICT N.V.',
      'Banketbakkerij El Amrani',
      'El Amrani Logistiek B.V.',
      'L.A. El Amrani Services B.V.',
      'J.T. El Amrani Holding B.V.',
      'Elektrotechniek El Amrani & van Dam V.O.F.',
      'Ingenieursbureau Van Dam & El Amrani V.O.F.',
    ];
    const words = CompanyDirectory.build([
      ...AMRANI.map((name, i) => ({ id: `amrani-${i}`, names: [name], city: 'Utrecht' })),
      { id: 'amrany', names: ['Amrany Bouw B.V.'] },
      { id: 'elamrani', names: ['Elamrani Schoonmaak B.V.'] },
      // A word many names hold: 30 holdings, and more companies besides.
      ...Array.from({ length: 30 }, (_, i) => ({
        id: `holding-${i}`,
        names: [`${String.fromCharCode(65 + (i % 26))}.${i} Veldkamp Beheer Holding B.V.`],
      })),
      ...ENTRIES,
    ]);
    const search = (name: string, options: { narrow?: boolean } = {}, address = {}) =>
      ids(words.findByName({ name, address }, { limit: 10, wholeWords: true, ...options }));

    it('lists every company whose name holds the words, closer names first', () => {
      for (const name of ['El Amrani', 'Amrani', 'el amrani b.v.']) {
        const found = search(name);
        expect(found.slice().sort(), name).toEqual(AMRANI.map((_, i) => `amrani-${i}`));
        // The names with most words of their own come last: they are further from the name
        // asked (words any company adds, as Services or Holding, cost less: screening's
        // generic company words).
        expect(found.slice(-2).sort(), name).toEqual(['amrani-6', 'amrani-7']);
      }
      // Not without wholeWords (a check asks for a name, not a word of it), nor near spellings.
      expect(ids(words.findByName({ name: 'El Amrani' }, { limit: 10 }))).not.toContain('amrani-6');
      expect(search('El Amrani')).not.toContain('amrany');
      expect(search('El Amrani')).not.toContain('elamrani');
    });

    it('keeps to the address given', () => {
      expect(search('El Amrani', { narrow: true }, { city: 'Utrecht' })).toHaveLength(8);
      expect(search('El Amrani', { narrow: true }, { city: 'Zwolle' })).toEqual([]);
    });

    it('lists none by a word that more companies share than one answer holds', () => {
      const found = search('Holding');
      expect(found.length).toBeLessThan(10);
      expect(found.every((id) => !id.startsWith('holding-'))).toBe(true);
      expect(search('Veldkamp')).toEqual([]);
    });
  });

  it('lifts the company with the phone number or mail given', () => {
    expect(find({ name: 'Bakkerij Jansen', phone_number: '+31 38 765 4321' })[0]?.entityId).toBe(
      'jansen-zwolle',
    );
    const byMail = find({ name: 'Bakkerij Jansen', mail_address: 'INFO@bakkerij-jansen.example' });
    expect(byMail[0]?.entityId).toBe('jansen-utrecht');
    expect(byMail[0]?.features.at(-1)?.detail).toBe('same mail address');
    const byDomain = find({ name: 'Bakkerij Jansen', mail_address: 'piet@jansen-zwolle.example' });
    expect(byDomain[0]?.entityId).toBe('jansen-zwolle');
    expect(
      find({ name: 'Bakkerij Jansen', mail_address: 'x@gmail.com' })[0]?.features.at(-1)?.feature,
    ).toBe('name');
  });
});

describe('CompanyDirectory.atAddress', () => {
  const at = (...args: Parameters<CompanyDirectory['atAddress']>) =>
    directory.atAddress(...args).map((i) => directory.entityId(i));

  it('lists the companies at a postcode and number: extension given first, then active ones', () => {
    expect(at('1060AB', '6')).toEqual(['kompas', 'pinas', 'kompas-old']);
    expect(at('1060 ab', '6', 'B')).toEqual(['kompas-old', 'kompas', 'pinas']);
    expect(at('1060AB', '6', 'a-2')).toEqual(['pinas', 'kompas', 'kompas-old']);
  });

  it('finds nothing at an unknown or incomplete address', () => {
    expect(at('1060AB', '7')).toEqual([]);
    expect(at('9999ZZ', '6')).toEqual([]);
    expect(at('', '6')).toEqual([]);
    expect(at('1060AB', 'zes')).toEqual([]);
  });

  it('counts the companies that can be found at an address', () => {
    // Every entry but the foreign one without an address.
    expect(directory.withAddress).toBe(ENTRIES.length - 1);
    const noAddresses = CompanyDirectory.build([{ id: 'listed', names: ['Listed Ltd'] }]);
    expect(noAddresses.withAddress).toBe(0);
  });
});

/** A source of FtM entities, counting its reads. */
function sourceOf(entities: Entity[], failFirst = false): DirectorySource & { reads: number } {
  let failed = !failFirst;
  return {
    reads: 0,
    async *entitiesOf(schemata) {
      await Promise.resolve();
      if (!failed) {
        failed = true;
        throw new Error('store unavailable');
      }
      for (const entity of entities) {
        if (schemata.includes(entity.schema)) yield { dataset: 'fictitious', entity };
      }
    },
    entities(wanted) {
      this.reads++;
      return Promise.resolve(entities.filter((e) => wanted.includes(e.id)));
    },
  };
}

const ENTITIES: Entity[] = [
  ...Array.from({ length: 2500 }, (_, i): Entity[] => [
    {
      id: `co-${i}`,
      schema: 'Company',
      properties: { name: [`Fictief ${i} B.V.`], addressEntity: [`addr-${i}`] },
    },
    {
      id: `addr-${i}`,
      schema: 'Address',
      properties: { postalCode: ['1234AB'], houseNumber: [String(i)], city: ['Utrecht'] },
    },
  ]).flat(),
  { id: 'person', schema: 'Person', properties: { name: ['Fictief 7 B.V.'] } },
];

describe('directories of a registry', () => {
  it('read every company with its Address entity, a batch of addresses at a time', async () => {
    const source = sourceOf(ENTITIES);
    const built = await buildDirectory(source);
    expect(built.size).toBe(2500);
    expect(source.reads).toBe(3);
    expect(built.atAddress('1234AB', '7').map((i) => built.entityId(i))).toEqual(['co-7']);
    expect(ids(built.findByName({ name: 'Fictief 7 B.V.' }, { limit: 1 }))).toEqual(['co-7']);
  });

  it('are built once per registry, and again after a failed build', async () => {
    const source = sourceOf(ENTITIES.slice(0, 20), true);
    await expect(directoryFor(source)).rejects.toThrow('store unavailable');
    const first = directoryFor(source);
    expect(directoryFor(source)).toBe(first);
    expect((await first).size).toBe(10);
    const other = sourceOf(ENTITIES.slice(0, 2));
    expect((await directoryFor(other)).size).toBe(1);
  });
});
