/**
 * Building a registry's company directory (company-directory.ts): read from the store in turns
 * of the event loop, once per set of entity versions, and kept as long as its registry is.
 */
import { first, type Entity } from '../entities/entity.js';
import { eventLoopTurns } from '../runtime/event-loop-turns.js';
import { LastIndex } from '../runtime/last-index.js';
import { CompanyDirectory, type DirectorySource } from './company-directory.js';
import type { DirectoryOptions } from './company-directory-index.js';
import {
  DIRECTORY_SCHEMATA,
  DirectoryDataBuilder,
  directoryEntryOf,
} from './company-directory-data.js';
import { addressEntitiesOf } from './company-record.js';

/** Reads every company of the source, with its Address entity, into a directory. */
export async function buildDirectory(
  source: DirectorySource,
  options: DirectoryOptions = {},
): Promise<CompanyDirectory> {
  const builder = new DirectoryDataBuilder();
  let batch: Entity[] = [];
  // Built in the server while it answers requests: the event loop runs between rows.
  const turns = eventLoopTurns();
  const flush = async () => {
    // From the versions the companies are read from: the directory is theirs alone, so a
    // switch of a sanctions list keeps it (directoryFor).
    const addresses = await addressEntitiesOf(
      { entities: (ids) => source.entities(ids, 'companies') },
      batch,
    );
    // A batch's entries take a few hundred ms to read on a loaded host: paused within as well.
    for (const company of batch) {
      const turn = turns.pause();
      if (turn) await turn;
      const address = addresses.get(first(company, 'addressEntity') ?? '');
      const entry = directoryEntryOf(company, address);
      if (entry) builder.add(entry);
    }
    batch = [];
  };
  for await (const { entity } of source.entitiesOf(DIRECTORY_SCHEMATA, 'companies')) {
    const turn = turns.pause();
    if (turn) await turn;
    batch.push(entity);
    // Addresses are read a batch at a time: no map of every address of the register.
    if (batch.length >= 1000) await flush();
  }
  await flush();
  return CompanyDirectory.inTurns(builder.finish(), options);
}

const directories = new WeakMap<DirectorySource, Promise<CompanyDirectory>>();
/** A new registry whose entity versions are those of the last directory's keeps it. */
const lastDirectory = new LastIndex<CompanyDirectory>();

/**
 * The directory of a registry, built on first use and kept as long as the registry is; call it
 * on a dataset switch to build it before searches need it.
 */
export function directoryFor(
  source: DirectorySource,
  options: DirectoryOptions = {},
): Promise<CompanyDirectory> {
  let directory = directories.get(source);
  if (!directory) {
    directory = lastDirectory.over(source.versionsRead?.('companies'), () =>
      buildDirectory(source, options),
    );
    // A failed build is tried again on the next use rather than remembered.
    directory.catch(() => directories.delete(source));
    directories.set(source, directory);
  }
  return directory;
}
