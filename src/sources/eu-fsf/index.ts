import type { SourceEvent, SourceFormat } from '../source.js';
import { toSourceEvent } from '../xml-shared/builder.js';
import { mapEuRecord } from './mapper.js';
import { readEuFsfRecords } from './reader.js';

/** `veracheck import eu-fsf <file>`: the EU Financial Sanctions Files consolidated list. */
export const euFsfFormat: SourceFormat = {
  name: 'eu-fsf',
  yields: 'entities',
  description:
    'EU Financial Sanctions Files consolidated list XML 1.1 (persons and enterprises, with ' +
    'aliases, birth dates, citizenships, identity documents, addresses and regulations)',
  paths: 'the full sanctions list XML file (xmlFullSanctionsList_1_1)',
  async *read(paths: string[]): AsyncIterable<SourceEvent> {
    for (const file of paths) {
      for await (const { record, line, value } of readEuFsfRecords(file)) {
        yield toSourceEvent(file, record, line, mapEuRecord(value));
      }
    }
  },
};
