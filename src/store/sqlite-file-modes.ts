import {
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  lstatSync,
  openSync,
  statSync,
  type Stats,
} from 'node:fs';
import { relative, resolve, isAbsolute } from 'node:path';

/** Mode bits that let other accounts read, write or enter. */
const OTHERS = 0o077;
/** The sticky bit: a directory shared by accounts (/tmp), never ours to close. */
const STICKY = 0o1000;
const WHY = 'it holds personal data and password hashes';

const octal = (mode: number) => (mode & 0o7777).toString(8).padStart(4, '0');

function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Whether `path` lies inside `dir` (or is it). */
function isInside(path: string, dir: string): boolean {
  const rel = relative(resolve(dir), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Makes an existing SQLite database (the file, its -wal and -shm) and the data directory that
 * holds it readable by the service's account only, as a new one is made: versions before 0600
 * and 0700 left them 0644 and 0755, so an upgrade kept personal data and password hashes open
 * to every account. Returns a warning for each path changed, and for each left open: a database
 * outside VERACHECK_DATA_DIR (a path the operator chose, whose modes may be meant) and a data
 * directory that is shared (sticky, as /tmp) or another account's. Nothing for PostgreSQL.
 */
export function tightenDatabaseModes(databaseUrl: string, dataDir: string): string[] {
  if (!databaseUrl.startsWith('sqlite:')) return [];
  const file = databaseUrl.slice('sqlite:'.length);
  if (file === ':memory:') return [];
  const inside = isInside(file, dataDir);
  const warnings: string[] = [];
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    const stats = statOf(path);
    if (stats === undefined || (stats.mode & OTHERS) === 0) continue;
    if (inside) warnings.push(tighten(path, stats));
    else {
      warnings.push(
        `warning: ${path} is readable by other accounts (${octal(stats.mode)}), and left so as it lies outside VERACHECK_DATA_DIR; ${WHY}: make it 0600 (chmod go-rwx)`,
      );
    }
  }
  const dir = inside ? statOf(dataDir) : undefined;
  if (dir !== undefined && (dir.mode & OTHERS) !== 0) {
    const ours = dir.uid === process.getuid?.();
    if (ours && (dir.mode & STICKY) === 0) warnings.push(tighten(dataDir, dir));
    else {
      warnings.push(
        `warning: ${dataDir} is readable by other accounts (${octal(dir.mode)}), and left so as it is shared or another account's; ${WHY}: give VERACHECK_DATA_DIR a directory of the service's own (0700)`,
      );
    }
  }
  return warnings;
}

/**
 * Closes an existing file or directory that an earlier version made readable by other accounts
 * to them, saying so with `why` (what it holds); nothing where it is closed already, missing, a
 * symbolic link (whose target the operator chose) or neither a file nor a directory. The mode is
 * changed through the file opened without following a link, and only where that is the file
 * looked at: one replaced by a link meanwhile leaves its target as it is. Where the path cannot
 * be read, a warning says so; the start goes on.
 */
export function closeToOthers(path: string, why: string): string | undefined {
  let stats: Stats;
  let fd: number | undefined;
  try {
    stats = lstatSync(path);
    if (!stats.isFile() && !stats.isDirectory()) return undefined;
    if ((stats.mode & OTHERS) === 0) return undefined;
    // A shared directory (sticky, as /tmp) is never ours to close.
    if (stats.isDirectory() && (stats.mode & STICKY) !== 0) return undefined;
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const opened = fstatSync(fd);
    if (opened.ino !== stats.ino || opened.dev !== stats.dev) return undefined;
    const file = fd;
    return tighten(path, opened, why, (mode) => {
      fchmodSync(file, mode);
    });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // Missing, or (ELOOP) replaced by a symbolic link since it was looked at.
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return undefined;
    const reason = typeof code === 'string' ? code : String(error);
    return `warning: could not read the mode of ${path} (${reason}); ${why}: make it readable by the service's account only (chmod go-rwx)`;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Closes `path` to other accounts and says so; where that fails (another account's file, a
 * read-only filesystem) serve goes on, as before this change, with a warning saying what to do.
 */
function tighten(
  path: string,
  stats: Stats,
  why = WHY,
  change = (mode: number) => {
    chmodSync(path, mode);
  },
): string {
  const mode = stats.mode & 0o7777 & ~OTHERS;
  try {
    change(mode);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reason = typeof code === 'string' ? code : String(error);
    const advice = stats.isDirectory() ? '0700' : '0600';
    return `warning: ${path} is readable by other accounts (${octal(stats.mode)}), and could not be changed (${reason}); ${why}: make it ${advice} (chmod go-rwx)`;
  }
  return `warning: ${path} was readable by other accounts (${octal(stats.mode)}); made it readable by the service's account only (${octal(mode)}): ${why}`;
}
