import { RECORD_TYPES } from '../entities/records.js';
import { bagCsvFormat } from '../sources/bag-csv/index.js';
import { SOURCE_FORMATS } from '../sources/formats.js';

/**
 * Import formats that several sections read, for their `reads` lists (the formats of one
 * section's own data sit beside that section).
 */

/** Addresses (the BAG): address validation and every lookup of a given Dutch address. */
export const ADDRESSES_FORMAT = bagCsvFormat.name;

/**
 * Formats whose records become entities: companies, people, ownership, directorships and
 * sanctions. Finding a company and screening anyone read them all.
 */
export const ENTITY_FORMATS: readonly string[] = SOURCE_FORMATS.filter(
  (format) => format.yields === 'entities',
).map((format) => format.name);

/** Ownership, use and parcel data of addresses: address_information and risk_scores. */
export const ADDRESS_PROPERTIES_FORMAT = RECORD_TYPES['address-properties'].name;

/** Checks per postcode area: risk_scores' statistical scores. */
export const POSTCODE_STATS_FORMAT = RECORD_TYPES['postcode-stats'].name;
