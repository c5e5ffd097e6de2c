import { describe, expect, it } from 'vitest';
import { docsContentSecurityPolicy } from './docs-csp.js';

const WRITTEN =
  "default-src 'self'; base-uri 'self'; font-src 'self' https: data:; frame-ancestors 'self'; img-src 'self' data: validator.swagger.io; object-src 'none'; script-src 'self' 'sha256-abc='; script-src-attr 'none'; style-src 'self' https: 'sha256-def='; upgrade-insecure-requests;";

describe('docsContentSecurityPolicy', () => {
  it('lets no site frame the docs, fetches nothing from the validator and upgrades nothing', () => {
    const policy = docsContentSecurityPolicy(WRITTEN);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('validator.swagger.io');
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).toContain("img-src 'self' data:");
  });

  it("keeps the plugin's script hashes and its other directives", () => {
    const policy = docsContentSecurityPolicy(WRITTEN);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    // Swagger UI draws with inline styles; styles are taken from this server only otherwise.
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("form-action 'self'");
  });

  it('adds frame-ancestors where the written policy has none', () => {
    expect(docsContentSecurityPolicy("default-src 'self'")).toBe(
      "default-src 'self'; frame-ancestors 'none'; form-action 'self'",
    );
  });
});
