/**
 * The Dutch particles of a family name in a company's name as one reading, however written:
 * glued on as a run ("Vanderlinden Bakkerij" is Van der Linden Bakkerij) or abbreviated ("vd",
 * "v.d.", "vdr" for "van der"). Folded tokens in and out, applied to listed and asked-for names
 * alike. Runs of two particles are read apart ("van de", "van den" and "van der" begin no other
 * words); a single "van" only before what begins as a family name does (`singleVanApart`), and
 * only in the reading compared with a name that has "van" (`NormalisedName.gluedVanApart`); a
 * single "de", "ter" or "ten" never, as they begin too many words (Delta, Terminal, Tender).
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

/** The consonants before the first vowel of a family name after "van" (Dijk, Schaik, Vliet). */
const VAN_NAME_ONSETS = new Set(
  (
    'b c d f g h j k l m n p r s t v w z bl br ch dr fl fr gl gr kl kn kr pl pr sch schr sl sm ' +
    'sn sp st str tr vl vr wr zw'
  ).split(' '),
);

/** Words that begin with "van" and a name's beginning, yet are no "van" and a name. */
const NOT_VAN_AND_NAME = ['vantage', 'vanguard', 'vancouver', 'vandal', 'vandaag', 'vanwege'];

/**
 * Whether a word is "van" glued to a family name ("Vanleeuwen" for van Leeuwen): at least four
 * letters after it, beginning with a consonant as such names do, so that Vane, Vanity, Vanessa
 * and Vanilla stay whole (a vowel after "van", as in a glued "van Essen", is left so too: the
 * same letters begin Vanessa). A word beginning like a run of two ("Vandeel") is read as that
 * run or not at all, and a few words are known to be none (Vantage, Vanguard).
 */
function singleVanApart(word: string): boolean {
  if (!word.startsWith('van') || word.startsWith('vande') || word.length - 3 < REST) return false;
  if (NOT_VAN_AND_NAME.some((w) => word.startsWith(w))) return false;
  const onset = /^[^aeiouy]*/.exec(word.slice(3))?.[0] ?? '';
  return onset.length < word.length - 3 && VAN_NAME_ONSETS.has(onset);
}

/**
 * The tokens with the particles read apart and written out. An abbreviation counts only before
 * a word ("vd Wal"); "v.d." (folded to v, d) only there and not after another single letter,
 * where the letters are more likely initials (A.V.D. Services). `singleVan`: a single glued
 * "van" is read apart too (`singleVanApart`).
 */
export function withParticlesWrittenOut(
  parts: readonly string[],
  singleVan = true,
): readonly string[] {
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
      else if (singleVan && singleVanApart(part)) replaced = ['van', part.slice(3)];
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
