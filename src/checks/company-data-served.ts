import type { Registry } from '../registry/registry.js';

/**
 * Whether the served data has any register company (a sanctions listing is none: company search
 * never lists one). Without one, "not found" would report a search that could not be made:
 * company search answers 503, a company check names the company section as unavailable.
 */
export const companyDataServed = (registry: Registry): Promise<boolean> =>
  registry.knowsCompanies();
