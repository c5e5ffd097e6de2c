import { phoneDirectory } from '../../entities/records.js';
import { csvRecordFormat } from '../csv/index.js';

/** Veracheck's own CSV of telephone directory entries. See docs/formats.md. */
export const phoneDirectoryFormat = csvRecordFormat(
  phoneDirectory,
  'Telephone directory entries, by number in E.164 form (CSV)',
);
