/**
 * pdfkit shapes every word it draws with fontkit (kerning, ligatures) and caches the result,
 * but only per document: each report would shape the same words again, which was most of the
 * time a report took. Since the fontkit fonts live as long as the process (fonts.ts), their
 * shaped words can too: each document's font is handed one cache per font, shared, and
 * started afresh when it grows past a bound so that memory stays flat whatever is rendered.
 *
 * This reaches into pdfkit (its font's `layoutCache`, the cache its `fontLayoutCache` option
 * turns on); where that is not there, nothing is shared and rendering is only slower.
 */
import type { FontKey } from './fonts.js';

/** Shaped words kept per font before the cache is started afresh. */
export const SHARED_LAYOUT_CACHE_LIMIT = 5_000;

type LayoutCache = Record<string, unknown>;

const caches = new Map<FontKey, LayoutCache>();

/** Forgets every shaped word (for tests: a document must not depend on what came before). */
export function clearSharedLayoutCaches(): void {
  caches.clear();
}

/** Entries in the shared cache of a font (for tests). */
export const sharedLayoutCacheSize = (key: FontKey): number =>
  Object.keys(caches.get(key) ?? {}).length;

/**
 * Gives the document's current font (just selected with `doc.font(key)`) the process's shared
 * cache of shaped words for that font.
 */
export function shareLayoutCache(doc: PDFKit.PDFDocument, key: FontKey): void {
  const font = (doc as unknown as { _font?: { layoutCache?: unknown } })._font;
  if (typeof font?.layoutCache !== 'object' || font.layoutCache === null) return;
  let cache = caches.get(key);
  if (cache === undefined || Object.keys(cache).length > SHARED_LAYOUT_CACHE_LIMIT) {
    // Null prototype, as pdfkit's own: a word such as "constructor" is an ordinary key.
    cache = Object.create(null) as LayoutCache;
    caches.set(key, cache);
  }
  font.layoutCache = cache;
}
