import { lookupTable } from '../../entities/lookup-table.js';
import { countryName } from '../country-name.js';

/** VIES codes that are no ISO 3166-1 code: Greece is EL, Northern Ireland XI. */
const NOT_ISO: Readonly<Record<string, string>> = lookupTable({
  EL: 'Greece',
  XI: 'Northern Ireland',
});

/** "the Netherlands (NL)", for messages that say how a number was read; the code alone without a name. */
export const vatCountryName = (country: string): string => {
  const name = NOT_ISO[country] ?? countryName(country);
  return name === country ? country : `${name} (${country})`;
};
