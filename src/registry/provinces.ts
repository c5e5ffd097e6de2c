/**
 * The province (`state`) of a Dutch address as given, against the one the address data has.
 */
import type { AddressRecord } from '../sources/source.js';
import { compactKey } from './address-index-text.js';
import type { AddressCorrection } from './address-index-lookup.js';
import { lookupTable } from '../entities/lookup-table.js';

/** The twelve provinces by the keys people write them with: Dutch, English, Frisian, codes. */
const PROVINCE_NAMES: Readonly<Record<string, string>> = lookupTable({
  noordholland: 'noordholland',
  northholland: 'noordholland',
  nh: 'noordholland',
  zuidholland: 'zuidholland',
  southholland: 'zuidholland',
  zh: 'zuidholland',
  noordbrabant: 'noordbrabant',
  northbrabant: 'noordbrabant',
  brabant: 'noordbrabant',
  nb: 'noordbrabant',
  utrecht: 'utrecht',
  ut: 'utrecht',
  gelderland: 'gelderland',
  gld: 'gelderland',
  ge: 'gelderland',
  overijssel: 'overijssel',
  ov: 'overijssel',
  drenthe: 'drenthe',
  dr: 'drenthe',
  groningen: 'groningen',
  gr: 'groningen',
  friesland: 'friesland',
  fryslan: 'friesland',
  fr: 'friesland',
  flevoland: 'flevoland',
  fl: 'flevoland',
  zeeland: 'zeeland',
  ze: 'zeeland',
  limburg: 'limburg',
  li: 'limburg',
});

/**
 * The province a text names, as one key for its Dutch, English and Frisian names, its code and
 * its ISO 3166-2 code (`NL-NH`, as GLEIF writes regions); undefined for any other text.
 */
export function provinceKey(text: string | undefined): string | undefined {
  const key = compactKey(text ?? '');
  if (key === '') return undefined;
  return PROVINCE_NAMES[key] ?? PROVINCE_NAMES[/^nl([a-z]{2,3})$/.exec(key)?.[1] ?? ''];
}

/** Provinces whose capital bears their name: "Utrecht" and "Groningen" name a city too. */
const CAPITALS_NAMED_AS_PROVINCE: ReadonlySet<string> = new Set(['utrecht', 'groningen']);

/**
 * Whether a text names a province and no city ("Noord-Holland", "NH", "North Holland"; not
 * "Utrecht" or "Groningen"), as an address line may write it after the city.
 */
export const namesProvinceOnly = (text: string): boolean =>
  provinceKey(text) !== undefined && !CAPITALS_NAMED_AS_PROVINCE.has(compactKey(text));

/** Places named as a province that is not theirs: Zeeland, a village in Noord-Brabant (5411). */
const PLACES_NAMED_AS_PROVINCE: ReadonlySet<string> = new Set(['zeeland']);

/**
 * Whether a text that names a province (namesProvinceOnly) names a place too ("Zeeland"): the
 * city of an address line where no other part can be ("Kerkstraat 10, Zeeland").
 */
export const namesPlaceToo = (text: string): boolean =>
  PLACES_NAMED_AS_PROVINCE.has(compactKey(text));

/**
 * A province given that is not the address's: a correction. One not read as a province (a
 * typo, something else) is no correction: it is not taken for another province either.
 */
export function stateCorrection(
  given: string | undefined,
  found: AddressRecord,
): AddressCorrection | undefined {
  const state = given?.trim();
  if (!state || !found.province) return undefined;
  const asked = PROVINCE_NAMES[compactKey(state)];
  const actual = PROVINCE_NAMES[compactKey(found.province)] ?? compactKey(found.province);
  return asked === undefined || asked === actual
    ? undefined
    : { field: 'state', given: state, found: found.province };
}
