import type { Registry } from '../registry/registry.js';
import type { ScreeningService } from '../screening/service.js';

/**
 * Whether the registry's datasets hold any listing to screen against: the `available` of the
 * screening sections. Without one, their "no hit" would report a screening that never was.
 */
export const listingsServed = (context: {
  registry: Registry;
  screening: ScreeningService;
}): Promise<boolean> => context.screening.listedCount(context.registry).then((n) => n > 0);
