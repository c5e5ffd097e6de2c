import { isUuidForm } from '../ids/uuidv7.js';

/**
 * The path a request log line shows: the route it matched, each parameter written out only
 * where it is a UUID (a report identifier the server made). Other identifiers are the caller's
 * check_identifier, which may be a customer's name, birth date or account number, so the log
 * keeps `:id` and the request id leads to the audit row instead. No route, no path: a path
 * nothing took is whatever the caller wrote.
 */
export function loggedPath(
  route: string | undefined,
  params: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  if (route === undefined) return undefined;
  return route.replace(/:([A-Za-z0-9_]+)/g, (placeholder, name: string) => {
    const value = params?.[name];
    return typeof value === 'string' && isUuidForm(value) ? value : placeholder;
  });
}
