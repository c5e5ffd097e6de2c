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

export const AUTHENTICATED_ERRORS = [401, 403, 429, 500];
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
