/**
 * The senior management that pseudo-UBOs are taken from, looked through legal entities: where a
 * company's bestuurder is itself a legal entity (a holding B.V. as director), the natural persons
 * who manage that entity are its senior managing officials, as the Dutch UBO register records
 * them (Uitvoeringsbesluit Wwft 2018, art. 3: the "hoger leidinggevend personeel").
 */
import { first, type Entity } from '../../entities/entity.js';
import type { DirectorInput } from '../ownership/ubo.js';
import { isSeniorManagingRole } from '../ownership/roles.js';
import type { CompanyCheckContext } from './context.js';
import { directorshipsOf } from './directors.js';

/** How many legal entities deep a chain of directors is followed. */
const MAX_DEPTH = 3;

export interface SeniorManagement {
  /** The directors, natural persons behind legal-entity directors among them. */
  directors: DirectorInput[];
  /** The persons' entities, by id. */
  persons: Map<string, Entity>;
  /** Legal-entity directors behind which no natural person manages: named in backend_data. */
  withoutPersons: string[];
}

const nameOf = (entity: Entity): string => first(entity, 'name') ?? entity.id;

export async function seniorManagementOf(
  context: CompanyCheckContext,
  company: Entity,
): Promise<SeniorManagement> {
  const found: SeniorManagement = { directors: [], persons: new Map(), withoutPersons: [] };
  const visited = new Set([company.id]);
  const walk = async (organisation: Entity, depth: number, via: string[]): Promise<boolean> => {
    let anyPerson = false;
    for (const { relation, other } of await directorshipsOf(
      context,
      organisation.id,
      organisation,
    )) {
      if (!other) continue;
      const role = first(relation, 'role') ?? '';
      const startDate = first(relation, 'startDate');
      if (other.schema === 'Person') {
        found.directors.push({
          party: { id: other.id, kind: 'person', name: nameOf(other) },
          role,
          ...(startDate && { startDate }),
          ...(via.length > 0 && { via }),
        });
        found.persons.set(other.id, other);
        anyPerson ||= isSeniorManagingRole(role);
        continue;
      }
      if (!isSeniorManagingRole(role) || depth >= MAX_DEPTH || visited.has(other.id)) continue;
      visited.add(other.id);
      const behind = await walk(other, depth + 1, [nameOf(other), ...via]);
      if (!behind) found.withoutPersons.push(nameOf(other));
      anyPerson ||= behind;
    }
    return anyPerson;
  };
  await walk(company, 0, []);
  return found;
}
