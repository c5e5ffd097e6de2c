import { Type, type TSchema } from '@sinclair/typebox';
import { ref } from '../../contract/primitives.js';
import { Problem } from '../../contract/problem.js';

const problemRef = ref(Problem);

/** Error answers an operation documents, besides its success answer. */
export function responses(
  success: Record<number, TSchema>,
  errorStatuses: number[],
): Record<string, TSchema> {
  const all: Record<string, TSchema> = {};
  for (const [status, schema] of Object.entries(success)) all[status] = schema;
  for (const status of errorStatuses) {
    all[String(status)] = Type.Unsafe({
      description: 'RFC 9457 problem details',
      content: { 'application/problem+json': { schema: problemRef } },
    });
  }
  return all;
}

/** What any API route can answer besides its own: credentials, limits, a path over 414's
 * limits, an internal error, and 503 while the server shuts down. */
export const AUTHENTICATED_ERRORS = [401, 403, 414, 429, 500, 503];
/** Routes with an identifier in the path: 400 when it is malformed or too long. */
export const ID_ERRORS = [400, 404];
export const BODY_ERRORS = [400, 413, 415];

export const IdParams = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'check_identifier or report_identifier',
    }),
  },
  { additionalProperties: false },
);

/**
 * The query of a route that takes no query parameters: any is refused with 400 naming it, as an
 * unknown body field is, rather than ignored (`?format=html` would otherwise get the PDF).
 */
export const NoQueryParameters = Type.Object(
  {},
  {
    additionalProperties: false,
    description: 'No query parameters are taken; any is answered with 400 naming it.',
  },
);
