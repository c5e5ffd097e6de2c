/**
 * The descriptions of fields that hold a named schema ($ref), put back into the generated
 * OpenAPI document. @fastify/swagger drops every keyword beside a $ref, as OpenAPI 3.0 ignored
 * them; OpenAPI 3.1 (JSON Schema 2020-12) reads them, and without them such a field (a check's
 * `company`, a director's `address_match`) would be the one field the document does not describe.
 */

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The annotation keywords carried over; validation keywords never sit beside a $ref here. */
const ANNOTATIONS = ['description', 'examples'] as const;

/** Walks a source schema and its generated form together, copying annotations beside $refs. */
function restore(source: unknown, generated: unknown): void {
  if (Array.isArray(source) && Array.isArray(generated)) {
    source.forEach((item, i) => {
      restore(item, generated[i]);
    });
    return;
  }
  if (!isNode(source) || !isNode(generated)) return;
  if (typeof source.$ref === 'string' && typeof generated.$ref === 'string') {
    for (const key of ANNOTATIONS) {
      if (source[key] !== undefined && generated[key] === undefined) generated[key] = source[key];
    }
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf'] as const)
    restore(source[key], generated[key]);
  if (isNode(source.properties) && isNode(generated.properties)) {
    for (const [name, property] of Object.entries(source.properties)) {
      restore(property, generated.properties[name]);
    }
  }
}

/**
 * Adds, in place, the annotations that the named `schemas` give beside their $refs to the
 * document's components of the same names.
 */
export function addRefDescriptions<T extends object>(
  document: T,
  schemas: readonly { $id?: string }[],
): T {
  const { components } = document as { components?: { schemas?: Node } };
  const generated = components?.schemas ?? {};
  for (const schema of schemas) {
    if (schema.$id !== undefined) restore(schema, generated[schema.$id]);
  }
  return document;
}
