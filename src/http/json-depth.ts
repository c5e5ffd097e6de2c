import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-members.js';

/**
 * How deep a request body nests its objects and arrays, read before JSON.parse: V8 parses deeply
 * nested arrays slowly (a 1 MiB body of 520,000 levels held the event loop for about 400 ms),
 * and no request of this API nests more than a few levels.
 */

/** Levels of objects and arrays a body may nest; the contract's requests use at most five. */
export const MAX_JSON_DEPTH = 64;

/**
 * Bodies this short cannot nest deeply enough (512 levels at most) to cost anything worth a
 * scan: most requests skip it.
 */
const SCANNED_FROM_LENGTH = 1024;

/**
 * The offset of the character that opens a level deeper than `maxDepth`, or undefined where the
 * text nests no deeper (or is too short to be worth the scan). Brackets inside strings do not
 * count; the text need not be valid JSON (JSON.parse judges that afterwards).
 */
export function tooDeepAt(text: string, maxDepth = MAX_JSON_DEPTH): number | undefined {
  if (text.length < SCANNED_FROM_LENGTH) return undefined;
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return at;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return undefined;
}
