import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addUser } from '../helpers.js';
import {
  companyBody,
  ctx,
  get,
  personBody,
  post,
  useChecksContext,
  type ResultBody,
} from './checks-context.js';

useChecksContext();

describe('validation', () => {
  it.each([
    [{ chamber_of_commerce_number: '1' }, '/type', 'is required'],
    [
      { type: 'premium', chamber_of_commerce_number: '1' },
      '/type',
      'must be one of basic, basic_plus',
    ],
    [{ ...companyBody, colour: 'red' }, '/colour', 'unknown field'],
    [
      { ...companyBody, company: { name: 'X', address: { zip: '1' } } },
      '/company/address/zip',
      'unknown field',
    ],
    // A field written as other APIs or the contract's answers write it names the field meant.
    [
      { type: 'basic', chamberOfCommerceNumber: '12345678' },
      '/chamberOfCommerceNumber',
      'unknown field "chamberOfCommerceNumber" (did you mean "chamber_of_commerce_number"?)',
    ],
    [
      { ...companyBody, company: { name: 'X', email: 'info@example.nl' } },
      '/company/email',
      'unknown field "email" (did you mean "mail_address"?)',
    ],
    [{ ...companyBody, report_view: 'yes' }, '/report_view', 'must be boolean'],
    [{ ...companyBody, report_language: 'de' }, '/report_language', 'must be one of nl, en'],
    [{ ...companyBody, source: { userid: 'seven' } }, '/source/userid', 'must be integer'],
    [
      { ...companyBody, check_identifier: 'has spaces' },
      '/check_identifier',
      'must be 1 to 128 ASCII letters, digits and',
    ],
    [{ type: 'basic' }, '', 'give at least one of'],
    [{ type: 'basic', company: {} }, '', 'give at least one of'],
    [{ type: 'basic', company: { name: ' ', address: {} } }, '', 'give at least one of'],
    [{ type: 'basic', company: { name: '....' } }, '/company/name', 'has no letter or digit'],
    [{ ...companyBody, company: { name: '&' } }, '/company/name', 'has no letter or digit'],
    [{ type: 'basic', vat_number: '---' }, '/vat_number', 'has no letter or digit'],
    [{ type: 'basic', vat_number: '\u200b' }, '/vat_number', 'has no letter or digit'],
    [{ ...companyBody, vat_number: '. /' }, '/vat_number', 'has no letter or digit'],
    // Not an object at all: the body as a whole, whose JSON Pointer is "" (RFC 6901).
    [[], '', 'must be object'],
  ])('rejects %j naming "%s"', async (payload, path, message) => {
    const response = await post('/v1/company-checks', payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<{
      code: string;
      detail: string;
      errors: { path: string; message: string }[];
    }>();
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors.find((e) => e.path === path)?.message).toContain(message);
    // The detail names the whole body in words, not by its empty pointer (": must be object").
    expect(problem.detail).toMatch(path === '' ? /^the body: / : new RegExp(`^${path}: `));
  });

  const COMPANY_TYPES =
    'must be one of basic, basic_plus, standard, extended, kvk, mkb, ubo, custom, compliance';
  const PERSON_TYPES =
    'must be one of basic, basic_plus, standard, extended, full, custom, compliance';
  const CHECK_IDENTIFIER =
    'must be 1 to 128 ASCII letters, digits and . _ : -, starting with a letter or digit (order-2026-0001)';
  const REQUEST_TYPE = 'must be one of 0, 1, 2, 3';
  it.each([
    ['/v1/company-checks', { check_identifier: 'has spaces' }, CHECK_IDENTIFIER],
    ['/v1/company-checks', { check_identifier: '' }, CHECK_IDENTIFIER],
    ['/v1/company-checks', { check_identifier: '-x' }, CHECK_IDENTIFIER],
    ['/v1/person-checks', { check_identifier: 'x'.repeat(129) }, CHECK_IDENTIFIER],
    ['/v1/company-search', { request_type: 1.5 }, REQUEST_TYPE],
    ['/v1/company-search', { request_type: '1' }, REQUEST_TYPE],
    ['/v1/company-search', { request_type: 4 }, REQUEST_TYPE],
    ['/v1/company-search', { request_type: 2 ** 40 }, REQUEST_TYPE],
    ['/v1/company-checks', { type: 5 }, COMPANY_TYPES],
    ['/v1/company-checks', { type: null }, COMPANY_TYPES],
    ['/v1/person-checks', { type: ['basic'] }, PERSON_TYPES],
    ['/v1/company-checks', { report_language: 5 }, 'must be one of nl, en'],
  ])('%s says in one sentence what a field takes (%j)', async (url, field, message) => {
    const base = {
      '/v1/company-checks': companyBody,
      '/v1/person-checks': personBody,
      '/v1/company-search': { chamber_of_commerce_number: '12345678' },
    }[url];
    const response = await post(url, { ...base, ...field });
    expect(response.statusCode, response.body).toBe(400);
    const problem = response.json<{
      detail: string;
      errors: { path: string; message: string }[];
    }>();
    const path = `/${Object.keys(field)[0] ?? ''}`;
    expect(problem.errors).toEqual([{ path, message }]);
    expect(problem.detail).toBe(`${path}: ${message}`);
  });

  it('docs/errors.md quotes the check_identifier message as the API says it', () => {
    const errorsDoc = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
    expect(errorsDoc.replace(/\s+/g, ' ')).toContain(`\`/check_identifier: ${CHECK_IDENTIFIER}\``);
  });

  it('stores no check for a vat_number without a letter or digit; blank is not given', async () => {
    const refused = await post('/v1/company-checks', {
      type: 'basic',
      vat_number: '---',
      check_identifier: 'vat-dashes',
    });
    expect(refused.statusCode).toBe(400);
    expect((await get('/v1/checks/vat-dashes')).statusCode).toBe(404);
    const blank = await post('/v1/company-checks', { ...companyBody, vat_number: '  ' });
    expect(blank.statusCode, blank.body).toBe(200);
  });

  it('rejects a person check with a malformed date of birth or nothing to check', async () => {
    const badDate = await post('/v1/person-checks', {
      type: 'basic',
      person: { last_name: 'X', date_of_birth: '31-01-1980' },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe(
      '/person/date_of_birth',
    );
    const empty = await post('/v1/person-checks', { type: 'full' });
    expect(empty.statusCode).toBe(400);
  });

  it.each(['.', '-', ". - '", '..'])(
    'refuses initials without a letter (%j) naming them, and stores no check',
    async (initials) => {
      const check_identifier = `initials-${initials.length}-${initials.charCodeAt(0)}`;
      const response = await post('/v1/person-checks', {
        type: 'basic',
        person: { last_name: 'Jansen', initials },
        check_identifier,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ errors: { path: string; message: string }[] }>().errors).toEqual([
        {
          path: '/person/initials',
          message: 'initials are letters, with or without dots and spaces (J.W., J W, JW, Th.)',
        },
      ]);
      expect((await get(`/v1/checks/${check_identifier}`)).statusCode).toBe(404);
    },
  );

  it('refuses custom checks until the organisation has configured its sections', async () => {
    // A new organisation, so no earlier check has its settings cached.
    const carol = await addUser(ctx.store, 'Organisation C (fictitious)', 'carol');
    const refused = await post(
      '/v1/company-checks',
      { ...companyBody, type: 'custom' },
      carol.authorization,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain('orgs sections');

    const dave = await addUser(ctx.store, 'Organisation D (fictitious)', 'dave');
    await ctx.store.setCustomSections(dave.organisationId, 'company', ['ubo', 'company']);
    const accepted = await post(
      '/v1/company-checks',
      { ...companyBody, type: 'custom' },
      dave.authorization,
    );
    expect(accepted.statusCode).toBe(200);
    const provenance = JSON.parse(accepted.json<ResultBody>().backend_data) as {
      sections: { requested: string[] };
    };
    // In result order, whatever order they were configured in.
    expect(provenance.sections.requested).toEqual(['company', 'ubo']);
  });
});

describe('security', () => {
  it('never shows another organisation its checks', async () => {
    const created = (await post('/v1/company-checks', companyBody)).json<ResultBody>();
    for (const id of [created.check_identifier, created.report_identifier]) {
      const response = await get(`/v1/checks/${id}`, ctx.bob.authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('CHECK_NOT_FOUND');
    }
  });

  it('answers 404 for unknown identifiers', async () => {
    expect((await get('/v1/checks/no-such-check')).statusCode).toBe(404);
    expect((await get('/v1/company-checks/no-such-check')).statusCode).toBe(404);
  });

  it('requires credentials and the right permission', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/v1/company-checks',
      payload: companyBody,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toContain('Basic realm="veracheck"');
    const reader = await post('/v1/company-checks', companyBody, ctx.reader.authorization);
    expect(reader.statusCode).toBe(403);
    expect(reader.json<{ code: string }>().code).toBe('FORBIDDEN');
    const person = await post('/v1/person-checks', personBody, ctx.reader.authorization);
    expect(person.statusCode).toBe(403);
    // The reader may read its organisation's checks.
    const created = (await post('/v1/company-checks', companyBody)).json<ResultBody>();
    expect(
      (await get(`/v1/checks/${created.check_identifier}`, ctx.reader.authorization)).statusCode,
    ).toBe(200);
  });

  it('writes an audit record for every check created, read and replayed, with the source', async () => {
    const created = (
      await post('/v1/company-checks', {
        ...companyBody,
        check_identifier: 'audited',
        source: { location: 'Utrecht' },
      })
    ).json<ResultBody>();
    await get(`/v1/checks/${created.report_identifier}`, ctx.reader.authorization);
    await post('/v1/company-checks', {
      ...companyBody,
      check_identifier: 'audited',
      source: { location: 'Utrecht' },
    });
    const audit = await ctx.store.listAudit(ctx.alice.organisationId, 3);
    expect(audit.map((a) => a.action)).toEqual(['check.replay', 'check.read', 'check.create']);
    expect(audit.every((a) => a.sourceJson === '{"location":"Utrecht"}')).toBe(true);
    expect(new Set(audit.map((a) => a.checkId)).size).toBe(1);
    expect(audit[2]?.requestId).toBeTruthy();
  });
});
