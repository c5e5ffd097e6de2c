import type { Entity } from '../entities/entity.js';
import type { AddressRecord, ImportItem, ReadAt, ReferenceRecord } from '../sources/source.js';

export type VersionState = 'staging' | 'ready' | 'failed' | 'retired';

export interface DatasetVersion {
  id: string;
  dataset: string;
  format: string;
  label: string;
  state: VersionState;
  records: number;
  rejected: number;
  skipped: number;
  /** Values left out of the records it holds (an unknown country, a future date of birth). */
  leftOut: number;
  source: string;
  startedAt: string;
  /** When its import last marked it alive (while staging, every few seconds). */
  heartbeatAt: string;
  finishedAt: string | undefined;
  /** When a retired version was retired (none for those retired before retirement was dated). */
  retiredAt?: string;
  /** When its rows were deleted (a failed or retired version); `records` is what it held. */
  purgedAt?: string;
  /** Why a failed version failed: its import's error, or that the import was abandoned. */
  failure?: string;
  /** Whether this is the version the dataset serves now. */
  current: boolean;
}

/** The dataset versions checks read, with the switch counter they were read at. */
export interface ServedVersions {
  generation: number;
  /**
   * `format`: the import format of the version, which says what kind of data it holds;
   * `importedAt`: when its import finished and it was published (ISO 8601); `listed` and
   * `registered`: how many listings (entities with FtM topics) and register organisations it
   * holds, where known (not for versions staged before they were counted).
   */
  versions: {
    dataset: string;
    versionId: string;
    label: string;
    format: string;
    importedAt?: string;
    listed?: number;
    registered?: number;
  }[];
}

export interface NewVersion {
  dataset: string;
  format: string;
  label: string;
  source: string;
}

export interface VersionCounts {
  records: number;
  rejected: number;
  skipped: number;
  /** Values left out of the records kept; 0 where not given. */
  leftOut?: number;
}

/** The turn an import holds while it runs (ReferenceStore.inImportTurn). */
export interface ImportTurn {
  /**
   * Rejects where the turn is no longer held (PostgreSQL: the session holding it ended, as the
   * server ends that of a machine cut off from it for about 25 s): another import may have
   * taken it since. Asked right before a step only the turn's holder may take (publishing).
   */
  confirm(): Promise<void>;
}

/** Reference data in the store: staged imports, atomic switches, and indexed reads. */
export interface ReferenceStore {
  /**
   * Runs an import of the dataset when it is its turn: imports of one dataset (SQLite: any two
   * imports, since it has one writer) take turns, so that each is checked against the version
   * served when it starts and none fails on another's write lock. `onWait` is told once if it
   * has to wait. A killed import's turn ends with its process or connection, so a version of
   * the dataset (SQLite: of any dataset) still staging when the turn is taken was left by an
   * import that ended without finishing: it is failed then, at once, and purged after. `run`
   * is given the turn, to confirm it is still held before publishing.
   */
  inImportTurn<T>(
    dataset: string,
    run: (turn: ImportTurn) => Promise<T>,
    onWait?: () => void,
  ): Promise<T>;
  /**
   * Runs a first start's look at what is served and its demo load when no other process runs
   * one: servers starting together on a new database would each find nothing served and each
   * load the demo dataset. The imports `run` makes take their turns as ever (SQLite: within
   * this one, which holds the one import turn). `onWait` is told once if it has to wait;
   * `stop` (the start's) ends the wait, giving back what it held.
   */
  inFirstStartTurn<T>(run: () => Promise<T>, onWait?: () => void, stop?: AbortSignal): Promise<T>;
  /** Stages a new, invisible version; returns its id. */
  beginVersion(version: NewVersion): Promise<string>;
  /**
   * Stages rows; `counts`, the import's counts with these written, are kept with the version in
   * the same transaction, so one that never finishes still says how far it got.
   */
  writeItems(versionId: string, items: ImportItem[], counts?: VersionCounts): Promise<void>;
  /** Marks a staging version as still being written, so it is not taken for abandoned. */
  heartbeat(versionId: string): Promise<void>;
  /** Makes the version the one its dataset serves, in one transaction, and retires old ones. */
  publishVersion(versionId: string, counts: VersionCounts, keepVersions: number): Promise<void>;
  /** Marks a staging version failed, keeping how far it got and why (cut to 1,000 characters). */
  failVersion(versionId: string, counts?: VersionCounts, failure?: string): Promise<void>;
  /** Returns the dataset to its previous ready version; the version it left and the one now served. */
  rollback(dataset: string): Promise<{ from: string; to: string }>;
  listVersions(): Promise<DatasetVersion[]>;
  servedVersions(): Promise<ServedVersions>;
  /** The switch counter alone: cheap enough to poll. */
  generation(): Promise<number>;
  /**
   * Deletes the rows of failed and abandoned staging versions (silent for staleAfterMs or
   * longer), and of retired versions retired retiredKeptMs ago or longer (servers that read an
   * earlier switch may still read them until then); returns how many versions.
   */
  purge(staleAfterMs: number, retiredKeptMs: number): Promise<number>;

  entitiesByKey(versionIds: readonly string[], key: string): Promise<Entity[]>;
  entitiesById(versionIds: readonly string[], ids: readonly string[]): Promise<Entity[]>;
  /**
   * Which of these entity ids a version holds, each with where its import read it (undefined
   * for rows staged without that): the repeated-id check of an import asks it.
   */
  entitySources(
    versionId: string,
    ids: readonly string[],
  ): Promise<Map<string, ReadAt | undefined>>;
  /**
   * One page of a version's entities of the given schemata, in id order after `afterId`: for
   * building in-memory indexes without holding the whole version at once.
   */
  entitiesOfVersion(
    versionId: string,
    schemata: readonly string[],
    afterId: string | undefined,
    limit: number,
  ): Promise<Entity[]>;
  /**
   * One page of a version's addresses, in postcode order: the whole postcodes after
   * `afterPostcode` that hold the next `limit` addresses. A page ends with all of its last
   * postcode, so it may hold a few more than `limit`; fewer than `limit` means the last page.
   */
  addressesOfVersion(
    versionId: string,
    afterPostcode: string | undefined,
    limit: number,
  ): Promise<AddressRecord[]>;
  addressesByPostcode(
    versionIds: readonly string[],
    postcode: string,
    houseNumber: number,
  ): Promise<AddressRecord[]>;
  addressesByStreet(
    versionIds: readonly string[],
    cityKey: string,
    streetKey: string,
    houseNumber: number,
  ): Promise<AddressRecord[]>;
  recordsByKey(
    versionIds: readonly string[],
    type: string,
    key: string,
  ): Promise<ReferenceRecord[]>;
}
