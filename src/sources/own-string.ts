/**
 * A copy of `text` that is a string of its own. A value a reader cut from the text it read can
 * be a view into that whole chunk (256 KiB of the file), and V8 keeps the chunk alive as long
 * as the view: a cache of such values holds the file in memory. A template literal or
 * `slice()` may return the view itself; a round trip through bytes always makes a new string.
 * For values kept past their chunk only (a cache's keys): it costs a copy.
 */
export const ownString = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');
