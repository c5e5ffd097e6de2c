import { describe, expect, it } from 'vitest';
import { openFailure, openFailureReason } from './open-failure.js';

const url = 'postgres://app:secret@db.example:6543/veracheck';
const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('openFailureReason', () => {
  it('names a host the resolver does not know', () => {
    expect(openFailureReason(url, coded('getaddrinfo ENOTFOUND db.example', 'ENOTFOUND'))).toBe(
      'the host db.example is not known (getaddrinfo ENOTFOUND db.example): check the host name',
    );
  });

  it('says how to make a database that does not exist', () => {
    expect(openFailureReason(url, coded('database "veracheck" does not exist', '3D000'))).toBe(
      'database "veracheck" does not exist: create it (createdb), or correct the database name in DATABASE_URL',
    );
  });

  it("keeps PostgreSQL's own clear refusals as they are", () => {
    const message = 'password authentication failed for user "app"';
    expect(openFailureReason(url, coded(message, '28P01'))).toBe(message);
  });

  it('takes the default port where the URL gives none', () => {
    expect(
      openFailureReason('postgres://app@db.example/veracheck', new Error('timeout expired')),
    ).toMatch(/^db\.example:5432 did not answer as PostgreSQL within 5 s \(timeout expired\)/);
  });

  it('says to percent-encode a password the URL cannot hold as it is, without showing it', () => {
    const error = openFailure('postgres://app:se/cret@db.example/x', new TypeError('Invalid URL'));
    expect(error.message).toBe(
      'cannot open the database at DATABASE_URL=postgres://***@db.example/x: DATABASE_URL is not a valid URL (Invalid URL): percent-encode a / ? # or @ in the user name or password (%2F %3F %23 %40)',
    );
  });

  it("leaves SQLite's messages alone", () => {
    expect(openFailureReason('sqlite:/x/y.db', new Error('unable to open database file'))).toBe(
      'unable to open database file',
    );
  });

  it('names DATABASE_URL without its password, keeping the driver error as the cause', () => {
    const cause = new Error('Connection terminated unexpectedly');
    const error = openFailure(url, cause);
    expect(error.message).toBe(
      "cannot open the database at DATABASE_URL=postgres://***@db.example:6543/veracheck: db.example:6543 closed the connection without answering as PostgreSQL (Connection terminated unexpectedly): check that the host and port are PostgreSQL's, and its SSL settings (sslmode)",
    );
    expect(error.cause).toBe(cause);
  });

  it('names nothing of a password parsers read as a port and database name', () => {
    // app:123/topsecret@db parses as host app, port 123, database topsecret@db.
    const misread = 'postgres://veruser:123/topsecret@db.example/veracheck';
    for (const [message, code] of [
      ['connect ECONNREFUSED 10.0.0.1:123', 'ECONNREFUSED'],
      ['getaddrinfo ENOTFOUND veruser', 'ENOTFOUND'],
      ['database "topsecret@db.example/veracheck" does not exist', '3D000'],
      ['timeout expired', undefined],
    ] as const) {
      const error = openFailure(
        misread,
        code === undefined ? new Error(message) : coded(message, code),
      );
      expect(error.message).not.toMatch(/veruser|123|topsecret/);
      expect(error.message).toContain('DATABASE_URL=postgres://***@db.example/veracheck');
      expect(error.message).toContain('percent-encode a / ? # or @');
      if (code !== undefined) expect(error.message).toContain(`(${code})`);
    }
  });
  it('says how to have the server named when the @ after the host is in a query value', () => {
    // Taken at the start (pg reads it as application_name), yet still hidden as a password
    // might be: written %40, the host, port and database are named again.
    const reason = openFailureReason(
      'postgres://db.example/veracheck?application_name=ops@eu',
      coded('connect ECONNREFUSED 10.0.0.1:5432', 'ECONNREFUSED'),
    );
    expect(reason).not.toContain('db.example');
    expect(reason).toContain("an @ in a query parameter's value written %40 has them named");
    expect(
      openFailureReason(
        'postgres://db.example/veracheck?application_name=ops%40eu',
        coded('connect ECONNREFUSED 10.0.0.1:5432', 'ECONNREFUSED'),
      ),
    ).toContain('nothing accepts connections at db.example:5432');
  });
});
