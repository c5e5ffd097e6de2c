/**
 * A small fictitious demo dataset generated into a temporary folder, loaded into a SQLite store
 * of its own together with the country lists that ship with the project (as the first start
 * loads them), and the registry over it: what route tests check against.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoOptions } from '../src/demo/context.js';
import { SHIPPED_COUNTRY_RISK } from '../src/demo/ensure-demo-data.js';
import { DEMO_FILES } from '../src/demo/files.js';
import { generateDemoData } from '../src/demo/generate.js';
import { loadDemoData } from '../src/demo/load.js';
import { first, type Entity } from '../src/entities/entity.js';
import { runImport } from '../src/ingest/run-import.js';
import { isListEntry } from '../src/registry/company-directory-data.js';
import { StoreRegistry } from '../src/registry/store-registry.js';
import { countryRiskFormat } from '../src/sources/country-risk/index.js';
import { findFormat } from '../src/sources/formats.js';
import { openStore } from '../src/store/open-store.js';

/** A small demo dataset: enough for every section, quick to generate and load. */
export const SMALL_DEMO: DemoOptions = { seed: 1, companies: 120, addresses: 1500, entities: 80 };

export interface DemoRegistry {
  registry: StoreRegistry;
  /** The folder the demo files were generated into. */
  demoDir: string;
  close(): Promise<void>;
}

export async function openDemoRegistry(
  name: string,
  options: DemoOptions,
  {
    countryRisk = true,
    records = [],
  }: { countryRisk?: boolean; records?: readonly CsvRecords[] } = {},
): Promise<DemoRegistry> {
  const dir = mkdtempSync(join(tmpdir(), `veracheck-${name}-`));
  const demoDir = join(dir, 'demo');
  generateDemoData(demoDir, options);
  const reference = openStore(`sqlite:${join(dir, 'reference.db')}`);
  await reference.migrate();
  await loadDemoData(reference, demoDir);
  await importRecords(reference, dir, 'extra', records);
  if (countryRisk) await importCountryRisk(reference);
  const registry = new StoreRegistry(
    reference.reference,
    await reference.reference.servedVersions(),
  );
  return {
    registry,
    demoDir,
    async close() {
      await reference.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The rows of a demo CSV (the columns read by the tests never hold quoted commas). */
export function demoRows(demoDir: string, file: string): Record<string, string>[] {
  const [header = '', ...lines] = readFileSync(join(demoDir, file), 'utf8')
    .split('\n')
    .filter(Boolean);
  const columns = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
  });
}

/** A resident of the demo data, the telephone listed at their home, and a lost document. */
export interface DemoPerson {
  resident: Record<string, string>;
  phone: Record<string, string>;
  lost: Record<string, string>;
}

/** The first resident with a first name and birth date whose home has a listed telephone. */
export function demoPerson(demoDir: string): DemoPerson {
  const phones = demoRows(demoDir, DEMO_FILES.phones.file);
  const phoneAt = new Map(phones.map((p) => [`${p.postcode}|${p.house_number}|${p.addition}`, p]));
  const lost = demoRows(demoDir, DEMO_FILES.lostDocuments.file)[0];
  for (const resident of demoRows(demoDir, DEMO_FILES.residents.file)) {
    const phone = phoneAt.get(`${resident.postcode}|${resident.house_number}|${resident.addition}`);
    if (phone && resident.date_of_birth && resident.first_name && lost) {
      return { resident, phone, lost };
    }
  }
  throw new Error('the demo data has no resident with a listed phone at home');
}

/** A person check request of a demo resident, with the home telephone and a passport number. */
export function demoPersonRequest(
  { resident, phone }: DemoPerson,
  type: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    type,
    person: {
      initials: resident.initials || undefined,
      first_name: resident.first_name,
      last_name_prefix: resident.last_name_prefix || undefined,
      last_name: resident.last_name,
      date_of_birth: resident.date_of_birth,
      gender: resident.gender || undefined,
      phone_number: phone.phone_number,
    },
    address: {
      zip_code: resident.postcode,
      house_number: resident.house_number,
      house_number_extension: resident.addition || undefined,
      country: 'NL',
    },
    id_document: { type: 'passport', country: 'NL', number: 'SPECI2014' },
    ...overrides,
  };
}

/**
 * The list entries (sanctions, PEP, ... listings) that carry a register company's registration
 * number, each with that register company.
 */
export async function listEntriesOfRegisterCompanies(
  registry: StoreRegistry,
): Promise<{ entry: Entity; registered: Entity }[]> {
  const listed: { entry: Entity; registered: Entity }[] = [];
  for await (const { entity } of registry.entitiesOf(['Company'])) {
    const number = first(entity, 'registrationNumber') ?? '';
    if (!isListEntry(entity) || number === '') continue;
    const registered = (await registry.legalEntitiesBy('registrationNumber', number)).find(
      (e) => !isListEntry(e),
    );
    if (registered) listed.push({ entry: entity, registered });
  }
  return listed;
}

/**
 * A registry over FtM files imported into a store of its own under `dataset`: for tests with
 * fixture lists and registers rather than the demo data. `entities` are written to a file first.
 */
/** Records of one of our own CSV formats (`financials`, `claims`, ...), imported beside the register. */
export interface CsvRecords {
  format: string;
  /** One file, or several imported together (GLEIF's ELF code list beside its LEI records). */
  csv: string | readonly string[];
}

export async function openFtmRegistry(
  name: string,
  dataset: string,
  source: { paths: string[] } | { entities: readonly Entity[] },
  {
    countryRisk = false,
    records = [],
  }: { countryRisk?: boolean; records?: readonly CsvRecords[] } = {},
): Promise<{ registry: StoreRegistry; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `veracheck-${name}-`));
  let paths: string[];
  if ('paths' in source) paths = source.paths;
  else {
    const file = join(dir, 'entities.ftm.jsonl');
    writeFileSync(file, source.entities.map((e) => JSON.stringify(e)).join('\n'));
    paths = [file];
  }
  const store = openStore(`sqlite:${join(dir, 'reference.db')}`);
  await store.migrate();
  const format = findFormat('ftm');
  if (!format) throw new Error('ftm format missing');
  await runImport({ store, format, paths, dataset });
  await importRecords(store, dir, dataset, records);
  if (countryRisk) await importCountryRisk(store);
  const registry = new StoreRegistry(store.reference, await store.reference.servedVersions());
  return {
    registry,
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Imports the country lists that ship with the project, as the first start loads them. */
export async function importCountryRisk(store: ReturnType<typeof openStore>): Promise<void> {
  await runImport({
    store,
    format: countryRiskFormat,
    paths: [fileURLToPath(SHIPPED_COUNTRY_RISK)],
    dataset: 'country-risk',
  });
}

/**
 * Imports each of `records` (a file of a format: our own CSV, gleif-lei) as a dataset of its own,
 * writing the files into `dir`.
 */
export async function importRecords(
  store: ReturnType<typeof openStore>,
  dir: string,
  dataset: string,
  records: readonly CsvRecords[],
): Promise<void> {
  for (const [i, { format: name, csv }] of records.entries()) {
    const format = findFormat(name);
    if (!format) throw new Error(`${name} format missing`);
    const paths = [csv].flat().map((text, j) => {
      const file = join(dir, `records-${i}-${j}.csv`);
      writeFileSync(file, text);
      return file;
    });
    await runImport({ store, format, paths, dataset: `${dataset}-${name}` });
  }
}

/** A fictitious FtM entity for a small register of a test. */
export const ftmEntity = (
  id: string,
  schema: Entity['schema'],
  properties: Record<string, string[]>,
): Entity => ({ id, schema, properties });

/** An active Dutch register company (fictitious), with more properties where given. */
export const dutchCompany = (
  id: string,
  number: string,
  name: string,
  more: Record<string, string[]> = {},
): Entity =>
  ftmEntity(id, 'Company', {
    name: [name],
    registrationNumber: [number],
    jurisdiction: ['nl'],
    country: ['nl'],
    status: ['active'],
    ...more,
  });
