/**
 * GLEIF gives a company both its direct and its ultimate consolidation parent. Where the chain
 * of direct parents reaches the ultimate one, the ultimate link says nothing more and would show
 * the head of the group twice: beside the chain, and at its top.
 */
import type { OwnershipGraph, OwnershipNode } from './graph.js';

/** Whether `target` is an owner of `from`, at any height, through links other than `skip`. */
function reaches(
  graph: OwnershipGraph,
  from: OwnershipNode,
  target: string,
  skip: OwnershipNode['owners'][number],
): boolean {
  const seen = new Set<string>([from.party.id]);
  const stack = from.owners.filter((link) => link !== skip).map((link) => link.owner.id);
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (id === target) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const link of graph.nodes.get(id)?.owners ?? []) stack.push(link.owner.id);
  }
  return false;
}

/**
 * Drops each ultimate-parent link whose parent the other links reach anyway, and works the
 * depths out again from the root (a dropped shortcut made the head of the group look nearer).
 */
export function dropImpliedUltimateLinks(graph: OwnershipGraph): void {
  let dropped = false;
  for (const node of graph.nodes.values()) {
    for (const link of [...node.owners]) {
      if (link.ultimate !== true || !reaches(graph, node, link.owner.id, link)) continue;
      node.owners.splice(node.owners.indexOf(link), 1);
      dropped = true;
    }
  }
  if (!dropped) return;
  const root = graph.nodes.get(graph.rootId);
  if (!root) return;
  const depth = new Map<string, number>([[graph.rootId, 0]]);
  let level = [root];
  for (let d = 1; level.length > 0; d++) {
    const next: OwnershipNode[] = [];
    for (const node of level) {
      for (const link of node.owners) {
        const owner = graph.nodes.get(link.owner.id);
        if (!owner || depth.has(owner.party.id)) continue;
        depth.set(owner.party.id, d);
        owner.depth = d;
        next.push(owner);
      }
    }
    level = next;
  }
}
