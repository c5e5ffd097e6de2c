import { VERSION } from '../version.js';
import type { SectionReport } from './pipeline.js';

export interface Provenance {
  kind: 'company' | 'person';
  type: string;
  sections: SectionReport;
  datasets: { name: string; version: string }[];
  /** What the check looked up, for example the identifiers it searched by. */
  lookups: Record<string, unknown>;
  totalMs: number;
}

/** backend_data: a JSON string saying where every part of the result came from. */
export function backendData(provenance: Provenance): string {
  return JSON.stringify({
    service: 'veracheck',
    version: VERSION,
    check: { kind: provenance.kind, type: provenance.type },
    sections: {
      requested: provenance.sections.requested,
      returned: provenance.sections.returned,
      not_found: provenance.sections.empty,
      unavailable: provenance.sections.unavailable,
    },
    datasets: provenance.datasets,
    lookups: provenance.lookups,
    upstream: [],
    timings_ms: { ...provenance.sections.timings_ms, total: provenance.totalMs },
  });
}
