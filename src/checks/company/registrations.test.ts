import { describe, expect, it } from 'vitest';
import type { Entity } from '../../entities/entity.js';
import { distinctLabels } from './registrations.js';

const person = (id: string, birthDate?: string): Entity => ({
  id,
  schema: 'Person',
  properties: { name: ['Birgit Wagner'], ...(birthDate && { birthDate: [birthDate] }) },
});

describe('distinctLabels', () => {
  it('tells two parties of one name apart by birth year, else by register id', () => {
    const subjects = [
      { label: 'ubo: Birgit Wagner', entity: person('p-1', '1989-04-02') },
      { label: 'ubo: Birgit Wagner', entity: person('p-2', '1950-11-30') },
      { label: 'director: Birgit Wagner', entity: person('p-3') },
      { label: 'director: Birgit Wagner', entity: person('p-4') },
      { label: 'director: Ann Claes', entity: person('p-5') },
    ];
    expect(distinctLabels(subjects).map((s) => s.label)).toEqual([
      'ubo: Birgit Wagner (born 1989)',
      'ubo: Birgit Wagner (born 1950)',
      'director: Birgit Wagner (p-3)',
      'director: Birgit Wagner (p-4)',
      'director: Ann Claes',
    ]);
  });
});
