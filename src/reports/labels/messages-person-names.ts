/**
 * Dutch for what person_match and address_match write (src/checks/person/person-match.ts,
 * address-match.ts, resident-records.ts): the codes' messages, where the person was searched,
 * and how the resident found differs from the person asked: family name and prefix
 * (person-names.ts), given names and initials (given-names.ts), date of birth and gender
 * (person-match-score.ts). Names, initials and dates are kept as written (messages.ts).
 */
import type { MessageTemplate } from './messages.js';

/** How a name compares (NAME_NOTES of person-names.ts). */
const NAME_NOTES: Readonly<Record<string, string>> = {
  'spelling variant': 'spellingsvariant',
  'possibly a typing error': 'mogelijk een tikfout',
  different: 'een andere naam',
};
const NAME_NOTE = '(spelling variant|possibly a typing error|different)';

/**
 * Genders as the report shows them elsewhere: the code of the answer with its meaning ("F Vrouw"
 * in the request and the match), not the V of Dutch forms, which would name one gender two ways.
 */
const GENDERS: Readonly<Record<string, string>> = {
  M: 'M (man)',
  F: 'F (vrouw)',
  X: 'X (onbekend of anders)',
};

/** The name parts of person_match's notes. */
const PARTS: Readonly<Record<string, string>> = {
  'family name': 'achternaam',
  'first name': 'voornaam',
  prefix: 'tussenvoegsel',
};

/** One initial ("J.", "IJ.") or more ("J.W."), as given-names.ts writes them. */
const one = (dotted: string): boolean => /^[^.]+\.$/.test(dotted);
const initials = (dotted: string): string =>
  `${one(dotted) ? 'voorletter' : 'voorletters'} ${dotted}`;

const IN_RESIDENTS = 'in the residents data';
const IN_DUTCH = 'in de bewonersgegevens';

export const PERSON_NAME_PHRASES: Readonly<Record<string, string>> = {
  // person_match
  'Found in the residents data: name and date of birth agree':
    'Gevonden in de bewonersgegevens: naam en geboortedatum komen overeen',
  'Found in the residents data with differences': 'Gevonden in de bewonersgegevens met verschillen',
  'Found in the residents data under this name, with another date of birth':
    'Gevonden in de bewonersgegevens onder deze naam, met een andere geboortedatum',
  'Found in the residents data under this name; the date of birth was not compared':
    'Gevonden in de bewonersgegevens onder deze naam; de geboortedatum is niet vergeleken',
  'Found in the residents data, but not as one person':
    'Gevonden in de bewonersgegevens, maar niet als één persoon',
  'Not found in the residents data': 'Niet gevonden in de bewonersgegevens',
  'Not checked: no residents data is available':
    'Niet gecontroleerd: er zijn geen bewonersgegevens',
  'Not checked: a family name with a date of birth or a Dutch address is needed':
    'Niet gecontroleerd: een achternaam met een geboortedatum of een Nederlands adres is nodig',
  'no family name was given': 'er is geen achternaam opgegeven',
  'the given names have no Latin letters, as the residents data writes them: not compared':
    'de voornamen hebben geen Latijnse letters, zoals de bewonersgegevens ze schrijven: niet vergeleken',
  'the family name given has no Latin letters, and the residents data writes names in Latin letters: give the name as the passport writes it in Latin letters':
    'de opgegeven achternaam heeft geen Latijnse letters, en de bewonersgegevens schrijven namen in Latijnse letters: geef de naam zoals het paspoort die in Latijnse letters schrijft',
  'neither a date of birth nor a Dutch address that could be read was given':
    'er is geen geboortedatum en geen leesbaar Nederlands adres opgegeven',
  'searched at the given address and by family name and date of birth':
    'gezocht op het opgegeven adres en op achternaam en geboortedatum',
  'searched at the given address only: without a date of birth the person is not searched elsewhere':
    'alleen gezocht op het opgegeven adres: zonder geboortedatum wordt de persoon niet elders gezocht',
  'searched by family name and date of birth: no Dutch address was given':
    'gezocht op achternaam en geboortedatum: er is geen Nederlands adres opgegeven',
  'searched by family name and date of birth: the address given is not in the address data':
    'gezocht op achternaam en geboortedatum: het opgegeven adres staat niet in de adresgegevens',
  'the address given is not in the address data, and without a date of birth the person is not searched elsewhere':
    'het opgegeven adres staat niet in de adresgegevens, en zonder geboortedatum wordt de persoon niet elders gezocht',
  'the residents data has no date of birth': 'de bewonersgegevens hebben geen geboortedatum',
  'no date of birth given': 'geen geboortedatum opgegeven',
  'gender not compared, as the date of birth was not':
    'geslacht niet vergeleken, omdat de geboortedatum niet is vergeleken',
  // address_match
  'Known at the given address': 'Bekend op het opgegeven adres',
  'at an extension of the house number given': 'op een toevoeging van het opgegeven huisnummer',
  'at another extension of the house number given, the one given not existing there':
    'op een andere toevoeging van het opgegeven huisnummer, daar de opgegeven toevoeging niet bestaat',
  'Known at another address than the one given':
    'Bekend op een ander adres dan het opgegeven adres',
  'Not known at any address in the residents data':
    'Op geen enkel adres bekend in de bewonersgegevens',
  'Known at this address': 'Bekend op dit adres',
  'Not known at the given address in the residents data':
    'Niet bekend op het opgegeven adres in de bewonersgegevens',
  'Known at an address in the residents data': 'Bekend op een adres in de bewonersgegevens',
  'searched at the given address only: without a date of birth no other address was searched':
    'alleen gezocht op het opgegeven adres: zonder geboortedatum is geen ander adres gezocht',
  'a resident of this name has another date of birth':
    'een bewoner met deze naam heeft een andere geboortedatum',
  'more than one resident fits equally well: no address is given':
    'meer dan één bewoner past even goed: er wordt geen adres gegeven',
  // As checks stored before "more than one" say it.
  'several residents fit equally well: no address is given':
    'meer bewoners passen even goed: er wordt geen adres gegeven',
  'the address given could not be compared': 'het opgegeven adres kon niet worden vergeleken',
  'no address was given to compare with': 'er is geen adres opgegeven om mee te vergelijken',
  'the address given is not in the address data':
    'het opgegeven adres staat niet in de adresgegevens',
  'more than one resident fits equally well': 'meer dan één bewoner past even goed',
  // As checks stored before "more than one" say it.
  'several different residents fit equally well':
    'meerdere verschillende bewoners passen even goed',
};

export const PERSON_NAME_MESSAGES: readonly MessageTemplate[] = [
  {
    pattern: /^date of birth (\S+) differs from the residents data$/,
    nl: ([, date]) => `geboortedatum ${date ?? ''} wijkt af van de bewonersgegevens`,
  },
  // Checks stored before the number was left out still say it.
  {
    pattern: /^(\d+) different residents fit equally well$/,
    nl: ([, count]) => `${count ?? ''} verschillende bewoners passen even goed`,
  },
  {
    pattern: /^seen more recently at another address \((.+)\)$/,
    nl: ([, date]) => `later gezien op een ander adres (${date ?? ''})`,
  },
  {
    pattern: /^gender (\S+) differs from the residents data$/,
    nl: ([, given = '']) => {
      const code = GENDERS[given];
      return code && `geslacht ${code} wijkt af van de bewonersgegevens`;
    },
  },
  // Family names (compareFamilyNames); a first name (compareGivenNames) is written alike.
  {
    pattern: new RegExp(
      `^(family|first) name "((?:[^"]|"(?![\\s;,:.)]|$))*)" is "((?:[^"]|"(?![\\s;,:.)]|$))*)" ${IN_RESIDENTS} \\(${NAME_NOTE}\\)$`,
      's',
    ),
    nl: ([, which, given, known, note = '']) =>
      `${which === 'family' ? 'achternaam' : 'voornaam'} "${given ?? ''}" is "${known ?? ''}" ${IN_DUTCH} (${NAME_NOTES[note] ?? ''})`,
  },
  // What PF04 says of a name part the residents data writes otherwise (spelledOtherwise).
  {
    pattern: new RegExp(
      `^(family name|first name|prefix) "((?:[^"]|"(?![\\s;,:.)]|$))*)" differs in spelling from the residents data \\(${NAME_NOTE}\\)$`,
      's',
    ),
    nl: ([, which = '', given, note = '']) =>
      `${PARTS[which] ?? ''} "${given ?? ''}" wijkt in spelling af van de bewonersgegevens (${NAME_NOTES[note] ?? ''})`,
  },
  {
    pattern: new RegExp(
      `^first name "((?:[^"]|"(?![\\s;,:.)]|$))*)" is a later given name ${IN_RESIDENTS} \\(a called name\\)$`,
      's',
    ),
    nl: ([, name]) => `voornaam "${name ?? ''}" is een latere voornaam ${IN_DUTCH} (een roepnaam)`,
  },
  {
    pattern: new RegExp(
      `^family name "((?:[^"]|"(?![\\s;,:.)]|$))*)" is "((?:[^"]|"(?![\\s;,:.)]|$))*)" ${IN_RESIDENTS} \\(written (as one word|apart)\\)$`,
      's',
    ),
    nl: ([, given, known, how]) =>
      `achternaam "${given ?? ''}" is "${known ?? ''}" ${IN_DUTCH} (${how === 'apart' ? 'los geschreven' : 'aaneengeschreven'})`,
  },
  {
    pattern: new RegExp(
      `^family name "((?:[^"]|"(?![\\s;,:.)]|$))*)" is a double name, of which "((?:[^"]|"(?![\\s;,:.)]|$))*)" ${IN_RESIDENTS} is one$`,
      's',
    ),
    nl: ([, given, known]) =>
      `achternaam "${given ?? ''}" is een dubbele naam, waarvan "${known ?? ''}" ${IN_DUTCH} er een is`,
  },
  {
    pattern:
      /^family name "((?:[^"]|"(?![\s;,:.)]|$))*)" is a double name, of which "((?:[^"]|"(?![\s;,:.)]|$))*)" is one$/s,
    nl: ([, given, part]) =>
      `achternaam "${given ?? ''}" is een dubbele naam, waarvan "${part ?? ''}" er een is`,
  },
  {
    pattern: /^the residents data has a double name$/,
    nl: () => 'de bewonersgegevens hebben een dubbele naam',
  },
  {
    pattern:
      /^family name "((?:[^"]|"(?![\s;,:.)]|$))*)" is read as "((?:[^"]|"(?![\s;,:.)]|$))*)"$/s,
    nl: ([, given, read]) => `achternaam "${given ?? ''}" wordt gelezen als "${read ?? ''}"`,
  },
  {
    pattern:
      /^the residents data has a double name, of which "((?:[^"]|"(?![\s;,:.)]|$))*)" is one$/s,
    nl: ([, given]) =>
      `de bewonersgegevens hebben een dubbele naam, waarvan "${given ?? ''}" er een is`,
  },
  {
    pattern:
      /^prefix "((?:[^"]|"(?![\s;,:.)]|$))*)" is "((?:[^"]|"(?![\s;,:.)]|$))*)" written in full$/s,
    nl: ([, given, known]) => `tussenvoegsel "${given ?? ''}" is voluit "${known ?? ''}"`,
  },
  {
    pattern: new RegExp(
      `^prefix "((?:[^"]|"(?![\\s;,:.)]|$))*)" is "((?:[^"]|"(?![\\s;,:.)]|$))*)" ${IN_RESIDENTS} \\(written (as one word|apart)\\)$`,
      's',
    ),
    nl: ([, given, known, how]) =>
      `tussenvoegsel "${given ?? ''}" is "${known ?? ''}" ${IN_DUTCH} (${how === 'apart' ? 'los geschreven' : 'aaneengeschreven'})`,
  },
  {
    pattern: new RegExp(
      `^prefix "((?:[^"]|"(?![\\s;,:.)]|$))*)" is "((?:[^"]|"(?![\\s;,:.)]|$))*)" ${IN_RESIDENTS}$`,
      's',
    ),
    nl: ([, given, known]) => `tussenvoegsel "${given ?? ''}" is "${known ?? ''}" ${IN_DUTCH}`,
  },
  {
    pattern: new RegExp(`^prefix "((?:[^"]|"(?![\\s;,:.)]|$))*)" is not ${IN_RESIDENTS}$`, 's'),
    nl: ([, given]) => `tussenvoegsel "${given ?? ''}" staat niet ${IN_DUTCH}`,
  },
  {
    pattern: /^the residents data has the family name with a prefix$/,
    nl: () => 'de bewonersgegevens hebben de achternaam met een tussenvoegsel',
  },
  // Given names and initials (compareGivenNames)
  {
    pattern: new RegExp(
      `^initial "((?:[^"]|"(?![\\s;,:.)]|$))*)" does not fit "((?:[^"]|"(?![\\s;,:.)]|$))*)" ${IN_RESIDENTS}$`,
      's',
    ),
    nl: ([, initial, name]) =>
      `voorletter "${initial ?? ''}" past niet bij "${name ?? ''}" ${IN_DUTCH}`,
  },
  {
    pattern: new RegExp(
      `^given name "((?:[^"]|"(?![\\s;,:.)]|$))*)" does not fit the initial "((?:[^"]|"(?![\\s;,:.)]|$))*)" ${IN_RESIDENTS}$`,
      's',
    ),
    nl: ([, name, initial]) =>
      `voornaam "${name ?? ''}" past niet bij de voorletter "${initial ?? ''}" ${IN_DUTCH}`,
  },
  {
    pattern: new RegExp(
      `^first name "((?:[^"]|"(?![\\s;,:.)]|$))*)" is a later given name of "((?:[^"]|"(?![\\s;,:.)]|$))*)" ${IN_RESIDENTS} \\(a called name\\)$`,
      's',
    ),
    nl: ([, name, names]) =>
      `voornaam "${name ?? ''}" is een latere voornaam van "${names ?? ''}" ${IN_DUTCH} (een roepnaam)`,
  },
  {
    pattern: new RegExp(
      `^given names "((?:[^"]|"(?![\\s;,:.)]|$))*)" are "((?:[^"]|"(?![\\s;,:.)]|$))*)" ${IN_RESIDENTS}$`,
      's',
    ),
    nl: ([, given, known]) => `voornamen "${given ?? ''}" zijn "${known ?? ''}" ${IN_DUTCH}`,
  },
  {
    // A hyphenated first name whose parts' initials the resident does not all have.
    pattern: new RegExp(`^initials (\\S+) are not all ${IN_RESIDENTS}$`),
    nl: ([, given = '']) => `${initials(given)} staan niet alle ${IN_DUTCH}`,
  },
  {
    pattern: new RegExp(`^initials (\\S+) are (\\S+) ${IN_RESIDENTS}$`),
    nl: ([, given = '', known]) =>
      `${initials(given)} ${one(given) ? 'is' : 'zijn'} ${known ?? ''} ${IN_DUTCH}`,
  },
  {
    pattern: /^initials (\S+) agree with (\S+) as far as given$/,
    nl: ([, given = '', known]) =>
      `${initials(given)} ${one(given) ? 'komt' : 'komen'} overeen met ${known ?? ''} voor zover opgegeven`,
  },
  {
    pattern: /^initials (\S+) agree as far as both have them$/,
    nl: ([, given = '']) =>
      `${initials(given)} ${one(given) ? 'komt' : 'komen'} overeen voor zover beide ze hebben`,
  },
  {
    pattern: /^initials (\S+) agree$/,
    nl: ([, given = '']) => `${initials(given)} ${one(given) ? 'komt' : 'komen'} overeen`,
  },
];
