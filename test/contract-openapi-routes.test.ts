/**
 * The OpenAPI document against the contract markdown (../shared/spec/verification-api.md).
 *
 * Every `| Field | Type |` table of the spec is parsed, so a field added to the spec and missing
 * from the schemas fails here. Objects the spec describes in prose are encoded below from the
 * spec's sentences; each encoding is checked against the words of its sentence, so a field
 * added to a sentence fails too.
 */
import { describe, expect, it } from 'vitest';
import { ctx, useOpenApiDocument } from './contract-openapi-document.js';

useOpenApiDocument();

describe('routes', () => {
  const json = (body: unknown) => ({
    'content-type': 'application/json',
    payload: JSON.stringify(body),
  });

  it('answers the hidden /v1/v1 aliases of all six operations', async () => {
    const { app, alice } = ctx;
    const headers = (extra: Record<string, string> = {}) => ({
      authorization: alice.authorization,
      ...extra,
    });
    const post = async (url: string, body: unknown) => {
      const { payload, ...h } = json(body);
      return app.inject({ method: 'POST', url, headers: headers(h), payload });
    };

    // No company data is loaded here: the alias answers as /v1 does.
    const search = await post('/v1/v1/company-search', { chamber_of_commerce_number: '12345678' });
    expect(search.statusCode, search.body).toBe(503);
    expect(JSON.parse(search.body)).toMatchObject({ code: 'COMPANY_DATA_UNAVAILABLE' });

    const company = await post('/v1/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '12345678',
    });
    expect(company.statusCode, company.body).toBe(200);
    const companyId = (JSON.parse(company.body) as { check_identifier: string }).check_identifier;

    const person = await post('/v1/v1/person-checks', {
      type: 'basic',
      person: { last_name: 'Example' },
    });
    expect(person.statusCode, person.body).toBe(200);
    const personId = (JSON.parse(person.body) as { check_identifier: string }).check_identifier;

    const readCompany = await app.inject({
      method: 'GET',
      url: `/v1/v1/company-checks/${companyId}`,
      headers: headers(),
    });
    expect(readCompany.statusCode, readCompany.body).toBe(200);
    expect(readCompany.body).toBe(company.body);

    const readPerson = await app.inject({
      method: 'GET',
      url: `/v1/v1/checks/${personId}`,
      headers: headers(),
    });
    expect(readPerson.statusCode, readPerson.body).toBe(200);
    expect(readPerson.body).toBe(person.body);

    // Without reference data no address matches: the route answers with its own 404, not the router's.
    const address = await post('/v1/v1/address-search', {
      address: { house_number: '1', zip_code: '1234AB', country: 'NL' },
    });
    expect(address.statusCode, address.body).toBe(404);
    expect(JSON.parse(address.body)).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
  });

  it('serves /docs (directly or through a redirect)', async () => {
    let url = '/docs';
    let response = await ctx.app.inject({ method: 'GET', url });
    for (
      let hops = 0;
      hops < 5 && response.statusCode >= 300 && response.statusCode < 400;
      hops++
    ) {
      const location = response.headers.location;
      expect(typeof location, 'a redirect has a location').toBe('string');
      const next = new URL(String(location), `http://localhost${url}`);
      url = `${next.pathname}${next.search}`;
      response = await ctx.app.inject({ method: 'GET', url });
    }
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/text\/html/);
  });
});
