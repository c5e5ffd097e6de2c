import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEntity, type Entity } from '../../entities/entity.js';
import { propertiesOf } from '../../entities/schemata.js';
import { entitiesIn, entityById, readEvents } from '../collect-events.js';
import type { SourceEvent } from '../source.js';
import { unScFormat } from './index.js';
import { mapUnRecord } from './mapper.js';
import type { UnRecord } from './reader.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/consolidated.xml', import.meta.url));

const collect = (paths: string[]): Promise<SourceEvent[]> => readEvents(unScFormat, paths);

describe('un-sc reader', () => {
  let events: SourceEvent[];
  let entities: Entity[];
  beforeAll(async () => {
    events = await collect([FIXTURE]);
    entities = entitiesIn(events);
  });

  it('reads every record, rejecting the malformed one by the line it starts on and its number', () => {
    expect(events.map((e) => [e.line, e.record])).toEqual([
      [5, 1],
      [91, 2],
      [145, 3],
      [153, 4],
      [188, 5],
      [222, 6],
    ]);
    const rejected = events.filter((e) => 'rejected' in e);
    expect(rejected).toEqual([
      { file: FIXTURE, line: 145, record: 3, rejected: 'INDIVIDUAL has no DATAID' },
    ]);
    expect(events.filter((e) => 'items' in e)).toHaveLength(5);
  });

  it('maps an individual with aliases, all dates of birth, nationalities and details', () => {
    const person = entityById(entities, 'un-sc-6908001');
    expect(person.schema).toBe('Person');
    expect(person.properties).toMatchObject({
      name: ['KORAM VELD ASHTARI'],
      alias: ['کرام ولد اشتری', 'Koram Ashtari', 'Karam Veld', 'Kuram Ashtary'],
      weakAlias: ['Abu Karim'],
      birthDate: ['1968-04-02', '1966', '1969', '1970', '1971'],
      birthPlace: ['Herat, Herat Province, Afghanistan'],
      birthCountry: ['af'],
      nationality: ['af', 'ir'],
      gender: ['male'],
      title: ['Haji'],
      position: ['Head of finance', 'Former provincial governor'],
      topics: ['sanction'],
      program: ['Al-Qaida'],
      country: ['af', 'ir'],
      passportNumber: ['OR 801168'],
      idNumber: ['57388'],
      createdAt: ['2011-03-14'],
      modifiedAt: ['2019-05-02', '2022-01-20'],
    });
    // Wrapped lines of the list come out as one line.
    expect(person.properties.notes).toEqual([
      'Financier of the network. Review pursuant to Security Council resolution 2368 (2017) ' +
        'was concluded on 20 Jan. 2022.',
    ]);
  });

  it('makes Address entities for addresses and only a country for a country alone', () => {
    const person = entityById(entities, 'un-sc-6908001');
    expect(person.properties.addressEntity).toHaveLength(1);
    const address = entityById(entities, person.properties.addressEntity?.[0] ?? '');
    expect(address.schema).toBe('Address');
    expect(address.properties).toEqual({
      full: ['Street 4, House 12, Herat, Herat Province, Afghanistan'],
      street: ['Street 4, House 12'],
      city: ['Herat'],
      region: ['Herat Province'],
      country: ['af'],
    });
    expect(person.properties.address).toEqual(address.properties.full);

    const other = entityById(entities, 'un-sc-6908002');
    const vienna = entityById(entities, other.properties.addressEntity?.[0] ?? '');
    expect(vienna.properties).toMatchObject({
      street: ['Kaiserstraße 9'],
      postalCode: ['1070'],
      city: ['Vienna'],
      country: ['at'],
      remarks: ['As at 2017'],
    });
  });

  it('makes a Passport or an Identification held by the person for each document', () => {
    const documents = entities.filter((e) => e.properties.holder?.[0] === 'un-sc-6908001');
    expect(documents.map((d) => d.schema).sort()).toEqual(['Identification', 'Passport']);
    const passport = documents.find((d) => d.schema === 'Passport');
    expect(passport?.properties).toEqual({
      holder: ['un-sc-6908001'],
      type: ['Passport'],
      number: ['OR 801168'],
      country: ['af'],
      startDate: ['2006-02-28'],
      summary: ['Expired on 27 Feb. 2011'],
      notes: ['Issued in Kabul'],
    });
    const diplomatic = entities.find((e) => e.properties.holder?.[0] === 'un-sc-6908002');
    expect(diplomatic?.schema).toBe('Passport');
    expect(diplomatic?.properties.country).toEqual(['kp']);
  });

  it('makes the Sanction that lists each subject', () => {
    expect(entityById(entities, 'un-sc-6908001-sanction').properties).toEqual({
      entity: ['un-sc-6908001'],
      authority: ['United Nations Security Council'],
      program: ['Al-Qaida'],
      unscId: ['QDi.901'],
      authorityId: ['QDi.901'],
      listingDate: ['2011-03-14'],
      startDate: ['2011-03-14'],
      modifiedAt: ['2019-05-02', '2022-01-20'],
      reason: [expect.stringContaining('Financier of the network.') as string],
      sourceUrl: [expect.stringContaining('un.org') as string],
    });
  });

  it('maps the other individuals: several exact dates, female, a year alone', () => {
    expect(entityById(entities, 'un-sc-6908002').properties).toMatchObject({
      name: ['MIN SOL HYANG'],
      birthDate: ['1975-06-02', '1976-11-30'],
      gender: ['female'],
      nationality: ['kp'],
      birthPlace: ["Pyongyang, Democratic People's Republic of Korea"],
    });
    const person = entityById(entities, 'un-sc-6908004');
    expect(person.properties).toMatchObject({
      birthDate: ['1971'],
      nationality: ['cd'],
      alias: ['Jean-Baptiste Mokolo Wa Mpemba'],
    });
    // The empty INDIVIDUAL_DOCUMENT and alias of the list add nothing.
    expect(person.properties.idNumber).toBeUndefined();
    expect(entityById(entities, 'un-sc-6908002').properties.alias).toBeUndefined();
  });

  it('maps entities to Organizations with aliases, former names and addresses', () => {
    const company = entityById(entities, 'un-sc-6908101');
    expect(company.schema).toBe('Organization');
    expect(company.properties).toMatchObject({
      name: ['HARBOUR STAR GENERAL TRADING LLC'],
      alias: ['Harbour Star Trading & Shipping'],
      previousName: ['Blue Harbour Commerce'],
      country: ['ae', 'pk'],
      notes: ['Front company used to move funds for the network.'],
    });
    expect(company.properties.addressEntity).toHaveLength(2);
    const group = entityById(entities, 'un-sc-6908102');
    expect(group.properties).toMatchObject({
      alias: ['MLEH'],
      weakAlias: ['The Hills'],
      country: ['cd'],
    });
    expect(group.properties.addressEntity).toBeUndefined();
    expect(entityById(entities, 'un-sc-6908102-sanction').properties.unscId).toEqual(['CDe.902']);
  });

  it('emits only valid entities, with properties of their schema and namespaced ids', () => {
    for (const entity of entities) {
      expect(checkEntity(entity)).toEqual({ ok: true, entity });
      const known = propertiesOf(entity.schema);
      for (const property of Object.keys(entity.properties)) {
        expect(known, `${entity.id} ${property}`).toHaveProperty(property);
      }
      expect(entity.id).toMatch(/^un-sc-\d+(-[a-z]+(-[0-9a-f]{12})?)?$/);
    }
    expect(new Set(entities.map((e) => e.id)).size).toBe(entities.length);
  });

  it('gives the same ids on every import', async () => {
    const again = entitiesIn(await collect([FIXTURE]));
    expect(again.map((e) => e.id)).toEqual(entities.map((e) => e.id));
  });
});

describe('un-sc reader on damaged and large files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'veracheck-un-sc-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('fails on a truncated file instead of importing part of the list', async () => {
    const text = await readFile(FIXTURE, 'utf8');
    const path = join(dir, 'truncated.xml');
    await writeFile(path, text.slice(0, text.indexOf('<ENTITIES>') + 200));
    await expect(collect([path])).rejects.toThrow(/truncated\.xml: not a readable/);
  });

  it('fails on a file that is not the consolidated list', async () => {
    const path = join(dir, 'other.xml');
    await writeFile(path, '<?xml version="1.0"?><sdnList><sdnEntry/></sdnList>');
    await expect(collect([path])).rejects.toThrow(/expected <CONSOLIDATED_LIST>/);
  });

  it('streams a large list record by record', async () => {
    const count = 5_000;
    const path = join(dir, 'large.xml');
    const individual = (i: number): string =>
      `<INDIVIDUAL><DATAID>${i}</DATAID><FIRST_NAME>PERSON</FIRST_NAME>` +
      `<SECOND_NAME>NUMBER ${i}</SECOND_NAME><UN_LIST_TYPE>Test</UN_LIST_TYPE>` +
      `<REFERENCE_NUMBER>TSi.${i}</REFERENCE_NUMBER><LISTED_ON>2020-01-01</LISTED_ON>` +
      `<INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1970-01-01</DATE>` +
      `</INDIVIDUAL_DATE_OF_BIRTH></INDIVIDUAL>\n`;
    const body = Array.from({ length: count }, (_, i) => individual(i + 1)).join('');
    await writeFile(
      path,
      `<CONSOLIDATED_LIST><INDIVIDUALS>\n${body}</INDIVIDUALS></CONSOLIDATED_LIST>`,
    );
    let imported = 0;
    let last = 0;
    for await (const event of unScFormat.read([path])) {
      if ('items' in event) imported += 1;
      last = event.record ?? 0;
    }
    expect(imported).toBe(count);
    expect(last).toBe(count);
  });
});

describe('un-sc mapper', () => {
  const base: UnRecord = {
    kind: 'individual',
    dataId: '42',
    nameParts: ['TEST', 'PERSON'],
    titles: [],
    designations: [],
    nationalities: [],
    lastDayUpdated: [],
    aliases: [],
    addresses: [],
    birthDates: [],
    birthPlaces: [],
    documents: [],
  };

  it('keeps unreadable dates and unknown countries as notes rather than dropping them', () => {
    const result = mapUnRecord({
      ...base,
      nationalities: ['Atlantis'],
      birthDates: [
        { typeOfDate: 'EXACT', date: '1970-13-45' },
        { fromYear: '1900', toYear: '1990' },
      ],
    });
    if (!('entities' in result)) throw new Error('not mapped');
    const person = result.entities[0];
    // A range wider than 30 years gives no birth year, and is kept in words.
    expect(person?.properties.birthDate).toBeUndefined();
    expect(person?.properties.notes).toEqual([
      'Nationality: Atlantis',
      'Date of birth: 1970-13-45',
      'Date of birth: between 1900 and 1990',
    ]);
    expect(person?.properties.nationality).toBeUndefined();
  });

  it('rejects records without a usable id or a name', () => {
    expect(mapUnRecord({ ...base, dataId: '../42' })).toEqual({
      rejected: 'INDIVIDUAL has an unusable DATAID "../42"',
    });
    expect(mapUnRecord({ ...base, kind: 'entity', nameParts: [] })).toEqual({
      rejected: 'ENTITY 42 has no name',
    });
  });
});
