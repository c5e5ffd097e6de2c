/** Values for fuzzing request bodies: from the request schemas, wrong, special and refused. */
import type { TSchema } from '@sinclair/typebox';
import fc from 'fast-check';
import { FORBIDDEN_CHARACTER } from '../src/validators/text-forms.js';
import { contractSchemas } from '../src/contract/index.js';
import { BLANK_PATTERN } from '../src/contract/primitives.js';
import { GENDER_WORDS } from '../src/checks/person/person-match-score.js';

/** What the body reader refuses in any string (src/http/json-members.ts). */
export const REFUSED_CHARACTERS = new RegExp(`\\p{Cs}|${FORBIDDEN_CHARACTER.source}`, 'gu');

// ---------------------------------------------------------------------------------------------
// Request schemas as plain JSON Schema

export interface JsonSchema {
  $id?: string;
  $ref?: string;
  type?: string;
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

export const asJsonSchema = (schema: TSchema): JsonSchema => schema;

export const SCHEMAS_BY_ID = new Map(
  contractSchemas.map((schema) => [String(schema.$id), asJsonSchema(schema)] as const),
);

export function deref(schema: JsonSchema): JsonSchema {
  if (schema.$ref === undefined) return schema;
  const target = SCHEMAS_BY_ID.get(schema.$ref);
  if (!target) throw new Error(`unknown schema ${schema.$ref}`);
  return target;
}

/** Every property name of a schema, at every depth. */
export function fieldNames(schema: JsonSchema): string[] {
  const s = deref(schema);
  const own = Object.entries(s.properties ?? {});
  return [...new Set(own.flatMap(([name, p]) => [name, ...fieldNames(p)]))];
}

// ---------------------------------------------------------------------------------------------
// Values

/** Strings that often break parsers, stores and log lines. */
/** Strings the body reader refuses wherever they stand (400). */
export const REFUSED_STRINGS = [
  '\u0000',
  '\u202Eevil\u202C',
  '\uD800',
  'a\uDC00b',
  'x\u007Fy',
  'x\u0085y',
];

export const SPECIAL_STRINGS = [
  '',
  ' ',
  '   ',
  '\t\r\n',
  '12345678',
  'NL123456789B01',
  '1234AB',
  'Ünïcødé straße 🚀',
  '\uFFFF\uFFFE',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'Robert"); DROP TABLE checks;--',
  '%s%n%x',
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
];

export const WRONG_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.constantFrom<unknown>(
    1e308,
    -1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    0.5,
    '__proto__',
    [],
    {},
  ),
);

/** A few identifiers recur on purpose: replays of the same body, and 409s for another body. */
export const CHECK_IDENTIFIER: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('fuzz-1', 'fuzz-2', 'fuzz-3', 'A', 'x.y:z_9') },
  { weight: 6, arbitrary: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '-leading',
      'has space',
      'ü',
      'x'.repeat(128),
      'x'.repeat(129),
      'a/b',
      '..',
    ),
  },
);

/** Calendar dates from `min` to `max`, as YYYY-MM-DD. */
export const datesBetween = (min: string, max: string): fc.Arbitrary<string> =>
  fc
    .date({
      min: new Date(`${min}T00:00:00Z`),
      max: new Date(`${max}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

// Mostly dates every date field takes (a date of birth lies from 1900 to today), sometimes dates
// only some take, and malformed ones.
export const DATE: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: datesBetween('1900-01-01', '2025-12-31') },
  { weight: 1, arbitrary: datesBetween('1850-01-01', '2099-12-31') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2024-02-29',
      '2023-02-29',
      '1999-13-01',
      '0000-00-00',
      '2024-1-1',
      '2024-01-01T00:00:00Z',
      'yesterday',
    ),
  },
);

/**
 * Free-text fields the service reads only in some values (docs/decisions.md, Validation): those
 * mostly, so that bodies get past the checks beyond the schema, and anything else sometimes.
 */
export const READ_VALUES: Record<string, readonly string[]> = {
  gender: GENDER_WORDS,
  // A country that cannot be read is refused by address search (400), so most are readable.
  country: ['NL', 'NLD', 'Nederland', 'the Netherlands', 'Pays-Bas', 'DE', 'BEL', 'Belgique'],
  // Person checks refuse initials that are not letters and mail addresses that are none.
  initials: ['J.', 'J.W.', 'JW', 'Th.', 'É.'],
  mail_address: ['jan@example.nl', 'info@voorbeeld.example'],
};

export function textValue(schema: JsonSchema, name?: string): fc.Arbitrary<string> {
  // A field's blank option (a date of birth's): "" or only spaces.
  if (schema.pattern === BLANK_PATTERN) return fc.constantFrom('', ' ', '   ');
  if (schema.pattern !== undefined) return CHECK_IDENTIFIER;
  if (schema.format === 'date') return DATE;
  const read = name === undefined ? undefined : READ_VALUES[name];
  if (read) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...read) },
      { weight: 1, arbitrary: textValue(schema) },
    );
  }
  const max = schema.maxLength ?? 500;
  return fc.oneof(
    { weight: 8, arbitrary: fc.string({ maxLength: Math.min(max, 24) }) },
    // Any code point; lone surrogates and control or bidirectional formatting characters
    // (refused, 400) only sometimes, so that bodies still pass.
    {
      weight: 2,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: Math.min(max, 16) })
        .map((t) => t.replace(REFUSED_CHARACTERS, '\uFFFD')),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: Math.min(max, 16) }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(max, 8) }) },
    { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...REFUSED_STRINGS) },
    {
      // Lengths at the bound, measured in code points as the schema measures them.
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(max - 1, max, max + 1), fc.constantFrom('x', 'é', '😀', '\u0000'))
        .map(([n, c]) => c.repeat(Math.max(0, n))),
    },
  );
}

/** Values of the schema's type (mostly valid), at every depth. */
export function valueFor(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  const s = deref(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.anyOf) {
    // Options of a typed field ({type: 'string', anyOf: [{format: 'date'}, {const: ''}]})
    // carry only what they add: each is read with the field's own keywords.
    const { anyOf, ...field } = s;
    return fc.oneof(...anyOf.map((option) => valueFor({ ...field, ...option }, name)));
  }
  switch (s.type) {
    case 'string':
      return textValue(s, name);
    case 'integer': {
      const min = s.minimum ?? -(2 ** 31);
      const max = s.maximum ?? 2 ** 31 - 1;
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min, max }) },
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 1.5, -0) },
      );
    }
    case 'number':
      return fc.double();
    case 'boolean':
      return fc.boolean();
    case 'object':
      return objectFor(s);
    default:
      throw new Error(`no generator for ${JSON.stringify(s)}`);
  }
}

export const EXTRA_KEYS: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'then',
  ),
);

/** An object of the schema's fields: right values mostly, wrong types sometimes, extra keys rarely. */
export function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    model[name] = fc.oneof(
      { weight: 30, arbitrary: valueFor(property, name) },
      { weight: 1, arbitrary: WRONG_VALUES },
    );
  }
  return fc
    .tuple(
      fc.record(model, { requiredKeys: schema.required ?? [] }),
      fc.oneof(
        { weight: 15, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.tuple(EXTRA_KEYS, fc.jsonValue({ maxDepth: 2 })) },
      ),
    )
    .map(([value, extra]) => {
      // defineProperty: an own "__proto__" key, as JSON.parse would create it.
      if (extra)
        Object.defineProperty(value, extra[0], {
          value: extra[1],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return value;
    });
}

// ---------------------------------------------------------------------------------------------
// Requests
