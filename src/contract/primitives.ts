import {
  Type,
  type Static,
  type StringOptions,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';

/** A free-text field; the bound keeps validation cheap and rejects absurd input early. */
export const text = (maxLength = 200, options: StringOptions = {}) =>
  Type.String({ maxLength, ...options });

/**
 * The pattern of a blank text, "" or only spaces (as String.prototype.trim reads them): the
 * option a field of another format has for "not given" (a date of birth).
 */
export const BLANK_PATTERN = '^\\s*$';

/** A point in time (RFC 3339). */
export const dateTime = () => Type.String({ format: 'date-time', maxLength: 40 });

/** Objects of the contract reject fields they do not define. */
export const closed = { additionalProperties: false } as const;

/** A reference to a named schema, keeping its static type. */
export function ref<T extends TSchema>(schema: T): TUnsafe<Static<T>> {
  if (schema.$id === undefined) throw new Error('ref() needs a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}
