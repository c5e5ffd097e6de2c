import { createServer } from 'node:net';

/**
 * Binds the address and lets it go again, so that a HOST this machine does not have, or a
 * PORT in use, is reported at once rather than after the store and datasets have loaded.
 */
export async function assertCanListen(port: number, host: string): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, resolve);
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot listen on HOST=${host} PORT=${port}: ${reason}`, { cause: error });
  }
  await new Promise<void>((resolve) =>
    probe.close(() => {
      resolve();
    }),
  );
}
