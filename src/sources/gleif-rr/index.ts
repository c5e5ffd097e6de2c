import type { SourceFormat } from '../source.js';
import { readGleifRr } from './reader.js';

/** GLEIF's golden copy of relationship records (Level 2, RR-CDF) in its CSV form. */
export const gleifRrFormat: SourceFormat = {
  name: 'gleif-rr',
  yields: 'entities',
  description: 'GLEIF golden copy Level 2 relationship CSV (RR-CDF): direct and ultimate parents',
  paths: 'one or more golden copy Level 2 relationship CSV files (.csv, or .csv.gz), unzipped',
  read: readGleifRr,
};
