/**
 * A section's fields table is not split across pages in the PDF report: a risk score's code
 * on one page and its explanation alone on the next once read as a score without a reason (a
 * page holding nothing but "Omschrijving Geen Nederlandse postcode opgegeven…").
 */
import { describe, expect, it } from 'vitest';
import type { PersonCheckResult } from '../src/contract/person-check.js';
import { fullPersonResult, personInput } from '../src/reports/fixtures.test-data.js';
import { renderReportPdf } from '../src/reports/pdf/render-pdf.js';
import { pdfText, requireProgram, squeezed } from '../src/reports/report-text.test-data.js';

const pdftotext = requireProgram('pdftotext', 'the PDF fields-table page tests');

/** The page (from 0) of the first page whose text holds this, or -1. */
const pageOf = (pages: readonly string[], text: string): number =>
  pages.findIndex((page) => squeezed(page).includes(squeezed(text)));

describe.skipIf(pdftotext === undefined)('the PDF report: fields tables across pages', () => {
  it('keeps the postcode-area score with its explanation, wherever the page ends', async () => {
    let split = 0;
    let pagesSeen = 0;
    // Longer and longer text before the score moves it down a line at a time, over a page end.
    for (let words = 1; words <= 400; words += 4) {
      // The name's score, above the postcode area's in the same section, grows by a few words.
      const result: PersonCheckResult = {
        ...fullPersonResult,
        risk_scores: {
          ...fullPersonResult.risk_scores,
          name: {
            code: 'PRR1',
            description: Array.from({ length: words }, () => 'checked').join(' '),
          },
        },
      };
      const input = personInput({ result, language: 'en' });
      const pages = pdfText(await renderReportPdf(input), '-layout')
        .split('\f')
        .filter((page) => page.trim() !== '');
      pagesSeen = Math.max(pagesSeen, pages.length);
      const heading = pageOf(pages, 'Postcode area');
      const explanation = pageOf(pages, 'pc5 3511A: 400 addresses');
      expect(heading).toBeGreaterThanOrEqual(0);
      if (explanation !== heading) split++;
    }
    // The scores did cross a page end on the way.
    expect(pagesSeen).toBeGreaterThan(2);
    expect(split).toBe(0);
  });
});
