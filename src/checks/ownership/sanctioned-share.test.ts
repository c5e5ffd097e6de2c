import { describe, expect, it } from 'vitest';
import { company, graphOf, owns, person } from '../../../test/ownership-parties.js';
import { sanctionedOwnership, shownShare } from './sanctioned-share.js';

const shares = (result: ReturnType<typeof sanctionedOwnership>) =>
  Object.fromEntries(result.owners.map((o) => [o.party.id, Math.round(o.percentage * 100) / 100]));

describe('sanctionedOwnership', () => {
  it('adds a sanctioned UBO at 30 % and a sanctioned parent at 25 % to 55 %: blocked', async () => {
    const graph = await graphOf({
      root: [owns(person('ubo'), 30), owns(company('parent'), 25), owns(person('clean'), 45)],
      parent: [owns(person('other'), 100)],
    });
    const result = sanctionedOwnership(graph, new Set(['ubo', 'parent']));
    expect(shares(result)).toEqual({ ubo: 30, parent: 25 });
    expect(result.aggregate).toBeCloseTo(55, 9);
    expect(result.blocked).toBe(true);
  });

  it('multiplies the shares along a chain', async () => {
    const graph = await graphOf({
      root: [owns(company('h'), 80), owns(person('clean'), 20)],
      h: [owns(company('top'), 50), owns(person('x'), 50)],
      top: [owns(person('sanctioned'), 90), owns(person('y'), 10)],
    });
    const result = sanctionedOwnership(graph, new Set(['sanctioned']));
    expect(shares(result)).toEqual({ sanctioned: 36 });
    expect(result.blocked).toBe(false);
  });

  it('counts a sanctioned parent whole, not again through its sanctioned owner', async () => {
    const graph = await graphOf({
      root: [owns(company('parent'), 60), owns(person('clean'), 40)],
      parent: [owns(person('oligarch'), 100)],
    });
    const result = sanctionedOwnership(graph, new Set(['parent', 'oligarch']));
    expect(shares(result)).toEqual({ parent: 60 });
    expect(result.aggregate).toBeCloseTo(60, 9);
  });

  it('counts one party holding by several routes once, with its routes summed', async () => {
    const graph = await graphOf({
      root: [owns(person('p'), 20), owns(company('h'), 60), owns(person('q'), 20)],
      h: [owns(person('p'), 50), owns(person('r'), 50)],
    });
    const result = sanctionedOwnership(graph, new Set(['p']));
    expect(shares(result)).toEqual({ p: 50 });
    expect(result.blocked).toBe(true);
  });

  it('resolves cross-holdings: the share going round the cycle returns to its owners', async () => {
    // The root is held by A; A half by Cees and half by B; B half by Dana and half by A.
    const graph = await graphOf({
      root: [owns(company('a'), 100)],
      a: [owns(person('cees'), 50), owns(company('b'), 50)],
      b: [owns(person('dana'), 50), owns(company('a'), 50)],
    });
    const result = sanctionedOwnership(graph, new Set(['cees']));
    expect(shares(result)).toEqual({ cees: 66.67 });
    expect(result.blocked).toBe(true);
    expect(sanctionedOwnership(graph, new Set(['dana'])).blocked).toBe(false);
  });

  it('finds nothing where no owner is sanctioned, and never counts the company itself', async () => {
    const graph = await graphOf({ root: [owns(person('p'), 100)] });
    const none = sanctionedOwnership(graph, new Set());
    expect(none).toEqual({ owners: [], aggregate: 0, blocked: false });
    expect(sanctionedOwnership(graph, new Set(['root'])).owners).toEqual([]);
  });

  it('names a sanctioned owner of unknown share without counting a share for it', async () => {
    const graph = await graphOf({
      root: [owns(person('p')), owns(company('h'), 40)],
      h: [owns(person('p'), 100)],
    });
    const result = sanctionedOwnership(graph, new Set(['p']));
    expect(result.owners).toEqual([{ party: person('p'), percentage: 40, unknownShare: true }]);
    expect(result.blocked).toBe(false);
  });

  it('reads a band by its lower bound', async () => {
    const graph = await graphOf({
      root: [
        {
          owner: company('parent'),
          range: { low: 75, high: 100, lowExclusive: false, text: '75-100%' },
        },
      ],
    });
    const result = sanctionedOwnership(graph, new Set(['parent']));
    expect(result.aggregate).toBe(75);
    expect(result.blocked).toBe(true);
  });

  it('does not add a head of the group beside the direct parents, but names it', async () => {
    const graph = await graphOf({
      root: [
        owns(company('direct'), 100),
        { owner: company('head'), percentage: 100, ultimate: true },
      ],
      direct: [owns(person('p'), 100)],
    });
    const result = sanctionedOwnership(graph, new Set(['head']));
    expect(result.owners).toEqual([{ party: company('head'), percentage: 0, unknownShare: true }]);
    expect(result.blocked).toBe(false);
    expect(sanctionedOwnership(graph, new Set(['direct', 'head'])).aggregate).toBe(100);
  });

  it('orders owners of the same share as shown by name, whatever the rounding noise', async () => {
    // z's two routes sum to 30.000000000000004 %, b holds 30 % directly.
    const graph = await graphOf({
      root: [
        owns(company('h1'), 10),
        owns(company('h2'), 20),
        owns(person('b'), 30),
        owns(person('c'), 40),
      ],
      h1: [owns(person('z'), 100)],
      h2: [owns(person('z'), 100)],
    });
    const result = sanctionedOwnership(graph, new Set(['z', 'b']));
    expect(result.owners.map((o) => shownShare(o.percentage))).toEqual([30, 30]);
    expect(result.owners.map((o) => o.party.id)).toEqual(['b', 'z']);
  });

  it("orders owners of equal share by code point, not by the server's locale", async () => {
    const named = (id: string, name: string) => ({ id, kind: 'person' as const, name });
    const graph = await graphOf({
      root: [
        owns(named('g', 'de Groot'), 20),
        owns(named('o', 'Öztürk'), 20),
        owns(named('z', 'Zander'), 20),
        owns(person('clean'), 40),
      ],
    });
    const result = sanctionedOwnership(graph, new Set(['g', 'o', 'z']));
    // Any locale puts "de Groot" first and an English one "Öztürk" before "Zander".
    expect(result.owners.map((o) => o.party.name)).toEqual(['Zander', 'de Groot', 'Öztürk']);
  });

  it('cuts a shown share to the hundredth below, tolerating float noise', () => {
    expect(shownShare(49.995)).toBe(49.99);
    expect(shownShare(50 - 1e-12)).toBe(50);
    expect(shownShare(0.29 * 100)).toBe(29);
    expect(shownShare(33.3333)).toBe(33.33);
  });
});
