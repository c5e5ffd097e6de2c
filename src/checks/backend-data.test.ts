import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  serializeCompanyCheckResult,
  serializePersonCheckResult,
} from '../contract/serializers.js';
import { backendData, serializeResult, type Provenance } from './backend-data.js';

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

describe('serializeResult', () => {
  const person = (backend: string) => ({
    check_identifier: 'c"1',
    report_identifier: 'r\\1',
    backend_data: backend,
    request_parameters: { identifier: 'x', person: { last_name: '"backend_data":""' } },
  });

  it('writes what the serialiser writes, byte for byte', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), version: fc.string({ unit: 'binary' }) }), {
          maxLength: 5,
        }),
        fc.dictionary(fc.string(), fc.oneof(fc.string({ unit: 'binary' }), fc.integer())),
        (datasets, lookups) => {
          const made = () => backendData({ ...provenance(datasets), lookups });
          const text = made();
          const result = person(text);
          const expected = serializePersonCheckResult(result);
          expect(serializeResult(serializePersonCheckResult, result)).toBe(expected);
          expect(result.backend_data).toBe(text);
          const company = { check_identifier: 'c', report_identifier: 'r', backend_data: made() };
          expect(serializeResult(serializeCompanyCheckResult, company)).toBe(
            serializeCompanyCheckResult(company),
          );
        },
      ),
    );
  });

  it('serialises texts it did not make, and results without backend_data, as they are', () => {
    const result = person('{"made":"elsewhere"}');
    expect(serializeResult(serializePersonCheckResult, result)).toBe(
      serializePersonCheckResult(result),
    );
    const bare = { check_identifier: 'c', report_identifier: 'r' };
    expect(serializeResult(serializePersonCheckResult, bare)).toBe(
      serializePersonCheckResult(bare),
    );
  });
});
