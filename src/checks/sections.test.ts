import { describe, expect, it } from 'vitest';
import { COMPANY_MATRIX, COMPANY_SECTION_ROWS, PERSON_MATRIX } from '../../test/contract-design.js';
import { COMPANY_SECTIONS_BY_TYPE, PERSON_SECTIONS_BY_TYPE } from './sections.js';

/** For each row of a matrix (type -> rows), the types that return it, sorted. */
function typesByRow(matrix: Record<string, readonly string[]>): Record<string, string[]> {
  const byRow: Record<string, string[]> = {};
  for (const [type, rows] of Object.entries(matrix))
    for (const row of rows) (byRow[row] ??= []).push(type);
  for (const types of Object.values(byRow)) types.sort();
  return byRow;
}

/** The code's matrix with its sections named as DESIGN.md's rows name them. */
const asRows = (
  matrix: Record<string, readonly string[]>,
  rows: Readonly<Record<string, readonly string[]>> = {},
) =>
  Object.fromEntries(
    Object.entries(matrix).map(([type, sections]) => [
      type,
      sections.flatMap((section) => rows[section] ?? [section]),
    ]),
  );

describe('section matrix', () => {
  it('gives every company check type the identity section', () => {
    for (const sections of Object.values(COMPANY_SECTIONS_BY_TYPE)) {
      expect(sections).toContain('company');
    }
  });

  // DESIGN.md §3's matrices, read from DESIGN.md itself (test/contract-design.ts), row by row so
  // that a difference names its section.
  it("is DESIGN.md's table for company checks, row by row", () => {
    expect(Object.keys(COMPANY_SECTIONS_BY_TYPE).sort()).toEqual(
      Object.keys(COMPANY_MATRIX).sort(),
    );
    expect(typesByRow(asRows(COMPANY_SECTIONS_BY_TYPE, COMPANY_SECTION_ROWS))).toEqual(
      typesByRow(COMPANY_MATRIX),
    );
  });

  it("is DESIGN.md's table for person checks, row by row", () => {
    expect(Object.keys(PERSON_SECTIONS_BY_TYPE).sort()).toEqual(Object.keys(PERSON_MATRIX).sort());
    expect(typesByRow(asRows(PERSON_SECTIONS_BY_TYPE))).toEqual(typesByRow(PERSON_MATRIX));
  });
});
