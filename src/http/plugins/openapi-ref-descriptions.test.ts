import { describe, expect, it } from 'vitest';
import { addRefDescriptions } from './openapi-ref-descriptions.js';

describe('addRefDescriptions', () => {
  it('puts back the description and examples beside a $ref, at any depth', () => {
    const source = {
      $id: 'Check',
      type: 'object',
      properties: {
        company: { $ref: 'Company', description: 'The company checked.' },
        parties: {
          type: 'array',
          description: 'Parties.',
          items: { $ref: 'Party', description: 'One party.', examples: ['x'] },
        },
        match: {
          type: 'object',
          properties: { address: { $ref: 'Address', description: 'Where.' } },
        },
      },
    };
    // What @fastify/swagger makes of it: every keyword beside a $ref is gone.
    const document = {
      components: {
        schemas: {
          Check: {
            type: 'object',
            properties: {
              company: { $ref: '#/components/schemas/Company' },
              parties: {
                type: 'array',
                description: 'Parties.',
                items: { $ref: '#/components/schemas/Party' },
              },
              match: {
                type: 'object',
                properties: { address: { $ref: '#/components/schemas/Address' } },
              },
            },
          },
        },
      },
    };
    const check = addRefDescriptions(document, [source]).components.schemas.Check.properties;
    expect(check.company).toEqual({
      $ref: '#/components/schemas/Company',
      description: 'The company checked.',
    });
    expect(check.parties.items).toEqual({
      $ref: '#/components/schemas/Party',
      description: 'One party.',
      examples: ['x'],
    });
    expect(check.match.properties.address).toEqual({
      $ref: '#/components/schemas/Address',
      description: 'Where.',
    });
  });

  it('leaves alone a document without the component, and descriptions already there', () => {
    const document = {
      components: {
        schemas: { A: { properties: { b: { $ref: '#/B', description: 'kept' } } } },
      },
    };
    const source = { $id: 'A', properties: { b: { $ref: 'B', description: 'other' } } };
    addRefDescriptions(document, [source, { $id: 'Missing' }]);
    expect(document.components.schemas.A.properties.b.description).toBe('kept');
    expect(addRefDescriptions({}, [source])).toEqual({});
  });
});
