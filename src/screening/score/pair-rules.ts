/**
 * Rules that keep two name parts from pairing in the alignment (`name-alignment.ts`), by what
 * the two subjects say beside their names: which word is the family name, and the gender.
 */
import type { NameToken, NormalisedName } from '../types.js';
import { NAME_PARTICLES } from '../normalise/particles.js';
import { isShortFormOf } from '../normalise/short-given-names.js';
import { lastWord } from './name-parts.js';

/**
 * Flag of the pair's facts: both names say their last word is the family name
 * (`NormalisedName.familyNameLast`).
 */
export const FAMILY_NAMES_SAID = 64;

/**
 * Flag of the pair's facts: the subjects are a man and a woman. A given name spelled otherwise
 * is then the other gender's name (Peter and Petra, Pieter and Petra), not a spelling of one.
 */
export const GENDERS_DIFFER = 128;

export const familyNamesSaid = (query: NormalisedName, candidate: NormalisedName): number =>
  query.familyNameLast === true && candidate.familyNameLast === true ? FAMILY_NAMES_SAID : 0;

/**
 * Where both names say their last word is the family name, an initial stands for a given name:
 * neither side's family name pairs with an initial of the other's (Ioanna Dekker is no D.
 * Ioannou by Dekker and D.). Clears those pairs of the alignment's similarities
 * (`scratch`, `nc` to a row).
 */
export function initialsOfGivenNamesOnly(
  scratch: Float64Array,
  q: readonly NameToken[],
  c: readonly NameToken[],
  nq: number,
  nc: number,
): void {
  const qi = lastWord(q, nq);
  const ci = lastWord(c, nc);
  for (let j = 0; j < nc && qi >= 0; j++) if (c[j]?.kind === 'initial') scratch[qi * nc + j] = 0;
  for (let i = 0; i < nq && ci >= 0; i++) if (q[i]?.kind === 'initial') scratch[i * nc + ci] = 0;
}

/**
 * Between a man and a woman, two given names spelled otherwise do not pair where one ends as a
 * woman's name does and the other not: that is the other gender's name (Peter or Pieter and
 * Petra scored 0.91, and 0.77 with the gender against; Jean and Jeanne, Andreas and Andrea).
 * Other spellings still pair: a word before the last is not always a given name (Zhang and
 * Chang of Zhang Wei written family name first, Gonzalez of Gonzalez Lopez, Muhammad after bin)
 * and Aleksandr and Alexander are one man's name under a gender written in error. The family
 * names (each side's last word) are left as they are. Clears those pairs of the alignment's
 * similarities (`scratch`, `nc` to a row).
 */
export function onlySameGivenNames(
  scratch: Float64Array,
  q: readonly NameToken[],
  c: readonly NameToken[],
  nq: number,
  nc: number,
): void {
  const qi = lastWord(q, nq);
  const ci = lastWord(c, nc);
  for (let i = 0; i < nq; i++) {
    if (i === qi || q[i]?.kind !== 'word') continue;
    for (let j = 0; j < nc; j++) {
      if (j === ci || c[j]?.kind !== 'word') continue;
      if ((scratch[i * nc + j] ?? 0) >= 1) continue;
      if (endsAsWoman(q[i]?.text ?? '') !== endsAsWoman(c[j]?.text ?? '')) {
        scratch[i * nc + j] = 0;
      }
    }
  }
}

/** Whether a given name ends in a or e, as most women's names of a man's stem do (Petra, Jeanne). */
const endsAsWoman = (word: string): boolean => /[ae]$/.test(word);

/**
 * Whether a person's given names and the other side's contradict each other: both sides have
 * given names (the parts before the last word, particles aside), one of them an initial, and
 * none paired in the alignment (`usedQ`, `usedC`). An initial pairs with a name of its letter,
 * so none paired means another letter: Jan is not A. of the listed A. van den Bosch. One
 * paired (Jan Kramer and J. A. Kramer) leaves the rest as middle names.
 */
export function givenNamesConflict(
  q: readonly NameToken[],
  c: readonly NameToken[],
  nq: number,
  nc: number,
  usedQ: Uint8Array,
  usedC: Uint8Array,
): boolean {
  const query = givenNames(q, nq, usedQ);
  const candidate = givenNames(c, nc, usedC);
  return (
    query.count > 0 &&
    candidate.count > 0 &&
    !query.paired &&
    !candidate.paired &&
    (query.initials || candidate.initials)
  );
}

function givenNames(tokens: readonly NameToken[], n: number, used: Uint8Array) {
  const last = lastWord(tokens, n);
  let count = 0;
  let paired = false;
  let initials = false;
  for (let i = 0; i < n; i++) {
    const token = tokens[i];
    if (i === last || !token) continue;
    const initial = token.kind === 'initial';
    if (!initial && (token.kind !== 'word' || NAME_PARTICLES.has(token.text))) continue;
    count++;
    initials ||= initial;
    paired ||= used[i] === 1;
  }
  return { count, paired, initials };
}

/**
 * Beside the same full birth date, a Dutch call name pairs with its official given name
 * (`normalise/short-given-names.ts`: Henk and Hendrik, Jan and Johannes) at `similarity`, as an
 * initial does with a name of its letter. Not on the name alone: Jan and Johannes are as often
 * two people, and a list of namesakes by either name would all be hits.
 */
export function callNamesPaired(
  scratch: Float64Array,
  q: readonly NameToken[],
  c: readonly NameToken[],
  nq: number,
  nc: number,
  similarity: number,
): void {
  for (let i = 0; i < nq; i++) {
    const a = q[i];
    if (a?.kind !== 'word') continue;
    for (let j = 0; j < nc; j++) {
      const b = c[j];
      if (b?.kind !== 'word' || (scratch[i * nc + j] ?? 0) >= similarity) continue;
      if (isShortFormOf(a.text, b.text)) scratch[i * nc + j] = similarity;
    }
  }
}
