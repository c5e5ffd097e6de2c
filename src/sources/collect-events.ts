import type { Entity } from '../entities/entity.js';
import type { ImportItem, ReferenceRecord, SourceEvent, SourceFormat } from './source.js';

export interface CollectedEvents {
  items: ImportItem[];
  records: ReferenceRecord[];
  rejected: { file: string; line: number; reason: string }[];
  skipped: { file: string; line: number; reason: string }[];
  /** Values left out of records that were read (SourceEvent's `dropped`). */
  dropped: { file: string; line: number; reason: string }[];
}

/**
 * Reads a format to the end and sorts what it reported. For tests and small files only: it
 * holds everything in memory, which the import runner never does.
 */
export async function collectEvents(
  format: SourceFormat,
  paths: string[],
): Promise<CollectedEvents> {
  const out: CollectedEvents = { items: [], records: [], rejected: [], skipped: [], dropped: [] };
  for await (const event of format.read(paths)) {
    if ('items' in event) {
      for (const item of event.items) {
        out.items.push(item);
        if (item.kind === 'record') out.records.push(item.record);
      }
      for (const reason of event.dropped ?? []) {
        out.dropped.push({ file: event.file, line: event.line, reason });
      }
    } else if ('rejected' in event) {
      out.rejected.push({ file: event.file, line: event.line, reason: event.rejected });
    } else {
      out.skipped.push({ file: event.file, line: event.line, reason: event.skipped });
    }
  }
  return out;
}

/** The entities among collected items. */
export const entitiesOf = (items: ImportItem[]): Entity[] =>
  items.flatMap((item) => (item.kind === 'entity' ? [item.entity] : []));

/** The entity with this id, or a failure naming it. */
export function entityById(entities: Entity[], id: string): Entity {
  const entity = entities.find((e) => e.id === id);
  if (!entity) throw new Error(`no entity ${id}`);
  return entity;
}

/** Every event a format reports, in order (tests of record numbering need them unsorted). */
export async function readEvents(format: SourceFormat, paths: string[]): Promise<SourceEvent[]> {
  const events: SourceEvent[] = [];
  for await (const event of format.read(paths)) events.push(event);
  return events;
}

/** The entities among the items of events. */
export const entitiesIn = (events: SourceEvent[]): Entity[] =>
  entitiesOf(events.flatMap((e) => ('items' in e ? e.items : [])));
