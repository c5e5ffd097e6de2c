/**
 * A small fictitious demo dataset generated into a temporary folder, loaded into a SQLite store
 * of its own together with the country lists that ship with the project (as the first start
 * loads them), and the registry over it: what route tests check against.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoOptions } from '../src/demo/context.js';
import { SHIPPED_COUNTRY_RISK } from '../src/demo/ensure-demo-data.js';
import { generateDemoData } from '../src/demo/generate.js';
import { loadDemoData } from '../src/demo/load.js';
import { runImport } from '../src/ingest/run-import.js';
import { StoreRegistry } from '../src/registry/store-registry.js';
import { countryRiskFormat } from '../src/sources/country-risk/index.js';
import { openStore } from '../src/store/open-store.js';

export interface DemoRegistry {
  registry: StoreRegistry;
  /** The folder the demo files were generated into. */
  demoDir: string;
  close(): Promise<void>;
}

export async function openDemoRegistry(
  name: string,
  options: DemoOptions,
  { countryRisk = true } = {},
): Promise<DemoRegistry> {
  const dir = mkdtempSync(join(tmpdir(), `veracheck-${name}-`));
  const demoDir = join(dir, 'demo');
  generateDemoData(demoDir, options);
  const reference = openStore(`sqlite:${join(dir, 'reference.db')}`);
  await reference.migrate();
  await loadDemoData(reference, demoDir);
  if (countryRisk) {
    await runImport({
      store: reference,
      format: countryRiskFormat,
      paths: [fileURLToPath(SHIPPED_COUNTRY_RISK)],
      dataset: 'country-risk',
    });
  }
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
