/** The OpenAPI document of a test app, and how its schemas are checked against expectations. */
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestContext, type TestContext } from './helpers.js';
import type { Expect } from './contract-expectations.js';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function asObject(value: unknown, what: string): Json {
  if (!isObject(value)) throw new Error(`${what} is not an object`);
  return value;
}

/** The test app, and its OpenAPI document, set by useOpenApiDocument's beforeAll. */

export let ctx: TestContext;
export let doc: Json;
export let components: Json;

/** Registers the hooks that start a test app and read its OpenAPI document, and close it after. */
export function useOpenApiDocument(): void {
  beforeAll(async () => {
    ctx = await createTestContext();
    const response = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = asObject(JSON.parse(response.body), 'the OpenAPI document');
    components = asObject(asObject(doc.components, 'components').schemas, 'components.schemas');
  });

  afterAll(async () => {
    await ctx.close();
  });
}

export const REF_PREFIX = '#/components/schemas/';

export function component(name: string): Json | undefined {
  const schema = components[name];
  return isObject(schema) ? schema : undefined;
}

/** Follows a $ref to its component (once; components are not aliases of each other here). */
export function deref(node: Json): Json | undefined {
  const target = node.$ref;
  if (typeof target !== 'string') return node;
  if (!target.startsWith(REF_PREFIX)) return undefined;
  return component(target.slice(REF_PREFIX.length));
}

/** The JSON types a schema node admits: its `type`, or the types of all its union branches. */
export function typesOf(node: Json): string[] {
  const t = node.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) return [...new Set(branches.filter(isObject).flatMap(typesOf))];
  return [];
}

/** The node admits values of `type` (and, at most, null) only. */
export function hasType(node: Json, type: string): boolean {
  const types = typesOf(node);
  return types.includes(type) && types.every((t) => t === type || t === 'null');
}

/** Every value an enum-like schema allows: enum, const, or a union of those. */
export function enumValues(node: Json): unknown[] | undefined {
  if (Array.isArray(node.enum)) return node.enum as unknown[];
  if ('const' in node) return [node.const];
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) {
    const values: unknown[] = [];
    for (const branch of branches) {
      if (!isObject(branch)) return undefined;
      const inner = enumValues(branch);
      if (inner === undefined) return undefined;
      values.push(...inner);
    }
    return values;
  }
  return undefined;
}

/** Every string type an enum-like schema declares (each branch must be a string). */
export function enumIsString(node: Json): boolean {
  const branches = node.anyOf ?? node.oneOf;
  if (Array.isArray(branches)) return branches.every((b) => isObject(b) && enumIsString(b));
  if (hasType(node, 'string')) return true;
  const values = enumValues(node);
  return values !== undefined && values.every((v) => typeof v === 'string');
}

/** Compares a schema node with an expectation; returns what is wrong, one line each. */
export function check(node: unknown, expected: Expect, where: string): string[] {
  if (!isObject(node)) return [`${where}: missing`];
  switch (expected.t) {
    case 'ref': {
      const want = `${REF_PREFIX}${expected.to}`;
      if (node.$ref !== want)
        return [`${where}: expected $ref ${want}, found ${JSON.stringify(node)}`];
      return component(expected.to) ? [] : [`${where}: ${want} does not resolve`];
    }
    case 'array': {
      if (!hasType(node, 'array'))
        return [`${where}: expected an array, found ${JSON.stringify(node.type)}`];
      return check(node.items, expected.items, `${where}[]`);
    }
    case 'object': {
      if (expected.component !== undefined && node.$ref !== `${REF_PREFIX}${expected.component}`) {
        return [
          `${where}: expected $ref ${REF_PREFIX}${expected.component}, found ${JSON.stringify(node)}`,
        ];
      }
      const resolved = deref(node);
      if (!resolved) return [`${where}: ${String(node.$ref)} does not resolve`];
      return checkObject(resolved, expected, where);
    }
    default:
      return checkScalar(node, expected, where);
  }
}

export function checkObject(
  node: Json,
  expected: Extract<Expect, { t: 'object' }>,
  where: string,
): string[] {
  if (!hasType(node, 'object'))
    return [`${where}: expected an object, found ${JSON.stringify(node.type)}`];
  const properties = isObject(node.properties) ? node.properties : {};
  const problems: string[] = [];
  for (const [name, fieldExpect] of Object.entries(expected.fields)) {
    if (!(name in properties)) problems.push(`${where}.${name}: missing`);
    else problems.push(...check(properties[name], fieldExpect, `${where}.${name}`));
  }
  if (!expected.open) {
    for (const name of Object.keys(properties)) {
      if (!(name in expected.fields)) problems.push(`${where}.${name}: not in the spec`);
    }
  }
  return problems;
}

export function checkScalar(
  node: Json,
  expected: Exclude<Expect, { t: 'ref' | 'array' | 'object' }>,
  where: string,
): string[] {
  const found = JSON.stringify(node);
  switch (expected.t) {
    case 'string': {
      if (!hasType(node, 'string')) return [`${where}: expected a string, found ${found}`];
      if (expected.format !== undefined && node.format !== expected.format) {
        return [`${where}: expected format ${expected.format}, found ${String(node.format)}`];
      }
      return [];
    }
    case 'integer':
      return hasType(node, 'integer') ? [] : [`${where}: expected an integer, found ${found}`];
    case 'int32':
      return (hasType(node, 'integer') || hasType(node, 'number')) && node.format === 'int32'
        ? []
        : [`${where}: expected an int32 number, found ${found}`];
    case 'number':
      return hasType(node, 'number') ? [] : [`${where}: expected a number, found ${found}`];
    case 'boolean':
      return hasType(node, 'boolean') ? [] : [`${where}: expected a boolean, found ${found}`];
    case 'enum': {
      const values = enumValues(node);
      if (values === undefined) return [`${where}: expected an enum, found ${found}`];
      const problems: string[] = [];
      if (!enumIsString(node)) problems.push(`${where}: enum values must be strings`);
      const sorted = (v: unknown[]) => v.map(String).sort();
      if (JSON.stringify(sorted(values)) !== JSON.stringify(sorted(expected.values))) {
        problems.push(
          `${where}: enum ${JSON.stringify(values)} differs from the spec's ${JSON.stringify(expected.values)}`,
        );
      }
      return problems;
    }
  }
}

/** Field names an expectation mentions, at every depth (refs are named objects: not entered). */
export function namesIn(expected: Expect): string[] {
  if (expected.t === 'array') return namesIn(expected.items);
  if (expected.t !== 'object') return [];
  return Object.entries(expected.fields).flatMap(([name, e]) => [name, ...namesIn(e)]);
}

/** Words in the spec's descriptions that are not field names (case-sensitive). */
export const PROSE_WORDS = new Set([
  'A',
  'a',
  'an',
  'and',
  'all',
  'as',
  'each',
  'of',
  'with',
  'the',
  'has',
  'fields',
  'field',
  'object',
  'objects',
  'string',
  'strings',
  'array',
  'integer',
  'number',
  'numeric',
  'date',
  'time',
  'recursive',
  'described',
  'under',
  'Id',
  'document',
  'Address',
  'Registration',
  'Director',
  'Parent',
  'Tree',
  'node',
  'summary',
  'Company',
  'record',
  'Person',
]);

export const wordsOf = (text: string): string[] =>
  text
    .replace(/\bsample(?:\s+(?:value|code))?\s+[A-Za-z0-9]+/g, ' ')
    .match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];

/**
 * The encoding and the spec's words name the same fields: every word of the text that is not
 * filler is an encoded field, and every encoded field is a word of the text.
 */
export function coverage(text: string, expected: Expect, where: string): string[] {
  const names = new Set(namesIn(expected));
  const words = new Set(wordsOf(text));
  const problems: string[] = [];
  for (const w of words) {
    if (!PROSE_WORDS.has(w) && !names.has(w))
      problems.push(`${where}: the spec names "${w}", which the test does not encode`);
  }
  for (const n of names)
    if (!words.has(n))
      problems.push(`${where}: the test encodes "${n}", which the spec's text does not name`);
  return problems;
}
