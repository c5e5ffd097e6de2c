/**
 * Dutch for what company checks and screening write: VAT validation, the remarks of the company
 * identification, screening outcomes and listings, the screened parties, UBO roles, the
 * explanation of a score, and the texts of the demo and reference data (messages.ts).
 */
import { withStatusesInDutch } from './company-statuses.js';
import type { MessageTemplate } from './messages.js';
import { SANCTIONS_OWNERSHIP_MESSAGES } from './messages-sanctions-ownership.js';

/** "60.00 %" as "60,00 %". */
const decimal = (text: string): string => text.replace(/(\d)\.(\d)/g, '$1,$2');

/** FtM topics as src/screening/describe.ts names them. */
const TOPICS: Readonly<Record<string, string>> = {
  sanctioned: 'gesanctioneerd',
  'linked to a sanctioned party': 'verbonden aan een gesanctioneerde partij',
  'counter-sanctioned': 'getroffen door tegensancties',
  'assets frozen': 'tegoeden bevroren',
  'export controlled': 'onder exportcontrole',
  'debarred from public procurement': 'uitgesloten van overheidsopdrachten',
  'politically exposed person': 'politiek prominent persoon (PEP)',
  'relative or close associate of a politically exposed person':
    'familielid of naaste medewerker van een politiek prominent persoon',
  oligarch: 'oligarch',
  crime: 'misdrijf',
  'financial crime': 'financieel misdrijf',
  fraud: 'fraude',
  terrorism: 'terrorisme',
  trafficking: 'mensenhandel of smokkel',
  'war crimes': 'oorlogsmisdrijven',
  'organised crime': 'georganiseerde misdaad',
  'cyber crime': 'cybercriminaliteit',
  theft: 'diefstal',
  'wanted by law enforcement': 'gezocht door justitie of politie',
  'disqualified director': 'uitgesloten bestuurder',
  'regulator enforcement action': 'handhavingsmaatregel van een toezichthouder',
  'regulator warning': 'waarschuwing van een toezichthouder',
  'person of interest': 'persoon van belang',
  listed: 'vermeld',
};

/** The request fields the identification remarks name (identification-remarks.ts). */
const REQUEST_FIELDS: Readonly<Record<string, string>> = {
  search_identifier: 'het zoekkenmerk (search_identifier)',
  chamber_of_commerce_number: 'het KvK-nummer (chamber_of_commerce_number)',
  'chamber_of_commerce_number (an LEI)': 'de LEI (chamber_of_commerce_number)',
  vat_number: 'het btw-nummer (vat_number)',
  'vat_number (its RSIN)': 'het RSIN in het btw-nummer (vat_number)',
  'company.name': 'de naam (company.name)',
};

const ADDRESS_PARTS: Readonly<Record<string, string>> = {
  country: 'het land',
  postcode: 'de postcode',
  'house number': 'het huisnummer',
  'house number addition': 'de huisnummertoevoeging',
  street: 'de straat',
  city: 'de plaats',
};

/** "a, b and c". */
const listed = (parts: readonly string[]): string =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} en ${parts.at(-1) ?? ''}`;

/** Screened parties (src/checks/company/registrations.ts): "director: Ann Claes (also ubo)". */
const PARTY_ROLES: Readonly<Record<string, string>> = {
  company: 'bedrijf',
  person: 'persoon',
  director: 'bestuurder',
  ubo: 'UBO',
  'possible ubo': 'mogelijke UBO',
  shareholder: 'aandeelhouder',
  parent: 'moedermaatschappij',
  'parent director': 'bestuurder moedermaatschappij',
};

/** A UBO's share as a role names it: "25.00 %", "75-100% (band)", "at least 25.00 % (bands …)". */
const shareInDutch = (share: string): string =>
  decimal(share)
    .replace(/ \(band\)$/, ' (bandbreedte)')
    .replace(/\(bands (.+)\)$/s, '(bandbreedtes $1)')
    .replace(/^at least /, 'ten minste ')
    .replace(/^more than /, 'meer dan ')
    .replace(/^unknown /, 'onbekend ');

const lookupIn = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** "ubo, parent director of X B.V." as "UBO, bestuurder van moedermaatschappij X B.V.". */
function alsoRoles(list: string): string | undefined {
  const roles = list.split(/, (?=ubo|possible ubo|shareholder|director|parent)/).map((role) => {
    const of = /^parent director of (.+)$/.exec(role);
    if (of) return `bestuurder van moedermaatschappij ${of[1] ?? ''}`;
    // "shareholder 25.00 %": the share as the Dutch write it.
    const held = /^shareholder (\d+(?:\.\d+)? %)$/.exec(role);
    return held ? `aandeelhouder ${decimal(held[1] ?? '')}` : lookupIn(PARTY_ROLES, role);
  });
  return roles.every((r) => r !== undefined) ? roles.join(', ') : undefined;
}

/**
 * A listing (describe.ts): its topics, then what the list says of it (a programme, a position:
 * the list's own words, kept), "(ended <date>)", and where a director's risk names it, the list.
 */
function listing(text: string): string | undefined {
  const ended = /^(.*?)(?: \(ended (\d{4}-\d{2}-\d{2})\))?((?: \([\w.-]+\))?)$/s.exec(text);
  if (!ended) return undefined;
  const [, body = '', date, list = ''] = ended;
  const colon = body.indexOf(': ');
  const topicsText = colon < 0 ? body : body.slice(0, colon);
  const topics = topicsText.split(', ').map((topic) => lookupIn(TOPICS, topic));
  if (topics.length === 0 || !topics.every((t) => t !== undefined)) return undefined;
  const details = colon < 0 ? '' : `: ${body.slice(colon + 2)}`;
  return `${topics.join(', ')}${details}${date ? ` (beëindigd ${date})` : ''}${list}`;
}

export const COMPANY_PHRASES: Readonly<Record<string, string>> = {
  // VAT validation (src/checks/company/vat.ts, src/validators/vat)
  'Format and check digits are right': 'Opbouw en controlecijfers kloppen',
  'VIES confirms the VAT number is valid': 'VIES bevestigt dat het btw-nummer geldig is',
  'VIES answers that the VAT number is not valid': 'Volgens VIES is het btw-nummer niet geldig',
  'VIES was not asked (not enabled)': 'VIES niet geraadpleegd (niet ingeschakeld)',
  'VIES no longer answers for GB numbers (since 2021)':
    'VIES geeft sinds 2021 geen antwoord meer over GB-nummers',
  'the check digit does not match': 'het controlecijfer klopt niet',
  'The VAT number fails its format or check digits':
    'Het btw-nummer voldoet niet aan de opbouw of de controlecijfers',
  'the check digits do not match': 'de controlecijfers kloppen niet',
  // Directors' screening (src/checks/company/screen.ts)
  'No screening hit': 'Geen screeningtreffer',
  'No listings to screen against': 'Geen lijsten om tegen te screenen',
  // Financial information as the demo data writes it
  'Lowest risk': 'Laagste risico',
  'Low risk': 'Laag risico',
  'Average risk': 'Gemiddeld risico',
  'High risk': 'Hoog risico',
  'Highest risk': 'Hoogste risico',
  Unknown: 'Onbekend',
  'Pays within terms': 'Betaalt binnen de termijn',
  // Dataset versions
  'shipped with Veracheck': 'meegeleverd met Veracheck',
  'Fictitious demo data': 'Fictieve demogegevens',
};

export const COMPANY_MESSAGES: readonly MessageTemplate[] = [
  {
    pattern: /^Pays (up to |more than )?(\d+)(?: to (\d+))? days late$/,
    nl: ([, how, from, to]) =>
      `Betaalt ${how === 'up to ' ? 'tot ' : how ? 'meer dan ' : ''}${from ?? ''}${to ? ` tot ${to}` : ''} dagen te laat`,
  },
  {
    pattern: /^Fictitious demo data \(seed (\d+)\)$/,
    nl: ([, seed]) => `Fictieve demogegevens (seed ${seed ?? ''})`,
  },
  {
    pattern: /^VIES could not confirm it \((.+)\)$/,
    nl: ([, why]) => `VIES kon het niet bevestigen (${why ?? ''})`,
  },
  {
    pattern: /^the register has this VAT number for (.+), not for the company checked, (.+)$/,
    nl: ([, other, own]) =>
      `het register heeft dit btw-nummer bij ${other ?? ''}, niet bij het gecontroleerde bedrijf, ${own ?? ''}`,
  },
  {
    pattern: /^VIES registers this VAT number to (.+), not to the company checked, (.+)$/s,
    nl: ([, registered, own]) =>
      `VIES heeft dit btw-nummer op naam van ${registered ?? ''}, niet van het gecontroleerde bedrijf, ${own ?? ''}`,
  },
  {
    pattern: /^the company checked is registered with VAT number (.+)$/,
    nl: ([, numbers]) =>
      `het gecontroleerde bedrijf staat ingeschreven met btw-nummer ${numbers ?? ''}`,
  },
  // A director abroad not known among residents (src/checks/company/persons.ts)
  {
    pattern:
      /^it holds addresses in the Netherlands only; the register gives the country of residence as ([A-Z, ]+)$/,
    nl: ([, countries]) =>
      `die bevatten alleen adressen in Nederland; het register geeft als woonland ${countries ?? ''}`,
  },
  // Identification remarks (src/checks/company/identification-remarks.ts, identify.ts)
  {
    pattern: /^KvK number (\S+) has seven digits: read as (\S+), its leading zero restored$/,
    nl: ([, given, read]) =>
      `KvK-nummer ${given ?? ''} heeft zeven cijfers: gelezen als ${read ?? ''}, met de voorloopnul die ontbrak`,
  },
  {
    pattern:
      /^the chamber_of_commerce_number given, (\S+), has nine digits, which a KvK number never has: looked up as an RSIN$/,
    nl: ([, given]) =>
      `het opgegeven KvK-nummer, ${given ?? ''}, heeft negen cijfers, wat een KvK-nummer nooit heeft: gezocht als RSIN`,
  },
  {
    pattern:
      /^the chamber_of_commerce_number given, (\S+), is a VAT number, not a KvK number: looked up as the VAT number (\S+)$/,
    nl: ([, given, vat]) =>
      `het opgegeven KvK-nummer, ${given ?? ''}, is een btw-nummer, geen KvK-nummer: gezocht als btw-nummer ${vat ?? ''}`,
  },
  {
    pattern:
      /^the chamber_of_commerce_number given, (\S+), is a Dutch VAT number, not a KvK number: looked up by the RSIN in it, (\S+)$/,
    nl: ([, given, rsin]) =>
      `het opgegeven KvK-nummer, ${given ?? ''}, is een Nederlands btw-nummer, geen KvK-nummer: gezocht op het RSIN erin, ${rsin ?? ''}`,
  },
  {
    pattern: /^the (.+?) given is in no register record; the company was found by (.+)$/,
    nl: ([, field = '', by = '']) => {
      const [given, found] = [lookupIn(REQUEST_FIELDS, field), lookupIn(REQUEST_FIELDS, by)];
      return given && found
        ? `${given} staat in geen enkele inschrijving van het register; het bedrijf is gevonden op ${found}`
        : undefined;
    },
  },
  {
    pattern: /^the (.+?) given belongs to (.+), not to the company found by (.+)$/,
    nl: ([, field = '', other, by = '']) => {
      const [given, found] = [lookupIn(REQUEST_FIELDS, field), lookupIn(REQUEST_FIELDS, by)];
      return given && found
        ? `${given} hoort bij ${withStatusesInDutch(other ?? '')}, niet bij het bedrijf gevonden op ${found}`
        : undefined;
    },
  },
  {
    pattern:
      /^the (.+?) given fits (another company|other companies) as well: (.+); this check is of the first in (register order|register order, then by the closer name)$/s,
    nl: ([, field = '', companies, list, order]) => {
      const given = lookupIn(REQUEST_FIELDS, field);
      if (!given) return undefined;
      const others = companies === 'another company' ? 'een ander bedrijf' : 'andere bedrijven';
      const by =
        order === 'register order'
          ? 'registervolgorde'
          : 'registervolgorde, daarna de naam die het best past';
      return `${given} past even goed bij ${others}: ${withStatusesInDutch(list ?? '')}; deze controle gaat over de eerste in ${by}`;
    },
  },
  {
    pattern:
      /^the name given, "((?:[^"]|"(?![\s;,:.)]|$))*)", is not the company's name \((.+)\)$/s,
    nl: ([, name, company]) =>
      `de opgegeven naam "${name ?? ''}" is niet de naam van het bedrijf (${withStatusesInDutch(company ?? '')})`,
  },
  {
    // Found by a close name that is another entity's (identification-remarks.ts).
    pattern:
      /^the name given, "((?:[^"]|"(?![\s;,:.)]|$))*)", is not the company's name \((.+)\): its words or legal form differ$/s,
    nl: ([, name, company]) =>
      `de opgegeven naam "${name ?? ''}" is niet de naam van het bedrijf (${withStatusesInDutch(company ?? '')}): de woorden of de rechtsvorm wijken af`,
  },
  {
    // A status the contract has no code for (surseance, curatele): kept as the register wrote it.
    pattern:
      /^the register's status, "((?:[^"]|"(?![\s;,:.)]|$))*)", is none of the contract's statuses; company\.status is left out$/s,
    nl: ([, status]) =>
      `de status in het register, "${status ?? ''}", komt met geen van de statussen van de API overeen; company.status is weggelaten`,
  },
  {
    pattern: /^the address given is not the company's registered address \((.+)\): another (.+)$/s,
    nl: ([, address, parts = '']) => {
      const named = parts.split(', ').map((part) => lookupIn(ADDRESS_PARTS, part));
      return named.every((n) => n !== undefined)
        ? `het opgegeven adres is niet het ingeschreven adres van het bedrijf (${address ?? ''}): ${listed(named)} ${named.length === 1 ? 'wijkt' : 'wijken'} af`
        : undefined;
    },
  },
  // Sanctions ownership/control (src/checks/company/sanctions-ownership.ts)
  ...SANCTIONS_OWNERSHIP_MESSAGES,
  {
    pattern: /^(.+?): listed as (.+)$/s,
    nl: ([, name = '', listings = '']) =>
      `${name}: vermeld als ${listings.replace(/, match (\d+)\)/g, ', overeenkomst $1)')}`,
  },
  // Screening
  {
    pattern: /^(Confirmed hit|Possible hit): (.+)$/s,
    nl: ([, kind, what = '']) => {
      const listed = listing(what);
      return (
        listed &&
        `${kind === 'Confirmed hit' ? 'Bevestigde treffer' : 'Mogelijke treffer'}: ${listed}`
      );
    },
  },
  { pattern: /^(.+)$/s, nl: ([text = '']) => listing(text) },
  {
    pattern:
      /^(company|person|director|ubo|possible ubo|shareholder|parent|parent director)(?:: (.+?))?(?: \(also (.+)\))?$/s,
    nl: ([, role = '', name, also]) => {
      const roles = also === undefined ? '' : alsoRoles(also);
      // A shareholder's share after the name, "Ann Claes (25.00 %)", as the Dutch write it.
      const shown =
        name && role === 'shareholder'
          ? name.replace(/\((\d+(?:\.\d+)? %)\)$/, (_, share: string) => `(${decimal(share)})`)
          : name;
      return roles === undefined
        ? undefined
        : `${lookupIn(PARTY_ROLES, role) ?? role}${shown ? `: ${shown}` : ''}${roles ? ` (ook ${roles})` : ''}`;
    },
  },
  // UBO roles (src/checks/ownership/ubo.ts, sole-proprietor.ts)
  {
    // The share known, a register's band ("75-100% (band)"), or the bound the bands of a path
    // give (bandShown, share-bounds.ts); the bands as the register writes them.
    pattern:
      /^(direct|indirect) (\d+(?:\.\d+)? %|.+? \(band\)|(?:at least|more than|unknown)(?: \d+(?:\.\d+)? %)? \(bands .+?\))(?: through (.+))?$/s,
    nl: ([, how, share = '', through]) =>
      `${how === 'direct' ? 'rechtstreeks' : 'middellijk'} ${shareInDutch(share)}${through ? ` via ${through}` : ''}`,
  },
  {
    pattern:
      /^direct (\d+(?:\.\d+)? %) as (.+?): a sole proprietorship (belongs wholly to its owner|of (\d+) owners, in equal parts \(the register gives no shares\))$/s,
    nl: ([, share = '', role, whole, owners]) =>
      whole === 'belongs wholly to its owner'
        ? `rechtstreeks ${decimal(share)} als ${role ?? ''}: een eenmanszaak is geheel van de eigenaar`
        : `rechtstreeks ${decimal(share)} als ${role ?? ''}: een onderneming van ${owners ?? ''} eigenaren, in gelijke delen (het register geeft geen aandelen)`,
  },
  {
    pattern:
      /^pseudo-UBO as (.+?): no one is known to hold more than (\d+(?:\.\d+)?) %, so senior management is registered$/s,
    // A role through legal-entity directors is "Bestuurder through A B.V. > B B.V."
    // (pseudo-ubo.ts), the role and names as the register has them ("Chairman of the Board"
    // too). A check stored before wrote the chain with "of", which reads as the role's own words.
    nl: ([, role = '', threshold]) => {
      const chain = / through (.+)$/s.exec(role);
      const said = chain === null ? role : `${role.slice(0, chain.index)} via ${chain[1] ?? ''}`;
      return `pseudo-UBO als ${said}: van niemand is bekend dat die meer dan ${decimal(threshold ?? '')} % houdt, dus is het hoger leidinggevend personeel geregistreerd`;
    },
  },
];
