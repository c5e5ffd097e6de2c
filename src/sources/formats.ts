import { addressPropertiesFormat } from './address-properties/index.js';
import { bagCsvFormat } from './bag-csv/index.js';
import { balanceSheetFormat } from './balance-sheet/index.js';
import { claimsFormat } from './claims/index.js';
import { countryRiskFormat } from './country-risk/index.js';
import { euFsfFormat } from './eu-fsf/index.js';
import { financialsFormat } from './financials/index.js';
import { ftmFormat } from './ftm/index.js';
import { gleifLeiFormat } from './gleif-lei/index.js';
import { gleifRrFormat } from './gleif-rr/index.js';
import { lostDocumentsFormat } from './lost-documents/index.js';
import { ofacSdnFormat } from './ofac-sdn/index.js';
import { phoneDirectoryFormat } from './phone-directory/index.js';
import { postcodeStatsFormat } from './postcode-stats/index.js';
import { residentsFormat } from './residents/index.js';
import type { SourceFormat } from './source.js';
import { unScFormat } from './un-sc/index.js';

/** Every format `veracheck import` reads, by name. Sources are declared here as data. */
export const SOURCE_FORMATS: readonly SourceFormat[] = [
  ftmFormat,
  unScFormat,
  ofacSdnFormat,
  euFsfFormat,
  gleifLeiFormat,
  gleifRrFormat,
  bagCsvFormat,
  financialsFormat,
  claimsFormat,
  balanceSheetFormat,
  residentsFormat,
  phoneDirectoryFormat,
  lostDocumentsFormat,
  postcodeStatsFormat,
  addressPropertiesFormat,
  countryRiskFormat,
];

export function findFormat(name: string): SourceFormat | undefined {
  return SOURCE_FORMATS.find((format) => format.name === name);
}
