/**
 * company.ubo: the natural persons behind the company from its ownership graph (ownership.ts):
 * owners above 25 %, a sole proprietorship's owner, or pseudo-UBOs.
 */
import type { CompanyCheckResult } from '../../contract/company-check.js';
import type { UboEntry } from '../../contract/company-record.js';
import { first, type Entity } from '../../entities/entity.js';
import {
  isSoleProprietorship,
  soleProprietorUbos,
  type SoleProprietorResult,
} from '../ownership/sole-proprietor.js';
import { pseudoUboTree, soleProprietorTree, uboTree } from '../ownership/tree.js';
import type { PartlyKnownOwnership } from '../ownership/known-shares.js';
import { boundedPaths } from '../ownership/share-bounds.js';
import { pseudoUbos, type PseudoUbo } from '../ownership/pseudo-ubo.js';
import { computeUbos, ownerRoles, type UboResult } from '../ownership/ubo.js';
import type { SectionModule } from '../pipeline.js';
import { ENTITY_FORMATS } from '../dataset-formats.js';
import { once, type CompanyCheckContext } from './context.js';
import { directorshipsOf } from './directors.js';
import { identifyCompany } from './identify.js';
import { ownershipOf, type Ownership } from './ownership.js';
import { contractPersonOf } from './persons.js';
import { seniorManagementOf } from './senior-management.js';
import { companyDataServed } from '../data-served.js';

/** The UBOs of the checked company, computed once per check. */
function ubosOf(context: CompanyCheckContext): Promise<UboResult | undefined> {
  return once(context, 'ubos', async () => {
    const ownership = await ownershipOf(context);
    return ownership && computeUbos(ownership.graph);
  });
}

interface UboEntries {
  entries: UboEntry[];
  persons: Entity[];
  /** Every person the shares reach who is no UBO, with their share: screened as shareholders. */
  shareholders: Shareholder[];
}

/** A natural person the shares reach who is no UBO (at or below 25 %, or of unknown share). */
export interface Shareholder {
  entity: Entity;
  /** The known shares summed, in %; undefined where only shares of unknown size reach them. */
  percentage?: number;
}

/**
 * The persons counted as UBOs: owners above 25 %; else, for a sole proprietorship, its owner
 * (sole-proprietor.ts); else the senior managing directors (pseudo-UBOs). Once per check: ubo
 * and registrations_extended both read it. Nobody at all is no complete answer: every legal
 * entity has a UBO, or senior management standing in for one (`nobodyFound`).
 */
function uboEntriesOf(context: CompanyCheckContext): Promise<UboEntries | undefined> {
  return once(context, 'ubo-entries', () => uboEntriesFound(context));
}

/** Companies and the share of them their known owners hold, as the note names them. */
const sharesNoted = (companies: readonly PartlyKnownOwnership[]) =>
  companies.map((p) => ({
    id: p.company.id,
    name: p.company.name,
    known_percentage: p.knownPercentage,
  }));

/**
 * A company whose register shows owners, none of them in force on the reference date (their
 * holdings ended, or a dissolved company's recorded owners all came later), has all its shares
 * held by someone the check cannot name: named under `shares_not_accounted_for` with 0 % known,
 * as a company whose known owners hold part of it is, and the answer is incomplete whether or
 * not senior management stands in as pseudo-UBOs.
 */
function markOwnersNotInForce(
  note: Record<string, unknown>,
  ownership: Ownership,
  result: UboResult,
): void {
  const { graph } = ownership;
  const root = graph.nodes.get(graph.rootId);
  if (!root || root.owners.length > 0 || ownership.rootOwnershipsNotInForce === 0) return;
  note.shares_not_accounted_for = [
    { id: root.party.id, name: root.party.name, known_percentage: 0 },
    ...sharesNoted(result.partlyKnown),
  ];
  const reasons = [...result.incompleteBecause];
  if (!reasons.includes('shares_not_accounted_for')) reasons.push('shares_not_accounted_for');
  note.complete = false;
  note.incomplete_because = reasons;
}

/**
 * A holding the register records whose owner is in no dataset could hide a UBO: named, and the
 * answer incomplete (`owners_not_found`) whether or not senior management stands in.
 */
function markOwnersNotFound(note: Record<string, unknown>, ownership: Ownership): void {
  if (ownership.ownersNotFound.length === 0) return;
  const reasons = (note.incomplete_because as string[] | undefined) ?? [];
  note.complete = false;
  note.incomplete_because = [...reasons, 'owners_not_found'];
  note.owners_not_found = ownership.ownersNotFound;
}

/** Marks a UBO note with neither a UBO nor a pseudo-UBO incomplete (`no_ubo_or_pseudo_ubo`). */
function nobodyFound(note: Record<string, unknown>): void {
  const reasons = (note.incomplete_because as string[] | undefined) ?? [];
  note.complete = false;
  note.incomplete_because = [...reasons, 'no_ubo_or_pseudo_ubo'];
}

/** A person in `lookups.ubo.persons`: with their part where shares reach them. */
interface NotedPerson {
  id: string;
  name: string;
  percentage?: number;
  /** Standing in as senior management where nobody holds more than 25 %. */
  pseudo_ubo?: true;
}

const notedPersons = (note: Record<string, unknown>): NotedPerson[] =>
  (note.persons as NotedPerson[] | undefined) ?? [];

/** `first`, then the other persons the shares reached (a person in both named once, as in `first`). */
const namedFirst = (persons: readonly NotedPerson[], first: readonly NotedPerson[]) => {
  const ids = new Set(first.map((p) => p.id));
  return [...first, ...persons.filter((p) => !ids.has(p.id))];
};

/** The owners of a sole proprietorship with their parts, before anyone the shares reached. */
const withSoleProprietors = (persons: readonly NotedPerson[], sole: SoleProprietorResult) =>
  namedFirst(
    persons,
    sole.holders.map((h) => ({ id: h.person.id, name: h.person.name, percentage: h.percentage })),
  );

/**
 * The pseudo-UBOs marked so, before anyone else the shares reached: a shareholder among them is
 * named once, with their part; one holding no share has none.
 */
const withPseudoUbos = (persons: readonly NotedPerson[], pseudo: readonly PseudoUbo[]) =>
  namedFirst(
    persons,
    pseudo.map(({ person }) => ({
      ...(persons.find((p) => p.id === person.id) ?? { id: person.id, name: person.name }),
      pseudo_ubo: true as const,
    })),
  );

async function uboEntriesFound(context: CompanyCheckContext): Promise<UboEntries | undefined> {
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
      shares_not_accounted_for: sharesNoted(result.partlyKnown),
    }),
    ...(result.overHeld.length > 0 && {
      shares_over_whole: sharesNoted(result.overHeld),
    }),
    ...(result.incompleteBecause.includes('shares_not_reaching_persons') && {
      persons_percentage: result.personsTotal,
    }),
    ...(result.aboveThroughCycles.length > 0 && {
      above_threshold_through_cycles: result.aboveThroughCycles.map((p) => ({
        id: p.person.id,
        name: p.person.name,
        percentage: p.percentage,
      })),
    }),
    persons: result.persons.map((p) => ({
      id: p.person.id,
      name: p.person.name,
      // The known shares summed; one reached only through shares not known (unreadable, over
      // 100, a band) has none: neither 0 nor 100 %.
      ...(p.paths.length > 0 && { percentage: p.percentage }),
      // Held through bands ("75-100%"): the least the person holds, and the bands as registered.
      ...(p.atLeast && {
        [p.atLeast.exclusive ? 'percentage_more_than' : 'percentage_at_least']:
          p.atLeast.percentage,
        bands: boundedPaths(p.unknownPaths).flatMap((path) =>
          path.steps.flatMap((step) => (step.range ? [step.range.text] : [])),
        ),
      }),
    })),
    ...(result.possibleUbos.length > 0 && {
      possible_ubos: result.possibleUbos.map((p) => ({ id: p.person.id, name: p.person.name })),
    }),
  };
  markOwnersNotInForce(note, ownership, result);
  markOwnersNotFound(note, ownership);
  const below = result.persons.filter((p) => !result.ubos.some((u) => u.person.id === p.person.id));
  // The persons below the threshold with the routes of their shares, for the report's diagram:
  // the contract's ubo holds UBOs only, and a sanctioned 25 % owner must still be seen.
  if (below.length > 0) {
    note.shareholders = below.map((p) => ({
      id: p.person.id,
      name: p.person.name,
      ...(p.paths.length > 0 && { percentage: p.percentage }),
      tree: uboTree(root, [...p.paths, ...boundedPaths(p.unknownPaths)]),
    }));
  }
  const shareholders = below.flatMap((p): Shareholder[] => {
    const entity = personEntity(p.person.id);
    return entity ? [{ entity, ...(p.paths.length > 0 && { percentage: p.percentage }) }] : [];
  });
  context.lookups.ubo = note;
  if (result.ubos.length > 0) {
    return {
      entries: result.ubos.map((ubo) => {
        const entity = personEntity(ubo.person.id);
        return {
          name: ubo.person.name,
          roles: ubo.roles,
          tree: uboTree(root, [...ubo.paths, ...boundedPaths(ubo.unknownPaths)]),
          ...(entity && { person: contractPersonOf(entity) }),
          // A share held partly through a band is no single number: its roles give the band.
          ...(ubo.atLeast === undefined && { shareholding_percentage: ubo.percentage }),
        };
      }),
      persons: result.ubos.flatMap((u) => personEntity(u.person.id) ?? []),
      shareholders,
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
    // The owners hold it, as persons reached by shares do elsewhere: a complete answer naming
    // nobody behind the company would read as the opposite of the result.
    if (sole.holders.length > 0) note.persons = withSoleProprietors(notedPersons(note), sole);
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
        shareholders,
      };
    }
  }
  // Nobody above 25 %: senior management is registered instead, as the Dutch UBO register does,
  // looked through directors that are legal entities.
  const management = await seniorManagementOf(context, company.entity);
  const pseudo = pseudoUbos(management.directors);
  note.pseudo_ubos = pseudo.length;
  // They are who the answer names behind the company, as a sole proprietorship's owners are.
  if (pseudo.length > 0) note.persons = withPseudoUbos(notedPersons(note), pseudo);
  if (management.withoutPersons.length > 0) {
    note.legal_entity_directors_without_persons = management.withoutPersons;
  }
  if (management.notLookedThrough.length > 0) {
    note.legal_entity_directors_not_looked_through = management.notLookedThrough;
  }
  if (pseudo.length === 0) nobodyFound(note);
  return {
    entries: pseudo.map((p) => {
      const entity = management.persons.get(p.person.id);
      // A pseudo-UBO who also holds shares: their share said, with its roles and routes, as a
      // UBO's is (a share without them would be unexplained).
      const held = shareholders.find((h) => h.entity.id === p.person.id)?.percentage;
      const share = below.find((b) => b.person.id === p.person.id);
      const sharePaths = share ? [...share.paths, ...boundedPaths(share.unknownPaths)] : [];
      return {
        name: p.person.name,
        roles: share ? [...p.roles, ...ownerRoles(share)] : p.roles,
        tree: pseudoUboTree(root, p, sharePaths),
        ...(entity && { person: contractPersonOf(entity) }),
        ...(held !== undefined && { shareholding_percentage: held }),
      };
    }),
    persons: pseudo.flatMap((p) => management.persons.get(p.person.id) ?? []),
    shareholders,
  };
}

/**
 * The persons who may hold more than 25 % through a share of unknown size (possible UBOs): not
 * UBOs, yet screened and counted for country risk as they are, since the register does not say
 * they are not.
 */
export async function possibleUboPersonsOf(context: CompanyCheckContext): Promise<Entity[]> {
  const [ownership, result] = await Promise.all([ownershipOf(context), ubosOf(context)]);
  if (!ownership || !result) return [];
  return result.possibleUbos.flatMap((p) => ownership.entities.get(p.person.id) ?? []);
}

/**
 * The natural persons the shares reach who are no UBO (25 % or less, or of unknown share), with
 * their share: screened as shareholders, since a sanctioned owner of 25 % matters as much to
 * whoever deals with the company as one of 26 %.
 */
export async function shareholdersOf(context: CompanyCheckContext): Promise<Shareholder[]> {
  return (await uboEntriesOf(context))?.shareholders ?? [];
}

/** The natural persons behind the company (UBOs or pseudo-UBOs), for screening. */
export async function uboPersonsOf(context: CompanyCheckContext): Promise<Entity[]> {
  return (await uboEntriesOf(context))?.persons ?? [];
}

/** company.ubo: the UBOs with their roles, shares and trees; pseudo-UBOs where nobody is above 25 %. */
export const companyUbo: SectionModule<CompanyCheckContext, CompanyCheckResult> = {
  reads: ENTITY_FORMATS,
  dataServed: companyDataServed(),
  async compute(context) {
    const ubos = await uboEntriesOf(context);
    // Nobody found is left out (sections.not_found); lookups.ubo says the answer is incomplete.
    return ubos && ubos.entries.length > 0 ? { company: { ubo: ubos.entries } } : undefined;
  },
};
