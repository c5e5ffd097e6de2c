import { ownString } from './own-string.js';

/**
 * Country names as the sanctions lists write them, to the lower-case codes FollowTheMoney uses
 * (ISO 3166-1 alpha-2, plus xk Kosovo and the codes of dissolved states). Each code lists its
 * ISO short name first, then the UN official form and the variants seen in the UN, EU and OFAC
 * lists; matching ignores case, accents, punctuation and a leading "the".
 */
const NAMES: Record<string, string> = {
  ad: 'Andorra',
  ae: 'United Arab Emirates|UAE|U.A.E.',
  af: 'Afghanistan|Islamic Republic of Afghanistan',
  ag: 'Antigua and Barbuda',
  ai: 'Anguilla',
  al: 'Albania',
  am: 'Armenia',
  ao: 'Angola',
  aq: 'Antarctica',
  ar: 'Argentina',
  as: 'American Samoa',
  at: 'Austria',
  au: 'Australia',
  aw: 'Aruba',
  ax: 'Aland Islands',
  az: 'Azerbaijan',
  ba: 'Bosnia and Herzegovina|Bosnia-Herzegovina|Bosnia',
  bb: 'Barbados',
  bd: 'Bangladesh',
  be: 'Belgium',
  bf: 'Burkina Faso',
  bg: 'Bulgaria',
  bh: 'Bahrain',
  bi: 'Burundi',
  bj: 'Benin',
  bl: 'Saint Barthelemy',
  bm: 'Bermuda',
  bn: 'Brunei Darussalam|Brunei',
  bo: 'Bolivia|Bolivia (Plurinational State of)|Plurinational State of Bolivia',
  bq: 'Bonaire, Sint Eustatius and Saba|Caribbean Netherlands',
  br: 'Brazil',
  bs: 'Bahamas',
  bt: 'Bhutan',
  bv: 'Bouvet Island',
  bw: 'Botswana',
  by: 'Belarus|Byelorussia',
  bz: 'Belize',
  ca: 'Canada',
  cc: 'Cocos (Keeling) Islands|Cocos Islands',
  cd: 'Democratic Republic of the Congo|Congo (Democratic Republic of the)|Congo, Democratic Republic|DRC|DR Congo|Congo-Kinshasa|Zaire',
  cf: 'Central African Republic|CAR',
  cg: 'Congo|Republic of the Congo|Congo (Republic of the)|Congo-Brazzaville',
  ch: 'Switzerland',
  ci: "Cote d'Ivoire|Ivory Coast",
  ck: 'Cook Islands',
  cl: 'Chile',
  cm: 'Cameroon',
  cn: "China|People's Republic of China|PRC",
  co: 'Colombia',
  cr: 'Costa Rica',
  cu: 'Cuba',
  cv: 'Cabo Verde|Cape Verde',
  cw: 'Curacao',
  cx: 'Christmas Island',
  cy: 'Cyprus',
  cz: 'Czechia|Czech Republic',
  de: 'Germany|Federal Republic of Germany',
  dj: 'Djibouti',
  dk: 'Denmark',
  dm: 'Dominica',
  do: 'Dominican Republic',
  dz: 'Algeria',
  ec: 'Ecuador',
  ee: 'Estonia',
  eg: 'Egypt|Arab Republic of Egypt',
  eh: 'Western Sahara',
  er: 'Eritrea',
  es: 'Spain',
  et: 'Ethiopia',
  fi: 'Finland',
  fj: 'Fiji',
  fk: 'Falkland Islands|Falkland Islands (Malvinas)',
  fm: 'Micronesia|Micronesia (Federated States of)|Federated States of Micronesia',
  fo: 'Faroe Islands',
  fr: 'France',
  ga: 'Gabon',
  gb: 'United Kingdom|United Kingdom of Great Britain and Northern Ireland|Great Britain|UK|U.K.|England|Scotland|Wales|Northern Ireland',
  gd: 'Grenada',
  ge: 'Georgia',
  gf: 'French Guiana',
  gg: 'Guernsey',
  gh: 'Ghana',
  gi: 'Gibraltar',
  gl: 'Greenland',
  gm: 'Gambia',
  gn: 'Guinea',
  gp: 'Guadeloupe',
  gq: 'Equatorial Guinea',
  gr: 'Greece',
  gs: 'South Georgia and the South Sandwich Islands',
  gt: 'Guatemala',
  gu: 'Guam',
  gw: 'Guinea-Bissau',
  gy: 'Guyana',
  hk: 'Hong Kong|Hong Kong SAR|Hong Kong, China|Hong Kong SAR, China|China, Hong Kong Special Administrative Region',
  hm: 'Heard Island and McDonald Islands',
  hn: 'Honduras',
  hr: 'Croatia',
  ht: 'Haiti',
  hu: 'Hungary',
  id: 'Indonesia',
  ie: 'Ireland',
  il: 'Israel',
  im: 'Isle of Man',
  in: 'India',
  io: 'British Indian Ocean Territory',
  iq: 'Iraq',
  ir: 'Iran|Iran (Islamic Republic of)|Islamic Republic of Iran',
  is: 'Iceland',
  it: 'Italy',
  je: 'Jersey',
  jm: 'Jamaica',
  jo: 'Jordan',
  jp: 'Japan',
  ke: 'Kenya',
  kg: 'Kyrgyzstan|Kyrgyz Republic',
  kh: 'Cambodia',
  ki: 'Kiribati',
  km: 'Comoros',
  kn: 'Saint Kitts and Nevis',
  kp: "Democratic People's Republic of Korea|Korea (Democratic People's Republic of)|Korea, North|North Korea|DPRK",
  kr: 'Republic of Korea|Korea (Republic of)|Korea, South|South Korea',
  kw: 'Kuwait',
  ky: 'Cayman Islands',
  kz: 'Kazakhstan',
  la: "Lao People's Democratic Republic|Laos",
  lb: 'Lebanon',
  lc: 'Saint Lucia',
  li: 'Liechtenstein',
  lk: 'Sri Lanka',
  lr: 'Liberia',
  ls: 'Lesotho',
  lt: 'Lithuania',
  lu: 'Luxembourg',
  lv: 'Latvia',
  ly: 'Libya|State of Libya|Libyan Arab Jamahiriya',
  ma: 'Morocco',
  mc: 'Monaco',
  md: 'Republic of Moldova|Moldova|Moldova (Republic of)',
  me: 'Montenegro',
  mf: 'Saint Martin (French part)|Saint Martin',
  mg: 'Madagascar',
  mh: 'Marshall Islands',
  mk: 'North Macedonia|Republic of North Macedonia|The former Yugoslav Republic of Macedonia|Former Yugoslav Republic of Macedonia|Macedonia',
  ml: 'Mali',
  mm: 'Myanmar|Burma',
  mn: 'Mongolia',
  mo: 'Macao|Macau|Macao SAR|Macau SAR|Macao, China|Macau, China|Macao SAR, China|China, Macao Special Administrative Region',
  mp: 'Northern Mariana Islands',
  mq: 'Martinique',
  mr: 'Mauritania',
  ms: 'Montserrat',
  mt: 'Malta',
  mu: 'Mauritius',
  mv: 'Maldives',
  mw: 'Malawi',
  mx: 'Mexico',
  my: 'Malaysia',
  mz: 'Mozambique',
  na: 'Namibia',
  nc: 'New Caledonia',
  ne: 'Niger',
  nf: 'Norfolk Island',
  ng: 'Nigeria',
  ni: 'Nicaragua',
  nl: 'Netherlands|Netherlands (Kingdom of the)|Kingdom of the Netherlands|Holland',
  no: 'Norway',
  np: 'Nepal',
  nr: 'Nauru',
  nu: 'Niue',
  nz: 'New Zealand',
  om: 'Oman',
  pa: 'Panama',
  pe: 'Peru',
  pf: 'French Polynesia',
  pg: 'Papua New Guinea',
  ph: 'Philippines',
  pk: 'Pakistan',
  pl: 'Poland',
  pm: 'Saint Pierre and Miquelon',
  pn: 'Pitcairn|Pitcairn Islands',
  pr: 'Puerto Rico',
  ps: 'State of Palestine|Palestine|Occupied Palestinian Territory|Palestinian Territories|Palestinian Territory|West Bank|Gaza|Gaza Strip|Palestinian',
  pt: 'Portugal',
  pw: 'Palau',
  py: 'Paraguay',
  qa: 'Qatar',
  re: 'Reunion',
  ro: 'Romania',
  rs: 'Serbia|Republic of Serbia',
  ru: 'Russian Federation|Russia',
  rw: 'Rwanda',
  sa: 'Saudi Arabia|Kingdom of Saudi Arabia',
  sb: 'Solomon Islands',
  sc: 'Seychelles',
  sd: 'Sudan|Republic of the Sudan',
  se: 'Sweden',
  sg: 'Singapore',
  sh: 'Saint Helena, Ascension and Tristan da Cunha|Saint Helena',
  si: 'Slovenia',
  sj: 'Svalbard and Jan Mayen',
  sk: 'Slovakia|Slovak Republic',
  sl: 'Sierra Leone',
  sm: 'San Marino',
  sn: 'Senegal',
  so: 'Somalia',
  sr: 'Suriname',
  ss: 'South Sudan',
  st: 'Sao Tome and Principe',
  sv: 'El Salvador',
  sx: 'Sint Maarten (Dutch part)|Sint Maarten',
  sy: 'Syrian Arab Republic|Syria',
  sz: 'Eswatini|Swaziland',
  tc: 'Turks and Caicos Islands',
  td: 'Chad',
  tf: 'French Southern Territories',
  tg: 'Togo',
  th: 'Thailand',
  tj: 'Tajikistan',
  tk: 'Tokelau',
  tl: 'Timor-Leste|East Timor',
  tm: 'Turkmenistan',
  tn: 'Tunisia',
  to: 'Tonga',
  tr: 'Turkiye|Turkey|Republic of Turkiye',
  tt: 'Trinidad and Tobago',
  tv: 'Tuvalu',
  tw: 'Taiwan|Taiwan, Province of China|Chinese Taipei',
  tz: 'United Republic of Tanzania|Tanzania|Tanzania, United Republic of',
  ua: 'Ukraine',
  ug: 'Uganda',
  um: 'United States Minor Outlying Islands',
  us: 'United States|United States of America|USA|US|U.S.A.|U.S.',
  uy: 'Uruguay',
  uz: 'Uzbekistan',
  va: 'Holy See|Vatican|Vatican City',
  vc: 'Saint Vincent and the Grenadines',
  ve: 'Venezuela|Venezuela (Bolivarian Republic of)|Bolivarian Republic of Venezuela',
  vg: 'British Virgin Islands|Virgin Islands (British)',
  vi: 'United States Virgin Islands|Virgin Islands (U.S.)',
  vn: 'Viet Nam|Vietnam',
  vu: 'Vanuatu',
  wf: 'Wallis and Futuna',
  ws: 'Samoa',
  ye: 'Yemen',
  yt: 'Mayotte',
  za: 'South Africa',
  zm: 'Zambia',
  zw: 'Zimbabwe',
  xk: 'Kosovo',
  csxx: 'Serbia and Montenegro',
  cshh: 'Czechoslovakia',
  yucs: 'Yugoslavia|Federal Republic of Yugoslavia',
  suhh: 'Soviet Union|USSR|Union of Soviet Socialist Republics',
  ddde: 'German Democratic Republic|East Germany',
  an: 'Netherlands Antilles',
};

/** Lower case, no accents, no punctuation, single spaces, no leading "the". */
function normalise(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

const BY_NAME = new Map<string, string>();
for (const [code, names] of Object.entries(NAMES)) {
  for (const name of names.split('|')) BY_NAME.set(normalise(name), code);
}

/**
 * Codes of countries that no longer exist, as FollowTheMoney and older lists still write them
 * (ISO 3166-3's former two-letter codes: Zaire, East Germany, Yugoslavia, ...): known codes,
 * though no name is read as them.
 */
const FORMER_CODES = new Set(['dd', 'zr', 'yu', 'su', 'tp', 'bu', 'cs', 'yd', 'vd', 'rh']);

/**
 * The other codes of FollowTheMoney's territory list (the `is_ftm` territories of its rigour
 * library, July 2026): ISO's exceptionally reserved codes (Ascension, Clipperton, Sark, Diego
 * Garcia, Canary Islands, Tristan da Cunha, United Nations), its own for the European Union, the
 * whole world and cyberspace, and entities of disputed or partial recognition (Northern Cyprus,
 * South Ossetia, Abkhazia, Transnistria, the occupied parts of Ukraine). Known in FtM entities,
 * though no name is read as them. CLDR's `ea` (Ceuta and Melilla), which older FollowTheMoney
 * versions took over, is not in the list any more: like `qq` or `xx`, it is left out.
 */
const FTM_TERRITORIES = new Set([
  ...['ac', 'cp', 'cq', 'dg', 'ic', 'ta', 'un', 'eu', 'zz', 'ip'],
  ...['cy-trnc', 'x-so', 'ge-ab', 'md-pmr', 'az-nk', 'ua-cri', 'ua-dpr', 'ua-lpr'],
  ...['cn-xz', 'gb-nir', 'gb-sct', 'gb-wls', 'iq-kr', 'pk-km', 'so-som'],
]);

/**
 * Whether `code` (lower case) is a territory: a country or territory of ISO 3166-1, Kosovo, or
 * a dissolved state. Not the European Union, the United Nations, the whole world (`eu`, `un`,
 * `zz`) nor any of ISO's user-assigned codes (`aa`, `qm`-`qz`, `xa`-`xz` but `xk`, `zz`), which
 * the lists write for "unknown" or "not a country".
 */
export const isTerritoryCode = (code: string): boolean =>
  Object.hasOwn(NAMES, code) || FORMER_CODES.has(code);

/**
 * Whether `code` (lower case) is a code of FollowTheMoney's territory list: a territory, or one
 * of the other codes the list includes on purpose (`eu` on the EU's sanctions, `zz`, `x-so`).
 */
export const isCountryCode = (code: string): boolean =>
  isTerritoryCode(code) || FTM_TERRITORIES.has(code);

/**
 * The country code for a name or a two-letter code as the lists write them, or undefined when
 * it is not a country this table knows ("UNKNOWN", "00", a region, a typo).
 */
export function countryCode(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (MEMO.has(text)) return MEMO.get(text);
  const code = lookUp(text.trim());
  // The lists repeat a few hundred spellings; the bound keeps odd input from growing the memo.
  // Its own copy: a spelling cut from a chunk of a file would keep the whole chunk alive.
  if (MEMO.size < MEMO_LIMIT) MEMO.set(ownString(text), code);
  return code;
}

const MEMO = new Map<string, string | undefined>();
const MEMO_LIMIT = 10_000;

function lookUp(trimmed: string): string | undefined {
  // A list's "EU", "UN" or "XX" is no country, whatever FtM's list holds.
  if (/^[A-Za-z]{2}$/.test(trimmed) && isTerritoryCode(trimmed.toLowerCase())) {
    return trimmed.toLowerCase();
  }
  const key = normalise(trimmed);
  const direct = BY_NAME.get(key);
  if (direct) return direct;
  // "Korea, Republic of" and "Iran, Islamic Republic of" are the inverted forms of names above.
  const comma = trimmed.lastIndexOf(',');
  if (comma > 0) {
    const inverted = BY_NAME.get(
      normalise(`${trimmed.slice(comma + 1)} ${trimmed.slice(0, comma)}`),
    );
    if (inverted) return inverted;
  }
  // A trailing remark in brackets, as in "Indonesia (as at December 2003)".
  const bracket = trimmed.indexOf('(');
  return bracket > 0 ? BY_NAME.get(normalise(trimmed.slice(0, bracket))) : undefined;
}

/** How the lists say they do not know a country ("00", "UNKNOWN", "-"): no value to report. */
const NO_COUNTRY = /^(0+|unknown|not known|n\/?a|-+)$/i;

/**
 * Why a country value a list gives for `property` of record `id` is left out, or undefined
 * where the list gave none (blank, or its word for "not known"): the import reports it, as it
 * reports an unknown country code of an FtM entity.
 */
export function unknownCountryReason(
  id: string,
  property: string,
  text: string | undefined,
): string | undefined {
  const written = text?.replace(/\s+/g, ' ').trim();
  if (!written || NO_COUNTRY.test(written)) return undefined;
  return `${id}: ${property} "${written}" is not a known country name or code; the value was left out`;
}
