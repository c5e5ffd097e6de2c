import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { generatePassword, hashPassword, verifyPassword } from '../auth/password.js';
import { PERMISSIONS, StoreConflictError, type Store, type User } from '../store/store.js';

export const DEMO_ORGANISATION = 'Demo organisation (fictitious)';
export const DEMO_USERNAME = 'demo';

export interface DemoCredentials {
  organisation: string;
  username: string;
  password: string;
  note: string;
}

export type DemoAccount =
  | { state: 'created' | 'existing'; credentials: DemoCredentials; file: string }
  | { state: 'credentials-lost'; file: string }
  /** The demo user was disabled, or its password changed since the file was written. */
  | { state: 'disabled' | 'password-changed'; file: string }
  /** The store already has users of its operator's: no account with every permission is added. */
  | { state: 'operator-store' };

/** The demo user's credentials, in the data directory. */
export const CREDENTIALS_FILE = 'demo-credentials.json';

const credentialsFile = (dataDir: string) => join(dataDir, CREDENTIALS_FILE);

/** The password of an existing credentials file, if it holds a usable one. */
function passwordInFile(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const { password } = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoCredentials>;
    return typeof password === 'string' && password.length >= 12 ? password : undefined;
  } catch {
    return undefined;
  }
}

const credentialsWith = (password: string): DemoCredentials => ({
  organisation: DEMO_ORGANISATION,
  username: DEMO_USERNAME,
  password,
  note: 'Demo account of a fictitious organisation, made on first start. Turn off with VERACHECK_DEMO=0.',
});

/**
 * The demo credentials: those of the file when it holds a usable password (left by another
 * database in this data folder, or written a moment ago by a server starting beside this one),
 * else new ones written to it. The file appears whole or not at all (linked from a file of
 * this process), so servers starting together settle on the first one's password.
 */
function settleCredentials(dataDir: string, file: string): DemoCredentials {
  const kept = passwordInFile(file);
  if (kept !== undefined) return credentialsWith(kept);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mine = credentialsWith(generatePassword());
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(mine, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return mine;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = passwordInFile(file);
    if (theirs !== undefined) return credentialsWith(theirs);
    // A file without a usable password is replaced, as it always was.
    renameSync(temporary, file);
    return mine;
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** What a start says of a demo user that exists. */
async function existingAccount(user: User, file: string): Promise<DemoAccount> {
  if (!existsSync(file)) return { state: 'credentials-lost', file };
  // The start-up banner must not point at a login that no longer works.
  if (user.disabled) return { state: 'disabled', file };
  const credentials = JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials;
  const current =
    typeof credentials.password === 'string' &&
    (await verifyPassword(credentials.password, user.passwordHash));
  if (!current) return { state: 'password-changed', file };
  return { state: 'existing', credentials, file };
}

/**
 * On first start: a demo organisation and a demo user with every permission and a generated
 * password, kept in <dataDir>/demo-credentials.json (readable by the owner only) so that later
 * starts can print it again. Servers starting together on a new store make it once: the others
 * find it made, with the same password.
 */
export async function ensureDemoAccount(store: Store, dataDir: string): Promise<DemoAccount> {
  const file = credentialsFile(dataDir);
  const existingUser = await store.findUserByUsername(DEMO_USERNAME);
  if (existingUser) return existingAccount(existingUser, file);
  // Only a store that has no users yet is a first start: an operator's store that was once run
  // with VERACHECK_DEMO=0 and later without it must not gain a user with every permission.
  if ((await store.listUsers()).length > 0) {
    // The user that is there may be the demo account, made by a server starting at the same
    // moment between the two reads.
    const madeMeanwhile = await store.findUserByUsername(DEMO_USERNAME);
    return madeMeanwhile ? existingAccount(madeMeanwhile, file) : { state: 'operator-store' };
  }
  const credentials = settleCredentials(dataDir, file);
  try {
    await store.createUserWithOrganisation(
      DEMO_ORGANISATION,
      {
        username: DEMO_USERNAME,
        passwordHash: await hashPassword(credentials.password),
        permissions: [...PERMISSIONS],
      },
      { create: true },
    );
  } catch (error) {
    // Made by a server starting at the same moment: this start finds it existing.
    const made =
      error instanceof StoreConflictError && (await store.findUserByUsername(DEMO_USERNAME));
    if (!made) throw error;
    return existingAccount(made, file);
  }
  return { state: 'created', credentials, file };
}
