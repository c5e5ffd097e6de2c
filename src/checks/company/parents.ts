/**
 * company.parents: the companies owning the checked one (its ownership graph, ownership.ts),
 * each with its directors and its own owners; what the contract's Parent cannot say goes to
 * lookups.parents (parents-lookups.ts).
 */
import type { CompanyCheckResult } from '../../contract/company-check.js';
import type { Parent } from '../../contract/company-record.js';
import type { Entity } from '../../entities/entity.js';
import { companyRecordOf } from '../../registry/company-record.js';
import { parentTree, type ParentNode } from '../ownership/tree.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import { RESIDENTS_FORMAT } from '../person/resident-records.js';
import { companyDataServed } from '../data-served.js';
import type { CompanyCheckContext } from './context.js';
import { directorOf, directorshipsOf } from './directors.js';
import { ownershipOf, type Ownership } from './ownership.js';
import {
  parentsByOtherIdentifiers,
  parentsHeldInBands,
  parentsNotActive,
  ultimateParentsOf,
} from './parents-lookups.js';

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
