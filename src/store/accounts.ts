import type { Kysely } from 'kysely';
import { isUuidForm, newId } from '../ids/uuidv7.js';
import {
  lookAlikeOrganisation,
  organisationNameProblem,
  organisationNamed,
  storedOrganisationName,
} from './organisation-names.js';
import type { Dialect } from './migrations.js';
import { exclusiveTransaction } from './exclusive-transaction.js';
import { toOrganisation, toUser } from './rows.js';
import {
  OrganisationNotFoundError,
  StoreConflictError,
  type NewUser,
  type Organisation,
  type User,
} from './store.js';
import type { Tables, UsersTable } from './tables.js';
import { isUniqueViolation } from './unique-violation.js';

/** The advisory lock that serialises account creation on PostgreSQL ("vcacct" in ASCII, cut). */
const ACCOUNTS_LOCK = 0x7663_6163;

export interface CreatedAccount {
  user: User;
  organisation: Organisation;
  /** Whether the organisation was made for this user. */
  organisationCreated: boolean;
}

/**
 * Refuses a new organisation's name in the form of an id: organisations are looked up by id
 * first, so such a name would be an id mistyped or from another installation, never a tenant.
 */
function assertNotIdForm(name: string): void {
  if (isUuidForm(name)) {
    throw new Error(
      `no organisation has the id "${name}", and an organisation name in the form of an id is refused`,
    );
  }
}

/**
 * Refuses a new organisation's name that holds invisible characters or that looks like an
 * existing one (case, Unicode form, full-width letters or invisible characters aside): such a
 * name is a typo or a paste, not a second tenant.
 */
function assertNewName(organisations: readonly { name: string }[], name: string): void {
  const problem = organisationNameProblem(name);
  if (problem) throw new Error(problem);
  const like = lookAlikeOrganisation(organisations, name);
  if (like) {
    throw new StoreConflictError(
      `organisation "${like.name}" exists; use its name as written, not "${name}"`,
    );
  }
}

/**
 * A user in the organisation with this id or name and, with `create`, a new organisation of that
 * name when none has it, in one transaction: all of it or nothing. Account creations run one at a
 * time (`exclusiveTransaction`), so two processes adding users to one new organisation make it
 * once, and a username taken meanwhile fails the whole creation instead of leaving a new
 * organisation behind. A username that differs from an existing one by case alone is refused,
 * and so is a new organisation name that looks like an existing one or has the form of an id.
 */
export function createUserWithOrganisation(
  db: Kysely<Tables>,
  dialect: Dialect,
  organisationName: string,
  user: Omit<NewUser, 'organisationId'>,
  options: { create: boolean },
): Promise<CreatedAccount> {
  return exclusiveTransaction(db, dialect, ACCOUNTS_LOCK, async (trx) => {
    const { username } = user;
    const users = await trx
      .selectFrom('users')
      .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
      .select(['users.username', 'organisations.name'])
      .execute();
    const taken = users.find((u) => u.username.toLowerCase() === username.toLowerCase());
    if (taken?.username === username) {
      throw new StoreConflictError(
        `user "${username}" already exists (in ${taken.name}); nothing was created`,
      );
    }
    if (taken) {
      throw new StoreConflictError(
        `user "${taken.username}" exists; usernames differing only in case are refused`,
      );
    }
    const organisations = await trx.selectFrom('organisations').selectAll().execute();
    let row = organisationNamed(organisations, organisationName);
    const organisationCreated = row === undefined;
    if (!row) {
      const name = storedOrganisationName(organisationName);
      assertNewName(organisations, name);
      if (!options.create) throw new OrganisationNotFoundError(organisationName);
      assertNotIdForm(organisationName);
      row = { id: newId(), name, settings_json: '{}', created_at: now() };
      await trx.insertInto('organisations').values(row).execute();
    }
    const userRow: UsersTable = {
      id: newId(),
      organisation_id: row.id,
      username,
      password_hash: user.passwordHash,
      permissions: user.permissions.join(','),
      disabled: 0,
      created_at: now(),
      updated_at: now(),
    };
    await trx.insertInto('users').values(userRow).execute();
    return { user: toUser(userRow), organisation: toOrganisation(row), organisationCreated };
  }).catch((error: unknown) => {
    // Written by a path that takes no lock (`orgs add`, the demo account): refused by the
    // unique constraint, and the transaction with it.
    if (isUniqueViolation(error)) {
      throw new StoreConflictError(
        `user "${user.username}" or organisation "${organisationName}" was created at the same time; nothing was created`,
      );
    }
    throw error;
  });
}

/**
 * An organisation, under the lock account creations take, so that two processes adding one name
 * in different case ("Acme", "ACME") cannot both succeed: the name is checked against every
 * organisation, look-alikes aside (`assertNewName`), and written, in NFC, in the same transaction.
 */
export function createOrganisation(
  db: Kysely<Tables>,
  dialect: Dialect,
  given: string,
): Promise<Organisation> {
  const name = storedOrganisationName(given);
  return exclusiveTransaction(db, dialect, ACCOUNTS_LOCK, async (trx) => {
    assertNotIdForm(name);
    const organisations = await trx.selectFrom('organisations').selectAll().execute();
    if (organisationNamed(organisations, name)) {
      throw new StoreConflictError(`organisation "${name}" already exists`);
    }
    assertNewName(organisations, name);
    const row = { id: newId(), name, settings_json: '{}', created_at: now() };
    await trx.insertInto('organisations').values(row).execute();
    return toOrganisation(row);
  }).catch((error: unknown) => {
    // Written meanwhile by a path that takes no lock (the demo account): the unique constraint.
    if (isUniqueViolation(error)) {
      throw new StoreConflictError(`organisation "${name}" already exists`);
    }
    throw error;
  });
}

const now = (): string => new Date().toISOString();
