import { describe, expect, it } from 'vitest';
import {
  FONT_KEYS,
  fontkitFont,
  fontMetrics,
  hasGlyph,
  preloadReportFonts,
  textWidth,
} from './fonts.js';

describe('the report fonts', () => {
  it('are parsed once: the same font object every time', () => {
    for (const key of FONT_KEYS) expect(fontkitFont(key)).toBe(fontkitFont(key));
    expect(fontkitFont('regular').postscriptName).toBe('DejaVuSans');
    expect(fontkitFont('bold').postscriptName).toBe('DejaVuSans-Bold');
    expect(fontkitFont('mono').postscriptName).toBe('DejaVuSansMono');
  });

  it('can be read ahead of the first report, each outline decoded once', () => {
    preloadReportFonts();
    const font = fontkitFont('regular');
    const glyph = font.getGlyph(font.glyphForCodePoint(0x141).id) as unknown as {
      _decode: () => unknown;
    };
    const outline = glyph._decode();
    expect(outline).toBeTypeOf('object');
    // The same decoded outline for every document that embeds the glyph.
    expect(glyph._decode()).toBe(outline);
  });

  it('have glyphs for Latin Extended and Cyrillic names', () => {
    for (const key of FONT_KEYS) {
      for (const character of 'ŁódźMüllerВладимирПетровĞőřŽ€…') {
        expect(hasGlyph(key, character), `${key} ${character}`).toBe(true);
      }
    }
  });

  it('measure text in points, in proportion to the size', () => {
    const width = textWidth('regular', 'Müller', 10);
    expect(width).toBeGreaterThan(25);
    expect(width).toBeLessThan(45);
    expect(textWidth('regular', 'Müller', 20)).toBeCloseTo(2 * width, 6);
    expect(textWidth('bold', 'Müller', 10)).toBeGreaterThan(width);
    // Monospaced: every character as wide as any other.
    expect(textWidth('mono', 'iiii', 10)).toBeCloseTo(textWidth('mono', 'WWWW', 10), 6);
    expect(textWidth('regular', '', 10)).toBe(0);
    // A character outside the basic plane counts once, not as two halves.
    const font = fontkitFont('regular');
    const advance = font.glyphForCodePoint(0x1d538).advanceWidth / font.unitsPerEm;
    expect(textWidth('regular', '𝔸', 10)).toBeCloseTo(10 * advance, 6);
  });

  it('know their ascent and descent', () => {
    const { ascent, descent } = fontMetrics('regular');
    expect(ascent).toBeGreaterThan(0.7);
    expect(ascent).toBeLessThan(1.1);
    expect(descent).toBeGreaterThan(0.1);
    expect(descent).toBeLessThan(0.4);
  });
});
