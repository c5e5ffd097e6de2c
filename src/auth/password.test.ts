import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
  });

  it('reads a password the same in any Unicode normalisation form', async () => {
    const composed = 'caf\u00e9 cr\u00e8me br\u00fbl\u00e9e';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
    expect(await verifyPassword(composed, await hashPassword(decomposed))).toBe(true);
    expect(await verifyPassword('cafe creme brulee', await hashPassword(composed))).toBe(false);
  });

  it('still accepts a decomposed password hashed as typed, before normalisation', async () => {
    const decomposed = 'caf\u00e9 cr\u00e8me'.normalize('NFD');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync(decomposed, salt, 32, { N: 16384, r: 8, p: 1 });
    const legacy = ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
    expect(await verifyPassword(decomposed, legacy)).toBe(true);
    expect(await verifyPassword('caf\u00e9 cr\u00e8mf'.normalize('NFD'), legacy)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects hashes it does not understand', async () => {
    expect(await verifyPassword('x', 'bcrypt$abc')).toBe(false);
  });

  it('generates long random passwords', () => {
    const password = generatePassword();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(password);
  });
});
