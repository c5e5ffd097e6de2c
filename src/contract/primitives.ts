import {
  Type,
  type SchemaOptions,
  type Static,
  type StringOptions,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';

/**
 * What a field is, for the OpenAPI document and /docs, with the contract's sample value as its
 * example where the contract gives one. Annotations only: validation and serialisation ignore
 * both (`examples` is a keyword of Ajv's metadata vocabulary, so strict mode accepts it).
 */
export const about = (description: string, example?: string): SchemaOptions =>
  example === undefined ? { description } : { description, examples: [example] };

/** A free-text field; the bound keeps validation cheap and rejects absurd input early. */
export const text = (maxLength = 200, options: StringOptions = {}) =>
  Type.String({ maxLength, ...options });

/** An optional string of an answer, described (see `about`). */
export const answerText = (description: string, example?: string) =>
  Type.Optional(Type.String(about(description, example)));

/**
 * The pattern of a blank text, "" or only spaces (as String.prototype.trim reads them): the
 * option a field of another format has for "not given" (a date of birth).
 */
export const BLANK_PATTERN = '^\\s*$';

/** A point in time (RFC 3339). */
export const dateTime = () => Type.String({ format: 'date-time', maxLength: 40 });

/** Objects of the contract reject fields they do not define. */
export const closed = { additionalProperties: false } as const;

/**
 * A reference to a named schema, keeping its static type; `options` describe the field that
 * holds it (a description beside a $ref is allowed in OpenAPI 3.1 and ignored by validation).
 */
export function ref<T extends TSchema>(schema: T, options: SchemaOptions = {}): TUnsafe<Static<T>> {
  if (schema.$id === undefined) throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id, options));
}

/**
 * An optional code of an answer: a string of a closed set (src/contract/codes.ts), listed as
 * its `enum` so that generated clients know the values. The serialiser ignores `enum`, and a
 * stored check is served as it was stored, so an older check with a code outside today's set
 * is still served as it is.
 */
export const answerCode = <C extends string>(
  codes: readonly C[],
  description: string,
  example?: C,
) =>
  Type.Optional(
    Type.Unsafe<C>({ type: 'string', enum: [...codes], ...about(description, example) }),
  );
