/**
 * Countries written as names rather than codes ("Iran", "Rusland", "United States of America",
 * "Pays-Bas"): the English, Dutch, German, French, Spanish and Italian names the runtime knows
 * (Intl.DisplayNames, from CLDR), their short forms, the official and older names that forms
 * and registers still use, and each country's own name in its own language where it is
 * written in Latin letters ("Polska", "Magyarország", "Sverige"), as its residents write it.
 */
import { lookupTable } from '../entities/lookup-table.js';

/** Lower case, accents and punctuation gone, single spaces, no leading article. */
export function foldCountryName(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      // "Trinidad and Tobago", "Trinidad & Tobago" (CLDR's English), "Trinidad en Tobago":
      // the word joining two names is left out in every language read, as "&" is.
      .replace(/ (?:and|en|und|et|y|e)(?= )/g, '')
      // "Saint Vincent and the Grenadines" is CLDR's "St. Vincent & Grenadines".
      .replace(/ the(?= )/g, '')
      .replace(/^ ?st /, 'saint ')
      .trim()
      .replace(/^(the|de|het) /, '')
      // ISO 3166's English short names put the article last: "Netherlands (the)".
      .replace(/ the$/, '')
  );
}

/** Names that CLDR's short names do not cover, by alpha-2 code. */
const OTHER_NAMES: Readonly<Record<string, readonly string[]>> = lookupTable({
  US: [
    'United States of America',
    'USA',
    'U.S.A.',
    'U.S.',
    'America',
    'Verenigde Staten van Amerika',
  ],
  GB: [
    'UK',
    'U.K.',
    'Great Britain',
    'Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
  ],
  RU: ['Russian Federation', 'Russische Federatie'],
  TR: ['Turkey'],
  CZ: ['Czech Republic', 'Tsjechische Republiek'],
  CI: ['Ivory Coast', "Cote d'Ivoire"],
  IR: ['Islamic Republic of Iran', 'Iran, Islamic Republic of'],
  KP: [
    "Democratic People's Republic of Korea",
    'DPRK',
    "Korea, Democratic People's Republic of",
    'Korea, North',
  ],
  KR: ['Republic of Korea', 'Korea, Republic of', 'Korea, South'],
  AE: ['UAE', 'U.A.E.'],
  CD: ['Democratic Republic of the Congo', 'DR Congo', 'DRC', 'Congo, Democratic Republic of the'],
  CG: ['Republic of the Congo', 'Congo'],
  SY: ['Syrian Arab Republic'],
  VN: ['Viet Nam'],
  LA: ["Lao People's Democratic Republic", 'Lao PDR'],
  VA: ['Holy See', 'Vatican'],
  PS: ['Palestine', 'State of Palestine', 'Palestine, State of', 'West Bank'],
  MK: ['Macedonia', 'Republic of North Macedonia'],
  SZ: ['Swaziland'],
  CV: ['Cabo Verde'],
  TL: ['East Timor'],
  MM: ['Burma'],
  // The UN's and OFAC's "Hong Kong SAR", "Hong Kong, China".
  HK: ['Hong Kong', 'Hongkong', 'Hong Kong SAR', 'Hong Kong, China', 'Hong Kong SAR, China'],
  MO: ['Macau', 'Macao', 'Macao SAR', 'Macau SAR', 'Macao, China', 'Macau, China'],
  VE: ['Venezuela, Bolivarian Republic of'],
  BO: ['Bolivia, Plurinational State of'],
  TZ: ['United Republic of Tanzania', 'Tanzania, United Republic of'],
  MD: ['Republic of Moldova', 'Moldova, Republic of'],
  NL: ['Holland', 'Nederland', 'Kingdom of the Netherlands', 'Koninkrijk der Nederlanden'],
  // The special municipalities of the Netherlands, by their ISO 3166 name and each island.
  BQ: [
    'Bonaire, Sint Eustatius and Saba',
    'Bonaire, Sint Eustatius en Saba',
    'BES islands',
    'BES-eilanden',
    'Bonaire',
    'Sint Eustatius',
    'Statia',
    'Saba',
  ],
  // Not in ISO 3166-1; XK is the code the EU and ICAO documents use, read as a code too.
  XK: ['Kosovo', 'Kosova', 'Republic of Kosovo'],
  // As FATF and the UN write them (CLDR: British Virgin Islands, U.S. Virgin Islands).
  VG: ['Virgin Islands (UK)', 'Virgin Islands (British)', 'Virgin Islands, British'],
  VI: ['Virgin Islands (US)', 'Virgin Islands (U.S.)', 'Virgin Islands, U.S.'],
});

/**
 * Every name of the given alpha-2 codes, folded, to its code. A name two codes share (none in
 * CLDR's English and Dutch short names) would be left out rather than guessed; a part of a
 * bracketed name ("Saint-Martin" of French "Saint-Martin (partie néerlandaise)", Sint Maarten)
 * gives way to a whole name instead ("St. Martin", Saint-Martin, MF).
 */
export function countryNamesOf(codes: readonly string[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  const partOnly = new Set<string>();
  const ambiguous = new Set<string>();
  const add = (name: string, code: string, part = false) => {
    const folded = foldCountryName(name);
    if (folded === '' || ambiguous.has(folded)) return;
    const known = names.get(folded);
    if (known === undefined || known === code) {
      names.set(folded, code);
      if (!part) partOnly.delete(folded);
      else if (known === undefined) partOnly.add(folded);
    } else if (part) {
      // A part never displaces a name of another country.
    } else if (partOnly.delete(folded)) {
      names.set(folded, code);
    } else {
      names.delete(folded);
      ambiguous.add(folded);
    }
  };
  // Adding German, French, Spanish and Italian made no English or Dutch name ambiguous.
  const languages = ['en', 'nl', 'de', 'fr', 'es', 'it'].map(
    (l) => new Intl.DisplayNames([l], { type: 'region' }),
  );
  for (const code of codes) {
    for (const language of languages) {
      const name = language.of(code);
      if (!name || name === code) continue;
      add(name, code);
      // "Myanmar (Burma)": each part a name; "Congo - Kinshasa": the whole only.
      const bracketed = /^(.*?)\s*\((.*)\)$/.exec(name);
      if (bracketed?.[1] && bracketed[2]) {
        add(bracketed[1], code, true);
        add(bracketed[2], code, true);
      }
      // "Hong Kong SAR China", "Macau SAR van China": the territory's own name.
      const sar = /^(.*?) SAR\b/.exec(name);
      if (sar?.[1]) add(sar[1], code);
    }
  }
  for (const [code, others] of Object.entries(OTHER_NAMES)) {
    for (const name of others) add(name, code);
  }
  addOwnNames(codes, names);
  return names;
}

/**
 * Each country's name in its own likeliest language ("Polska", "Česko", "Suomi"), where that
 * is written in Latin letters (a Cyrillic or Arabic name folds to nothing). A foreign customer
 * writes their country so, and unread it made their address a Dutch one not found. Such a name
 * only fills a gap: it never displaces or clouds a name read above, and one two countries
 * share is left out.
 */
function addOwnNames(codes: readonly string[], names: Map<string, string>): void {
  const own = new Map<string, string | undefined>();
  for (const code of codes) {
    let language: string;
    try {
      language = new Intl.Locale(`und-${code}`).maximize().language;
    } catch {
      continue;
    }
    const name = new Intl.DisplayNames([`${language}-${code}`], { type: 'region' }).of(code);
    const folded = name && name !== code ? foldCountryName(name) : '';
    if (folded === '' || names.has(folded)) continue;
    own.set(folded, own.has(folded) && own.get(folded) !== code ? undefined : code);
  }
  for (const [folded, code] of own) if (code !== undefined) names.set(folded, code);
}
