import { postcodeStats } from '../../entities/records.js';
import { csvRecordFormat } from '../csv/index.js';

/** Veracheck's own CSV of statistics and risk per postcode area (pc4, pc5, pc6). See docs/formats.md. */
export const postcodeStatsFormat = csvRecordFormat(
  postcodeStats,
  'Statistics and risk per postcode area: pc4, pc5 or pc6 (CSV)',
);
