/**
 * Dutch for the explanations of a screening score (src/screening/score: combine.ts,
 * features.ts): the names compared and their word pairs, the evidence beside the names and how
 * it weighs; the names kept as the subject and the list write them.
 */
import {
  HANGUL_SPELLING_PAIRED,
  ROMANISATIONS_PAIRED,
} from '../../screening/score/korean-syllables.js';
import type { MessageTemplate, Translate } from './messages.js';

const decimal = (text: string): string => text.replace(/(\d)\.(\d)/g, '$1,$2');

export const SCORE_PHRASES: Readonly<Record<string, string>> = {
  'no name to compare': 'geen naam om te vergelijken',
  'family name unmatched': 'achternaam niet gevonden',
  'words in another order': 'woorden in een andere volgorde',
  'another legal form': 'andere rechtsvorm',
  ', as a typing error would': ', zoals bij een tikfout',
  'given name against another initial': 'voornaam tegen een andere voorletter',
  'last name part left out, same birth date':
    'laatste deel van de achternaam weggelaten, zelfde geboortedatum',
  [HANGUL_SPELLING_PAIRED]: 'Hangul gekoppeld aan de spellingen die lijsten ervoor gebruiken',
  [ROMANISATIONS_PAIRED]: 'twee romaniseringen van één Koreaanse lettergreep gekoppeld',
};

/**
 * Where the word pairs and notes of a name comparison part (describePairs, combine.ts): before
 * a quoted word and before each note, not at the comma inside "last name part left out, same
 * birth date".
 */
const PAIR_SEPARATOR =
  /, (?=')|, (?=family name unmatched|words in another order|another legal form|given name against|last name part left out|Hangul paired|two romanisations)/;

/** The factor of a mark after the names, "(a weak alias: × 0.9)", written as the Dutch do. */
const factorOf = (mark: string | undefined): string =>
  decimal(/× (\S+)\)$/.exec(mark ?? '')?.[1] ?? '');

export const SCORE_MESSAGES: readonly MessageTemplate[] = [
  {
    // "'Anna' vs 'Ana' (a weak alias: × 0.9): 'anna'~'ana' 0.90, family name unmatched"
    pattern:
      /^'(.*)' vs '(.*)'( \(a weak alias: × \S+\))?( \(a less usual reading of its letters: × \S+\))?: (.+)$/s,
    nl: ([, query, listed, weak, read, pairs = ''], translate: Translate) => {
      const parts = pairs.split(PAIR_SEPARATOR).map((pair) => {
        const only = /^'(.*)' only in (query|list)$/.exec(pair);
        if (only)
          return `'${only[1] ?? ''}' alleen in ${only[2] === 'query' ? 'de aanvraag' : 'de lijst'}`;
        return /^'.*'[=~]'.*' \d\.\d\d$/.test(pair) ? decimal(pair) : translate(pair);
      });
      const marks =
        (weak ? ` (een zwakke alias: × ${factorOf(weak)})` : '') +
        (read ? ` (een minder gebruikelijke lezing van de letters: × ${factorOf(read)})` : '');
      return parts.every((p) => p !== undefined)
        ? `'${askedName(query ?? '')}' tegen '${listed ?? ''}'${marks}: ${parts.join(', ')}`
        : undefined;
    },
  },
  {
    pattern: /^(birth date|birth year|country|gender|identifier) (.+) on both$/,
    nl: ([, what = '', value]) =>
      `${{ 'birth date': 'geboortedatum', 'birth year': 'geboortejaar', country: 'land', gender: 'geslacht', identifier: 'nummer' }[what] ?? what} ${genderWord(value ?? '')} bij beide`,
  },
  {
    pattern:
      /^(birth dates differ|no country in common|identifiers differ) \((.+) vs (.+)\)(, as a typing error would|, one of them a year alone, perhaps reckoned from an age)?: score × (\S+)$/,
    nl: ([, what, ours, theirs, why, factor]) =>
      `${{ 'birth dates differ': 'geboortedatums verschillen', 'no country in common': 'geen land gemeen', 'identifiers differ': 'nummers verschillen' }[what ?? ''] ?? ''} (${ours ?? ''} tegen ${theirs ?? ''})${why === undefined ? '' : why.includes('typing') ? ', zoals bij een tikfout' : ', een van beide alleen een jaar, mogelijk uit een leeftijd berekend'}: score × ${decimal(factor ?? '')}`,
  },
  {
    pattern: /^gender (\S+) vs (\S+): score × (\S+)$/,
    nl: ([, ours = '', theirs = '', factor]) =>
      `geslacht ${genderWord(ours)} tegen ${genderWord(theirs)}: score × ${decimal(factor ?? '')}`,
  },
  {
    pattern: /^a (\S+) against a (\S+): score × (\S+)$/,
    nl: ([, ours = '', theirs = '', factor]) =>
      `een ${kindWord(ours)} tegen een ${kindWord(theirs)}: score × ${decimal(factor ?? '')}`,
  },
  {
    pattern: /^the same birth date limits the penalties to score × (\S+) \(instead of × (\S+)\)$/,
    nl: ([, floor, instead]) =>
      `dezelfde geboortedatum beperkt de aftrek tot score × ${decimal(floor ?? '')} (in plaats van × ${decimal(instead ?? '')})`,
  },
  {
    pattern:
      /^a shared identifier scores 0\.6 \+ 0\.4 × name \((\S+)\)(?:, the penalties limited to × (\S+) \(instead of × (\S+)\)| × (\S+))?: (\S+)$/,
    nl: ([, name = '', limit, instead, times, score = '']) =>
      `een gedeeld nummer scoort 0,6 + 0,4 × naam (${decimal(name)})${limit ? `, de aftrek beperkt tot × ${decimal(limit)} (in plaats van × ${decimal(instead ?? '')})` : times ? ` × ${decimal(times)}` : ''}: ${decimal(score)}`,
  },
  {
    pattern: /^one name alone against a name with given names: score × (\S+)$/,
    nl: ([, factor]) =>
      `alleen een achternaam tegen een naam met voornamen: score × ${decimal(factor ?? '')}`,
  },
  {
    pattern: /^(no name given|the names differ): the shared identifier alone scores (\S+)$/,
    nl: ([, why, score]) =>
      `${why === 'no name given' ? 'geen naam opgegeven' : 'de namen verschillen'}: het gedeelde nummer alleen scoort ${decimal(score ?? '')}`,
  },
];

/** A name the subject bears in part, as the explanation marks it (IN_PART, query-subject.ts). */
const IN_PART = ' (part of the name asked)';

/** The name asked of an explanation, its mark of a name borne in part in Dutch. */
const askedName = (name: string): string =>
  name.endsWith(IN_PART) ? `${name.slice(0, -IN_PART.length)} (deel van de gevraagde naam)` : name;

function genderWord(value: string): string {
  return { male: 'man', female: 'vrouw', other: 'anders' }[value] ?? value;
}

function kindWord(value: string): string {
  return { person: 'persoon', company: 'bedrijf', organization: 'organisatie' }[value] ?? value;
}
