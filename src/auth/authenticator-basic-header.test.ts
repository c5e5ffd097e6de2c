import { describe, expect, it } from 'vitest';
import { parseBasicAuthorization } from './authenticator.js';

describe('parseBasicAuthorization', () => {
  const basic = (credentials: string): string =>
    'Basic ' + Buffer.from(credentials, 'utf8').toString('base64');

  it('parses a valid header', () => {
    expect(parseBasicAuthorization(basic('alice:secret'))).toEqual({
      username: 'alice',
      password: 'secret',
    });
    // RFC 7617's own example.
    expect(parseBasicAuthorization('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toEqual({
      username: 'Aladdin',
      password: 'open sesame',
    });
  });

  it('accepts the scheme in any case and extra spaces', () => {
    const token = Buffer.from('alice:secret').toString('base64');
    const expected = { username: 'alice', password: 'secret' };
    expect(parseBasicAuthorization(`basic ${token}`)).toEqual(expected);
    expect(parseBasicAuthorization(`BASIC ${token}`)).toEqual(expected);
    expect(parseBasicAuthorization(`Basic   ${token}  `)).toEqual(expected);
  });

  it('is undefined when the header is missing or empty', () => {
    expect(parseBasicAuthorization(undefined)).toBeUndefined();
    expect(parseBasicAuthorization('')).toBeUndefined();
    expect(parseBasicAuthorization('Basic')).toBeUndefined();
    expect(parseBasicAuthorization('Basic ')).toBeUndefined();
  });

  it('is undefined for another scheme', () => {
    const token = Buffer.from('alice:secret').toString('base64');
    expect(parseBasicAuthorization(`Bearer ${token}`)).toBeUndefined();
    expect(parseBasicAuthorization(`Digest ${token}`)).toBeUndefined();
    expect(parseBasicAuthorization(`Basicx ${token}`)).toBeUndefined();
    expect(parseBasicAuthorization(token)).toBeUndefined();
  });

  it('is undefined for a token that is not base64', () => {
    expect(parseBasicAuthorization('Basic alice:secret')).toBeUndefined();
    expect(parseBasicAuthorization('Basic !!!!')).toBeUndefined();
    expect(
      parseBasicAuthorization(`Basic ${Buffer.from('a:b').toString('base64')} extra`),
    ).toBeUndefined();
  });

  it('is undefined without a colon', () => {
    expect(parseBasicAuthorization(basic('alice'))).toBeUndefined();
  });

  it('is undefined for an empty username', () => {
    expect(parseBasicAuthorization(basic(':secret'))).toBeUndefined();
    expect(parseBasicAuthorization(basic(':'))).toBeUndefined();
  });

  it('keeps an empty password', () => {
    expect(parseBasicAuthorization(basic('alice:'))).toEqual({ username: 'alice', password: '' });
  });

  it('splits at the first colon, so passwords may contain colons', () => {
    expect(parseBasicAuthorization(basic('alice:pa:ss:word:'))).toEqual({
      username: 'alice',
      password: 'pa:ss:word:',
    });
    expect(parseBasicAuthorization(basic('alice::'))).toEqual({ username: 'alice', password: ':' });
  });

  it('decodes UTF-8 usernames and passwords', () => {
    expect(parseBasicAuthorization(basic('jörg:grüße'))).toEqual({
      username: 'jörg',
      password: 'grüße',
    });
    expect(parseBasicAuthorization(basic('山田:パスワード'))).toEqual({
      username: '山田',
      password: 'パスワード',
    });
    // RFC 7617 section 2.1's charset="UTF-8" example: "test" / "123£".
    expect(parseBasicAuthorization('Basic dGVzdDoxMjPCow==')).toEqual({
      username: 'test',
      password: '123£',
    });
  });
});
