import { checkEntity, type Entity } from '../../entities/entity.js';
import { lookupTable } from '../../entities/lookup-table.js';
import { isValidLei, leiDate, leiEntityId } from '../gleif-lei/mapper.js';
import type { ImportItem } from '../source.js';
import type { RrRecord } from './reader.js';

/** `dropped`: values left out of the items, each with why (SourceEvent's `dropped`). */
export type MapResult =
  { items: ImportItem[]; dropped?: string[] } | { rejected: string } | { skipped: string };

/**
 * The relationship types that make the end node a parent of the start node; without a
 * prototype, so that a type "constructor" in a file is one of the others.
 */
const PARENT_KINDS: Readonly<Record<string, 'direct' | 'ultimate'>> = lookupTable({
  IS_DIRECTLY_CONSOLIDATED_BY: 'direct',
  IS_ULTIMATELY_CONSOLIDATED_BY: 'ultimate',
});

const ROLES = {
  direct: 'Direct accounting consolidation parent',
  ultimate: 'Ultimate accounting consolidation parent',
};

// Records GLEIF marks as issued in error or as duplicates state no relationship.
const NOT_A_RELATIONSHIP = new Set(['ANNULLED', 'DUPLICATE']);

const PERCENTAGE = /^\d{1,3}(\.\d+)?$/;

/**
 * Maps a direct or ultimate parent relationship to an Ownership: the parent (end node) owns
 * the child (start node), each referred to by the entity id gleif-lei gives its LEI. Other
 * relationship types (branches, funds) are skipped.
 */
export function mapRelationship(record: RrRecord): MapResult {
  const kind = PARENT_KINDS[record.type];
  if (kind === undefined) return { skipped: `${record.type} is not a parent relationship` };
  for (const nodeType of [record.startNodeType, record.endNodeType]) {
    if (nodeType !== undefined && nodeType !== 'LEI') {
      return { skipped: `a node is identified by ${nodeType}, not by an LEI` };
    }
  }
  for (const lei of [record.startNode, record.endNode]) {
    if (!isValidLei(lei)) return { rejected: `"${lei}" is not a valid LEI` };
  }
  if (record.startNode === record.endNode) {
    return { rejected: `${record.startNode} is given as its own parent` };
  }
  if (
    record.registrationStatus !== undefined &&
    NOT_A_RELATIONSHIP.has(record.registrationStatus)
  ) {
    return { skipped: `registration status ${record.registrationStatus}` };
  }
  // The relationship's own period; a file without period types has only that one.
  const period =
    record.periods.find((p) => p.type === 'RELATIONSHIP_PERIOD') ??
    record.periods.find((p) => p.type === undefined);
  const percentage = record.quantifiers.find(
    (q) => q.units === 'PERCENTAGE' && q.amount !== undefined && PERCENTAGE.test(q.amount),
  )?.amount;

  const properties: Record<string, string[]> = {
    owner: [leiEntityId(record.endNode)],
    asset: [leiEntityId(record.startNode)],
    ownershipType: [kind],
    role: [ROLES[kind]],
  };
  const optional: Record<string, string | undefined> = {
    startDate: leiDate(period?.start),
    endDate: leiDate(period?.end),
    status: record.status?.toLowerCase(),
    percentage,
    legalBasis: record.accountingStandards.join(', ') || undefined,
  };
  for (const [name, value] of Object.entries(optional)) {
    if (value !== undefined) properties[name] = [value];
  }
  const entity: Entity = {
    id: `lei-rr-${record.startNode}-${kind}-${record.endNode}`,
    schema: 'Ownership',
    properties,
  };
  const checked = checkEntity(entity);
  if (!checked.ok) return { rejected: checked.reason };
  const items: ImportItem[] = [{ kind: 'entity', entity: checked.entity }];
  return checked.dropped ? { items, dropped: checked.dropped } : { items };
}
