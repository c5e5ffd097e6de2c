/**
 * What a problem repeats of the request is cut short: an answer must not grow with a name or a
 * path the caller made up (a 500,000-character field name once came back four times, 2 MB).
 */

/** Longest field or query-parameter name a problem repeats: far longer than any the API has. */
export const MAX_ECHOED_NAME = 100;

/** Longest JSON Pointer a problem repeats, as long as the longest `instance`. */
export const MAX_ECHOED_POINTER = 200;

/**
 * The text, or its first `max` UTF-16 units followed by `...` when it is longer. A surrogate
 * pair at the cut is kept whole, so the cut never leaves half a character.
 */
export function cutForEcho(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? max + 1 : max;
  return `${text.slice(0, end)}...`;
}

/** A field or query-parameter name as a problem names it. */
export const echoedName = (name: string): string => cutForEcho(name, MAX_ECHOED_NAME);

/** A JSON Pointer as a problem gives it in `errors[].path`. */
export const echoedPointer = (pointer: string): string => cutForEcho(pointer, MAX_ECHOED_POINTER);
