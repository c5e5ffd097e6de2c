import { addressProperties } from '../../entities/records.js';
import { csvRecordFormat } from '../csv/index.js';

/** Veracheck's own CSV of ownership, parcel and value per Dutch address. See docs/formats.md. */
export const addressPropertiesFormat = csvRecordFormat(
  addressProperties,
  'Ownership, Kadaster parcel, WOZ value and use per address (CSV)',
);
