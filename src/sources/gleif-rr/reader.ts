import { HeaderColumns, readGoldenCopy } from '../gleif-lei/reader.js';
import type { SourceEvent } from '../source.js';
import { mapRelationship } from './mapper.js';

/** One of a relationship's periods: RELATIONSHIP_PERIOD, ACCOUNTING_PERIOD, ... */
export interface RrPeriod {
  type?: string;
  start?: string;
  end?: string;
}

/** The columns of one Level 2 relationship record (RR-CDF) that Veracheck uses. */
export interface RrRecord {
  /** The child: the entity that is consolidated. */
  startNode: string;
  startNodeType?: string;
  /** The parent. */
  endNode: string;
  endNodeType?: string;
  type: string;
  status?: string;
  periods: RrPeriod[];
  /** Relationship.Qualifiers.N.QualifierCategory: the accounting standard (IFRS, US_GAAP, ...). */
  accountingStandards: string[];
  quantifiers: { method?: string; amount?: string; units?: string }[];
  registrationStatus?: string;
}

const REQUIRED = [
  'Relationship.StartNode.NodeID',
  'Relationship.EndNode.NodeID',
  'Relationship.RelationshipType',
];

/** Takes the defined values of an object, for optional properties. */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The fields of one data row, read by the header's column names. */
export function parseRrRow(columns: HeaderColumns, fields: string[]): RrRecord | string {
  if (fields.length !== columns.count) {
    return `expected ${columns.count} fields, found ${fields.length}`;
  }
  const get = (name: string): string | undefined => columns.get(fields, name);
  const startNode = get('Relationship.StartNode.NodeID');
  const endNode = get('Relationship.EndNode.NodeID');
  const type = get('Relationship.RelationshipType');
  if (startNode === undefined) return 'Relationship.StartNode.NodeID is empty';
  if (endNode === undefined) return 'Relationship.EndNode.NodeID is empty';
  if (type === undefined) return 'Relationship.RelationshipType is empty';
  const numbered = (prefix: string, suffix: string) => columns.numbered(fields, prefix, suffix);
  const periodTypes = numbered('Relationship.Period', '.periodType');
  const starts = numbered('Relationship.Period', '.startDate');
  const ends = numbered('Relationship.Period', '.endDate');
  const methods = numbered('Relationship.Quantifiers', '.MeasurementMethod');
  const amounts = numbered('Relationship.Quantifiers', '.QuantifierAmount');
  const units = numbered('Relationship.Quantifiers', '.QuantifierUnits');
  return {
    startNode,
    endNode,
    type,
    periods: starts
      .map((start, i) => defined({ type: periodTypes[i], start, end: ends[i] }))
      .filter((period) => Object.keys(period).length > 0),
    accountingStandards: numbered('Relationship.Qualifiers', '.QualifierCategory').filter(
      (category): category is string => category !== undefined,
    ),
    quantifiers: amounts
      .map((amount, i) => defined({ method: methods[i], amount, units: units[i] }))
      .filter((quantifier) => quantifier.amount !== undefined),
    ...defined({
      startNodeType: get('Relationship.StartNode.NodeIDType'),
      endNodeType: get('Relationship.EndNode.NodeIDType'),
      status: get('Relationship.RelationshipStatus'),
      registrationStatus: get('Registration.RegistrationStatus'),
    }),
  };
}

/** Reads golden copy Level 2 relationship record CSV files, one event per relationship. */
export function readGleifRr(paths: string[]): AsyncGenerator<SourceEvent> {
  return readGoldenCopy(
    paths,
    REQUIRED,
    'GLEIF Level 2 relationship CSV',
    parseRrRow,
    mapRelationship,
  );
}
