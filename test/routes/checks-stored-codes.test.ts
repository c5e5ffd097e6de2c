/**
 * A check is stored as the text it was answered with and served as that text: one stored by an
 * earlier version, holding a code that the contract's enums no longer list, is still served,
 * byte for byte, by both GET routes and by a replay of its request.
 */
import { describe, expect, it } from 'vitest';
import { COMPANY_STATUSES, VAT_RESULTS } from '../../src/contract/codes.js';
import { isObject, type Json } from '../contract-openapi-document.js';
import { storeWithFingerprintOf } from '../helpers.js';
import { walkAnswer } from '../response-walk.js';
import {
  companyBody,
  ctx,
  get,
  post,
  useChecksContext,
  type ResultBody,
} from './checks-context.js';

useChecksContext();

describe('a stored check with codes outside the enums of today', () => {
  it('is served as stored, byte for byte', async () => {
    const made = await post('/v1/company-checks', companyBody);
    expect(made.statusCode, made.body).toBe(200);
    const stored = await ctx.store.findCheck(
      ctx.alice.organisationId,
      made.json<ResultBody>().check_identifier,
    );
    if (!stored) throw new Error('the check was not stored');

    // As an earlier version could have written it: codes none of today's enums holds.
    const older = JSON.parse(stored.resultJson) as Record<string, unknown>;
    const company = isObject(older.company) ? older.company : {};
    const resultJson = JSON.stringify({
      ...older,
      company: { ...company, status: 'struck_off' },
      vat_validation: { result: 'Pending', vat_number: 'NL001234567B01' },
    });
    expect(COMPANY_STATUSES).not.toContain('struck_off');
    expect(VAT_RESULTS).not.toContain('Pending');

    const key = 'stored-by-an-older-version';
    const body = { ...companyBody, check_identifier: key };
    await storeWithFingerprintOf(ctx.store, { ...stored, resultJson }, key, body);

    // The served document's enums refuse these codes, so the routes must not apply them.
    const openapi = (await ctx.app.inject({ method: 'GET', url: '/openapi.json' })).json<Json>();
    const schemas = isObject(openapi.components) ? (openapi.components.schemas as Json) : {};
    const refused = walkAnswer(schemas, JSON.parse(resultJson), {
      $ref: '#/components/schemas/CompanyCheckResult',
    });
    expect(refused.join('\n')).toMatch(/company\.status: "struck_off" is none of/);
    expect(refused.join('\n')).toMatch(/vat_validation\.result: "Pending" is none of/);

    for (const url of [`/v1/checks/${key}`, `/v1/company-checks/${key}`]) {
      const read = await get(url);
      expect(read.statusCode, `${url}: ${read.body}`).toBe(200);
      expect(read.body, url).toBe(resultJson);
    }
    const replayed = await post('/v1/company-checks', body);
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.body).toBe(resultJson);
  });
});
