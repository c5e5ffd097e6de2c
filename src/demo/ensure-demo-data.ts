import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runImport } from '../ingest/run-import.js';
import { countryRiskFormat } from '../sources/country-risk/index.js';
import type { Store } from '../store/store.js';
import type { DemoOptions } from './context.js';
import { generateDemoData } from './generate.js';
import { DEMO_FILES } from './files.js';
import { loadDemoData } from './load.js';

/** The FATF and EU country lists as shipped (`veracheck import country-risk` replaces them). */
export const SHIPPED_COUNTRY_RISK = new URL(
  '../../reference-data/country-risk.csv',
  import.meta.url,
);

export type DemoDataState = 'loaded' | 'present' | 'failed';

const COUNTRY_RISK_DATASET = 'country-risk';

/** The datasets the embedded default loads on first start: the demo's and the country lists. */
const FIRST_START_DATASETS: readonly string[] = [
  ...Object.values(DEMO_FILES).map((f) => f.dataset),
  COUNTRY_RISK_DATASET,
];

/**
 * First start of the embedded default: when the store serves nothing, or only part of the
 * first start's own datasets, generates the fictitious demo dataset into <dataDir>/demo and loads whatever of it
 * and of the shipped country lists is not served yet, so every check has data to show, and a
 * first start cut short (a failed file, a killed process) is completed on the next. A store
 * with any other dataset is left alone (the operator brings their own). A failure is reported
 * and the server starts with what is served. `retiredKeptMs`: how long the versions it retires
 * keep their rows (the configuration's, as for any import).
 */
export async function ensureDemoData(
  store: Store,
  dataDir: string,
  print: (line: string) => void,
  options: Partial<DemoOptions> & { retiredKeptMs?: number; stop?: AbortSignal } = {},
): Promise<DemoDataState> {
  const { retiredKeptMs, stop, ...demoOptions } = options;
  // Every start but a first one finds nothing to load: it takes no turn, which on SQLite is the
  // imports' one, so a restart during an operator's import does not wait for that import.
  if ((await toLoad(store)) === undefined) return 'present';
  // Servers started together on a new database would each find nothing served and each load
  // the demo dataset: one looks and loads at a time, and the others find it served.
  return store.reference.inFirstStartTurn(
    () => lookAndLoad(store, dataDir, print, demoOptions, retiredKeptMs),
    () => {
      print('another server is loading the demo dataset; waiting for it to finish');
    },
    stop,
  );
}

/** The first start's datasets not served yet, and those served; undefined: none to load. */
async function toLoad(
  store: Store,
): Promise<{ served: Set<string>; missing: string[] } | undefined> {
  const served = new Set((await store.reference.servedVersions()).versions.map((v) => v.dataset));
  // Data of the operator's own (anything else, or country lists imported alone) is left alone.
  const demoServed = [...served].some((d) => d !== COUNTRY_RISK_DATASET);
  const ownData = [...served].some((dataset) => !FIRST_START_DATASETS.includes(dataset));
  if (ownData || (served.size > 0 && !demoServed)) return undefined;
  const missing = FIRST_START_DATASETS.filter((dataset) => !served.has(dataset));
  return missing.length === 0 ? undefined : { served, missing };
}

async function lookAndLoad(
  store: Store,
  dataDir: string,
  print: (line: string) => void,
  demoOptions: Partial<DemoOptions>,
  retiredKeptMs: number | undefined,
): Promise<DemoDataState> {
  const look = await toLoad(store);
  if (look === undefined) return 'present';
  const { served, missing } = look;
  const dir = join(dataDir, 'demo');
  const started = performance.now();
  try {
    const demoMissing = missing.some((dataset) => dataset !== COUNTRY_RISK_DATASET);
    const summary = demoMissing ? generateDemoData(dir, demoOptions) : undefined;
    const generated = performance.now();
    const reports = demoMissing
      ? await loadDemoData(store, dir, {
          only: missing,
          ...(retiredKeptMs !== undefined && { retiredKeptMs }),
        })
      : [];
    // The country lists are real, dated data that ships with the project, not demo data.
    if (missing.includes(COUNTRY_RISK_DATASET)) {
      reports.push(
        await runImport({
          store,
          format: countryRiskFormat,
          paths: [fileURLToPath(SHIPPED_COUNTRY_RISK)],
          dataset: COUNTRY_RISK_DATASET,
          label: 'shipped with Veracheck',
          ...(retiredKeptMs !== undefined && { retiredKeptMs }),
        }),
      );
    }
    const records = reports.reduce((sum, r) => sum + r.records, 0);
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    const timing = `generated in ${seconds(generated - started)} s, loaded in ${seconds(performance.now() - generated)} s; files in ${dir}`;
    print(
      served.size === 0 && summary
        ? `Loaded the demo dataset: FICTITIOUS companies, persons and sanctions, not real ones (${summary.options.companies} companies, ${summary.options.addresses} addresses, ${records} records in ${reports.length} datasets, the country risk lists included; ${timing})`
        : `Completed an earlier first start: loaded ${missing.join(', ')} (${records} records; ${timing})`,
    );
    return 'loaded';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const after = await store.reference.servedVersions();
    print(
      after.versions.length > 0
        ? `warning: the first start's data could not all be loaded (${reason}); starting with ${after.versions.map((v) => v.dataset).join(', ')}; the next start tries the rest again`
        : `warning: the demo dataset could not be loaded (${reason}); starting without it`,
    );
    return 'failed';
  }
}
