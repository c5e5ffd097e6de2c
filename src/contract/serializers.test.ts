import { describe, expect, it } from 'vitest';
import { companyResult, fullPersonResult } from '../reports/fixtures.test-data.js';
import { serializeCompanyCheckResult, serializePersonCheckResult } from './serializers.js';

describe('the result serialisers', () => {
  it('write every field of a result, the schemas’ descriptions and examples being no fields', () => {
    expect(JSON.parse(serializeCompanyCheckResult(companyResult))).toEqual(companyResult);
    expect(JSON.parse(serializePersonCheckResult(fullPersonResult))).toEqual(fullPersonResult);
    // An example is no default: a field left out stays out.
    const { status: _status, ...company } = companyResult.company ?? {};
    expect(serializeCompanyCheckResult({ ...companyResult, company })).not.toContain('"status"');
  });
});
