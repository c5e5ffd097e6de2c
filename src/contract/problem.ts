import { Type, type Static } from '@sinclair/typebox';
import { about } from './primitives.js';

/** RFC 9457 problem details, with our stable error code and the invalid fields. */
export const Problem = Type.Object(
  {
    type: Type.String(about('A URI naming the kind of problem.')),
    title: Type.String(about('A short summary of the kind of problem.')),
    status: Type.Integer(about('The HTTP status code of the answer.')),
    // Always there, as DESIGN.md's error shape has it (every problem is made by problem()).
    detail: Type.String(about('What went wrong with this request.')),
    code: Type.String(
      about('A stable code of the kind of problem (VALIDATION_FAILED), for programs to act on.'),
    ),
    instance: Type.Optional(Type.String(about('The path of the request the problem is about.'))),
    errors: Type.Array(
      Type.Object({
        path: Type.String(
          about(
            'A JSON Pointer to the field in error: in the request body (/company/name; empty for the body as a whole), or a path parameter or query parameter by its name (/id, /format).',
          ),
        ),
        message: Type.String(about('What is wrong with the field.')),
      }),
      about('The fields in error, one entry each; empty where the problem is not about fields.'),
    ),
  },
  { $id: 'Problem' },
);
export type Problem = Static<typeof Problem>;
