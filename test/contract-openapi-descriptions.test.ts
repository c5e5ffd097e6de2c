/**
 * The OpenAPI document describes every field it names: a client reading /openapi.json or /docs
 * learns what each field is, and the contract's sample values are there as examples.
 */
import { describe, expect, it } from 'vitest';
import { SPEC } from './contract-spec.js';
import {
  asObject,
  component,
  doc,
  isObject,
  useOpenApiDocument,
  type Json,
} from './contract-openapi-document.js';

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

/** The schema of a property of a component, by a dotted path through nested objects. */
function propertyAt(path: string): Json {
  const [name = '', ...fields] = path.split('.');
  let node: Json = asObject(component(name), name);
  for (const field of fields) {
    node = asObject(asObject(node.properties, `${path} properties`)[field], path);
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
