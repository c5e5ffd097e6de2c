/**
 * FollowTheMoney's Ownership.percentage is a free string: besides a number ("60", "33,33",
 * "50 %") registers write bands ("75-100%", "25 to 50 %", ">25%", "more than 25% but not more
 * than 50%", the UK PSC bands). This reads both; a band is a share known only between bounds.
 */

/** A share known only between two bounds, in %. */
export interface ShareRange {
  low: number;
  high: number;
  /**
   * The holder has more than `low` rather than at least `low`. A band's lower bound is read so
   * ("25-50%" is more than 25 %), as the UK PSC bands and the Dutch UBO register (">25-50%")
   * define theirs; "at least 25 %" and "25 % or more" are not.
   */
  lowExclusive: boolean;
  /** The value as the source wrote it. */
  text: string;
}

export type ParsedPercentage = { value: number } | { range: ShareRange };

const NUMBER = /\d+(?:\.\d+)?/g;

const MORE_THAN = ['>', 'more than', 'over', 'above', 'greater than', 'meer dan', 'boven'];
const AT_LEAST = ['>=', 'at least', 'from', 'minimum', 'ten minste', 'minimaal', 'vanaf', 'van'];
const AT_MOST = [
  '<=',
  '<',
  'not more than',
  'no more than',
  'less than',
  'up to',
  'at most',
  'under',
  'below',
  'maximum',
  'max',
  'minder dan',
  'niet meer dan',
  'tot en met',
  'tot',
  't/m',
];
const OR_MORE = ['or more', '+', 'and more', 'of meer', 'en meer'];
/** Between the two numbers of a band, after the upper bound's own words are taken off. */
const BETWEEN = ['-', 'to', 'tot', 'and', 'en', 'but', ',', 'but not more than'];

/** Lower case, one kind of dash and comparison sign, `%` for every spelling of per cent. */
function normalized(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      // Companies House's natures of control, as some FtM exports carry them.
      .replace(/^ownership-of-shares-(\d+)-to-(\d+)-percent\b.*$/, '$1-$2')
      .replace(/^ownership-of-shares-more-than-(\d+)-percent\b.*$/, '>$1')
      .replace(/(\d),(\d)/g, '$1.$2')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/≥/g, '>=')
      .replace(/≤/g, '<=')
      .replace(/\s*(?:per ?cent|procent|pct\.?)\b/g, '%')
      .replace(/%/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Whether the words beside a number are exactly one of `words`. */
const oneOf = (text: string, words: readonly string[]): boolean => words.includes(text.trim());

/**
 * A percentage or a band of percentages as registers write them; undefined for anything else
 * (the check then counts the share as unknown). Numbers outside 0-100 are returned as they are
 * (the UBO computation refuses them); a band must run from low to high within 0-100.
 */
export function parsePercentage(raw: string): ParsedPercentage | undefined {
  const text = normalized(raw);
  const numbers = [...text.matchAll(NUMBER)];
  const [first, second] = numbers;
  if (first === undefined || numbers.length > 2) return undefined;
  const before = text.slice(0, first.index).trim();
  const a = Number(first[0]);
  if (second === undefined) {
    const after = text.slice(first.index + first[0].length).trim();
    if (after === '') {
      if (before === '' || before === '-') return { value: before === '-' ? -a : a };
      const range = (low: number, high: number, lowExclusive: boolean) =>
        a >= 0 && a <= 100 ? { range: { low, high, lowExclusive, text: raw.trim() } } : undefined;
      if (oneOf(before, MORE_THAN)) return range(a, 100, true);
      if (oneOf(before, AT_LEAST)) return range(a, 100, false);
      if (oneOf(before, AT_MOST)) return range(0, a, false);
      return undefined;
    }
    if (before === '' && oneOf(after, OR_MORE) && a <= 100) {
      return { range: { low: a, high: 100, lowExclusive: false, text: raw.trim() } };
    }
    return undefined;
  }
  const between = text.slice(first.index + first[0].length, second.index).trim();
  const after = text.slice(second.index + second[0].length).trim();
  const b = Number(second[0]);
  if (after !== '' || a > b || b > 100) return undefined;
  const upperWords = AT_MOST.find((w) => between === w || between.endsWith(` ${w}`));
  const joint = upperWords ? between.slice(0, between.length - upperWords.length).trim() : between;
  if (!oneOf(joint, BETWEEN) && !(upperWords && joint === '')) return undefined;
  if (before !== '' && !oneOf(before, MORE_THAN) && !oneOf(before, AT_LEAST)) return undefined;
  return { range: { low: a, high: b, lowExclusive: !oneOf(before, AT_LEAST), text: raw.trim() } };
}

/** Why a percentage value cannot be stored: it has no number in it at all ("most", "n/a"). */
export function percentageProblem(value: string): string | undefined {
  return /\d/.test(value)
    ? undefined
    : `"${value}" is not a percentage: it has no number (as in 30, 26,5 %, 25-50 % or >25 %)`;
}
