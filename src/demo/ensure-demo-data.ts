import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runImport } from '../ingest/run-import.js';
import { countryRiskFormat } from '../sources/country-risk/index.js';
import type { Store } from '../store/store.js';
import type { DemoOptions } from './context.js';
import { generateDemoData } from './generate.js';
import { loadDemoData } from './load.js';

/** The FATF and EU country lists as shipped (`veracheck import country-risk` replaces them). */
export const SHIPPED_COUNTRY_RISK = new URL(
  '../../reference-data/country-risk.csv',
  import.meta.url,
);

export type DemoDataState = 'loaded' | 'present' | 'failed';

/**
 * First start of the embedded default: when the store serves no dataset at all, generates the
 * fictitious demo dataset into <dataDir>/demo and loads it, so every check has data to show.
 * A store with any dataset is left alone (the operator brings their own). A failure is
 * reported and the server starts anyway, without the demo data.
 */
export async function ensureDemoData(
  store: Store,
  dataDir: string,
  print: (line: string) => void,
  options: Partial<DemoOptions> = {},
): Promise<DemoDataState> {
  const served = await store.reference.servedVersions();
  if (served.versions.length > 0) return 'present';
  const dir = join(dataDir, 'demo');
  const started = performance.now();
  try {
    const summary = generateDemoData(dir, options);
    const generated = performance.now();
    const reports = await loadDemoData(store, dir);
    // The country lists are real, dated data that ships with the project, not demo data.
    reports.push(
      await runImport({
        store,
        format: countryRiskFormat,
        paths: [fileURLToPath(SHIPPED_COUNTRY_RISK)],
        dataset: 'country-risk',
        label: 'shipped with Veracheck',
      }),
    );
    const records = reports.reduce((sum, r) => sum + r.records, 0);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    print(
      `Loaded the demo dataset: FICTITIOUS companies, persons and sanctions, not real ones (${summary.options.companies} companies, ${summary.options.addresses} addresses, ${records} records in ${reports.length} datasets, the country risk lists included; generated in ${seconds(generated - started)} s, loaded in ${seconds(performance.now() - generated)} s; files in ${dir})`,
    );
    return 'loaded';
  } catch (error) {
    print(
      `warning: the demo dataset could not be loaded (${error instanceof Error ? error.message : String(error)}); starting without it`,
    );
    return 'failed';
  }
}
