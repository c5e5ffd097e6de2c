/**
 * The OpenAPI document against the contract markdown (../shared/spec/verification-api.md).
 *
 * Every `| Field | Type |` table of the spec is parsed, so a field added to the spec and missing
 * from the schemas fails here. Objects the spec describes in prose are encoded below from the
 * spec's sentences; each encoding is checked against the words of its sentence, so a field
 * added to a sentence fails too.
 */
import { describe, expect, it } from 'vitest';
import { FIELD_TABLES, SPEC } from './contract-spec.js';
import {
  PROSE_COMPONENTS,
  TABLE_TARGETS,
  obj,
  parseType,
  type Expect,
} from './contract-expectations.js';
import {
  REF_PREFIX,
  asObject,
  check,
  checkObject,
  component,
  components,
  doc,
  enumValues,
  isObject,
  useOpenApiDocument,
} from './contract-openapi-document.js';

useOpenApiDocument();

describe('GET /openapi.json', () => {
  it('is OpenAPI 3.1 with the basicAuth security scheme', () => {
    expect(String(doc.openapi)).toMatch(/^3\.1(\.|$)/);
    const schemes = asObject(
      asObject(doc.components, 'components').securitySchemes,
      'securitySchemes',
    );
    expect(schemes.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  it('names its components after the contract objects', () => {
    const expected = [
      'Address',
      'RequestParametersAddress',
      'AddressMatch',
      'Source',
      'CompanyInput',
      'PersonInput',
      'Person',
      'IdDocument',
      'Director',
      'Parent',
      'TreeNode',
      'UboEntry',
      'CompanyRecord',
      'Registration',
      'RegistrationSummary',
      'RegistrationsExtended',
      'RiskCountry',
      'FinancialInfo',
      'Claim',
      'VatValidation',
      'CompanyRequestParameters',
      'CompanyCheckRequest',
      'CompanyCheckResult',
      'RiskScores',
      'PersonRequestParameters',
      'PersonCheckRequest',
      'PersonCheckResult',
      'CompanySearchRequest',
      'CompanySearchResult',
      'AddressSearchRequest',
      'Problem',
    ];
    expect(Object.keys(components).sort()).toEqual([...expected].sort());
  });

  describe.each(FIELD_TABLES.map((t) => [t.heading, t] as const))(
    'spec table "%s"',
    (heading, table) => {
      const targets = TABLE_TARGETS[heading] ?? [];
      const requiredColumn = table.header.indexOf('Required');
      const allowedColumn = table.header.indexOf('Allowed values');

      it.each(targets.map((t) => [t.component, t] as const))(
        'matches component %s',
        (_name, target) => {
          const schema = component(target.component);
          expect(schema, `components.schemas.${target.component}`).toBeDefined();
          if (!schema) return;
          const fields: Record<string, Expect> = {};
          for (const row of table.rows) {
            const field = row[0] ?? '';
            fields[field] = parseType(
              row[1] ?? '',
              target.side,
              allowedColumn >= 0 ? row[allowedColumn] : undefined,
              `${target.component}.${field}`,
            );
          }
          const problems = checkObject(schema, { t: 'object', fields }, target.component);
          if (requiredColumn >= 0) {
            const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
            for (const row of table.rows) {
              const field = row[0] ?? '';
              const mustBe = (row[requiredColumn] ?? '').toLowerCase() === 'yes';
              if (mustBe !== required.includes(field)) {
                problems.push(
                  `${target.component}.${field}: required is ${String(!mustBe)}, the spec says ${row[requiredColumn] ?? ''}`,
                );
              }
            }
          }
          expect(problems).toEqual([]);
        },
      );
    },
  );

  it('has the prose-described objects: Parent, Tree node, Registration, Extended registrations', () => {
    const problems = PROSE_COMPONENTS.flatMap((p) =>
      check({ $ref: `${REF_PREFIX}${p.component}` }, p.expect, p.component),
    );
    expect(problems).toEqual([]);
  });

  it('has request_parameters addresses: the Address fields without address_line_1 and address_line_2', () => {
    const without = /have the same fields without (\w+) and (\w+)/.exec(SPEC);
    expect(without, 'the spec sentence on request_parameters addresses').not.toBeNull();
    const dropped = [without?.[1] ?? '', without?.[2] ?? ''];
    const addressTable = FIELD_TABLES.find((t) => t.heading === 'Address (shared shape)');
    const fields = Object.fromEntries(
      (addressTable?.rows ?? [])
        .filter((r) => !dropped.includes(r[0] ?? ''))
        .map((r) => [
          r[0] ?? '',
          parseType(r[1] ?? '', 'response', undefined, `RequestParametersAddress.${r[0] ?? ''}`),
        ]),
    );
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    expect(
      check(
        { $ref: `${REF_PREFIX}RequestParametersAddress` },
        obj(fields),
        'RequestParametersAddress',
      ),
    ).toEqual([]);
  });

  it('has the Person date_of_birth formats: date-time in responses, a string in requests, date in Director', () => {
    const prop = (c: string, f: string) =>
      asObject(asObject(component(c)?.properties, `${c}.properties`)[f], `${c}.${f}`);
    expect(prop('Person', 'date_of_birth')).toMatchObject({ type: 'string', format: 'date-time' });
    expect(prop('PersonInput', 'date_of_birth')).toMatchObject({ type: 'string' });
    expect(prop('Director', 'date_of_birth')).toMatchObject({ type: 'string', format: 'date' });
    // (A $ref with the field's description beside it.)
    expect(asObject(component('UboEntry')?.properties, 'UboEntry').person).toMatchObject({
      $ref: `${REF_PREFIX}Person`,
    });
    expect(
      asObject(component('PersonCheckRequest')?.properties, 'PersonCheckRequest').person,
    ).toMatchObject({
      $ref: `${REF_PREFIX}PersonInput`,
    });
  });

  it('lists id_document.number as required, as the server requires it', () => {
    const idDocument = component('IdDocument');
    expect(idDocument?.required).toEqual(['number']);
    expect(
      asObject(asObject(idDocument?.properties, 'IdDocument.properties').number, 'number'),
    ).toMatchObject({ type: 'string' });
    expect(
      asObject(asObject(idDocument?.properties, 'IdDocument.properties').number, 'number')
        .description,
    ).toMatch(/^Required/);
  });

  it('lists every field whose description says it is required as required', () => {
    const problems = Object.entries(components).flatMap(([name, schema]) => {
      const object = asObject(schema, name);
      const required = Array.isArray(object.required) ? (object.required as unknown[]) : [];
      const properties = isObject(object.properties) ? object.properties : {};
      return Object.entries(properties)
        .filter(
          ([, p]) =>
            isObject(p) && typeof p.description === 'string' && /^Required\b/.test(p.description),
        )
        .filter(([field]) => !required.includes(field))
        .map(([field]) => `${name}.${field}: described as required, not listed in required`);
    });
    expect(problems).toEqual([]);
  });

  it('has check type enums that are exactly the spec values', () => {
    const allowed = (heading: string) =>
      (
        FIELD_TABLES.find((t) => t.heading === heading)?.rows.find((r) => r[0] === 'type')?.[3] ??
        ''
      )
        .split(',')
        .map((v) => v.trim())
        .sort();
    const actual = (c: string) =>
      (enumValues(asObject(asObject(component(c)?.properties, c).type, `${c}.type`)) ?? [])
        .map(String)
        .sort();
    expect(allowed('Company check request body')).toEqual(
      [
        'basic',
        'basic_plus',
        'standard',
        'extended',
        'kvk',
        'mkb',
        'ubo',
        'custom',
        'compliance',
      ].sort(),
    );
    expect(allowed('Person check request body')).toEqual(
      ['basic', 'basic_plus', 'standard', 'extended', 'full', 'custom', 'compliance'].sort(),
    );
    expect(actual('CompanyCheckRequest')).toEqual(allowed('Company check request body'));
    expect(actual('PersonCheckRequest')).toEqual(allowed('Person check request body'));
  });
});
