/**
 * Dutch for what person checks write: the messages of address_validation, the descriptions of
 * address_information and risk_scores (src/checks/person/, messages.ts). person_match and
 * address_match: messages-person-names.ts; phone_number_matches: messages-phone.ts;
 * id_document_number_check_result: messages-documents.ts.
 */
import { withStatusesInDutch } from './company-statuses.js';
import type { MessageTemplate } from './messages.js';

/** "1 other person", "3 addresses": English counts in Dutch. */
const NOUNS: Readonly<Record<string, [string, string]>> = {
  address: ['adres', 'adressen'],
  resident: ['bewoner', 'bewoners'],
  check: ['controle', 'controles'],
  person: ['persoon', 'personen'],
  'other person': ['andere persoon', 'andere personen'],
  'other address': ['ander adres', 'andere adressen'],
  company: ['bedrijf', 'bedrijven'],
};
const NOUN =
  '(address|addresses|residents?|checks?|persons?|other persons?|other address(?:es)?|company|companies)';
const SINGULAR: Readonly<Record<string, string>> = {
  addresses: 'address',
  residents: 'resident',
  checks: 'check',
  persons: 'person',
  'other persons': 'other person',
  'other addresses': 'other address',
  companies: 'company',
};

function counted(count: string, noun: string): string {
  const forms = NOUNS[SINGULAR[noun] ?? noun];
  return `${count} ${forms ? (count === '1' ? forms[0] : forms[1]) : noun}`;
}

const WITHIN = 'in the last (\\d+) days';

/** The uses of BAG_USE_NAMES (address-information.ts), beside their BAG term. */
const USES: Readonly<Record<string, string>> = {
  residential: 'wonen',
  assembly: 'bijeenkomst',
  detention: 'detentie',
  healthcare: 'gezondheidszorg',
  industrial: 'industrie',
  office: 'kantoor',
  lodging: 'logies',
  education: 'onderwijs',
  sport: 'sport',
  retail: 'winkel',
  'other use': 'overig gebruik',
};

/** "residential (woonfunctie), office (kantoorfunctie)"; undefined where a use is not known. */
function bagUses(list: string): string | undefined {
  const uses = list.split(', ').map((use) => {
    const match = /^(.+) \((.+)\)$/.exec(use);
    const word = match && Object.hasOwn(USES, match[1] ?? '') ? USES[match[1] ?? ''] : undefined;
    return word && `${word} (${match?.[2] ?? ''})`;
  });
  return uses.every((use) => use !== undefined) ? uses.join(', ') : undefined;
}

/** "A B.V. (KvK 12345678, dissolved), unnamed": the names kept, status and "unnamed" in Dutch. */
const companiesNamed = (named: string): string =>
  withStatusesInDutch(named).replace(/(^|, )unnamed(?= \(|, |$)/g, '$1zonder naam');

/** Address parts corrected (address-validation.ts). */
const FIELDS: Readonly<Record<string, string>> = {
  postcode: 'postcode',
  street: 'straat',
  city: 'plaats',
  province: 'provincie',
};

export const PERSON_PHRASES: Readonly<Record<string, string>> = {
  // address_validation (address-validation.ts, registry/address-index-lookup.ts)
  'The address exists as given': 'Het adres bestaat zoals opgegeven',
  'The address exists after correction': 'Het adres bestaat na correctie',
  'The postcode and house number exist, the house number extension does not':
    'Postcode en huisnummer bestaan, de huisnummertoevoeging niet',
  'The address exists after correction, the house number extension does not':
    'Het adres bestaat na correctie, de huisnummertoevoeging niet',
  'The address exists after correction, but only with a house number extension, and none was given':
    'Het adres bestaat na correctie, maar alleen met een huisnummertoevoeging, en die is niet opgegeven',
  'The postcode and house number exist, but only with a house number extension, and none was given':
    'Postcode en huisnummer bestaan, maar alleen met een huisnummertoevoeging, en die is niet opgegeven',
  // Given by street and city, without a postcode.
  'The address exists, the house number extension does not':
    'Het adres bestaat, de huisnummertoevoeging niet',
  'The address exists, but only with a house number extension, and none was given':
    'Het adres bestaat, maar alleen met een huisnummertoevoeging, en die is niet opgegeven',
  'The address was not found in the address data': 'Het adres is niet gevonden in de adresgegevens',
  'The address is incomplete': 'Het adres is onvolledig',
  'The address contradicts itself': 'Het adres spreekt zichzelf tegen',
  'A foreign address: not validated against the Dutch address data':
    'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens',
  'house_number is required': 'house_number (huisnummer) is verplicht',
  'the address line could not be read: separate the street and house number from the city with a comma (Merelstraat 1B, Amsterdam), or give zip_code and house_number':
    'de adresregel kon niet worden gelezen: scheid straat en huisnummer met een komma van de plaats (Merelstraat 1B, Amsterdam), of geef zip_code (postcode) en house_number (huisnummer)',
  'give zip_code, or street and city, with the house_number':
    'geef zip_code (postcode), of street en city (straat en plaats), met het house_number',
  none: 'geen',
  // address_information (address-information.ts)
  'No companies registered at the address': 'Geen bedrijven ingeschreven op het adres',
  'no persons known at the address': 'geen personen bekend op het adres',
  'No persons known at the address': 'Geen personen bekend op het adres',
  // risk_scores (risk-scores.ts, risk-signals.ts)
  'No address given': 'Geen adres opgegeven',
  'A foreign address: the Dutch address data cannot judge it':
    'Buitenlands adres: de Nederlandse adresgegevens kunnen het niet beoordelen',
  'No Dutch postcode and house number could be read: not judged':
    'Geen Nederlandse postcode en huisnummer te lezen: niet beoordeeld',
  'The address does not exist in the address data': 'Het adres bestaat niet in de adresgegevens',
  'The street and city given are not those of the postcode and house number given':
    'De opgegeven straat en plaats horen niet bij de opgegeven postcode en het huisnummer',
  'The street given is as close to several streets with the number: which address is meant is not known':
    'De opgegeven straat lijkt even veel op meer straten met dit nummer: welk adres bedoeld is, is niet bekend',
  'The postcode and house number exist only with an extension, and none was given':
    'Postcode en huisnummer bestaan alleen met een toevoeging, en die is niet opgegeven',
  'Nothing unusual known about the address': 'Niets ongewoons bekend over het adres',
  'It exists in the address data': 'Het bestaat in de adresgegevens',
  'No address data, residents or address properties to judge the address':
    'Geen adresgegevens, bewoners of adreskenmerken om het adres te beoordelen',
  'No family name with date of birth to judge the name by':
    'Geen achternaam met geboortedatum om de naam te beoordelen',
  'No Dutch postcode given: the postcode is not scored':
    'Geen Nederlandse postcode opgegeven: de postcode is niet beoordeeld',
};

/** Who wrote a postcode that conflicts with the country (describeCountryConflict). */
const CONFLICT_WRITER: Readonly<Record<string, string>> = {
  'the address lines write': 'de adresregels schrijven',
  'the address given writes': 'het opgegeven adres schrijft',
};

/** How that country was written. */
const CONFLICT_COUNTRY: Readonly<Record<string, string>> = {
  'end with the country code': 'eindigen met de landcode',
  'names the country': 'noemt het land',
  'the country given is': 'het opgegeven land is',
};

export const PERSON_MESSAGES: readonly MessageTemplate[] = [
  {
    pattern:
      /^(postcode|street|city|province) "((?:[^"]|"(?![\s;,:.)]|$))*)" corrected to "((?:[^"]|"(?![\s;,:.)]|$))*)"$/,
    nl: ([, field = '', given, found]) =>
      `${FIELDS[field] ?? field} "${given ?? ''}" verbeterd in "${found ?? ''}"`,
  },
  {
    // Who wrote the postcode and the country (CONFLICT_WRITTEN), and the form of the country's
    // postcodes: digits only, or written otherwise (letters of their own: GB, IE, CA).
    pattern:
      /^(the address lines write|the address given writes) the postcode (\d{4} [A-Z]{2}) as only Dutch postcodes are written, and (end with the country code|names the country|the country given is) ([A-Z]{2}), whose postcodes are (digits only|written otherwise)$/,
    nl: ([, writes = '', postcode = '', country = '', code = '', theirs]) =>
      `${CONFLICT_WRITER[writes] ?? writes} de postcode ${postcode} zoals alleen Nederlandse postcodes worden geschreven, en ${CONFLICT_COUNTRY[country] ?? country} ${code}, waarvan de postcodes ${theirs === 'digits only' ? 'alleen cijfers zijn' : 'anders worden geschreven'}`,
  },
  {
    // A postcode of digits of a count the country's never have ("2300" with SE).
    pattern:
      /^(the address lines write|the address given writes) the postcode (.+), and (end with the country code|names the country|the country given is) ([A-Z]{2}), whose postcodes are (five digits|five digits, or nine \(ZIP\+4\))$/s,
    nl: ([, writes = '', postcode = '', country = '', code = '', count]) =>
      `${CONFLICT_WRITER[writes] ?? writes} de postcode ${postcode}, en ${CONFLICT_COUNTRY[country] ?? country} ${code}, waarvan de postcodes ${count === 'five digits' ? 'vijf cijfers zijn' : 'vijf cijfers zijn, of negen (ZIP+4)'}`,
  },
  {
    pattern: /^extensions there: (.+)$/,
    nl: ([, list = '']) =>
      `toevoegingen daar: ${list
        .split(', ')
        .map((extension) => (extension === 'none' ? 'geen' : extension))
        .join(', ')}`,
  },
  {
    pattern:
      /^the postcode and house number are in (.+), not in the street and city given, and the street and city given have no such number$/s,
    nl: ([, place]) =>
      `de postcode en het huisnummer liggen in ${place ?? ''}, niet in de opgegeven straat en plaats, en die hebben dit nummer niet`,
  },
  {
    pattern:
      /^the street and city given are as close to (.+), which all have that number; which one is meant is not known$/s,
    nl: ([, streets = '']) =>
      `de opgegeven straat en plaats lijken even veel op ${streets.replace(/ or (?!.* or )/s, ' of ')}, die dit nummer alle hebben; welke bedoeld is, is niet bekend`,
  },
  {
    // Each field with its own reason: a message whose parts a quote in a value ran together
    // (house_number "3"4" …; zip_code …) must never give one field the other's reason.
    pattern:
      /^(zip_code|house_number|country) "((?:[^"]|"(?![\s;,:.)]|$))*)" is not (a Dutch postcode \(four digits and two letters, e\.g\. 1012 AB\)|a house number \(1 to 99999, optionally followed by a letter or addition\)|read: give its ISO 3166 code \(NL, NLD\) or its name)$/s,
    nl: ([, field = '', value = '', reason = '']) =>
      field === 'zip_code' && reason.startsWith('a Dutch postcode')
        ? `zip_code "${value}" is geen Nederlandse postcode (vier cijfers en twee letters, bijv. 1012 AB)`
        : field === 'house_number' && reason.startsWith('a house number')
          ? `house_number "${value}" is geen huisnummer (1 tot 99999, eventueel gevolgd door een letter of toevoeging)`
          : field === 'country' && reason.startsWith('read:')
            ? `land "${value}" is niet herkend: geef de ISO 3166-code (NL, NLD) of de naam`
            : undefined,
  },
  {
    pattern:
      /^(house_number|the house number) "((?:[^"]|"(?![\s;,:.)]|$))*)"( of the address line)? gives the extension (\S+) and house_number_extension another, (\S+): give the extension once$/s,
    nl: ([, field, number = '', line, inNumber = '', apart = '']) =>
      `${field === 'house_number' ? 'house_number' : 'het huisnummer'} "${number}"${line ? ' van de adresregel' : ''} geeft de toevoeging ${inNumber} en house_number_extension een andere, ${apart}: geef de toevoeging één keer`,
  },
  {
    pattern:
      /^the address line could not be read: "([^"]*)" may be a house number or a postcode: write a comma after it where it is the house number \((.*)\), or give zip_code and house_number$/s,
    nl: ([, group = '', asNumber = '']) =>
      `de adresregel kon niet worden gelezen: "${group}" kan een huisnummer of een postcode zijn: zet er een komma achter als het het huisnummer is (${asNumber}), of geef zip_code (postcode) en house_number (huisnummer)`,
  },
  {
    pattern:
      /^"((?:[^"]|"(?![\s;,:.)]|$))*)" is not a house letter or addition \(up to 10 letters and digits, or a floor such as "2e verdieping"\)$/s,
    nl: ([, extension]) =>
      `"${extension ?? ''}" is geen huisletter of toevoeging (tot 10 letters en cijfers, of een verdieping zoals "2e verdieping")`,
  },
  // address_information
  {
    pattern: /^(at least )?(\d+) (company|companies)(: |, among them: )(.+)$/s,
    nl: ([, atLeast, count = '', noun = '', among, named = '']) =>
      `${atLeast ? 'ten minste ' : ''}${counted(count, noun)}${among === ': ' ? ': ' : ', waaronder: '}${companiesNamed(named)}`,
  },
  {
    pattern: /^Use \(BAG\): ([^;]+)$/,
    nl: ([, uses = '']) => {
      const said = bagUses(uses);
      return said && `Gebruik (BAG): ${said}`;
    },
  },
  {
    pattern: /^WOZ value EUR ([\d,]+)$/,
    nl: ([, value = '']) => `WOZ-waarde € ${value.replace(/,/g, '.')}`,
  },
  {
    pattern: /^[Cc]adastral parcel ([^;]+)$/,
    nl: ([, parcel]) => `kadastraal perceel ${parcel ?? ''}`,
  },
  {
    // How many persons live at an address, as told since it is told only as far as the risk
    // needs; the counts of checks stored before still read as below.
    pattern:
      /^(?:[Ff]ewer than (\d+)|(\d+) or more|([Nn]o)) persons (?:are )?known (?:at the address|there)$/,
    nl: ([whole = '', fewer, atLeast, none]) => {
      const said = `${none ? 'geen' : fewer ? `minder dan ${fewer}` : `${atLeast ?? ''} of meer`} personen bekend op het adres`;
      // A sentence of its own inside a text keeps its capital.
      return /^[A-Z]/.test(whole) ? `${said.charAt(0).toUpperCase()}${said.slice(1)}` : said;
    },
  },
  {
    pattern: new RegExp(`^(\\d+) ${NOUN} known (?:at the address|there)$`),
    nl: ([, count = '', noun = '']) => `${counted(count, noun)} bekend op het adres`,
  },
  // risk_scores
  {
    pattern: new RegExp(
      `^This name and date of birth were checked at (\\d+) ${NOUN} by your organisation ${WITHIN}$`,
    ),
    nl: ([, count = '', noun = '', days]) =>
      `Deze naam en geboortedatum zijn door uw organisatie de afgelopen ${days ?? ''} dagen op ${counted(count, noun)} gecontroleerd`,
  },
  {
    pattern: new RegExp(
      `^Your organisation checked this name and date of birth at (\\d+) ${NOUN} ${WITHIN}$`,
    ),
    nl: ([, count = '', noun = '', days]) =>
      `Uw organisatie controleerde deze naam en geboortedatum de afgelopen ${days ?? ''} dagen op ${counted(count, noun)}`,
  },
  {
    pattern: new RegExp(`^Your organisation checked (\\d+) ${NOUN} at this address ${WITHIN}$`),
    nl: ([, count = '', noun = '', days]) =>
      `Uw organisatie controleerde de afgelopen ${days ?? ''} dagen ${counted(count, noun)} op dit adres`,
  },
  {
    pattern: new RegExp(`^(\\d+) ${NOUN} checked there by your organisation ${WITHIN}$`),
    nl: ([, count = '', noun = '', days]) =>
      `${counted(count, noun)} daar gecontroleerd door uw organisatie de afgelopen ${days ?? ''} dagen`,
  },
  {
    pattern: new RegExp(`^(\\d+) ${NOUN} (?:is|are) known at the address$`),
    nl: ([, count = '', noun = '']) => `${counted(count, noun)} bekend op het adres`,
  },
  { pattern: /^Use: ([^.;]+)$/, nl: ([, uses]) => `Gebruik: ${uses ?? ''}` },
  {
    pattern: /^The address is not residential \(use: (.+)\)$/,
    nl: ([, uses]) => `Het adres is geen woonadres (gebruik: ${uses ?? ''})`,
  },
  {
    pattern:
      /^The postcode and house number exist, but not with the extension "((?:[^"]|"(?![\s;,:.)]|$))*)"$/,
    nl: ([, extension]) =>
      `Postcode en huisnummer bestaan, maar niet met de toevoeging "${extension ?? ''}"`,
  },
  {
    pattern: /^No postcode statistics and no earlier checks for (\d{4} [A-Z]{2}|\S+)$/,
    nl: ([, postcode]) =>
      `Geen postcodestatistiek en geen eerdere controles voor ${postcode ?? ''}`,
  },
  {
    pattern: new RegExp(
      `^(pc[456]) (\\S+): (\\d+) ${NOUN}, (?:(\\d+) ${NOUN}|residents not given for an area of fewer than (\\d+) addresses), (\\d+) ${NOUN} in the statistics(?: \\((.+)\\))?$`,
    ),
    nl: ([, level, area, a = '', an = '', r = '', rn = '', fewer, c = '', cn = '', about], t) => {
      const source = about === undefined ? undefined : t(about);
      // A small area's residents are withheld (risk-scores.ts): that is said, not a count.
      const residents =
        fewer === undefined
          ? counted(r, rn)
          : `bewoners niet gegeven voor een gebied van minder dan ${fewer} adressen`;
      return `${level ?? ''} ${area ?? ''}: ${counted(a, an)}, ${residents}, ${counted(c, cn)} in de statistiek${about === undefined ? '' : ` (${source ?? about})`}`;
    },
  },
  {
    pattern: /^(pc[456]) (\S+): no postcode statistics$/,
    nl: ([, level, area]) => `${level ?? ''} ${area ?? ''}: geen postcodestatistiek`,
  },
  {
    pattern: new RegExp(`^(\\d+) by your organisation ${WITHIN}$`),
    nl: ([, count, days]) => `${count ?? ''} door uw organisatie de afgelopen ${days ?? ''} dagen`,
  },
  {
    pattern: new RegExp(
      `^Raised by (\\d+) ${NOUN} by your organisation ${WITHIN} (?:for (\\d+) ${NOUN}|(in one area))( \\(pc[456] \\S+\\))?$`,
    ),
    nl: ([, count = '', noun = '', days, n = '', nn = '', one, area = '']) =>
      `Verhoogd door ${counted(count, noun)} van uw organisatie de afgelopen ${days ?? ''} dagen ${one ? 'in één gebied' : `voor ${counted(n, nn)}`}${area}`,
  },
  {
    pattern:
      /^The country "((?:[^"]|"(?![\s;,:.)]|$))*)" cannot be read: whether the address is Dutch is not known, so it is not judged$/,
    nl: ([, country = '']) =>
      `Het land "${country}" is niet te lezen: of het adres Nederlands is, is niet bekend, dus het is niet beoordeeld`,
  },
];
