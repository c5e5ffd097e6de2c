/**
 * The look of the PDF report: the page, sizes, colours and spacing, after the HTML report's
 * print stylesheet (styles.ts), in points.
 */

/** A4 in points, with the margins of the text area. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  marginLeft: 40,
  marginRight: 40,
  marginTop: 40,
  /** Leaves room for the footer line under the text area. */
  marginBottom: 52,
  /** Baseline of the footer text, from the bottom edge. */
  footerBaseline: 26,
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.marginLeft - PAGE.marginRight;
export const CONTENT_HEIGHT = PAGE.height - PAGE.marginTop - PAGE.marginBottom;

export const COLORS = {
  text: '#1a1a1a',
  heading: '#1f3a5f',
  label: '#3d4b59',
  muted: '#55616d',
  rule: '#c9d3dd',
  cellRule: '#e3e8ee',
  headBackground: '#eef3f8',
  codeBackground: '#eef3f8',
  cardBorder: '#d5dde5',
  hitBar: '#a33a3a',
  warning: '#a33a3a',
  nestedBar: '#c9d3dd',
} as const;

export const SIZES = {
  body: 9.5,
  h1: 15,
  h2: 12,
  h3: 10.5,
  h4: 9.5,
  /** Tables with a row per item (claims, balance, screening): many columns, small print. */
  rowsTable: 8,
  footer: 7.5,
} as const;

export const SPACING = {
  paragraphAfter: 4,
  h1After: 8,
  h2Before: 14,
  h2After: 6,
  h3Before: 8,
  h3After: 3,
  h4Before: 6,
  h4After: 3,
  tableAfter: 6,
  cellPaddingX: 4,
  cellPaddingY: 2.5,
  /** The label column of a two-column fields table. */
  labelColumn: 0.35,
  /** As wide as the longest word of a label needs, up to this. */
  labelColumnMax: 0.5,
  cardPadding: 7,
  cardMargin: 6,
  hitBar: 3,
  nestedIndent: 14,
  nestedPadding: 8,
  nestedBar: 2,
  listIndent: 11,
} as const;
