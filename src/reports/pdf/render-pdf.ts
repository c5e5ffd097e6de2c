/**
 * The PDF report of a check: the same document as the HTML report, laid out from that HTML
 * (so there is one copy of what each section shows), on A4 pages with the report identifier
 * and the page number on each. Pure and deterministic like the HTML: the same input gives the
 * same bytes (the PDF's dates are the check's, no clock, no random ids).
 */
import { renderReportHtml, type ReportInput } from '../render-html.js';
import { layoutDocument } from './block-layout.js';
import { parseReportHtml, textContent, type HtmlElement } from './html-tree.js';
import { hasGlyph } from './fonts.js';
import { footerOps } from './page-footer.js';
import { paginate } from './paginate.js';
import { CONTENT_HEIGHT, PAGE } from './pdf-styles.js';
import { writePdf } from './pdf-writer.js';
import { collapseSpaces } from './text-layout.js';

/** A moment as a Date; the epoch for a value that is not one, rather than the current time. */
function dateOf(value: string): Date {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

function firstHeading(node: HtmlElement): string | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tag === 'h1') return collapseSpaces(textContent(child));
    const found = firstHeading(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The characters of a text that the report font cannot draw (CJK scripts, for one), once each. */
export function charactersWithoutGlyph(text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    if (/\s|\p{Cc}|\p{Cf}/u.test(character)) continue;
    if (!hasGlyph('regular', character)) missing.add(character);
  }
  return [...missing];
}

const MISSING_GLYPHS_NOTE = {
  nl: (shown: string) =>
    `Deze PDF kan niet alle tekens van het rapport weergeven (${shown}); het HTML-rapport toont ze wel.`,
  en: (shown: string) =>
    `This PDF cannot show every character of the report (${shown}); the HTML report shows them.`,
} as const;

/** The note on the first page naming, by code point, the characters the PDF cannot draw. */
export function missingGlyphsNote(missing: readonly string[], language: 'nl' | 'en'): HtmlElement {
  // By code point: the characters themselves would be drawn as the same empty boxes.
  const codes = missing.map(
    (c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
  const shown = codes.length > 10 ? `${codes.slice(0, 10).join(' ')} …` : codes.join(' ');
  return {
    type: 'element',
    tag: 'p',
    attributes: {},
    classes: [],
    children: [{ type: 'text', text: MISSING_GLYPHS_NOTE[language](shown) }],
  };
}

/**
 * The PDF of a report. `html` is the HTML report of the same input when the caller has it
 * already (it is rendered here otherwise).
 */
export async function renderReportPdf(input: ReportInput, html?: string): Promise<Buffer> {
  const document = parseReportHtml(html ?? renderReportHtml(input));
  const missing = charactersWithoutGlyph(textContent(document.body));
  if (missing.length > 0) {
    // Said on the first page, not left as empty boxes in a name: the HTML report shows them.
    document.body.children.unshift(missingGlyphsNote(missing, input.language));
  }
  const pages = paginate(layoutDocument(document.body), {
    top: PAGE.marginTop,
    height: CONTENT_HEIGHT,
  });
  const identifier = (input.result as { report_identifier?: unknown }).report_identifier;
  const reportIdentifier = typeof identifier === 'string' ? identifier : '';
  const withFooters = pages.map((ops, index) => [
    ...ops,
    ...footerOps(index + 1, pages.length, input.language, reportIdentifier),
  ]);
  return writePdf(withFooters, {
    title: document.title || (firstHeading(document.body) ?? ''),
    language: input.language,
    date: dateOf(input.createdAt),
  });
}
