import { describe, expect, it } from 'vitest';
import { SOURCE_FORMATS } from '../sources/formats.js';
import { companySectionModules } from './company-check.js';
import { ENTITY_FORMATS } from './dataset-formats.js';
import { personSectionModules } from './person-check.js';

const known = new Set(SOURCE_FORMATS.map((format) => format.name));

describe('the formats sections read', () => {
  it.each([
    ...Object.entries(personSectionModules).map(([name, m]) => [`person ${name}`, m.reads]),
    ...Object.entries(companySectionModules).map(([name, m]) => [`company ${name}`, m.reads]),
  ])('%s names only import formats, at least one', (_name, reads) => {
    expect(reads.length).toBeGreaterThan(0);
    for (const format of reads) expect(known, format).toContain(format);
  });

  it('name only import formats among the entity formats', () => {
    for (const format of ENTITY_FORMATS) expect(known).toContain(format);
  });

  it('cover every import format: no served dataset is left out of every backend_data', () => {
    const read = new Set(
      [...Object.values(personSectionModules), ...Object.values(companySectionModules)].flatMap(
        (m) => m.reads,
      ),
    );
    expect([...known].filter((format) => !read.has(format))).toEqual([]);
  });
});
