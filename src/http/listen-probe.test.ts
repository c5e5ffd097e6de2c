import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertCanListen } from './listen-probe.js';

describe('assertCanListen', () => {
  it('lets a free address go again, so the server can bind it next', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    await new Promise<void>((resolve) =>
      holder.close(() => {
        resolve();
      }),
    );
    await assertCanListen(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      holder.once('error', reject);
      holder.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) =>
      holder.close(() => {
        resolve();
      }),
    );
  });

  it('names the setting when the port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      await expect(assertCanListen(port, '127.0.0.1')).rejects.toThrow(
        new RegExp(`HOST=127\\.0\\.0\\.1 PORT=${port}: .*EADDRINUSE`),
      );
    } finally {
      await new Promise<void>((resolve) =>
        holder.close(() => {
          resolve();
        }),
      );
    }
  });

  it('names the setting when this machine has no such address', async () => {
    // 192.0.2.0/24 is TEST-NET-1 (RFC 5737): never assigned to a real interface.
    await expect(assertCanListen(0, '192.0.2.1')).rejects.toThrow(
      /HOST=192\.0\.2\.1 .*EADDRNOTAVAIL/,
    );
  });
});
