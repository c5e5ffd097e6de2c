/**
 * Legal forms a listed company bears across its names. Lists give a company's name in its own
 * script with its own form and in English with the English one (Северный Ветер ООО and
 * Severny Veter LLC): asked for with the form of one name, it is no other legal form against
 * the other, which is the same company.
 */
import type { NormalisedName } from '../types.js';

/** Flag of the pair's facts (`name-alignment.ts`): the entity bears a form of the query's name. */
export const LEGAL_FORM_BORNE = 32;

const formsOf = (names: readonly NormalisedName[]): Set<string> => {
  const forms = new Set<string>();
  for (const name of names) {
    for (const token of name.tokens) if (token.kind === 'legal') forms.add(token.text);
  }
  return forms;
};

/** Whether a legal form of the query's names is one of the candidate's, in any of its names. */
export function legalFormBorne(
  query: readonly NormalisedName[],
  candidate: readonly NormalisedName[],
): boolean {
  const asked = formsOf(query);
  if (asked.size === 0) return false;
  for (const form of formsOf(candidate)) if (asked.has(form)) return true;
  return false;
}
