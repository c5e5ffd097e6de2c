import type { SourceFormat } from '../source.js';
import { readGleifLei } from './reader.js';

/** GLEIF's golden copy of LEI records (Level 1, LEI-CDF) in its CSV form. */
export const gleifLeiFormat: SourceFormat = {
  name: 'gleif-lei',
  yields: 'entities',
  description: 'GLEIF golden copy Level 1 CSV (LEI-CDF): legal entities with their LEIs',
  paths:
    'one or more golden copy Level 1 CSV files (.csv, or .csv.gz), unzipped, and optionally GLEIF’s ELF code list CSV, which names the legal forms',
  read: readGleifLei,
};
