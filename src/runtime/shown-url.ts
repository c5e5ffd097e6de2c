/**
 * A URL as it may be shown in a message: without the user name and password it may carry.
 * Everything from `//` up to the URL's last `@` is hidden, wherever that `@` is. Within the
 * authority that is what parsers read as the credentials, a password holding an unencoded `@`
 * (`postgres://app:p@ss@db/x`) included. After it, an `@` in the path or query cannot be told
 * from one that ends a password holding an unencoded `/`, `?` or `#`, which parsers read as a
 * host and port (`postgres://app:123/x@db`: host app, port 123, database x@db): it is hidden
 * all the same, the path or query before it with it.
 */
export function shownUrl(url: string): string {
  const start = url.indexOf('//');
  if (start < 0) return url;
  const at = url.lastIndexOf('@');
  if (at < start) return url;
  return `${url.slice(0, start + 2)}***${url.slice(at)}`;
}

/**
 * Whether parsers may read part of the URL's user name or password as its host, port, path or
 * query: an `@` after the authority (`postgres://app:123/x@db`). What they read of such a URL
 * must not be shown either (an address `app:123`, a database `x@db`).
 */
export function credentialsMayBeMisread(url: string): boolean {
  const start = url.indexOf('//');
  if (start < 0) return false;
  const rest = url.slice(start + 2);
  const end = rest.search(/[/?#]/);
  return end >= 0 && rest.lastIndexOf('@') > end;
}

/**
 * Whether an `@` after the authority is anywhere but in a query parameter's value: in the path
 * (`postgres://app:123/x@db`), the fragment, a parameter's name or a query without `=`
 * (`postgres://app:123?x@db`). Drivers read `?application_name=a@b` as that value (pg, ioredis
 * and fetch all parse with WHATWG URL), so such a URL is what it says; elsewhere the `@` more
 * likely ends a password holding a `/`, `?` or `#`, and a database name with an `@` cannot be
 * written otherwise (pg does not decode `%40` in the path).
 */
export function atOutsideQueryValues(url: string): boolean {
  if (!credentialsMayBeMisread(url)) return false;
  const rest = url.slice(url.indexOf('//') + 2);
  const afterHost = rest.slice(rest.search(/[/?#]/));
  const hash = afterHost.indexOf('#');
  if (hash >= 0 && afterHost.includes('@', hash)) return true;
  const beforeFragment = hash < 0 ? afterHost : afterHost.slice(0, hash);
  const question = beforeFragment.indexOf('?');
  if (question < 0) return true;
  if (beforeFragment.slice(0, question).includes('@')) return true;
  return beforeFragment
    .slice(question + 1)
    .split('&')
    .some((pair) => {
      const at = pair.indexOf('@');
      const equals = pair.indexOf('=');
      return at >= 0 && (equals < 0 || at < equals);
    });
}
