import { describe, expect, it, vi } from 'vitest';
import {
  ALICE_PASSWORD,
  expectCode,
  rejection,
  useAuthenticatorWorld,
} from './authenticator.test-data.js';

describe('Authenticator lockout reports', () => {
  const world = useAuthenticatorWorld();

  it('reports a lock of one username at one address once, when it begins, with its length', async () => {
    const onLockout = vi.fn();
    const { auth } = world.setup({ onLockout, loginMaxFailuresPerUser: 2 });
    for (let i = 0; i < 2; i++) {
      await expectCode(auth.authenticate('alice', `wrong-${i}`, '10.0.0.1'), 'UNAUTHORIZED');
    }
    expect(onLockout).not.toHaveBeenCalled();
    for (let i = 0; i < 4; i++) {
      await expectCode(auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.1'), 'LOGIN_THROTTLED');
    }
    expect(onLockout).toHaveBeenCalledTimes(1);
    expect(onLockout).toHaveBeenCalledWith('user-address', 60_000);
  });

  it('reports a locked address and a username locked everywhere by their own scope', async () => {
    const onLockout = vi.fn();
    const { auth } = world.setup({
      onLockout,
      loginMaxFailuresPerAddress: 2,
      loginMaxFailuresPerUser: 100,
      loginMaxFailuresPerUserAnyAddress: 100,
    });
    for (let i = 0; i < 2; i++) {
      await expectCode(auth.authenticate(`nobody${i}`, 'guess', '10.0.0.2'), 'UNAUTHORIZED');
    }
    await expectCode(auth.authenticate('nobody9', 'guess', '10.0.0.2'), 'LOGIN_THROTTLED');
    expect(onLockout.mock.calls.map(([scope]) => scope as string)).toEqual(['address']);

    const spread = vi.fn();
    const { auth: other } = world.setup({
      onLockout: spread,
      loginMaxFailuresPerAddress: 100,
      loginMaxFailuresPerUser: 100,
      loginMaxFailuresPerUserAnyAddress: 3,
    });
    for (let i = 0; i < 3; i++) {
      await expectCode(other.authenticate('alice', 'wrong', `10.0.1.${i}`), 'UNAUTHORIZED');
    }
    await expectCode(other.authenticate('alice', 'wrong', '10.0.1.9'), 'LOGIN_THROTTLED');
    await expectCode(other.authenticate('alice', 'wrong', '10.0.1.10'), 'LOGIN_THROTTLED');
    expect(spread.mock.calls.map(([scope]) => scope as string)).toEqual(['user']);
  });

  it('reports a lock once while concurrent guesses give counts back and pass the limit again', async () => {
    const onLockout = vi.fn();
    const { auth } = world.setup({
      onLockout,
      loginMaxFailuresPerUser: 3,
      loginMaxFailuresPerUserAnyAddress: 1,
      loginMaxFailuresPerAddress: 1000,
    });
    // alice is locked everywhere: each guess refused for that gives back its address's counts.
    await expectCode(auth.authenticate('alice', 'wrong-0', '10.0.2.1'), 'UNAUTHORIZED');
    await expectCode(auth.authenticate('alice', 'wrong-1', '10.0.2.2'), 'LOGIN_THROTTLED');
    for (let burst = 0; burst < 5; burst++) {
      await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          rejection(auth.authenticate('alice', `guess-${burst}-${i}`, '10.0.2.3')),
        ),
      );
    }
    expect(onLockout.mock.calls.map(([scope]) => scope as string)).toEqual([
      'user',
      'user-address',
    ]);
  });

  it('reports a lock again in a later window', async () => {
    const onLockout = vi.fn();
    const { auth } = world.setup({ onLockout, loginMaxFailuresPerUser: 1 });
    const start = world.time;
    await expectCode(auth.authenticate('alice', 'wrong-0', '10.0.3.1'), 'UNAUTHORIZED');
    world.time = start + 10_000;
    await expectCode(auth.authenticate('alice', 'wrong-1', '10.0.3.1'), 'LOGIN_THROTTLED');
    world.time = start + 61_000;
    await expectCode(auth.authenticate('alice', 'wrong-2', '10.0.3.1'), 'UNAUTHORIZED');
    await expectCode(auth.authenticate('alice', 'wrong-3', '10.0.3.1'), 'LOGIN_THROTTLED');
    expect(onLockout.mock.calls).toEqual([
      ['user-address', 50_000],
      ['user-address', 60_000],
    ]);
  });

  it('reports nothing for failures under the limits', async () => {
    const onLockout = vi.fn();
    const { auth } = world.setup({ onLockout });
    await expectCode(auth.authenticate('alice', 'wrong', '10.0.0.3'), 'UNAUTHORIZED');
    expect((await auth.authenticate('alice', ALICE_PASSWORD, '10.0.0.3')).username).toBe('alice');
    expect(onLockout).not.toHaveBeenCalled();
  });
});
