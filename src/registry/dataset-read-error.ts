/** The served versions a read was of, as an error names them. */
export interface VersionRead {
  dataset: string;
  label: string;
}

/**
 * A read of dataset versions failed (a row the index build could not parse, a lost
 * connection): the cause, then which dataset and version it was reading, so that the warning of
 * a failed index build and `/readyz` point an operator at the import to look at.
 */
export class DatasetReadError extends Error {
  constructor(
    readonly versions: readonly VersionRead[],
    cause: unknown,
  ) {
    super(`${String(cause)} (reading ${versionsNamed(versions)})`, { cause });
    this.name = 'DatasetReadError';
  }

  /** The message alone: it begins with the cause's own name ("SyntaxError: ..."). */
  override toString(): string {
    return this.message;
  }
}

function versionsNamed(versions: readonly VersionRead[]): string {
  const [only] = versions;
  if (versions.length === 1 && only) return `dataset ${only.dataset}, version ${only.label}`;
  return `datasets ${versions.map((v) => `${v.dataset} (version ${v.label})`).join(', ')}`;
}

/**
 * `read()`, its failure naming the versions it reads; an error already naming them (a read
 * within a read) is passed on as it is.
 */
export async function readingVersions<T>(
  versions: readonly VersionRead[],
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw error instanceof DatasetReadError ? error : new DatasetReadError(versions, error);
  }
}
