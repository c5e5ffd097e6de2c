import { accessSync, constants, statSync } from 'node:fs';
import type { Command } from 'commander';
import {
  ImportError,
  rejectedAt,
  runImport,
  SHRINK_LIMIT,
  type ImportProgress,
} from '../ingest/run-import.js';
import { importEta, plainBytesOfAll } from '../ingest/import-progress.js';
import { sourceBytesRead } from '../sources/csv/index.js';
import { findFormat, SOURCE_FORMATS } from '../sources/formats.js';
import type { SourceFormat } from '../sources/source.js';
import { retiredKeptMs } from '../config/retention.js';
import { FORBIDDEN_CHARACTER } from '../validators/text-forms.js';
import { datasetListing, datasetVersionsJson } from './dataset-listing.js';
import { unknownCommandError } from './unknown-command.js';
import { withStore, withStoreCreated } from './with-store.js';
import { printListing, type CommandContext } from './io.js';

/** The longest label a version may be given. */
const MAX_LABEL_LENGTH = 80;

const rate = (p: ImportProgress) => Math.round(p.records / Math.max(p.elapsedMs / 1000, 0.001));

const BAR_WIDTH = 24;

/**
 * Progress: on a terminal a bar redrawn in place with records, rate and ETA (from the plain
 * bytes of the files the format reads, read against their plain size: import-progress.ts);
 * otherwise one log line per update.
 */
async function progressPrinter(
  format: SourceFormat,
  paths: string[],
  context: CommandContext,
): Promise<(p: ImportProgress) => void> {
  const tty = context.stderrIsTTY;
  // Paths the format cannot resolve are its reader's to report: no ETA then.
  const files = await (format.filesRead?.(paths) ?? Promise.resolve(paths)).catch(() => []);
  const total = await plainBytesOfAll(files);
  const startRead = sourceBytesRead();
  return (p) => {
    const { fraction, seconds } = importEta(sourceBytesRead() - startRead, total, p.elapsedMs);
    const eta = seconds === undefined ? '' : ` ETA ${seconds} s`;
    const counts = `${p.records.toLocaleString('en')} records, ${p.rejected} rejected, ${p.skipped} skipped, ${rate(p).toLocaleString('en')}/s, ${(p.elapsedMs / 1000).toFixed(0)} s${eta}`;
    if (tty) {
      const filled = fraction === undefined ? 0 : Math.round(fraction * BAR_WIDTH);
      const bar =
        fraction === undefined
          ? ''
          : `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${Math.round(fraction * 100)}% `;
      context.writeError(`\r\x1b[2K${bar}${counts}`);
    } else {
      context.writeError(`${new Date().toISOString()} import: ${counts}\n`);
    }
  };
}

/**
 * The format an import names, once its dataset name and paths are checked: a path that cannot
 * be read, or a directory (but where the format takes folders), is refused before anything is
 * written.
 */
function importFormat(
  formatName: string,
  dataset: string,
  label: string | undefined,
  paths: string[],
): SourceFormat {
  const format = findFormat(formatName);
  if (!format) {
    throw new Error(
      `unknown format "${formatName}"; formats: ${SOURCE_FORMATS.map((f) => f.name).join(', ')}`,
    );
  }
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(dataset)) {
    throw new Error('--dataset takes lower-case letters, digits and . _ - (at most 64)');
  }
  // A label is what tells versions apart in `datasets`: a blank one says nothing, a long one
  // breaks the listing's columns, and a control character its lines.
  if (
    label !== undefined &&
    (label.trim() === '' ||
      label.length > MAX_LABEL_LENGTH ||
      /[\r\n\t]/.test(label) ||
      FORBIDDEN_CHARACTER.test(label))
  ) {
    throw new Error(
      `--label takes 1 to ${MAX_LABEL_LENGTH} characters on one line, without control characters`,
    );
  }
  for (const path of paths) {
    try {
      accessSync(path, constants.R_OK);
    } catch (error) {
      throw new Error(
        `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)}); nothing was imported`,
      );
    }
    if (!format.folders && statSync(path).isDirectory()) {
      throw new Error(`cannot read ${path}: it is a directory; nothing was imported`);
    }
  }
  return format;
}

export function registerDatasetCommands(program: Command, context: CommandContext): void {
  const { config, print } = context;
  program
    .command('import <format> <paths...>')
    .description(
      `import reference data into a new dataset version; formats: ${SOURCE_FORMATS.map((f) => f.name).join(', ') || '(none yet)'}`,
    )
    // Checked in the action, after the arguments: `import` alone asks for its format first.
    .option('--dataset <name>', 'the dataset the new version belongs to (required)')
    .option('--label <label>', 'a label for the version (default: the time of the import)')
    .option('--allow-empty', 'publish even when no record was imported')
    .option(
      '--allow-shrink',
      `publish even when the new version holds less than ${SHRINK_LIMIT * 100} % of the records the dataset serves`,
    )
    .option(
      '--replace-format',
      'publish even when the dataset serves data of another format, replacing it',
    )
    .addHelpText(
      'after',
      `\nFormats:\n${SOURCE_FORMATS.map((f) => `  ${f.name.padEnd(20)} ${f.description} (paths: ${f.paths})`).join('\n')}\n\nFile layouts: docs/formats.md`,
    )
    .action(
      (
        formatName: string,
        paths: string[],
        options: {
          dataset?: string;
          label?: string;
          allowEmpty?: boolean;
          allowShrink?: boolean;
          replaceFormat?: boolean;
        },
      ) => {
        // What the import is given is checked before a database is opened or created: a
        // mistyped format or path leaves no new database, dataset or failed version behind.
        const { dataset } = options;
        if (dataset === undefined) {
          throw new Error("required option '--dataset <name>' not specified");
        }
        const format = importFormat(formatName, dataset, options.label, paths);
        return withStoreCreated(context, async (store) => {
          const served = (await store.reference.listVersions()).some(
            (v) => v.dataset === dataset && v.current,
          );
          const onProgress = await progressPrinter(format, paths, context);
          try {
            const report = await runImport({
              store,
              format,
              paths,
              dataset: dataset,
              label: options.label?.trim(),
              allowEmpty: options.allowEmpty,
              allowShrink: options.allowShrink,
              replaceFormat: options.replaceFormat,
              // As long as the servers of this configuration may still read a retired version.
              retiredKeptMs: retiredKeptMs(config()),
              onProgress,
              onWaitForTurn: () => {
                context.writeError('waiting for another import to finish first ...\n');
              },
            });
            if (context.stderrIsTTY) context.writeError('\n');
            print(
              `imported ${report.records} records into ${report.dataset} (version ${report.versionId}) in ${(report.elapsedMs / 1000).toFixed(1)} s; ${report.rejected} rejected, ${report.skipped} skipped`,
            );
            for (const r of report.rejections) print(`  rejected ${rejectedAt(r)}: ${r.reason}`);
            for (const warning of report.warnings ?? []) print(`  warning: ${warning}`);
            if (report.rejected > report.rejections.length) {
              print(`  ... and ${report.rejected - report.rejections.length} more`);
            }
            if (report.droppedValues > 0) {
              print(`  ${report.droppedValues} values left out of imported records:`);
            }
            for (const r of report.drops) print(`  left out ${rejectedAt(r)}: ${r.reason}`);
            if (report.droppedValues > report.drops.length) {
              print(`  ... and ${report.droppedValues - report.drops.length} more`);
            }
          } catch (error) {
            if (context.stderrIsTTY) context.writeError('\n');
            if (error instanceof ImportError) {
              for (const r of error.report.rejections)
                print(`  rejected ${rejectedAt(r)}: ${r.reason}`);
              throw new Error(
                served
                  ? `import failed, ${dataset} still serves its previous version: ${error.message}`
                  : `import failed, ${dataset} has no version to serve yet: ${error.message}`,
              );
            }
            throw error;
          }
        });
      },
    );

  const datasets = program
    .command('datasets')
    .description('list datasets and their versions')
    .option('--json', 'print the versions as a JSON array, for scripts')
    // A mistyped subcommand ("datasets rolback x") reaches this action: taken, to name it.
    .allowExcessArguments(true)
    .action((options: { json?: boolean }, command: Command) => {
      const [unknown] = command.args;
      if (unknown !== undefined) throw unknownCommandError(unknown, command);
      return withStore(context, async (store) => {
        const versions = await store.reference.listVersions();
        const now = Date.now();
        const keptMs = retiredKeptMs(config());
        printListing(print, options.json, {
          json: () => datasetVersionsJson(versions, now, keptMs),
          lines: () => datasetListing(versions, now, keptMs),
        });
      });
    });
  datasets
    .command('rollback <name>')
    .description('serve the previous version of a dataset again')
    .action((name: string) =>
      withStore(context, async (store) => {
        const { from, to } = await store.reference.rollback(name);
        const versions = await store.reference.listVersions();
        const labelled = (id: string) => {
          const label = versions.find((v) => v.id === id)?.label;
          return label === undefined ? id : `${id} (${label})`;
        };
        const retiredAt = versions.find((v) => v.id === from)?.retiredAt;
        // A rollback cannot be undone by another: the version left is retired, and its rows go.
        const keptUntil =
          retiredAt === undefined
            ? ''
            : ` until ${new Date(Date.parse(retiredAt) + retiredKeptMs(config())).toISOString()}`;
        print(
          `${name}: now serving ${labelled(to)}; running servers follow within REFERENCE_POLL_MS`,
        );
        print(
          `${name}: retired ${labelled(from)}: its rows are kept${keptUntil} for servers still reading them, then deleted by the next import; to serve it again, import it again`,
        );
      }),
    );
}
