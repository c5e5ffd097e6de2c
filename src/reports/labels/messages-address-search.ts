/**
 * Dutch for why an address search found no address (src/checks/search-service.ts): the problem
 * detail of ADDRESS_NOT_FOUND, written as whole sentences where a check's P03/P04 message
 * writes a clause of its own (messages-person.ts); the address, streets and extensions kept.
 */
import type { MessageTemplate } from './messages.js';

const DUTCH_ONLY =
  'De adresgegevens bevatten alleen Nederlandse adressen (land NL of niet opgegeven)';

export const ADDRESS_SEARCH_PHRASES: Readonly<Record<string, string>> = {
  'The address data holds Dutch addresses only (country NL or not given)': DUTCH_ONLY,
  'No address data is loaded': 'Er zijn geen adresgegevens geladen',
  'No address matches the input': 'Geen enkel adres past bij de invoer',
};

export const ADDRESS_SEARCH_MESSAGES: readonly MessageTemplate[] = [
  {
    // "Kerkstraat 10, 1017 GA Amsterdam exists, but not with that extension; it has: (none), 1"
    pattern: /^(.+) exists, but not with that extension; it has: (.+)$/s,
    nl: ([, where = '', known = '']) =>
      `${where} bestaat, maar niet met die toevoeging; wel met: ${known
        .split(', ')
        .map((extension) => (extension === '(none)' ? '(geen toevoeging)' : extension))
        .join(', ')}`,
  },
  {
    pattern:
      /^The street and city given are as close to (.+), which all have that number: give the postcode, or the names as written$/s,
    nl: ([, streets = '']) =>
      `De opgegeven straat en plaats lijken even veel op ${streets.replace(/ or (?!.* or )/s, ' of ')}, die dit nummer alle hebben: geef de postcode, of de namen zoals ze geschreven worden`,
  },
  {
    pattern:
      /^The postcode and house number are in (.+), not in the street and city given, and the street and city given have no such number$/s,
    nl: ([, place = '']) =>
      `De postcode en het huisnummer liggen in ${place}, niet in de opgegeven straat en plaats, en die hebben dit nummer niet`,
  },
  {
    // The country that made the address foreign, against a postcode written as a Dutch one.
    pattern: /^The address data holds Dutch addresses only \(country NL or not given\), and (.+)$/s,
    nl: ([, conflict = ''], translate) => {
      const said = translate(conflict);
      return said === undefined ? undefined : `${DUTCH_ONLY}, en ${said}`;
    },
  },
];
