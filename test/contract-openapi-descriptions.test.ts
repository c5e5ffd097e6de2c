/**
 * The OpenAPI document describes every field it names: a client reading /openapi.json or /docs
 * learns what each field is, and the contract's sample values are there as examples.
 */
import { describe, expect, it } from 'vitest';
import { searchCompanies } from '../src/checks/search-service.js';
import { SPEC } from './contract-spec.js';
import {
  asObject,
  component,
  ctx,
  doc,
  isObject,
  useOpenApiDocument,
  type Json,
} from './contract-openapi-document.js';
import { servingARegister } from './helpers.js';

useOpenApiDocument();

/** Every property of every object schema in the document, anywhere, with where it is. */
function properties(node: unknown, where: string): { where: string; schema: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => properties(item, `${where}[${i}]`));
  if (!isObject(node)) return [];
  const own = isObject(node.properties)
    ? Object.entries(node.properties).map(([name, schema]) => ({
        where: `${where}.${name}`,
        schema,
      }))
    : [];
  const inner = Object.entries(node).flatMap(([key, value]) =>
    key === 'properties' && isObject(value)
      ? Object.entries(value).flatMap(([name, schema]) => properties(schema, `${where}.${name}`))
      : properties(value, key === 'items' ? `${where}[]` : `${where}.${key}`),
  );
  return [...own, ...inner];
}

/** The schema of a property of a component, by a dotted path through nested objects and arrays. */
function propertyAt(path: string): Json {
  const [name = '', ...fields] = path.split('.');
  let node: Json = asObject(component(name), name);
  for (const field of fields) {
    // `items`: the schema of an array's entries.
    node =
      field === 'items'
        ? asObject(node.items, path)
        : asObject(asObject(node.properties, `${path} properties`)[field], path);
  }
  return node;
}

/**
 * Where each of the contract's sample values is given as an example. The spec gives the risk
 * scores' sample as the code family, PRR; a value the product answers (PRR1) is the example.
 */
const SAMPLES: Readonly<Record<string, string>> = {
  'CompanyRecord.status': 'active',
  'Person.gender': 'M',
  'PersonInput.gender': 'M',
  'Director.gender': 'M',
  'Director.company': 'Ja',
  'Director.risk.code': '0',
  'IdDocument.type': 'drivers_license',
  'RiskCountry.risk_result': 'L',
  'FinancialInfo.risk_rating.code': 'BRR1',
  'FinancialInfo.payment_behavior.code': 'BBG1',
  'FinancialInfo.payment_behavior_norm.code': 'BBG1',
  'FinancialInfo.payment_behavior3_months_ago.code': 'BBG1',
  'VatValidation.result': 'Valid',
  'PersonCheckResult.address_validation.code': 'P01',
  'PersonCheckResult.address_information.ownership_code': 'K',
  'PersonCheckResult.address_information.parceltype_code': 'A',
  'PersonCheckResult.id_document_number_check_result.code': 'unknown',
  'RiskScores.name.code': 'PRR1',
  'RiskScores.address.code': 'PRR1',
  'RiskScores.zip_code.code': 'PRR1',
};

describe('GET /openapi.json', () => {
  it('describes every property of every schema', () => {
    const all = properties(doc, '#');
    // The contract's objects have some 300 fields: the walk must have found them.
    expect(all.length).toBeGreaterThan(250);
    const undescribed = all
      .filter(
        ({ schema }) =>
          !isObject(schema) ||
          typeof schema.description !== 'string' ||
          schema.description.trim() === '',
      )
      .map(({ where }) => where);
    expect(undescribed).toEqual([]);
  });

  it("gives the contract's sample values as examples", () => {
    for (const [path, sample] of Object.entries(SAMPLES)) {
      expect(propertyAt(path).examples, path).toEqual([sample]);
    }
    // Every sample the spec names is one of them (PRR as PRR1, above); "the sample values" is
    // no sample.
    const named = [
      ...SPEC.matchAll(/\bsample(?:\s+(?:value|code))?\s+(?!values\b)([A-Za-z0-9_]+)/g),
    ].map((m) => (m[1] === 'PRR' ? 'PRR1' : (m[1] ?? '')));
    expect(named.length).toBeGreaterThanOrEqual(15);
    expect(new Set(Object.values(SAMPLES))).toEqual(new Set(named));
  });
});

describe('GET /openapi.json, read against what the API does', () => {
  const description = (path: string) => String(propertyAt(path).description);
  const answer = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await ctx.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { authorization: ctx.alice.authorization },
    });
    return JSON.parse(response.body) as Json;
  };

  it('says that a problem names a path or query parameter in error as well as a body field', async () => {
    const query = await answer('GET', '/v1/checks/abc?format=html');
    const path = await answer('GET', `/v1/checks/${'a'.repeat(129)}`);
    expect([query.errors, path.errors]).toMatchObject([[{ path: '/format' }], [{ path: '/id' }]]);
    const said = description('Problem.errors.items.path');
    expect(said).toMatch(/query parameter/);
    expect(said).toMatch(/path parameter/);
  });

  it('says which search an answer names where the request left the choice (0) to the server', async () => {
    const found = await searchCompanies(servingARegister, {
      request_type: 0,
      company: { name: 'Pinas Makelaars' },
    });
    expect(found.used_request_type).toBe(2);
    expect(description('CompanySearchResult.used_request_type')).not.toMatch(/\(0 picks/);
  });

  it('says that an address whose lines end in a country is not read as Dutch', async () => {
    const checked = await answer('POST', '/v1/person-checks', {
      type: 'basic',
      person: { first_name: 'Jan', last_name: 'Jansen' },
      address: { address_line_1: 'ul. Vitosha 15', address_line_2: 'Sofia, BG' },
    });
    expect(checked.address_validation).toMatchObject({ code: 'P06' });
    expect(description('Address.country')).toMatch(/address lines/);
  });

  it('says that a pseudo-UBO holding shares has their share, its roles and routes', () => {
    // As test/routes/company-shareholders.test.ts has the answer give them.
    const share = description('UboEntry.shareholding_percentage');
    expect(share).not.toMatch(/always absent/);
    expect(share).toMatch(/for a pseudo-UBO, the shares they hold/);
    expect(description('UboEntry.roles')).toMatch(/pseudo-UBO role, then one owner role per chain/);
  });

  it("names every party whose countries a company check's risk_country counts (docs/checks.md)", () => {
    const said = description('CompanyCheckResult.risk_country');
    expect(said).toMatch(/pseudo-UBOs/);
    expect(said).toMatch(/possible UBOs/);
  });

  it('says all that the validator asks of a check_identifier: ASCII, its first character, case', async () => {
    const refused = await answer('POST', '/v1/company-checks', {
      type: 'basic',
      chamber_of_commerce_number: '12345678',
      check_identifier: 'bestelling-\u00e9t\u00e9',
    });
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const request of ['CompanyCheckRequest', 'PersonCheckRequest']) {
      const said = description(`${request}.check_identifier`);
      expect(said).toMatch(/ASCII/);
      expect(said).toMatch(/1 to 128/);
      expect(said).toMatch(/starting with a letter or digit/);
      expect(said).toMatch(/case/);
    }
  });

  it("says how a summary's source names a party screened in two places", () => {
    expect(description('RegistrationSummary.source')).toMatch(/\(also ubo\)/);
  });
});
