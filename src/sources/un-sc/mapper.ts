import type { Entity } from '../../entities/entity.js';
import {
  clean,
  digest,
  EntityBuilder,
  gender,
  isoDate,
  SAFE_ID,
  uniqueById,
  yearRange,
  type MapResult,
} from '../xml-shared/builder.js';
import type { UnBirthDate, UnDocument, UnPlace, UnRecord } from './reader.js';

export const UN_SC_PREFIX = 'un-sc';
const AUTHORITY = 'United Nations Security Council';
const SOURCE_URL = 'https://main.un.org/securitycouncil/en/content/un-sc-consolidated-list';

/** Where an alias of each QUALITY goes: Low quality names are too vague to match on alone. */
function aliasProperty(quality: string | undefined): string {
  const q = (quality ?? '').toLowerCase().replace(/\.$/, '');
  if (q === 'low') return 'weakAlias';
  if (q === 'f.k.a') return 'previousName';
  return 'alias';
}

/** The dates of one INDIVIDUAL_DATE_OF_BIRTH: a date, a year, or every year of a range. */
function birthDates(dob: UnBirthDate): { dates: string[]; unreadable: string[] } {
  const dates: string[] = [];
  const unreadable: string[] = [];
  for (const text of [dob.date, dob.year]) {
    if (!text) continue;
    const date = isoDate(text);
    if (date) dates.push(date);
    else unreadable.push(text);
  }
  if (dob.fromYear || dob.toYear) {
    const range = yearRange(dob.fromYear, dob.toYear);
    dates.push(...range);
    // A range too wide to be read as birth years is kept in words.
    if (range.length === 0)
      unreadable.push(`between ${dob.fromYear ?? '?'} and ${dob.toYear ?? '?'}`);
  }
  return { dates, unreadable };
}

const joined = (...parts: (string | undefined)[]): string | undefined =>
  clean(parts.filter((p) => p !== undefined && p.trim() !== '').join(', '));

/**
 * An Address entity for an address with more than a country; the country alone goes on the
 * subject itself, since an address of just "Iraq" locates nothing.
 */
function address(subject: EntityBuilder, place: UnPlace): Entity | undefined {
  const country = subject.country('country', place.country);
  subject.add('country', country);
  const full = joined(place.street, place.city, place.zipCode, place.stateProvince, place.country);
  if (!place.street && !place.city && !place.zipCode && !place.stateProvince) {
    if (place.country && !country) subject.add('notes', `Address: ${place.country}`);
    return undefined;
  }
  const id = `${subject.id}-address-${digest(full, place.note)}`;
  const entity = new EntityBuilder(id, 'Address')
    .add('full', full)
    .add('street', place.street)
    .add('city', place.city)
    .add('postalCode', place.zipCode)
    .add('region', place.stateProvince)
    .add('country', country)
    .add('remarks', place.note);
  subject.add('addressEntity', id).add('address', full);
  return entity.build();
}

/** An Identification, or a Passport when the document is one, held by the subject. */
function document(subject: EntityBuilder, doc: UnDocument): Entity | undefined {
  if (!doc.number) {
    // A document without a number identifies nothing; keep what was said about it.
    subject.add('notes', joined(doc.type, doc.issuingCountry ?? doc.countryOfIssue, doc.note));
    return undefined;
  }
  const countryName = doc.issuingCountry ?? doc.countryOfIssue;
  const country = subject.country('country', countryName);
  const passport = /passport/i.test(`${doc.type ?? ''} ${doc.type2 ?? ''}`);
  const id = `${subject.id}-document-${digest(doc.type, doc.number, countryName)}`;
  const entity = new EntityBuilder(id, passport ? 'Passport' : 'Identification')
    .add('holder', subject.id)
    .add('type', doc.type, doc.type2)
    .add('number', doc.number)
    .add('country', country)
    .add('startDate', isoDate(doc.dateOfIssue))
    .add('summary', doc.note);
  if (doc.cityOfIssue) entity.add('notes', `Issued in ${doc.cityOfIssue}`);
  if (countryName && !country) entity.add('notes', `Issued by ${countryName}`);
  if (doc.dateOfIssue && !isoDate(doc.dateOfIssue)) {
    entity.add('notes', `Date of issue: ${doc.dateOfIssue}`);
  }
  subject.add(passport ? 'passportNumber' : 'idNumber', doc.number);
  return entity.build();
}

function addIndividualDetails(person: EntityBuilder, record: UnRecord, out: Entity[]): void {
  person
    .add('gender', gender(record.gender))
    .add('title', ...record.titles)
    .add('position', ...record.designations);
  for (const nationality of record.nationalities) {
    const code = person.country('nationality', nationality);
    if (code) person.add('nationality', code);
    else person.add('notes', `Nationality: ${nationality}`);
  }
  for (const dob of record.birthDates) {
    const { dates, unreadable } = birthDates(dob);
    person.add('birthDate', ...dates);
    for (const text of unreadable) person.add('notes', `Date of birth: ${text}`);
    if (dob.note) person.add('notes', `Date of birth: ${dob.note}`);
  }
  for (const place of record.birthPlaces) {
    person.add('birthPlace', joined(place.street, place.city, place.stateProvince, place.country));
    person.add('birthCountry', person.country('birthCountry', place.country));
  }
  // An alias may be listed with its own birth details: the person's under that name.
  for (const alias of record.aliases) {
    const date = isoDate(alias.dateOfBirth);
    person.add('birthDate', date);
    if (alias.dateOfBirth && !date) person.add('notes', `Date of birth: ${alias.dateOfBirth}`);
    person.add('birthPlace', joined(alias.cityOfBirth, alias.countryOfBirth));
    person.add('birthCountry', person.country('birthCountry', alias.countryOfBirth));
  }
  for (const doc of record.documents) {
    const entity = document(person, doc);
    if (entity) out.push(entity);
  }
}

/**
 * Maps one record of the list to a Person (INDIVIDUAL) or Organization (ENTITY: groups and
 * companies alike, the list does not say which), its addresses and documents, and the
 * Sanction that lists it. Ids are the list's DATAID, which stays with a listing for its life.
 */
export function mapUnRecord(record: UnRecord): MapResult {
  const label = record.kind === 'individual' ? 'INDIVIDUAL' : 'ENTITY';
  if (!record.dataId) return { rejected: `${label} has no DATAID` };
  if (!SAFE_ID.test(record.dataId)) {
    return { rejected: `${label} has an unusable DATAID "${record.dataId}"` };
  }
  const name = clean(record.nameParts.join(' '));
  if (!name) return { rejected: `${label} ${record.dataId} has no name` };

  const id = `${UN_SC_PREFIX}-${record.dataId}`;
  const subject = new EntityBuilder(id, record.kind === 'individual' ? 'Person' : 'Organization');
  const out: Entity[] = [];
  subject
    .add('name', name)
    .add('alias', record.nameOriginalScript)
    .add('notes', record.comments)
    .add('topics', 'sanction')
    .add('program', record.unListType)
    .add('createdAt', isoDate(record.listedOn))
    .add('modifiedAt', ...record.lastDayUpdated.map(isoDate))
    .add('sourceUrl', SOURCE_URL);
  for (const alias of record.aliases) {
    // One ALIAS_NAME sometimes carries several names separated by semicolons.
    for (const aliasName of (alias.name ?? '').split(';')) {
      if (clean(aliasName) !== name) subject.add(aliasProperty(alias.quality), aliasName);
    }
  }
  for (const place of record.addresses) {
    const entity = address(subject, place);
    if (entity) out.push(entity);
  }
  if (record.kind === 'individual') addIndividualDetails(subject, record, out);

  const sanction = new EntityBuilder(`${id}-sanction`, 'Sanction')
    .add('entity', id)
    .add('authority', AUTHORITY)
    .add('program', record.unListType)
    .add('unscId', record.referenceNumber)
    .add('authorityId', record.referenceNumber)
    .add('listingDate', isoDate(record.listedOn))
    .add('startDate', isoDate(record.listedOn))
    .add('modifiedAt', ...record.lastDayUpdated.map(isoDate))
    .add('reason', record.comments)
    .add('sourceUrl', SOURCE_URL);
  const entities = uniqueById([subject.build(), ...out, sanction.build()]);
  const dropped = subject.leftOut();
  return dropped.length > 0 ? { entities, dropped } : { entities };
}
