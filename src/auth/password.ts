import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters (RFC 7914); N = 2^14 takes about 50 ms and 16 MiB here. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

/**
 * Hash format: scrypt$N$r$p$salt(base64)$key(base64); the parameters travel with the hash.
 * The password is hashed in Unicode NFC (RFC 7617 §2.1 asks it of UTF-8 Basic credentials):
 * "é" typed as one code point or as e and a combining accent is the same password.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password.normalize('NFC'), salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalised = password.normalize('NFC');
  if (await matches(normalised, stored)) return true;
  // A hash made before passwords were normalised holds the password as it was typed.
  return normalised !== password && matches(password, stored);
}

async function matches(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A password for generated accounts: 24 characters of base64url, 144 bits of randomness. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');
