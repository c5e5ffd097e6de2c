/**
 * The part of the FollowTheMoney model (https://followthemoney.tech) that Veracheck stores:
 * the schemata, what each extends, and the type of every property it reads. Entities of other
 * schemata are skipped on import; properties not listed are kept when they hold strings.
 */
import { lookupTable } from './lookup-table.js';

export type PropertyType =
  | 'name'
  | 'string'
  | 'text'
  | 'date'
  | 'country'
  | 'entity'
  | 'identifier'
  | 'email'
  | 'phone'
  | 'url'
  | 'number'
  | 'percentage'
  | 'topic'
  | 'gender'
  | 'address';

export const SCHEMA_NAMES = [
  'Thing',
  'LegalEntity',
  'Organization',
  'Company',
  'PublicBody',
  'Person',
  'Address',
  'Interest',
  'Ownership',
  'Directorship',
  'Sanction',
  'Identification',
  'Passport',
] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];

interface SchemaDefinition {
  extends: SchemaName[];
  abstract?: boolean;
  properties: Record<string, PropertyType>;
}

export const SCHEMATA: Record<SchemaName, SchemaDefinition> = {
  Thing: {
    extends: [],
    abstract: true,
    properties: {
      name: 'name',
      alias: 'name',
      weakAlias: 'name',
      previousName: 'name',
      summary: 'text',
      description: 'text',
      notes: 'text',
      country: 'country',
      topics: 'topic',
      address: 'address',
      addressEntity: 'entity',
      sourceUrl: 'url',
      program: 'string',
      wikidataId: 'identifier',
      createdAt: 'date',
      modifiedAt: 'date',
    },
  },
  LegalEntity: {
    extends: ['Thing'],
    properties: {
      email: 'email',
      phone: 'phone',
      website: 'url',
      legalForm: 'string',
      incorporationDate: 'date',
      dissolutionDate: 'date',
      status: 'string',
      sector: 'string',
      classification: 'string',
      registrationNumber: 'identifier',
      idNumber: 'identifier',
      taxNumber: 'identifier',
      vatCode: 'identifier',
      leiCode: 'identifier',
      jurisdiction: 'country',
      mainCountry: 'country',
      parent: 'entity',
    },
  },
  Organization: { extends: ['LegalEntity'], properties: {} },
  Company: { extends: ['Organization'], properties: { capital: 'string' } },
  PublicBody: { extends: ['Organization'], properties: {} },
  Person: {
    extends: ['LegalEntity'],
    properties: {
      title: 'string',
      firstName: 'name',
      secondName: 'name',
      middleName: 'name',
      fatherName: 'name',
      lastName: 'name',
      nameSuffix: 'name',
      birthDate: 'date',
      birthPlace: 'string',
      birthCountry: 'country',
      deathDate: 'date',
      position: 'string',
      nationality: 'country',
      citizenship: 'country',
      passportNumber: 'identifier',
      gender: 'gender',
    },
  },
  Address: {
    extends: ['Thing'],
    properties: {
      full: 'string',
      street: 'string',
      street2: 'string',
      houseNumber: 'string',
      postalCode: 'string',
      postOfficeBox: 'string',
      city: 'string',
      region: 'string',
      state: 'string',
      remarks: 'text',
      latitude: 'number',
      longitude: 'number',
    },
  },
  Interest: {
    extends: ['Thing'],
    abstract: true,
    properties: {
      role: 'string',
      status: 'string',
      startDate: 'date',
      endDate: 'date',
      date: 'date',
      recordId: 'identifier',
    },
  },
  Ownership: {
    extends: ['Interest'],
    properties: {
      owner: 'entity',
      asset: 'entity',
      percentage: 'percentage',
      sharesCount: 'string',
      ownershipType: 'string',
      legalBasis: 'string',
    },
  },
  Directorship: {
    extends: ['Interest'],
    properties: { director: 'entity', organization: 'entity', secretary: 'string' },
  },
  Sanction: {
    extends: ['Interest'],
    properties: {
      entity: 'entity',
      authority: 'string',
      authorityId: 'identifier',
      unscId: 'identifier',
      programId: 'identifier',
      provisions: 'string',
      reason: 'text',
      listingDate: 'date',
      duration: 'string',
    },
  },
  Identification: {
    extends: ['Interest'],
    properties: {
      holder: 'entity',
      type: 'string',
      number: 'identifier',
      authority: 'string',
    },
  },
  Passport: {
    extends: ['Identification'],
    properties: {
      surname: 'name',
      givenName: 'name',
      birthDate: 'date',
      birthPlace: 'string',
      gender: 'gender',
      personalNumber: 'identifier',
    },
  },
};

const propertyCache = new Map<SchemaName, Readonly<Record<string, PropertyType>>>();

/**
 * Every property a schema has, its own and inherited (computed once per schema). Looked up with
 * the property names lists write: without a prototype, so "constructor" is no property type.
 */
export function propertiesOf(schema: SchemaName): Readonly<Record<string, PropertyType>> {
  let properties = propertyCache.get(schema);
  if (!properties) {
    const definition = SCHEMATA[schema];
    const inherited = definition.extends.map(propertiesOf);
    properties = lookupTable(
      Object.assign({}, ...inherited, definition.properties) as Record<string, PropertyType>,
    );
    propertyCache.set(schema, properties);
  }
  return properties;
}

/** Whether `schema` is `ancestor` or extends it. */
export function isA(schema: SchemaName, ancestor: SchemaName): boolean {
  if (schema === ancestor) return true;
  return SCHEMATA[schema].extends.some((parent) => isA(parent, ancestor));
}

export const isSchemaName = (value: string): value is SchemaName =>
  (SCHEMA_NAMES as readonly string[]).includes(value);
