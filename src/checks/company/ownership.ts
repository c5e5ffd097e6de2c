/**
 * The ownership graph upwards from the checked company (src/checks/ownership/), loaded once per
 * check from the register's Ownership relations; company.parents (parents.ts), company.ubo
 * (ubo-section.ts) and risk_country (risk-country.ts) read it.
 */
import { first, type Entity } from '../../entities/entity.js';
import { parsePercentage, type ShareRange } from '../../entities/percentage.js';
import type { Registry, Related } from '../../registry/registry.js';
import { isSameCompany } from '../../registry/same-company.js';
import { loadOwnershipGraph, type OwnerLink, type OwnershipGraph } from '../ownership/graph.js';
import { dropImpliedUltimateLinks } from '../ownership/ultimate-links.js';
import { foldConsolidationParents } from './consolidation-parents.js';
import { once, type CompanyCheckContext } from './context.js';
import { identifyCompany } from './identify.js';
import { boardDate, inForce, referenceDateOf } from './reference-date.js';
/**
 * A share as FtM writes it: a number ("60", "33,33", "50 %") or a band ("75-100%", ">25%");
 * neither when the value is missing or not read (the share is then unknown).
 */
function shareOf(relation: Entity): { percentage?: number; range?: ShareRange } {
  const raw = first(relation, 'percentage');
  const parsed = raw === undefined ? undefined : parsePercentage(raw);
  if (parsed === undefined) return {};
  return 'range' in parsed ? { range: parsed.range } : { percentage: parsed.value };
}

export interface Ownership {
  graph: OwnershipGraph;
  /** The entities of every party in the graph, by id (for addresses, countries, persons). */
  entities: Map<string, Entity>;
  /**
   * The company's own ownership relations in the register that are not in force on the
   * reference date: where none is, its shares were held by someone the check cannot name.
   */
  rootOwnershipsNotInForce: number;
  /**
   * Ownership relations in force whose owner is in no dataset (a reference the register's data
   * does not resolve): a holding recorded but not followed, so neither parents nor UBOs are
   * complete. Named in lookups.parents and lookups.ubo as `owners_not_found`.
   */
  ownersNotFound: OwnerNotFound[];
}

export interface OwnerNotFound {
  /** The owner's id as the relation gives it. */
  owner_id: string;
  /** The company held, by name. */
  of: string;
  /** The share as the relation writes it. */
  percentage?: string;
}

/**
 * The owners of a company filed by more than one source: those of the record checked; where it
 * names none, those its other records name (GLEIF's consolidation parent of a KvK company whose
 * own record names no owner). Never both: the sources name one parent by records of their own
 * (a foreign parent's GLEIF record shares no number with its register record, a person has no
 * number at all), so owners of two sources together would count one holding twice. The record
 * checked's relations to owners in no dataset are kept either way: a holding it records but
 * that cannot be followed is named (`owners_not_found`), not dropped for the other records'.
 */
export async function ownersOfRecords(
  registry: Pick<Registry, 'owners'>,
  checked: Entity,
  others: readonly Entity[],
  current: (owner: Related) => boolean,
): Promise<Related[]> {
  const own = await registry.owners(checked.id);
  if (others.length === 0 || own.some((owner) => owner.other !== undefined && current(owner))) {
    return own;
  }
  const company = [checked, ...others];
  const more = (await Promise.all(others.map((record) => registry.owners(record.id)))).flat();
  const notFound = own.filter(({ other }) => other === undefined);
  // A record of the company itself is never its owner.
  return [
    ...notFound,
    ...more.filter(
      ({ other }) => other !== undefined && !company.some((record) => isSameCompany(record, other)),
    ),
  ];
}

/** The ownership graph of the checked company, loaded once per check. */
export function ownershipOf(context: CompanyCheckContext): Promise<Ownership | undefined> {
  return once(context, 'ownership', async () => {
    const company = await identifyCompany(context);
    if (!company) return undefined;
    const entities = new Map<string, Entity>([[company.entity.id, company.entity]]);
    const reference = await referenceDateOf(context);
    let rootOwnershipsNotInForce = 0;
    const ownersNotFound: OwnerNotFound[] = [];
    const loadOwners = async (companyId: string): Promise<OwnerLink[]> => {
      // Every level on the check's reference date; a parent dissolved before it, on its own
      // dissolution date, as its board.
      const on = boardDate(entities.get(companyId), reference);
      const isCurrent = ({ relation }: Related) => inForce(relation, on);
      const owners =
        companyId === company.entity.id
          ? await ownersOfRecords(
              context.registry,
              company.entity,
              company.sameCompanyRecords,
              isCurrent,
            )
          : await context.registry.owners(companyId);
      const current = owners.filter((owner) => owner.other && isCurrent(owner));
      if (companyId === company.entity.id) {
        rootOwnershipsNotInForce = owners.filter((o) => o.other).length - current.length;
      }
      // A parent GLEIF gives as direct and as ultimate consolidation parent is named once.
      const missing = foldConsolidationParents(owners.filter((o) => !o.other && isCurrent(o)));
      for (const { relation } of missing) {
        const held = entities.get(companyId);
        const percentage = first(relation, 'percentage');
        ownersNotFound.push({
          owner_id: first(relation, 'owner') ?? relation.id,
          of: (held && first(held, 'name')) ?? companyId,
          ...(percentage !== undefined && { percentage }),
        });
      }
      return foldConsolidationParents(current).flatMap(({ relation, other }) => {
        if (!other) return [];
        entities.set(other.id, other);
        const share = shareOf(relation);
        const startDate = first(relation, 'startDate');
        const role = first(relation, 'role');
        // Only the head of the group (a relation folded with a direct one is direct too).
        const types = relation.properties.ownershipType ?? [];
        const ultimate = types.length > 0 && types.every((type) => type === 'ultimate');
        return [
          {
            owner: {
              id: other.id,
              kind: other.schema === 'Person' ? ('person' as const) : ('company' as const),
              name: first(other, 'name') ?? other.id,
            },
            ...share,
            ...(startDate && { startDate }),
            ...(role && { role }),
            ...(ultimate && { ultimate }),
          },
        ];
      });
    };
    const graph = await loadOwnershipGraph(company.entity.id, loadOwners, {
      rootName: first(company.entity, 'name') ?? company.entity.id,
    });
    dropImpliedUltimateLinks(graph);
    context.lookups.ownership = {
      // Said where it is not today: the relations of a dissolved company, at its dissolution.
      ...(reference < context.today && { relations_on: reference }),
      parties: graph.nodes.size,
      truncated: graph.truncated,
      ...(graph.truncated && { truncated_by: graph.truncatedBy }),
    };
    return { graph, entities, rootOwnershipsNotInForce, ownersNotFound };
  });
}

/** The companies above the checked one in its ownership graph, nearest first. */
export async function parentCompaniesOf(context: CompanyCheckContext): Promise<Entity[]> {
  const ownership = await ownershipOf(context);
  if (!ownership) return [];
  const { graph, entities } = ownership;
  return [...graph.nodes.values()].flatMap(({ party }) =>
    party.kind === 'company' && party.id !== graph.rootId ? (entities.get(party.id) ?? []) : [],
  );
}
