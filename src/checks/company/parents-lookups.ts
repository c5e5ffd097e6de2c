/**
 * What lookups.parents says of the parents beyond the contract's Parent: their register status,
 * their other identifiers, the bands they are held in, and the heads of the group.
 */
import { first } from '../../entities/entity.js';
import { otherRegisterNumberOf } from '../../registry/company-record.js';
import { companyStatusOf } from '../../registry/company-status.js';
import type { Ownership } from './ownership.js';

/**
 * The parent companies whose register status is other than active (a bankrupt holding, a
 * dissolved parent): the contract's Parent has no status field, and a group whose parent is
 * failing is what a reviewer must see.
 */
export function parentsNotActive(ownership: Ownership): Record<string, string>[] {
  const { graph, entities } = ownership;
  return [...graph.nodes.values()].flatMap(({ party }) => {
    const entity = party.kind === 'company' && party.id !== graph.rootId && entities.get(party.id);
    const status = entity ? companyStatusOf(entity) : undefined;
    if (!entity || !status || status === 'active') return [];
    const number = first(entity, 'registrationNumber');
    return [
      {
        name: first(entity, 'name') ?? party.name,
        ...(number && { chamber_of_commerce_number: number }),
        status,
      },
    ];
  });
}

/**
 * The parent companies known by no register number the Parent can show (a foreign parent known
 * from GLEIF: its LEI, and its own register's number with its authority, which no lookup reads
 * and so is not shown as chamber_of_commerce_number, docs/checks.md; a bare idNumber may be any
 * identifier and is not named): the contract's Parent has no field for them,
 * and a reviewer must be able to tell which legal entity a parent is.
 */
export function parentsByOtherIdentifiers(ownership: Ownership): Record<string, string>[] {
  const { graph, entities } = ownership;
  return [...graph.nodes.values()].flatMap(({ party }) => {
    const entity = party.kind === 'company' && party.id !== graph.rootId && entities.get(party.id);
    if (!entity || first(entity, 'registrationNumber')) return [];
    const [lei, number] = [first(entity, 'leiCode'), otherRegisterNumberOf(entity)];
    if (!lei && !number) return [];
    return [{ name: first(entity, 'name') ?? party.name, ...(lei && { lei }), ...number }];
  });
}

/**
 * The parent companies held in a band ("75-100%"): the contract's shareholding_percentage is
 * one number, so the band is named here, or a parent held 75-100 % would read as held by an
 * unknown share.
 */
export function parentsHeldInBands(ownership: Ownership): Record<string, string>[] {
  const { graph } = ownership;
  return [...graph.nodes.values()].flatMap((node) =>
    node.owners.flatMap((link) =>
      link.owner.kind === 'company' && link.range
        ? [{ name: link.owner.name, of: node.party.name, band: link.range.text }]
        : [],
    ),
  );
}

/**
 * The heads of the group (GLEIF's ultimate parents) that no chain of direct parents reaches: in
 * company.parents beside the direct parents but without a shareholding_percentage, since they
 * hold the same shares seen from the top, not a second holding. Named here with GLEIF's figure.
 */
export function ultimateParentsOf(ownership: Ownership): Record<string, unknown>[] {
  const { graph, entities } = ownership;
  return [...graph.nodes.values()].flatMap((node) =>
    node.owners.flatMap((link) => {
      if (link.ultimate !== true || node.owners.every((l) => l.ultimate === true)) return [];
      const entity = entities.get(link.owner.id);
      const lei = entity && first(entity, 'leiCode');
      return [
        {
          name: link.owner.name,
          ...(lei && { lei }),
          of: node.party.name,
          ...(link.percentage !== undefined && { consolidation_percentage: link.percentage }),
          note: 'ultimate consolidation parent; no record links the direct parents to it',
        },
      ];
    }),
  );
}
