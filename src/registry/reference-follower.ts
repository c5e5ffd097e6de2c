import { RETIRED_KEPT_MIN_MS } from '../config/retention.js';
import type { ReferenceStore, ServedVersions } from '../store/reference-store.js';
import { registryWithoutReferenceData, type Registry } from './registry.js';
import { StoreRegistry } from './store-registry.js';

/**
 * Builds in a row after which a registry whose versions were superseded while it was built is
 * still swapped in, where their rows are kept long enough: imports that keep finishing faster
 * than the indexes build would otherwise keep a server on its old versions for good.
 */
const BUILDS_BEFORE_SETTLING = 3;
/** Builds in a row after which a refresh gives up until the next poll. */
const MOST_BUILDS = 10;

/**
 * How long a poll waits for each read of the dataset versions (the switch counter, the versions
 * served, the versions listed: small indexed reads) before it counts as failed. A connection that
 * hangs without an error (a network gone quiet) would otherwise hold the poll for good: no later
 * poll would run, and the server would refuse checks as stale even once the database answers
 * again. The index builds between the reads are not timed: they may take minutes.
 */
export const VERSIONS_READ_TIMEOUT_MS = 30_000;

const versionIdsOf = (served: ServedVersions): string =>
  served.versions.map((v) => v.versionId).join(',');

/**
 * Follows the dataset versions in the store. Every server process polls the switch counter
 * (one indexed read) and, when it moved, builds a registry over the new versions and swaps it
 * in at once; checks already running keep the registry they started with.
 */
export class ReferenceFollower {
  private registry: Registry = registryWithoutReferenceData;
  private generation = -1;
  private timer: NodeJS.Timeout | undefined;
  /** The polling `start` began, until `stop`: a poll of an earlier one reports nothing. */
  private polling: object | undefined;
  private readonly listeners: ((registry: Registry) => void | Promise<void>)[] = [];
  private readonly retiredKeptMs: number;
  /**
   * Until when the rows of the versions served are surely kept: the keep time after they were
   * last seen served (or after their retirement, for versions swapped in once retired).
   * Undefined before the first refresh.
   */
  private keptUntil: number | undefined;
  private readonly readTimeoutMs: number;

  /**
   * `retiredKeptMs`: how long the store keeps a retired version's rows after its retirement
   * (what imports are given), so that a registry is never swapped in for a version whose rows
   * are gone or about to go.
   */
  constructor(
    private readonly reference: ReferenceStore,
    private readonly onError: (error: unknown) => void = () => undefined,
    options: { retiredKeptMs?: number; readTimeoutMs?: number } = {},
  ) {
    this.retiredKeptMs = options.retiredKeptMs ?? RETIRED_KEPT_MIN_MS;
    this.readTimeoutMs = options.readTimeoutMs ?? VERSIONS_READ_TIMEOUT_MS;
  }

  /** The registry of the versions served now. */
  readonly current = (): Registry => this.registry;

  /**
   * Whether a refresh has swapped in a registry: until then `current` is one without reference
   * data, whose answers (nothing found) would be wrong, not merely empty.
   */
  get hasServed(): boolean {
    return this.generation !== -1;
  }

  /** Called with each new registry, before it is swapped in (for indexes built from it). */
  onSwitch(listener: (registry: Registry) => void | Promise<void>): void {
    this.listeners.push(listener);
  }

  /**
   * Loads the served versions if they changed; true when a new registry was swapped in. Imports
   * may publish while the indexes are built (seconds on large data), and a version superseded
   * twice is retired, its rows deleted later: so the versions are read again once built, and a
   * registry of superseded versions is built again on the ones served then.
   */
  async refresh(): Promise<boolean> {
    // Taken before the read: the versions served then were not retired before this moment.
    const asked = Date.now();
    const generation = await this.timedRead(() => this.reference.generation());
    if (generation === this.generation) {
      this.keptUntil = asked + this.retiredKeptMs;
      return false;
    }
    let served = await this.timedRead(() => this.reference.servedVersions());
    for (let builds = 1; ; builds++) {
      const next: Registry =
        served.versions.length === 0
          ? registryWithoutReferenceData
          : new StoreRegistry(this.reference, served);
      for (const listener of this.listeners) await listener(next);
      const checked = Date.now();
      const now = await this.timedRead(() => this.reference.servedVersions());
      if (versionIdsOf(now) === versionIdsOf(served)) {
        this.swap(next, now.generation, checked + this.retiredKeptMs);
        return true;
      }
      // Its own generation, not the one read now: the next poll follows the newer versions.
      const keptUntil =
        builds >= BUILDS_BEFORE_SETTLING ? await this.stillKeptUntil(served) : undefined;
      if (keptUntil !== undefined) {
        this.swap(next, served.generation, keptUntil);
        return true;
      }
      if (builds >= MOST_BUILDS) {
        throw new Error(
          `the dataset versions changed ${builds} times while their indexes were built; the versions served before are kept until the next poll`,
        );
      }
      served = now;
    }
  }

  /** A read of the dataset versions, or an error where it does not answer in the time allowed. */
  private timedRead<T>(read: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(
          new Error(
            `the dataset versions were not read within ${this.readTimeoutMs} ms; polling goes on`,
          ),
        );
      }, this.readTimeoutMs);
      timer.unref();
    });
    return Promise.race([read(), timedOut]).finally(() => {
      clearTimeout(timer);
    });
  }

  private swap(next: Registry, generation: number, keptUntil: number): void {
    this.registry = next;
    this.generation = generation;
    this.keptUntil = keptUntil;
  }

  /**
   * Until when the rows of these versions are kept, where they are still there and kept for
   * half the retention time at least (long enough for the checks started on them).
   */
  private async stillKeptUntil(served: ServedVersions): Promise<number | undefined> {
    const now = Date.now();
    const listed = await this.timedRead(() => this.reference.listVersions());
    const versions = new Map(listed.map((v) => [v.id, v]));
    let keptUntil = now + this.retiredKeptMs;
    for (const { versionId } of served.versions) {
      const version = versions.get(versionId);
      if (!version || version.purgedAt !== undefined) return undefined;
      if (version.state === 'ready') continue;
      if (version.state !== 'retired' || version.retiredAt === undefined) return undefined;
      const until = Date.parse(version.retiredAt) + this.retiredKeptMs;
      if (until - now <= this.retiredKeptMs / 2) return undefined;
      keptUntil = Math.min(keptUntil, until);
    }
    return keptUntil;
  }

  /**
   * Why the versions served may no longer be answered from, or undefined while they may: the
   * server has not confirmed them for longer than their rows are kept (polls failing, builds
   * failing), or one of them was retired longer ago than that. Their rows may then be deleted,
   * and a check on them would miss rows without saying so.
   */
  stale(now: number = Date.now()): string | undefined {
    if (this.keptUntil === undefined || now <= this.keptUntil) return undefined;
    const seconds = (ms: number) => Math.round(ms / 1000);
    return `The dataset versions this server answers from may have been deleted: their rows are kept for ${seconds(this.retiredKeptMs)} s once no longer served, and this server last knew them served ${seconds(now - this.keptUntil + this.retiredKeptMs)} s ago. Checks and searches are refused until it reads the dataset versions again (its log says why it could not).`;
  }

  /**
   * Polls every `pollMs` until `stop`. A poll still in flight when stopped ends quietly: what
   * stops the polling closes the store next, and the poll's read of the closed store failing
   * says nothing of the datasets (after a failed start it would follow the start's own error
   * as a misleading warning). Nor does it start another poll. `now`: the first poll runs at
   * once (a server that listens before its first indexes are built); `polled` is told of each
   * poll's end (its error, if it failed), unless stopped first; `nextPollMs`, asked then, may
   * wait longer than `pollMs` before the next (a first build that keeps failing, retried less
   * often). One poll at a time, so no second build runs beside the first.
   */
  start(
    pollMs: number,
    options: {
      now?: boolean;
      polled?: (error: unknown) => void;
      nextPollMs?: (error: unknown) => number | undefined;
    } = {},
  ): void {
    const polling = {};
    this.polling = polling;
    const tick = () => {
      let failure: unknown;
      this.refresh()
        .catch((error: unknown) => {
          failure = error;
          if (this.polling === polling) this.onError(error);
        })
        .finally(() => {
          if (this.polling !== polling) return;
          options.polled?.(failure);
          this.timer = setTimeout(tick, options.nextPollMs?.(failure) ?? pollMs).unref();
        });
    };
    if (options.now === true) tick();
    else this.timer = setTimeout(tick, pollMs).unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.polling = undefined;
  }
}
