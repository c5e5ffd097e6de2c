import { balanceSheet } from '../../entities/records.js';
import { csvRecordFormat } from '../csv/index.js';

/** Veracheck's own CSV of balance-sheet and result figures per company and year. See docs/formats.md. */
export const balanceSheetFormat = csvRecordFormat(
  balanceSheet,
  'Balance-sheet and result figures per KvK number and year, own or parent-consolidated (CSV)',
);
