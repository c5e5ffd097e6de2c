import { describe, expect, it } from 'vitest';
import {
  inMemoryOwners,
  loadOwnershipGraph,
  type LoadOwners,
  type OwnerLink,
  type Party,
} from './graph.js';

const person = (id: string): Party => ({ id, kind: 'person', name: `Person ${id}` });
const company = (id: string): Party => ({ id, kind: 'company', name: `${id} B.V.` });
const owns = (owner: Party, percentage?: number): OwnerLink => ({ owner, percentage });

/** A loader over `owners` that records each call and how many were in flight at once. */
function recording(owners: Record<string, OwnerLink[]>) {
  const load = inMemoryOwners(owners);
  const calls: string[] = [];
  let inFlight = 0;
  const levels: string[][] = [];
  const loader: LoadOwners = async (id) => {
    calls.push(id);
    if (inFlight === 0) levels.push([]);
    levels[levels.length - 1]?.push(id);
    inFlight++;
    // Yield so that concurrent calls of the same level all start before any finishes.
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    return load(id);
  };
  return { loader, calls, levels };
}

describe('loadOwnershipGraph', () => {
  it('loads breadth-first, one level at a time concurrently, each company once', async () => {
    // root is held by A and B, both held by C (a diamond), C by a person.
    const { loader, calls, levels } = recording({
      root: [owns(company('A'), 50), owns(company('B'), 50)],
      A: [owns(company('C'), 100)],
      B: [owns(company('C'), 100)],
      C: [owns(person('p'), 100)],
    });
    const graph = await loadOwnershipGraph('root', loader, { rootName: 'Root B.V.' });

    expect(levels).toEqual([['root'], ['A', 'B'], ['C']]);
    expect(calls.filter((id) => id === 'C')).toHaveLength(1);
    expect(graph.truncated).toBe(false);
    expect(graph.truncatedBy).toEqual([]);
    expect(graph.nodes.get('root')?.party).toEqual({
      id: 'root',
      kind: 'company',
      name: 'Root B.V.',
    });
    expect([...graph.nodes.values()].map((n) => [n.party.id, n.depth, n.ownersLoaded])).toEqual([
      ['root', 0, 'all'],
      ['A', 1, 'all'],
      ['B', 1, 'all'],
      ['C', 2, 'all'],
      ['p', 3, 'all'],
    ]);
    // Both links to C are kept: the graph is a DAG, not a tree.
    expect(graph.nodes.get('B')?.owners.map((l) => l.owner.id)).toEqual(['C']);
  });

  it('never loads a person', async () => {
    const { loader, calls } = recording({ root: [owns(person('p'), 100)] });
    await loadOwnershipGraph('root', loader);
    expect(calls).toEqual(['root']);
  });

  it('links back to a company seen before instead of loading it again (cycle)', async () => {
    const { loader, calls } = recording({
      B: [owns(company('A'), 50)],
      A: [owns(company('B'), 50), owns(person('p'), 50)],
    });
    const graph = await loadOwnershipGraph('B', loader);
    expect(calls).toEqual(['B', 'A']);
    expect(graph.nodes.get('A')?.owners.map((l) => l.owner.id)).toEqual(['B', 'p']);
    expect(graph.truncated).toBe(false);
  });

  it('stops at maxDepth and says so', async () => {
    const owners = {
      root: [owns(company('c1'), 100)],
      c1: [owns(company('c2'), 100)],
      c2: [owns(company('c3'), 100)],
      c3: [owns(person('p'), 100)],
    };
    const cut = await loadOwnershipGraph('root', inMemoryOwners(owners), { maxDepth: 2 });
    expect([...cut.nodes.keys()]).toEqual(['root', 'c1', 'c2']);
    expect(cut.nodes.get('c2')?.ownersLoaded).toBe('none');
    expect(cut.truncated).toBe(true);
    expect(cut.truncatedBy).toEqual(['max_depth']);

    // Four links up reaches the person: nothing is left out.
    const whole = await loadOwnershipGraph('root', inMemoryOwners(owners), { maxDepth: 4 });
    expect(whole.nodes.has('p')).toBe(true);
    expect(whole.truncated).toBe(false);
  });

  it('stops adding parties at maxNodes, keeping links to parties already held', async () => {
    const graph = await loadOwnershipGraph(
      'root',
      inMemoryOwners({
        root: [owns(company('A'), 50), owns(company('B'), 50)],
        A: [owns(person('p'), 100)],
        B: [owns(person('p'), 50), owns(person('q'), 50)],
      }),
      { maxNodes: 4 },
    );
    expect([...graph.nodes.keys()]).toEqual(['root', 'A', 'B', 'p']);
    expect(graph.nodes.get('A')?.ownersLoaded).toBe('all');
    // p is held by then, so B's link to it stays; q would be a fifth party.
    expect(graph.nodes.get('B')?.owners.map((l) => l.owner.id)).toEqual(['p']);
    expect(graph.nodes.get('B')?.ownersLoaded).toBe('some');
    expect(graph.truncated).toBe(true);
    expect(graph.truncatedBy).toEqual(['max_nodes']);
  });

  it('does not load the next level once maxNodes parties are held', async () => {
    const { loader, calls } = recording({
      root: [owns(company('A'), 100)],
      A: [owns(person('p'), 100)],
    });
    const graph = await loadOwnershipGraph('root', loader, { maxNodes: 2 });
    expect(calls).toEqual(['root']);
    expect(graph.nodes.get('A')?.ownersLoaded).toBe('none');
    expect(graph.truncatedBy).toEqual(['max_nodes']);
  });

  it('rejects limits that make no sense', async () => {
    const load = inMemoryOwners({});
    await expect(loadOwnershipGraph('root', load, { maxDepth: -1 })).rejects.toThrow(RangeError);
    await expect(loadOwnershipGraph('root', load, { maxNodes: 0 })).rejects.toThrow(RangeError);
    await expect(loadOwnershipGraph('root', load, { maxDepth: 1.5 })).rejects.toThrow(RangeError);
  });

  it('passes on a failing load', async () => {
    const failing: LoadOwners = (id) =>
      id === 'A'
        ? Promise.reject(new Error('store down'))
        : Promise.resolve([owns(company('A'), 100)]);
    await expect(loadOwnershipGraph('root', failing)).rejects.toThrow('store down');
  });
});
