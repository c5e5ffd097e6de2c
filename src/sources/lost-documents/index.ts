import { lostDocuments } from '../../entities/records.js';
import { csvRecordFormat } from '../csv/index.js';

/** Veracheck's own CSV of identity documents reported lost, stolen or invalidated. See docs/formats.md. */
export const lostDocumentsFormat = csvRecordFormat(
  lostDocuments,
  'Identity documents reported lost, stolen or invalidated, by country, type and number (CSV)',
);
