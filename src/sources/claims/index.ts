import { claims } from '../../entities/records.js';
import { csvRecordFormat } from '../csv/index.js';

/** Veracheck's own CSV of claims (collection cases) against companies. See docs/formats.md. */
export const claimsFormat = csvRecordFormat(
  claims,
  'Claims against companies, per KvK number (CSV)',
);
