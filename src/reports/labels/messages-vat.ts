/**
 * Dutch for why the offline check finds a VAT number invalid (src/validators/vat): a stray
 * character, a repeated or unknown prefix, a wrong length or layout ("NL VAT numbers have 12
 * characters after NL: …"), a part no number has, and how a number without a prefix was read.
 * The check digits' own messages are phrases of messages-company.ts.
 */
import { lookupTable } from '../../entities/lookup-table.js';
import type { MessageTemplate } from './messages.js';

/** The countries' layouts beyond "N digits after XX" (rules-*.ts, the *_SHAPE texts). */
const SHAPES: Readonly<Record<string, string>> = {
  '10 digits after SK, not starting with 0, with 2, 3, 4, 7, 8 or 9 as the third digit':
    '10 cijfers na SK, niet beginnend met 0, met 2, 3, 4, 7, 8 of 9 als derde cijfer',
  '9 digits (legal entities) or 12 digits (temporary registrations) after LT':
    '9 cijfers (rechtspersonen) of 12 cijfers (tijdelijke registraties) na LT',
  '9 characters after CY: 8 digits and a check letter':
    '9 tekens na CY: 8 cijfers en een controleletter',
  '9 characters after ES: 8 digits and a letter (DNI), X, Y or Z, 7 digits and a letter (NIE), K, L or M, 7 digits and a letter, or an entity letter, 7 digits and a check digit or letter (CIF)':
    '9 tekens na ES: 8 cijfers en een letter (DNI), X, Y of Z, 7 cijfers en een letter (NIE), K, L of M, 7 cijfers en een letter, of een entiteitsletter, 7 cijfers en een controlecijfer of -letter (CIF)',
  '9 characters after AT: U and 8 digits': '9 tekens na AT: U en 8 cijfers',
  '11 characters after FR: a 2-character key (digits, or letters other than I and O) and the 9-digit SIREN':
    '11 tekens na FR: een sleutel van 2 tekens (cijfers, of letters behalve I en O) en het SIREN-nummer van 9 cijfers',
  '8 or 9 characters after IE: 7 digits, a check letter and an optional letter A to I or W (older numbers: a digit, a letter or + or *, 5 digits and a check letter)':
    '8 of 9 tekens na IE: 7 cijfers, een controleletter en eventueel een letter A tot en met I of W (oudere nummers: een cijfer, een letter of + of *, 5 cijfers en een controleletter)',
  '12 characters after NL: 9 digits, B, 2 digits': '12 tekens na NL: 9 cijfers, B, 2 cijfers',
  '12 digits after SE: the 10-digit organisation or personal number and 01':
    '12 cijfers na SE: het organisatie- of persoonsnummer van 10 cijfers en 01',
  '1 as their second-to-last digit': '1 als voorlaatste cijfer',
};

/** "9 digits after DE, not starting with 0", "8, 9 or 10 digits after CZ", "2 to 10 …". */
const SIMPLE_SHAPE =
  /^(\d+(?:(?:, | or | to )\d+)*) digits after ([A-Z]{2})(?:, (not starting with 0|starting with (\d+(?: or \d+)?)))?$/;

function shapeInDutch(shape: string): string | undefined {
  const known = Object.hasOwn(SHAPES, shape) ? SHAPES[shape] : undefined;
  if (known !== undefined) return known;
  const uk =
    /^9 digits \(12 for branch traders\) after (GB|XI), or GD or HA and 3 digits \(GD or HA, 8888 and 5 digits in the EU form\)$/.exec(
      shape,
    );
  if (uk) {
    return `9 cijfers (12 voor filialen) na ${uk[1] ?? ''}, of GD of HA en 3 cijfers (GD of HA, 8888 en 5 cijfers in de EU-vorm)`;
  }
  const simple = SIMPLE_SHAPE.exec(shape);
  if (!simple) return undefined;
  const [, counts = '', country = '', rule, start] = simple;
  const amount = counts.replace(' or ', ' of ').replace(' to ', ' tot ');
  const after =
    rule === undefined
      ? ''
      : start === undefined
        ? ', niet beginnend met 0'
        : `, beginnend met ${start.replace(' or ', ' of ')}`;
  return `${amount} cijfers na ${country}${after}`;
}

const DUTCH_REGIONS = new Intl.DisplayNames(['nl'], { type: 'region' });
/** VIES codes that are no ISO 3166-1 code (vatCountryName). */
const NOT_ISO: Readonly<Record<string, string>> = lookupTable({
  EL: 'Griekenland',
  XI: 'Noord-Ierland',
});
/** Country names Dutch says with an article: "van het Verenigd Koninkrijk". */
const WITH_ARTICLE: ReadonlySet<string> = new Set(['GB']);

/** "Tsjechië (CZ)", "het Verenigd Koninkrijk (GB)"; a code without a Dutch name stays a code. */
export function dutchCountry(code: string): string {
  const name = NOT_ISO[code] ?? DUTCH_REGIONS.of(code);
  if (name === undefined || name === code) return code;
  return `${WITH_ARTICLE.has(code) ? 'het ' : ''}${name} (${code})`;
}

/** "the Netherlands (NL)" as "Nederland (NL)"; a code alone stays. */
function countryInDutch(named: string): string | undefined {
  const code = /^(?:.+ \()?([A-Z]{2})\)?$/.exec(named)?.[1];
  if (code === undefined) return undefined;
  return named === code ? code : dutchCountry(code);
}

/**
 * What the rules say of a country's numbers, after "XX VAT numbers" (rules-*.ts): the country
 * is named by one template below, so that every rule names it alike.
 */
const RULES: Readonly<Record<string, string>> = {
  'of 8 digits never start with 9': 'met 8 cijfers beginnen nooit met 9',
  'of 9 digits start with a date of birth before 1954, or with 6':
    'met 9 cijfers beginnen met een geboortedatum vóór 1954, of met 6',
  'of 10 digits start with a date of birth': 'met 10 cijfers beginnen met een geboortedatum',
  'of individuals start with a birth date or with 32':
    'van natuurlijke personen beginnen met een geboortedatum of met 32',
  'start with 0, 1, 3, 4, 5, 6 or 9, and never with 12':
    'beginnen met 0, 1, 3, 4, 5, 6 of 9, en nooit met 12',
  'never start with a company number of 0000000': 'beginnen nooit met bedrijfsnummer 0000000',
  'never end in B00': 'eindigen nooit op B00',
  'never have 9 zeros before the B': 'hebben nooit 9 nullen vóór de B',
  'never have an all-zero serial number': 'hebben nooit een volgnummer van alleen nullen',
};

/** A rule's words after "XX VAT numbers" in Dutch; undefined where not known. */
function ruleInDutch(rule: string): string | undefined {
  const known = Object.hasOwn(RULES, rule) ? RULES[rule] : undefined;
  if (known !== undefined) return known;
  const office = /^have no tax office (\d+) \(digits 8 to 10\)$/.exec(rule);
  if (office) return `hebben geen belastingkantoor ${office[1] ?? ''} (cijfers 8 tot en met 10)`;
  const entity = /^of entity type ([A-Z]) end in a letter$/.exec(rule);
  if (entity) return `van entiteitsoort ${entity[1] ?? ''} eindigen op een letter`;
  const shape = /^have (.+)$/s.exec(rule);
  const said = shape ? shapeInDutch(shape[1] ?? '') : undefined;
  return said && `hebben ${said}`;
}

export const VAT_PHRASES: Readonly<Record<string, string>> = {
  'the VAT number is empty': 'het btw-nummer is leeg',
  'the VAT number has no country prefix and no default country was given':
    'het btw-nummer heeft geen landvoorvoegsel en er is geen standaardland opgegeven',
};

export const VAT_MESSAGES: readonly MessageTemplate[] = [
  {
    pattern: /^the VAT number contains "(.+)": only letters and digits are allowed$/su,
    nl: ([, character = '']) =>
      `het btw-nummer bevat "${character}": alleen letters en cijfers zijn toegestaan`,
  },
  {
    pattern: /^the country prefix ([A-Z]{2}) is repeated$/,
    nl: ([, prefix = '']) => `het landvoorvoegsel ${prefix} staat er twee keer`,
  },
  {
    pattern: /^([A-Z]{2}) is not a VAT country code of an EU member state \(VIES\), XI or GB$/,
    nl: ([, letters = '']) =>
      `${letters} is geen btw-landcode van een EU-lidstaat (VIES), XI of GB`,
  },
  {
    pattern: /^nor is the whole number a VAT number of (.+) without a prefix \((.+)\)$/s,
    nl: ([, country = '', why = ''], translate) => {
      const [name, reason] = [countryInDutch(country), translate(why)];
      return name && reason
        ? `het hele nummer is ook geen btw-nummer van ${name} zonder voorvoegsel (${reason})`
        : undefined;
    },
  },
  {
    pattern: /^read as a VAT number of (.+) because it has no country prefix$/,
    nl: ([, country = '']) => {
      const name = countryInDutch(country);
      return name && `gelezen als btw-nummer van ${name}, omdat het geen landvoorvoegsel heeft`;
    },
  },
  {
    pattern: /^the default country (\S+) is not an EU member state, XI or GB$/,
    nl: ([, country = '']) => `het standaardland ${country} is geen EU-lidstaat, XI of GB`,
  },
  {
    pattern:
      /^(GB|XI) government departments \(GD\) are numbered 000 to 499, health authorities \(HA\) 500 to 999$/,
    nl: ([, country = '']) =>
      `overheidsdiensten (GD) van ${dutchCountry(country)} zijn genummerd 000 tot en met 499, gezondheidsautoriteiten (HA) 500 tot en met 999`,
  },
  {
    pattern: /^([A-Z]{2}) VAT numbers (.+)$/s,
    nl: ([, country = '', rule = '']) => {
      const said = ruleInDutch(rule);
      return said && `btw-nummers van ${dutchCountry(country)} ${said}`;
    },
  },
];
