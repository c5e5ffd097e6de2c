import type { Entity } from '../entities/entity.js';
import { propertiesOf, type SchemaName } from '../entities/schemata.js';
import type { ScreeningRecord } from './types.js';

const SCREENED: ReadonlySet<SchemaName> = new Set([
  'Person',
  'Company',
  'Organization',
  'LegalEntity',
  'PublicBody',
]);
/** Names an entity is known by; the name parts (firstName, ...) are combined separately. */
const NAME_PROPERTIES = ['name', 'alias', 'previousName'];
/** Identifiers that say nothing about who someone is. */
const NOT_IDENTIFYING = new Set(['wikidataId', 'recordId']);

const values = (entity: Entity, property: string): string[] => entity.properties[property] ?? [];

/**
 * "Vladimir Vladimirovich Putin" from the name parts, for entities listed by parts only. A last
 * name alone is no name to screen by: "I. van Beek" listed with lastName "van Beek" and no
 * first name would otherwise match every van Beek, whatever their initial.
 */
function nameFromParts(entity: Entity): string | undefined {
  const given = ['firstName', 'secondName', 'middleName', 'fatherName']
    .map((p) => values(entity, p)[0] ?? '')
    .filter((part) => part.trim() !== '');
  const last = values(entity, 'lastName')[0]?.trim() ?? '';
  return given.length > 0 ? [...given, last].filter((p) => p !== '').join(' ') : undefined;
}

/**
 * Whether a name ends with the listed family name after a given name or initial ("D. Ioannou"
 * with lastName Ioannou): then its last word is known to be the family name. Not "IOANNOU, D."
 * nor "Ioannou Dimitra".
 */
const endsWithFamilyName =
  (lastName: string | undefined) =>
  (name: string): boolean => {
    const family = lastName?.trim().toLowerCase() ?? '';
    const written = name.toLowerCase();
    return (
      family !== '' &&
      written.length > family.length &&
      written.endsWith(family) &&
      /[\s.]$/.test(written.slice(0, -family.length))
    );
  };

/**
 * An FtM entity as the screening index holds it: every name it is known by, its birth dates,
 * every country property (nationality, citizenship, jurisdiction, ...), its gender and every
 * identifying number, read from the schema's property types so new properties come along.
 */
export function screeningRecordOf(entity: Entity): ScreeningRecord | undefined {
  if (!SCREENED.has(entity.schema)) return undefined;
  const types = propertiesOf(entity.schema);
  const names = NAME_PROPERTIES.flatMap((p) => values(entity, p));
  const fromParts = nameFromParts(entity);
  if (fromParts && !names.includes(fromParts)) names.push(fromParts);
  const countries: string[] = [];
  const identifiers: string[] = [];
  for (const [property, type] of Object.entries(types)) {
    if (type === 'country') countries.push(...values(entity, property));
    else if (type === 'identifier' && !NOT_IDENTIFYING.has(property)) {
      identifiers.push(...values(entity, property));
    }
  }
  const gender = values(entity, 'gender')[0];
  const kept = [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
  const familyNameLast = kept.filter(endsWithFamilyName(values(entity, 'lastName')[0]));
  const weakNames = values(entity, 'weakAlias')
    .map((n) => n.trim())
    .filter((n, i, all) => n !== '' && !kept.includes(n) && all.indexOf(n) === i);
  return {
    id: entity.id,
    kind: entity.schema === 'Person' ? 'person' : 'company',
    names: kept,
    ...(weakNames.length > 0 && { weakNames }),
    ...(familyNameLast.length > 0 && { familyNameLast }),
    birthDates: entity.schema === 'Person' ? values(entity, 'birthDate') : [],
    countries: [...new Set(countries)],
    gender: gender === 'male' || gender === 'female' || gender === 'other' ? gender : undefined,
    identifiers: [...new Set(identifiers)],
    topics: values(entity, 'topics'),
    datasets: entity.datasets ?? [],
  };
}
