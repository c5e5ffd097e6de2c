/**
 * Screening the parties of a company check (the company, its directors, its UBOs) against the
 * listings, each once per check: the directors' risk, registrations and
 * registrations_extended all read the same outcomes.
 */
import { first, type Entity } from '../../entities/entity.js';
import { doubleFamilyNameVariants, isTwoFamilyNames } from '../person-screening.js';
import { familyNameOf } from '../person/person-names.js';
import { normaliseIdentifier } from '../../registry/keys.js';
import { screeningRecordOf } from '../../screening/records.js';
import { hitEvidence } from '../../screening/hit-evidence.js';
import type { ScreeningOutcome } from '../../screening/service.js';
import type { ScreeningQuery } from '../../screening/types.js';
import { once, type CompanyCheckContext } from './context.js';
import type { DirectorRiskCode } from '../../contract/codes.js';

/**
 * Queries by entity object: a registry hands out the same object for an entity while it is
 * cached (its dataset versions never change), and building a query normalises every name.
 */
const queries = new WeakMap<Entity, ScreeningQuery | null>();

/** A register entity (person or company) as the screening engine takes it. */
export function screeningQueryOf(entity: Entity): ScreeningQuery | undefined {
  let query = queries.get(entity);
  if (query === undefined) {
    // Frozen, as it is shared by every check of this entity.
    query = freezeQuery(buildQuery(entity)) ?? null;
    queries.set(entity, query);
  }
  return query ?? undefined;
}

function freezeQuery(query: ScreeningQuery | undefined): ScreeningQuery | undefined {
  if (!query) return undefined;
  for (const value of Object.values(query)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(query);
}

function buildQuery(entity: Entity): ScreeningQuery | undefined {
  const record = screeningRecordOf(entity);
  if (!record || record.names.length === 0) return undefined;
  // A director or UBO with a double family name is also screened as each of its names, as the
  // person of a person check is.
  const family =
    entity.schema === 'Person' ? familyNameOf(undefined, first(entity, 'lastName')) : undefined;
  const variants = family
    ? doubleFamilyNameVariants(
        first(entity, 'firstName')?.trim() ?? '',
        family,
        record.birthDates.length > 0,
      )
    : [];
  return {
    kind: record.kind,
    names: record.names,
    ...(variants.length > 0 && { namesInPart: variants }),
    ...(family && isTwoFamilyNames(family) && { twoFamilyNames: true }),
    birthDates: record.birthDates,
    countries: record.countries,
    gender: record.gender,
    identifiers: record.identifiers.map(normaliseIdentifier).filter((id) => id !== ''),
  };
}

export interface ScreenedParty {
  /** The summary's `source`: which party this is ("company", "director: …", "ubo: …"). */
  label: string;
  entityId: string;
  outcome: ScreeningOutcome;
}

/** Screens one register entity once per check; undefined when it has no name to screen. */
export function screenParty(
  context: CompanyCheckContext,
  label: string,
  entity: Entity,
): Promise<ScreenedParty | undefined> {
  return once(context, `screen:${entity.id}`, async () => {
    const query = screeningQueryOf(entity);
    if (!query) return undefined;
    const outcome = await context.screening.screen(
      context.registry,
      { label, query },
      context.today,
    );
    return { label, entityId: entity.id, outcome };
  });
}

/**
 * A director's risk code (DESIGN.md): "0" no hit, "1" a possible hit (a name match), "2" a
 * confirmed hit (a strong name match that also agrees on the full birth date or an identifier).
 * Undefined without listings: "0" would read as screened and clean, and nothing was screened.
 */
export function riskOf(
  outcome: ScreeningOutcome,
): { code: DirectorRiskCode; description: string } | undefined {
  if (outcome.listed === 0) return undefined;
  if (outcome.hits.length === 0) return { code: '0', description: 'No screening hit' };
  // The rule the sanctioned owners' evidence reads too (hit-evidence.ts).
  const confirmed = outcome.hits.some(
    (hit) => hitEvidence(hit.score, hit.features) === 'confirmed',
  );
  const [first] = outcome.registrations;
  const what = first ? `${first.description ?? 'listed'} (${first.source ?? 'unknown list'})` : '';
  return confirmed
    ? { code: '2', description: `Confirmed hit: ${what}` }
    : { code: '1', description: `Possible hit: ${what}` };
}
