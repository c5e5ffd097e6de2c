import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../src/http/app.js';
import type { Store } from '../../src/store/store.js';
import {
  addUser,
  createTestContext,
  storeWithFingerprintOf,
  type TestContext,
} from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const companyBody = { type: 'basic', chamber_of_commerce_number: '12345678' };
const personBody = { type: 'basic', person: { first_name: 'Jan', last_name: 'Jansen' } };

async function post(url: string, payload: unknown, authorization = ctx.alice.authorization) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization },
  });
}

async function get(url: string, authorization = ctx.alice.authorization) {
  return ctx.app.inject({ method: 'GET', url, headers: { authorization } });
}

interface ResultBody {
  check_identifier: string;
  report_identifier: string;
  backend_data: string;
  request_parameters: Record<string, unknown>;
  vat_validation?: { vat_number?: string };
}

describe.each(API_PREFIXES)('checks at %s', (prefix) => {
  it('runs a company check, stores it and serves it by either identifier', async () => {
    const created = await post(`${prefix}/company-checks`, {
      ...companyBody,
      vat_number: 'NL001234567B01',
      company: { name: 'Voorbeeld B.V.', address: { zip_code: '1012AB', house_number: '1' } },
      source: { source: 'crm', userid: 42 },
    });
    expect(created.statusCode).toBe(200);
    const body = created.json<ResultBody>();
    expect(body.check_identifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.report_identifier).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.report_identifier).not.toBe(body.check_identifier);
    expect(created.headers.location).toBe(`/v1/company-checks/${body.check_identifier}`);
    // Personal data: no cache on the way may keep it.
    expect(created.headers['cache-control']).toBe('no-store');
    expect(body.request_parameters).toEqual({
      identifier: body.check_identifier,
      company: {
        name: 'Voorbeeld B.V.',
        chamber_of_commerce_number: '12345678',
        vat_number: 'NL001234567B01',
        address: { zip_code: '1012AB', house_number: '1' },
      },
      address: { zip_code: '1012AB', house_number: '1' },
      ids: { kvk: '12345678', btw: 'NL001234567B01' },
    });
    const provenance = JSON.parse(body.backend_data) as {
      check: { kind: string; type: string };
      sections: { requested: string[]; unavailable: string[] };
    };
    expect(provenance.check).toEqual({ kind: 'company', type: 'basic' });
    expect(provenance.sections.requested).toEqual(['company', 'vat_validation']);
    // No reference data is loaded here: no section may be invented. The VAT number is still
    // validated offline (format and check digits).
    expect(Object.keys(body).sort()).toEqual(
      [
        'backend_data',
        'check_identifier',
        'report_identifier',
        'request_parameters',
        'vat_validation',
      ].sort(),
    );
    expect(body.vat_validation?.vat_number).toBe('NL001234567B01');

    for (const id of [body.check_identifier, body.report_identifier]) {
      for (const path of ['company-checks', 'checks']) {
        const read = await get(`${prefix}/${path}/${id}`);
        expect(read.statusCode).toBe(200);
        expect(read.body).toBe(created.body);
      }
    }
  });

  it('runs a person check, echoing the person and the document', async () => {
    const created = await post(`${prefix}/person-checks`, {
      ...personBody,
      person: {
        ...personBody.person,
        mail_address: 'jan@example.org',
        date_of_birth: '1980-01-31',
      },
      id_document: { type: 'passport', country: 'NL', number: 'XR1234567' },
      report_language: 'en',
    });
    expect(created.statusCode).toBe(200);
    const body = created.json<ResultBody>();
    expect(created.headers.location).toBe(`/v1/checks/${body.check_identifier}`);
    expect(body.request_parameters).toMatchObject({
      person: {
        first_name: 'Jan',
        last_name: 'Jansen',
        email: 'jan@example.org',
        date_of_birth: '1980-01-31',
      },
      id_documents: [{ type: 'passport', country: 'NL', number: 'XR1234567' }],
    });
    expect((await get(`${prefix}/checks/${body.report_identifier}`)).body).toBe(created.body);
    // A person check is not a company check.
    expect((await get(`${prefix}/company-checks/${body.check_identifier}`)).statusCode).toBe(404);
  });
});

describe('idempotency', () => {
  it('returns the stored check for the same key and body, and 409 for another body', async () => {
    const body = { ...companyBody, check_identifier: 'order-2026-0001' };
    const first = await post('/v1/company-checks', body);
    expect(first.statusCode).toBe(200);
    const again = await post('/v1/company-checks', {
      check_identifier: 'order-2026-0001',
      chamber_of_commerce_number: '12345678',
      type: 'basic',
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);

    const conflict = await post('/v1/company-checks', {
      ...body,
      chamber_of_commerce_number: '87654321',
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<{ code: string }>().code).toBe('IDEMPOTENCY_CONFLICT');
    const asPerson = await post('/v1/person-checks', {
      ...personBody,
      check_identifier: 'order-2026-0001',
    });
    expect(asPerson.statusCode).toBe(409);
    // The stored check is untouched by the refused requests.
    expect((await get('/v1/checks/order-2026-0001')).body).toBe(first.body);
  });

  it("refuses a new key that is another check's report_identifier: one identifier, one check", async () => {
    const first = await post('/v1/company-checks', { ...companyBody, check_identifier: 'rv-one' });
    expect(first.statusCode).toBe(200);
    const reportId = first.json<{ report_identifier: string }>().report_identifier;
    for (const [path, body] of [
      ['/v1/company-checks', companyBody],
      ['/v1/person-checks', personBody],
    ] as const) {
      const taken = await post(path, { ...body, check_identifier: reportId });
      expect(taken.statusCode, path).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'CHECK_IDENTIFIER_TAKEN',
        errors: [{ path: '/check_identifier' }],
      });
    }
    // Both identifiers still read the one check.
    expect((await get(`/v1/checks/${reportId}`)).body).toBe(first.body);
    expect((await get(`/v1/company-checks/${reportId}`)).body).toBe(first.body);
  });

  it('replays a request that gives a default value the first request left out', async () => {
    const key = 'defaults-written-out';
    const first = await post('/v1/person-checks', { ...personBody, check_identifier: key });
    expect(first.statusCode).toBe(200);
    const explicit = await post('/v1/person-checks', {
      ...personBody,
      check_identifier: key,
      report_language: 'nl',
      report_view: false,
    });
    expect(explicit.statusCode, explicit.body).toBe(200);
    expect(explicit.body).toBe(first.body);
    // Another language is another check.
    const english = await post('/v1/person-checks', {
      ...personBody,
      check_identifier: key,
      report_language: 'en',
    });
    expect(english.statusCode).toBe(409);
  });

  it('replays a check stored with the earlier fingerprint, with or without the default', async () => {
    // Until defaults were left out, the fingerprint was of the body as given (without report_view).
    const made = await post('/v1/company-checks', companyBody);
    const stored = await ctx.store.findCheck(
      ctx.alice.organisationId,
      made.json<ResultBody>().check_identifier,
    );
    if (!stored) throw new Error('the check was not stored');
    const key = 'stored-before-defaults';
    const original = { ...companyBody, check_identifier: key, report_language: 'nl' };
    await storeWithFingerprintOf(ctx.store, stored, key, original);
    const same = await post('/v1/company-checks', original);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.body).toBe(stored.resultJson);
    const { report_language: _default, ...leftOut } = original;
    const withoutDefault = await post('/v1/company-checks', leftOut);
    expect(withoutDefault.statusCode, withoutDefault.body).toBe(200);
    expect(withoutDefault.body).toBe(stored.resultJson);
    const other = await post('/v1/company-checks', { ...original, type: 'extended' });
    expect(other.statusCode).toBe(409);
  });

  it('keeps keys per organisation', async () => {
    const mine = await post('/v1/company-checks', {
      ...companyBody,
      check_identifier: 'shared-key',
    });
    const theirs = await post(
      '/v1/company-checks',
      { ...companyBody, check_identifier: 'shared-key' },
      ctx.bob.authorization,
    );
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<ResultBody>().report_identifier).not.toBe(
      mine.json<ResultBody>().report_identifier,
    );
  });

  it('replays, not refuses, a key that another request stored between its two lookups', async () => {
    const body = { ...companyBody, check_identifier: 'stored-meanwhile' };
    const first = await post('/v1/company-checks', body);
    expect(first.statusCode).toBe(200);
    // As if the first lookup ran just before a concurrent request committed the key.
    const store = ctx.store as { findCheckByCheckIdentifier: Store['findCheckByCheckIdentifier'] };
    const lookup = store.findCheckByCheckIdentifier.bind(ctx.store);
    let missed = false;
    store.findCheckByCheckIdentifier = (organisationId, key) => {
      if (missed) return lookup(organisationId, key);
      missed = true;
      return Promise.resolve(undefined);
    };
    try {
      const again = await post('/v1/company-checks', body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.body).toBe(first.body);
      missed = false;
      const other = await post('/v1/company-checks', { ...body, chamber_of_commerce_number: '1' });
      expect(other.json<{ code: string }>().code).toBe('IDEMPOTENCY_CONFLICT');
    } finally {
      store.findCheckByCheckIdentifier = lookup;
    }
  });

  it('settles concurrent requests with one key on one stored check', async () => {
    const body = { ...companyBody, check_identifier: 'concurrent-key' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/v1/company-checks', body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});

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
    [{ ...companyBody, report_view: 'yes' }, '/report_view', 'must be boolean'],
    [{ ...companyBody, report_language: 'de' }, '/report_language', 'must be one of nl, en'],
    [{ ...companyBody, source: { userid: 'seven' } }, '/source/userid', 'must be integer'],
    [{ ...companyBody, check_identifier: 'has spaces' }, '/check_identifier', 'must match pattern'],
    [{ type: 'basic' }, '', 'give at least one of'],
    [{ type: 'basic', company: {} }, '', 'give at least one of'],
    [{ type: 'basic', company: { name: ' ', address: {} } }, '', 'give at least one of'],
    [{ type: 'basic', company: { name: '....' } }, '/company/name', 'has no letter or digit'],
    [{ ...companyBody, company: { name: '&' } }, '/company/name', 'has no letter or digit'],
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
