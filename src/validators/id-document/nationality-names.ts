/**
 * Nationalities written where an issuing country is asked for ("Dutch", "Nederlandse",
 * "Belgian"): a passport or identity card is issued by the state of its holder's nationality,
 * and callers often fill the document's country from a nationality field. English and Dutch
 * adjectives (and a few German and French ones) of the nationalities a Dutch bank's customers
 * most often hold: the EU and EEA, their neighbours, and the countries of most newcomers.
 */
import { foldCountryName } from '../country-names.js';

const NATIONALITIES: Readonly<Record<string, readonly string[]>> = {
  NL: ['Dutch', 'Nederlands', 'Nederlandse', 'Niederländisch', 'Néerlandais', 'Néerlandaise'],
  BE: ['Belgian', 'Belgisch', 'Belgische', 'Belge'],
  DE: ['German', 'Duits', 'Duitse', 'Deutsch', 'Deutsche', 'Allemand', 'Allemande'],
  FR: ['French', 'Frans', 'Franse', 'Français', 'Française'],
  LU: ['Luxembourgish', 'Luxembourger', 'Luxemburgs', 'Luxemburgse'],
  GB: ['British', 'Brits', 'Britse'],
  IE: ['Irish', 'Iers', 'Ierse'],
  US: ['American', 'Amerikaans', 'Amerikaanse'],
  CA: ['Canadian', 'Canadees', 'Canadese'],
  AU: ['Australian', 'Australisch', 'Australische'],
  ES: ['Spanish', 'Spaans', 'Spaanse', 'Española', 'Español'],
  PT: ['Portuguese', 'Portugees', 'Portugese'],
  IT: ['Italian', 'Italiaans', 'Italiaanse', 'Italiano', 'Italiana'],
  AT: ['Austrian', 'Oostenrijks', 'Oostenrijkse'],
  CH: ['Swiss', 'Zwitsers', 'Zwitserse'],
  DK: ['Danish', 'Deens', 'Deense'],
  SE: ['Swedish', 'Zweeds', 'Zweedse'],
  NO: ['Norwegian', 'Noors', 'Noorse'],
  FI: ['Finnish', 'Fins', 'Finse'],
  IS: ['Icelandic', 'IJslands', 'IJslandse'],
  PL: ['Polish', 'Pools', 'Poolse'],
  CZ: ['Czech', 'Tsjechisch', 'Tsjechische'],
  SK: ['Slovak', 'Slovakian', 'Slowaaks', 'Slowaakse'],
  HU: ['Hungarian', 'Hongaars', 'Hongaarse'],
  SI: ['Slovenian', 'Slovene', 'Sloveens', 'Sloveense'],
  HR: ['Croatian', 'Kroatisch', 'Kroatische'],
  RO: ['Romanian', 'Roemeens', 'Roemeense'],
  BG: ['Bulgarian', 'Bulgaars', 'Bulgaarse'],
  GR: ['Greek', 'Grieks', 'Griekse'],
  CY: ['Cypriot', 'Cypriotisch', 'Cypriotische'],
  MT: ['Maltese', 'Maltees'],
  LT: ['Lithuanian', 'Litouws', 'Litouwse'],
  LV: ['Latvian', 'Lets', 'Letse'],
  EE: ['Estonian', 'Ests', 'Estse'],
  TR: ['Turkish', 'Turks', 'Turkse'],
  MA: ['Moroccan', 'Marokkaans', 'Marokkaanse'],
  DZ: ['Algerian', 'Algerijns', 'Algerijnse'],
  TN: ['Tunisian', 'Tunesisch', 'Tunesische'],
  EG: ['Egyptian', 'Egyptisch', 'Egyptische'],
  SR: ['Surinamese', 'Surinaams', 'Surinaamse'],
  UA: ['Ukrainian', 'Oekraïens', 'Oekraïense'],
  RU: ['Russian', 'Russisch', 'Russische'],
  SY: ['Syrian', 'Syrisch', 'Syrische'],
  IQ: ['Iraqi', 'Iraaks', 'Iraakse'],
  IR: ['Iranian', 'Iraans', 'Iraanse'],
  AF: ['Afghan', 'Afghaans', 'Afghaanse'],
  ER: ['Eritrean', 'Eritrees', 'Eritrese'],
  SO: ['Somali', 'Somalian', 'Somalisch', 'Somalische'],
  NG: ['Nigerian', 'Nigeriaans', 'Nigeriaanse'],
  GH: ['Ghanaian', 'Ghanees', 'Ghanese'],
  CN: ['Chinese', 'Chinees'],
  IN: ['Indian', 'Indiaas', 'Indiase'],
  ID: ['Indonesian', 'Indonesisch', 'Indonesische'],
  BR: ['Brazilian', 'Braziliaans', 'Braziliaanse'],
};

const BY_NATIONALITY: ReadonlyMap<string, string> = new Map(
  Object.entries(NATIONALITIES).flatMap(([code, names]) =>
    names.map((name): [string, string] => [foldCountryName(name), code]),
  ),
);

/** The alpha-2 code of a nationality written as an adjective ("Dutch", "Belgische"), if known. */
export const nationalityCountry = (text: string): string | undefined =>
  BY_NATIONALITY.get(foldCountryName(text));
