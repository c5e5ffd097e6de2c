import { describe, expect, it } from 'vitest';
import type { CompanyCheckRequest } from '../contract/company-check.js';
import type { PersonCheckRequest } from '../contract/person-check.js';
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

const person = (body: Partial<PersonCheckRequest>): FingerprintedRequest => ({
  kind: 'person',
  body: { type: 'basic', person: { last_name: 'Pinas' }, ...body },
});

describe('blank fields', () => {
  it('fingerprints a blank field that checks read as not given like the field left out', () => {
    const bare = requestFingerprint(person({}));
    for (const blank of ['', '  ', '\t']) {
      for (const field of ['first_name', 'initials', 'gender', 'mail_address', 'phone_number']) {
        const request = person({ person: { last_name: 'Pinas', [field]: blank } });
        expect(requestFingerprint(request), `${field} ${JSON.stringify(blank)}`).toBe(bare);
      }
      const address = { zip_code: '1012AB', house_number: '1' };
      expect(requestFingerprint(person({ address: { ...address, city: blank } }))).toBe(
        requestFingerprint(person({ address })),
      );
      expect(requestFingerprint(company({ vat_number: blank, company: { name: blank } }))).toBe(
        requestFingerprint(company({ company: {} })),
      );
    }
    expect(requestFingerprint(person({ person: { last_name: 'Pinas', date_of_birth: '' } }))).toBe(
      bare,
    );
  });

  it('keeps blanks that count: source and an object left empty', () => {
    expect(requestFingerprint(company({ source: { source: '' } }))).not.toBe(
      requestFingerprint(company({ source: {} })),
    );
    const document = { type: 'passport', number: 'SPECI2014' };
    // A blank type or country is a document of unknown type or country, as left out.
    expect(requestFingerprint(person({ id_document: { ...document, country: '' } }))).toBe(
      requestFingerprint(person({ id_document: document })),
    );
    // An address of blanks is refused as saying nowhere; an address left out is not.
    expect(requestFingerprint(person({ address: { city: '' } }))).toBe(
      requestFingerprint(person({ address: {} })),
    );
    expect(requestFingerprint(person({ address: {} }))).not.toBe(requestFingerprint(person({})));
    // Text around a name is no blank.
    expect(requestFingerprint(person({ person: { last_name: 'Pinas ' } }))).not.toBe(
      requestFingerprint(person({})),
    );
  });

  it('accepts the fingerprint of a check stored with a blank field before blanks were left out', () => {
    const withBlank = person({ person: { last_name: 'Pinas', first_name: '' } });
    const stored = fingerprintAsGiven(withBlank);
    expect(requestFingerprint(withBlank)).not.toBe(stored);
    expect(acceptedFingerprints(withBlank).has(stored)).toBe(true);
    // A check stored without the field matches the body with it blank: the current fingerprint.
    expect(fingerprintAsGiven(person({}))).toBe(requestFingerprint(withBlank));
  });

  it('accepts the fingerprint of a check stored when blanks but a blank document type counted', () => {
    const document = { type: '', country: ' ', number: 'UTIW1YID6' } as const;
    const withBlanks = person({
      person: { last_name: 'Pinas', first_name: '' },
      address: { zip_code: '1020 AA', house_number: '3', city: ' ' },
      id_document: document,
    });
    // Those builds left the blank name and city out but kept the document's blanks.
    const stored = fingerprintAsGiven(
      person({
        person: { last_name: 'Pinas' },
        address: { zip_code: '1020 AA', house_number: '3' },
        id_document: document,
      }),
    );
    expect(requestFingerprint(withBlanks)).not.toBe(stored);
    expect(acceptedFingerprints(withBlanks).has(stored)).toBe(true);
    // Another document type is still another request.
    const typed = person({
      person: { last_name: 'Pinas', first_name: '' },
      address: { zip_code: '1020 AA', house_number: '3', city: ' ' },
      id_document: { ...document, type: 'passport' },
    });
    expect(acceptedFingerprints(typed).has(stored)).toBe(false);
  });
});

describe('text in another Unicode normalisation', () => {
  const named = (form: 'NFC' | 'NFD') =>
    person({
      person: {
        last_name: 'M\u00fcller'.normalize(form),
        first_name: 'Ren\u00e9e'.normalize(form),
      },
      source: { source: 'Zo\u00eb'.normalize(form) },
    });

  it('fingerprints text composed or decomposed alike, and other text apart', () => {
    expect(requestFingerprint(named('NFD'))).toBe(requestFingerprint(named('NFC')));
    expect(requestFingerprint(named('NFC'))).toBe(fingerprintAsGiven(named('NFC')));
    expect(requestFingerprint(named('NFD'))).not.toBe(
      requestFingerprint(person({ person: { last_name: 'Muller', first_name: 'Renee' } })),
    );
  });

  it('accepts the fingerprint of a check stored over its text as given', () => {
    const stored = fingerprintAsGiven(named('NFD'));
    expect(requestFingerprint(named('NFD'))).not.toBe(stored);
    expect(acceptedFingerprints(named('NFD')).has(stored)).toBe(true);
    // Stored in NFC (as most text is written), it replays for the body decomposed too.
    expect(acceptedFingerprints(named('NFD')).has(fingerprintAsGiven(named('NFC')))).toBe(true);
    // Stored decomposed (macOS input), it replays for the body composed too.
    expect(acceptedFingerprints(named('NFC')).has(fingerprintAsGiven(named('NFD')))).toBe(true);
  });
});
