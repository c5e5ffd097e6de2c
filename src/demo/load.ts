/**
 * `veracheck demo load`: imports a generated demo folder into its `demo-*` datasets through
 * the ordinary import runner and the real format readers, one dataset version per file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runImport, type ImportProgress, type ImportReport } from '../ingest/run-import.js';
import type { Store } from '../store/store.js';
import { DEMO_FILES, MANIFEST_FILE } from './files.js';

export interface LoadOptions {
  /** Called with each file's progress, named by its dataset. */
  onProgress?: (dataset: string, progress: ImportProgress) => void;
  /** Called when a file is imported. */
  onLoaded?: (report: ImportReport) => void;
  /** Only the files of these datasets (a first start completing an earlier one). */
  only?: readonly string[];
  /** How long versions the load retires keep their rows (`retiredKeptMs` of the config). */
  retiredKeptMs?: number;
}

/** The version label of a demo folder: says it is fictitious, and with which seed. */
function labelOf(dir: string): string {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')) as {
      seed?: unknown;
    };
    return `Fictitious demo data (seed ${String(manifest.seed)})`;
  } catch {
    return 'Fictitious demo data';
  }
}

/** Throws when `dir` lacks a file of the demo folder. */
export function checkDemoFolder(dir: string): void {
  const missing = Object.values(DEMO_FILES).filter((f) => !existsSync(join(dir, f.file)));
  if (missing.length > 0) {
    throw new Error(
      `${dir} is not a demo folder: ${missing.map((f) => f.file).join(', ')} missing (make one with veracheck demo generate)`,
    );
  }
}

/** Imports every file of the demo folder `dir`; throws before importing if one is missing. */
export async function loadDemoData(
  store: Store,
  dir: string,
  options: LoadOptions = {},
): Promise<ImportReport[]> {
  checkDemoFolder(dir);
  const label = labelOf(dir);
  const reports: ImportReport[] = [];
  for (const file of Object.values(DEMO_FILES)) {
    if (options.only && !options.only.includes(file.dataset)) continue;
    const report = await runImport({
      store,
      format: file.format,
      paths: [join(dir, file.file)],
      dataset: file.dataset,
      label,
      // Fictitious data loaded on purpose: a smaller demo set replaces a larger one.
      allowShrink: true,
      ...(options.retiredKeptMs !== undefined && { retiredKeptMs: options.retiredKeptMs }),
      onProgress: (progress) => options.onProgress?.(file.dataset, progress),
    });
    options.onLoaded?.(report);
    reports.push(report);
  }
  return reports;
}
