/**
 * company.parents, company.ubo and risk_country: the ownership graph upwards from the company
 * (src/checks/ownership/), loaded once per check from the register's Ownership relations.
 */
import type { CompanyCheckResult } from '../../contract/company-check.js';
import type { Parent, UboEntry } from '../../contract/company-record.js';
import { first, type Entity } from '../../entities/entity.js';
import { companyRecordOf, companyStatusOf } from '../../registry/company-record.js';
import { COUNTRY_RISK_FORMAT, countryRisk, type CountryOfConcern } from '../country-risk.js';
import { loadOwnershipGraph, type OwnerLink, type OwnershipGraph } from '../ownership/graph.js';
import { isSoleProprietorship, soleProprietorUbos } from '../ownership/sole-proprietor.js';
import {
  parentTree,
  pseudoUboTree,
  soleProprietorTree,
  uboTree,
  type ParentNode,
} from '../ownership/tree.js';
import { computeUbos, pseudoUbos, type UboResult } from '../ownership/ubo.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import { RESIDENTS_FORMAT } from '../person/resident-records.js';
import { foldConsolidationParents } from './consolidation-parents.js';
import { dropImpliedUltimateLinks } from '../ownership/ultimate-links.js';
import { once, type CompanyCheckContext } from './context.js';
import { directorOf, directorshipsOf } from './directors.js';
import { identifyCompany } from './identify.js';
import { contractPersonOf } from './persons.js';
import { boardDate, inForce, referenceDateOf } from './reference-date.js';
import { seniorManagementOf } from './senior-management.js';

/** A percentage as FtM writes it ("60", "33,33", "50 %"); undefined when not a share. */
function percentageOf(relation: Entity): number | undefined {
  const raw = first(relation, 'percentage')?.replace(',', '.').replace('%', '').trim();
  if (!raw) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

interface Ownership {
  graph: OwnershipGraph;
  /** The entities of every party in the graph, by id (for addresses, countries, persons). */
  entities: Map<string, Entity>;
}

/** The ownership graph of the checked company, loaded once per check. */
export function ownershipOf(context: CompanyCheckContext): Promise<Ownership | undefined> {
  return once(context, 'ownership', async () => {
    const company = await identifyCompany(context);
    if (!company) return undefined;
    const entities = new Map<string, Entity>([[company.entity.id, company.entity]]);
    const reference = await referenceDateOf(context);
    const loadOwners = async (companyId: string): Promise<OwnerLink[]> => {
      const owners = await context.registry.owners(companyId);
      // Every level on the check's reference date; a parent dissolved before it, on its own
      // dissolution date, as its board.
      const on = boardDate(entities.get(companyId), reference);
      const current = owners.filter(({ relation, other }) => other && inForce(relation, on));
      return foldConsolidationParents(current).flatMap(({ relation, other }) => {
        if (!other) return [];
        entities.set(other.id, other);
        const percentage = percentageOf(relation);
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
            ...(percentage !== undefined && { percentage }),
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
      ...(reference < new Date().toISOString().slice(0, 10) && { relations_on: reference }),
      parties: graph.nodes.size,
      truncated: graph.truncated,
      ...(graph.truncated && { truncated_by: graph.truncatedBy }),
    };
    return { graph, entities };
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

/** The UBOs of the checked company, computed once per check. */
function ubosOf(context: CompanyCheckContext): Promise<UboResult | undefined> {
  return once(context, 'ubos', async () => {
    const ownership = await ownershipOf(context);
    return ownership && computeUbos(ownership.graph);
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
  const address = entity && (await context.registry.addressOf(entity));
  const record = entity ? companyRecordOf(entity, address) : { name: node.party.name };
  const directorships = await directorshipsOf(context, node.party.id, entity);
  const [directors, parents] = await Promise.all([
    Promise.all(directorships.map((d) => directorOf(context, d, { screen: true, address: true }))),
    Promise.all(node.parents.map((p) => parentOf(context, p, entities))),
  ]);
  return {
    name: record.name ?? node.party.name,
    ...(node.link.percentage !== undefined && { shareholding_percentage: node.link.percentage }),
    ...(node.link.startDate &&
      /^\d{4}-\d{2}-\d{2}/.test(node.link.startDate) && {
        start_date: node.link.startDate.slice(0, 10),
      }),
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
    directors: directors.filter((d) => d !== undefined),
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

/** company.parents: the companies owning it, each with its directors and its own owners. */
export const companyParents: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: [...ENTITY_FORMATS, RESIDENTS_FORMAT],
  async compute(context) {
    const ownership = await ownershipOf(context);
    if (!ownership) return undefined;
    const tree = parentTree(ownership.graph);
    const parents = await Promise.all(
      tree.parents.map((node) => parentOf(context, node, ownership.entities)),
    );
    const notActive = parentsNotActive(ownership);
    context.lookups.parents = {
      complete: tree.complete,
      ...(notActive.length > 0 && { not_active: notActive }),
    };
    return { company: { parents } };
  },
};

/**
 * The persons counted as UBOs: owners above 25 %; else, for a sole proprietorship, its owner
 * (sole-proprietor.ts); else the senior managing directors (pseudo-UBOs). Once per check: ubo
 * and registrations_extended both read it.
 */
function uboEntriesOf(
  context: CompanyCheckContext,
): Promise<{ entries: UboEntry[]; persons: Entity[] } | undefined> {
  return once(context, 'ubo-entries', async () => {
    const [ownership, result, company] = await Promise.all([
      ownershipOf(context),
      ubosOf(context),
      identifyCompany(context),
    ]);
    if (!ownership || !result || !company) return undefined;
    const root = ownership.graph.nodes.get(ownership.graph.rootId)?.party;
    if (!root) return undefined;
    const personEntity = (id: string) => ownership.entities.get(id);
    const note: Record<string, unknown> = {
      complete: result.complete,
      ...(!result.complete && { incomplete_because: result.incompleteBecause }),
      ...(result.partlyKnown.length > 0 && {
        shares_not_accounted_for: result.partlyKnown.map((p) => ({
          id: p.company.id,
          name: p.company.name,
          known_percentage: p.knownPercentage,
        })),
      }),
      persons: result.persons.map((p) => ({
        id: p.person.id,
        name: p.person.name,
        percentage: p.percentage,
      })),
      ...(result.possibleUbos.length > 0 && {
        possible_ubos: result.possibleUbos.map((p) => ({ id: p.person.id, name: p.person.name })),
      }),
    };
    context.lookups.ubo = note;
    if (result.ubos.length > 0) {
      return {
        entries: result.ubos.map((ubo) => {
          const entity = personEntity(ubo.person.id);
          return {
            name: ubo.person.name,
            roles: ubo.roles,
            tree: uboTree(root, ubo.paths),
            ...(entity && { person: contractPersonOf(entity) }),
            shareholding_percentage: ubo.percentage,
          };
        }),
        persons: result.ubos.flatMap((u) => personEntity(u.person.id) ?? []),
      };
    }
    const directorships = await directorshipsOf(context, company.entity.id, company.entity);
    const directorEntities = new Map(
      directorships.flatMap((d) => (d.other ? [[d.other.id, d.other]] : [])),
    );
    const directors = directorships.flatMap(({ relation, other }) =>
      other
        ? [
            {
              party: {
                id: other.id,
                kind: other.schema === 'Person' ? ('person' as const) : ('company' as const),
                name: first(other, 'name') ?? other.id,
              },
              role: first(relation, 'role') ?? '',
              ...(first(relation, 'startDate') && { startDate: first(relation, 'startDate') }),
            },
          ]
        : [],
    );
    // A sole proprietorship belongs to its owner, named among the directors: no pseudo-UBO.
    if (isSoleProprietorship(first(company.entity, 'legalForm'))) {
      const sole = soleProprietorUbos(root, directors);
      note.sole_proprietorship = { owners: sole.owners };
      if (sole.ubos.length > 0) {
        return {
          entries: sole.ubos.map((owner) => {
            const entity = directorEntities.get(owner.person.id);
            return {
              name: owner.person.name,
              roles: owner.roles,
              tree: soleProprietorTree(root, owner),
              ...(entity && { person: contractPersonOf(entity) }),
              shareholding_percentage: owner.percentage,
            };
          }),
          persons: sole.ubos.flatMap((u) => directorEntities.get(u.person.id) ?? []),
        };
      }
    }
    // Nobody above 25 %: senior management is registered instead, as the Dutch UBO register does,
    // looked through directors that are legal entities.
    const management = await seniorManagementOf(context, company.entity);
    const pseudo = pseudoUbos(management.directors);
    note.pseudo_ubos = pseudo.length;
    if (management.withoutPersons.length > 0) {
      note.legal_entity_directors_without_persons = management.withoutPersons;
    }
    return {
      entries: pseudo.map((p) => {
        const entity = management.persons.get(p.person.id);
        return {
          name: p.person.name,
          roles: p.roles,
          tree: pseudoUboTree(root, p),
          ...(entity && { person: contractPersonOf(entity) }),
        };
      }),
      persons: pseudo.flatMap((p) => management.persons.get(p.person.id) ?? []),
    };
  });
}

/** The natural persons behind the company (UBOs or pseudo-UBOs), for screening. */
export async function uboPersonsOf(context: CompanyCheckContext): Promise<Entity[]> {
  return (await uboEntriesOf(context))?.persons ?? [];
}

/** company.ubo: the UBOs with their roles, shares and trees; pseudo-UBOs where nobody is above 25 %. */
export const companyUbo: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: ENTITY_FORMATS,
  async compute(context) {
    const ubos = await uboEntriesOf(context);
    return ubos && { company: { ubo: ubos.entries } };
  },
};

const countriesOf = (entity: Entity): string[] => [
  ...(entity.properties.country ?? []),
  ...(entity.properties.jurisdiction ?? []),
];

/**
 * risk_country: the company's own country, every parent company's, and the nationality and
 * country of residence of the natural persons behind it (its UBOs, or pseudo-UBOs), the worst
 * counting: a business relationship involves a high-risk third country through its owners too.
 */
export const companyRiskCountry: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: [...ENTITY_FORMATS, COUNTRY_RISK_FORMAT],
  async compute(context) {
    const company = await identifyCompany(context);
    if (!company) return undefined;
    const ownership = await ownershipOf(context);
    const countries: CountryOfConcern[] = countriesOf(company.entity).map((country) => ({
      country,
      why: 'seat',
    }));
    for (const [id, entity] of ownership?.entities ?? []) {
      if (id === company.entity.id || entity.schema === 'Person') continue;
      for (const country of countriesOf(entity)) {
        countries.push({ country, why: `parent: ${first(entity, 'name') ?? id}` });
      }
    }
    for (const person of await uboPersonsOf(context)) {
      const name = first(person, 'name') ?? person.id;
      for (const country of person.properties.nationality ?? []) {
        countries.push({ country, why: `ubo: ${name} (nationality)` });
      }
      for (const country of person.properties.country ?? []) {
        countries.push({ country, why: `ubo: ${name} (residence)` });
      }
    }
    const outcome = await countryRisk(context.registry, countries);
    if (!outcome) return undefined;
    context.lookups.risk_country = outcome.detail;
    return { risk_country: outcome.riskCountry };
  },
};
