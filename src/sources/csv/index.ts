export { CsvParser, type CsvOptions, type CsvRecord } from './csv-parser.js';
export { openText, readCsv } from './read-csv.js';
export { csvRecordFormat, readRecordFile, SourceFileError } from './record-format.js';
