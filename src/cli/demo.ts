import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { DEMO_DEFAULTS } from '../demo/context.js';
import { DEMO_FILES } from '../demo/files.js';
import { generateDemoData } from '../demo/generate.js';
import { checkDemoFolder, loadDemoData } from '../demo/load.js';
import { rejectedAt, type ImportProgress } from '../ingest/run-import.js';
import { retiredKeptMs } from '../config/retention.js';
import type { CommandContext } from './io.js';
import { withStoreCreated } from './with-store.js';

const wholeNumber = (value: string): number => {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('not a whole number');
  return Number(value);
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * Progress of one dataset: redrawn in place on a terminal; otherwise a log line every 10 s, so
 * the small demo files load without any.
 */
function progressPrinter(context: CommandContext): (dataset: string, p: ImportProgress) => void {
  let logged = 0;
  let current = '';
  return (dataset, p) => {
    if (dataset !== current) [current, logged] = [dataset, 0];
    const line = `${dataset}: ${p.records.toLocaleString('en')} records, ${seconds(p.elapsedMs)}`;
    if (context.stderrIsTTY) context.writeError(`\r\x1b[2K${line}`);
    else if (p.elapsedMs - logged >= 10_000) {
      logged = p.elapsedMs;
      context.writeError(`${new Date().toISOString()} demo load: ${line}\n`);
    }
  };
}

interface GenerateOptions {
  out?: string;
  seed: number;
  companies: number;
  addresses: number;
  entities: number;
}

export function registerDemoCommands(program: Command, context: CommandContext): void {
  const { config, print } = context;
  const demo = program
    .command('demo')
    .description('the fictitious Dutch demo dataset: generate it, load it');
  demo
    .command('generate')
    .description(
      'write a fictitious Dutch dataset (companies, persons, addresses, financials, a screening list) in the real import formats',
    )
    .option('--out <dir>', 'the folder to write (default: <VERACHECK_DATA_DIR>/demo)')
    .option(
      '--seed <n>',
      'generator seed: the same seed gives the same files',
      wholeNumber,
      DEMO_DEFAULTS.seed,
    )
    .option('--companies <n>', 'Dutch companies', wholeNumber, DEMO_DEFAULTS.companies)
    .option('--addresses <m>', 'BAG addresses', wholeNumber, DEMO_DEFAULTS.addresses)
    .option(
      '--entities <k>',
      'subjects (persons and companies) of the fictitious screening list',
      wholeNumber,
      DEMO_DEFAULTS.entities,
    )
    .action((options: GenerateOptions) => {
      const dir = options.out ?? join(config().dataDir, 'demo');
      const { out: _out, ...sizes } = options;
      const summary = generateDemoData(dir, sizes);
      print(`Wrote the FICTITIOUS demo dataset to ${dir} in ${seconds(summary.elapsedMs)}:`);
      for (const file of summary.files) {
        print(
          `  ${file.name.padEnd(24)} ${String(file.rows).padStart(10)} rows ${(file.bytes / 1e6).toFixed(1).padStart(8)} MB`,
        );
      }
      print(`Load it with: veracheck demo load --dir ${dir}`);
    });
  demo
    .command('load')
    .description(
      `import a generated demo folder into the datasets ${Object.values(DEMO_FILES)
        .map((f) => f.dataset)
        .join(', ')}`,
    )
    .option('--dir <dir>', 'the demo folder (default: <VERACHECK_DATA_DIR>/demo)')
    .action((options: { dir?: string }) => {
      const dir = options.dir ?? join(config().dataDir, 'demo');
      // Before a database is created: a mistyped folder leaves none behind.
      checkDemoFolder(dir);
      return withStoreCreated(context, async (store) => {
        const started = performance.now();
        await loadDemoData(store, dir, {
          retiredKeptMs: retiredKeptMs(config()),
          onProgress: progressPrinter(context),
          onLoaded: (r) => {
            if (context.stderrIsTTY) context.writeError('\r\x1b[2K');
            print(
              `${r.dataset.padEnd(24)} ${String(r.records).padStart(10)} records in ${seconds(r.elapsedMs)}; ${r.rejected} rejected`,
            );
            for (const x of r.rejections) print(`  rejected ${rejectedAt(x)}: ${x.reason}`);
          },
        });
        print(
          `Loaded the FICTITIOUS demo dataset from ${dir} in ${seconds(performance.now() - started)}`,
        );
      });
    });
}
