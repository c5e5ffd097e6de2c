/**
 * Family-name particles ("van den Berg", "bin Laden", "de la Cruz"), and the spellings that
 * glue them to the name: registers and lists write "van Leeuwen", "Van Leeuwen" and
 * "Vanleeuwen" for one family.
 */
import type { NameToken, NormalisedName } from '../types.js';
import { phoneticKey } from './phonetic.js';

// prettier-ignore
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'van', 'von', 'der', 'den', 'de', 'del', 'della', 'di', 'da', 'du', 'des', 'la', 'le', 'el',
  'al', 'bin', 'ibn', 'bint', 'binti', 'ben', 'abu', 'ter', 'ten', 'het', 'dos', 'das', 'y',
  'in',
]);

/**
 * What is glued with the particles: also the contractions 't and 's (van 't Hof, in 't Veld,
 * folded to a single letter, read as an initial otherwise) and "op" (op den Akker).
 */
const GLUED_WITH: ReadonlySet<string> = new Set([...NAME_PARTICLES, 't', 's', 'op']);

/**
 * Glued particles read apart: only those that do not also begin common names ("de" begins
 * Dekker, "al" Albert), longest first, and only before at least four more letters.
 */
export const GLUED_PREFIXES = ['vander', 'vanden', 'vande', 'van', 'von', 'ter', 'ten'];
const SPLIT = new Map([
  ['vander', ['van', 'der']],
  ['vanden', ['van', 'den']],
  ['vande', ['van', 'de']],
]);

const word = (text: string): NameToken => ({ text, kind: 'word', phonetic: phoneticKey(text) });
/** A particle that can start a run: a word ("van"), not a contraction ("T." is an initial). */
const startsRun = (token: NameToken | undefined): boolean =>
  token?.kind === 'word' && (GLUED_WITH.has(token.text) || SPLIT.has(token.text));
/** Within a run, the contractions 't and 's (one letter once folded) belong to it too. */
const inRun = (token: NameToken | undefined): boolean =>
  startsRun(token) || (token?.kind === 'initial' && GLUED_WITH.has(token.text));

/** The name with each run of particles glued to the word after it ("van der Berg" -> "vanderberg"). */
function glued(tokens: readonly NameToken[]): NameToken[] | undefined {
  const out: NameToken[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    let j = i;
    if (startsRun(tokens[j])) while (inRun(tokens[j])) j++;
    const next = tokens[j];
    if (j > i && next?.kind === 'word') {
      out.push(
        word(
          tokens
            .slice(i, j + 1)
            .map((t) => t.text)
            .join(''),
        ),
      );
      changed = true;
      i = j;
    } else out.push(tokens[i] as NameToken);
  }
  return changed ? out : undefined;
}

/** The name with glued particles read apart ("vanleeuwen" -> "van leeuwen"). */
function split(tokens: readonly NameToken[]): NameToken[] | undefined {
  let changed = false;
  const out = tokens.flatMap((token) => {
    if (token.kind !== 'word') return [token];
    const prefix = GLUED_PREFIXES.find(
      (p) => token.text.startsWith(p) && token.text.length - p.length >= 4,
    );
    if (!prefix) return [token];
    changed = true;
    return [...(SPLIT.get(prefix) ?? [prefix]).map(word), word(token.text.slice(prefix.length))];
  });
  return changed ? out : undefined;
}

/**
 * Other spellings of a person's name: particles glued on, glued particles read apart, and
 * both ("van denberg" -> "vandenberg" -> "van den berg"); none if it has no particle.
 */
export function particleVariants(name: NormalisedName): NormalisedName[] {
  const joined = glued(name.tokens);
  const seen = new Set([textOf(name.tokens)]);
  return [joined, split(name.tokens), joined && split(joined)].flatMap((tokens) => {
    if (!tokens || seen.has(textOf(tokens))) return [];
    seen.add(textOf(tokens));
    return [{ original: name.original, tokens }];
  });
}

const textOf = (tokens: readonly NameToken[]): string => tokens.map((t) => t.text).join(' ');

/** The name with its particles glued on ("Ayşe van Leeuwen" -> "ayse vanleeuwen"), if it has any. */
export function gluedVariant(name: NormalisedName): NormalisedName | undefined {
  const tokens = glued(name.tokens);
  return tokens ? { original: name.original, tokens } : undefined;
}
