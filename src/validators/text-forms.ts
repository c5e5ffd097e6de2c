/**
 * How free text from callers is read before it is compared or stored: one place for what every
 * field shares.
 */

/**
 * The text with full-width and other compatibility forms ("ＮＬ８０", "１１", what East Asian
 * keyboards type) read as the plain letters and digits they stand for (NFKC). ASCII text, by
 * far the most, is returned as it is without the cost of normalising.
 */
export const plainForms = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- ASCII text needs no normalising
  /[^\x00-\x7f]/.test(text) ? text.normalize('NFKC') : text;

/**
 * Characters no name, address or reference holds: C0 controls other than tab, line feed and
 * carriage return (NUL among them, which PostgreSQL cannot store in text), DEL, C1 controls,
 * and the bidirectional embeddings, overrides and isolates, which make a report show text
 * other than it reads ("Trojan Source", CVE-2021-42574).
 */
export const FORBIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
