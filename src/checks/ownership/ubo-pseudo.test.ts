import { describe, expect, it } from 'vitest';
import type { Party } from './graph.js';
import { company, person } from '../../../test/ownership-parties.js';
import { pseudoUbos, type DirectorInput } from './pseudo-ubo.js';

describe('pseudoUbos', () => {
  const director = (party: Party, role: string, startDate?: string): DirectorInput => ({
    party,
    role,
    startDate,
  });

  it('makes the senior managing persons pseudo-UBOs, each once', () => {
    const result = pseudoUbos([
      director(person('a'), 'Bestuurder', '2019-04-01'),
      director(person('b'), 'Commissaris'),
      director(person('c'), 'Gevolmachtigde'),
      director(person('d'), 'Procuratiehouder'),
      director(company('H'), 'Bestuurder'),
      director(person('e'), 'CEO'),
      director(person('a'), 'Voorzitter'),
      director(person('f'), 'Voorzitter raad van commissarissen'),
      director(person('g'), 'Non-executive director'),
    ]);
    expect(result.map((p) => p.person.id)).toEqual(['a', 'e']);
    expect(result[0]?.functions).toEqual(['Bestuurder', 'Voorzitter']);
    expect(result[0]?.roles).toEqual([
      {
        id: 'pseudo_ubo:a:1',
        type: 'pseudo_ubo',
        competency:
          'pseudo-UBO as Bestuurder: no one is known to hold more than 25 %, so senior management is registered',
        start_date: '2019-04-01T00:00:00.000Z',
      },
      {
        id: 'pseudo_ubo:a:2',
        type: 'pseudo_ubo',
        competency:
          'pseudo-UBO as Voorzitter: no one is known to hold more than 25 %, so senior management is registered',
      },
    ]);
  });

  it('is empty when no director is senior management', () => {
    expect(pseudoUbos([director(person('b'), 'Commissaris')])).toEqual([]);
    expect(pseudoUbos([])).toEqual([]);
  });

  it('takes another rule and threshold', () => {
    const result = pseudoUbos(
      [director(person('a'), 'Bestuurder'), director(person('b'), 'Commissaris')],
      { threshold: 10, isSeniorManaging: (role) => role === 'Commissaris' },
    );
    expect(result.map((p) => p.person.id)).toEqual(['b']);
    expect(result[0]?.roles[0]?.competency).toContain('more than 10 %');
  });
});
