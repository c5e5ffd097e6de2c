import {
  childText,
  childrenNamed,
  readXmlRecords,
  textOf,
  type XmlElement,
} from '../xml-shared/records.js';

/**
 * The UN Security Council Consolidated List as published at
 * https://scsanctions.un.org/resources/xml/en/consolidated.xml (schema consolidatedList.xsd):
 * `CONSOLIDATED_LIST` holds `INDIVIDUALS/INDIVIDUAL` and `ENTITIES/ENTITY`, every field an
 * element. This file turns each of those into plain data, without interpreting it.
 */
export interface UnAlias {
  /** Good, Low, a.k.a., f.k.a. or blank. */
  quality?: string;
  name?: string;
  note?: string;
  /** The birth details an individual's alias is listed with (DATE_OF_BIRTH, CITY_OF_BIRTH, ...). */
  dateOfBirth?: string;
  cityOfBirth?: string;
  countryOfBirth?: string;
}

export interface UnPlace {
  street?: string;
  city?: string;
  stateProvince?: string;
  zipCode?: string;
  country?: string;
  note?: string;
}

export interface UnBirthDate {
  /** EXACT, APPROXIMATELY or BETWEEN. */
  typeOfDate?: string;
  date?: string;
  year?: string;
  fromYear?: string;
  toYear?: string;
  note?: string;
}

export interface UnDocument {
  type?: string;
  type2?: string;
  number?: string;
  issuingCountry?: string;
  countryOfIssue?: string;
  dateOfIssue?: string;
  cityOfIssue?: string;
  note?: string;
}

export interface UnRecord {
  kind: 'individual' | 'entity';
  dataId?: string;
  /** FIRST_NAME to FOURTH_NAME, in order, blanks left out. */
  nameParts: string[];
  unListType?: string;
  referenceNumber?: string;
  listedOn?: string;
  nameOriginalScript?: string;
  comments?: string;
  gender?: string;
  titles: string[];
  designations: string[];
  nationalities: string[];
  lastDayUpdated: string[];
  aliases: UnAlias[];
  addresses: UnPlace[];
  birthDates: UnBirthDate[];
  birthPlaces: UnPlace[];
  documents: UnDocument[];
}

/** A record of the list with where it was found. */
export interface UnRecordAt {
  record: number;
  line: number;
  value: UnRecord;
}

const NAME_FIELDS = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'];

/** The texts of the VALUE children of each child named `name` (NATIONALITY, DESIGNATION...). */
const values = (element: XmlElement, name: string): string[] =>
  childrenNamed(element, name)
    .flatMap((child) => childrenNamed(child, 'VALUE'))
    .map(textOf)
    .filter((v): v is string => v !== undefined);

function place(element: XmlElement): UnPlace {
  return {
    street: childText(element, 'STREET'),
    city: childText(element, 'CITY'),
    stateProvince: childText(element, 'STATE_PROVINCE'),
    zipCode: childText(element, 'ZIP_CODE'),
    country: childText(element, 'COUNTRY'),
    note: childText(element, 'NOTE'),
  };
}

/** Reads one INDIVIDUAL or ENTITY element into plain data. */
export function unRecordOf(element: XmlElement): UnRecord {
  const kind = element.name === 'INDIVIDUAL' ? 'individual' : 'entity';
  const prefix = kind === 'individual' ? 'INDIVIDUAL' : 'ENTITY';
  return {
    kind,
    dataId: childText(element, 'DATAID'),
    nameParts: NAME_FIELDS.map((field) => childText(element, field)).filter(
      (v): v is string => v !== undefined,
    ),
    unListType: childText(element, 'UN_LIST_TYPE'),
    referenceNumber: childText(element, 'REFERENCE_NUMBER'),
    listedOn: childText(element, 'LISTED_ON'),
    nameOriginalScript: childText(element, 'NAME_ORIGINAL_SCRIPT'),
    comments: childText(element, 'COMMENTS1'),
    gender: childText(element, 'GENDER'),
    titles: values(element, 'TITLE'),
    designations: values(element, 'DESIGNATION'),
    nationalities: values(element, 'NATIONALITY'),
    lastDayUpdated: values(element, 'LAST_DAY_UPDATED'),
    aliases: childrenNamed(element, `${prefix}_ALIAS`).map((alias) => ({
      quality: childText(alias, 'QUALITY'),
      name: childText(alias, 'ALIAS_NAME'),
      note: childText(alias, 'NOTE'),
      dateOfBirth: childText(alias, 'DATE_OF_BIRTH'),
      cityOfBirth: childText(alias, 'CITY_OF_BIRTH'),
      countryOfBirth: childText(alias, 'COUNTRY_OF_BIRTH'),
    })),
    addresses: childrenNamed(element, `${prefix}_ADDRESS`).map(place),
    birthDates: childrenNamed(element, 'INDIVIDUAL_DATE_OF_BIRTH').map((dob) => ({
      typeOfDate: childText(dob, 'TYPE_OF_DATE'),
      date: childText(dob, 'DATE'),
      year: childText(dob, 'YEAR'),
      fromYear: childText(dob, 'FROM_YEAR'),
      toYear: childText(dob, 'TO_YEAR'),
      note: childText(dob, 'NOTE'),
    })),
    birthPlaces: childrenNamed(element, 'INDIVIDUAL_PLACE_OF_BIRTH').map(place),
    documents: childrenNamed(element, 'INDIVIDUAL_DOCUMENT').map((doc) => ({
      type: childText(doc, 'TYPE_OF_DOCUMENT'),
      type2: childText(doc, 'TYPE_OF_DOCUMENT2'),
      number: childText(doc, 'NUMBER'),
      issuingCountry: childText(doc, 'ISSUING_COUNTRY'),
      countryOfIssue: childText(doc, 'COUNTRY_OF_ISSUE'),
      dateOfIssue: childText(doc, 'DATE_OF_ISSUE'),
      cityOfIssue: childText(doc, 'CITY_OF_ISSUE'),
      note: childText(doc, 'NOTE'),
    })),
  };
}

/** Streams the individuals and entities of one consolidated list file, in document order. */
export async function* readUnScRecords(path: string): AsyncGenerator<UnRecordAt> {
  const records = readXmlRecords(path, {
    root: 'CONSOLIDATED_LIST',
    records: ['INDIVIDUAL', 'ENTITY'],
  });
  for await (const { index, line, element } of records) {
    yield { record: index, line, value: unRecordOf(element) };
  }
}
