import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { Person } from '../../contract/parties.js';
import { TreeNode, UboEntry } from '../../contract/company-record.js';
import type { OwnerLink, Party } from './graph.js';
import { company, graphOf, owns, person } from '../../../test/ownership-parties.js';
import { round2 } from './known-shares.js';
import { computeUbos } from './ubo.js';

const shareOf = (result: ReturnType<typeof computeUbos>, id: string) =>
  result.persons.find((p) => p.person.id === id)?.percentage;

describe('computeUbos', () => {
  it('finds a single direct owner above 25 %', async () => {
    const result = computeUbos(
      await graphOf({
        root: [owns(person('p'), 60, '2015-03-01'), owns(person('q'), 25), owns(person('r'), 15)],
      }),
    );
    expect(result.ubos).toHaveLength(1);
    const [ubo] = result.ubos;
    expect(ubo?.person.id).toBe('p');
    expect(ubo?.percentage).toBe(60);
    expect(ubo?.holding).toBe('direct');
    expect(ubo?.paths.map((p) => p.ids)).toEqual([['root', 'p']]);
    expect(ubo?.roles).toEqual([
      {
        id: 'owner:root>p',
        type: 'owner',
        competency: 'direct 60.00 %',
        start_date: '2015-03-01T00:00:00.000Z',
      },
    ]);
    expect(result.complete).toBe(true);
    expect(result.incompleteBecause).toEqual([]);
    expect(result.possibleUbos).toEqual([]);
    expect(shareOf(result, 'q')).toBe(25);
    expect(shareOf(result, 'r')).toBe(15);
  });

  it('multiplies the percentages along a chain', async () => {
    const result = computeUbos(
      await graphOf({
        root: [owns(company('H'), 50, '2018-01-01')],
        H: [owns(person('p'), 80, '2012-06-30')],
      }),
    );
    const [ubo] = result.ubos;
    expect(ubo?.percentage).toBe(40);
    expect(ubo?.holding).toBe('indirect');
    expect(ubo?.paths).toEqual([
      {
        ids: ['root', 'H', 'p'],
        steps: [
          { party: company('H'), percentage: 50, link: 0, startDate: '2018-01-01' },
          { party: person('p'), percentage: 80, link: 0, startDate: '2012-06-30' },
        ],
        percentage: 40,
      },
    ]);
    // The path holds from its latest link's start.
    expect(ubo?.roles).toEqual([
      {
        id: 'owner:root>H>p',
        type: 'owner',
        competency: 'indirect 40.00 % through H B.V.',
        start_date: '2018-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('names the companies of a longer chain from the person down', async () => {
    const result = computeUbos(
      await graphOf({
        root: [owns(company('H2'), 100)],
        H2: [owns(company('H1'), 100)],
        H1: [owns(person('p'), 100)],
      }),
    );
    expect(result.ubos[0]?.roles[0]?.competency).toBe(
      'indirect 100.00 % through H1 B.V. > H2 B.V.',
    );
    // A link without a start date leaves the role without one.
    expect(result.ubos[0]?.roles[0]?.start_date).toBeUndefined();
  });

  it('sums the shares of all paths', async () => {
    const result = computeUbos(
      await graphOf({
        root: [owns(person('p'), 20), owns(company('H'), 20), owns(person('q'), 60)],
        H: [owns(person('p'), 50), owns(person('r'), 50)],
      }),
    );
    const p = result.ubos.find((u) => u.person.id === 'p');
    expect(p?.percentage).toBe(30);
    expect(p?.holding).toBe('direct_and_indirect');
    expect(p?.roles.map((r) => r.competency)).toEqual([
      'direct 20.00 %',
      'indirect 10.00 % through H B.V.',
    ]);
    // Largest first.
    expect(result.ubos.map((u) => u.person.id)).toEqual(['q', 'p']);
    expect(shareOf(result, 'r')).toBe(10);
  });

  it('does not count exactly 25 % as a UBO, floating-point error included', async () => {
    const exact = computeUbos(
      await graphOf({ root: [owns(company('H'), 50)], H: [owns(person('p'), 50)] }),
    );
    expect(exact.ubos).toEqual([]);
    expect(shareOf(exact, 'p')).toBe(25);

    // 20 + 50 × 10 / 100 is 25.000000000000004 in floating point.
    const rounded = computeUbos(
      await graphOf({
        root: [owns(person('p'), 20), owns(company('H'), 10)],
        H: [owns(person('p'), 50)],
      }),
    );
    expect(rounded.ubos).toEqual([]);

    const above = computeUbos(await graphOf({ root: [owns(person('p'), 25.01)] }));
    expect(above.ubos.map((u) => u.percentage)).toEqual([25.01]);
  });

  it('takes the threshold as an option', async () => {
    const graph = await graphOf({ root: [owns(person('p'), 20)] });
    expect(computeUbos(graph).ubos).toEqual([]);
    expect(computeUbos(graph, { threshold: 10 }).ubos.map((u) => u.person.id)).toEqual(['p']);
  });

  it('follows a two-company cycle once round, without inflating the share', async () => {
    // A owns 50 % of B, B owns 50 % of A, a person owns 50 % of A.
    const owners = {
      A: [owns(company('B'), 50), owns(person('p'), 50)],
      B: [owns(company('A'), 50)],
    };
    const ofB = computeUbos(await graphOf(owners, 'B'));
    // Only B ← A ← p counts: 25 %. Going round the cycle again and again would give 33.33 %.
    expect(shareOf(ofB, 'p')).toBe(25);
    expect(ofB.ubos).toEqual([]);
    // Only half of B has a known owner: the other half could hide a UBO.
    expect(ofB.complete).toBe(false);
    expect(ofB.incompleteBecause).toEqual(['shares_not_accounted_for']);
    expect(ofB.partlyKnown.map((p) => [p.company.id, p.knownPercentage])).toEqual([['B', 50]]);

    const ofA = computeUbos(await graphOf(owners, 'A'));
    expect(ofA.ubos.map((u) => [u.person.id, u.percentage, u.holding])).toEqual([
      ['p', 50, 'direct'],
    ]);
  });

  it('is incomplete where the known owners hold less than all of a company, not for rounded thirds', async () => {
    const nv = { N: [owns(person('p'), 20)] };
    const ofN = computeUbos(await graphOf(nv, 'N'));
    expect(ofN.complete).toBe(false);
    expect(ofN.partlyKnown.map((p) => [p.company.id, p.knownPercentage])).toEqual([['N', 20]]);
    const thirds = {
      T: [owns(person('a'), 33.33), owns(person('b'), 33.33), owns(person('c'), 33.33)],
    };
    expect(computeUbos(await graphOf(thirds, 'T')).complete).toBe(true);
  });

  it('handles the demo’s three-company ring and its cross-holding', async () => {
    // As in the demo data: 1 is held 30 % by 3, 2 35 % by 1, 3 40 % by 2; persons hold the rest.
    const ring = {
      c1: [owns(company('c3'), 30), owns(person('p1'), 70)],
      c2: [owns(company('c1'), 35), owns(person('p2'), 65)],
      c3: [owns(company('c2'), 40), owns(person('p3'), 60)],
    };
    const ofC1 = computeUbos(await graphOf(ring, 'c1'));
    expect(ofC1.persons.map((p) => [p.person.id, p.percentage])).toEqual([
      ['p1', 70],
      ['p3', 18], // 30 % × 60 %
      ['p2', 7.8], // 30 % × 40 % × 65 %; the way on to c1 is not taken again
    ]);
    expect(ofC1.ubos.map((u) => u.person.id)).toEqual(['p1']);
    // 4.2 % goes round the ring to nobody: whoever holds it through the ring is not known.
    expect(ofC1.personsTotal).toBe(95.8);
    expect(ofC1.incompleteBecause).toEqual(['shares_not_reaching_persons']);

    // Cross-holding: 4 and 5 each hold 20 % of the other.
    const cross = {
      c4: [owns(company('c5'), 20), owns(person('p4'), 80)],
      c5: [owns(company('c4'), 20), owns(person('p5'), 80)],
    };
    const ofC4 = computeUbos(await graphOf(cross, 'c4'));
    expect(ofC4.persons.map((p) => [p.person.id, p.percentage])).toEqual([
      ['p4', 80],
      ['p5', 16],
    ]);
  });

  it('is incomplete where a chain ends at a company the register names no owner of', async () => {
    // A Cypriot holding owns all of the root; nobody is recorded as owning the holding.
    const offshore = computeUbos(await graphOf({ root: [owns(company('cy'), 100)], cy: [] }));
    expect(offshore.complete).toBe(false);
    expect(offshore.incompleteBecause).toEqual(['shares_not_accounted_for']);
    expect(offshore.partlyKnown.map((p) => [p.company.id, p.knownPercentage])).toEqual([['cy', 0]]);
    // The root itself without owners is the pseudo-UBO case, complete.
    expect(computeUbos(await graphOf({ root: [] })).complete).toBe(true);
  });

  it('is incomplete where the owners of a company hold more than all of it', async () => {
    const over = computeUbos(
      await graphOf({ root: [owns(person('a'), 80), owns(person('b'), 80)] }),
    );
    expect(over.ubos.map((u) => u.percentage)).toEqual([80, 80]);
    expect(over.incompleteBecause).toEqual(['shares_over_whole']);
    expect(over.overHeld.map((p) => [p.company.id, p.knownPercentage])).toEqual([['root', 160]]);
    // 150 % of one link is no share: unknown, and then also more than the whole.
    const link = computeUbos(await graphOf({ root: [owns(person('c'), 150)] }));
    expect(link.incompleteBecause).toEqual(['unknown_percentages']);
  });

  it('names as possible UBO whoever crosses 25 % once a cross-holding is resolved', async () => {
    const cross = computeUbos(
      await graphOf({
        root: [owns(company('a'), 100)],
        a: [owns(person('cees'), 50), owns(company('b'), 50)],
        b: [owns(person('dana'), 50), owns(company('a'), 50)],
      }),
    );
    // On simple paths Cees holds 50 % and Dana 25 %; resolved, 66.67 % and 33.33 %.
    expect(cross.ubos.map((u) => [u.person.id, u.percentage])).toEqual([['cees', 50]]);
    expect(cross.incompleteBecause).toEqual(['shares_not_reaching_persons']);
    expect(cross.aboveThroughCycles.map((p) => [p.person.id, p.percentage])).toEqual([
      ['dana', 33.33],
    ]);
    expect(cross.possibleUbos.map((p) => p.person.id)).toEqual(['dana']);
  });

  it('is incomplete where companies own each other in a closed loop', async () => {
    const loop = computeUbos(
      await graphOf({
        root: [owns(company('a'), 100)],
        a: [owns(company('b'), 100)],
        b: [owns(company('a'), 100)],
      }),
    );
    expect(loop.persons).toEqual([]);
    expect(loop.personsTotal).toBe(0);
    expect(loop.incompleteBecause).toEqual(['shares_not_reaching_persons']);
  });

  it('counts a share class twice when the same owner holds twice', async () => {
    const result = computeUbos(
      await graphOf({ root: [owns(person('p'), 15), owns(person('p'), 15)] }),
    );
    expect(result.ubos[0]?.percentage).toBe(30);
    expect(result.ubos[0]?.roles.map((r) => r.id)).toEqual(['owner:root>p', 'owner:root>p#2']);
  });

  it('reports unknown percentages apart, neither as 0 nor as 100 %', async () => {
    const result = computeUbos(
      await graphOf({
        root: [owns(person('p'), undefined), owns(company('H'), 60), owns(person('s'), 30)],
        H: [owns(person('q'), 50), owns(person('r'), undefined), owns(person('s'), 150)],
      }),
    );
    // q: 60 % × 50 %. r would be a UBO at 100 %, p at anything above 25 %: neither is counted.
    expect(result.ubos.map((u) => [u.person.id, u.percentage])).toEqual([
      ['q', 30],
      ['s', 30],
    ]);
    // An impossible percentage (150) is unknown too; s is a UBO on the known 30 % anyway.
    expect(result.ubos[1]?.unknownPaths.map((p) => p.ids)).toEqual([['root', 'H', 's']]);
    expect(result.possibleUbos.map((p) => [p.person.id, p.percentage, p.holding])).toEqual([
      ['p', 0, undefined],
      ['r', 0, undefined],
    ]);
    expect(result.possibleUbos[1]?.unknownPaths[0]?.steps.map((s) => s.percentage)).toEqual([
      60,
      undefined,
    ]);
    expect(result.unknownLinks).toEqual([
      { companyId: 'root', owner: person('p') },
      { companyId: 'H', owner: person('r') },
      { companyId: 'H', owner: person('s') },
    ]);
    expect(result.complete).toBe(false);
    expect(result.incompleteBecause).toEqual(['unknown_percentages']);
  });

  it('makes a UBO of whoever holds more than 25 % on a band’s lower bound, a possible UBO otherwise', async () => {
    const band = (owner: Party, low: number, high: number, text: string): OwnerLink => ({
      owner,
      range: { low, high, lowExclusive: true, text },
    });
    const result = computeUbos(
      await graphOf({
        root: [band(person('p'), 75, 100, '75-100%'), band(company('H'), 10, 20, '10-20%')],
        H: [owns(person('q'), 100)],
      }),
    );
    expect(result.ubos.map((u) => u.person.id)).toEqual(['p']);
    const [ubo] = result.ubos;
    expect(ubo?.atLeast).toEqual({ percentage: 75, exclusive: true });
    expect(ubo?.holding).toBe('direct');
    expect(ubo?.roles).toEqual([
      { id: 'owner:root>p', type: 'owner', competency: 'direct 75-100% (band)' },
    ]);
    // 10-20 % through H: no UBO for certain, but not known not to be one either.
    expect(result.possibleUbos.map((p) => p.person.id)).toEqual(['q']);
    expect(result.complete).toBe(false);
    expect(result.incompleteBecause).toContain('unknown_percentages');
    // More than 25 % ("25-50%", as the PSC bands mean it) is above 25 % too.
    const exactly = computeUbos(await graphOf({ root: [band(person('r'), 25, 50, '25-50%')] }));
    expect(exactly.ubos.map((u) => u.person.id)).toEqual(['r']);
  });

  it('reports an unknown percentage of a company link once, however many paths cross it', async () => {
    const result = computeUbos(
      await graphOf({
        root: [owns(company('H'))],
        H: [owns(person('p'), 50), owns(person('q'), 50)],
      }),
    );
    expect(result.unknownLinks).toEqual([{ companyId: 'root', owner: company('H') }]);
    expect(result.possibleUbos.map((p) => p.person.id).sort()).toEqual(['p', 'q']);
  });

  it("orders UBOs of equal share by code point, not by the server's locale", async () => {
    const named = (id: string, name: string): Party => ({ id, kind: 'person', name });
    const result = computeUbos(
      await graphOf({
        root: [
          owns(named('g', 'de Groot'), 30),
          owns(named('o', 'Öztürk'), 30),
          owns(named('z', 'Zander'), 30),
          owns(person('r'), 10),
        ],
      }),
    );
    expect(result.ubos.map((u) => u.person.name)).toEqual(['Zander', 'de Groot', 'Öztürk']);
  });

  it('says when a truncated graph may leave owners out', async () => {
    const graph = await graphOf(
      { root: [owns(company('H'), 100)], H: [owns(person('p'), 100)] },
      'root',
      { maxDepth: 1 },
    );
    const result = computeUbos(graph);
    expect(result.ubos).toEqual([]);
    expect(result.complete).toBe(false);
    expect(result.incompleteBecause).toEqual(['truncated_graph']);
  });

  it('stops a search with too many paths and says so', async () => {
    // Each level doubles the paths: 2^6 routes to p.
    const owners: Record<string, OwnerLink[]> = { l6: [owns(person('p'), 100)] };
    for (let i = 0; i < 6; i++) {
      owners[`l${i}`] = [owns(company(`l${i + 1}`), 50), owns(company(`m${i + 1}`), 50)];
      owners[`m${i + 1}`] = [owns(company(`l${i + 1}`), 100)];
    }
    const graph = await graphOf(owners, 'l0');
    const whole = computeUbos(graph);
    expect(whole.ubos[0]?.paths).toHaveLength(64);
    expect(whole.ubos[0]?.percentage).toBe(100);
    expect(whole.complete).toBe(true);
    const cut = computeUbos(graph, { maxSteps: 50 });
    expect(cut.complete).toBe(false);
    expect(cut.incompleteBecause).toEqual(['max_steps']);
    expect(cut.ubos[0]?.percentage ?? 0).toBeLessThan(100);
  });

  it('gives roles that fit the contract’s UBO entry', async () => {
    FormatRegistry.Set('date-time', (v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !isNaN(Date.parse(v)));
    FormatRegistry.Set('date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v));
    const result = computeUbos(
      await graphOf({
        root: [owns(person('p'), 10, '2016-02-29'), owns(company('H'), 90, '2020-05-01')],
        H: [owns(person('p'), 100, '2010-01-01')],
      }),
    );
    const [ubo] = result.ubos;
    const entry = {
      name: ubo?.person.name,
      roles: ubo?.roles,
      shareholding_percentage: ubo?.percentage,
    };
    expect(Value.Check(UboEntry, [TreeNode, Person], entry)).toBe(true);
    expect(Value.Check(UboEntry, [TreeNode, Person], { ...entry, roles: [{ when: 'x' }] })).toBe(
      false,
    );
  });
});

describe('round2', () => {
  it('shows a UBO just above 25 % with the decimals that tell it from 25 %', async () => {
    const result = computeUbos(
      await graphOf({ root: [owns(person('c'), 25.001), owns(person('d'), 74.999)] }),
    );
    expect(result.ubos.map((u) => [u.person.id, u.percentage, u.roles[0]?.competency])).toEqual([
      ['d', 74.999, 'direct 74.999 %'],
      ['c', 25.001, 'direct 25.001 %'],
    ]);
    // Floating-point noise of a chain is no decimal to show: 60 % of 50 % is 30.00 %.
    const chain = computeUbos(
      await graphOf({ root: [owns(company('h'), 60)], h: [owns(person('p'), 50)] }),
    );
    expect(chain.ubos[0]?.percentage).toBe(30);
    expect(chain.ubos[0]?.roles[0]?.competency).toMatch(/^indirect 30\.00 % /);
  });

  it('rounds half up to two decimals', () => {
    expect(round2(7.800000000000001)).toBe(7.8);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(33.333333)).toBe(33.33);
  });
});
