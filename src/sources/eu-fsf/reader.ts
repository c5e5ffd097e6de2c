import {
  attribute,
  childText,
  childrenNamed,
  readXmlRecords,
  textOf,
  type XmlElement,
} from '../xml-shared/records.js';

/**
 * The EU Financial Sanctions Files consolidated list, XML version 1.1
 * (xmlFullSanctionsList_1_1, namespace http://eu.europa.ec/fpi/fsd/export): `export` holds
 * `sanctionEntity` elements whose fields are mostly attributes of child elements. This file
 * turns each sanctionEntity into plain data, without interpreting it.
 */
export interface EuCountry {
  /** ISO 3166 alpha-2, upper case; "00" when unknown. */
  countryIso2Code?: string;
  countryDescription?: string;
  region?: string;
}

export interface EuRegulation {
  regulationType?: string;
  organisationType?: string;
  publicationDate?: string;
  entryIntoForceDate?: string;
  numberTitle?: string;
  programme?: string;
  publicationUrl?: string;
}

export interface EuNameAlias {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  wholeName?: string;
  function?: string;
  gender?: string;
  title?: string;
  nameLanguage?: string;
  /** "true" or "false": a weak alias is too vague to match on alone. */
  strong?: string;
  remarks: string[];
}

export interface EuCitizenship extends EuCountry {
  remarks: string[];
}

export interface EuBirthdate extends EuCountry {
  birthdate?: string;
  dayOfMonth?: string;
  monthOfYear?: string;
  year?: string;
  yearRangeFrom?: string;
  yearRangeTo?: string;
  circa?: string;
  city?: string;
  zipCode?: string;
  place?: string;
  remarks: string[];
}

export interface EuIdentification extends EuCountry {
  logicalId?: string;
  /** passport, id, regnumber, fiscalcode, swiftbic, other... */
  identificationTypeCode?: string;
  identificationTypeDescription?: string;
  number?: string;
  latinNumber?: string;
  issuedBy?: string;
  issueDate?: string;
  validFrom?: string;
  validTo?: string;
  nameOnDocument?: string;
  diplomatic?: string;
  knownExpired?: string;
  knownFalse?: string;
  reportedLost?: string;
  revokedByIssuer?: string;
  remarks: string[];
}

export interface EuContactInfo {
  key?: string;
  value?: string;
}

export interface EuAddress extends EuCountry {
  logicalId?: string;
  street?: string;
  city?: string;
  zipCode?: string;
  poBox?: string;
  place?: string;
  remarks: string[];
  contactInfo: EuContactInfo[];
}

export interface EuRecord {
  logicalId?: string;
  euReferenceNumber?: string;
  unitedNationId?: string;
  designationDate?: string;
  designationDetails?: string;
  /** subjectType/@code: person or enterprise. */
  subjectType?: string;
  regulations: EuRegulation[];
  names: EuNameAlias[];
  citizenships: EuCitizenship[];
  birthdates: EuBirthdate[];
  identifications: EuIdentification[];
  addresses: EuAddress[];
  remarks: string[];
}

export interface EuRecordAt {
  record: number;
  line: number;
  value: EuRecord;
}

const remarks = (element: XmlElement): string[] =>
  childrenNamed(element, 'remark')
    .map(textOf)
    .filter((v): v is string => v !== undefined);

const country = (element: XmlElement): EuCountry => ({
  countryIso2Code: attribute(element, 'countryIso2Code'),
  countryDescription: attribute(element, 'countryDescription'),
  region: attribute(element, 'region'),
});

/** Reads one sanctionEntity element into plain data. */
export function euRecordOf(element: XmlElement): EuRecord {
  const a = attribute;
  return {
    logicalId: a(element, 'logicalId'),
    euReferenceNumber: a(element, 'euReferenceNumber'),
    unitedNationId: a(element, 'unitedNationId'),
    designationDate: a(element, 'designationDate'),
    designationDetails: a(element, 'designationDetails'),
    subjectType: childrenNamed(element, 'subjectType')
      .map((el) => a(el, 'code'))
      .find((code) => code !== undefined),
    regulations: childrenNamed(element, 'regulation').map((el) => ({
      regulationType: a(el, 'regulationType'),
      organisationType: a(el, 'organisationType'),
      publicationDate: a(el, 'publicationDate'),
      entryIntoForceDate: a(el, 'entryIntoForceDate'),
      numberTitle: a(el, 'numberTitle'),
      programme: a(el, 'programme'),
      // An element in regulation, an attribute in regulationSummary and some exports.
      publicationUrl: childText(el, 'publicationUrl') ?? a(el, 'publicationUrl'),
    })),
    names: childrenNamed(element, 'nameAlias').map((el) => ({
      firstName: a(el, 'firstName'),
      middleName: a(el, 'middleName'),
      lastName: a(el, 'lastName'),
      wholeName: a(el, 'wholeName'),
      function: a(el, 'function'),
      gender: a(el, 'gender'),
      title: a(el, 'title'),
      nameLanguage: a(el, 'nameLanguage'),
      strong: a(el, 'strong'),
      remarks: remarks(el),
    })),
    citizenships: childrenNamed(element, 'citizenship').map((el) => ({
      ...country(el),
      remarks: remarks(el),
    })),
    birthdates: childrenNamed(element, 'birthdate').map((el) => ({
      ...country(el),
      birthdate: a(el, 'birthdate'),
      dayOfMonth: a(el, 'dayOfMonth'),
      monthOfYear: a(el, 'monthOfYear'),
      year: a(el, 'year'),
      yearRangeFrom: a(el, 'yearRangeFrom'),
      yearRangeTo: a(el, 'yearRangeTo'),
      circa: a(el, 'circa'),
      city: a(el, 'city'),
      zipCode: a(el, 'zipCode'),
      place: a(el, 'place'),
      remarks: remarks(el),
    })),
    identifications: childrenNamed(element, 'identification').map((el) => ({
      ...country(el),
      logicalId: a(el, 'logicalId'),
      identificationTypeCode: a(el, 'identificationTypeCode'),
      identificationTypeDescription: a(el, 'identificationTypeDescription'),
      number: a(el, 'number'),
      latinNumber: a(el, 'latinNumber'),
      issuedBy: a(el, 'issuedBy'),
      issueDate: a(el, 'issueDate'),
      validFrom: a(el, 'validFrom'),
      validTo: a(el, 'validTo'),
      nameOnDocument: a(el, 'nameOnDocument'),
      diplomatic: a(el, 'diplomatic'),
      knownExpired: a(el, 'knownExpired'),
      knownFalse: a(el, 'knownFalse'),
      reportedLost: a(el, 'reportedLost'),
      revokedByIssuer: a(el, 'revokedByIssuer'),
      remarks: remarks(el),
    })),
    addresses: childrenNamed(element, 'address').map((el) => ({
      ...country(el),
      logicalId: a(el, 'logicalId'),
      street: a(el, 'street'),
      city: a(el, 'city'),
      zipCode: a(el, 'zipCode'),
      poBox: a(el, 'poBox'),
      place: a(el, 'place'),
      remarks: remarks(el),
      contactInfo: childrenNamed(el, 'contactInfo').map((info) => ({
        key: a(info, 'key'),
        value: a(info, 'value'),
      })),
    })),
    remarks: remarks(element),
  };
}

/** Streams the sanctionEntity records of one export file, in document order. */
export async function* readEuFsfRecords(path: string): AsyncGenerator<EuRecordAt> {
  const records = readXmlRecords(path, { root: 'export', records: ['sanctionEntity'] });
  for await (const { index, line, element } of records) {
    yield { record: index, line, value: euRecordOf(element) };
  }
}
