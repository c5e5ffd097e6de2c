/**
 * Escaping for the HTML and SVG of reports. Every value that comes from a check result (names,
 * messages, list descriptions) passes through here: a result is data, never markup.
 */
import { hasRightToLeft } from './right-to-left.js';

const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Characters XML 1.0 does not allow at all (C0 controls other than tab, newline and carriage
 * return; unpaired surrogates; U+FFFE/U+FFFF): replaced, so the inline SVG stays well-formed.
 */
const NOT_ALLOWED =
  // eslint-disable-next-line no-control-regex -- these control characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text content of an element (also safe inside a quoted attribute). */
export function escapeHtml(value: string | number | undefined | null): string {
  if (value === undefined || value === null) return '';
  return String(value)
    .replace(NOT_ALLOWED, '\uFFFD')
    .replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c] ?? c);
}

/**
 * A quoted attribute value. The same escaping as text (quotes included), kept as its own name
 * so that each call site says where the value goes.
 */
export const escapeAttribute = escapeHtml;

/**
 * A value from a result as text content, in <bdi> where it holds right-to-left letters (an
 * Arabic name): the browser orders it apart from the text around it, so the date in brackets
 * after the name, or the label before it, stays where it is.
 */
export function escapeValue(value: string | number | undefined | null): string {
  const html = escapeHtml(value);
  return typeof value === 'string' && hasRightToLeft(value) ? `<bdi>${html}</bdi>` : html;
}
