/**
 * Words that name members of every JavaScript object ("constructor", "__proto__") are text like
 * any other where imported lists and registers write them: checks over such data answer as
 * over any other word (object-member-words.test.ts has them in requests).
 */
import { describe, expect, it } from 'vitest';
import { ftmEntity } from '../demo-registry.js';
import { useRegister } from '../register-context.js';

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
