/**
 * Line breaking of inline text: runs of styled text into lines of a given width, measured with
 * the report's fonts so that every height is known before anything is drawn. White space
 * collapses as in HTML; lines break at spaces, and a word wider than the line (a UUID, an e-mail
 * address) after a hyphen or slash or before a dot or @, and only where that is not enough
 * between characters. Right-to-left words (an Arabic name) are put in visual order (bidi.ts).
 */
import { neutralEnds, visualOrder, wordDirection } from './bidi.js';
import { fontMetrics, textWidth, type FontKey } from './fonts.js';

export interface TextStyle {
  font: FontKey;
  size: number;
  color: string;
  /** A box behind the text (codes). */
  background?: string;
}

/** Styled text; `hardBreak` is a line break (`<br>`), its text ignored. */
export interface Run {
  text: string;
  style: TextStyle;
  hardBreak?: boolean;
}

export interface Fragment {
  /** From the start of the line. */
  x: number;
  width: number;
  text: string;
  style: TextStyle;
}

export interface TextLine {
  fragments: Fragment[];
  width: number;
  height: number;
  /** From the top of the line. */
  baseline: number;
}

export type TextAlign = 'left' | 'right' | 'center';

/**
 * Text with its runs of white space as HTML counts it (space, tab, line breaks; not the
 * no-break space, which binds "60 %") made single spaces, and none at either end.
 */
export const collapseSpaces = (text: string): string =>
  text.replace(/[ \t\n\r\f]+/g, ' ').replace(/^ | $/g, '');

/** Line height as a multiple of the font size. */
export const LINE_HEIGHT = 1.3;

interface Piece {
  text: string;
  style: TextStyle;
  width: number;
}

type Token =
  | { kind: 'word'; pieces: Piece[] }
  | { kind: 'space'; piece: Piece }
  | { kind: 'break'; style: TextStyle };

const piece = (text: string, style: TextStyle): Piece => ({
  text,
  style,
  width: textWidth(style.font, text, style.size),
});

/**
 * Words (pieces of one or more runs not separated by white space), single spaces between them,
 * and hard breaks.
 */
function tokenize(runs: readonly Run[]): Token[] {
  const tokens: Token[] = [];
  let word: Piece[] | undefined;
  const endWord = () => {
    if (word) tokens.push({ kind: 'word', pieces: word });
    word = undefined;
  };
  for (const run of runs) {
    if (run.hardBreak) {
      endWord();
      tokens.push({ kind: 'break', style: run.style });
      continue;
    }
    for (const part of run.text.split(/([ \t\n\r\f]+)/)) {
      if (part === '') continue;
      if (/^[ \t\n\r\f]/.test(part)) {
        endWord();
        const last = tokens[tokens.length - 1];
        if (last !== undefined && last.kind !== 'space') {
          tokens.push({ kind: 'space', piece: piece(' ', run.style) });
        }
      } else {
        (word ??= []).push(piece(part, run.style));
      }
    }
  }
  endWord();
  return tokens;
}

/** A word too wide for a line, cut between characters into parts that each fit. */
function splitCharacters(pieces: readonly Piece[], width: number): Piece[][] {
  const parts: Piece[][] = [];
  let part: Piece[] = [];
  let used = 0;
  for (const p of pieces) {
    let text = '';
    for (const character of p.text) {
      const w = textWidth(p.style.font, character, p.style.size);
      if (used + w > width && used > 0) {
        if (text !== '') part.push(piece(text, p.style));
        parts.push(part);
        part = [];
        text = '';
        used = 0;
      }
      text += character;
      used += w;
    }
    if (text !== '') part.push(piece(text, p.style));
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/**
 * Where a word may break before it is cut anywhere: after a hyphen, slash or underscore, before
 * a dot or an at sign (an e-mail address, a domain, a UUID).
 */
const BREAK_OPPORTUNITY = /(?<=[-/_\u2010])(?=.)|(?<=.)(?=[.@])/u;

/** A word as segments between its break opportunities, each segment a list of pieces. */
function segmentsOf(pieces: readonly Piece[]): Piece[][] {
  const segments: Piece[][] = [[]];
  for (const p of pieces) {
    p.text.split(BREAK_OPPORTUNITY).forEach((text, index) => {
      if (index > 0) segments.push([]);
      segments[segments.length - 1]?.push(piece(text, p.style));
    });
  }
  return segments.filter((segment) => segment.length > 0);
}

const widthOf = (pieces: readonly Piece[]): number => pieces.reduce((sum, p) => sum + p.width, 0);

/**
 * A word too wide for a line, in parts that each fit: broken at its break opportunities, and
 * only a part still too wide between characters, as CSS's overflow-wrap does as a last resort.
 */
function splitWord(pieces: readonly Piece[], width: number): Piece[][] {
  const parts: Piece[][] = [];
  let part: Piece[] = [];
  for (const segment of segmentsOf(pieces)) {
    const segmentWidth = widthOf(segment);
    if (part.length > 0 && widthOf(part) + segmentWidth <= width) {
      part.push(...segment);
      continue;
    }
    if (part.length > 0) parts.push(part);
    if (segmentWidth <= width) {
      part = [...segment];
      continue;
    }
    const cut = splitCharacters(segment, width);
    part = cut.pop() ?? [];
    parts.push(...cut);
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

const sameStyle = (a: TextStyle, b: TextStyle): boolean =>
  a.font === b.font && a.size === b.size && a.color === b.color && a.background === b.background;

/**
 * The pieces of a line in the order they are drawn: a stretch of right-to-left words from right
 * to left (bidi.ts). Each piece of such a word is drawn on its own, so that pdfkit shapes that
 * word alone.
 */
function drawnOrder(pieces: readonly Piece[]): { piece: Piece; alone: boolean }[] {
  const units: Piece[][] = [];
  for (const p of pieces) {
    const last = units[units.length - 1];
    const space = p.text === ' ';
    if (!space && last !== undefined && last[0]?.text !== ' ') last.push(p);
    else units.push([p]);
  }
  const direction = (unit: readonly Piece[]) => wordDirection(unit.map((p) => p.text).join(''));
  if (!units.some((unit) => direction(unit) === 'rtl')) {
    return pieces.map((piece) => ({ piece, alone: false }));
  }
  return visualOrder(units.flatMap(withNeutralEnds), direction).flatMap(
    (unit): { piece: Piece; alone: boolean }[] =>
      direction(unit) === 'rtl'
        ? [...unit].reverse().map((piece) => ({ piece, alone: true }))
        : unit.map((piece) => ({ piece, alone: false })),
  );
}

/**
 * A right-to-left word with the quotes and punctuation at its ends as units of their own
 * (`neutralEnds`), so that those closing a stretch stay outside it; other words as they are.
 */
function withNeutralEnds(unit: Piece[]): Piece[][] {
  const first = unit[0];
  const last = unit[unit.length - 1];
  if (!first || !last || wordDirection(unit.map((p) => p.text).join('')) !== 'rtl') return [unit];
  const head = neutralEnds(first.text).before;
  const tail = neutralEnds(last.text).after;
  if (head === '' && tail === '') return [unit];
  const middle = unit.map((p, i) => {
    const start = i === 0 ? head.length : 0;
    const end = i === unit.length - 1 ? p.text.length - tail.length : p.text.length;
    return start === 0 && end === p.text.length ? p : piece(p.text.slice(start, end), p.style);
  });
  return [
    ...(head === '' ? [] : [[piece(head, first.style)]]),
    middle.filter((p) => p.text !== ''),
    ...(tail === '' ? [] : [[piece(tail, last.style)]]),
  ];
}

function finishLine(
  pieces: readonly Piece[],
  align: TextAlign,
  width: number,
  emptyStyle?: TextStyle,
): TextLine {
  // Spaces at the end of a line take no room.
  let end = pieces.length;
  while (end > 0 && pieces[end - 1]?.text === ' ') end--;
  const fragments: Fragment[] = [];
  let x = 0;
  // An empty line (two breaks in a row) is as high as a line of the break's text.
  let size = end === 0 && emptyStyle ? emptyStyle.size : 0;
  let ascent = end === 0 && emptyStyle ? fontMetrics(emptyStyle.font).ascent * size : 0;
  let descent = end === 0 && emptyStyle ? fontMetrics(emptyStyle.font).descent * size : 0;
  let joinable = false;
  for (const { piece: p, alone } of drawnOrder(pieces.slice(0, end))) {
    const last = fragments[fragments.length - 1];
    if (!joinable && p.text === ' ') {
      // A space after a word drawn alone is only room.
      x += p.width;
      continue;
    }
    if (last && joinable && !alone && sameStyle(last.style, p.style)) {
      last.text += p.text;
      last.width += p.width;
    } else {
      fragments.push({ x, width: p.width, text: p.text, style: p.style });
    }
    joinable = !alone;
    x += p.width;
    const metrics = fontMetrics(p.style.font);
    size = Math.max(size, p.style.size);
    ascent = Math.max(ascent, metrics.ascent * p.style.size);
    descent = Math.max(descent, metrics.descent * p.style.size);
  }
  const shift = align === 'right' ? width - x : align === 'center' ? (width - x) / 2 : 0;
  if (shift > 0) for (const f of fragments) f.x += shift;
  const height = size * LINE_HEIGHT;
  return { fragments, width: x, height, baseline: (height - ascent - descent) / 2 + ascent };
}

/** Lines of at most `width` points; an empty list when the runs hold no visible text. */
export function breakLines(
  runs: readonly Run[],
  width: number,
  align: TextAlign = 'left',
): TextLine[] {
  const lines: TextLine[] = [];
  let line: Piece[] = [];
  let used = 0;
  let space: Piece | undefined;
  const newLine = (emptyStyle?: TextStyle) => {
    lines.push(finishLine(line, align, width, emptyStyle));
    line = [];
    used = 0;
    space = undefined;
  };
  for (const token of tokenize(runs)) {
    if (token.kind === 'break') {
      newLine(token.style);
      continue;
    }
    if (token.kind === 'space') {
      if (line.length > 0) space = token.piece;
      continue;
    }
    const wordWidth = token.pieces.reduce((sum, p) => sum + p.width, 0);
    const spaceWidth = space?.width ?? 0;
    if (used + spaceWidth + wordWidth <= width) {
      if (space) line.push(space);
      line.push(...token.pieces);
      used += spaceWidth + wordWidth;
      space = undefined;
      continue;
    }
    // The word goes to a new line; wider than a whole line, it is cut between characters.
    if (line.length > 0) newLine();
    const parts = wordWidth <= width ? [token.pieces] : splitWord(token.pieces, width);
    parts.forEach((part, index) => {
      if (index > 0) newLine();
      line.push(...part);
      used = part.reduce((sum, p) => sum + p.width, 0);
    });
  }
  if (line.length > 0) newLine();
  return lines;
}
