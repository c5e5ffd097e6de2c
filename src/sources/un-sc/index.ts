import type { SourceEvent, SourceFormat } from '../source.js';
import { toSourceEvent } from '../xml-shared/builder.js';
import { mapUnRecord } from './mapper.js';
import { readUnScRecords } from './reader.js';

/** `veracheck import un-sc consolidated.xml`: the UN Security Council Consolidated List. */
export const unScFormat: SourceFormat = {
  name: 'un-sc',
  yields: 'entities',
  description:
    'UN Security Council Consolidated List XML (individuals and entities, with aliases, ' +
    'dates and places of birth, nationalities, documents, addresses and listing dates)',
  paths: 'the consolidated list XML file (consolidated.xml from scsanctions.un.org)',
  async *read(paths: string[]): AsyncIterable<SourceEvent> {
    for (const file of paths) {
      for await (const { record, line, value } of readUnScRecords(file)) {
        yield toSourceEvent(file, record, line, mapUnRecord(value));
      }
    }
  },
};
