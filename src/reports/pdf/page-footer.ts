/**
 * The footer of every page: the report identifier on the left, "Pagina 1 van 3" / "Page 1 of 3"
 * on the right, under a thin rule. Drawn once the number of pages is known.
 */
import { fieldLabel, text, type ReportLanguage } from '../labels/index.js';
import { textWidth } from './fonts.js';
import type { DrawOp } from './layout-model.js';
import { COLORS, PAGE, SIZES } from './pdf-styles.js';

/** "Pagina 1 van 3" / "Page 1 of 3". */
export const pageNumberText = (page: number, pages: number, language: ReportLanguage): string =>
  `${text('page', language)} ${page} ${text('pageOf', language)} ${pages}`;

/** The footer of page `page` (from 1) of `pages`. */
export function footerOps(
  page: number,
  pages: number,
  language: ReportLanguage,
  reportIdentifier: string,
): DrawOp[] {
  const left = PAGE.marginLeft;
  const right = PAGE.width - PAGE.marginRight;
  const baseline = PAGE.height - PAGE.footerBaseline;
  const numberText = pageNumberText(page, pages, language);
  const numberWidth = textWidth('regular', numberText, SIZES.footer);
  const identifierText = `${fieldLabel('report_identifier', language)} ${reportIdentifier}`.trim();
  // An identifier too long for its side of the footer is set smaller, never cut.
  const room = right - left - numberWidth - 24;
  const identifierWidth = textWidth('regular', identifierText, SIZES.footer);
  const identifierSize =
    identifierWidth > room ? (SIZES.footer * room) / identifierWidth : SIZES.footer;
  return [
    {
      kind: 'line',
      x1: left,
      y1: baseline - 11,
      x2: right,
      y2: baseline - 11,
      color: COLORS.rule,
      width: 0.5,
    },
    {
      kind: 'text',
      x: left,
      y: baseline,
      text: identifierText,
      font: 'regular',
      size: identifierSize,
      color: COLORS.muted,
    },
    {
      kind: 'text',
      x: right - numberWidth,
      y: baseline,
      text: numberText,
      font: 'regular',
      size: SIZES.footer,
      color: COLORS.muted,
    },
  ];
}
