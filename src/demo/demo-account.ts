import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePassword, hashPassword, verifyPassword } from '../auth/password.js';
import { PERMISSIONS, type Store } from '../store/store.js';

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

const credentialsFile = (dataDir: string) => join(dataDir, 'demo-credentials.json');

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

/**
 * On first start: a demo organisation and a demo user with every permission and a generated
 * password, kept in <dataDir>/demo-credentials.json (readable by the owner only) so that later
 * starts can print it again.
 */
export async function ensureDemoAccount(store: Store, dataDir: string): Promise<DemoAccount> {
  const file = credentialsFile(dataDir);
  const existingUser = await store.findUserByUsername(DEMO_USERNAME);
  if (existingUser) {
    if (!existsSync(file)) return { state: 'credentials-lost', file };
    // The start-up banner must not point at a login that no longer works.
    if (existingUser.disabled) return { state: 'disabled', file };
    const credentials = JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials;
    const current =
      typeof credentials.password === 'string' &&
      (await verifyPassword(credentials.password, existingUser.passwordHash));
    if (!current) return { state: 'password-changed', file };
    return { state: 'existing', credentials, file };
  }
  // Only a store that has no users yet is a first start: an operator's store that was once run
  // with VERACHECK_DEMO=0 and later without it must not gain a user with every permission.
  if ((await store.listUsers()).length > 0) return { state: 'operator-store' };
  const organisation =
    (await store.findOrganisation(DEMO_ORGANISATION)) ??
    (await store.createOrganisation(DEMO_ORGANISATION));
  // A credentials file left by another database in this data folder keeps its password, so
  // the file stays true for both (a second instance used to overwrite it).
  const password = passwordInFile(file) ?? generatePassword();
  await store.createUser({
    organisationId: organisation.id,
    username: DEMO_USERNAME,
    passwordHash: await hashPassword(password),
    permissions: [...PERMISSIONS],
  });
  const credentials: DemoCredentials = {
    organisation: DEMO_ORGANISATION,
    username: DEMO_USERNAME,
    password,
    note: 'Demo account of a fictitious organisation, made on first start. Turn off with VERACHECK_DEMO=0.',
  };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return { state: 'created', credentials, file };
}
