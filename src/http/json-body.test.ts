import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { VeracheckError } from '../errors/errors.js';
import { firstInvalidUtf8Offset, parseJsonBody, wideEncoding } from './json-body.js';

const JSON_TYPE = { 'content-type': 'application/json' };
const BODY = '{"type":"basic","chamber_of_commerce_number":"12345678"}';

/** The error parseJsonBody throws, for asserting on its code, message and fields. */
function refusal(bytes: Buffer | string, headers: Record<string, string> = JSON_TYPE) {
  try {
    parseJsonBody(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes), headers);
  } catch (error) {
    if (error instanceof VeracheckError) return error;
    throw error;
  }
  throw new Error('the body was accepted');
}

describe('parseJsonBody', () => {
  it('parses a UTF-8 JSON body, with or without a utf-8 charset, and ignores a UTF-8 BOM', () => {
    const expected = JSON.parse(BODY) as unknown;
    expect(parseJsonBody(Buffer.from(BODY), JSON_TYPE)).toEqual(expected);
    for (const contentType of [
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
      'application/json; charset="utf8"',
    ]) {
      expect(parseJsonBody(Buffer.from(BODY), { 'content-type': contentType })).toEqual(expected);
    }
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(BODY)]);
    expect(parseJsonBody(withBom, JSON_TYPE)).toEqual(expected);
    expect(
      parseJsonBody(Buffer.from(BODY), { ...JSON_TYPE, 'content-encoding': 'Identity' }),
    ).toEqual(expected);
  });

  it('refuses compressed bodies with 415 and Accept-Encoding: identity', () => {
    for (const coding of ['gzip', 'deflate', 'br', 'identity, gzip']) {
      const error = refusal(gzipSync(BODY), { ...JSON_TYPE, 'content-encoding': coding });
      expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(error.message).toMatch(/Content-Encoding "(gzip|deflate|br)".*uncompressed/);
      expect(error.headers).toEqual({ 'accept-encoding': 'identity' });
    }
    // A transfer coding besides chunked, which Node reads, is compression too.
    const chunkedGzip = { ...JSON_TYPE, 'transfer-encoding': 'gzip, chunked' };
    expect(refusal(gzipSync(BODY), chunkedGzip).message).toMatch(
      /^Transfer-Encoding "gzip" is not supported/,
    );
    expect(
      parseJsonBody(Buffer.from(BODY), { ...JSON_TYPE, 'transfer-encoding': 'chunked' }),
    ).toEqual(JSON.parse(BODY));
  });

  it('refuses a charset other than UTF-8 with 415', () => {
    const error = refusal(BODY, { 'content-type': 'application/json; charset=ISO-8859-1' });
    expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toContain('charset "iso-8859-1" is not supported');
  });

  it('refuses UTF-16 and UTF-32 bodies with 415 naming the encoding', () => {
    const utf16le = Buffer.from(BODY, 'utf16le');
    expect(refusal(utf16le).message).toBe(
      'The request body is UTF-16LE encoded; send it as UTF-8.',
    );
    const withBom = Buffer.concat([Buffer.from([0xff, 0xfe]), utf16le]);
    expect(refusal(withBom).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(refusal(withBom).message).toContain('UTF-16LE');
  });

  it('refuses bytes that are not UTF-8 with INVALID_JSON and the offset, never replacing them', () => {
    const latin1 = Buffer.from('{"type":"basic","company":{"name":"Caf\xe9 Pinas"}}', 'latin1');
    const error = refusal(latin1);
    expect(error.code).toBe('INVALID_JSON');
    expect(error.message).toContain('not valid UTF-8 (first invalid byte at offset 38)');
    // A surrogate encoded in UTF-8 (CESU-8) is not UTF-8 either.
    expect(refusal(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22])).code).toBe('INVALID_JSON');
  });

  it('says an empty body is empty and a broken one is broken, without quoting it', () => {
    expect(refusal('').message).toBe('The request body is empty; send a JSON object.');
    expect(refusal(' \n').message).toBe('The request body is empty; send a JSON object.');
    expect(refusal('{"type":"secret-value"').message).toContain('ends before');
    const broken = refusal('{"type":"secret-value",}');
    expect(broken.code).toBe('INVALID_JSON');
    expect(broken.message).not.toContain('secret-value');
  });

  it('answers prototype-polluting members with VALIDATION_FAILED and their pointer', () => {
    const error = refusal('{"type":"basic","__proto__":{"x":1},"chamber_of_commerce_number":"1"}');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual([
      { path: '/__proto__', message: 'forbidden field name "__proto__"' },
    ]);
    expect(refusal('{"constructor":{"prototype":{"x":1}}}').fieldErrors[0]?.path).toBe(
      '/constructor',
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('answers lone surrogates with VALIDATION_FAILED naming the field', () => {
    const error = refusal('{"type":"basic","company":{"name":"\\ud800abc"}}');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual([
      { path: '/company/name', message: 'contains an unpaired UTF-16 surrogate' },
    ]);
  });

  it('answers a member given twice with VALIDATION_FAILED naming it, colons in strings aside', () => {
    const error = refusal('{"type":"basic","type":"extended","chamber_of_commerce_number":"1"}');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual([{ path: '/type', message: 'is given more than once' }]);
    expect(parseJsonBody(Buffer.from('{"a":"12:00","b":{"a":"x:y"}}'), JSON_TYPE)).toEqual({
      a: '12:00',
      b: { a: 'x:y' },
    });
  });
});

describe('wideEncoding', () => {
  it('recognises UTF-16 and UTF-32 by BOM or zero bytes, and nothing else', () => {
    const cases: [number[], string | undefined][] = [
      [[0x7b, 0x00, 0x22, 0x00], 'UTF-16LE'],
      [[0x00, 0x7b, 0x00, 0x22], 'UTF-16BE'],
      [[0x7b, 0x00, 0x00, 0x00], 'UTF-32LE'],
      [[0x00, 0x00, 0x00, 0x7b], 'UTF-32BE'],
      [[0xfe, 0xff, 0x00, 0x7b], 'UTF-16BE'],
      [[0xff, 0xfe, 0x00, 0x00], 'UTF-32LE'],
      [[0x00, 0x00, 0xfe, 0xff], 'UTF-32BE'],
      [[0x7b, 0x00], 'UTF-16LE'],
      [[0x7b, 0x22, 0x61, 0x22], undefined],
      [[0x00], undefined],
      [[0xef, 0xbb, 0xbf, 0x7b], undefined],
    ];
    for (const [bytes, expected] of cases) expect(wideEncoding(Buffer.from(bytes))).toBe(expected);
  });
});

describe('firstInvalidUtf8Offset', () => {
  it('points at the first byte that does not start a valid sequence', () => {
    expect(firstInvalidUtf8Offset(Buffer.from('abcé\u{1F600}'))).toBe(9);
    expect(firstInvalidUtf8Offset(Buffer.from([0x61, 0xc3, 0xa9, 0xff]))).toBe(3);
    expect(firstInvalidUtf8Offset(Buffer.from([0x61, 0xe2, 0x82]))).toBe(1);
    expect(firstInvalidUtf8Offset(Buffer.from([0xc0, 0x80]))).toBe(0);
  });
});
