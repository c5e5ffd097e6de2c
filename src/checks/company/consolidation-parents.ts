import { first, type Entity } from '../../entities/entity.js';
import type { Related } from '../../registry/registry.js';

const typeOf = (relation: Entity): string | undefined => relation.properties.ownershipType?.[0];

/**
 * The values of both, each once, the direct relation's first (first() reads those). Gathered by
 * name in a Map: the names are the imported records', and a property "constructor" or
 * "__proto__" is one like any other.
 */
function mergedProperties(direct: Entity, ultimate: Entity): Record<string, string[]> {
  const properties = new Map<string, string[]>();
  for (const [name, values] of Object.entries(direct.properties)) properties.set(name, [...values]);
  for (const [name, values] of Object.entries(ultimate.properties)) {
    const merged = properties.get(name) ?? [];
    properties.set(name, merged);
    for (const value of values) if (!merged.includes(value)) merged.push(value);
  }
  // One role, so the link shows what both records say rather than only the first.
  const roles = properties.get('role');
  if (roles && roles.length > 1) properties.set('role', [roles.join('; ')]);
  return Object.fromEntries(properties);
}

/**
 * GLEIF gives a child both its direct and its ultimate consolidation parent, and gleif-rr keeps
 * each as an Ownership. When both name the same company, that is one parent, not two owners:
 * the ultimate relation is folded into the direct one (roles joined, values of both kept), so
 * company.parents and the UBO paths list the parent once. Other repeated links between the same
 * parties (share classes) stay apart. A parent in no dataset is one parent by the id both
 * relations give (`owners_not_found` names it once).
 */
export function foldConsolidationParents(owners: readonly Related[]): Related[] {
  const ownerId = (related: Related) => related.other?.id ?? first(related.relation, 'owner');
  const direct = new Map<string, Related>();
  for (const related of owners) {
    const id = ownerId(related);
    if (id !== undefined && typeOf(related.relation) === 'direct' && !direct.has(id)) {
      direct.set(id, related);
    }
  }
  const folded = new Map<Related, Related>();
  const result: Related[] = [];
  for (const related of owners) {
    const id = ownerId(related);
    const into = id === undefined ? undefined : direct.get(id);
    if (into === undefined || typeOf(related.relation) !== 'ultimate') {
      result.push(related);
      continue;
    }
    const base = folded.get(into) ?? into;
    folded.set(into, {
      relation: { ...base.relation, properties: mergedProperties(base.relation, related.relation) },
      other: base.other,
    });
  }
  return result.map((related) => folded.get(related) ?? related);
}
