import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Entity } from '../../entities/entity.js';
import { gleifLeiFormat } from '../gleif-lei/index.js';
import { HeaderColumns } from '../gleif-lei/reader.js';
import type { SourceEvent } from '../source.js';
import { gleifRrFormat } from './index.js';
import { mapRelationship } from './mapper.js';
import { parseRrRow } from './reader.js';

const fixture = fileURLToPath(new URL('./fixtures/rr-cdf.csv', import.meta.url));
const leiFixture = fileURLToPath(new URL('../gleif-lei/fixtures/lei-cdf.csv', import.meta.url));

async function readAll(path: string): Promise<SourceEvent[]> {
  const events: SourceEvent[] = [];
  for await (const event of gleifRrFormat.read([path])) events.push(event);
  return events;
}

const summary = (event: SourceEvent): string => {
  if ('rejected' in event) return `${event.line} rejected: ${event.rejected}`;
  if ('skipped' in event) return `${event.line} skipped: ${event.skipped}`;
  return `${event.line} ${event.items.map((i) => (i.kind === 'entity' ? i.entity.id : i.kind)).join(' ')}`;
};

const ownerships = (events: SourceEvent[]): Entity[] =>
  events.flatMap((event) =>
    'items' in event ? event.items.flatMap((i) => (i.kind === 'entity' ? [i.entity] : [])) : [],
  );

const NV = '7245003XKLMN4PQRST59';
const BV = '724500VKKSH9QOLTFR81';
const GMBH = '529900GMBHTEST000177';

describe('gleif-rr reader', () => {
  it('imports parent relationships and reports the rest with their lines', async () => {
    expect((await readAll(fixture)).map(summary)).toEqual([
      `2 lei-rr-${NV}-direct-${BV}`,
      `3 lei-rr-${NV}-ultimate-${GMBH}`,
      '4 skipped: IS_INTERNATIONAL_BRANCH_OF is not a parent relationship',
      '5 skipped: IS_FUND-MANAGED_BY is not a parent relationship',
      '6 rejected: "724500BADCHECKSUM000" is not a valid LEI',
      `7 rejected: ${BV} is given as its own parent`,
      '8 skipped: registration status ANNULLED',
      '9 rejected: Relationship.RelationshipType is empty',
      '10 rejected: expected 28 fields, found 3',
      `11 lei-rr-724500VERENIGING0146-direct-${GMBH}`,
      '12 skipped: a node is identified by NATIONAL_ID, not by an LEI',
    ]);
  });

  it('maps a parent relationship to an Ownership', async () => {
    const [direct, ultimate, ended] = ownerships(await readAll(fixture));
    expect(direct).toEqual({
      id: `lei-rr-${NV}-direct-${BV}`,
      schema: 'Ownership',
      properties: {
        owner: [`lei-${BV}`],
        asset: [`lei-${NV}`],
        ownershipType: ['direct'],
        role: ['Direct accounting consolidation parent'],
        startDate: ['2015-06-01'],
        status: ['active'],
        percentage: ['100.00'],
        legalBasis: ['IFRS'],
      },
    });
    expect(ultimate?.properties).toMatchObject({
      ownershipType: ['ultimate'],
      startDate: ['2018-01-01'],
    });
    expect(ultimate?.properties.percentage).toBeUndefined();
    expect(ended?.properties).toMatchObject({
      startDate: ['2010-01-01'],
      endDate: ['2019-12-31'],
      status: ['inactive'],
      percentage: ['51'],
    });
  });

  it('refers to parents and children by the ids gleif-lei gives them', async () => {
    const companies = new Set<string>();
    for await (const event of gleifLeiFormat.read([leiFixture])) {
      if ('items' in event) {
        for (const item of event.items) if (item.kind === 'entity') companies.add(item.entity.id);
      }
    }
    const [direct] = ownerships(await readAll(fixture));
    expect(companies.has(direct?.properties.owner?.[0] ?? '')).toBe(true);
    expect(companies.has(direct?.properties.asset?.[0] ?? '')).toBe(true);
  });

  it('refuses a file without the Level 2 relationship header', async () => {
    await expect(readAll(leiFixture)).rejects.toThrow(
      /lei-cdf\.csv: not a GLEIF Level 2 relationship CSV: the header has no Relationship\.StartNode\.NodeID, Relationship\.EndNode\.NodeID, Relationship\.RelationshipType/,
    );
  });

  it('skips relationship types naming object members as it skips any other', () => {
    for (const type of ['constructor', 'toString', '__proto__', 'valueOf']) {
      const record = { startNode: NV, endNode: BV, type, periods: [], accountingStandards: [] };
      expect(mapRelationship({ ...record, quantifiers: [] }), type).toEqual({
        skipped: `${type} is not a parent relationship`,
      });
    }
  });

  it('takes the first period when the file has no period types', () => {
    const columns = new HeaderColumns(
      [
        'Relationship.StartNode.NodeID',
        'Relationship.EndNode.NodeID',
        'Relationship.RelationshipType',
        'Relationship.Period.1.startDate',
      ],
      [],
      'test file',
    );
    const record = parseRrRow(columns, [NV, BV, 'IS_DIRECTLY_CONSOLIDATED_BY', '2001-02-03']);
    if (typeof record === 'string') throw new Error(record);
    expect(record.periods).toEqual([{ start: '2001-02-03' }]);
    const result = mapRelationship(record);
    expect('items' in result && result.items[0]).toMatchObject({
      entity: { properties: { startDate: ['2001-02-03'] } },
    });
  });
});
