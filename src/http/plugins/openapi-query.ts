/**
 * A route that takes no query parameters validates its query with an empty object that allows
 * no others. @fastify/swagger turns a query schema into one parameter per property, so that
 * schema alone leaves no trace in the document; OpenAPI writes a query held to an object as one
 * parameter of that object, `style: form` and `explode: true` (its properties are the query's
 * names), so the route documents its query as that: an object with no properties and no others.
 */
import type { FastifySchema } from 'fastify';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** An object schema that allows no property at all. */
function allowsNone(schema: unknown): schema is Record<string, unknown> {
  return (
    isObject(schema) &&
    schema.type === 'object' &&
    schema.additionalProperties === false &&
    Object.keys(isObject(schema.properties) ? schema.properties : {}).length === 0
  );
}

/** The route's schema for the document: a query that allows nothing, written as above. */
export function documentClosedQuery(route: { schema: FastifySchema; url: string }): {
  schema: FastifySchema;
  url: string;
} {
  const { schema, url } = route;
  if (!allowsNone(schema.querystring)) return { schema, url };
  const { description, ...closed } = schema.querystring;
  return {
    schema: {
      ...schema,
      querystring: {
        type: 'object',
        style: 'form',
        explode: true,
        properties: {
          query: { ...closed, maxProperties: 0, ...(description !== undefined && { description }) },
        },
      },
    },
    url,
  };
}
