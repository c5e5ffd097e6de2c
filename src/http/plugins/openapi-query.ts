/**
 * A route that takes no query parameters validates its query with an empty object that allows
 * no others, and answers any parameter with 400 naming it. The document lists no parameter for
 * that query: written as one (an object parameter, `style: form`), client generators offered
 * it as an argument named after it that no call can use. The operation's description says
 * instead that the route takes none, and its 400 answer is documented.
 */
import type { FastifySchema } from 'fastify';

/** What an operation that takes no query parameters says of them. */
export const NO_QUERY_PARAMETERS =
  'It takes no query parameters: any is answered with 400 naming it.';

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
  const { querystring: _none, ...documented } = schema;
  const description = schema.description ?? '';
  // A description that already says so in its own words (the report's) is left as it is.
  const said = /\bno query parameters\b/.test(description);
  return {
    schema: {
      ...documented,
      ...(!said && {
        description:
          description === '' ? NO_QUERY_PARAMETERS : `${description} ${NO_QUERY_PARAMETERS}`,
      }),
    },
    url,
  };
}
