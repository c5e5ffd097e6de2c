import { countryRisk } from '../../entities/records.js';
import { csvRecordFormat } from '../csv/index.js';

/**
 * The country risk lists (FATF and EU) as a dated CSV; the current lists ship with the project
 * as reference-data/country-risk.csv. See docs/formats.md.
 */
export const countryRiskFormat = csvRecordFormat(
  countryRisk,
  'Country risk lists: FATF call for action, FATF increased monitoring, EU high-risk third countries (CSV; the current lists are reference-data/country-risk.csv)',
);
