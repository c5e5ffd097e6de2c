/**
 * Dutch for what phone_number_matches of person checks writes (src/checks/person/phone.ts,
 * phone-number.ts): the codes' messages, what a listing is and where, why a number is not
 * valid, and the country of a number by its Dutch name (messages.ts).
 */
import type { MessageTemplate } from './messages.js';
import { countryName } from '../../validators/country-name.js';

/** How a phone listing's address compares (ADDRESS_NOTES of phone.ts). */
const LISTING_ADDRESSES: Readonly<Record<string, string>> = {
  'at the given address': 'op het opgegeven adres',
  'at another address than the one given': 'op een ander adres dan het opgegeven adres',
  'address not compared': 'adres niet vergeleken',
};

/** The kinds of a phone directory listing (PhoneDirectoryData.kind). */
const LISTING_KINDS: Readonly<Record<string, string>> = {
  landline: 'vaste lijn',
  mobile: 'mobiel',
};

/** A number of a kind (KINDS of phone-number.ts), "a mobile number" as "een mobiel nummer". */
const NUMBER_KINDS: Readonly<Record<string, string>> = {
  landline: 'vast nummer',
  mobile: 'mobiel nummer',
  'landline or mobile': 'vast of mobiel nummer',
  'free-phone': 'gratis nummer',
  'premium-rate': 'betaalnummer',
  'shared-cost': 'nummer met gedeelde kosten',
  VoIP: 'VoIP-nummer',
  personal: 'persoonlijk nummer',
  pager: 'semafoonnummer',
  'company (UAN)': 'bedrijfsnummer (UAN)',
  voicemail: 'voicemailnummer',
};

export const PHONE_PHRASES: Readonly<Record<string, string>> = {
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
  'Listed; the family name given has no Latin letters, as the directory writes names, so the name was not compared':
    'Vermeld; de opgegeven achternaam heeft geen Latijnse letters, zoals de telefoongids namen schrijft, dus de naam is niet vergeleken',
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
};

export const PHONE_MESSAGES: readonly MessageTemplate[] = [
  {
    // What a listing says: its kind, since when, and (PM05, PM06) where it is.
    pattern:
      /^(landline|mobile)(?:, listed since (\d{4}-\d{2}-\d{2}))?(?:, (at the given address|at another address than the one given|address not compared))?$/,
    nl: ([, kind = '', since, where]) =>
      [LISTING_KINDS[kind], since && `vermeld sinds ${since}`, where && LISTING_ADDRESSES[where]]
        .filter(Boolean)
        .join(', '),
  },
  {
    pattern: /^listed since (\d{4}-\d{2}-\d{2})$/,
    nl: ([, since]) => `vermeld sinds ${since ?? ''}`,
  },
  {
    pattern: /^an? (?:(.+?) )?number of (.+)$/,
    nl: ([, kind, where = '']) => {
      const noun = kind === undefined ? 'nummer' : lookup(NUMBER_KINDS, kind);
      const of = numberOf(where);
      return noun && of && `een ${noun} ${of}`;
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
    nl: ([, how, where = '']) => {
      const of = numberOf(where);
      return of && `het is te ${how === 'short' ? 'kort' : 'lang'} voor een nummer ${of}`;
    },
  },
  {
    pattern: /^no number of (.+) has (\d+) digits$/,
    nl: ([, where = '', digits]) => {
      const of = numberOf(where);
      return of && `geen nummer ${of} heeft ${digits ?? ''} cijfers`;
    },
  },
  {
    pattern: /^it is not a possible number of (.+): no such range in its numbering plan$/,
    nl: ([, where = '']) => {
      const of = numberOf(where);
      return of && `het is geen mogelijk nummer ${of}: die reeks bestaat niet in het nummerplan`;
    },
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
];

/** "uit het Verenigd Koninkrijk", "uit de Verenigde Staten", "uit België". */
const withArticle = (country: string): string =>
  /^Verenigd Koninkrijk$/.test(country)
    ? `het ${country}`
    : /^(?:Verenigde |Filipijnen|Bahama|Malediven|Seychellen|Comoren)|(?:eilanden|Republiek)$/.test(
          country,
        )
      ? `de ${country}`
      : country;

const lookup = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

const DUTCH_REGIONS = new Intl.DisplayNames(['nl'], { type: 'region' });
let regionCodes: Map<string, string> | undefined;

/**
 * The ISO code of a country as phone-number.ts names it in English (countryName of
 * src/validators/country-name.ts: "the Netherlands", "Belgium"), by that same function.
 */
function regionCode(english: string): string | undefined {
  if (!regionCodes) {
    regionCodes = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const name = countryName(`${a}${b}`);
        if (name !== `${a}${b}` && !regionCodes.has(name)) regionCodes.set(name, `${a}${b}`);
      }
    }
  }
  return regionCodes.get(english);
}

/**
 * Where a number is from (countryLabel of phone-number.ts): "Belgium (+32)" as "uit België
 * (+32)", "+999" as "met landnummer +999"; undefined for a country whose name is not known.
 */
function numberOf(where: string): string | undefined {
  if (/^\+\d+$/.test(where)) return `met landnummer ${where}`;
  const match = /^(.+) \((\+\d+)\)$/s.exec(where);
  const code = match && regionCode(match[1] ?? '');
  const name = code && DUTCH_REGIONS.of(code);
  return name ? `uit ${withArticle(name)} (${match?.[2] ?? ''})` : undefined;
}
