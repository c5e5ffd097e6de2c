import { Type, type StringOptions } from '@sinclair/typebox';

/** A free-text field; the bound keeps validation cheap and rejects absurd input early. */
export const text = (maxLength = 200, options: StringOptions = {}) =>
  Type.String({ maxLength, ...options });

/** A calendar date as the contract sends it in requests (YYYY-MM-DD). */
export const date = () => Type.String({ format: 'date', maxLength: 10 });

/** A point in time (RFC 3339). */
export const dateTime = () => Type.String({ format: 'date-time', maxLength: 40 });

/** Objects of the contract reject fields they do not define. */
export const closed = { additionalProperties: false } as const;
