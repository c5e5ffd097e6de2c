import { checkEntity, type Entity } from '../../entities/entity.js';
import type { SchemaName } from '../../entities/schemata.js';
import type { ImportItem } from '../source.js';
import { countryCode, unknownCountryReason } from '../countries.js';
import { parseRemarks, type IdDocument } from './remarks.js';
import { Properties } from '../properties.js';

/** One sdn.csv row, `-0-` (OFAC's null) already turned into undefined. */
export interface SdnRecord {
  entNum: string;
  name: string;
  type: 'individual' | 'vessel' | 'aircraft' | 'entity';
  programs: string[];
  title?: string;
  remarks?: string;
}

/** One alt.csv row: a strong alias of an SDN entry. */
export interface AltRecord {
  entNum: string;
  altNum: string;
  type: 'aka' | 'fka' | 'nka';
  name: string;
}

/** One add.csv row. */
export interface AddRecord {
  entNum: string;
  addNum: string;
  address?: string;
  /** OFAC's single "City/State/Province/Postal Code" column. */
  cityStatePostal?: string;
  country?: string;
  remarks?: string;
}

/** `dropped`: values left out of the items, each with why (SourceEvent's `dropped`). */
export type MapResult =
  { items: ImportItem[]; dropped?: string[] } | { rejected: string } | { skipped: string };

const AUTHORITY = 'US Office of Foreign Assets Control';
export const entityId = (entNum: string): string => `ofac-sdn-${entNum}`;
const sourceUrl = (entNum: string): string =>
  `https://sanctionssearch.ofac.treas.gov/Details.aspx?id=${entNum}`;
const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "LAST, First" (OFAC's order for individuals) as "First LAST"; other names unchanged. */
export function naturalName(name: string): { name: string; first?: string; last?: string } {
  const comma = name.indexOf(', ');
  if (comma <= 0) return { name };
  const last = name.slice(0, comma).trim();
  const first = name.slice(comma + 2).trim();
  return first.length === 0 ? { name: last } : { name: `${first} ${last}`, first, last };
}

// Legal-form words that mark an entry as a company rather than another organisation.
const COMPANY_WORDS = new Set(
  (
    'LTD LIMITED LLC INC INCORPORATED CORP CORPORATION COMPANY CO SA AG GMBH BV NV PLC JSC ' +
    'OJSC CJSC PJSC OOO ZAO OAO LLP SRL SAS SARL BHD PTE FZE FZCO FZC SPA LTDA DOO AS KG OY AB'
  ).split(' '),
);

/** Whether an entity's name ends in (or contains "COMPANY" as) a company legal form. */
export function looksLikeCompany(name: string): boolean {
  const words = name
    .toUpperCase()
    .replace(/[.,()]/g, '')
    .split(/[\s-]+/)
    .filter((w) => w.length > 0);
  if (words.includes('COMPANY')) return true;
  return words.slice(-3).some((w) => COMPANY_WORDS.has(w));
}

function documentEntity(holder: string, doc: IdDocument, passport: boolean): Entity {
  const id = passport
    ? `${holder}-passport-${slug(doc.number)}`
    : `${holder}-id-${slug(doc.type)}-${slug(doc.number)}`;
  const props = new Properties()
    .add('holder', holder)
    .add('type', doc.type)
    .add('number', doc.number)
    .add('country', doc.country)
    .add('startDate', doc.issued)
    .add('endDate', doc.expires);
  return { id, schema: passport ? 'Passport' : 'Identification', properties: props.values };
}

function addressEntity(add: AddRecord): Entity | undefined {
  if (add.address === undefined && add.cityStatePostal === undefined) return undefined;
  const full = [add.address, add.cityStatePostal, add.country].filter((p) => p !== undefined);
  const props = new Properties()
    .add('full', full.join(', '))
    .add('street', add.address)
    .add('city', add.cityStatePostal)
    .add('country', countryCode(add.country))
    .add('remarks', add.remarks);
  return { id: `ofac-sdn-addr-${add.addNum}`, schema: 'Address', properties: props.values };
}

/**
 * Maps one SDN entry, with its alt.csv and add.csv rows, to a Person, Organization or Company,
 * its Address entities, one Sanction per program and its identity documents. Vessels and
 * aircraft are outside the entity model and are skipped.
 */
export function mapSdn(sdn: SdnRecord, alts: AltRecord[], adds: AddRecord[]): MapResult {
  if (sdn.type === 'vessel' || sdn.type === 'aircraft') {
    return { skipped: `${sdn.type} ${sdn.name}: vessels and aircraft are not imported` };
  }
  const id = entityId(sdn.entNum);
  const person = sdn.type === 'individual';
  const schema: SchemaName = person
    ? 'Person'
    : looksLikeCompany(sdn.name)
      ? 'Company'
      : 'Organization';
  const remarks = parseRemarks(sdn.remarks);
  const props = new Properties();
  const own = person ? naturalName(sdn.name) : { name: sdn.name };
  props.add('name', own.name).add('firstName', own.first).add('lastName', own.last);
  for (const alt of alts) {
    const name = person ? naturalName(alt.name).name : alt.name;
    props.add(alt.type === 'fka' ? 'previousName' : 'alias', name);
  }
  // Weak aliases are written "LAST, First" as the strong ones are.
  props.add(
    'weakAlias',
    ...remarks.weakAliases.map((alias) => (person ? naturalName(alias).name : alias)),
  );
  props.add('topics', 'sanction').add('program', ...sdn.programs);
  props.add('notes', sdn.remarks).add('sourceUrl', sourceUrl(sdn.entNum));
  props.add('website', ...remarks.websites).add('email', ...remarks.emails);
  props.add('phone', ...remarks.phones).add('taxNumber', ...remarks.taxNumbers);
  props.add('registrationNumber', ...remarks.registrationNumbers);
  props.add('vatCode', ...remarks.vatCodes).add('leiCode', ...remarks.leiCodes);
  props.add('idNumber', ...remarks.identifications.map((d) => d.number));
  if (person) {
    props.add('position', sdn.title).add('birthDate', ...remarks.birthDates);
    props.add('birthPlace', ...remarks.birthPlaces).add('birthCountry', ...remarks.birthCountries);
    props.add('nationality', ...remarks.nationalities);
    props.add('citizenship', ...remarks.citizenships).add('gender', remarks.gender);
    props.add('passportNumber', ...remarks.passports.map((d) => d.number));
    props.add('country', ...remarks.nationalities, ...remarks.citizenships);
  } else {
    props.add('incorporationDate', ...remarks.establishedDates);
    if (sdn.title !== undefined) props.add('notes', `Title: ${sdn.title}`);
  }

  const related: Entity[] = [];
  for (const add of adds) {
    props.add('country', countryCode(add.country));
    const address = addressEntity(add);
    if (address === undefined) continue;
    props.add('addressEntity', address.id).add('address', address.properties.full?.[0]);
    related.push(address);
  }
  for (const program of sdn.programs) {
    const sanction = new Properties()
      .add('entity', id)
      .add('authority', AUTHORITY)
      .add('program', program)
      .add('programId', program)
      .add('country', 'us')
      .add('sourceUrl', sourceUrl(sdn.entNum));
    related.push({
      id: `${id}-sanction-${slug(program)}`,
      schema: 'Sanction',
      properties: sanction.values,
    });
  }
  if (person) related.push(...remarks.passports.map((d) => documentEntity(id, d, true)));
  related.push(...remarks.identifications.map((d) => documentEntity(id, d, false)));

  // A document OFAC states twice ("Passport X; alt. Passport X") is one entity.
  const unique = new Map(related.map((entity) => [entity.id, entity]));
  const items: ImportItem[] = [];
  // The stated countries that name none known: left out of the entities, and reported.
  const dropped: string[] = [];
  for (const [property, text] of remarks.unknownCountries) {
    push(dropped, unknownCountryReason(id, property, text));
  }
  for (const doc of remarks.numberlessDocuments) {
    push(
      dropped,
      `${id}: ${doc.type} "${doc.text}" states no document number that reads, so the document and its country "${doc.country}" were left out`,
    );
  }
  for (const add of adds) {
    if (countryCode(add.country) === undefined) {
      push(dropped, unknownCountryReason(id, 'country', add.country));
    }
  }
  const main: Entity = { id, schema, properties: props.values, caption: own.name };
  for (const entity of [main, ...unique.values()]) {
    const checked = checkEntity(entity);
    if (!checked.ok) return { rejected: checked.reason };
    items.push({ kind: 'entity', entity: checked.entity });
    dropped.push(...(checked.dropped ?? []));
  }
  return dropped.length > 0 ? { items, dropped } : { items };
}

/** Adds a reason once. */
function push(list: string[], reason: string | undefined): void {
  if (reason !== undefined && !list.includes(reason)) list.push(reason);
}
