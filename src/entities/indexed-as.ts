import type { Entity } from './entity.js';

/**
 * The schemata of the organisations a register lists: what the company directory holds.
 * GLEIF files government entities with a KvK number as PublicBody; persons are not companies.
 */
export const ORGANISATION_SCHEMATA = [
  'Company',
  'Organization',
  'LegalEntity',
  'PublicBody',
] as const;

/**
 * A list entry (a sanctions, PEP, debarment ... listing) carries FtM topics; register data
 * carries none (docs/screening.md). Screening reads list entries, the company directory never.
 */
export const isListEntry = (entity: Entity): boolean => (entity.properties.topics ?? []).length > 0;

/** An organisation as a register lists it (no topics): what the company directory reads. */
export const isRegisteredOrganisation = (entity: Entity): boolean =>
  !isListEntry(entity) && (ORGANISATION_SCHEMATA as readonly string[]).includes(entity.schema);
