import { readCsv, rowRejected, SourceFileError } from '../csv/index.js';
import type { SourceEvent } from '../source.js';
import { isElfCodeList, readElfNames } from './elf-names.js';
import { mapLei, type MapResult } from './mapper.js';

/** One address of an LEI record, as the golden copy's address columns give it. */
export interface LeiAddress {
  firstLine?: string;
  number?: string;
  numberWithinBuilding?: string;
  mailRouting?: string;
  additionalLines: string[];
  city?: string;
  region?: string;
  country?: string;
  postalCode?: string;
}

/** The columns of one golden copy Level 1 row that Veracheck uses. */
export interface LeiRecord {
  lei: string;
  legalName?: string;
  /** Entity.OtherEntityNames.OtherEntityName.N with its `.type` (PREVIOUS_LEGAL_NAME, ...). */
  otherNames: { name: string; type?: string }[];
  transliteratedNames: string[];
  legalAddress: LeiAddress;
  headquartersAddress: LeiAddress;
  registrationAuthorityId?: string;
  /** The authority's name where RegistrationAuthorityID is RA888888 (not in GLEIF's list). */
  otherRegistrationAuthorityId?: string;
  registrationAuthorityEntityId?: string;
  legalJurisdiction?: string;
  entityCategory?: string;
  legalFormCode?: string;
  otherLegalForm?: string;
  entityStatus?: string;
  creationDate?: string;
  expirationDate?: string;
  registrationStatus?: string;
}

/**
 * Where each column is in a golden copy file, found by header name: the real files have up to
 * about 200 columns and GLEIF has added some over the years, so positions are never assumed.
 */
export class HeaderColumns {
  private readonly index: Map<string, number>;
  readonly count: number;

  /** Throws when the header lacks one of the `required` columns: `what` names the format. */
  constructor(header: string[], required: string[], what: string) {
    this.index = new Map(header.map((name, i) => [name.trim(), i]));
    this.count = header.length;
    const missing = required.filter((name) => !this.index.has(name));
    if (missing.length > 0) {
      throw new Error(`not a ${what}: the header has no ${missing.join(', ')}`);
    }
  }

  has(name: string): boolean {
    return this.index.has(name);
  }

  /** The trimmed value of a column, undefined when empty or absent. */
  get(fields: string[], name: string): string | undefined {
    const i = this.index.get(name);
    const text = i === undefined ? undefined : fields[i]?.trim();
    return text === undefined || text.length === 0 ? undefined : text;
  }

  /** Values of the numbered columns `prefix.1`, `prefix.2`, ... that the header has. */
  numbered(fields: string[], prefix: string, suffix = ''): (string | undefined)[] {
    const out: (string | undefined)[] = [];
    for (let n = 1; this.has(`${prefix}.${n}${suffix}`); n++) {
      out.push(this.get(fields, `${prefix}.${n}${suffix}`));
    }
    return out;
  }
}

function address(columns: HeaderColumns, fields: string[], prefix: string): LeiAddress {
  const get = (name: string): string | undefined => columns.get(fields, `${prefix}.${name}`);
  const result: LeiAddress = {
    additionalLines: columns
      .numbered(fields, `${prefix}.AdditionalAddressLine`)
      .filter((line): line is string => line !== undefined),
  };
  const parts = {
    firstLine: get('FirstAddressLine'),
    number: get('AddressNumber'),
    numberWithinBuilding: get('AddressNumberWithinBuilding'),
    mailRouting: get('MailRouting'),
    city: get('City'),
    region: get('Region'),
    country: get('Country'),
    postalCode: get('PostalCode'),
  };
  return assignDefined(result, parts);
}

/** The fields of one data row, read by the header's column names. */
export function parseLeiRow(columns: HeaderColumns, fields: string[]): LeiRecord | string {
  if (fields.length !== columns.count) {
    return `expected ${columns.count} fields, found ${fields.length}`;
  }
  const lei = columns.get(fields, 'LEI');
  if (lei === undefined) return 'the LEI is empty';
  const get = (name: string): string | undefined => columns.get(fields, name);
  const names = columns.numbered(fields, 'Entity.OtherEntityNames.OtherEntityName');
  const types = columns.numbered(fields, 'Entity.OtherEntityNames.OtherEntityName', '.type');
  const transliterated = 'Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName';
  const record: LeiRecord = {
    lei,
    otherNames: names.flatMap((name, i) => {
      if (name === undefined) return [];
      const type = types[i];
      return [type === undefined ? { name } : { name, type }];
    }),
    transliteratedNames: columns
      .numbered(fields, transliterated)
      .filter((name): name is string => name !== undefined),
    legalAddress: address(columns, fields, 'Entity.LegalAddress'),
    headquartersAddress: address(columns, fields, 'Entity.HeadquartersAddress'),
  };
  const optional = {
    legalName: get('Entity.LegalName'),
    registrationAuthorityId: get('Entity.RegistrationAuthority.RegistrationAuthorityID'),
    otherRegistrationAuthorityId: get('Entity.RegistrationAuthority.OtherRegistrationAuthorityID'),
    registrationAuthorityEntityId: get(
      'Entity.RegistrationAuthority.RegistrationAuthorityEntityID',
    ),
    legalJurisdiction: get('Entity.LegalJurisdiction'),
    entityCategory: get('Entity.EntityCategory'),
    legalFormCode: get('Entity.LegalForm.EntityLegalFormCode'),
    otherLegalForm: get('Entity.LegalForm.OtherLegalForm'),
    entityStatus: get('Entity.EntityStatus'),
    creationDate: get('Entity.EntityCreationDate'),
    expirationDate: get('Entity.EntityExpirationDate'),
    registrationStatus: get('Registration.RegistrationStatus'),
  };
  return assignDefined(record, optional);
}

/**
 * Reads golden copy Level 1 CSV files (LEI-CDF), one event per LEI record. GLEIF's ELF code
 * list among the files (told by its header) names the records' legal forms (elf-names.ts).
 */
export async function* readGleifLei(paths: string[]): AsyncGenerator<SourceEvent> {
  const legalForms = new Map<string, string>();
  const recordFiles: string[] = [];
  for (const file of paths) {
    if (!(await isElfCodeList(file))) recordFiles.push(file);
    else for (const [code, name] of await readElfNames(file)) legalForms.set(code, name);
  }
  yield* readGoldenCopy(
    recordFiles,
    ['LEI', 'Entity.LegalName'],
    'GLEIF Level 1 CSV',
    parseLeiRow,
    (record) => mapLei(record, legalForms),
  );
}

/**
 * The events of golden copy CSV files, Level 1 or Level 2: each file's columns found by its
 * header (a header without one of the `required` columns refuses the file, `what` naming the
 * format), then each row parsed (a text says why it does not read) and mapped.
 */
export async function* readGoldenCopy<T extends object>(
  files: readonly string[],
  required: string[],
  what: string,
  parse: (columns: HeaderColumns, fields: string[]) => T | string,
  map: (record: T) => MapResult,
): AsyncGenerator<SourceEvent> {
  for (const file of files) {
    let columns: HeaderColumns | undefined;
    for await (const row of readCsv(file)) {
      const { line, fields, error } = row;
      if (columns === undefined) {
        try {
          columns = new HeaderColumns(fields, required, what);
        } catch (cause) {
          throw new Error(`${file}: ${(cause as Error).message}`);
        }
        continue;
      }
      const record = error ?? parse(columns, fields);
      if (typeof record === 'string') yield rowRejected(file, row, record);
      else yield { file, line, ...map(record) };
    }
    if (columns === undefined)
      throw new SourceFileError(file, 1, 'the file is empty: no header row');
  }
}

/** Copies the values that are present, so absent columns leave optional fields absent. */
function assignDefined<T extends object>(target: T, values: Partial<T>): T {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
  return target;
}
