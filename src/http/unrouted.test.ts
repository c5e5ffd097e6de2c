import { describe, expect, it } from 'vitest';
import { badPercentEncoding, meantPath } from './unrouted.js';

const routes = [/^\/v1\/checks\/[^/]+\/?$/, /^\/v1\/reports\/[^/]+\/?$/];
const routed = (path: string) => routes.some((pattern) => pattern.test(path));

describe('meantPath', () => {
  it('names the path joined with one slash, or with /v1 in front, where a route takes it', () => {
    expect(meantPath('//v1/checks/abc', routed)).toBe('/v1/checks/abc');
    expect(meantPath('/checks/abc', routed)).toBe('/v1/checks/abc');
    expect(meantPath('/v1/checks/abc', routed)).toBeUndefined();
    expect(meantPath('/v2/checks/abc', routed)).toBeUndefined();
  });

  it('names none for a path with a dot segment, which no client sends as such', () => {
    // Node passes these through as sent; the route's parameter would take "..".
    for (const path of [
      '/checks/..',
      '/checks/.',
      '//v1/checks/..',
      '//v1/reports/.',
      '/checks/%2e%2E',
      '/checks/.%2E',
    ]) {
      expect(meantPath(path, routed), path).toBeUndefined();
    }
    // Dots within a segment are no dot segment.
    expect(meantPath('/checks/a..b', routed)).toBe('/v1/checks/a..b');
    expect(meantPath('//v1/checks/...', routed)).toBe('/v1/checks/...');
  });
});

describe('badPercentEncoding', () => {
  it('names the first % without two hexadecimal digits, then a run of escapes not UTF-8', () => {
    expect(badPercentEncoding('/v1/checks/a%20b%C3%A9%2F')).toBeUndefined();
    expect(badPercentEncoding('/v1/checks/%zz')).toBe(
      '"%zz" is not a % followed by two hexadecimal digits',
    );
    expect(badPercentEncoding('/v1/checks/%%41')).toBe(
      '"%" is not a % followed by two hexadecimal digits',
    );
    expect(badPercentEncoding('/a/%E0%A4%A')).toBe(
      '"%A" is not a % followed by two hexadecimal digits',
    );
    // A lone continuation byte, a sequence cut short, an encoded surrogate, an overlong "/".
    for (const run of ['%80', '%E0%A4', '%ED%A0%80', '%C0%AF']) {
      expect(badPercentEncoding(`/v1/checks/x${run}y`)).toBe(
        `"${run}" does not decode to UTF-8 characters`,
      );
    }
    // Bytes of one character split by a literal one are two faulty runs.
    expect(badPercentEncoding('/x/%C3a%A9')).toBe('"%C3" does not decode to UTF-8 characters');
  });
});
