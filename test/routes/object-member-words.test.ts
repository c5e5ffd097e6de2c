/**
 * Names and words that are members of every JavaScript object ("constructor", "__proto__") are
 * text like any other: no request gives a 5xx for them.
 */
import { describe, expect, it } from 'vitest';
import { useDemoFixture } from '../demo-fixture.js';

const demo = useDemoFixture();

const WORDS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

async function status(url: string, payload: object): Promise<number> {
  const response = await demo.ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: demo.ctx.alice.authorization },
  });
  expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBeLessThan(500);
  return response.statusCode;
}

describe('words that name members of every object', () => {
  it.each(WORDS)('are read as text in person checks: %s', async (word) => {
    for (const person of [
      { last_name_prefix: word, last_name: 'Jansen', date_of_birth: '1970-01-01' },
      { first_name: word, last_name: word, date_of_birth: '1970-01-01' },
      { first_name: 'Jan', last_name: `${word}-Jansen`, date_of_birth: '1970-01-01' },
    ]) {
      await status('/v1/person-checks', {
        type: 'full',
        person: { ...person, phone_number: '0612345678' },
        address: { address_line_1: `Kerkstraat 1, ${word}`, address_line_2: `1012AB ${word}` },
      });
      await status('/v1/address-search', {
        address: { street: `${word} straat`, house_number: '1', city: word, country: word },
      });
    }
  });

  it.each(WORDS)('are read as text in company checks and search: %s', async (word) => {
    await status('/v1/company-checks', {
      type: 'compliance',
      company: { name: `${word} Holding B.V.` },
    });
    await status('/v1/company-search', {
      company: { name: `${word} B.V.`, address: { state: word, country: 'NL' } },
    });
  });
});
