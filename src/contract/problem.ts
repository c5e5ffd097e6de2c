import { Type, type Static } from '@sinclair/typebox';

/** RFC 9457 problem details, with our stable error code and the invalid fields. */
export const Problem = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    code: Type.String(),
    instance: Type.Optional(Type.String()),
    errors: Type.Array(Type.Object({ path: Type.String(), message: Type.String() })),
  },
  { $id: 'Problem' },
);
export type Problem = Static<typeof Problem>;
