import { euFsfFormat } from './eu-fsf/index.js';
import type { SourceFormat } from './source.js';
import { unScFormat } from './un-sc/index.js';

/** Every format `veracheck import` reads, by name. Sources are declared here as data. */
export const SOURCE_FORMATS: readonly SourceFormat[] = [unScFormat, euFsfFormat];

export function findFormat(name: string): SourceFormat | undefined {
  return SOURCE_FORMATS.find((format) => format.name === name);
}
