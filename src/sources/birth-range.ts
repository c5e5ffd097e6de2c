/**
 * The widest "born between" range read as birth dates, for every list format alike. The lists
 * give ranges of up to a generation where they know only an age band (UN and EU ranges of 10 to
 * 15 years, OFAC's "DOB 1955 to 1968"); a range wider than this says next to nothing of the person.
 */
export const MAX_RANGE_YEARS = 30;

/**
 * The birth dates a range from `from` to `to` (each YYYY, YYYY-MM or YYYY-MM-DD) stands for:
 * every year in it as a year alone, so that a customer born anywhere inside matches a year and
 * is never scored as contradicting it, and each end that is more than a year as written. A
 * range written backwards is read forwards; a range wider than MAX_RANGE_YEARS gives no date
 * (no evidence either way, rather than two ends that would contradict a birth in between).
 */
export function birthRange(from: string, to: string): string[] {
  const [first, last] = from <= to ? [from, to] : [to, from];
  if (first === last) return [first];
  const start = Number(first.slice(0, 4));
  const end = Number(last.slice(0, 4));
  if (end - start > MAX_RANGE_YEARS) return [];
  const years = Array.from({ length: end - start + 1 }, (_, i) => String(start + i));
  return [...(first.length > 4 ? [first] : []), ...years, ...(last.length > 4 ? [last] : [])];
}
