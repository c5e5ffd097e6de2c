import { describe, expect, it } from 'vitest';
import { API_PREFIXES } from '../../src/http/app.js';
import type { Store } from '../../src/store/store.js';
import { addUser, storeWithFingerprintOf } from '../helpers.js';
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
    // A person check is not a company check; the answer says where it is read, not that it
    // does not exist.
    for (const id of [body.check_identifier, body.report_identifier]) {
      const wrongRoute = await get(`${prefix}/company-checks/${id}`);
      expect(wrongRoute.statusCode).toBe(404);
      expect(wrongRoute.json()).toMatchObject({
        code: 'CHECK_NOT_FOUND',
        detail:
          'The check with this identifier is a person check, and this route serves company checks only; GET /v1/checks/{id} serves checks of both kinds.',
      });
      // Another organisation learns nothing: its answer is that of an identifier no check has,
      // byte for byte but for the path it names.
      const unknownId = 'no-such-check-0001';
      for (const path of ['company-checks', 'checks']) {
        const theirs = await get(`${prefix}/${path}/${id}`, ctx.bob.authorization);
        const none = await get(`${prefix}/${path}/${unknownId}`, ctx.bob.authorization);
        expect(theirs.statusCode, path).toBe(404);
        expect(theirs.body.replace(id, unknownId), path).toBe(none.body);
      }
    }
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
    // Not "another body": the key names a check of the other kind.
    expect(asPerson.json()).toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
      detail:
        'check_identifier "order-2026-0001" was already used for a company check; a person check needs another key.',
      errors: [{ path: '/check_identifier', message: 'already used for a company check' }],
    });
    // The stored check is untouched by the refused requests.
    expect((await get('/v1/checks/order-2026-0001')).body).toBe(first.body);
  });

  it('replays a body written in another Unicode normalisation, keeping the first as given', async () => {
    const lastName = 'M\u00fcller-\u00c9toile';
    expect(lastName.normalize('NFD')).not.toBe(lastName);
    const body = (key: string, form: 'NFC' | 'NFD', last = lastName) => ({
      type: 'basic',
      person: { first_name: 'J\u00fcrgen'.normalize(form), last_name: last.normalize(form) },
      source: { source: 'crm M\u00fcller'.normalize(form) },
      check_identifier: key,
    });
    for (const [first, then] of [
      ['NFC', 'NFD'],
      ['NFD', 'NFC'],
    ] as const) {
      const key = `unicode-${first}`;
      const created = await post('/v1/person-checks', body(key, first));
      expect(created.statusCode, created.body).toBe(200);
      const replayed = await post('/v1/person-checks', body(key, then));
      expect(replayed.statusCode, replayed.body).toBe(200);
      // The stored check as first answered, its request as first given.
      expect(replayed.body).toBe(created.body);
      expect(replayed.body).toContain(lastName.normalize(first));
      // Another name is still another body.
      expect((await post('/v1/person-checks', body(key, then, 'Mueller'))).statusCode).toBe(409);
    }
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

  it('replays a check stored over its decomposed text before text was read in NFC', async () => {
    // Before the NFC rule the fingerprint was of the body as given: here decomposed (macOS input).
    const made = await post('/v1/person-checks', personBody);
    const stored = await ctx.store.findCheck(
      ctx.alice.organisationId,
      made.json<ResultBody>().check_identifier,
    );
    if (!stored) throw new Error('the check was not stored');
    const key = 'stored-decomposed';
    const body = (form: 'NFC' | 'NFD', last = 'M\u00fcller-\u00c9toile') => ({
      type: 'basic',
      person: { first_name: 'J\u00fcrgen'.normalize(form), last_name: last.normalize(form) },
      check_identifier: key,
    });
    await storeWithFingerprintOf(ctx.store, stored, key, body('NFD'));
    for (const form of ['NFC', 'NFD'] as const) {
      const replayed = await post('/v1/person-checks', body(form));
      expect(replayed.statusCode, `${form}: ${replayed.body}`).toBe(200);
      expect(replayed.body).toBe(stored.resultJson);
    }
    expect((await post('/v1/person-checks', body('NFC', 'Mueller'))).statusCode).toBe(409);
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

  it('replays a colleague’s check to a user who may run it but not read checks, for its whole body only', async () => {
    const runner = await addUser(ctx.store, 'Organisation A (fictitious)', 'runner', [
      'company-check',
    ]);
    const body = { ...companyBody, check_identifier: 'colleague-key' };
    const first = await post('/v1/company-checks', body);
    expect(first.statusCode).toBe(200);
    // The same body: the runner could have run this very check, so it gets the earlier answer.
    const replayed = await post('/v1/company-checks', body, runner.authorization);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.body).toBe(first.body);
    // Another body says only that the key is taken; reading the check needs read-checks.
    const other = await post(
      '/v1/company-checks',
      { ...body, chamber_of_commerce_number: '87654321' },
      runner.authorization,
    );
    expect(other.json<{ code: string }>().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await get('/v1/checks/colleague-key', runner.authorization)).statusCode).toBe(403);
  });
});
