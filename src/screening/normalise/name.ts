/**
 * The entry point of normalisation: a name as written to the tokens the index and the scorer
 * compare. transliterate -> fold -> tokens; for persons, "PUTIN, Vladimir" is turned round
 * and titles are dropped; for companies (and subjects of unknown kind) legal forms become one
 * `legal` token each; then every token is classified and words get their phonetic key.
 */
import type { NameToken, NormalisedName, SubjectKind } from '../types.js';
import { withAbdulPrefix } from './abd-names.js';
import { companyWords } from './company-words.js';
import { foldTokens } from './fold.js';
import { dropHonorifics } from './honorifics.js';
import { dropInvisible } from './invisible.js';
import {
  gluedKoreanGivenNames,
  hangulFamilyNameFirst,
  hangulFamilyNameOfOne,
  koreanFamilyNameFirst,
} from './korean-names.js';
import { findLegalForms, type LegalFormMatch } from './legal-forms.js';
import { phoneticKey } from './phonetic.js';
import { transliterate } from './transliterate.js';

/**
 * The folded tokens of a text in any script. Invisible characters go first: inside a word of
 * another script they would cut it in two runs, each transliterated on its own.
 */
export const nameTokens = (text: string): string[] =>
  foldTokens(transliterate(dropInvisible(text)));

// Latin, Arabic and ideographic commas.
const COMMA = /[,\u060c\uff0c]/;
const DIGITS = /^[0-9]+$/;
const INITIAL = /^[a-z]$/;
/** Words that only announce a number: "No. 1", "Nr 1", "№ 1" give the number 1. */
const NUMBER_WORDS = new Set(['no', 'nr', 'num', 'number', 'nummer', 'numero', 'numer']);

/**
 * A person's tokens: the part before the first comma goes last ("PUTIN, Vladimir"), and so
 * does a Korean family name written first ("Ri Yong-ho", 김정은, 남궁민: `korean-names.ts`).
 */
function personTokens(raw: string): readonly string[] {
  const comma = raw.search(COMMA);
  if (comma < 0) {
    const tokens = nameTokens(raw);
    const [family, ...given] = tokens;
    // Read without invisible characters, as the tokens are: \s takes the joiner U+FEFF for a space.
    const written = dropInvisible(raw);
    const familyFirst = koreanFamilyNameFirst(written) || hangulFamilyNameFirst(written);
    return family !== undefined && given.length > 0 && familyFirst ? [...given, family] : tokens;
  }
  const head = nameTokens(raw.slice(0, comma));
  const tail = nameTokens(raw.slice(comma + 1));
  return tail.length > 0 ? [...tail, ...head] : head;
}

const NO_FORMS: readonly LegalFormMatch[] = [];

const NO_VOWEL = /^[b-df-hj-np-tv-xz]{2,3}$/;
/** Short words without a vowel that are names or abbreviate one: Ng, Md (Mohammed), Th, Chr. */
const NOT_INITIALS: ReadonlySet<string> = new Set(['ng', 'md', 'mhd', 'th', 'ch', 'chr', 'wm']);

/** Letters of the Latin script only (besides digits, spaces and punctuation). */
const LATIN_ONLY = /^[\p{Script=Latin}\P{L}]*$/u;

/**
 * A person's initials written without dots or spaces ("PJ de Vries", as registers and forms
 * write them) are two letters: no given name is two or three consonants. The last part, the
 * family name, stays whole; so do names transliterated from a script that leaves out vowels
 * (Arabic "bn").
 */
function withInitialsApart(raw: string, parts: readonly string[]): readonly string[] {
  if (!LATIN_ONLY.test(raw)) return parts;
  if (!parts.some((part, i) => i < parts.length - 1 && isRunOfInitials(part))) return parts;
  return parts.flatMap((part, i) =>
    // ASCII letters only (NO_VOWEL), so one character is one letter.
    i < parts.length - 1 && isRunOfInitials(part) ? part.split('') : [part],
  );
}

const isRunOfInitials = (part: string): boolean => NO_VOWEL.test(part) && !NOT_INITIALS.has(part);

function classify(parts: readonly string[], forms: readonly LegalFormMatch[]): NameToken[] {
  const tokens: NameToken[] = [];
  let f = 0;
  for (let i = 0; i < parts.length; i++) {
    const form = forms[f];
    if (form?.start === i) {
      tokens.push({ text: form.code, kind: 'legal', phonetic: '' });
      i += form.length - 1;
      f++;
      continue;
    }
    const text = parts[i] ?? '';
    if (DIGITS.test(text)) {
      tokens.push({ text, kind: 'number', phonetic: '' });
    } else if (INITIAL.test(text)) {
      tokens.push({ text, kind: 'initial', phonetic: '' });
    } else if (
      NUMBER_WORDS.has(text) &&
      DIGITS.test(parts[i + 1] ?? '') &&
      forms[f]?.start !== i + 1
    ) {
      continue;
    } else {
      tokens.push({ text, kind: 'word', phonetic: phoneticKey(text) });
    }
  }
  return tokens;
}

/**
 * The tokens of a name, in written order (after the comma inversion of persons' names): the
 * scorer aligns tokens without regard to order. Empty or all-punctuation input gives none.
 */
export function normaliseName(raw: string, kind: SubjectKind): NormalisedName {
  if (kind === 'person') return personName(raw, dropHonorifics(personTokens(raw)));
  const parts = companyWords(nameTokens(raw));
  return { original: raw, tokens: classify(parts, findLegalForms(parts)) };
}

const personName = (raw: string, words: readonly string[]): NormalisedName => ({
  original: raw,
  tokens: classify(withInitialsApart(raw, withAbdulPrefix(words)), NO_FORMS),
});

/**
 * A company's name as `normaliseName` reads it; where that reads a single glued "van" apart,
 * the name as written followed by that reading, marked so (`NormalisedName.gluedVanApart`).
 */
function companyReadings(raw: string, name: NormalisedName): NormalisedName[] {
  const parts = nameTokens(raw);
  if (!parts.some((part) => part.startsWith('van'))) return [name];
  const written = companyWords(parts, false);
  if (written.length === companyWords(parts).length) return [name];
  return [
    { original: raw, tokens: classify(written, findLegalForms(written)) },
    { ...name, gluedVanApart: true },
  ];
}

/**
 * A name as `normaliseName` reads it and, for a person's name of two words one of which it
 * drops as a title, also with the title kept: Sheikh, Haji or Mirza before a given name is as
 * often the family name written first ("Sheikh Imran" for Imran Sheikh) as a title, and
 * dropped it would leave the family name unmatched; and for a name in Hangul that may begin
 * with a family name of two syllables or of one (황보라: Hwangbo Ra, Hwang Bo-ra), also read
 * with the family name of one (`hangulFamilyNameOfOne`); and for a Korean name in Latin
 * letters whose given name of two syllables is written as one word (Kim Jongun), also with it
 * cut in its syllables (`gluedKoreanGivenNames`). The scorer keeps the best.
 */
export function normaliseNameVariants(raw: string, kind: SubjectKind): NormalisedName[] {
  const name = normaliseName(raw, kind);
  if (kind !== 'person') return companyReadings(raw, name);
  const variants = [name];
  const familyNameOfOne = hangulFamilyNameOfOne(raw);
  if (familyNameOfOne !== undefined) variants.push(personName(raw, familyNameOfOne));
  const written = personTokens(raw);
  if (written.length === 2 && dropHonorifics(written).length === 1) {
    variants.push(personName(raw, written));
  }
  if (LATIN_ONLY.test(raw)) {
    for (const reading of gluedKoreanGivenNames(written)) {
      variants.push({ ...personName(raw, reading), koreanReading: true });
    }
  }
  return variants;
}
