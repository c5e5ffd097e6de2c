import { checkEntity, type Entity } from '../../entities/entity.js';
import type { SchemaName } from '../../entities/schemata.js';
import type { ImportItem } from '../source.js';

/** What one line of an FtM file comes to: the entity, or why it was rejected or skipped. */
export type FtmOutcome =
  { items: ImportItem[]; dropped?: string[] } | { rejected: string } | { skipped: string };

/** A line that is not JSON at all, told apart so a cut-off last line can fail the file. */
export type FtmLineOutcome = FtmOutcome | { rejected: string; malformed: true };

/**
 * The properties an interest cannot be stored without: an ownership without its owner or
 * asset, or a sanction without the entity it is on, links nothing to anything.
 */
const ENDS: Partial<Record<SchemaName, string[]>> = {
  Ownership: ['owner', 'asset'],
  Directorship: ['director', 'organization'],
  Sanction: ['entity'],
  Identification: ['holder'],
  Passport: ['holder'],
};

/** Maps a parsed JSON value to the entity model (see checkEntity). */
export function mapFtmEntity(raw: unknown): FtmOutcome {
  const check = checkEntity(raw);
  if (!check.ok) return check.skipped ? { skipped: check.reason } : { rejected: check.reason };
  const entity: Entity = check.entity;
  const missing = (ENDS[entity.schema] ?? []).filter((name) => !entity.properties[name]);
  if (missing.length > 0) {
    return { rejected: `${entity.id}: ${entity.schema} without ${missing.join(' and ')}` };
  }
  const items: ImportItem[] = [{ kind: 'entity', entity }];
  return check.dropped ? { items, dropped: check.dropped } : { items };
}

/** Maps one line of FtM JSON lines text. */
export function mapFtmLine(text: string): FtmLineOutcome {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return {
      rejected: `malformed JSON: ${error instanceof Error ? error.message : String(error)}`,
      malformed: true,
    };
  }
  return mapFtmEntity(raw);
}
