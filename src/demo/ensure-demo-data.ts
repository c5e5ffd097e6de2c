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

/**
 * How long a first start waits for another server's demo load: the load takes a minute or two
 * on a slow host, and a server that hangs holding the turn (its connection alive, its process
 * stuck) must not keep this one from ever listening.
 */
export const FIRST_START_WAIT_MS = 10 * 60_000;

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
  options: Partial<DemoOptions> & {
    retiredKeptMs?: number;
    stop?: AbortSignal;
    /** How long to wait for another server's load (FIRST_START_WAIT_MS). */
    waitMs?: number;
  } = {},
): Promise<DemoDataState> {
  const { retiredKeptMs, stop, waitMs = FIRST_START_WAIT_MS, ...demoOptions } = options;
  // Every start but a first one finds nothing to load: it takes no turn, which on SQLite is the
  // imports' one, so a restart during an operator's import does not wait for that import.
  if ((await toLoad(store)) === undefined) return 'present';
  // Servers started together on a new database would each find nothing served and each load
  // the demo dataset: one looks and loads at a time, and the others find it served.
  // The limit ends the wait only: a load this server began once it had the turn runs to its end.
  const waitLimit = AbortSignal.timeout(waitMs);
  try {
    return await store.reference.inFirstStartTurn(
      () => lookAndLoad(store, dataDir, print, demoOptions, retiredKeptMs),
      () => {
        print(
          `another server is loading the demo dataset; waiting for it to finish (up to ${minutes(waitMs)})`,
        );
      },
      stop ? AbortSignal.any([stop, waitLimit]) : waitLimit,
    );
  } catch (error) {
    if (error !== waitLimit.reason || stop?.aborted === true) throw error;
    // What the other server loads is served here too once it publishes it (the polling).
    print(
      `warning: another server has been loading the demo dataset for ${minutes(waitMs)} and has not finished; starting without waiting for it (its datasets are served here once it publishes them; if no server is loading, look for a stuck process holding the first start's turn: a PostgreSQL session holding an advisory lock, or the SQLite .import-lock)`,
    );
    return 'failed';
  }
}

const minutes = (ms: number): string =>
  ms >= 60_000 ? `${Math.round(ms / 60_000)} min` : `${(ms / 1000).toFixed(1)} s`;

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
