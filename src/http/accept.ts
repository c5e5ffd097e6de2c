/**
 * Content negotiation by the Accept header (RFC 9110, section 12.5.1): which of the offered
 * media types the client prefers. Quality values decide; among equal ones, the more specific
 * range and then the order of `offered` decide.
 */

interface MediaRange {
  type: string;
  subtype: string;
  quality: number;
}

function parseRanges(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [range = '', ...parameters] = part.split(';').map((p) => p.trim().toLowerCase());
    const [type, subtype] = range.split('/');
    if (!type || !subtype) continue;
    let quality = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.split('=').map((p) => p.trim());
      if (name === 'q' && value !== undefined) {
        const q = Number(value);
        quality = Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
      }
    }
    ranges.push({ type, subtype, quality });
  }
  return ranges;
}

/** How specific a range is for a media type: 2 exact, 1 its type with any subtype, 0 any type, -1 no match. */
function specificity(range: MediaRange, type: string, subtype: string): number {
  if (range.type === type && range.subtype === subtype) return 2;
  if (range.type === type && range.subtype === '*') return 1;
  if (range.type === '*' && range.subtype === '*') return 0;
  return -1;
}

/**
 * The offered media type the header prefers, or undefined when it accepts none of them. An
 * absent or empty header accepts anything, so the first offered type is chosen.
 */
export function negotiate(
  header: string | undefined,
  offered: readonly string[],
): string | undefined {
  if (header === undefined || header.trim() === '') return offered[0];
  const ranges = parseRanges(header);
  let best: { media: string; quality: number } | undefined;
  for (const media of offered) {
    const [type = '', subtype = ''] = media.split('/');
    // The most specific range that matches decides the quality of this media type.
    let quality = 0;
    let matched = -1;
    for (const range of ranges) {
      const level = specificity(range, type, subtype);
      if (level > matched) {
        matched = level;
        quality = range.quality;
      }
    }
    if (matched >= 0 && quality > 0 && (best === undefined || quality > best.quality)) {
      best = { media, quality };
    }
  }
  return best?.media;
}
