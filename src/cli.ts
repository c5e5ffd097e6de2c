#!/usr/bin/env node
import { runCli } from './cli/run-cli.js';

// Output piped into a reader that stops early (`| head -1`) is no failure of the command: what
// it did is done, and the rest of its output has nobody to read it.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

/** Resolves once what was written to `stream` before has been handed to the system. */
const flushed = (stream: NodeJS.WriteStream): Promise<void> =>
  new Promise((resolve) => {
    stream.write('', () => {
      resolve();
    });
  });

const exitCode = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  onStopSignal: (stop) => {
    process.on('SIGTERM', () => {
      stop('SIGTERM');
    });
    process.on('SIGINT', () => {
      stop('SIGINT');
    });
  },
});
// Exits rather than waits for the event loop to empty: a stopped server's last timers or
// connections must not keep the process, and the exit code is the run's.
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(exitCode);
