import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEntity, type Entity } from '../../entities/entity.js';
import { propertiesOf } from '../../entities/schemata.js';
import { entitiesIn, entityById, readEvents } from '../collect-events.js';
import type { SourceEvent } from '../source.js';
import { euFsfFormat } from './index.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/sanctions.xml', import.meta.url));
const NS = 'http://eu.europa.ec/fpi/fsd/export';

const collect = (paths: string[]): Promise<SourceEvent[]> => readEvents(euFsfFormat, paths);

describe('eu-fsf reader', () => {
  let events: SourceEvent[];
  let entities: Entity[];
  beforeAll(async () => {
    events = await collect([FIXTURE]);
    entities = entitiesIn(events);
  });

  it('reads every record, rejecting the malformed one by the line it starts on and its number', () => {
    expect(events.map((e) => [e.line, e.record])).toEqual([
      [4, 1],
      [32, 2],
      [47, 3],
      [55, 4],
      [71, 5],
    ]);
    expect(events.filter((e) => 'rejected' in e)).toEqual([
      { file: FIXTURE, line: 47, record: 3, rejected: 'sanctionEntity 1203 has no name' },
    ]);
    expect(events.filter((e) => 'items' in e)).toHaveLength(4);
  });

  it('maps a person with names, aliases, dates of birth, citizenships and functions', () => {
    const person = entityById(entities, 'eu-fsf-1201');
    expect(person.schema).toBe('Person');
    expect(person.properties).toMatchObject({
      name: ['Koram Veld Ashtari'],
      alias: ['Karam Veld', 'Корам Велд Аштари'],
      weakAlias: ['Abu Karim'],
      firstName: ['Koram'],
      middleName: ['Veld'],
      lastName: ['Ashtari'],
      title: ['Haji'],
      position: ['Head of finance', 'Former provincial governor'],
      gender: ['male'],
      birthDate: ['1968-04-02', '1966', '1969', '1970', '1971'],
      birthPlace: ['Herat, Herat Province'],
      birthCountry: ['af'],
      nationality: ['af', 'ir'],
      citizenship: ['af', 'ir'],
      passportNumber: ['OR 801168'],
      idNumber: ['57388'],
      country: ['af'],
      topics: ['sanction'],
      program: ['AQD'],
      createdAt: ['2011-03-16'],
      // The alias's "Good quality" remark grades the alias; it is not about the person.
      notes: ['Financier of the network.'],
    });
  });

  it('makes Passport and Identification entities held by the subject', () => {
    const passport = entityById(entities, 'eu-fsf-1201-identification-7001');
    expect(passport.schema).toBe('Passport');
    expect(passport.properties).toEqual({
      holder: ['eu-fsf-1201'],
      type: ['National passport'],
      number: ['OR 801168'],
      country: ['af'],
      authority: ['Ministry of Interior'],
      startDate: ['2006-02-28'],
      summary: ['Expired on 27.2.2011'],
      status: ['known to be expired'],
    });
    expect(entityById(entities, 'eu-fsf-1201-identification-7002').schema).toBe('Identification');
    const diplomatic = entityById(entities, 'eu-fsf-1202-identification-7011');
    expect(diplomatic.properties).toMatchObject({
      type: ['Diplomatic passport'],
      endDate: ['2019-03-19'],
      status: ['reported lost', 'diplomatic'],
    });
  });

  it('makes Address entities linked from the subject', () => {
    const person = entityById(entities, 'eu-fsf-1202');
    expect(person.properties.addressEntity).toEqual(['eu-fsf-1202-address-8011']);
    expect(entityById(entities, 'eu-fsf-1202-address-8011').properties).toEqual({
      full: ['Kaiserstraße 9, 1070 Vienna, AUSTRIA'],
      street: ['Kaiserstraße 9'],
      postalCode: ['1070'],
      city: ['Vienna'],
      country: ['at'],
      remarks: ['As at 2017'],
    });
    expect(person.properties.address).toEqual(['Kaiserstraße 9, 1070 Vienna, AUSTRIA']);
  });

  it('maps the second person: female, a date with an unknown day, the code over the name', () => {
    expect(entityById(entities, 'eu-fsf-1202').properties).toMatchObject({
      name: ['MIN Sol Hyang'],
      alias: ['Min Sol-hyang'],
      gender: ['female'],
      birthDate: ['1975-06-02', '1976-11'],
      nationality: ['kp'],
      position: ['Representative of a trading company'],
    });
  });

  it('makes one Sanction per subject from its regulations', () => {
    expect(entityById(entities, 'eu-fsf-1201-sanction').properties).toEqual({
      entity: ['eu-fsf-1201'],
      authority: ['European Union'],
      program: ['AQD'],
      provisions: ['263/2011 (OJ L71)', '2022/95 (OJ L16)'],
      listingDate: ['2011-03-16'],
      startDate: ['2011-03-15'],
      modifiedAt: ['2022-01-25'],
      unscId: ['QDi.901'],
      authorityId: ['EU.1234.56'],
      sourceUrl: [
        expect.stringContaining('2011:071') as string,
        expect.stringContaining('32022R0095') as string,
      ],
    });
    expect(entityById(entities, 'eu-fsf-1202-sanction').properties).toMatchObject({
      startDate: ['2017-08-05'],
      reason: ['Representative of a company involved in procurement for the weapons programme.'],
    });
  });

  it('maps enterprises to Organizations with contacts, registration numbers and addresses', () => {
    const company = entityById(entities, 'eu-fsf-1204');
    expect(company.schema).toBe('Organization');
    expect(company.properties).toMatchObject({
      name: ['Harbour Star General Trading LLC'],
      alias: ['Harbour Star Trading & Shipping'],
      weakAlias: ['Blue Harbour'],
      registrationNumber: ['CN-1029384'],
      phone: ['+971 4 555 0100'],
      email: ['info@harbourstar.example'],
      country: ['ae', 'pk'],
      addressEntity: ['eu-fsf-1204-address-8031'],
    });
    expect(entityById(entities, 'eu-fsf-1204-address-8031').properties).toMatchObject({
      postOfficeBox: ['55123'],
      full: ['Office 1204, Al Reem Tower, P.O. Box 55123, Dubai, UNITED ARAB EMIRATES'],
    });
    expect(entityById(entities, 'eu-fsf-1205').properties).toMatchObject({
      alias: ['MLEH', "Mouvement pour la libération des collines de l'Est"],
      country: ['cd'],
      notes: ['Armed group'],
    });
  });

  it('emits only valid entities, with properties of their schema and namespaced ids', () => {
    for (const entity of entities) {
      expect(checkEntity(entity)).toEqual({ ok: true, entity });
      const known = propertiesOf(entity.schema);
      for (const property of Object.keys(entity.properties)) {
        expect(known, `${entity.id} ${property}`).toHaveProperty(property);
      }
      expect(entity.id).toMatch(/^eu-fsf-\d+(-[a-z]+(-[0-9a-z]+)?)?$/);
    }
    expect(new Set(entities.map((e) => e.id)).size).toBe(entities.length);
  });
});

describe('eu-fsf reader on other files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'veracheck-eu-fsf-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = async (name: string, body: string): Promise<string> => {
    const path = join(dir, name);
    await writeFile(path, `<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
    return path;
  };

  it('reads a prefixed namespace and skips subject types outside the model', async () => {
    const path = await write(
      'prefixed.xml',
      `<fsd:export xmlns:fsd="${NS}">` +
        '<fsd:sanctionEntity logicalId="1"><fsd:subjectType code="vessel"/>' +
        '<fsd:nameAlias wholeName="MV Example" strong="true"/></fsd:sanctionEntity>' +
        '<fsd:sanctionEntity logicalId="2"><fsd:subjectType code="person"/>' +
        '<fsd:nameAlias wholeName="A Person" strong="true"/></fsd:sanctionEntity>' +
        '<fsd:sanctionEntity><fsd:subjectType code="person"/>' +
        '<fsd:nameAlias wholeName="No Id" strong="true"/></fsd:sanctionEntity>' +
        '</fsd:export>',
    );
    const events = await collect([path]);
    // All on line 2, after the declaration: the record's number tells them apart.
    expect(events[0]).toMatchObject({
      line: 2,
      record: 1,
      skipped: expect.stringContaining('vessel') as string,
    });
    expect(entitiesIn(events).map((e) => e.id)).toEqual(['eu-fsf-2', 'eu-fsf-2-sanction']);
    expect(events[2]).toMatchObject({
      line: 2,
      record: 3,
      rejected: expect.stringContaining('no logicalId') as string,
    });
  });

  it('reads subject types and document codes naming object members as unknown words', async () => {
    const path = await write(
      'members.xml',
      `<export xmlns="${NS}">` +
        '<sanctionEntity logicalId="3"><subjectType code="constructor"/>' +
        '<nameAlias wholeName="Member Example" strong="true"/></sanctionEntity>' +
        '<sanctionEntity logicalId="4"><subjectType code="person"/>' +
        '<nameAlias wholeName="Anna Example" strong="true"/>' +
        '<identification identificationTypeCode="constructor" number="X123" logicalId="9"/>' +
        '<identification identificationTypeCode="toString" number="Y456" logicalId="10"/>' +
        '</sanctionEntity></export>',
    );
    const events = await collect([path]);
    expect(events[0]).toMatchObject({
      line: 2,
      record: 1,
      skipped: expect.stringMatching(/sanctionEntity 3 is of subject type constructor$/) as string,
    });
    const person = entityById(entitiesIn(events), 'eu-fsf-4');
    // A code the mapping does not know gives the subject no number property, as "other" does.
    expect(Object.keys(person.properties).sort()).toEqual(['name', 'topics']);
  });

  it('fails on a truncated file instead of importing part of the list', async () => {
    const path = await write(
      'truncated.xml',
      `<export xmlns="${NS}"><sanctionEntity logicalId="1"><subjectType code="person"/>`,
    );
    await expect(collect([path])).rejects.toThrow(/truncated\.xml: not a readable export/);
  });

  it('fails on a file that is not the EU list', async () => {
    const path = await write('un.xml', '<CONSOLIDATED_LIST><INDIVIDUALS/></CONSOLIDATED_LIST>');
    await expect(collect([path])).rejects.toThrow(/expected <export>/);
  });
});
