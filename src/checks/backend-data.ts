import type { DatasetVersionLabel } from '../registry/registry.js';
import { VERSION } from '../version.js';
import type { SectionReport } from './pipeline.js';

export interface Provenance {
  kind: 'company' | 'person';
  type: string;
  sections: SectionReport;
  datasets: readonly DatasetVersionLabel[];
  /** What the check looked up, for example the identifiers it searched by. */
  lookups: Record<string, unknown>;
  /** Calls to live services (VIES, ...) and their outcomes. */
  upstream?: readonly unknown[];
  totalMs: number;
}

/** The dataset list is the same for every check on one registry: serialised once. */
const datasetsJson = new WeakMap<readonly DatasetVersionLabel[], string>();

function datasetsJsonOf(datasets: readonly DatasetVersionLabel[]): string {
  let json = datasetsJson.get(datasets);
  if (json === undefined) {
    json = JSON.stringify(datasets);
    datasetsJson.set(datasets, json);
  }
  return json;
}

/** backend_data: a JSON string saying where every part of the result came from. */
export function backendData(provenance: Provenance): string {
  const head = JSON.stringify({
    service: 'veracheck',
    version: VERSION,
    check: { kind: provenance.kind, type: provenance.type },
    sections: {
      requested: provenance.sections.requested,
      returned: provenance.sections.returned,
      not_found: provenance.sections.empty,
      unavailable: provenance.sections.unavailable,
    },
  });
  const tail = JSON.stringify({
    lookups: provenance.lookups,
    upstream: provenance.upstream ?? [],
    timings_ms: { ...provenance.sections.timings_ms, total: provenance.totalMs },
  });
  return `${head.slice(0, -1)},"datasets":${datasetsJsonOf(provenance.datasets)},${tail.slice(1)}`;
}
