import type { ReferenceStore } from '../store/reference-store.js';
import { registryWithoutReferenceData, type Registry } from './registry.js';
import { StoreRegistry } from './store-registry.js';

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

  constructor(
    private readonly reference: ReferenceStore,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** The registry of the versions served now. */
  readonly current = (): Registry => this.registry;

  /** Called with each new registry, before it is swapped in (for indexes built from it). */
  onSwitch(listener: (registry: Registry) => void | Promise<void>): void {
    this.listeners.push(listener);
  }

  /** Loads the served versions if they changed; true when a new registry was swapped in. */
  async refresh(): Promise<boolean> {
    const generation = await this.reference.generation();
    if (generation === this.generation) return false;
    const served = await this.reference.servedVersions();
    const next: Registry =
      served.versions.length === 0
        ? registryWithoutReferenceData
        : new StoreRegistry(this.reference, served);
    for (const listener of this.listeners) await listener(next);
    this.registry = next;
    this.generation = served.generation;
    return true;
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
