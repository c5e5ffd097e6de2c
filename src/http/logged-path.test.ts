import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.js';

describe('loggedPath', () => {
  it('writes out a UUID parameter and keeps any other as its placeholder', () => {
    const uuid = '01a21f51-9a2c-7223-b1de-d424acc11206';
    expect(loggedPath('/v1/reports/:id', { id: uuid })).toBe(`/v1/reports/${uuid}`);
    expect(loggedPath('/v1/checks/:id', { id: 'jan-jansen-1980' })).toBe('/v1/checks/:id');
    expect(loggedPath('/v1/checks/:id', undefined)).toBe('/v1/checks/:id');
  });

  it('keeps a route without parameters and gives nothing without a route', () => {
    expect(loggedPath('/v1/person-checks', {})).toBe('/v1/person-checks');
    expect(loggedPath('/docs/*', { '*': 'Jan Jansen' })).toBe('/docs/*');
    expect(loggedPath(undefined, {})).toBeUndefined();
  });
});
