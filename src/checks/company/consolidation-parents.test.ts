import { describe, expect, it } from 'vitest';
import type { Entity } from '../../entities/entity.js';
import type { Related } from '../../registry/registry.js';
import { foldConsolidationParents } from './consolidation-parents.js';

const company = (id: string): Entity => ({ id, schema: 'Company', properties: { name: [id] } });
const ownership = (id: string, owner: string, properties: Record<string, string[]>): Related => ({
  relation: {
    id,
    schema: 'Ownership',
    properties: { owner: [owner], asset: ['child'], ...properties },
  },
  other: company(owner),
});
const direct = (owner: string, extra: Record<string, string[]> = {}) =>
  ownership(`${owner}-direct`, owner, {
    ownershipType: ['direct'],
    role: ['Direct accounting consolidation parent'],
    ...extra,
  });
const ultimate = (owner: string, extra: Record<string, string[]> = {}) =>
  ownership(`${owner}-ultimate`, owner, {
    ownershipType: ['ultimate'],
    role: ['Ultimate accounting consolidation parent'],
    ...extra,
  });

describe('foldConsolidationParents', () => {
  it('makes a direct parent that is also the ultimate one a single owner, with what both say', () => {
    const folded = foldConsolidationParents([
      ultimate('parent', { startDate: ['2018-01-01'], legalBasis: ['IFRS'] }),
      direct('parent', { startDate: ['2015-01-01'], percentage: ['100'] }),
    ]);
    expect(folded).toHaveLength(1);
    expect(folded[0]?.relation).toEqual({
      id: 'parent-direct',
      schema: 'Ownership',
      properties: {
        owner: ['parent'],
        asset: ['child'],
        ownershipType: ['direct', 'ultimate'],
        role: ['Direct accounting consolidation parent; Ultimate accounting consolidation parent'],
        startDate: ['2015-01-01', '2018-01-01'],
        percentage: ['100'],
        legalBasis: ['IFRS'],
      },
    });
    expect(folded[0]?.other?.id).toBe('parent');
  });

  it('leaves an ultimate parent that is another company, and links that are not GLEIF’s', () => {
    const shares = ownership('class-a', 'holder', { percentage: ['30'] });
    const sharesB = ownership('class-b', 'holder', { percentage: ['20'] });
    const owners = [direct('parent'), ultimate('top'), shares, sharesB];
    expect(foldConsolidationParents(owners)).toEqual(owners);
  });
});
