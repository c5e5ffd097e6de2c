/**
 * Words that name members of every JavaScript object ("constructor", "__proto__") are text like
 * any other where imported lists and registers write them: checks over such data answer as
 * over any other word (object-member-words.test.ts has them in requests).
 */
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../src/entities/entity.js';
import { ftmEntity } from '../demo-registry.js';
import { gleifRelationship, leiCompany } from '../gleif-parties.js';
import { useRegister } from '../register-context.js';

const WORDS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

/** The entity with a property of each word (own members, `__proto__` too, as a list writes them). */
const withMemberProperties = (entity: Entity): Entity => ({
  ...entity,
  properties: {
    ...entity.properties,
    ...Object.fromEntries(WORDS.map((word) => [word, [`${word} value`]])),
  },
});

describe('a listing whose topics include a word naming an object member', () => {
  const { post } = useRegister('member-topic', [
    ftmEntity('fx-member-topic', 'Person', {
      name: ['Karel Voorbeeldman'],
      firstName: ['Karel'],
      lastName: ['Voorbeeldman'],
      birthDate: ['1961-05-17'],
      topics: ['constructor', 'sanction'],
    }),
  ]);

  it('is described with that word as written, beside the topics it knows', async () => {
    const response = await post('/v1/person-checks', {
      type: 'compliance',
      person: { first_name: 'Karel', last_name: 'Voorbeeldman', date_of_birth: '1961-05-17' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { registrations } = response.json<{ registrations?: { description?: string }[] }>();
    expect(registrations?.map((r) => r.description)).toEqual(['constructor, sanctioned']);
  });
});

describe('a GLEIF parent both direct and ultimate, its records with properties naming object members', () => {
  const [CHILD, PARENT] = ['7245003XKLMN4PQRST59', '724500VKKSH9QOLTFR81'];
  const START = '2015-01-01T00:00:00Z';
  const { post } = useRegister('member-properties', [
    leiCompany(CHILD, 'Dochter Leden B.V. (fictitious)', '87654329'),
    leiCompany(PARENT, 'Moeder Leden N.V. (fictitious)'),
    gleifRelationship('IS_DIRECTLY_CONSOLIDATED_BY', START, CHILD, PARENT),
    withMemberProperties(gleifRelationship('IS_ULTIMATELY_CONSOLIDATED_BY', START, CHILD, PARENT)),
  ]);

  it('lists that parent once, as without them', async () => {
    const response = await post('/v1/company-checks', {
      type: 'extended',
      chamber_of_commerce_number: '87654329',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { company } = response.json<{ company?: { parents?: { name?: string }[] } }>();
    expect(company?.parents?.map((p) => p.name)).toEqual(['Moeder Leden N.V. (fictitious)']);
  });
});
