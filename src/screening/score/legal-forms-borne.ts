/**
 * Legal forms a listed company bears across the spellings of one of its names. Lists give a
 * company's name in its own script with its own form and in English with the English one
 * (Северный Ветер ООО and Severny Veter LLC): asked for with the form of one, it is no other
 * legal form against the other, which is the same company. Only another spelling of the name
 * matched counts: a listing's unrelated alias (Beta Maritime FZE beside Alpha Shipping LLC) says
 * nothing of the form of the name matched.
 */
import type { NameToken, NormalisedName } from '../types.js';

/** Flag of the pair's facts (`name-alignment.ts`): the entity bears a form of the query's name. */
export const LEGAL_FORM_BORNE = 32;

const NO_FORMS: ReadonlySet<string> = new Set();

/** The legal forms of one name (a company's query name). */
export function legalFormsOf(name: NormalisedName): ReadonlySet<string> {
  let forms: Set<string> | undefined;
  for (const token of name.tokens)
    if (token.kind === 'legal') (forms ??= new Set()).add(token.text);
  return forms ?? NO_FORMS;
}

const wordsOf = (name: NormalisedName): NameToken[] =>
  name.tokens.filter((token) => token.kind !== 'legal');

/**
 * Whether two names of a listing are one name apart from their forms: the same words in the same
 * order, each the same or sounding the same (a transliteration: severnyy, severny).
 */
function sameWords(a: NormalisedName, b: NormalisedName): boolean {
  const [wa, wb] = [wordsOf(a), wordsOf(b)];
  if (wa.length === 0 || wa.length !== wb.length) return false;
  return wa.every((token, i) => {
    const other = wb[i];
    if (!other || token.kind !== other.kind) return false;
    return (
      token.text === other.text || (token.phonetic !== '' && token.phonetic === other.phonetic)
    );
  });
}

/**
 * Whether a form asked (`asked`, of the query's name) is borne by `matched`, the listed name
 * compared, or by another name of the listing (`names`) that is the same name spelt otherwise.
 */
export function legalFormBorne(
  asked: ReadonlySet<string>,
  matched: NormalisedName,
  names: readonly NormalisedName[],
): boolean {
  if (asked.size === 0) return false;
  for (const name of names) {
    if (name === matched || !name.tokens.some((t) => t.kind === 'legal' && asked.has(t.text))) {
      continue;
    }
    if (sameWords(name, matched)) return true;
  }
  return false;
}
