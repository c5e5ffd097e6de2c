import { normaliseIdentifier, normaliseNameVariants } from './normalise/index.js';
import { otherLetterSpellings } from './normalise/letter-spellings.js';
import { gluedVariant, particleVariants } from './normalise/particles.js';
import type { MatchSubject, NormalisedName, ScreeningQuery } from './types.js';

/**
 * A person's names and, after them, their spellings with particles glued on or read apart, so
 * "van Leeuwen" finds "Vanleeuwen" and back. A company's names only with particles glued on
 * ("Van den Bosch Beheer" as "vandenbosch beheer"): the index holds every listed name glued as
 * well, so "Vandenbosch Beheer" finds the listed Van den Bosch Beheer, and "In 't Veld
 * Diensten" the listed Intveld Diensten. Read apart, words of a company's name beginning like
 * a particle (Terminal, Vantage, Tennis) would be other names.
 */
function withParticleVariants(
  names: NormalisedName[],
  kind: ScreeningQuery['kind'],
  glueCompanies: boolean,
): NormalisedName[] {
  if (kind === 'company' && !glueCompanies) return names;
  const spellings =
    kind === 'company'
      ? (name: NormalisedName) => [gluedVariant(name)].filter((v) => v !== undefined)
      : particleVariants;
  const seen = new Set(names.map((n) => n.tokens.map((t) => t.text).join(' ')));
  const variants = names.flatMap(spellings).filter((variant) => {
    const key = variant.tokens.map((t) => t.text).join(' ');
    return !seen.has(key) && Boolean(seen.add(key));
  });
  return variants.length === 0 ? names : [...names, ...variants];
}

/**
 * The names as the scorer compares them, each also in its other spellings and, where a title
 * may be a family name, with it kept.
 */
function normalisedNames(
  names: readonly string[],
  kind: ScreeningQuery['kind'],
  glueCompanies: boolean,
) {
  return withParticleVariants(
    names
      .flatMap((n) => {
        const { spellings, secondary } = otherLetterSpellings(n);
        return [n, ...spellings].flatMap((written) =>
          normaliseNameVariants(written, kind).map((name) =>
            secondary.has(written) ? { ...name, secondaryReading: true } : name,
          ),
        );
      })
      .filter((n) => n.tokens.length > 0),
    kind,
    glueCompanies,
  );
}

/** The names marked as ending with the family name, where the query says they do. */
const familyNamesSaid = (names: NormalisedName[], said: boolean): NormalisedName[] =>
  said ? names.map((name) => ({ ...name, familyNameLast: true })) : names;

/** What the explanation says of a name the subject bears in part. */
export const IN_PART = ' (part of the name asked)';

/**
 * A query in the scorer's terms: the subject, and the subject by the names it bears in part
 * (`ScreeningQuery.namesInPart`), where it gives any. `glueCompanies`: a company's name is also
 * asked with its particles glued on (screening; not the register's company search, which lists
 * the names holding the words asked).
 */
export function subjectsOf(
  query: ScreeningQuery,
  glueCompanies = true,
): {
  subject: MatchSubject;
  inPart?: MatchSubject;
} {
  const said = query.familyNameLast === true && query.kind !== 'company';
  const subject: MatchSubject = {
    kind: query.kind,
    names: familyNamesSaid(normalisedNames(query.names, query.kind, glueCompanies), said),
    birthDates: query.birthDates ?? [],
    countries: query.countries ?? [],
    gender: query.gender,
    identifiers: (query.identifiers ?? []).map(normaliseIdentifier).filter((i) => i.length >= 4),
    ...(query.twoFamilyNames && { twoFamilyNames: true }),
  };
  const partNames = familyNamesSaid(
    normalisedNames(query.namesInPart ?? [], query.kind, glueCompanies),
    said,
  ).map((name) => ({
    ...name,
    original: `${name.original}${IN_PART}`,
  }));
  return partNames.length === 0
    ? { subject }
    : { subject, inPart: { ...subject, names: partNames } };
}
