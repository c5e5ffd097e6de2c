/**
 * A TCP proxy between the store and PostgreSQL for tests of connections lost at a chosen
 * moment: each test says, per chunk in either direction, whether it passes or ends that
 * connection (both sides closed, as a network failure leaves them).
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface ProxyRules {
  /** Whether a new connection is taken; one refused is closed at once. */
  accept?: () => boolean;
  /** Whether a chunk the store sent on `client` goes on; false ends the connection. */
  toServer?: (client: Socket, chunk: Buffer) => boolean;
  /** Whether the server's answer on `client` goes back; false ends the connection. */
  toClient?: (client: Socket, chunk: Buffer) => boolean;
}

export interface PostgresProxy {
  /** `database` (a postgres:// URL) reached through the proxy. */
  url: (database: string) => string;
  /** The store's side of every connection open now. */
  openClients: () => Socket[];
  close: () => Promise<void>;
}

export async function postgresProxy(target: URL, rules: ProxyRules): Promise<PostgresProxy> {
  const sockets = new Set<Socket>();
  const clients = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (rules.accept && !rules.accept()) {
      client.destroy();
      return;
    }
    const upstream = createConnection(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    clients.add(client);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (rules.toServer && !rules.toServer(client, chunk)) cut();
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (rules.toClient && !rules.toClient(client, chunk)) cut();
      else client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', cut);
      socket.on('close', () => {
        sockets.delete(socket);
        clients.delete(socket);
        cut();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (database) => {
      const url = new URL(database);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.href;
    },
    openClients: () => [...clients],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
