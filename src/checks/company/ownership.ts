/**
 * company.parents: the ownership graph upwards from the company (src/checks/ownership/), loaded
 * once per check from the register's Ownership relations; company.ubo (ubo-section.ts) and
 * risk_country (risk-country.ts) read it too.
 */
import type { CompanyCheckResult } from '../../contract/company-check.js';
import type { Parent } from '../../contract/company-record.js';
import { first, type Entity } from '../../entities/entity.js';
import { parsePercentage, type ShareRange } from '../../entities/percentage.js';
import { companyRecordOf, otherRegisterNumberOf } from '../../registry/company-record.js';
import { companyStatusOf } from '../../registry/company-status.js';
import type { Registry, Related } from '../../registry/registry.js';
import { isSameCompany } from '../../registry/same-company.js';
import { loadOwnershipGraph, type OwnerLink, type OwnershipGraph } from '../ownership/graph.js';
import { parentTree, type ParentNode } from '../ownership/tree.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import { RESIDENTS_FORMAT } from '../person/resident-records.js';
import { foldConsolidationParents } from './consolidation-parents.js';
import { dropImpliedUltimateLinks } from '../ownership/ultimate-links.js';
import { once, type CompanyCheckContext } from './context.js';
import { directorOf, directorshipsOf } from './directors.js';
import { identifyCompany } from './identify.js';
import { boardDate, inForce, referenceDateOf } from './reference-date.js';
import { companyDataServed } from '../data-served.js';

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

/** The share as the Parent shows it: within 0-100 % and not the head of the group's. */
const shownShare = (link: ParentNode['link']): number | undefined =>
  link.percentage !== undefined && !link.ultimate && link.percentage >= 0 && link.percentage <= 100
    ? link.percentage
    : undefined;

/** The holding date as the Parent shows it (YYYY-MM-DD). */
const shownStart = (link: ParentNode['link']): string | undefined =>
  link.startDate && /^\d{4}-\d{2}-\d{2}/.test(link.startDate)
    ? link.startDate.slice(0, 10)
    : undefined;

/** A parent met again up its own chain: its name, number, share and start date. */
function cycleParentOf(node: ParentNode, entity: Entity | undefined): Parent {
  const share = shownShare(node.link);
  const start = shownStart(node.link);
  const record = entity ? companyRecordOf(entity, undefined) : undefined;
  const number = record?.chamber_of_commerce_number;
  return {
    name: record?.name ?? node.party.name,
    ...(share !== undefined && { shareholding_percentage: share }),
    ...(start && { start_date: start }),
    ...(number && { chamber_of_commerce_number: number }),
  };
}

/**
 * The ownership cycles of the parents as shown: each company met again up its own chain, with
 * the company it holds there; the checked company marked. The contract's Parent cannot say so.
 */
function cyclesOf(
  nodes: readonly ParentNode[],
  holds: string,
  ownership: Ownership,
): Record<string, unknown>[] {
  const { graph, entities } = ownership;
  return nodes.flatMap((node) => {
    if (node.parentsOmitted !== 'cycle') return cyclesOf(node.parents, node.party.name, ownership);
    const shown = cycleParentOf(node, entities.get(node.party.id));
    return [
      {
        name: shown.name,
        ...(shown.chamber_of_commerce_number && {
          chamber_of_commerce_number: shown.chamber_of_commerce_number,
        }),
        holds,
        ...(shown.shareholding_percentage !== undefined && {
          percentage: shown.shareholding_percentage,
        }),
        ...(node.party.id === graph.rootId && { checked_company: true }),
      },
    ];
  });
}

/**
 * The contract's Parent of one node, with its own parents and its directors, each screened and
 * matched to an address as the company's own directors are.
 */
async function parentOf(
  context: CompanyCheckContext,
  node: ParentNode,
  entities: Map<string, Entity>,
): Promise<Parent> {
  const entity = entities.get(node.party.id);
  // A company met again up its own chain (a cycle) is shown where it first appears, the checked
  // company at the top: here only what tells which it is and what it holds, and no directors
  // screened a second time as a parent's (lookups.parents.cycles names it).
  if (node.parentsOmitted === 'cycle') return cycleParentOf(node, entity);
  const address = entity && (await context.registry.addressOf(entity));
  const record = entity ? companyRecordOf(entity, address) : { name: node.party.name };
  const directorships = await directorshipsOf(context, node.party.id, entity);
  const [found, parents] = await Promise.all([
    Promise.all(directorships.map((d) => directorOf(context, d, { screen: true, address: true }))),
    Promise.all(node.parents.map((p) => parentOf(context, p, entities))),
  ]);
  const directors = found.filter((d) => d !== undefined);
  const share = shownShare(node.link);
  const start = shownStart(node.link);
  return {
    name: record.name ?? node.party.name,
    // A share outside 0-100 % is no share the UBO computation takes either: left out, as unknown.
    // The head of the group beside the direct parents holds no shares of its own beside theirs:
    // its percentage is GLEIF's for the whole group (lookups.parents.ultimate_parents).
    ...(share !== undefined && { shareholding_percentage: share }),
    ...(start && { start_date: start }),
    ...(record.address && { address: record.address }),
    ...(record.mail_address && { mail_address: record.mail_address }),
    ...(record.phone_number && { phone_number: record.phone_number }),
    ...(record.industry && { industry: record.industry }),
    ...(record.industry_description && { industry_description: record.industry_description }),
    ...(record.business_entity_type && { business_entity_type: record.business_entity_type }),
    ...(record.incorporation_year && { incorporation_year: record.incorporation_year }),
    ...(record.chamber_of_commerce_number && {
      chamber_of_commerce_number: record.chamber_of_commerce_number,
    }),
    ...(directors.length > 0 && { directors }),
    ...(parents.length > 0 && { parents }),
  };
}

/**
 * The parent companies whose register status is other than active (a bankrupt holding, a
 * dissolved parent): the contract's Parent has no status field, and a group whose parent is
 * failing is what a reviewer must see.
 */
function parentsNotActive(ownership: Ownership): Record<string, string>[] {
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
function parentsByOtherIdentifiers(ownership: Ownership): Record<string, string>[] {
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
function parentsHeldInBands(ownership: Ownership): Record<string, string>[] {
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
function ultimateParentsOf(ownership: Ownership): Record<string, unknown>[] {
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

/** company.parents: the companies owning it, each with its directors and its own owners. */
export const companyParents: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: [...ENTITY_FORMATS, RESIDENTS_FORMAT],
  dataServed: companyDataServed(),
  async compute(context) {
    const ownership = await ownershipOf(context);
    if (!ownership) return undefined;
    const tree = parentTree(ownership.graph);
    const parents = await Promise.all(
      tree.parents.map((node) => parentOf(context, node, ownership.entities)),
    );
    const notActive = parentsNotActive(ownership);
    const otherIdentifiers = parentsByOtherIdentifiers(ownership);
    const ultimate = ultimateParentsOf(ownership);
    const bands = parentsHeldInBands(ownership);
    const rootName = ownership.graph.nodes.get(ownership.graph.rootId)?.party.name ?? '';
    const cycles = cyclesOf(tree.parents, rootName, ownership);
    const notFound = ownership.ownersNotFound;
    // The UBOs' words for the same causes: an owner in no dataset, a tree cut off at a limit.
    const incomplete = [
      ...(notFound.length > 0 ? ['owners_not_found'] : []),
      ...(tree.complete ? [] : ['truncated_graph']),
    ];
    context.lookups.parents = {
      complete: incomplete.length === 0,
      ...(incomplete.length > 0 && { incomplete_because: incomplete }),
      ...(notFound.length > 0 && { owners_not_found: notFound }),
      ...(notActive.length > 0 && { not_active: notActive }),
      ...(otherIdentifiers.length > 0 && { identified_by: otherIdentifiers }),
      ...(ultimate.length > 0 && { ultimate_parents: ultimate }),
      ...(bands.length > 0 && { held_in_bands: bands }),
      ...(cycles.length > 0 && { cycles }),
    };
    // No parent is nothing to report: left out and named under sections.not_found.
    return parents.length > 0 ? { company: { parents } } : undefined;
  },
};
