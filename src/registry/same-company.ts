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
import { registerCountriesOf } from './register-country.js';
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
  return intersects(registerCountriesOf(a), registerCountriesOf(b));
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
 * where both give one (a source that leaves the form out still names the company). A check
 * by name says where the name given does not agree with the company's: "Pinas Makelaars
 * Holding B.V." and "Pinas Makelaars N.V." are other legal entities than Pinas Makelaars B.V.
 */
export function namesAgree(a: string, b: string): boolean {
  const [x, y] = [nameKeys(a), nameKeys(b)];
  return (
    x.words !== '' &&
    x.words === y.words &&
    (x.legal === '' || y.legal === '' || x.legal === y.legal)
  );
}

/**
 * Whether two names that do not agree name other legal entities rather than one spelled two
 * ways: their legal forms differ ("N.V." for "B.V."), or a word is added or missing ("Pinas
 * Makelaars Holding"); the same number of words ("Pinas Makelers") is a spelling.
 */
export function namesDifferInKind(a: string, b: string): boolean {
  const [x, y] = [nameKeys(a), nameKeys(b)];
  const count = (words: string) => (words === '' ? 0 : words.split(' ').length);
  return (
    (x.legal !== '' && y.legal !== '' && x.legal !== y.legal) || count(x.words) !== count(y.words)
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

/** Directors, identity details, then owners: compared in that order. */
type Fullness = readonly [number, number, number];
const NONE: Fullness = [0, 0, 0];

/**
 * How much a check learns from a record: its directors first (a register's own record names
 * them, GLEIF's never does, and a check shows only the chosen record's), then the identity
 * details it holds, then its owners (a check reads the owners of all the company's records, so
 * they only break a tie).
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
  return [directors.length, details, owners.length];
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
      return [...group].sort(
        (a, b) => of(b)[0] - of(a)[0] || of(b)[1] - of(a)[1] || of(b)[2] - of(a)[2],
      );
    }),
  );
  return ordered.flat();
}

/**
 * The records found, with the other records of the first one's company that the register files
 * under its registration numbers (the KvK's record of a company found by its LEI, GLEIF's of one
 * found by VAT number or by a search identifier), the fullest of that company first.
 */
export async function withRecordsOfFirst(
  registry: Pick<Registry, 'legalEntitiesBy' | 'directors' | 'owners'>,
  found: readonly Entity[],
): Promise<Entity[]> {
  const [head, ...rest] = found;
  if (!head || isListEntry(head)) return [...found];
  const byNumber = await Promise.all(
    [...numbersOf(head)].map((number) => registry.legalEntitiesBy('registrationNumber', number)),
  );
  const known = new Set(found.map((e) => e.id));
  const more = byNumber.flat().filter((e) => {
    if (known.has(e.id) || !isSameCompany(e, head)) return false;
    known.add(e.id);
    return true;
  });
  return more.length === 0 ? [...found] : fullestRecordFirst(registry, [head, ...more, ...rest]);
}
