import type { SourceFormat } from '../source.js';
import { readBagCsv } from './reader.js';

/** The Dutch address register (BAG) as NLExtract's bagadres.csv. */
export const bagCsvFormat: SourceFormat = {
  name: 'bag-csv',
  yields: 'addresses',
  description: 'BAG addresses as the NLExtract bagadres.csv (semicolon separated, header row)',
  paths: 'one or more bagadres.csv files (.csv, or .csv.gz)',
  read: readBagCsv,
};
