import { financials } from '../../entities/records.js';
import { csvRecordFormat } from '../csv/index.js';

/** Veracheck's own CSV of financial information per company. See docs/formats.md. */
export const financialsFormat = csvRecordFormat(
  financials,
  'Financial information per KvK number: risk rating, payment behaviour, equity, capital (CSV)',
);
