/**
 * A URL as it may be shown in a message: without the user name and password it may carry.
 * The credentials are everything in the authority (after `//`, up to the first `/`, `?` or
 * `#`) before its last `@`, as URL parsers read it: a password holding an unencoded `@`
 * (`postgres://app:p@ss@db/x`, which they accept) is hidden whole, not up to its first `@`.
 */
export function shownUrl(url: string): string {
  const start = url.indexOf('//');
  if (start < 0) return url;
  const rest = url.slice(start + 2);
  const end = rest.search(/[/?#]/);
  // A URL no parser reads has no authority to go by: a password holding an unencoded `/`, `?`
  // or `#` (`postgres://app:se/cret@db/x`, which the driver refuses as an invalid URL) ended
  // it early, and was shown whole. Everything up to the last `@` is hidden then.
  const authority = end < 0 || !URL.canParse(url) ? rest : rest.slice(0, end);
  const at = authority.lastIndexOf('@');
  if (at < 0) return url;
  return `${url.slice(0, start + 2)}***${rest.slice(at)}`;
}
