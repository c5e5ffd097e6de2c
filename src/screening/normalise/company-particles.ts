/**
 * The Dutch particles of a family name in a company's name as one reading, however written:
 * glued on as a run ("Vanderlinden Bakkerij" is Van der Linden Bakkerij) or abbreviated ("vd",
 * "v.d.", "vdr" for "van der"). Folded tokens in and out, applied to listed and asked-for names
 * alike. Only runs of two particles are read apart: a single one also begins other words
 * (Vantage, Terminal, Tennis), and "van de", "van den" and "van der" do not.
 */

/** Glued runs, longest first, each read apart before at least four more letters. */
const GLUED_RUNS: readonly (readonly [string, readonly string[]])[] = [
  ['vander', ['van', 'der']],
  ['vanden', ['van', 'den']],
  ['vande', ['van', 'de']],
];
const REST = 4;

/**
 * Abbreviations of "van der" written as one word. "vd" stands for van de and van den as well;
 * read as van der it differs from those in a particle, which weighs little.
 */
const ABBREVIATED: ReadonlyMap<string, readonly string[]> = new Map([
  ['vd', ['van', 'der']],
  ['vdr', ['van', 'der']],
]);

const isWord = (token: string | undefined): boolean => token !== undefined && token.length > 1;

/**
 * The tokens with the particles read apart and written out. An abbreviation counts only before
 * a word ("vd Wal"); "v.d." (folded to v, d) only there and not after another single letter,
 * where the letters are more likely initials (A.V.D. Services).
 */
export function withParticlesWrittenOut(parts: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    let replaced: readonly string[] | undefined;
    let skip = 0;
    const abbreviated = ABBREVIATED.get(part);
    if (abbreviated && isWord(parts[i + 1])) replaced = abbreviated;
    else if (
      part === 'v' &&
      parts[i + 1] === 'd' &&
      isWord(parts[i + 2]) &&
      (i === 0 || isWord(parts[i - 1]))
    ) {
      replaced = ['van', 'der'];
      skip = 1;
    } else {
      const run = GLUED_RUNS.find(([p]) => part.startsWith(p) && part.length - p.length >= REST);
      if (run) replaced = [...run[1], part.slice(run[0].length)];
    }
    if (replaced === undefined) {
      out?.push(part);
      continue;
    }
    out ??= parts.slice(0, i);
    out.push(...replaced);
    i += skip;
  }
  return out ?? parts;
}
