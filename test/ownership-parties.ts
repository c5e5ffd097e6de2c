import {
  inMemoryOwners,
  loadOwnershipGraph,
  type GraphLimits,
  type OwnerLink,
  type Party,
} from '../src/checks/ownership/graph.js';

/** Hand-built ownership graphs for the ownership tests: parties, links, and the loaded graph. */
export const person = (id: string): Party => ({ id, kind: 'person', name: `Person ${id}` });
export const company = (id: string): Party => ({ id, kind: 'company', name: `${id} B.V.` });
export const owns = (owner: Party, percentage?: number, startDate?: string): OwnerLink => ({
  owner,
  percentage,
  ...(startDate !== undefined && { startDate }),
});
export const graphOf = (owners: Record<string, OwnerLink[]>, root = 'root', limits?: GraphLimits) =>
  loadOwnershipGraph(root, inMemoryOwners(owners), { rootName: 'Root B.V.', ...limits });
