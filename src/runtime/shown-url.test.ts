import { describe, expect, it } from 'vitest';
import { shownDatabaseUrl } from '../store/database-check.js';
import { atOutsideQueryValues, credentialsMayBeMisread, shownUrl } from './shown-url.js';

describe('shownUrl', () => {
  it('hides the user name and password', () => {
    expect(shownUrl('postgres://app:secret@db:5432/x')).toBe('postgres://***@db:5432/x');
    expect(shownUrl('https://user:pw@example.test/vies')).toBe('https://***@example.test/vies');
  });

  it('hides a password holding an unencoded @ whole', () => {
    // URL parsers take the last @ of the authority: this URL connects with the password p@ss@w.
    expect(new URL('postgres://app:p@ss@w@db/x').hostname).toBe('db');
    expect(shownUrl('postgres://app:p@ss@w@db/x')).toBe('postgres://***@db/x');
    expect(shownDatabaseUrl('postgres://app:top@secret@127.0.0.1:1/db')).toBe(
      'postgres://***@127.0.0.1:1/db',
    );
  });

  it('hides a password holding an unencoded / ? or # whole, where no parser reads the URL', () => {
    for (const password of ['se/cret', 'se?cret', 'se#cret']) {
      const url = `postgres://app:${password}@db:5432/x`;
      expect(URL.canParse(url)).toBe(false);
      expect(shownUrl(url)).toBe('postgres://***@db:5432/x');
    }
  });

  it('hides a password holding an unencoded / ? or # whole where parsers read a port before it', () => {
    // app:123/x@db parses as host app, port 123 and path /x@db: the password would be shown.
    for (const [url, shown] of [
      ['postgres://app:123/x@db/veracheck', 'postgres://***@db/veracheck'],
      ['postgres://app:123?x@db:5432/veracheck', 'postgres://***@db:5432/veracheck'],
      ['postgres://app:123#x@db', 'postgres://***@db'],
      ['postgres://app/x:pw@db/y', 'postgres://***@db/y'],
      ['postgres://app:p@ss/x@db/y', 'postgres://***@db/y'],
    ] as const) {
      expect(URL.canParse(url), url).toBe(true);
      expect(shownUrl(url), url).toBe(shown);
      expect(credentialsMayBeMisread(url), url).toBe(true);
    }
  });

  it('hides everything before the last @ after //, which may hold a password, and nothing else', () => {
    // An @ in a path or query cannot be told from one ending a password parsers misread.
    expect(shownUrl('postgres://db/x?application_name=a@b')).toBe('postgres://***@b');
    expect(shownUrl('postgres://app:pw@db/x?note=a@b')).toBe('postgres://***@b');
    expect(shownUrl('sqlite:./data/veracheck.db')).toBe('sqlite:./data/veracheck.db');
    expect(shownUrl('sqlite:./data/a@b.db')).toBe('sqlite:./data/a@b.db');
    expect(shownUrl('redis://cache:6379/2')).toBe('redis://cache:6379/2');
  });

  it('says where parsers may have read credentials as part of the host, path or query', () => {
    expect(credentialsMayBeMisread('postgres://app:secret@db:5432/x')).toBe(false);
    expect(credentialsMayBeMisread('postgres://db:5432/x')).toBe(false);
    expect(credentialsMayBeMisread('sqlite:./data/a@b.db')).toBe(false);
    expect(credentialsMayBeMisread('postgres://db/x?application_name=a@b')).toBe(true);
  });

  it('tells an @ in a query parameter value, which drivers read as such, from one elsewhere', () => {
    for (const url of [
      'postgres://db/x?application_name=a@b',
      'postgres://app:pw@db/x?a=1&note=x@y@z',
      'redis://cache/0?name=a@b#top',
      'postgres://app:pw@db/x',
      'sqlite:./data/a@b.db',
    ]) {
      expect(atOutsideQueryValues(url), url).toBe(false);
    }
    for (const url of [
      'postgres://app:123/x@db/veracheck',
      'postgres://app:123?x@db',
      'postgres://app:123#x@db',
      'postgres://db/x?a@b=c',
      'postgres://db/my@db?a=b',
      'postgres://db/x?a=b#c@d',
    ]) {
      expect(atOutsideQueryValues(url), url).toBe(true);
    }
  });
});
