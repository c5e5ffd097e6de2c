import { describe, expect, it } from 'vitest';
import { CompanyDirectory } from './company-directory.js';
import { ENTRIES, find, ids } from './company-directory.test-data.js';

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
});
