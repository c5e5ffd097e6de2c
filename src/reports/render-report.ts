import { renderReportPdf } from './pdf/render-pdf.js';
import { renderReportHtml } from './render-html.js';
import type { ReportRenderer } from './report-service.js';

/** The service's report renderer: the HTML document, and the PDF laid out from it. */
export const reportRenderer: ReportRenderer = {
  html: renderReportHtml,
  pdf: renderReportPdf,
};
