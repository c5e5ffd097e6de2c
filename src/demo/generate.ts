/**
 * `veracheck demo generate`: the fictitious Dutch demo dataset, written in the real formats
 * (FtM JSON lines, NLExtract bagadres.csv, our own CSVs) so that loading it exercises the same
 * import path as real data. Deterministic: the same options give byte-identical files.
 * Everything is streamed; memory holds the street plan and per-postcode tallies, not rows.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { RECORD_TYPES } from '../entities/records.js';
import { BAG_COLUMNS } from '../sources/bag-csv/mapper.js';
import { writeAddresses, type AddressWriters } from './address-data.js';
import { writeCompany, writeForeignCompany, type CompanyWriters } from './company-data.js';
import { DEMO_DEFAULTS, DemoContext, type DemoOptions } from './context.js';
import { DEMO_FILES, MANIFEST_FILE, README_FILE } from './files.js';
import { demoReadme, noteCompany, noteListed, type DemoSamples } from './readme.js';
import { writeListEntry } from './sanctions.js';
import { CsvWriter, FileWriter } from './writers.js';

const MANIFEST_DESCRIPTION = 'Fictitious demo data for Veracheck: no real companies or persons';

export interface GeneratedFile {
  name: string;
  rows: number;
  bytes: number;
}

export interface DemoSummary {
  dir: string;
  options: DemoOptions;
  files: GeneratedFile[];
  elapsedMs: number;
}

export const DEMO_LIMITS: Record<keyof DemoOptions, [number, number]> = {
  seed: [0, 2_147_483_647],
  companies: [10, 5_000_000],
  addresses: [100, 50_000_000],
  entities: [2, 10_000_000],
};

/** The options with defaults filled in; throws naming an option out of its range. */
export function demoOptions(given: Partial<DemoOptions> = {}): DemoOptions {
  const options = { ...DEMO_DEFAULTS, ...given };
  for (const [name, [min, max]] of Object.entries(DEMO_LIMITS)) {
    const value = options[name as keyof DemoOptions];
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    }
  }
  return options;
}

const csv = (dir: string, file: { file: string }, columns: readonly string[], separator = ',') =>
  new CsvWriter(dir, file.file, columns, separator);

/** Generates the demo dataset into `dir` (created when missing; its files are overwritten). */
export function generateDemoData(dir: string, given: Partial<DemoOptions> = {}): DemoSummary {
  const started = performance.now();
  const options = demoOptions(given);
  // Person records, if fictitious ones: readable by the service's account only, as the data
  // directory and the database are.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const ctx = new DemoContext(options);
  const f = DEMO_FILES;
  const entities = new FileWriter(dir, f.entities.file);
  const phones = csv(dir, f.phones, RECORD_TYPES['phone-directory'].columns);
  const companyOut: CompanyWriters = {
    entities,
    financials: csv(dir, f.financials, RECORD_TYPES.financials.columns),
    claims: csv(dir, f.claims, RECORD_TYPES.claims.columns),
    balanceSheet: csv(dir, f.balanceSheet, RECORD_TYPES['balance-sheet'].columns),
    phones,
  };
  const samples: DemoSamples = { companies: [], listed: [] };
  for (let k = 0; k < options.companies; k++)
    noteCompany(samples, writeCompany(ctx, k, companyOut));
  for (let i = 0; i < ctx.foreignTotal; i++) writeForeignCompany(ctx, i, entities);

  const addressOut: AddressWriters = {
    bag: csv(dir, f.addresses, BAG_COLUMNS, ';'),
    residents: csv(dir, f.residents, RECORD_TYPES.residents.columns),
    phones,
    lostDocuments: csv(dir, f.lostDocuments, RECORD_TYPES['lost-documents'].columns),
    properties: csv(dir, f.properties, RECORD_TYPES['address-properties'].columns),
    postcodeStats: csv(dir, f.postcodeStats, RECORD_TYPES['postcode-stats'].columns),
  };
  samples.addresses = writeAddresses(ctx, addressOut);

  const sanctions = new FileWriter(dir, f.sanctions.file);
  for (let i = 0; i < options.entities; i++) noteListed(samples, writeListEntry(ctx, i, sanctions));

  const writers = [
    entities,
    companyOut.financials,
    companyOut.claims,
    companyOut.balanceSheet,
    phones,
    addressOut.bag,
    addressOut.residents,
    addressOut.lostDocuments,
    addressOut.properties,
    addressOut.postcodeStats,
    sanctions,
  ];
  const files: GeneratedFile[] = writers.map((w) => w.close());
  files.sort((a, b) => (a.name < b.name ? -1 : 1));
  writeFileSync(join(dir, README_FILE), demoReadme(options, files, samples), { mode: 0o600 });
  writeFileSync(
    join(dir, MANIFEST_FILE),
    `${JSON.stringify({ description: MANIFEST_DESCRIPTION, fictitious: true, ...options, files }, null, 2)}\n`,
    { mode: 0o600 },
  );
  // As the data files (FileWriter): files an older build wrote 0644 are closed when rewritten.
  // The folder is the caller's to choose, and keeps its mode when it existed.
  for (const name of [README_FILE, MANIFEST_FILE]) chmodSync(join(dir, name), 0o600);
  return { dir, options, files, elapsedMs: performance.now() - started };
}
