import { describe, expect, it } from 'vitest';
import { shownDatabaseUrl } from '../store/database-check.js';
import { shownUrl } from './shown-url.js';

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

  it('leaves an @ outside the authority, and URLs without credentials, as they are', () => {
    expect(shownUrl('postgres://db/x?application_name=a@b')).toBe(
      'postgres://db/x?application_name=a@b',
    );
    expect(shownUrl('postgres://app:pw@db/x?note=a@b')).toBe('postgres://***@db/x?note=a@b');
    expect(shownUrl('sqlite:./data/veracheck.db')).toBe('sqlite:./data/veracheck.db');
    expect(shownUrl('redis://cache:6379/2')).toBe('redis://cache:6379/2');
  });
});
