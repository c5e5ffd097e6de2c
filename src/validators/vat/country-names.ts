/** English names of the VIES country codes, for messages that say how a number was read. */
const VAT_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  EL: 'Greece',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'the United Kingdom',
  HR: 'Croatia',
  HU: 'Hungary',
  IE: 'Ireland',
  IT: 'Italy',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  MT: 'Malta',
  NL: 'the Netherlands',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SE: 'Sweden',
  SI: 'Slovenia',
  SK: 'Slovakia',
  XI: 'Northern Ireland',
};

/** "the Netherlands (NL)"; the code alone for a code without a name here. */
export const vatCountryName = (country: string): string => {
  const name = VAT_COUNTRY_NAMES[country];
  return name === undefined ? country : `${name} (${country})`;
};
