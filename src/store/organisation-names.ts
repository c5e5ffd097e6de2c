import { uuidLookupKey } from '../ids/uuidv7.js';

/**
 * Organisation names are how operators name tenants on the command line, where one name can
 * come in several encodings: "Zürich" composed or decomposed (macOS input), with a zero-width
 * space pasted in, in full-width letters. Each would otherwise be a tenant of its own whose
 * users see none of the real organisation's checks.
 */

/** Invisible characters: Unicode format (Cf, e.g. U+200B) and control (Cc) characters. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/u;
/** Scripts whose letter shapes ZWNJ and ZWJ choose: Arabic (Persian), Syriac and Indic. */
const JOINING_SCRIPTS =
  '[\\p{Script=Arabic}\\p{Script=Syriac}\\p{Script=Devanagari}\\p{Script=Bengali}' +
  '\\p{Script=Gurmukhi}\\p{Script=Gujarati}\\p{Script=Oriya}\\p{Script=Tamil}' +
  '\\p{Script=Telugu}\\p{Script=Kannada}\\p{Script=Malayalam}\\p{Script=Sinhala}]';
/**
 * ZWNJ and ZWJ (U+200C, U+200D) between letters (or a letter's marks, as a virama) of those
 * scripts: correctly spelt Persian and Indic names choose letter shapes with them (می‌خواهم,
 * क्‍ष). Elsewhere (between Latin letters, at an end, beside a space) they are a paste as any
 * other invisible character.
 */
const JOINER_IN_WORD = new RegExp(
  `(?<=${JOINING_SCRIPTS})[\\u200c\\u200d](?=${JOINING_SCRIPTS})`,
  'gu',
);

/** A name as it is stored and compared exactly: NFC, the form most input methods give. */
export const storedOrganisationName = (name: string): string => name.normalize('NFC');

/** Why a new organisation name is refused, or undefined when it may be stored. */
export function organisationNameProblem(name: string): string | undefined {
  return INVISIBLE.test(name.replace(JOINER_IN_WORD, ''))
    ? 'the organisation name must not hold control, format or zero-width characters'
    : undefined;
}

/**
 * What two names that look alike have in common: compatibility forms folded (full-width
 * letters, a no-break space), invisible format characters dropped, case aside.
 */
export const organisationNameKey = (name: string): string =>
  name
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase()
    .normalize('NFKC');

/** An organisation whose name looks like `name` (`organisationNameKey`), if any. */
export function lookAlikeOrganisation<T extends { name: string }>(
  organisations: readonly T[],
  name: string,
): T | undefined {
  const key = organisationNameKey(name);
  return organisations.find((o) => organisationNameKey(o.name) === key);
}

/**
 * The organisation a text names, as `Store.findOrganisation` reads it: the one with that id
 * (UUID hex in either case), else the one with that name exactly, read in NFC (names stored
 * before names were normalised may be in another form).
 */
export function organisationNamed<T extends { id: string; name: string }>(
  organisations: readonly T[],
  text: string,
): T | undefined {
  const id = uuidLookupKey(text);
  const name = storedOrganisationName(text);
  return (
    organisations.find((o) => o.id === id) ??
    organisations.find((o) => storedOrganisationName(o.name) === name)
  );
}
