/**
 * The URLs among the settings (DATABASE_URL, REDIS_URL, VIES_URL): what makes one unusable, and
 * how a message about it shows it without its credentials.
 */
import { atOutsideQueryValues, shownUrl } from '../runtime/shown-url.js';

/**
 * A URL as an error message may show it: whatever stands before an @ (user and password) is
 * masked, whether or not the URL is well-formed ("postgres:user:secret@host" too).
 */
export function maskedUrl(url: string): string {
  const at = url.lastIndexOf('@');
  if (at < 0) return url;
  const scheme = /^[a-z][a-z0-9+.-]*:(\/\/)?/i.exec(url)?.[0] ?? '';
  return `${scheme}***${url.slice(at)}`;
}

/**
 * A URL with an @ after its host, other than in a query parameter's value: parsers read part of
 * a user name or password holding an unencoded / ? or # as its host, port, path or query
 * (`postgres://app:123/x@db` connects to host app, port 123), which every message about the
 * connection would then show. Refused before anything reads it, with the URL shown up to its
 * last @ hidden. No %40 is suggested for the path: pg would take it as part of the name.
 */
export function misreadCredentials(name: string, url: string): string {
  return `${name} has an @ after its host ("${shownUrl(url)}"): percent-encode a / ? # or @ in the user name or password (%2F %3F %23 %40); an @ is taken after the host only in a query parameter's value`;
}

/** Why a REDIS_URL cannot be used: its scheme, host, port or database number. */
export function redisUrlProblem(value: string): string | undefined {
  if (!/^rediss?:\/\/.+/.test(value)) return 'REDIS_URL must start with redis:// or rediss://';
  if (atOutsideQueryValues(value)) return misreadCredentials('REDIS_URL', value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `REDIS_URL is not a URL (a port must be a number), got "${maskedUrl(value)}"`;
  }
  if (url.hostname === '') return `REDIS_URL has no host, got "${maskedUrl(value)}"`;
  // The path is the database number: none, or /0, /1, ...
  const database = url.pathname.replace(/^\//, '');
  if (database !== '' && !/^\d{1,5}$/.test(database)) {
    return `REDIS_URL must end with a database number (/0, /1, ...) or nothing, got "/${database}"`;
  }
  return undefined;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
