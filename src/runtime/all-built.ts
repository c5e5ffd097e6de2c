/**
 * Waits for every build of a dataset switch, then fails with the first that failed. Unlike
 * Promise.all, no build is left running once the switch has failed: the next poll would
 * otherwise start new builds beside it (more than the old and the new indexes in memory at
 * once), and the builds that did succeed are kept for that poll to reuse (LastIndex).
 */
export async function allBuilt<T extends readonly unknown[]>(
  builds: readonly [...{ [K in keyof T]: Promise<T[K]> | T[K] }],
): Promise<T> {
  const settled = await Promise.allSettled(builds.map((build: unknown) => Promise.resolve(build)));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
