/**
 * Writes laid-out pages as a PDF with pdfkit: the report's fonts embedded (subsets, with a
 * ToUnicode map so the text can be copied and searched), every drawing operation as vector
 * graphics, and the document's metadata. Nothing in it depends on the clock: the dates are the
 * check's, so the same pages give the same bytes.
 */
import PDFDocument from 'pdfkit';
import { FONT_KEYS, fontkitFont, type FontKey } from './fonts.js';
import type { DrawOp } from './layout-model.js';
import { PAGE } from './pdf-styles.js';
import { shareLayoutCache } from './shared-layout-cache.js';

export interface PdfMetadata {
  title: string;
  language: string;
  /** CreationDate and ModDate. */
  date: Date;
}

/** What the writer knows of the document, to leave out operators that change nothing. */
interface WriterState {
  fontsUsed: Set<FontKey>;
  /** The fill colour of the current page's graphics state; unknown on a new page. */
  fill: string | undefined;
}

function fillAndStroke(
  doc: PDFKit.PDFDocument,
  state: WriterState,
  fill: string | undefined,
  stroke: string | undefined,
  lineWidth = 1,
): void {
  if (fill && stroke) doc.lineWidth(lineWidth).fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else if (stroke) doc.lineWidth(lineWidth).stroke(stroke);
  if (fill) state.fill = fill;
}

function drawOp(doc: PDFKit.PDFDocument, op: DrawOp, state: WriterState): void {
  switch (op.kind) {
    case 'text':
      doc.font(op.font);
      if (!state.fontsUsed.has(op.font)) {
        // The font object pdfkit made for this document exists from its first use.
        shareLayoutCache(doc, op.font);
        state.fontsUsed.add(op.font);
      }
      if (state.fill !== op.color) {
        doc.fillColor(op.color);
        state.fill = op.color;
      }
      doc.fontSize(op.size).text(op.text, op.x, op.y, { lineBreak: false, baseline: 'alphabetic' });
      return;
    case 'rect':
      if (op.radius) doc.roundedRect(op.x, op.y, op.width, op.height, op.radius);
      else doc.rect(op.x, op.y, op.width, op.height);
      fillAndStroke(doc, state, op.fill, op.stroke, op.lineWidth);
      return;
    case 'line':
      doc.moveTo(op.x1, op.y1).lineTo(op.x2, op.y2).lineWidth(op.width);
      if (op.dash) doc.dash(op.dash[0], { space: op.dash[1] });
      doc.stroke(op.color);
      if (op.dash) doc.undash();
      return;
    case 'polygon':
      doc.polygon(...op.points.map(([x, y]) => [x, y] as [number, number]));
      fillAndStroke(doc, state, op.fill, op.stroke, op.lineWidth);
      return;
  }
}

/** The PDF of pages of drawing operations (page coordinates, A4). */
export function writePdf(
  pages: readonly (readonly DrawOp[])[],
  meta: PdfMetadata,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [PAGE.width, PAGE.height],
      margin: 0,
      autoFirstPage: false,
      // No default font: pdfkit would load Helvetica's metrics for every document (and name
      // it in the PDF); the report uses only its embedded fonts.
      font: null as unknown as string,
      lang: meta.language,
      displayTitle: true,
      info: {
        Title: meta.title,
        Author: 'Veracheck',
        Creator: 'Veracheck',
        Producer: 'Veracheck',
        CreationDate: meta.date,
        ModDate: meta.date,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
    try {
      for (const key of FONT_KEYS) {
        // pdfkit takes a fontkit font object as it is (it checks for a layout function); its
        // types only name files and buffers. The object is parsed once per process.
        doc.registerFont(key, fontkitFont(key) as unknown as PDFKit.Mixins.PDFFontSource);
      }
      const state: WriterState = { fontsUsed: new Set(), fill: undefined };
      for (const ops of pages) {
        doc.addPage();
        state.fill = undefined;
        for (const op of ops) drawOp(doc, op, state);
      }
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
