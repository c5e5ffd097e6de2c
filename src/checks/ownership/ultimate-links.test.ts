import { describe, expect, it } from 'vitest';
import { inMemoryOwners, loadOwnershipGraph, type OwnerLink, type Party } from './graph.js';
import { dropImpliedUltimateLinks } from './ultimate-links.js';

const company = (id: string): Party => ({ id, kind: 'company', name: `${id} B.V.` });
const direct = (owner: Party): OwnerLink => ({ owner });
const ultimate = (owner: Party): OwnerLink => ({ owner, ultimate: true });
const ownersOf = (graph: Awaited<ReturnType<typeof loadOwnershipGraph>>, id: string) =>
  graph.nodes.get(id)?.owners.map((link) => link.owner.id);

describe('dropImpliedUltimateLinks', () => {
  const [parent, head, other] = ['parent', 'head', 'other'].map(company) as [Party, Party, Party];

  it('drops an ultimate parent that the direct parents reach, and reckons the depth again', async () => {
    const graph = await loadOwnershipGraph(
      'child',
      inMemoryOwners({
        child: [direct(parent), ultimate(head)],
        parent: [direct(head)],
      }),
    );
    expect(graph.nodes.get('head')?.depth).toBe(1);
    dropImpliedUltimateLinks(graph);
    expect(ownersOf(graph, 'child')).toEqual(['parent']);
    expect(ownersOf(graph, 'parent')).toEqual(['head']);
    expect(graph.nodes.get('head')?.depth).toBe(2);
  });

  it('keeps an ultimate parent that no chain of direct parents reaches', async () => {
    const graph = await loadOwnershipGraph(
      'child',
      inMemoryOwners({ child: [direct(parent), ultimate(head)], parent: [direct(other)] }),
    );
    dropImpliedUltimateLinks(graph);
    expect(ownersOf(graph, 'child')).toEqual(['parent', 'head']);
  });
});
