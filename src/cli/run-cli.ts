import { Command, CommanderError } from 'commander';
import type { RunningServer } from '../http/server.js';
import { ConfigError, loadConfig, type Config } from '../config/config.js';
import { openMigratedStore } from '../store/open-store.js';
import { VERSION } from '../version.js';
import { registerAccountCommands } from './accounts.js';
import { commandModesTightener } from './command-modes.js';
import { registerDatasetCommands } from './datasets.js';
import { registerDemoCommands } from './demo.js';
import { InputInterrupted } from './hidden-input.js';
import { readPasswordFrom, type CliIo, type CommandContext } from './io.js';
import { unknownCommandError } from './unknown-command.js';
import { commandDatabaseUrl } from './with-store.js';

/** The exit code of a configuration that cannot be used (EX_CONFIG). */
const CONFIG_ERROR_EXIT = 78;

/** What `veracheck --help` adds below the commands: a day's typical runs and the exit statuses. */
const PROGRAM_HELP_AFTER = `
Examples:
  veracheck migrate
  veracheck users add "Example Bank" api-user --permissions all --create-org
  veracheck users passwd api-user --password-stdin < api-user.secret
  veracheck import ftm entities.ftm.json --dataset opensanctions
  veracheck datasets --json
  veracheck datasets rollback opensanctions

Passwords are generated and printed once, or read with --password-stdin, never taken as
arguments (shell history and ps keep those).

Exit status: 0 done; 1 refused or failed (the reason on standard error); 78 a configuration
that cannot be used; serve stopped by a signal while starting: 128 plus its number (143).`;

/** A command that ends the run with this exit code, having said why on standard error. */
class CommandExit extends Error {
  constructor(readonly exitCode: number) {
    super(`exit ${exitCode}`);
  }
}

/**
 * Runs `veracheck <argv>` (the arguments after the program's name) with these streams and this
 * environment, and resolves with its exit code. It neither exits the process nor keeps anything
 * between runs: each run reads its configuration from `io.env`, and errors end up on
 * `io.stderr` with exit code 1 (78 for a configuration that cannot be used).
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let loaded: Config | undefined;
  const config = (): Config => (loaded ??= loadConfig(io.env));
  const writeError = (text: string): void => {
    io.stderr.write(text);
  };
  const context: CommandContext = {
    config,
    print: (line) => {
      io.stdout.write(`${line}\n`);
    },
    writeError,
    stderrIsTTY: io.stderr.isTTY === true,
    readPassword: () => readPasswordFrom(io.stdin, io.stderr),
    tightenModes: commandModesTightener(config, (line) => {
      writeError(`${line}\n`);
    }),
  };
  try {
    await cliProgram(context, io).parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    // Commander has said what was wrong (or shown the help or version asked for).
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CommandExit) return error.exitCode;
    if (error instanceof InputInterrupted) {
      writeError(`${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof ConfigError) {
      writeError(`${error.message}\n`);
      return CONFIG_ERROR_EXIT;
    }
    writeError(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

/** The `veracheck` command and its subcommands, writing to this run's streams. */
function cliProgram(context: CommandContext, io: CliIo): Command {
  const { config, print } = context;
  const program = new Command()
    .name('veracheck')
    .description('Veracheck: company and person verification (KYB/KYC) service')
    // Set before the subcommands are added, which take both from it: commander's help, usage
    // errors and version go to this run's streams, and end the run rather than the process.
    .exitOverride()
    .configureOutput({
      writeOut: (text) => {
        io.stdout.write(text);
      },
      writeErr: context.writeError,
    })
    // A usage error names what was wrong; the hint says where the whole usage is.
    .showHelpAfterError('(add --help to see the usage)')
    .version(VERSION)
    .addHelpText('after', PROGRAM_HELP_AFTER);

  program
    .command('serve', { isDefault: true })
    .description('run migrations and serve the API (PORT, HOST, DATABASE_URL, ...)')
    // A mistyped command ("veracheck frob") reaches the default command as an extra argument:
    // taken here, rather than declared, so help shows no argument serve does not have.
    .allowExcessArguments(true)
    .action(async (_options: unknown, command: Command) => {
      const [unknown] = command.args;
      if (unknown !== undefined) throw unknownCommandError(unknown, program);
      const { StartStopped } = await import('../http/start-stop.js');
      // Subscribed before the start: a signal while it migrates, loads the demo data or builds
      // the indexes (minutes on a large installation) stops it, closing what it opened, rather
      // than getting the signal's default action, which ends the process closing nothing. Also
      // before the server's modules load, which takes seconds on a loaded machine.
      const starting = new AbortController();
      let stopServer: ((signal: string) => void) | undefined;
      io.onStopSignal?.((signal) => {
        if (stopServer) stopServer(signal);
        else if (!starting.signal.aborted) {
          print(`${signal} received while starting: stopping the start`);
          starting.abort(new StartStopped(signal));
        } else print(`${signal} received again: still closing what the start opened`);
      });
      // Loaded here alone: the HTTP server's modules are most of the CLI's start-up time (about
      // three quarters of its module loading), which the other commands would pay for nothing.
      const { startServer } = await import('../http/server.js');
      if (starting.signal.aborted) {
        throw new CommandExit(
          (starting.signal.reason as InstanceType<typeof StartStopped>).exitCode,
        );
      }
      let server: RunningServer;
      try {
        server = await startServer(config(), print, { stop: starting.signal });
      } catch (error) {
        if (error instanceof StartStopped) throw new CommandExit(error.exitCode);
        throw error;
      }
      const exitCode = await new Promise<number>((resolve) => {
        let stopping = false;
        stopServer = (signal) => {
          // A second signal (a supervisor repeating itself, a second Ctrl-C) must not cut short
          // the requests the first one lets finish: the listener stays, and says so.
          if (stopping) {
            print(`${signal} received again: still finishing in-flight requests`);
            return;
          }
          stopping = true;
          // Listening but still building its first indexes: the start is stopped, as before it
          // listened (and said so, with the signal's status), its few requests let finish.
          const starting = server.starting();
          print(
            starting
              ? `${signal} received while starting: stopping the start`
              : `${signal} received: finishing in-flight requests`,
          );
          server.stop().then(
            // Requests, or the closing of the store, cut short by SHUTDOWN_TIMEOUT_MS are a
            // failure a supervisor should see.
            ({ cutShort, closeTimedOut }) => {
              resolve(
                cutShort || closeTimedOut ? 1 : starting ? new StartStopped(signal).exitCode : 0,
              );
            },
            (error: unknown) => {
              print(`shutdown failed: ${String(error)}`);
              resolve(1);
            },
          );
        };
      });
      if (exitCode !== 0) throw new CommandExit(exitCode);
    });

  program
    .command('migrate')
    .description('apply pending database migrations')
    .action(async () => {
      const { store, applied } = await openMigratedStore(commandDatabaseUrl(config));
      try {
        context.tightenModes();
        print(applied.length > 0 ? `applied: ${applied.join(', ')}` : 'no pending migrations');
      } finally {
        await store.close();
      }
    });

  registerAccountCommands(program, context);
  registerDatasetCommands(program, context);
  registerDemoCommands(program, context);
  return program;
}
