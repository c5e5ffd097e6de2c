/**
 * A DATABASE_URL that leads to no PostgreSQL server: a port nothing listens on, a server of
 * another kind that closes the connection or never answers (a Redis port, a web server, a
 * firewall holding the connection). The driver's words alone ("timeout expired", "Connection
 * terminated unexpectedly") named neither the address nor what to check. Each command says what
 * it found at which address, and what to look at. No PostgreSQL server is needed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './cli-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'veracheck-cli-unreachable-'));
const servers: Server[] = [];
const sockets = new Set<Socket>();
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A local TCP server treating each connection as `onConnection` says; its port. */
async function tcpServer(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

const urlAt = (port: number) => `postgres://veracheck:secret@127.0.0.1:${port}/veracheck`;
const run = (args: string[], port: number) =>
  runCli(args, { ...process.env, DATABASE_URL: urlAt(port), VERACHECK_DATA_DIR: dir });

describe('a DATABASE_URL where no PostgreSQL answers', () => {
  it('names a port nothing listens on', async () => {
    const port = await tcpServer(() => undefined);
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    const outcome = await run(['users', 'list'], port);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      `cannot open the database at DATABASE_URL=postgres://***@127.0.0.1:${port}/veracheck: nothing accepts connections at 127.0.0.1:${port}`,
    );
    expect(outcome.stderr).toContain('is PostgreSQL running there, on that port?');
  });

  it('shows nothing of a password with an unencoded / that parsers read as a port', async () => {
    // Read as host 127.0.0.1, port 1 (nothing listens there) and database topsecret@db.
    for (const args of [['users', 'list'], ['migrate'], ['serve']]) {
      const outcome = await runCli(args, {
        ...process.env,
        DATABASE_URL: 'postgres://127.0.0.1:1/topsecret@db.example/veracheck',
        VERACHECK_DATA_DIR: dir,
        PORT: '0',
      });
      expect(outcome.code, args.join(' ')).not.toBe(0);
      expect(outcome.stdout + outcome.stderr, args.join(' ')).not.toMatch(
        /127\.0\.0\.1|:1\b|topsecret/,
      );
      expect(outcome.stderr, args.join(' ')).toContain('DATABASE_URL has an @ after its host');
    }
  });

  it('names a server that closes the connection without answering', async () => {
    const port = await tcpServer((socket) => socket.destroy());
    for (const args of [['users', 'list'], ['migrate']]) {
      const outcome = await run(args, port);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(
        `127.0.0.1:${port} closed the connection without answering as PostgreSQL (Connection terminated unexpectedly): check that the host and port are PostgreSQL's`,
      );
      expect(outcome.stderr).not.toContain('secret');
    }
  });

  it('names a server that never answers, after the connection timeout', async () => {
    const port = await tcpServer(() => undefined);
    const outcome = await run(['users', 'list'], port);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      `127.0.0.1:${port} did not answer as PostgreSQL within 5 s (timeout expired): check that the host and port are PostgreSQL's, and that no firewall holds the connection`,
    );
  }, 30_000);
});
