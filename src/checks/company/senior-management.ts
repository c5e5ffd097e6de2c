/**
 * The senior management that pseudo-UBOs are taken from, looked through legal entities: where a
 * company's bestuurder is itself a legal entity (a holding B.V. as director), the natural persons
 * who manage that entity are its senior managing officials, as the Dutch UBO register records
 * them (Uitvoeringsbesluit Wwft 2018, art. 3: the "hoger leidinggevend personeel").
 */
import { first, type Entity } from '../../entities/entity.js';
import type { DirectorInput } from '../ownership/pseudo-ubo.js';
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
  /** Legal-entity directors MAX_DEPTH deep, not looked through: named in backend_data. */
  notLookedThrough: string[];
}

/** What is behind a legal entity: a senior managing person, nobody, or not known (cut off). */
type Behind = 'person' | 'nobody' | 'cut';

const nameOf = (entity: Entity): string => first(entity, 'name') ?? entity.id;

export async function seniorManagementOf(
  context: CompanyCheckContext,
  company: Entity,
): Promise<SeniorManagement> {
  const found: SeniorManagement = {
    directors: [],
    persons: new Map(),
    withoutPersons: [],
    notLookedThrough: [],
  };
  // The entities on the way down, against cycles; one entity may manage two holdings, and is
  // looked through under each.
  const onPath = new Set([company.id]);
  /** `starts`: the start dates of the legal-entity directorships on the way down. */
  const walk = async (
    organisation: Entity,
    depth: number,
    via: string[],
    starts: (string | undefined)[],
  ): Promise<Behind> => {
    let behind: Behind = 'nobody';
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
          ...(via.length > 0 && { via, viaStartDates: starts }),
        });
        found.persons.set(other.id, other);
        if (isSeniorManagingRole(role)) behind = 'person';
        continue;
      }
      if (!isSeniorManagingRole(role) || onPath.has(other.id)) continue;
      if (depth >= MAX_DEPTH) {
        if (!found.notLookedThrough.includes(nameOf(other))) {
          found.notLookedThrough.push(nameOf(other));
        }
        if (behind === 'nobody') behind = 'cut';
        continue;
      }
      onPath.add(other.id);
      const below = await walk(other, depth + 1, [nameOf(other), ...via], [startDate, ...starts]);
      onPath.delete(other.id);
      if (below === 'nobody' && !found.withoutPersons.includes(nameOf(other))) {
        found.withoutPersons.push(nameOf(other));
      }
      if (below === 'person') behind = 'person';
      else if (below === 'cut' && behind === 'nobody') behind = 'cut';
    }
    return behind;
  };
  await walk(company, 0, [], []);
  return found;
}
