/**
 * Blank text fields and idempotency: a field the checks read as not given when blank is
 * compared as not given too, so the same key with the field blank or left out replays one check.
 * The second part proves the premise for every such field: the check answered is the same.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SECTIONS, PERSON_SECTIONS } from '../../src/checks/sections.js';
import { BLANK_AS_ABSENT, type BlankRule } from '../../src/checks/request-fingerprint.js';
import { Address } from '../../src/contract/address.js';
import { PersonInput } from '../../src/contract/parties.js';
import { demoPersonRequest } from '../demo-registry.js';
import { postAsAlice, storeWithFingerprintOf } from '../helpers.js';
import { useDemoFixture } from '../demo-fixture.js';

const demo = useDemoFixture();

beforeAll(async () => {
  for (const { organisationId } of [demo.ctx.alice, demo.ctx.bob]) {
    await demo.ctx.store.setCustomSections(organisationId, 'person', [...PERSON_SECTIONS]);
    await demo.ctx.store.setCustomSections(organisationId, 'company', [...COMPANY_SECTIONS]);
  }
});

describe('a blank field and the same key', () => {
  const withBlank = {
    type: 'basic',
    person: { last_name: 'Pinas', first_name: '' },
  };
  const without = { type: 'basic', person: { last_name: 'Pinas' } };

  it('replays the check made with the field blank for the body without it, and back', async () => {
    for (const [first, second, key] of [
      [withBlank, without, 'blank-first'],
      [without, withBlank, 'blank-second'],
    ] as const) {
      const made = await postAsAlice(demo.ctx, '/v1/person-checks', {
        ...first,
        check_identifier: key,
      });
      expect(made.statusCode, key).toBe(200);
      const again = await postAsAlice(demo.ctx, '/v1/person-checks', {
        ...second,
        check_identifier: key,
      });
      expect(again.statusCode, key).toBe(200);
      expect(again.body, key).toBe(made.body);
    }
  });

  it('replays a check stored with a blank field before blanks were compared as left out', async () => {
    const made = await postAsAlice(demo.ctx, '/v1/person-checks', without);
    const stored = await demo.ctx.store.findCheck(
      demo.ctx.alice.organisationId,
      made.json<{ check_identifier: string }>().check_identifier,
    );
    if (!stored) throw new Error('the check was not stored');
    // What an earlier release stored: the body fingerprinted with its blank field.
    const original = { ...withBlank, check_identifier: 'stored-with-blank' };
    await storeWithFingerprintOf(demo.ctx.store, stored, 'stored-with-blank', original);
    const same = await postAsAlice(demo.ctx, '/v1/person-checks', original);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.body).toBe(stored.resultJson);
  });

  it('replays a blank document type or country as left out, and refuses a blank where it counts', async () => {
    const document = { type: 'passport', number: 'SPECI2014' };
    const made = await postAsAlice(demo.ctx, '/v1/person-checks', {
      ...without,
      type: 'full',
      id_document: document,
      check_identifier: 'doc-1',
    });
    expect(made.statusCode).toBe(200);
    const again = await postAsAlice(demo.ctx, '/v1/person-checks', {
      ...without,
      type: 'full',
      id_document: { ...document, country: ' ' },
      check_identifier: 'doc-1',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(made.body);
    // The source is stored and audited as given: a blank in it is another request.
    const sourced = await postAsAlice(demo.ctx, '/v1/person-checks', {
      ...without,
      source: { location: 'Utrecht' },
      check_identifier: 'source-1',
    });
    expect(sourced.statusCode).toBe(200);
    const blankSource = await postAsAlice(demo.ctx, '/v1/person-checks', {
      ...without,
      source: { location: '' },
      check_identifier: 'source-1',
    });
    expect(blankSource.statusCode).toBe(409);
    expect(blankSource.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });
});

/** The fields of the objects whose every blank field is left out. */
const ALL_FIELDS: Record<string, string[]> = {
  'person.person': Object.keys(PersonInput.properties),
  'person.address': Object.keys(Address.properties),
  'company.company.address': Object.keys(Address.properties),
};

function pathsOf(kind: string, rule: BlankRule, prefix: string[] = []): string[][] {
  if (rule === 'all') {
    const fields = ALL_FIELDS[[kind, ...prefix].join('.')];
    if (!fields) throw new Error(`no field list for ${[kind, ...prefix].join('.')}`);
    return fields.map((field) => [...prefix, field]);
  }
  return Object.entries(rule).flatMap(([field, inner]) =>
    inner === true ? [[...prefix, field]] : pathsOf(kind, inner, [...prefix, field]),
  );
}

function withField(body: object, path: string[], value: string | undefined): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at = copy;
  for (const part of path.slice(0, -1)) {
    at[part] ??= {};
    at = at[part] as Record<string, unknown>;
  }
  const field = path[path.length - 1] ?? '';
  if (value === undefined) Reflect.deleteProperty(at, field);
  else at[field] = value;
  return copy;
}

/** The answer without what differs between any two checks: identifiers and times. */
async function answer(url: string, body: object, authorization: string): Promise<string> {
  const response = await demo.ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { authorization },
  });
  if (response.statusCode !== 200) return `${response.statusCode} ${response.body}`;
  const result = response.json<Record<string, unknown>>();
  const backend = JSON.parse(result.backend_data as string) as Record<string, unknown>;
  delete backend.timings_ms;
  const ignored = new Set(['check_identifier', 'report_identifier', 'identifier', 'last_updated']);
  return JSON.stringify({ ...result, backend_data: backend }, (key, value: unknown) =>
    ignored.has(key) ? undefined : value,
  );
}

describe('every field compared as left out when blank', () => {
  it('gives the same check blank as left out', async () => {
    const person = demoPersonRequest(demo.person, 'custom');
    const companies = [
      { type: 'custom', chamber_of_commerce_number: '12345678', vat_number: 'NL001234567B01' },
      {
        type: 'custom',
        company: { name: 'Pinas Makelaars', address: { zip_code: '1012AB', house_number: '1' } },
      },
    ];
    const cases = [
      ...pathsOf('person', BLANK_AS_ABSENT.person).map((path) => ({
        url: '/v1/person-checks',
        base: person,
        path,
      })),
      ...companies.flatMap((base) =>
        pathsOf('company', BLANK_AS_ABSENT.company).map((path) => ({
          url: '/v1/company-checks',
          base,
          path,
        })),
      ),
    ];
    expect(cases.length).toBeGreaterThan(30);
    for (const { url, base, path } of cases) {
      const blank = ' \t';
      // Organisations A and B make the same checks in turn: their check histories stay alike.
      const left = await answer(
        url,
        withField(base, path, undefined),
        demo.ctx.alice.authorization,
      );
      const given = await answer(url, withField(base, path, blank), demo.ctx.bob.authorization);
      expect(given, path.join('.')).toBe(left);
    }
  });
});
