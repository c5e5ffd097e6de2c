/**
 * Dutch for what person checks write: the messages of person_match, address_validation,
 * address_match and phone_number_matches, the descriptions of address_information, risk_scores
 * and id_document_number_check_result (src/checks/person/, messages.ts).
 */
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

const USES: Readonly<Record<string, string>> = { residential: 'wonen' };

/** Address parts corrected (address-validation.ts). */
const FIELDS: Readonly<Record<string, string>> = {
  postcode: 'postcode',
  street: 'straat',
  city: 'plaats',
  province: 'provincie',
};

/** Phone number kinds (phone-number.ts). */
const PHONE_KINDS: Readonly<Record<string, string>> = {
  landline: 'vast',
  mobile: 'mobiel',
  'landline or mobile': 'vast of mobiel',
  'free-phone': 'gratis',
  'premium-rate': 'betaald',
  'shared-cost': 'gedeelde-kosten',
  VoIP: 'VoIP',
  personal: 'persoonlijk',
  pager: 'semafoon',
  'company (UAN)': 'bedrijfs (UAN)',
  voicemail: 'voicemail',
};

export const PERSON_PHRASES: Readonly<Record<string, string>> = {
  // person_match (person-match.ts)
  'Found in the residents data: name and date of birth agree':
    'Gevonden in de bewonersgegevens: naam en geboortedatum komen overeen',
  'Found in the residents data with differences': 'Gevonden in de bewonersgegevens met verschillen',
  'Found in the residents data under this name, with another date of birth':
    'Gevonden in de bewonersgegevens onder deze naam, met een andere geboortedatum',
  'Found in the residents data under this name; the date of birth was not compared':
    'Gevonden in de bewonersgegevens onder deze naam; de geboortedatum is niet vergeleken',
  'Not found in the residents data': 'Niet gevonden in de bewonersgegevens',
  'Not checked: no residents data is available':
    'Niet gecontroleerd: er zijn geen bewonersgegevens',
  'Not checked: a family name with a date of birth or a Dutch address is needed':
    'Niet gecontroleerd: een achternaam met een geboortedatum of een Nederlands adres is nodig',
  'no family name was given': 'er is geen achternaam opgegeven',
  'neither a date of birth nor a Dutch address that could be read was given':
    'er is geen geboortedatum en geen leesbaar Nederlands adres opgegeven',
  'searched at the given address and by family name and date of birth':
    'gezocht op het opgegeven adres en op achternaam en geboortedatum',
  'searched at the given address only: without a date of birth the person is not searched elsewhere':
    'alleen gezocht op het opgegeven adres: zonder geboortedatum wordt de persoon niet elders gezocht',
  'searched by family name and date of birth: no Dutch address was given':
    'gezocht op achternaam en geboortedatum: er is geen Nederlands adres opgegeven',
  'the residents data has no date of birth': 'de bewonersgegevens hebben geen geboortedatum',
  'no date of birth given': 'geen geboortedatum opgegeven',
  // address_match (address-match.ts, resident-records.ts)
  'Known at the given address': 'Bekend op het opgegeven adres',
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
  'several residents fit equally well: no address is given':
    'meer bewoners passen even goed: er wordt geen adres gegeven',
  'the address given could not be compared': 'het opgegeven adres kon niet worden vergeleken',
  'no address was given to compare with': 'er is geen adres opgegeven om mee te vergelijken',
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
  'The address was not found in the address data': 'Het adres is niet gevonden in de adresgegevens',
  'The address is incomplete': 'Het adres is onvolledig',
  'A foreign address: not validated against the Dutch address data':
    'Buitenlands adres: niet gecontroleerd tegen de Nederlandse adresgegevens',
  'house_number is required': 'house_number (huisnummer) is verplicht',
  'give zip_code, or street and city, with the house_number':
    'geef zip_code (postcode), of street en city (straat en plaats), met het house_number',
  none: 'geen',
  // phone_number_matches (phone.ts, phone-number.ts)
  "Listed under the person's name at the given address":
    'Vermeld op naam van de persoon op het opgegeven adres',
  "Listed under the person's name at another address than the one given":
    'Vermeld op naam van de persoon op een ander adres dan het opgegeven adres',
  "Listed under the person's name; the address was not compared":
    'Vermeld op naam van de persoon; het adres is niet vergeleken',
  'Listed under another name at the given address':
    'Vermeld onder een andere naam op het opgegeven adres',
  'Listed under another name': 'Vermeld onder een andere naam',
  'Listed; no family name was given to compare the name with':
    'Vermeld; er is geen achternaam opgegeven om de naam mee te vergelijken',
  'Valid number, not listed in the phone directory':
    'Geldig nummer, niet vermeld in de telefoongids',
  'Valid number, not looked up in the phone directory':
    'Geldig nummer, niet opgezocht in de telefoongids',
  'Not a valid telephone number': 'Geen geldig telefoonnummer',
  'at the given address': 'op het opgegeven adres',
  'at another address than the one given': 'op een ander adres dan het opgegeven adres',
  'address not compared': 'adres niet vergeleken',
  'it is not a telephone number': 'het is geen telefoonnummer',
  'it is too short': 'het is te kort',
  'it is too long': 'het is te lang',
  'it is not valid': 'het is niet geldig',
  'its country calling code does not exist': 'het landnummer bestaat niet',
  // address_information (address-information.ts)
  'No companies registered at the address': 'Geen bedrijven ingeschreven op het adres',
  'no persons known at the address': 'geen personen bekend op het adres',
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

export const PERSON_MESSAGES: readonly MessageTemplate[] = [
  {
    pattern: /^date of birth (\S+) differs from the residents data$/,
    nl: ([, date]) => `geboortedatum ${date ?? ''} wijkt af van de bewonersgegevens`,
  },
  {
    pattern: /^(\d+) different residents fit equally well$/,
    nl: ([, count]) => `${count ?? ''} verschillende bewoners passen even goed`,
  },
  {
    pattern: /^seen more recently at another address \((.+)\)$/,
    nl: ([, date]) => `later gezien op een ander adres (${date ?? ''})`,
  },
  {
    pattern: /^(postcode|street|city|province) "([^"]*)" corrected to "([^"]*)"$/,
    nl: ([, field = '', given, found]) =>
      `${FIELDS[field] ?? field} "${given ?? ''}" verbeterd in "${found ?? ''}"`,
  },
  {
    pattern: /^extensions there: (.+)$/,
    nl: ([, list = '']) => `toevoegingen daar: ${list === 'none' ? 'geen' : list}`,
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
    nl: ([, streets]) =>
      `de opgegeven straat en plaats lijken even veel op ${streets ?? ''}, die dit nummer alle hebben; welke bedoeld is, is niet bekend`,
  },
  {
    pattern:
      /^(zip_code|house_number|country) "(.*)" is not (?:a Dutch postcode \(four digits and two letters, e\.g\. 1012 AB\)|a house number \(1 to 99999, optionally followed by a letter or addition\)|read: give its ISO 3166 code \(NL, NLD\) or its name)$/s,
    nl: ([all = '', field, value]) =>
      field === 'zip_code'
        ? `zip_code "${value ?? ''}" is geen Nederlandse postcode (vier cijfers en twee letters, bijv. 1012 AB)`
        : field === 'house_number'
          ? `house_number "${value ?? ''}" is geen huisnummer (1 tot 99999, eventueel gevolgd door een letter of toevoeging)`
          : all.includes('ISO 3166')
            ? `land "${value ?? ''}" is niet herkend: geef de ISO 3166-code (NL, NLD) of de naam`
            : undefined,
  },
  // phone_number_matches
  {
    pattern: /^(landline|mobile|[\w -]+?), listed since (\d{4}-\d{2}-\d{2})$/,
    nl: ([, kind = '', since]) => {
      const word = PHONE_KINDS[kind];
      return word && `${word}, vermeld sinds ${since ?? ''}`;
    },
  },
  {
    pattern: /^listed since (\d{4}-\d{2}-\d{2})$/,
    nl: ([, since]) => `vermeld sinds ${since ?? ''}`,
  },
  {
    pattern: /^an? (?:(.+?) )?number of (.+)$/,
    nl: ([, kind, where = '']) => {
      const word = kind === undefined ? '' : PHONE_KINDS[kind];
      return word === undefined
        ? undefined
        : `een ${word ? `${word} ` : ''}nummer uit ${countryName(where)}`;
    },
  },
  {
    pattern:
      /^it is too (short|long): Dutch numbers have nine digits after the 0 or \+31 \(this one has (\d+)\)$/,
    nl: ([, how, digits]) =>
      `het is te ${how === 'short' ? 'kort' : 'lang'}: Nederlandse nummers hebben negen cijfers na de 0 of +31 (dit heeft er ${digits ?? ''})`,
  },
  {
    pattern: /^it is too (short|long) for a number of (.+)$/,
    nl: ([, how, where = '']) =>
      `het is te ${how === 'short' ? 'kort' : 'lang'} voor een nummer uit ${countryName(where)}`,
  },
  {
    pattern: /^no number of (.+) has (\d+) digits$/,
    nl: ([, where = '', digits]) =>
      `geen nummer uit ${countryName(where)} heeft ${digits ?? ''} cijfers`,
  },
  {
    pattern: /^it is not a possible number of (.+): no such range in its numbering plan$/,
    nl: ([, where = '']) =>
      `het is geen mogelijk nummer uit ${countryName(where)}: die reeks bestaat niet in het nummerplan`,
  },
  {
    pattern:
      /^Valid number, not looked up in the phone directory, which (is not available in this installation|holds no numbers of this form): (.+)$/s,
    nl: ([, why, what = ''], t) => {
      const said = t(what);
      return said === undefined
        ? undefined
        : `Geldig nummer, niet opgezocht in de telefoongids, ${why === 'is not available in this installation' ? 'die in deze installatie niet beschikbaar is' : 'die geen nummers van deze vorm bevat'}: ${said}`;
    },
  },
  // address_information
  {
    pattern: /^(at least )?(\d+) (company|companies)(: |, among them: )(.+)$/s,
    nl: ([, atLeast, count = '', noun = '', among, named]) =>
      `${atLeast ? 'ten minste ' : ''}${counted(count, noun)}${among === ': ' ? ': ' : ', waaronder: '}${named ?? ''}`,
  },
  {
    pattern: /^Use \(BAG\): ([^;]+)$/,
    nl: ([, uses = '']) =>
      `Gebruik (BAG): ${uses.replace(/(\w+) \((\w+)\)/g, (all, english: string, dutch: string) => (USES[english] ? `${USES[english]} (${dutch})` : all))}`,
  },
  {
    pattern: /^WOZ value EUR ([\d,]+)$/,
    nl: ([, value = '']) => `WOZ-waarde € ${value.replace(/,/g, '.')}`,
  },
  {
    pattern: /^cadastral parcel ([^;]+)$/,
    nl: ([, parcel]) => `kadastraal perceel ${parcel ?? ''}`,
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
    pattern: /^The postcode and house number exist, but not with the extension "(.*)"$/,
    nl: ([, extension]) =>
      `Postcode en huisnummer bestaan, maar niet met de toevoeging "${extension ?? ''}"`,
  },
  {
    pattern: /^No postcode statistics and no earlier checks for (\S+)$/,
    nl: ([, postcode]) =>
      `Geen postcodestatistiek en geen eerdere controles voor ${postcode ?? ''}`,
  },
  {
    pattern: new RegExp(
      `^(pc[456]) (\\S+): (\\d+) ${NOUN}, (\\d+) ${NOUN}, (\\d+) ${NOUN} in the statistics(?: \\((.+)\\))?$`,
    ),
    nl: ([, level, area, a = '', an = '', r = '', rn = '', c = '', cn = '', about], t) => {
      const source = about === undefined ? undefined : t(about);
      return `${level ?? ''} ${area ?? ''}: ${counted(a, an)}, ${counted(r, rn)}, ${counted(c, cn)} in de statistiek${about === undefined ? '' : ` (${source ?? about})`}`;
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
      `^Raised by (\\d+) ${NOUN} by your organisation ${WITHIN} (?:for (\\d+) ${NOUN}|(in one area))$`,
    ),
    nl: ([, count = '', noun = '', days, n = '', nn = '', one]) =>
      `Verhoogd door ${counted(count, noun)} van uw organisatie de afgelopen ${days ?? ''} dagen ${one ? 'in één gebied' : `voor ${counted(n, nn)}`}`,
  },
];

/** "the United Kingdom (+44)", "the Netherlands (+31)": the country's own name kept. */
function countryName(where: string): string {
  return where.replace(/^the Netherlands/, 'Nederland').replace(/^the /, '');
}
