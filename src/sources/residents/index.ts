import { residents } from '../../entities/records.js';
import { csvRecordFormat } from '../csv/index.js';

/** Veracheck's own CSV of persons known at a Dutch address. See docs/formats.md. */
export const residentsFormat = csvRecordFormat(
  residents,
  'Persons known at an address, by postcode, house number and addition (CSV)',
);
