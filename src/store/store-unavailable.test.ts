import { describe, expect, it } from 'vitest';
import {
  ConnectionNotMadeError,
  guardMethods,
  isConnectionLost,
  isStoreUnavailable,
  StoreUnavailableError,
} from './store-unavailable.js';

const failure = (code: string, message = `failed with ${code}`) =>
  Object.assign(new Error(message), { code });

/** A stand-in backend whose methods fail as told. */
class Backend {
  calls = 0;
  constructor(private readonly error: Error) {}
  reject(): Promise<number> {
    this.calls += 1;
    return Promise.reject(this.error);
  }
  throwNow(): number {
    this.calls += 1;
    throw this.error;
  }
  answer(value: number): Promise<number> {
    return Promise.resolve(value + this.calls);
  }
}

describe('guardMethods', () => {
  it('raises the database held or unreachable as StoreUnavailableError, keeping code, message and cause', async () => {
    for (const error of [
      failure('SQLITE_BUSY', 'database is locked'),
      failure('SQLITE_BUSY_SNAPSHOT'),
      failure('ECONNRESET', 'read ECONNRESET'),
      failure('57P01'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      const store = guardMethods(new Backend(error));
      const rejected = await store.reject().catch((e: unknown) => e);
      expect(rejected, error.message).toBeInstanceOf(StoreUnavailableError);
      expect(rejected).toMatchObject({ message: error.message, cause: error });
      expect((rejected as StoreUnavailableError).code).toBe((error as { code?: string }).code);
      // Synchronous statements (better-sqlite3) throw rather than reject.
      expect(() => store.throwNow()).toThrow(StoreUnavailableError);
    }
  });

  it('passes every other error, and every answer, through unchanged', async () => {
    const corrupt = failure('SQLITE_CORRUPT');
    const store = guardMethods(new Backend(corrupt));
    await expect(store.reject()).rejects.toBe(corrupt);
    expect(() => store.throwNow()).toThrow(corrupt);
    expect(await store.answer(40)).toBe(42);
  });

  it('guards the nested objects it is given, and methods replaced later', async () => {
    const inner = new Backend(failure('ECONNREFUSED'));
    const outer = guardMethods(
      { inner, ping: (): Promise<void> => Promise.resolve() },
      { inner: guardMethods(inner) },
    );
    await expect(outer.inner.reject()).rejects.toBeInstanceOf(StoreUnavailableError);
    outer.ping = () => Promise.reject(failure('ETIMEDOUT'));
    await expect(outer.ping()).rejects.toBeInstanceOf(StoreUnavailableError);
  });
});

describe('isStoreUnavailable', () => {
  it('knows the drivers’ codes and messages for a database held or unreachable', () => {
    expect(isStoreUnavailable(failure('SQLITE_LOCKED'))).toBe(true);
    expect(isStoreUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isStoreUnavailable(failure('23505'))).toBe(false);
    expect(isStoreUnavailable(undefined)).toBe(false);
  });
});

describe('isConnectionLost', () => {
  it('does not take a new connection that was never made for one lost in use', () => {
    const terminated = new Error('Connection terminated unexpectedly');
    expect(isConnectionLost(terminated)).toBe(true);
    expect(isConnectionLost(new StoreUnavailableError(terminated))).toBe(true);
    expect(isConnectionLost(new ConnectionNotMadeError(terminated))).toBe(false);
    expect(isConnectionLost(new ConnectionNotMadeError(failure('ECONNRESET')))).toBe(false);
  });
});
