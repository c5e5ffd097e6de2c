/**
 * The fonts of the PDF report: DejaVu Sans, Sans Bold and Sans Mono (npm package
 * dejavu-fonts-ttf, Bitstream Vera licence: free to embed). They cover Latin Extended,
 * Cyrillic and Greek, and Sans and Sans Bold Arabic and Hebrew too, so Łódź, Müller, Владимир
 * and محمد بن سلمان print as they are.
 *
 * Parsing a font's tables costs tens of milliseconds, so each font is created once per process
 * and the same object is handed to every document (pdfkit accepts a fontkit font object).
 * Widths are measured here, per code point and cached, so that line breaking needs no document.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type Glyph } from 'fontkit';

export type FontKey = 'regular' | 'bold' | 'mono';

export const FONT_KEYS: readonly FontKey[] = ['regular', 'bold', 'mono'];

const FONT_FILES: Readonly<Record<FontKey, string>> = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  mono: 'dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf',
};

interface LoadedFont {
  font: Font;
  /** Advance width per code point, in em. */
  advances: Map<number, number>;
  /** Above and below the baseline, in em (descent positive). */
  ascent: number;
  descent: number;
}

let loaded: Readonly<Record<FontKey, LoadedFont>> | undefined;

/** What fontkit's glyph objects have inside (not in its types). */
interface GlyphInternals {
  _decode?: () => unknown;
}

/**
 * Makes each glyph decode its outline once per process instead of once per document: pdfkit's
 * subsetting decodes every glyph it embeds only to see whether it is composite, which was an
 * eighth of a report's time. The decoded outline is only read, and these fonts have no
 * variations (which would change outlines). Without the internals, nothing changes.
 */
function decodeGlyphsOnce(font: Font): void {
  const getGlyph = font.getGlyph.bind(font);
  const done = new WeakSet<object>();
  font.getGlyph = (id, characters) => {
    const glyph = getGlyph(id, characters) as (Glyph & GlyphInternals) | null;
    if (glyph && !done.has(glyph)) {
      done.add(glyph);
      const decode = glyph._decode?.bind(glyph);
      if (decode) {
        let decoded: { outline: unknown } | undefined;
        glyph._decode = () => (decoded ??= { outline: decode() }).outline;
      }
    }
    return glyph as Glyph;
  };
}

/**
 * fontkit keeps one glyph object per glyph, made on its first request with the characters then
 * given. pdfkit's subsetting asks for the parts of a composite glyph (the z of ź) with none:
 * made that way first, the glyph had no characters for the rest of the process, and every
 * later PDF drawing it had no text for it ("Kazemier" extracted and found as "Ka emier"). The
 * characters of a later request fill them in.
 */
function keepCodePoints(font: Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters) => {
    const glyph = getGlyph(id, characters) as (Glyph & { codePoints: number[] }) | null;
    if (glyph && glyph.codePoints.length === 0 && characters && characters.length > 0) {
      glyph.codePoints = [...characters];
    }
    return glyph as Glyph;
  };
}

function loadFont(file: string): LoadedFont {
  const path = createRequire(import.meta.url).resolve(file);
  const font = create(readFileSync(path));
  // A .ttf holds one font; a collection would have no layout function.
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  if (Object.keys(font.variationAxes).length === 0) decodeGlyphsOnce(font);
  keepCodePoints(font);
  return {
    font,
    advances: new Map(),
    ascent: font.ascent / font.unitsPerEm,
    descent: -font.descent / font.unitsPerEm,
  };
}

function fonts(): Readonly<Record<FontKey, LoadedFont>> {
  loaded ??= {
    regular: loadFont(FONT_FILES.regular),
    bold: loadFont(FONT_FILES.bold),
    mono: loadFont(FONT_FILES.mono),
  };
  return loaded;
}

/**
 * Reads the fonts now rather than in the first report: fontkit parses its tables (character
 * map, shaping, kerning) on first use, a good part of the first report's time. A server can
 * call this at start so that no request pays for it.
 */
export function preloadReportFonts(): void {
  for (const { font } of Object.values(fonts())) font.layout('Łódź Müller Владимир 0123456789');
}

/** The fontkit font of a key: the same object for the life of the process. */
export const fontkitFont = (key: FontKey): Font => fonts()[key].font;

/** Ascent and descent (positive) of a font, in em. */
export function fontMetrics(key: FontKey): { ascent: number; descent: number } {
  const { ascent, descent } = fonts()[key];
  return { ascent, descent };
}

function advanceOf(loadedFont: LoadedFont, codePoint: number): number {
  let advance = loadedFont.advances.get(codePoint);
  if (advance === undefined) {
    const { font } = loadedFont;
    advance = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm;
    loadedFont.advances.set(codePoint, advance);
  }
  return advance;
}

/** Hebrew, Arabic and the scripts between (bidi.ts), by code point. */
const isRightToLeft = (codePoint: number): boolean =>
  (codePoint >= 0x0590 && codePoint <= 0x08ff) ||
  (codePoint >= 0xfb1d && codePoint <= 0xfdff) ||
  (codePoint >= 0xfe70 && codePoint <= 0xfefc);

/**
 * The width of a text in points, without kerning: kerning only narrows text, so a line measured
 * here never overflows once drawn. Text with right-to-left letters is measured word by word as
 * fontkit shapes it: Arabic letters take other forms, of other widths, as they join.
 */
export function textWidth(key: FontKey, text: string, size: number): number {
  const loadedFont = fonts()[key];
  let width = 0;
  let shaped = false;
  for (let i = 0; i < text.length; i++) {
    const codePoint = text.codePointAt(i) ?? 0;
    if (codePoint > 0xffff) i++;
    width += advanceOf(loadedFont, codePoint);
    shaped ||= isRightToLeft(codePoint);
  }
  if (!shaped) return width * size;
  // Word by word, as the words are drawn (pdfkit shapes each word alone).
  const { font } = loadedFont;
  let shapedWidth = 0;
  for (const word of text.split(' ')) {
    shapedWidth += word === '' ? 0 : font.layout(word).advanceWidth / font.unitsPerEm;
  }
  const spaces = text.split(' ').length - 1;
  return (shapedWidth + spaces * advanceOf(loadedFont, 32)) * size;
}

/** Whether a font has a glyph of its own for a character (not the missing-glyph box). */
export const hasGlyph = (key: FontKey, character: string): boolean =>
  fonts()[key].font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0);
