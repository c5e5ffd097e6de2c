#!/usr/bin/env node
import { Command } from 'commander';
import { registerAccountCommands } from './cli/accounts.js';
import { registerDatasetCommands } from './cli/datasets.js';
import { registerDemoCommands } from './cli/demo.js';
import { commandDatabaseUrl } from './cli/with-store.js';
import { tightenCommandModes } from './cli/command-modes.js';
import { print } from './cli/io.js';
import { ConfigError, loadConfig, type Config } from './config/config.js';
import { openMigratedStore } from './store/open-store.js';
import { VERSION } from './version.js';

// Output piped into a reader that stops early (`| head -1`) is no failure of the command: what
// it did is done, and the rest of its output has nobody to read it.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

let loaded: Config | undefined;
/** Configuration is read when a command needs it, so `--help` works with a broken environment. */
const config = (): Config => (loaded ??= loadConfig());

const program = new Command()
  .name('veracheck')
  .description('Veracheck: company and person verification (KYB/KYC) service')
  .version(VERSION);

program
  .command('serve', { isDefault: true })
  .description('run migrations and serve the API (PORT, HOST, DATABASE_URL, ...)')
  // A mistyped command ("veracheck frob") reaches the default command as an extra argument:
  // taken here, rather than declared, so help shows no argument serve does not have.
  .allowExcessArguments(true)
  .action(async (_options: unknown, command: Command) => {
    const [unknown] = command.args;
    if (unknown !== undefined) {
      process.stderr.write(`error: unknown command '${unknown}' (see veracheck --help)\n`);
      process.exit(1);
    }
    // Loaded here alone: the HTTP server's modules are most of the CLI's start-up time (about
    // three quarters of its module loading), which the other commands would pay for nothing.
    const { startServer } = await import('./http/server.js');
    const server = await startServer(config(), print);
    let stopping = false;
    const shutdown = (signal: string) => {
      // A second signal (a supervisor repeating itself, a second Ctrl-C) must not cut short
      // the requests the first one lets finish: the listener stays, and says so.
      if (stopping) {
        print(`${signal} received again: still finishing in-flight requests`);
        return;
      }
      stopping = true;
      print(`${signal} received: finishing in-flight requests`);
      server.stop().then(
        // Requests cut short by SHUTDOWN_TIMEOUT_MS are a failure a supervisor should see.
        ({ cutShort }) => process.exit(cutShort ? 1 : 0),
        (error: unknown) => {
          print(`shutdown failed: ${String(error)}`);
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', () => {
      shutdown('SIGTERM');
    });
    process.on('SIGINT', () => {
      shutdown('SIGINT');
    });
  });

program
  .command('migrate')
  .description('apply pending database migrations')
  .action(async () => {
    const { store, applied } = await openMigratedStore(commandDatabaseUrl(config));
    try {
      tightenCommandModes(config());
      print(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'no pending migrations');
    } finally {
      await store.close();
    }
  });

registerAccountCommands(program, config);
registerDatasetCommands(program, config);
registerDemoCommands(program, config);

program.parseAsync().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
