import type { Registry } from '../registry/registry.js';
import { ENTITY_FORMATS } from './dataset-formats.js';

/**
 * Whether any dataset a company could be found in is served: without one, "not found" would
 * report a search that could not be made (company search answers 503, a company check names
 * the company section as unavailable).
 */
export const companyDataServed = (registry: Registry): boolean =>
  registry.datasetVersions(ENTITY_FORMATS).length > 0;
