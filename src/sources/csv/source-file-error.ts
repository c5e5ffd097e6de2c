/**
 * A file that cannot be read as its format at all (no header, the header of something else,
 * a file cut off). Thrown rather than reported per row, so that the import fails and the
 * dataset keeps serving its previous version instead of a partial or empty one.
 */
export class SourceFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'SourceFileError';
  }
}
