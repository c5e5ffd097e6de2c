/**
 * Walks a real JSON answer against the served OpenAPI document, the way a client generated from
 * it reads the answer: every field is one the schema names, of its type, format and values.
 */
import { isObject, type Json } from './contract-openapi-document.js';

const REF = '#/components/schemas/';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

const typeOf = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value;

function admits(declared: unknown, actual: string): boolean {
  const types = Array.isArray(declared) ? declared : [declared];
  return types.some(
    (t) => t === undefined || t === actual || (t === 'number' && actual === 'integer'),
  );
}

/** What in `value` the schema does not allow, one line each (JSON path: problem). */
export function walkAnswer(schemas: Json, value: unknown, schema: Json, path = '$'): string[] {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = schemas[ref.slice(REF.length)];
    if (!ref.startsWith(REF) || !isObject(target)) return [`${path}: unknown $ref ${ref}`];
    return walkAnswer(schemas, value, target, path);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(branches)) {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    const fits = branches
      .filter(isObject)
      .some((branch) => walkAnswer(schemas, value, { ...rest, ...branch }, path).length === 0);
    return fits ? [] : [`${path}: ${JSON.stringify(value)?.slice(0, 60)} fits no branch`];
  }
  const actual = typeOf(value);
  if (!admits(schema.type, actual))
    return [`${path}: ${actual} where the schema has ${JSON.stringify(schema.type)}`];
  const problems: string[] = [];
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    problems.push(`${path}: ${JSON.stringify(value)} is none of ${schema.enum.join(', ')}`);
  if (typeof value === 'string') {
    if (schema.format === 'date' && !DATE.test(value))
      problems.push(`${path}: not a date: ${value}`);
    if (schema.format === 'date-time' && !DATE_TIME.test(value))
      problems.push(`${path}: not a date-time: ${value}`);
  }
  if (Array.isArray(value) && isObject(schema.items))
    value.forEach((item, i) =>
      problems.push(...walkAnswer(schemas, item, schema.items as Json, `${path}[${i}]`)),
    );
  if (isObject(value) && isObject(schema.properties)) {
    const properties = schema.properties;
    for (const [key, item] of Object.entries(value)) {
      const property = properties[key];
      // An open object (the balance sheet's entries, whose content the contract leaves open)
      // takes any field; every other object of the document is closed.
      if (isObject(property))
        problems.push(...walkAnswer(schemas, item, property, `${path}.${key}`));
      else if (schema.additionalProperties === false)
        problems.push(`${path}.${key}: a field the schema does not name`);
    }
    const required = Array.isArray(schema.required) ? schema.required : [];
    for (const key of required)
      if (typeof key === 'string' && !(key in value))
        problems.push(`${path}.${key}: required, absent`);
  }
  return problems;
}

/**
 * Every leaf value of `value` by its path, written without indexes (`company.directors.risk.code`
 * for each director's), so that a rule can name a field wherever it is nested.
 */
export function leavesByPath(value: unknown, path = '', into = new Map<string, unknown[]>()) {
  if (Array.isArray(value)) for (const item of value) leavesByPath(item, path, into);
  else if (isObject(value))
    for (const [key, item] of Object.entries(value))
      leavesByPath(item, path === '' ? key : `${path}.${key}`, into);
  else into.set(path, [...(into.get(path) ?? []), value]);
  return into;
}
