import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { TreeNode } from '../../contract/company-record.js';
import type { Party } from './graph.js';
import { company, graphOf, owns, person } from '../../../test/ownership-parties.js';
import { parentTree, pseudoUboTree, shareholderRole, uboTree, type UboTreeNode } from './tree.js';
import { pseudoUbos } from './pseudo-ubo.js';
import { computeUbos } from './ubo.js';
import { rolePercentage } from './roles.js';

const ROOT = { id: 'root', kind: 'company', name: 'Root B.V.' } as const;

const node = (
  level: number,
  party: Party,
  role: string,
  parents: UboTreeNode[] = [],
): UboTreeNode => ({ level, id: party.id, type: party.kind, role, name: party.name, parents });

describe('uboTree', () => {
  it('shows both holdings of an owner who holds a company twice (share classes)', async () => {
    // p holds 15 % twice directly and twice more through H: 30 % + 2 × 50 % × 10 %.
    const graph = await graphOf({
      root: [owns(person('p'), 15), owns(person('p'), 15), owns(company('H'), 50)],
      H: [owns(person('p'), 10), owns(person('p'), 10), owns(person('q'), 80)],
    });
    const ubo = computeUbos(graph).ubos.find((u) => u.person.id === 'p');
    expect(ubo?.percentage).toBe(40);
    expect(uboTree(ROOT, ubo?.paths ?? [])).toEqual(
      node(0, ROOT, 'checked company', [
        node(1, person('p'), 'shareholder 15.00 %'),
        node(1, person('p'), 'shareholder 15.00 %'),
        node(1, company('H'), 'shareholder 50.00 %', [
          node(2, person('p'), 'shareholder 10.00 %'),
          node(2, person('p'), 'shareholder 10.00 %'),
        ]),
      ]),
    );
  });

  it('branches where a UBO’s two paths part', async () => {
    // p holds all of H, which holds 50 % of A and of B; A and B each hold 30 % of root.
    const graph = await graphOf({
      root: [owns(company('A'), 30), owns(company('B'), 30), owns(person('q'), 40)],
      A: [owns(company('H'), 50)],
      B: [owns(company('H'), 50)],
      H: [owns(person('p'), 100)],
    });
    const ubo = computeUbos(graph).ubos.find((u) => u.person.id === 'p');
    expect(ubo?.percentage).toBe(30);
    expect(uboTree(ROOT, ubo?.paths ?? [])).toEqual(
      node(0, ROOT, 'checked company', [
        node(1, company('A'), 'shareholder 30.00 %', [
          node(2, company('H'), 'shareholder 50.00 %', [
            node(3, person('p'), 'shareholder 100.00 %'),
          ]),
        ]),
        node(1, company('B'), 'shareholder 30.00 %', [
          node(2, company('H'), 'shareholder 50.00 %', [
            node(3, person('p'), 'shareholder 100.00 %'),
          ]),
        ]),
      ]),
    );
  });

  it('shares the nodes of a common start', async () => {
    // One holding H owns root; p holds H through A and through B.
    const graph = await graphOf({
      root: [owns(company('H'), 100)],
      H: [owns(company('A'), 50), owns(company('B'), 50)],
      A: [owns(person('p'), 60)],
      B: [owns(person('p'), 33.333)],
    });
    const [ubo] = computeUbos(graph).ubos;
    expect(ubo?.paths).toHaveLength(2);
    const tree = uboTree(ROOT, ubo?.paths ?? []);
    expect(tree).toEqual(
      node(0, ROOT, 'checked company', [
        node(1, company('H'), 'shareholder 100.00 %', [
          node(2, company('A'), 'shareholder 50.00 %', [
            node(3, person('p'), 'shareholder 60.00 %'),
          ]),
          node(2, company('B'), 'shareholder 50.00 %', [
            node(3, person('p'), 'shareholder 33.33 %'),
          ]),
        ]),
      ]),
    );
    expect(Value.Check(TreeNode, tree)).toBe(true);
  });

  it('shows a share as the roles do, never rounded onto a whole number it is not', async () => {
    // The audit's case: t holds 49.999 %, M 50 % (half of it d's), d 0.001 % directly.
    const graph = await graphOf({
      root: [owns(person('t'), 49.999), owns(company('M'), 50), owns(person('d'), 0.001)],
      M: [owns(person('d'), 50), owns(person('e'), 50)],
    });
    const { ubos } = computeUbos(graph);
    const t = ubos.find((u) => u.person.id === 't');
    const d = ubos.find((u) => u.person.id === 'd');
    expect(uboTree(ROOT, t?.paths ?? []).parents.map((n) => n.role)).toEqual([
      'shareholder 49.999 %',
    ]);
    expect(uboTree(ROOT, d?.paths ?? [])).toEqual(
      node(0, ROOT, 'checked company', [
        node(1, company('M'), 'shareholder 50.00 %', [node(2, person('d'), 'shareholder 50.00 %')]),
        node(1, person('d'), 'shareholder 0.001 %'),
      ]),
    );
    // The roles' formatter: the tree and the competencies give one share one way.
    for (const share of [49.999, 0.001, 25.001, 33.333, 60, 99.9999]) {
      expect(shareholderRole(share)).toBe(`shareholder ${rolePercentage(share)}`);
    }
  });

  it('shows an unknown percentage as such', async () => {
    const graph = await graphOf({ root: [owns(company('H'))], H: [owns(person('p'), 100)] });
    const [possible] = computeUbos(graph).possibleUbos;
    expect(uboTree(ROOT, possible?.unknownPaths ?? []).parents[0]?.role).toBe(
      'shareholder (percentage unknown)',
    );
    expect(shareholderRole(12.5)).toBe('shareholder 12.50 %');
  });
});

describe('pseudoUboTree', () => {
  it('puts the person in their functions above the company', () => {
    const [pseudo] = pseudoUbos([
      { party: person('a'), role: 'Bestuurder' },
      { party: person('a'), role: 'Voorzitter' },
    ]);
    if (pseudo === undefined) throw new Error('expected a pseudo-UBO');
    expect(pseudoUboTree(ROOT, pseudo)).toEqual(
      node(0, ROOT, 'checked company', [
        node(1, person('a'), 'pseudo-UBO: Bestuurder, Voorzitter'),
      ]),
    );
  });
});

describe('pseudoUboTree of a pseudo-UBO holding shares', () => {
  it('adds the routes of their shares after their functions', async () => {
    // a manages the company and holds 20 % of it through H; nobody is above 25 %.
    const graph = await graphOf({
      root: [owns(company('H'), 40), owns(person('q'), 20), owns(person('r'), 20)],
      H: [owns(person('a'), 50), owns(person('s'), 50)],
    });
    const share = computeUbos(graph).persons.find((p) => p.person.id === 'a');
    expect(share?.percentage).toBe(20);
    const [pseudo] = pseudoUbos([{ party: person('a'), role: 'Bestuurder' }]);
    if (pseudo === undefined) throw new Error('expected a pseudo-UBO');
    expect(pseudoUboTree(ROOT, pseudo, share?.paths)).toEqual(
      node(0, ROOT, 'checked company', [
        node(1, person('a'), 'pseudo-UBO: Bestuurder'),
        node(1, company('H'), 'shareholder 40.00 %', [node(2, person('a'), 'shareholder 50.00 %')]),
      ]),
    );
  });
});

describe('parentTree', () => {
  it('nests the owning companies with their links', async () => {
    const graph = await graphOf({
      root: [owns(company('H'), 70, '2015-01-01'), owns(person('q'), 30)],
      H: [owns(company('F'), 100)],
      F: [owns(person('p'), 100)],
    });
    expect(parentTree(graph)).toEqual({
      parents: [
        {
          party: company('H'),
          link: { percentage: 70, startDate: '2015-01-01' },
          parents: [{ party: company('F'), link: { percentage: 100 }, parents: [] }],
        },
      ],
      complete: true,
    });
    const withPersons = parentTree(graph, { includePersons: true });
    expect(withPersons.parents.map((p) => p.party.id)).toEqual(['H', 'q']);
    expect(withPersons.parents[0]?.parents[0]?.parents.map((p) => p.party.id)).toEqual(['p']);
  });

  it('shows a company already on the path once more, without its parents, and marks it', async () => {
    // root is held by A; A and B hold 50 % of each other.
    const graph = await graphOf({
      root: [owns(company('A'), 50)],
      A: [owns(company('B'), 50), owns(person('p'), 50)],
      B: [owns(company('A'), 50)],
    });
    expect(parentTree(graph)).toEqual({
      parents: [
        {
          party: company('A'),
          link: { percentage: 50 },
          parents: [
            {
              party: company('B'),
              link: { percentage: 50 },
              parents: [
                {
                  party: company('A'),
                  link: { percentage: 50 },
                  parents: [],
                  parentsOmitted: 'cycle',
                },
              ],
            },
          ],
        },
      ],
      complete: true,
    });
  });

  it('marks the root itself when the cycle runs through it', async () => {
    const graph = await graphOf({ root: [owns(company('B'), 40)], B: [owns(company('root'), 10)] });
    const [b] = parentTree(graph).parents;
    expect(b?.parents).toEqual([
      { party: ROOT, link: { percentage: 10 }, parents: [], parentsOmitted: 'cycle' },
    ]);
  });

  it('stops at maxDepth and says so', async () => {
    const graph = await graphOf({
      root: [owns(company('c1'), 100)],
      c1: [owns(company('c2'), 100)],
      c2: [owns(company('c3'), 100)],
    });
    const tree = parentTree(graph, { maxDepth: 2 });
    const c2 = tree.parents[0]?.parents[0];
    expect(c2?.party.id).toBe('c2');
    expect(c2?.parents).toEqual([]);
    expect(c2?.parentsOmitted).toBe('max_depth');
    expect(tree.complete).toBe(false);
    expect(parentTree(graph, { maxDepth: 3 }).complete).toBe(true);
  });

  it('stops at maxNodes, cutting breadth-first', async () => {
    const graph = await graphOf({
      root: [owns(company('A'), 50), owns(company('B'), 50)],
      A: [owns(company('A1'), 100)],
      B: [owns(company('B1'), 100)],
    });
    const tree = parentTree(graph, { maxNodes: 3 });
    expect(tree.parents.map((p) => [p.party.id, p.parents.length, p.parentsOmitted])).toEqual([
      ['A', 1, undefined],
      ['B', 0, 'max_nodes'],
    ]);
    expect(tree.complete).toBe(false);
  });

  it('marks companies whose owners the graph did not load', async () => {
    const graph = await graphOf(
      { root: [owns(company('A'), 100)], A: [owns(company('B'), 100)] },
      'root',
      { maxDepth: 1 },
    );
    const tree = parentTree(graph);
    expect(tree.parents[0]?.ownersIncomplete).toBe(true);
    expect(tree.complete).toBe(false);
  });
});
