import { describe, expect, it } from 'vitest';
import { meantPath } from './unrouted.js';

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
