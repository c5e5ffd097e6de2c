/**
 * A family name read into its prefix and the name itself, however it is written ("van der
 * Berg", "Berg, van der", the prefix in its own field), and the forms it may also be known or
 * kept under: each name of a double name, the prefix run into the name or taken off it.
 */
import { dropInvisible } from '../screening/normalise/index.js';
import { compact, foldName, splitAtDashes } from './name-fold.js';
import { latinLookAlikesRead } from './latin-look-alikes.js';
import {
  RUN_IN_ROMANCE_PREFIXES,
  isGluedPrefix,
  isParticleWord,
  isPrefixWord,
  isRomanceNameParticle,
  isRomanceParticle,
  prefixWordsOf,
} from './name-prefixes.js';
import { lookupTable } from '../entities/lookup-table.js';

/** A family name split into its prefix and the name itself, as written. */
export interface FamilyName {
  /** The prefix as written ("van der"), empty when there is none. */
  prefix: string;
  /** The family name without prefix, as written ("Berg"). */
  core: string;
}

/** "Van't Hof", "in’t Veld": the prefix 't run into the word before it, written apart. */
const withApostropheTApart = (text: string): string =>
  text.replace(/^(van|in|op|aan|uit|onder|voor)\s*['’`]\s*t(?=\s|$)/iu, "$1 't");

/**
 * The family name of a prefix field and a last-name field. Leading prefix words written into
 * the last name ("van der Berg") are moved to the prefix, as long as a name remains. Invisible
 * characters are dropped: JavaScript's \s takes U+FEFF for a space, yet it splits no name.
 */
export function familyNameOf(prefix: string | undefined, lastName: string | undefined): FamilyName {
  return readFamilyName(prefix, lastName, false);
}

/**
 * The family name as read before Romance particles were prefixes (Dutch prefix words only):
 * "De Los Santos" is Los Santos, "Santos, dos" the whole text. The check history reads the key
 * such a reading made, so that checks kept under it still count.
 */
export function familyNameReadBefore(
  prefix: string | undefined,
  lastName: string | undefined,
): FamilyName {
  return readFamilyName(prefix, lastName, true);
}

function readFamilyName(
  prefix: string | undefined,
  lastName: string | undefined,
  dutchOnly: boolean,
): FamilyName {
  // A shortened prefix run into the name ("v.d.Linden", "v.Dijk") is written apart first.
  let text = withApostropheTApart(
    latinLookAlikesRead(dropInvisible(lastName ?? '').trim()),
  ).replace(/^(v\.(?:\s*d\.(?:\s*[rn]\.)?)?)(?=\p{L})/iu, '$1 ');
  // "Bruijn, de": the sorting form of registers and address books, the prefix after a comma.
  const inverted = /^([^,]+),\s*([^,]+)$/.exec(text);
  if (inverted?.[1] && inverted[2] && isPrefixWord(inverted[2], '', dutchOnly)) {
    text = `${inverted[2].trim()} ${inverted[1].trim()}`;
  }
  const words = text.split(/\s+/).filter(Boolean);
  const moved: string[] = [];
  const after = (): string => foldName(moved.at(-1) ?? '').at(-1) ?? '';
  // Prefix words run together ("Delos Santos") only before a word that may be a name.
  const prefixAhead = (): boolean =>
    isPrefixWord(words[0] ?? '', after(), dutchOnly) &&
    (!isGluedPrefix(words[0] ?? '') || isPlausibleName(compact(words[1] ?? '')));
  while (words.length > 1 && prefixAhead()) {
    moved.push(words.shift() ?? '');
  }
  const given = withApostropheTApart(latinLookAlikesRead(dropInvisible(prefix ?? '').trim()));
  // The prefix given in its field and again in the last name ("de", "de Bruijn") is one prefix.
  const repeated =
    given !== '' && prefixWordsOf(moved.join(' ')).join(' ') === prefixWordsOf(given).join(' ');
  const prefixes = [given, ...(repeated ? [] : moved)].filter(Boolean);
  return { prefix: prefixes.join(' '), core: words.join(' ') };
}

/**
 * The names of a double family name as written ("Hendriks-Smit": Hendriks, Smit; any dash of
 * splitAtDashes, "Hendriks–Smit", is the hyphen), none for one name. Words apart ("García Pérez", the Spanish and Portuguese way) are names too, where no word
 * is a prefix or a particle ("Berg de Vries", "Ben Ali", "Mohamed Ben Ali" are not read so: where
 * one name ends is not known). A hyphenated part that is only a particle ("Ben-Ali", "Al-Hassan")
 * is no name of its own: such a name is one name.
 */
function doubleNameParts(core: string): NamePart[] {
  const hyphenated = splitAtDashes(core);
  // "Silva-dos": a part that is only a Romance particle is no name of its own either.
  if (hyphenated.length >= 2) {
    const noName = (part: string) => isParticleWord(part) || isRomanceParticle(part);
    return hyphenated.some(noName) ? [] : hyphenatedNames(hyphenated).map((name) => ({ name }));
  }
  const words = core.split(/\s+/).filter(Boolean);
  const oneName = words.length < 2 || words.some((w) => isPrefixWord(w) || isParticleWord(w));
  return oneName ? [] : namesApart(words);
}

/** A name of a double name, with the Romance particle it is written with apart from it. */
interface NamePart {
  name: string;
  particle?: string;
}

/**
 * The names of a double name written apart. A Romance particle that is a name elsewhere (da,
 * das, do, di, del, dal) goes with the name after it where the name has more besides ("da
 * Silva Santos" is da Silva and Santos, "Ferreira da Silva" Ferreira and da Silva): it is a
 * particle there, not a name, so a resident Da is no da Silva Santos. Of two words, or last,
 * each word is a name (Das Gupta, da Silva, Kumar Das: docs/decisions.md).
 */
function namesApart(words: readonly string[]): NamePart[] {
  const names: NamePart[] = [];
  let particles: string[] = [];
  words.forEach((word, i) => {
    if (i < words.length - 1 && isRomanceNameParticle(word)) {
      particles.push(word);
      return;
    }
    names.push({ name: word, ...(particles.length > 0 && { particle: particles.join(' ') }) });
    particles = [];
  });
  return names.length >= 2 ? names : words.map((name) => ({ name }));
}

/**
 * The names of a hyphenated double name. A prefix word starts the name after it ("Jansen-van-Dijk"
 * is Jansen and van Dijk): taken as a name of its own, "Le-Roux" or "Van-Dijk" would be found
 * as a resident called Le or Van. Only a last part is a name however it reads (Tran-Le, Kim-Du),
 * there being no name after it to start. A name whose first parts are prefix words is one name
 * with its prefix written in ("Van-den-Berg", "Le-Tran"): its one part is that name, found as
 * Berg or Tran is for van den Berg.
 */
function hyphenatedNames(parts: readonly string[]): string[] {
  const names: string[] = [];
  let starting: string[] = [];
  // The prefix word before a part, as "de" is before "los" ("De-Los-Santos").
  const after = (): string => foldName(starting.at(-1) ?? '').at(-1) ?? '';
  let lastIsPrefix = false;
  parts.forEach((part, i) => {
    const prefixWord = isPrefixWord(part, after());
    if (i < parts.length - 1 && prefixWord) {
      starting.push(part.trim());
      return;
    }
    lastIsPrefix = prefixWord;
    names.push([...starting, part.trim()].join(' '));
    starting = [];
  });
  // "Le-Van", "Van-Der", "De-Los": every part a prefix word, so no name to find it by.
  return names.length === 1 && lastIsPrefix ? [] : names;
}

/**
 * A family name and, for a double name ("Hendriks-Smit", "Berg-de Vries", "García Pérez"), each
 * of its parts: a married person is known under either name, or under both.
 */
export function familyNameForms(family: FamilyName): FamilyName[] {
  const parts = doubleNameParts(family.core);
  if (parts.length === 0) return [family];
  return [
    family,
    ...parts.map(({ name, particle }, i) => {
      const part = familyNameOf(i === 0 ? family.prefix : undefined, name);
      return particle
        ? { prefix: [part.prefix, particle].join(' ').trim(), core: part.core }
        : part;
    }),
  ];
}

/**
 * A hyphenated double name with its one prefix read at another of its names: a prefix given
 * apart placed before a later name ("de" with "Hendriks-Lange" as "Hendriks-de Lange"), and a
 * later name's prefix placed before the whole ("Hendriks-de Lange" as "de" with
 * "Hendriks-Lange"). A form with one prefix field takes the prefix of a married name wherever
 * in the name it stands. None for one name, a name written apart ("Berg de Vries" is one name),
 * or a double name whose names both have a prefix.
 */
export function prefixPlacedOtherwise(family: FamilyName): FamilyName[] {
  if (splitAtDashes(family.core).length < 2) return [];
  const parts = doubleNameParts(family.core).map(({ name }) => familyNameOf(undefined, name));
  if (parts.length < 2) return [];
  const cores = parts.map((part) => part.core);
  if (family.prefix !== '') {
    if (parts.some((part) => part.prefix !== '')) return [];
    return cores.slice(1).map((_, i) => ({
      prefix: '',
      core: cores.map((core, j) => (j === i + 1 ? `${family.prefix} ${core}` : core)).join('-'),
    }));
  }
  const prefixed = parts.filter((part) => part.prefix !== '');
  const [only] = prefixed;
  if (!only || prefixed.length > 1 || parts[0]?.prefix !== '') return [];
  return [{ prefix: only.prefix, core: cores.join('-') }];
}

/** Prefixes as they are run into a name ("Vanderlinden", "Terhorst", "Devries"), folded. */
const GLUED_PREFIXES = [
  'vander',
  'vanden',
  'vande',
  'vant',
  'van',
  'der',
  'den',
  'de',
  'ter',
  'ten',
  'te',
];

/**
 * The letters of a family name written as one word, or with prefix words run together before
 * it ("Delos Santos": delossantos, as it was read before such a prefix was): what the run-in
 * readings below take prefixes off. Undefined for a prefix written apart ("de los Santos").
 */
function runTogether(family: FamilyName): string | undefined {
  if (family.prefix === '') return compact(family.core);
  return isGluedPrefix(family.prefix) ? compact(`${family.prefix} ${family.core}`) : undefined;
}

/**
 * Letters that may begin a name before its first vowel: one consonant, or a cluster names of
 * the languages whose particles are read begin with (Croix, Schouten, Llano), not "kk" (of
 * Dekker read as de Kker), "ld" (Delden) or "ng" (Delange).
 */
const NAME_ONSETS = new Set(
  (
    'bl br ch chr cl cr dr dw fl fr gl gn gr kl kn kr kw ll ph pl pr sc sch schr schw sj sk sl ' +
    'sm sn sp spr st str sw th tj tr ts tw vl vr wr zw'
  ).split(' '),
);

/** Whether folded letters may be a name: a vowel, and a beginning a name may have. */
export function isPlausibleName(letters: string): boolean {
  const onset = /^[^aeiouy]*/.exec(letters)?.[0] ?? '';
  return onset.length < letters.length && (onset.length <= 1 || NAME_ONSETS.has(onset));
}

/**
 * The names a family name written as one word may be with its prefix apart: "Vanderlinden" is
 * also Linden (of "van der"), for looking a person up by the name the residents data keys. Every
 * prefix it may begin with is taken off, not only the longest: "Deruiter" is de Ruiter (ruiter)
 * as well as der Uiter (uiter), "Vanderlinden" also rlinden and derlinden. A name left that no
 * one has costs one key more; a right one dropped would lose the person. ("Vander Linden",
 * with its prefix run together, is read so as a whole, as it was before it had that prefix.)
 */
export function gluedPrefixApart(family: FamilyName): string[] {
  const letters = runTogether(family);
  if (letters === undefined) return [];
  return GLUED_PREFIXES.filter(
    (prefix) => letters.startsWith(prefix) && letters.length - prefix.length >= 3,
  ).map((prefix) => letters.slice(prefix.length));
}

/**
 * The name a family name written as one word is with a Romance particle apart ("Dossantos" is
 * santos, as "dos Santos" is keyed; "Delossantos" santos, as "de los Santos"; "Delacroix"
 * croix, as "de la Croix"), for reading the check history and asking the residents data. Only
 * the particles that written apart are the prefix (RUN_IN_ROMANCE_PREFIXES): "Dasilva" stays
 * dasilva, as "da Silva" is keyed. At least 3 letters left, as for gluedPrefixApart, that may
 * begin a name: "Delange" is no de la Nge.
 */
export function gluedParticleApart(family: FamilyName): string[] {
  const letters = runTogether(family);
  if (letters === undefined) return [];
  return RUN_IN_ROMANCE_PREFIXES.filter(
    (prefix) => letters.startsWith(prefix) && letters.length - prefix.length >= 3,
  )
    .map((prefix) => letters.slice(prefix.length))
    .filter(isPlausibleName);
}

/** Abbreviated prefixes (folded, run together) with the prefixes in full they may stand for. */
const PREFIXES_IN_FULL: Readonly<Record<string, readonly string[]>> = lookupTable({
  v: ['van'],
  vd: ['vander', 'vanden', 'vande'],
  vdr: ['vander'],
  vdn: ['vanden'],
  vt: ['vant'],
});

/**
 * A family name with its prefix given apart run into one word, as another check may have
 * written it ("van der Berg": vanderberg); an abbreviated prefix in each of its full forms
 * ("Berg, v.d.": vanderberg, vandenberg, vandeberg). None without a prefix.
 */
export function prefixRunIn(family: FamilyName): string[] {
  const prefix = compact(family.prefix);
  if (prefix === '') return [];
  const core = compact(family.core);
  return (PREFIXES_IN_FULL[prefix] ?? [prefix]).map((full) => `${full}${core}`);
}
