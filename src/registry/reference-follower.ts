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
  private readonly listeners: ((registry: Registry) => void | Promise<void>)[] = [];
  private readonly retiredKeptMs: number;

  /**
   * `retiredKeptMs`: how long the store keeps a retired version's rows after its retirement
   * (what imports are given), so that a registry is never swapped in for a version whose rows
   * are gone or about to go.
   */
  constructor(
    private readonly reference: ReferenceStore,
    private readonly onError: (error: unknown) => void = () => undefined,
    options: { retiredKeptMs?: number } = {},
  ) {
    this.retiredKeptMs = options.retiredKeptMs ?? RETIRED_KEPT_MIN_MS;
  }

  /** The registry of the versions served now. */
  readonly current = (): Registry => this.registry;

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
    const generation = await this.reference.generation();
    if (generation === this.generation) return false;
    let served = await this.reference.servedVersions();
    for (let builds = 1; ; builds++) {
      const next: Registry =
        served.versions.length === 0
          ? registryWithoutReferenceData
          : new StoreRegistry(this.reference, served);
      for (const listener of this.listeners) await listener(next);
      const now = await this.reference.servedVersions();
      if (versionIdsOf(now) === versionIdsOf(served)) {
        this.swap(next, now.generation);
        return true;
      }
      // Its own generation, not the one read now: the next poll follows the newer versions.
      if (builds >= BUILDS_BEFORE_SETTLING && (await this.stillKept(served))) {
        this.swap(next, served.generation);
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

  private swap(next: Registry, generation: number): void {
    this.registry = next;
    this.generation = generation;
  }

  /**
   * Whether the rows of these versions are still there and kept for half the retention time at
   * least (long enough for the checks started on them).
   */
  private async stillKept(served: ServedVersions): Promise<boolean> {
    const versions = new Map((await this.reference.listVersions()).map((v) => [v.id, v]));
    const now = Date.now();
    return served.versions.every(({ versionId }) => {
      const version = versions.get(versionId);
      if (!version || version.purgedAt !== undefined) return false;
      if (version.state === 'ready') return true;
      if (version.state !== 'retired' || version.retiredAt === undefined) return false;
      return now - Date.parse(version.retiredAt) < this.retiredKeptMs / 2;
    });
  }

  start(pollMs: number): void {
    const tick = () => {
      this.refresh()
        .catch(this.onError)
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, pollMs).unref();
        });
    };
    this.timer = setTimeout(tick, pollMs).unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
