import type { Command } from 'commander';
import type { Config } from '../config/config.js';
import { ImportError, runImport, type ImportProgress } from '../ingest/run-import.js';
import { findFormat, SOURCE_FORMATS } from '../sources/formats.js';
import { withStore } from './with-store.js';
import { print } from './io.js';

const rate = (p: ImportProgress) => Math.round(p.records / Math.max(p.elapsedMs / 1000, 0.001));

/** A progress line: redrawn in place on a terminal, one log line at a time otherwise. */
function progressPrinter(): (p: ImportProgress) => void {
  const tty = process.stderr.isTTY;
  return (p) => {
    const line = `${p.records.toLocaleString('en')} records, ${p.rejected} rejected, ${p.skipped} skipped, ${rate(p).toLocaleString('en')}/s, ${(p.elapsedMs / 1000).toFixed(0)} s`;
    if (tty) process.stderr.write(`\r\x1b[2K${line}`);
    else process.stderr.write(`${new Date().toISOString()} import: ${line}\n`);
  };
}

export function registerDatasetCommands(program: Command, config: () => Config): void {
  program
    .command('import <format> <paths...>')
    .description(
      `import reference data into a new dataset version; formats: ${SOURCE_FORMATS.map((f) => f.name).join(', ') || '(none yet)'}`,
    )
    .requiredOption('--dataset <name>', 'the dataset the new version belongs to')
    .option('--label <label>', 'a label for the version (default: the time of the import)')
    .option('--allow-empty', 'publish even when no record was imported')
    .addHelpText(
      'after',
      `\nFormats:\n${SOURCE_FORMATS.map((f) => `  ${f.name.padEnd(20)} ${f.description} (paths: ${f.paths})`).join('\n')}\n\nFile layouts: docs/formats.md`,
    )
    .action(
      (
        formatName: string,
        paths: string[],
        options: { dataset: string; label?: string; allowEmpty?: boolean },
      ) =>
        withStore(config, async (store) => {
          const format = findFormat(formatName);
          if (!format) {
            throw new Error(
              `unknown format "${formatName}"; formats: ${SOURCE_FORMATS.map((f) => f.name).join(', ')}`,
            );
          }
          if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(options.dataset)) {
            throw new Error('--dataset takes lower-case letters, digits and . _ - (at most 64)');
          }
          const onProgress = progressPrinter();
          try {
            const report = await runImport({
              store,
              format,
              paths,
              dataset: options.dataset,
              label: options.label,
              allowEmpty: options.allowEmpty,
              onProgress,
            });
            if (process.stderr.isTTY) process.stderr.write('\n');
            print(
              `imported ${report.records} records into ${report.dataset} (version ${report.versionId}) in ${(report.elapsedMs / 1000).toFixed(1)} s; ${report.rejected} rejected, ${report.skipped} skipped`,
            );
            for (const r of report.rejections) print(`  rejected ${r.file}:${r.line}: ${r.reason}`);
            if (report.rejected > report.rejections.length) {
              print(`  ... and ${report.rejected - report.rejections.length} more`);
            }
          } catch (error) {
            if (process.stderr.isTTY) process.stderr.write('\n');
            if (error instanceof ImportError) {
              for (const r of error.report.rejections)
                print(`  rejected ${r.file}:${r.line}: ${r.reason}`);
              throw new Error(
                `import failed, ${options.dataset} still serves its previous version: ${error.message}`,
              );
            }
            throw error;
          }
        }),
    );

  const datasets = program
    .command('datasets')
    .description('list datasets and their versions')
    .action(() =>
      withStore(config, async (store) => {
        const versions = await store.reference.listVersions();
        if (versions.length === 0) print('no datasets');
        for (const v of versions) {
          print(
            `${v.current ? '*' : ' '} ${v.dataset.padEnd(20)} ${v.label.padEnd(26)} ${v.state.padEnd(8)} ${String(v.records).padStart(9)} records ${String(v.rejected).padStart(6)} rejected  ${v.format}  ${v.startedAt}  ${v.id}`,
          );
        }
      }),
    );
  datasets
    .command('rollback <name>')
    .description('serve the previous version of a dataset again')
    .action((name: string) =>
      withStore(config, async (store) => {
        const { from, to } = await store.reference.rollback(name);
        print(
          `${name}: now serving ${to} (was ${from}); running servers follow within REFERENCE_POLL_MS`,
        );
      }),
    );
}
