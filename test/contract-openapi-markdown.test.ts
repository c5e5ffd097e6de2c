/**
 * The OpenAPI document against the contract markdown (../shared/spec/verification-api.md).
 *
 * Every `| Field | Type |` table of the spec is parsed, so a field added to the spec and missing
 * from the schemas fails here. Objects the spec describes in prose are encoded below from the
 * spec's sentences; each encoding is checked against the words of its sentence, so a field
 * added to a sentence fails too.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINT_TABLE, FIELD_TABLES, specSentence } from './contract-spec.js';
import {
  COMPANY_SEARCH_RESULT,
  INLINE_OBJECTS,
  PROSE_COMPONENTS,
  TABLE_TARGETS,
} from './contract-expectations.js';
import { coverage } from './contract-openapi-document.js';

describe('the contract markdown', () => {
  it('has the field tables and the Endpoints table this test maps', () => {
    expect(FIELD_TABLES.length).toBeGreaterThanOrEqual(15);
    expect(
      ENDPOINT_TABLE,
      'the Endpoints table (| Method | Path | Request | Response |)',
    ).toBeDefined();
    const unmapped = FIELD_TABLES.map((t) => t.heading).filter((h) => !(h in TABLE_TARGETS));
    expect(unmapped, 'field tables under headings this test does not map to a component').toEqual(
      [],
    );
    const missing = Object.keys(TABLE_TARGETS).filter(
      (h) => !FIELD_TABLES.some((t) => t.heading === h),
    );
    expect(missing, 'mapped headings without a field table in the spec').toEqual([]);
  });

  it('describes every inline object the test encodes, with the same field names', () => {
    const problems: string[] = [];
    for (const [key, inline] of Object.entries(INLINE_OBJECTS)) {
      const [componentName, field] = key.split('.') as [string, string];
      const heading = Object.entries(TABLE_TARGETS).find(([, ts]) =>
        ts.some((t) => t.component === componentName),
      )?.[0];
      const row = FIELD_TABLES.find((t) => t.heading === heading)?.rows.find((r) => r[0] === field);
      if (!row) {
        problems.push(`${key}: not a row of the spec's tables`);
        continue;
      }
      const text =
        inline.sentence === undefined
          ? (row[1] ?? '')
          : inline.sentence.map(specSentence).join(' ');
      problems.push(...coverage(text, inline.expect, key));
    }
    for (const prose of PROSE_COMPONENTS) {
      problems.push(...coverage(specSentence(prose.sentence), prose.expect, prose.component));
    }
    const searchCell = ENDPOINT_TABLE?.rows.find((r) => r[1] === '/v1/company-search')?.[3] ?? '';
    problems.push(...coverage(searchCell, COMPANY_SEARCH_RESULT, 'CompanySearchResult'));
    expect(problems).toEqual([]);
  });
});
