import { describe, expect, it } from 'vitest';
import { company, graphOf, owns, person } from '../../../test/ownership-parties.js';
import { integratedShares } from './integrated-shares.js';

const rounded = (shares: Map<string, number>) =>
  Object.fromEntries([...shares].map(([id, share]) => [id, Math.round(share * 100) / 100]));

describe('integratedShares', () => {
  it('gives a chain and a split the shares the simple paths give', async () => {
    const graph = await graphOf({
      root: [owns(company('h'), 60), owns(person('p'), 40)],
      h: [owns(person('q'), 50), owns(person('p'), 50)],
    });
    expect(rounded(integratedShares(graph))).toEqual({ p: 70, q: 30 });
  });

  it('returns the share that goes round a cross-holding to the persons owning it', async () => {
    // The root is held by A; A half by Cees and half by B; B half by Dana and half by A.
    const graph = await graphOf({
      root: [owns(company('a'), 100)],
      a: [owns(person('cees'), 50), owns(company('b'), 50)],
      b: [owns(person('dana'), 50), owns(company('a'), 50)],
    });
    expect(rounded(integratedShares(graph))).toEqual({ cees: 66.67, dana: 33.33 });
  });

  it('gives nobody a share of a closed loop of companies', async () => {
    const graph = await graphOf({
      root: [owns(company('a'), 100)],
      a: [owns(company('b'), 100)],
      b: [owns(company('a'), 100)],
    });
    expect(integratedShares(graph).size).toBe(0);
  });
});
