export { CsvParser, UnclosedQuoteError, type CsvOptions, type CsvRecord } from './csv-parser.js';
export { endCsv, openText, readCsv, rowRejected } from './read-csv.js';
export { csvRecordFormat, readRecordFile } from './record-format.js';
export { SourceFileError } from './source-file-error.js';
