/**
 * A Korean given name is its syllables in their order: 김일성 (Kim Il Sung) and 김성일 (Kim Song
 * Il) are two names, and so are Jong-nam and Nam-jong. The alignment pairs parts in any order,
 * as persons' names are written in many (Il Sung Kim is Kim Il Sung), so these scored 0.92.
 */
import { pairC, pairC2, pairQ, pairQ2 } from './alignment-pairs.js';

/** Whether an index is the first or the last of a name of three parts. */
const atEnd = (index: number): boolean => index === 0 || index === 2;

/**
 * Whether the last alignment of two Korean names of three parts each (a family name and a given
 * name of two syllables, the family name first or last) paired every part one to one, and the
 * two parts besides the family name stand in the other order on the other side. The family
 * name is a pair at an end of both names; where two pairs may be it, both must say so (Sung Il
 * Kim against Kim Il Sung is Kim Sung-il or Sung Il-kim, either way another name).
 */
export function givenSyllablesSwapped(nq: number, nc: number, pairs: number): boolean {
  if (nq !== 3 || nc !== 3 || pairs !== 3) return false;
  let swapped: boolean | undefined;
  for (let family = 0; family < 3; family++) {
    if ((pairQ2[family] ?? -1) >= 0 || (pairC2[family] ?? -1) >= 0) return false;
    if (!atEnd(pairQ[family] ?? -1) || !atEnd(pairC[family] ?? -1)) continue;
    const a = (family + 1) % 3;
    const b = (family + 2) % 3;
    const order = ((pairQ[a] ?? 0) - (pairQ[b] ?? 0)) * ((pairC[a] ?? 0) - (pairC[b] ?? 0)) < 0;
    if (swapped !== undefined && swapped !== order) return false;
    swapped = order;
  }
  return swapped === true;
}
