import type { Entity } from '../../entities/entity.js';
import { lookupTable } from '../../entities/lookup-table.js';
import {
  clean,
  datePartsToIso,
  digest,
  EntityBuilder,
  gender,
  isoDate,
  SAFE_ID,
  uniqueById,
  yearRange,
  type MapResult,
} from '../xml-shared/builder.js';
import { countryCode, isTerritoryCode } from '../countries.js';
import type {
  EuAddress,
  EuBirthdate,
  EuCountry,
  EuIdentification,
  EuNameAlias,
  EuRecord,
} from './reader.js';

export const EU_FSF_PREFIX = 'eu-fsf';
const AUTHORITY = 'European Union';
// The list's codes are looked up in tables without a prototype: a code "constructor" is unknown.
const SCHEMA_BY_SUBJECT_TYPE: Readonly<Record<string, 'Person' | 'Organization'>> = lookupTable({
  person: 'Person',
  enterprise: 'Organization',
});

const joined = (...parts: (string | undefined)[]): string | undefined =>
  clean(parts.filter((p) => p !== undefined && p.trim() !== '').join(', '));

/** The country description unless it is the list's placeholder for "not known". */
const description = (place: EuCountry): string | undefined =>
  place.countryDescription?.toUpperCase() === 'UNKNOWN' ? undefined : place.countryDescription;

/** Whether every letter of a name is of the Latin script. */
const isLatin = (name: string): boolean =>
  /\p{L}/u.test(name) && !/[^\P{L}\p{Script=Latin}]/u.test(name);

/**
 * The code: the ISO code given, else the description's ("00" and old codes are not ISO). The
 * list's CS is Serbia and Montenegro (ISO 3166-3 CSXX, FollowTheMoney's `csxx`), not the
 * Czechoslovakia the same two letters once meant, unless the description says so.
 */
function country(subject: EntityBuilder, property: string, place: EuCountry): string | undefined {
  const iso = place.countryIso2Code?.toLowerCase();
  if (iso === 'cs') return countryCode(description(place)) ?? 'csxx';
  if (iso && isTerritoryCode(iso)) return iso;
  const code = countryCode(description(place));
  // The list's "EU" or a code and description neither known: left out, and reported.
  if (code === undefined) {
    subject.unknownCountry(property, description(place) ?? place.countryIso2Code);
  }
  return code;
}

/** "(a) Mullah, (b) Maulavi" lists two titles; the EU letters the items of one field. */
const lettered = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\([a-z]\)/)
    .map((part) => clean(part.replace(/^[\s,;]+|[\s,;]+$/g, '')))
    .filter((part): part is string => part !== undefined);

const fullName = (alias: EuNameAlias): string | undefined =>
  clean(alias.wholeName) ?? clean([alias.firstName, alias.middleName, alias.lastName].join(' '));

/** A weak alias: marked not strong, or called low quality in its remark. */
const isWeak = (alias: EuNameAlias): boolean =>
  alias.strong?.toLowerCase() === 'false' || alias.remarks.some((r) => /low quality/i.test(r));

function addName(subject: EntityBuilder, alias: EuNameAlias, primary: string): void {
  const name = fullName(alias);
  if (name && name !== primary) subject.add(isWeak(alias) ? 'weakAlias' : 'alias', name);
  const person = subject.schema === 'Person';
  if (person) {
    subject
      .add('firstName', alias.firstName)
      .add('middleName', alias.middleName)
      .add('lastName', alias.lastName)
      .add('title', ...lettered(alias.title))
      .add('position', ...lettered(alias.function))
      .add('gender', gender(alias.gender));
  } else {
    subject.add('notes', alias.function);
  }
  // Remarks that only grade the alias say nothing about the subject.
  subject.add('notes', ...alias.remarks.filter((r) => !/(good|high|low) quality/i.test(r)));
}

function addBirth(person: EntityBuilder, birth: EuBirthdate): void {
  const exact = isoDate(birth.birthdate);
  const range = yearRange(birth.yearRangeFrom, birth.yearRangeTo);
  person.add(
    'birthDate',
    exact ?? datePartsToIso(birth.year, birth.monthOfYear, birth.dayOfMonth),
    ...range,
  );
  // A range too wide to be read as birth years is kept in words.
  if (range.length === 0 && birth.yearRangeFrom && birth.yearRangeTo) {
    person.add('notes', `Born between ${birth.yearRangeFrom} and ${birth.yearRangeTo}`);
  }
  if (birth.birthdate && !exact) person.add('notes', `Date of birth: ${birth.birthdate}`);
  person.add('birthPlace', joined(birth.place, birth.city, birth.zipCode, birth.region));
  person.add('birthCountry', country(person, 'birthCountry', birth));
  person.add('notes', ...birth.remarks);
}

const IDENTIFIER_PROPERTY: Readonly<Record<string, string>> = lookupTable({
  passport: 'passportNumber',
  id: 'idNumber',
  regnumber: 'registrationNumber',
  fiscalcode: 'taxNumber',
});

const STATUS_FLAGS: [keyof EuIdentification, string][] = [
  ['knownFalse', 'known to be false'],
  ['reportedLost', 'reported lost'],
  ['revokedByIssuer', 'revoked by issuer'],
  ['knownExpired', 'known to be expired'],
  ['diplomatic', 'diplomatic'],
];

function identification(subject: EntityBuilder, doc: EuIdentification): Entity | undefined {
  const number = doc.number ?? doc.latinNumber;
  const type = doc.identificationTypeDescription ?? doc.identificationTypeCode;
  if (!number) {
    subject.add('notes', joined(type, description(doc), ...doc.remarks));
    return undefined;
  }
  const code = doc.identificationTypeCode?.toLowerCase() ?? '';
  const passport = code === 'passport' || /passport/i.test(type ?? '');
  const property = IDENTIFIER_PROPERTY[passport ? 'passport' : code];
  // passportNumber is a Person property; an enterprise's passport stays an entity only.
  if (property && (property !== 'passportNumber' || subject.schema === 'Person')) {
    subject.add(property, number, doc.latinNumber);
  }
  const key = doc.logicalId && SAFE_ID.test(doc.logicalId) ? doc.logicalId : digest(type, number);
  const id = `${subject.id}-identification-${key}`;
  const entity = new EntityBuilder(id, passport ? 'Passport' : 'Identification')
    .add('holder', subject.id)
    .add('type', type)
    .add('number', number, doc.latinNumber)
    .add('country', country(subject, 'country', doc))
    .add('authority', doc.issuedBy)
    .add('startDate', isoDate(doc.issueDate) ?? isoDate(doc.validFrom))
    .add('endDate', isoDate(doc.validTo))
    .add('summary', ...doc.remarks);
  for (const [flag, status] of STATUS_FLAGS) {
    if (doc[flag] === 'true') entity.add('status', status);
  }
  if (doc.nameOnDocument) entity.add('notes', `Name on document: ${doc.nameOnDocument}`);
  return entity.build();
}

const CONTACT_PROPERTY: Readonly<Record<string, string>> = lookupTable({
  PHONE: 'phone',
  FAX: 'phone',
  EMAIL: 'email',
  WEB: 'website',
});

function address(subject: EntityBuilder, place: EuAddress): Entity | undefined {
  const code = country(subject, 'country', place);
  subject.add('country', code);
  for (const info of place.contactInfo) {
    const property = CONTACT_PROPERTY[(info.key ?? '').toUpperCase()];
    subject.add(property ?? 'notes', property ? info.value : joined(info.key, info.value));
  }
  const poBox = place.poBox ? `P.O. Box ${place.poBox}` : undefined;
  const locality = clean([place.zipCode, place.city].join(' '));
  if (!place.street && !poBox && !locality && !place.region && !place.place) {
    subject.add('notes', ...place.remarks);
    return undefined;
  }
  const full = joined(place.street, poBox, locality, place.region, place.place, description(place));
  const key = place.logicalId && SAFE_ID.test(place.logicalId) ? place.logicalId : digest(full);
  const id = `${subject.id}-address-${key}`;
  subject.add('addressEntity', id).add('address', full);
  return new EntityBuilder(id, 'Address')
    .add('full', full)
    .add('street', place.street)
    .add('postOfficeBox', place.poBox)
    .add('postalCode', place.zipCode)
    .add('city', place.city)
    .add('region', place.region)
    .add('country', code)
    .add('remarks', place.place, ...place.remarks)
    .build();
}

/** The earliest and latest of some dates (ISO dates sort as text). */
function span(dates: (string | undefined)[]): { first?: string; last?: string } {
  const valid = dates.map(isoDate).filter((d): d is string => d !== undefined);
  valid.sort();
  return { first: valid[0], last: valid.at(-1) };
}

function sanction(subjectId: string, record: EuRecord): Entity {
  const published = span(record.regulations.map((r) => r.publicationDate));
  const inForce = span(record.regulations.map((r) => r.entryIntoForceDate));
  return new EntityBuilder(`${subjectId}-sanction`, 'Sanction')
    .add('entity', subjectId)
    .add('authority', AUTHORITY)
    .add('program', ...record.regulations.map((r) => r.programme))
    .add('provisions', ...record.regulations.map((r) => r.numberTitle))
    .add('listingDate', published.first)
    .add('startDate', isoDate(record.designationDate) ?? inForce.first ?? published.first)
    .add('modifiedAt', published.last)
    .add('unscId', record.unitedNationId)
    .add('authorityId', record.euReferenceNumber)
    .add('reason', record.designationDetails)
    .add('sourceUrl', ...record.regulations.map((r) => r.publicationUrl))
    .build();
}

/**
 * Maps one sanctionEntity to a Person (subject type person) or Organization (enterprise: the
 * EU calls groups, banks and companies alike enterprises), its addresses and documents, and
 * one Sanction gathering the regulations that list it. Ids are the entry's logicalId.
 */
export function mapEuRecord(record: EuRecord): MapResult {
  const { logicalId } = record;
  if (!logicalId) return { rejected: 'sanctionEntity has no logicalId' };
  if (!SAFE_ID.test(logicalId)) {
    return { rejected: `sanctionEntity has an unusable logicalId "${logicalId}"` };
  }
  if (!record.subjectType) return { rejected: `sanctionEntity ${logicalId} has no subjectType` };
  const schema = SCHEMA_BY_SUBJECT_TYPE[record.subjectType.toLowerCase()];
  if (!schema) {
    return { skipped: `sanctionEntity ${logicalId} is of subject type ${record.subjectType}` };
  }
  const named = record.names.filter((alias) => fullName(alias) !== undefined);
  // The list may put a Cyrillic or Arabic strong name first: a Latin one, where there is one,
  // is the name the subject is shown and known by; the other stays an alias.
  const strong = named.filter((alias) => !isWeak(alias));
  const main = strong.find((alias) => isLatin(fullName(alias) ?? '')) ?? strong[0] ?? named[0];
  const primary = main && fullName(main);
  if (!primary) return { rejected: `sanctionEntity ${logicalId} has no name` };

  const subject = new EntityBuilder(`${EU_FSF_PREFIX}-${logicalId}`, schema)
    .add('name', primary)
    .add('topics', 'sanction');
  for (const alias of record.names) addName(subject, alias, primary);
  for (const citizenship of record.citizenships) {
    const code = country(subject, 'citizenship', citizenship);
    const listed = description(citizenship);
    if (!code) subject.add('notes', listed && `Citizenship: ${listed}`);
    else if (schema === 'Person') subject.add('nationality', code).add('citizenship', code);
    else subject.add('country', code);
    subject.add('notes', ...citizenship.remarks);
  }
  for (const birth of record.birthdates) {
    if (schema === 'Person') addBirth(subject, birth);
  }
  const out: Entity[] = [];
  for (const doc of record.identifications) {
    const entity = identification(subject, doc);
    if (entity) out.push(entity);
  }
  for (const place of record.addresses) {
    const entity = address(subject, place);
    if (entity) out.push(entity);
  }
  subject
    .add('notes', ...record.remarks)
    .add('program', ...record.regulations.map((r) => r.programme))
    .add('createdAt', span(record.regulations.map((r) => r.publicationDate)).first);
  const listing = sanction(subject.id, record);
  const entities = uniqueById([subject.build(), ...out, listing]);
  const dropped = subject.leftOut();
  return dropped.length > 0 ? { entities, dropped } : { entities };
}
