import { describe, expect, it } from 'vitest';
import { basic, createTestContext, servingARegister } from '../helpers.js';
import { expectProblem } from '../problem-expect.js';

describe('throttling', () => {
  it('locks a username out after repeated failures, even with the right password, with Retry-After', async () => {
    const throttled = await createTestContext({ config: { loginMaxFailuresPerUser: 3 } });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await throttled.app.inject({
          method: 'GET',
          url: '/v1/checks/x',
          headers: { authorization: basic('alice', `guess-${i}`) },
        });
        expect(r.statusCode).toBe(401);
      }
      const locked = await throttled.app.inject({
        method: 'GET',
        url: '/v1/checks/x',
        headers: { authorization: throttled.alice.authorization },
      });
      expectProblem(locked, 429, 'LOGIN_THROTTLED');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // Other users are not affected.
      const other = await throttled.app.inject({
        method: 'GET',
        url: '/v1/checks/x',
        headers: { authorization: throttled.bob.authorization },
      });
      expect(other.statusCode).toBe(404);
    } finally {
      await throttled.close();
    }
  });

  it('counts and warns of a lock once, when it begins, naming neither the username nor the address', async () => {
    const logLines: string[] = [];
    const throttled = await createTestContext({
      config: { loginMaxFailuresPerUser: 2 },
      logLines,
    });
    try {
      for (let i = 0; i < 5; i++) {
        await throttled.app.inject({
          method: 'GET',
          url: '/v1/checks/x',
          headers: { authorization: basic('alice', `guess-${i}`) },
          remoteAddress: '192.0.2.44',
        });
      }
      const metrics = await throttled.app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toContain('veracheck_login_lockouts_total{scope="user-address"} 1');
      const warnings = logLines
        .map((line) => JSON.parse(line) as { level: number; msg: string; scope?: string })
        .filter((line) => line.msg.startsWith('failed logins:'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ level: 40, scope: 'user-address' });
      expect(warnings[0]?.msg).toMatch(/a username from one client address locked out for \d+ s/);
      const logged = logLines.join('\n');
      expect(logged).not.toContain('alice');
      expect(logged).not.toContain('192.0.2.44');
    } finally {
      await throttled.close();
    }
  });

  it('behind one trusted proxy, throttles the address the proxy saw, whatever the client adds', async () => {
    const proxied = await createTestContext({
      config: { trustProxy: 1, loginMaxFailuresPerAddress: 3, loginMaxFailuresPerUser: 1000 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // The client writes a new address each time; the proxy appends the one it saw.
        const r = await proxied.app.inject({
          method: 'GET',
          url: '/v1/checks/x',
          headers: {
            authorization: basic(`nobody${i}`, 'guess'),
            'x-forwarded-for': `198.51.100.${i}, 203.0.113.7`,
          },
        });
        statuses.push(r.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await proxied.close();
    }
  });

  it('limits requests per user with 429 and Retry-After', async () => {
    const limited = await createTestContext({ config: { rateLimitMax: 3 } });
    try {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof limited.app.inject>> | undefined;
      for (let i = 0; i < 5; i++) {
        last = await limited.app.inject({
          method: 'GET',
          url: '/v1/checks/x',
          headers: { authorization: limited.alice.authorization },
        });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      if (!last) throw new Error('no response');
      expectProblem(last, 429, 'RATE_LIMITED');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      // The limit is per user.
      const bob = await limited.app.inject({
        method: 'GET',
        url: '/v1/checks/x',
        headers: { authorization: limited.bob.authorization },
      });
      expect(bob.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 without internals', async () => {
    const broken = await createTestContext({
      registry: {
        ...servingARegister,
        searchCompanies: () =>
          Promise.reject(new Error('secret connection string postgres://u:p@db')),
        completeAddress: () => Promise.reject(new Error('boom')),
      },
    });
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/v1/company-search',
        headers: { authorization: broken.alice.authorization },
        payload: { chamber_of_commerce_number: '12345678' },
      });
      const problem = expectProblem(response, 500, 'INTERNAL');
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('postgres');
      expect(problem.detail).not.toContain('boom');
    } finally {
      await broken.close();
    }
  });
});
