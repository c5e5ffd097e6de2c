export { CsvParser, UnclosedQuoteError, type CsvOptions, type CsvRecord } from './csv-parser.js';
export { endCsv, pushCsv, readCsv, requireLineBreak, rowRejected } from './read-csv.js';
export { openText, sourceBytesRead } from './read-text.js';
export { csvRecordFormat, readRecordFile } from './record-format.js';
export { SourceFileError } from './source-file-error.js';
