import type { Entity } from '../entities/entity.js';
import { isA, type SchemaName } from '../entities/schemata.js';
import { plainForms } from '../validators/text-forms.js';

/**
 * Upper case, letters and digits only: how identifiers are compared. Full-width and other
 * compatibility forms ("ＮＬ８０００…", what East Asian keyboards type) are read as the plain
 * letters and digits they stand for, not dropped.
 */
export const normaliseIdentifier = (value: string): string =>
  plainForms(value)
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');

/** Lower case, accents removed, single spaces: how street and city names are compared. */
export const normaliseName = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^0-9a-z]+/g, ' ')
    .trim();

/** The lookup keys of the registry, by what they find. */
export const lookupKey = {
  registrationNumber: (value: string) => `reg:${normaliseIdentifier(value)}`,
  vat: (value: string) => `vat:${normaliseIdentifier(value)}`,
  tax: (value: string) => `tax:${normaliseIdentifier(value)}`,
  lei: (value: string) => `lei:${normaliseIdentifier(value)}`,
  ownedBy: (ownerId: string) => `owner:${ownerId}`,
  ownerOf: (assetId: string) => `asset:${assetId}`,
  directorOf: (organisationId: string) => `organization:${organisationId}`,
  directorships: (personId: string) => `director:${personId}`,
  sanctionsOf: (entityId: string) => `sanctioned:${entityId}`,
  documentsOf: (holderId: string) => `holder:${holderId}`,
  documentNumber: (value: string) => `document:${normaliseIdentifier(value)}`,
} as const;

/**
 * The longest key, in UTF-8 bytes, that an entity may be stored under. PostgreSQL's btree
 * index takes at most 2,704 bytes a row (key, version and entity id together), where SQLite
 * takes anything: without a bound one long name failed a whole import on PostgreSQL only.
 */
export const MAX_KEY_BYTES = 1000;

/** A property an entity is keyed by, with how its values become keys. */
type KeySource = readonly [property: string, key: (value: string) => string];

function keySourcesOf(schema: SchemaName): KeySource[] {
  const sources: KeySource[] = [];
  if (isA(schema, 'LegalEntity')) {
    sources.push(
      ['registrationNumber', lookupKey.registrationNumber],
      ['vatCode', lookupKey.vat],
      ['taxNumber', lookupKey.tax],
      ['leiCode', lookupKey.lei],
    );
  }
  if (schema === 'Ownership')
    sources.push(['owner', lookupKey.ownedBy], ['asset', lookupKey.ownerOf]);
  if (schema === 'Directorship') {
    sources.push(['director', lookupKey.directorships], ['organization', lookupKey.directorOf]);
  }
  if (schema === 'Sanction') sources.push(['entity', lookupKey.sanctionsOf]);
  if (isA(schema, 'Identification')) {
    sources.push(['holder', lookupKey.documentsOf], ['number', lookupKey.documentNumber]);
  }
  return sources;
}

/** Per schema, worked out once: an import asks for every one of millions of entities. */
const keySources = new Map<SchemaName, KeySource[]>();

/**
 * The keys under which the registry finds an entity (each lookup is then an index hit), or why
 * it cannot be stored under them: one is longer than MAX_KEY_BYTES. An import checks and stages
 * the same list, so the keys are made once.
 */
export function entityKeysOrProblem(entity: Entity): string[] | string {
  let sources = keySources.get(entity.schema);
  if (sources === undefined) {
    sources = keySourcesOf(entity.schema);
    keySources.set(entity.schema, sources);
  }
  const keys: string[] = [];
  for (const [property, key] of sources) {
    const values = entity.properties[property];
    if (values === undefined) continue;
    for (const value of values) {
      const made = key(value);
      if (made.endsWith(':')) continue;
      // Keys are mostly ASCII: the character count bounds the bytes from below, cheaply.
      if (made.length > MAX_KEY_BYTES / 4) {
        const bytes = Buffer.byteLength(made);
        if (bytes > MAX_KEY_BYTES) {
          return `${property} is too long to be looked up by: its key is ${bytes} bytes, at most ${MAX_KEY_BYTES}`;
        }
      }
      // An entity has few keys: a list is cheaper than a set.
      if (!keys.includes(made)) keys.push(made);
    }
  }
  return keys;
}

/** The keys under which the registry finds an entity; throws when one is too long to store. */
export function entityKeys(entity: Entity): string[] {
  const keys = entityKeysOrProblem(entity);
  if (typeof keys === 'string') throw new Error(`${entity.id}: ${keys}`);
  return keys;
}

/**
 * NFKD writes one character as at most 18 (U+FDFA), and a name's key keeps no more than that,
 * so the key of a name of at most this many characters is within MAX_KEY_BYTES.
 */
const NAMES_WITHIN_BOUND = Math.floor(MAX_KEY_BYTES / 18);

/**
 * Why an address cannot be stored under its street and city keys (one is longer than
 * MAX_KEY_BYTES: PostgreSQL's index of streets cannot hold it), or undefined.
 */
export function overlongAddressKey(address: { street: string; city: string }): string | undefined {
  for (const field of ['street', 'city'] as const) {
    const name = address[field];
    // Nearly every street and city is far shorter: their keys are not computed here.
    if (name.length <= NAMES_WITHIN_BOUND) continue;
    // The key holds ASCII letters, digits and spaces only: a character is a byte.
    const bytes = normaliseName(name).length;
    if (bytes > MAX_KEY_BYTES) {
      return `${field} is too long to be looked up by: its key is ${bytes} bytes, at most ${MAX_KEY_BYTES}`;
    }
  }
  return undefined;
}
