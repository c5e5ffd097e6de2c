import { describe, expect, it } from 'vitest';
import { backendData, type Provenance } from './backend-data.js';

const provenance = (datasets: Provenance['datasets']): Provenance => ({
  kind: 'person',
  type: 'basic',
  sections: {
    requested: ['person_match'],
    returned: [],
    empty: [],
    unavailable: ['person_match'],
    timings_ms: { person_match: 0.5 },
  },
  datasets,
  lookups: { last_name: 'Jansen' },
  totalMs: 1.25,
});

describe('backendData', () => {
  it('is one JSON document with the provenance fields in a fixed order', () => {
    const datasets = [{ name: 'demo-entities', version: 'v1' }];
    const parsed = JSON.parse(backendData(provenance(datasets))) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([
      'service',
      'version',
      'check',
      'sections',
      'datasets',
      'lookups',
      'upstream',
      'timings_ms',
    ]);
    expect(parsed.datasets).toEqual(datasets);
    expect(parsed.sections).toEqual({
      requested: ['person_match'],
      returned: [],
      not_found: [],
      unavailable: ['person_match'],
    });
    expect(parsed.lookups).toEqual({ last_name: 'Jansen' });
    expect(parsed.timings_ms).toEqual({ person_match: 0.5, total: 1.25 });
  });

  it('escapes dataset labels and serves an empty list', () => {
    const odd = [{ name: 'a"b', version: 'line\nbreak' }];
    const datasetsOf = (json: string) => (JSON.parse(json) as { datasets: unknown }).datasets;
    expect(datasetsOf(backendData(provenance(odd)))).toEqual(odd);
    expect(datasetsOf(backendData(provenance([])))).toEqual([]);
  });
});
