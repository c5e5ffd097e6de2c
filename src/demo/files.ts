/** The files of a demo folder: which format each is in and which dataset it is loaded into. */
import { addressPropertiesFormat } from '../sources/address-properties/index.js';
import { bagCsvFormat } from '../sources/bag-csv/index.js';
import { balanceSheetFormat } from '../sources/balance-sheet/index.js';
import { claimsFormat } from '../sources/claims/index.js';
import { financialsFormat } from '../sources/financials/index.js';
import { ftmFormat } from '../sources/ftm/index.js';
import { lostDocumentsFormat } from '../sources/lost-documents/index.js';
import { phoneDirectoryFormat } from '../sources/phone-directory/index.js';
import { postcodeStatsFormat } from '../sources/postcode-stats/index.js';
import { residentsFormat } from '../sources/residents/index.js';
import type { SourceFormat } from '../sources/source.js';

export interface DemoFile {
  file: string;
  dataset: string;
  format: SourceFormat;
}

export const DEMO_FILES = {
  entities: { file: 'entities.ftm.json', dataset: 'demo-entities', format: ftmFormat },
  sanctions: { file: 'sanctions.ftm.json', dataset: 'demo-sanctions', format: ftmFormat },
  addresses: { file: 'bagadres.csv', dataset: 'demo-addresses', format: bagCsvFormat },
  financials: { file: 'financials.csv', dataset: 'demo-financials', format: financialsFormat },
  claims: { file: 'claims.csv', dataset: 'demo-claims', format: claimsFormat },
  balanceSheet: {
    file: 'balance-sheet.csv',
    dataset: 'demo-balance-sheet',
    format: balanceSheetFormat,
  },
  residents: { file: 'residents.csv', dataset: 'demo-residents', format: residentsFormat },
  phones: {
    file: 'phone-directory.csv',
    dataset: 'demo-phone-directory',
    format: phoneDirectoryFormat,
  },
  lostDocuments: {
    file: 'lost-documents.csv',
    dataset: 'demo-lost-documents',
    format: lostDocumentsFormat,
  },
  postcodeStats: {
    file: 'postcode-stats.csv',
    dataset: 'demo-postcode-stats',
    format: postcodeStatsFormat,
  },
  properties: {
    file: 'address-properties.csv',
    dataset: 'demo-address-properties',
    format: addressPropertiesFormat,
  },
} as const satisfies Record<string, DemoFile>;

/** What describes a generated folder: its options, so a load can label its versions. */
export const MANIFEST_FILE = 'demo.json';
export const README_FILE = 'README.md';
