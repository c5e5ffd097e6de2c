/**
 * One company filed by more than one source: the KvK register's own record and GLEIF's record
 * of the same legal entity (RA000463 with the KvK number), or a branch filed under its company's
 * number. A registration number identifies one company in its country's register, so records
 * that share the number and a country, and whose names agree, are that one company, not
 * namesakes: a check takes the fullest of them and does not call the others "another company".
 */
import { first, type Entity } from '../entities/entity.js';
import { normaliseName } from '../screening/normalise/name.js';
import { isListEntry } from './company-directory-data.js';
import { normaliseIdentifier } from './keys.js';
import type { Registry } from './registry.js';

const valuesOf = (entity: Entity, property: string): string[] => entity.properties[property] ?? [];

const intersects = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  [...a].some((value) => b.has(value));

const lowered = (values: readonly string[]): Set<string> =>
  new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean));

/**
 * Whether two records are filed in one register: the same jurisdiction where both name one
 * ("us-de" and "us-ny" are two registers), else the same country of registration (of the
 * jurisdiction, else of the record).
 */
function sameRegister(a: Entity, b: Entity): boolean {
  const [ja, jb] = [lowered(valuesOf(a, 'jurisdiction')), lowered(valuesOf(b, 'jurisdiction'))];
  if (ja.size > 0 && jb.size > 0) return intersects(ja, jb);
  const country = (entity: Entity, jurisdictions: ReadonlySet<string>) =>
    new Set(
      [...(jurisdictions.size > 0 ? jurisdictions : lowered(valuesOf(entity, 'country')))].map(
        (c) => c.slice(0, 2),
      ),
    );
  return intersects(country(a, ja), country(b, jb));
}

const numbersOf = (entity: Entity): Set<string> =>
  new Set(valuesOf(entity, 'registrationNumber').map(normaliseIdentifier).filter(Boolean));

/**
 * A name as two keys: its words ("pinas makelaars") and its legal form ("bv"), each as the
 * screening engine normalises them, so case, accents, punctuation and the spelling of the legal
 * form (B.V., BV, Besloten Vennootschap) make no difference.
 */
function nameKeys(name: string): { words: string; legal: string } {
  const { tokens } = normaliseName(name, 'company');
  return {
    words: tokens
      .filter((t) => t.kind !== 'legal')
      .map((t) => t.text)
      .join(' '),
    legal: tokens
      .filter((t) => t.kind === 'legal')
      .map((t) => t.text)
      .sort()
      .join(' '),
  };
}

/**
 * Whether two names are one name: the same words in the same order, and the same legal form
 * where both give one (a source that leaves the form out still names the company).
 */
function namesAgree(a: string, b: string): boolean {
  const [x, y] = [nameKeys(a), nameKeys(b)];
  return (
    x.words !== '' &&
    x.words === y.words &&
    (x.legal === '' || y.legal === '' || x.legal === y.legal)
  );
}

/**
 * Whether two register records are one company: both register data (a list's entry for a
 * company is a listing, never the company), with a registration number and a country in
 * common, and a name of one agreeing with a name of the other.
 */
export function isSameCompany(a: Entity, b: Entity): boolean {
  if (a.id === b.id) return true;
  if (isListEntry(a) || isListEntry(b)) return false;
  if (!intersects(numbersOf(a), numbersOf(b))) return false;
  if (!sameRegister(a, b)) return false;
  return valuesOf(a, 'name').some((x) => valuesOf(b, 'name').some((y) => namesAgree(x, y)));
}

/** The properties of the identity section (companyRecordOf) a record can fill. */
const IDENTITY_DETAILS = [
  'status',
  'addressEntity',
  'address',
  'email',
  'phone',
  'classification',
  'sector',
  'legalForm',
  'incorporationDate',
] as const;

/** Relations, then identity details: compared in that order. */
type Fullness = readonly [number, number];
const NONE: Fullness = [0, 0];

/**
 * How much a check learns from a record: its directors and owners first (the sections a
 * register's own record fills and GLEIF's does not), then the identity details it holds.
 */
async function fullnessOf(
  registry: Pick<Registry, 'directors' | 'owners'>,
  entity: Entity,
): Promise<Fullness> {
  const [directors, owners] = await Promise.all([
    registry.directors(entity.id),
    registry.owners(entity.id),
  ]);
  const details = IDENTITY_DETAILS.filter((p) => first(entity, p) !== undefined).length;
  return [directors.length + owners.length, details];
}

/**
 * The records in the order given, except that the records of one company (isSameCompany with
 * every one of them) stand together where the first of them stood, the fullest first (ties
 * keep the order given): that one is the company a check takes.
 */
export async function fullestRecordFirst(
  registry: Pick<Registry, 'directors' | 'owners'>,
  found: readonly Entity[],
): Promise<Entity[]> {
  const groups: Entity[][] = [];
  for (const entity of found) {
    // One company with every record of the group: the order given never decides a merge.
    const group = groups.find((members) => members.every((m) => isSameCompany(m, entity)));
    if (group) group.push(entity);
    else groups.push([entity]);
  }
  const ordered = await Promise.all(
    groups.map(async (group) => {
      if (group.length === 1) return group;
      const fullness = await Promise.all(group.map((e) => fullnessOf(registry, e)));
      const rank = new Map(group.map((e, i) => [e.id, fullness[i] ?? NONE]));
      const of = (e: Entity): Fullness => rank.get(e.id) ?? NONE;
      return [...group].sort((a, b) => of(b)[0] - of(a)[0] || of(b)[1] - of(a)[1]);
    }),
  );
  return ordered.flat();
}
