/**
 * The error tree of the service. Domain code throws these; the HTTP layer maps each `code` to a
 * status and an RFC 9457 problem through the catalogue in catalogue.ts.
 */
export interface FieldError {
  /**
   * JSON Pointer (RFC 6901) to the offending field, for example `/company/address/zip_code`;
   * `""` for the body as a whole (`/` would be a member named with the empty string).
   */
  path: string;
  message: string;
}

export type ErrorCode = keyof typeof import('./catalogue.js').ERROR_CATALOGUE;

export class VeracheckError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'VeracheckError';
  }
}

/** A field error in a problem's detail: its path, or "the body" for the whole body (path ""). */
export const describeFieldError = (e: FieldError): string =>
  `${e.path === '' ? 'the body' : e.path}: ${e.message}`;

/** Input that is well-formed JSON and fits the schema but still cannot be acted on. */
export const invalidInput = (fieldErrors: FieldError[]): VeracheckError =>
  new VeracheckError(
    'VALIDATION_FAILED',
    fieldErrors.map(describeFieldError).join('; '),
    fieldErrors,
  );
