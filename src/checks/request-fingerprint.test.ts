import { describe, expect, it } from 'vitest';
import type { CompanyCheckRequest } from '../contract/company-check.js';
import { canonicalJson, sha256Hex } from './canonical-json.js';
import {
  acceptedFingerprints,
  requestFingerprint,
  type FingerprintedRequest,
} from './request-fingerprint.js';

const company = (body: Partial<CompanyCheckRequest>): FingerprintedRequest => ({
  kind: 'company',
  body: { type: 'basic', chamber_of_commerce_number: '12345678', ...body },
});

/** How checks were fingerprinted before defaults were left out: report_view dropped only. */
function fingerprintAsGiven(request: FingerprintedRequest): string {
  const { report_view: _view, ...body } = request.body;
  return sha256Hex(canonicalJson({ kind: request.kind, body }));
}

describe('requestFingerprint', () => {
  it('fingerprints a field given with its default like the field left out', () => {
    const bare = requestFingerprint(company({}));
    expect(requestFingerprint(company({ report_language: 'nl' }))).toBe(bare);
    expect(requestFingerprint(company({ report_view: false }))).toBe(bare);
    expect(requestFingerprint(company({ report_language: 'nl', report_view: true }))).toBe(bare);
  });

  it('tells apart a field given with another value', () => {
    const bare = requestFingerprint(company({}));
    expect(requestFingerprint(company({ report_language: 'en' }))).not.toBe(bare);
    expect(requestFingerprint(company({ type: 'extended' }))).not.toBe(bare);
    // The same body as the other kind of check.
    const shared = { type: 'basic', report_language: 'en' } as const;
    expect(requestFingerprint({ kind: 'person', body: shared })).not.toBe(
      requestFingerprint({ kind: 'company', body: shared }),
    );
  });

  it('is the earlier fingerprint for a body without defaults written out', () => {
    const request = company({ source: { source: 'crm' } });
    expect(requestFingerprint(request)).toBe(fingerprintAsGiven(request));
  });
});

describe('acceptedFingerprints', () => {
  it('accepts the fingerprints of checks stored before defaults were left out', () => {
    const explicit = company({ report_language: 'nl' });
    const stored = fingerprintAsGiven(explicit);
    expect(requestFingerprint(explicit)).not.toBe(stored);
    // The same body, and the body without the default, both match the stored check.
    expect(acceptedFingerprints(explicit).has(stored)).toBe(true);
    expect(acceptedFingerprints(company({})).has(stored)).toBe(true);
  });

  it('accepts the whole-body fingerprint of checks stored before reports were served', () => {
    const request = company({ report_view: true });
    const stored = sha256Hex(canonicalJson({ kind: 'company', body: request.body }));
    expect(acceptedFingerprints(request).has(stored)).toBe(true);
  });

  it('accepts no fingerprint of another request', () => {
    const stored = fingerprintAsGiven(company({ report_language: 'nl' }));
    expect(acceptedFingerprints(company({ report_language: 'en' })).has(stored)).toBe(false);
    expect(acceptedFingerprints(company({ type: 'extended' })).has(stored)).toBe(false);
  });
});
