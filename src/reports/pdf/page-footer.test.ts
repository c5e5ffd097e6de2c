import { describe, expect, it } from 'vitest';
import { textWidth } from './fonts.js';
import type { TextOp } from './layout-model.js';
import { footerOps, pageNumberText } from './page-footer.js';
import { PAGE, SIZES } from './pdf-styles.js';

const texts = (ops: ReturnType<typeof footerOps>): TextOp[] =>
  ops.filter((op): op is TextOp => op.kind === 'text');

describe('the page footer', () => {
  it('numbers the page in the language of the report', () => {
    expect(pageNumberText(1, 3, 'nl')).toBe('Pagina 1 van 3');
    expect(pageNumberText(2, 3, 'en')).toBe('Page 2 of 3');
  });

  it('names the report on the left and the page on the right, under the text area', () => {
    const [identifier, page] = texts(footerOps(2, 5, 'nl', 'rpt_0190a1b2c3d4'));
    expect(identifier).toMatchObject({
      text: 'Rapportkenmerk rpt_0190a1b2c3d4',
      x: PAGE.marginLeft,
    });
    expect(page?.text).toBe('Pagina 2 van 5');
    const right = (page?.x ?? 0) + textWidth('regular', page?.text ?? '', SIZES.footer);
    expect(right).toBeCloseTo(PAGE.width - PAGE.marginRight, 6);
    expect(identifier?.y).toBeGreaterThan(PAGE.height - PAGE.marginBottom);
    expect(identifier?.y).toBeLessThan(PAGE.height);
    expect(texts(footerOps(1, 1, 'en', 'x'))[0]?.text).toBe('Report identifier x');
  });

  it('sets a very long identifier smaller rather than over the page number', () => {
    const [identifier, page] = texts(footerOps(1, 1, 'en', 'x'.repeat(300)));
    expect(identifier?.size).toBeLessThan(SIZES.footer);
    const end =
      PAGE.marginLeft + textWidth('regular', identifier?.text ?? '', identifier?.size ?? 0);
    expect(end).toBeLessThan(page?.x ?? 0);
  });
});
