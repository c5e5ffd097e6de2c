import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { TreeNode } from '../../contract/company-record.js';
import { company, graphOf, person } from '../../../test/ownership-parties.js';
import type { Party } from './graph.js';
import { isProprietorRole, isSoleProprietorship, soleProprietorUbos } from './sole-proprietor.js';
import { soleProprietorTree } from './tree.js';
import type { DirectorInput } from './pseudo-ubo.js';
import { computeUbos } from './ubo.js';

const root: Party = { id: 'root', kind: 'company', name: "Ruben's Trading" };
const director = (party: Party, role: string, startDate?: string): DirectorInput => ({
  party,
  role,
  ...(startDate !== undefined && { startDate }),
});

describe('isSoleProprietorship', () => {
  it.each([
    'Eenmanszaak',
    'eenmanszaak',
    'Eenmanszaak met meer dan één eigenaar',
    'Sole trader',
    'Sole proprietorship',
    'Einzelunternehmen',
    'eingetragener Kaufmann',
    'e.K.',
    'Entreprise individuelle',
    'EI',
    'Enskild firma',
  ])('%s is one', (form) => {
    expect(isSoleProprietorship(form)).toBe(true);
  });

  it.each([
    'Besloten Vennootschap',
    'Vennootschap onder firma',
    'Maatschap',
    'Commanditaire vennootschap',
    'Stichting',
    'SASU',
    'Einzelhandel GmbH',
    'Ltd',
    '',
  ])('%s is not', (form) => {
    expect(isSoleProprietorship(form)).toBe(false);
  });

  it('is not without a legal form', () => {
    expect(isSoleProprietorship(undefined)).toBe(false);
  });
});

describe('isProprietorRole', () => {
  it('knows the owner in Dutch, English, German and French', () => {
    for (const role of ['Eigenaar', 'Owner', 'Sole proprietor', 'Inhaber', 'Propriétaire']) {
      expect(isProprietorRole(role), role).toBe(true);
    }
    for (const role of ['Gevolmachtigde', 'Bestuurder', 'Vennoot', 'Beneficial ownership']) {
      expect(isProprietorRole(role), role).toBe(false);
    }
  });
});

describe('soleProprietorUbos', () => {
  it('makes the owner the UBO with 100 % and an owner role, not a pseudo-UBO', async () => {
    const directors = [
      director(person('p'), 'Eigenaar', '2019-07-06'),
      director(person('q'), 'Gevolmachtigde'),
    ];
    // An eenmanszaak has no ownership relations: shares alone find nobody.
    expect(computeUbos(await graphOf({})).ubos).toEqual([]);
    const result = soleProprietorUbos(root, directors);
    expect(result.owners).toBe(1);
    expect(result.holders).toEqual([{ person: person('p'), percentage: 100 }]);
    expect(result.ubos).toEqual([
      {
        person: person('p'),
        functions: ['Eigenaar'],
        percentage: 100,
        roles: [
          {
            id: 'owner:root>p',
            type: 'owner',
            competency:
              'direct 100.00 % as Eigenaar: a sole proprietorship belongs wholly to its owner',
            start_date: '2019-07-06T00:00:00.000Z',
          },
        ],
      },
    ]);
  });

  it('splits among several owners in equal parts and applies the threshold', () => {
    const two = soleProprietorUbos(root, [
      director(person('p'), 'Eigenaar'),
      director(person('q'), 'Eigenaar'),
    ]);
    expect(two.ubos.map((u) => [u.person.id, u.percentage])).toEqual([
      ['p', 50],
      ['q', 50],
    ]);
    expect(two.ubos[0]?.roles[0]?.competency).toBe(
      'direct 50.00 % as Eigenaar: a sole proprietorship of 2 owners, in equal parts (the register gives no shares)',
    );
    const four = soleProprietorUbos(
      root,
      ['a', 'b', 'c', 'd'].map((id) => director(person(id), 'Eigenaar')),
    );
    // No UBO among four, yet each holds a quarter: lookups.ubo.persons names them so.
    expect(four).toEqual({
      owners: 4,
      ubos: [],
      holders: ['a', 'b', 'c', 'd'].map((id) => ({ person: person(id), percentage: 25 })),
    });
  });

  it('counts a person once, with one role per owner directorship', () => {
    const result = soleProprietorUbos(root, [
      director(person('p'), 'Eigenaar', '2019-07-06'),
      director(person('p'), 'Owner'),
    ]);
    expect(result.owners).toBe(1);
    expect(result.ubos[0]?.percentage).toBe(100);
    expect(result.ubos[0]?.roles.map((r) => r.id)).toEqual(['owner:root>p', 'owner:root>p#2']);
  });

  it('finds no owner among companies or other roles', () => {
    expect(
      soleProprietorUbos(root, [
        director(company('H'), 'Eigenaar'),
        director(person('q'), 'Gevolmachtigde'),
      ]),
    ).toEqual({ owners: 0, ubos: [], holders: [] });
  });

  it('gives a contract tree: the company, above it the owner with 100 %', () => {
    const [owner] = soleProprietorUbos(root, [director(person('p'), 'Eigenaar')]).ubos;
    if (!owner) throw new Error('no owner');
    const tree = soleProprietorTree(root, owner);
    expect(tree).toEqual({
      level: 0,
      id: 'root',
      type: 'company',
      role: 'checked company',
      name: "Ruben's Trading",
      parents: [
        {
          level: 1,
          id: 'p',
          type: 'person',
          role: 'owner 100.00 % (sole proprietorship)',
          name: 'Person p',
          parents: [],
        },
      ],
    });
    expect(Value.Check(TreeNode, tree)).toBe(true);
  });
});
