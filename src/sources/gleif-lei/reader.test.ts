import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../entities/entity.js';
import type { SourceEvent } from '../source.js';
import { gleifLeiFormat } from './index.js';
import { readElfNames } from './elf-names.js';
import { HeaderColumns, parseLeiRow } from './reader.js';

const fixture = fileURLToPath(new URL('./fixtures/lei-cdf.csv', import.meta.url));

async function readAll(path: string): Promise<SourceEvent[]> {
  const events: SourceEvent[] = [];
  for await (const event of gleifLeiFormat.read([path])) events.push(event);
  return events;
}

const summary = (event: SourceEvent): string => {
  if ('rejected' in event) return `${event.line} rejected: ${event.rejected}`;
  if ('skipped' in event) return `${event.line} skipped: ${event.skipped}`;
  return `${event.line} ${event.items.map((i) => (i.kind === 'entity' ? i.entity.id : i.kind)).join(' ')}`;
};

const entitiesOf = (events: SourceEvent[]): Map<string, Entity> => {
  const out = new Map<string, Entity>();
  for (const event of events) {
    if (!('items' in event)) continue;
    for (const item of event.items)
      if (item.kind === 'entity') out.set(item.entity.id, item.entity);
  }
  return out;
};

describe('HeaderColumns', () => {
  it('reads columns by name and finds numbered ones', () => {
    const columns = new HeaderColumns(
      [
        'Entity.LegalName',
        'LEI',
        'Entity.OtherEntityNames.OtherEntityName.1',
        'Entity.OtherEntityNames.OtherEntityName.2',
      ],
      ['LEI'],
      'test file',
    );
    const fields = ['Acme', ' X ', 'A', ''];
    expect(columns.get(fields, 'LEI')).toBe('X');
    expect(columns.get(fields, 'Entity.EntityStatus')).toBeUndefined();
    expect(columns.numbered(fields, 'Entity.OtherEntityNames.OtherEntityName')).toEqual([
      'A',
      undefined,
    ]);
    expect(parseLeiRow(columns, ['a'])).toBe('expected 4 fields, found 1');
  });

  it('refuses a file that is not a Level 1 CSV', () => {
    expect(() => new HeaderColumns(['x'], ['LEI', 'y'], 'test file')).toThrow(
      'not a test file: the header has no LEI, y',
    );
  });
});

describe('gleif-lei reader', () => {
  it('imports the valid records and reports the rest with their lines', async () => {
    expect((await readAll(fixture)).map(summary)).toEqual([
      '2 lei-724500VKKSH9QOLTFR81 lei-724500VKKSH9QOLTFR81-legal-address',
      '3 lei-7245003XKLMN4PQRST59 lei-7245003XKLMN4PQRST59-legal-address lei-7245003XKLMN4PQRST59-hq-address',
      '4 lei-529900GMBHTEST000177 lei-529900GMBHTEST000177-legal-address',
      '5 lei-254900INTLORG0000128 lei-254900INTLORG0000128-legal-address',
      '6 skipped: 724500ANNULLED000169: registration status ANNULLED',
      '7 rejected: "724500BADCHECKSUM000" is not a valid LEI',
      '8 rejected: 724500NONAME00000172: Entity.LegalName is empty',
      '9 rejected: expected 58 fields, found 2',
      '10 lei-724500VERENIGING0146 lei-724500VERENIGING0146-legal-address',
      '11 lei-724500MULTILINE00124 lei-724500MULTILINE00124-legal-address',
      '13 lei-724500LASTROW0000134',
    ]);
  });

  it('maps a KvK-registered company with its address', async () => {
    const entities = entitiesOf(await readAll(fixture));
    expect(entities.get('lei-724500VKKSH9QOLTFR81')).toEqual({
      id: 'lei-724500VKKSH9QOLTFR81',
      schema: 'Company',
      properties: {
        name: ['Grachtenhuis Beheer B.V.'],
        leiCode: ['724500VKKSH9QOLTFR81'],
        alias: ['Grachtenhuis'],
        registrationNumber: ['33012345'],
        jurisdiction: ['nl'],
        country: ['nl'],
        incorporationDate: ['2001-03-15'],
        status: ['active'],
        classification: ['general'],
        legalForm: ['54M6'],
        sourceUrl: ['https://search.gleif.org/#/record/724500VKKSH9QOLTFR81'],
        addressEntity: ['lei-724500VKKSH9QOLTFR81-legal-address'],
        address: ['Herengracht 500, 1017CB Amsterdam, NL-NH, NL'],
      },
    });
    expect(entities.get('lei-724500VKKSH9QOLTFR81-legal-address')?.properties).toEqual({
      full: ['Herengracht 500, 1017CB Amsterdam, NL-NH, NL'],
      // The number GLEIF wrote into the first line, AddressNumber being empty.
      street: ['Herengracht'],
      houseNumber: ['500'],
      postalCode: ['1017CB'],
      city: ['Amsterdam'],
      region: ['NL-NH'],
      country: ['nl'],
    });
  });

  it('maps previous names, other registers, categories and legal forms', async () => {
    const entities = entitiesOf(await readAll(fixture));
    expect(entities.get('lei-7245003XKLMN4PQRST59')?.properties).toMatchObject({
      previousName: ['Hoogovens Polder N.V.'],
      alias: ['Polder Steel'],
      registrationNumber: ['12345678'],
      addressEntity: [
        'lei-7245003XKLMN4PQRST59-legal-address',
        'lei-7245003XKLMN4PQRST59-hq-address',
      ],
    });
    expect(entities.get('lei-7245003XKLMN4PQRST59-legal-address')?.properties).toMatchObject({
      street: ['Wijkermeerstraat'],
      houseNumber: ['32'],
      street2: ['Gebouw 3'],
    });
    const gmbh = entities.get('lei-529900GMBHTEST000177');
    expect(gmbh?.properties).toMatchObject({
      alias: ['Mueller Praezision GmbH'],
      idNumber: ['HRB 123456'],
      jurisdiction: ['de'],
    });
    expect(gmbh?.properties.registrationNumber).toBeUndefined();
    expect(entities.get('lei-254900INTLORG0000128')).toMatchObject({
      schema: 'Organization',
      properties: { legalForm: ['Intergouvernementele organisatie'] },
    });
    const association = entities.get('lei-724500VERENIGING0146');
    expect(association?.properties).toMatchObject({
      status: ['inactive'],
      legalForm: ['Vereniging'],
      dissolutionDate: ['2020-12-31'],
      idNumber: ['4012345'],
    });
    expect(association?.properties.incorporationDate).toBeUndefined();
  });

  it('names legal forms from GLEIF’s ELF code list given among the files', async () => {
    // Rows of GLEIF's list (ISO 20275, v1.5), with the BOM its file starts with; 3W7E's French
    // row put first, to show the Dutch name is taken.
    const list = join(mkdtempSync(join(tmpdir(), 'veracheck-elf-')), 'elf.csv');
    writeFileSync(
      list,
      [
        '\uFEFF"ELF Code","Country Code (ISO 3166-1)","Entity Legal Form name Local name","Language Code (ISO 639-1)"',
        '"54M6","NL","besloten vennootschap met beperkte aansprakelijkheid","nl"',
        '"2HBR","DE","Gesellschaft mit beschränkter Haftung","de"',
        '"3W7E","BE","Société à responsabilité limitée","fr"',
        '"3W7E","BE","Besloten Vennootschap","nl"',
      ].join('\n'),
    );
    expect((await readElfNames(list)).get('3W7E')).toBe('Besloten Vennootschap');
    const events: SourceEvent[] = [];
    for await (const event of gleifLeiFormat.read([fixture, list])) events.push(event);
    const legalForm = (lei: string) => entitiesOf(events).get(`lei-${lei}`)?.properties.legalForm;
    expect(legalForm('724500VKKSH9QOLTFR81')).toEqual([
      'besloten vennootschap met beperkte aansprakelijkheid',
    ]);
    expect(legalForm('529900GMBHTEST000177')).toEqual(['Gesellschaft mit beschränkter Haftung']);
    // A code the list does not name stays the code.
    expect(legalForm('7245003XKLMN4PQRST59')).toEqual(['B5PM']);
  });

  it('refuses a file without the Level 1 header', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'veracheck-lei-')), 'rr.csv');
    writeFileSync(path, '"Relationship.StartNode.NodeID"\n"X"\n');
    await expect(readAll(path)).rejects.toThrow(
      /rr\.csv: not a GLEIF Level 1 CSV: the header has no LEI, Entity.LegalName/,
    );
  });
});
