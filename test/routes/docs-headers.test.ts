import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

describe('the API documentation pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('may be framed by no site and upgrade no request, on the page and its files alike', async () => {
    for (const url of ['/docs/', '/docs/static/swagger-initializer.js', '/docs/static/index.css']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).not.toContain('upgrade-insecure-requests');
      expect(policy, url).not.toContain('validator.swagger.io');
    }
  });

  it('leave the API answers to their own headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});
