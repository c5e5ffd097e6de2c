/**
 * A lookup table of words that a request's text is looked up in: without a prototype, so that a
 * name or word such as "constructor" or "__proto__" finds nothing rather than Object's members.
 */
export function lookupTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
