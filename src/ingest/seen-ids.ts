import type { SourceEvent } from '../sources/source.js';

const LINES = 2 ** 32;

/**
 * The entity ids an import has read so far, with where each was first read. A dataset version
 * holds an id once, so a record that repeats one is rejected here, naming both places, rather
 * than failing the whole import with the database's unique-constraint error. The first record
 * is kept: no format here publishes deltas that a later record would override (formats.md).
 * About 100 bytes an entity; the place is packed into one number to keep it so.
 */
export class SeenIds {
  private readonly ids = new Map<string, number>();
  private readonly files: string[] = [];
  private readonly fileIndex = new Map<string, number>();

  /** The event as it is, or a rejection when one of its entities' ids was read before. */
  check(event: SourceEvent): SourceEvent {
    if (!('items' in event)) return event;
    for (const item of event.items) {
      if (item.kind !== 'entity') continue;
      const first = this.ids.get(item.entity.id);
      if (first === undefined) continue;
      const file = this.files[Math.floor(first / LINES)] ?? '';
      const line = first % LINES;
      const where = file === event.file ? `line ${line}` : `${file}:${line}`;
      return {
        file: event.file,
        line: event.line,
        rejected: `id ${item.entity.id} appears more than once (first at ${where}, which is kept)`,
      };
    }
    let index = this.fileIndex.get(event.file);
    if (index === undefined) {
      index = this.files.push(event.file) - 1;
      this.fileIndex.set(event.file, index);
    }
    for (const item of event.items) {
      if (item.kind === 'entity') this.ids.set(item.entity.id, index * LINES + event.line);
    }
    return event;
  }
}
