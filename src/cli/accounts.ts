import type { Command } from 'commander';
import { generatePassword, hashPassword } from '../auth/password.js';
import { FORBIDDEN_CHARACTER } from '../validators/text-forms.js';
import { COMPANY_SECTIONS, PERSON_SECTIONS } from '../checks/sections.js';
import { lookAlikeOrganisation } from '../store/organisation-names.js';
import { OrganisationNotFoundError, PERMISSIONS, type Permission } from '../store/store.js';
import { withStore, withStoreCreated } from './with-store.js';
import { printListing, type CommandContext } from './io.js';

export function parsePermissions(value: string): Permission[] {
  if (value === 'all') return [...PERMISSIONS];
  const wanted = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = wanted.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length > 0) {
    throw new Error(
      `unknown permission(s) ${unknown.join(', ')}; choose from ${PERMISSIONS.join(', ')} or all`,
    );
  }
  // A user who may do nothing is a mistyped list, not an account anyone wants.
  if (wanted.length === 0) {
    throw new Error(`--permissions needs at least one of ${PERMISSIONS.join(', ')}, or all`);
  }
  // "company-check,company-check" is one permission.
  return [...new Set(wanted)] as Permission[];
}

export function parseSections(kind: string, value: string): string[] {
  const known: readonly string[] = kind === 'person' ? PERSON_SECTIONS : COMPANY_SECTIONS;
  const wanted = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((s) => !known.includes(s));
  if (unknown.length > 0 || wanted.length === 0) {
    throw new Error(
      `${unknown.length > 0 ? `unknown section(s) ${unknown.join(', ')}` : 'no section given'}; ${kind} sections are ${known.join(', ')}`,
    );
  }
  return [...new Set(wanted)];
}

async function newPassword(
  context: CommandContext,
  fromStdin: boolean,
): Promise<{ password: string; generated: boolean }> {
  if (fromStdin) return { password: await context.readPassword(), generated: false };
  return { password: generatePassword(), generated: true };
}

/** An organisation's name: some visible text, at most 200 characters, without line breaks. */
function organisationName(raw: string): string {
  const name = raw.trim();
  if (name === '' || name.length > 200 || /[\r\n\t]/.test(name)) {
    throw new Error('the organisation name must be 1 to 200 characters on one line');
  }
  // As the API refuses them: controls, and direction overrides that make reports misread.
  if (FORBIDDEN_CHARACTER.test(name)) {
    throw new Error('the organisation name must not hold control or text-direction characters');
  }
  return name;
}

/** Every command finds an organisation as `Store.findOrganisation` does. */
const HOW_ORGANISATIONS_ARE_NAMED =
  ' (give its id, or its name as written; `orgs list` shows both)';

/**
 * A new organisation's name must not differ from an existing one by case alone: "other org"
 * next to "Other Org" is a typo that would make a second tenant.
 */
export function registerAccountCommands(program: Command, context: CommandContext): void {
  const { print } = context;
  const orgs = program.command('orgs').description('manage organisations');
  orgs
    .command('add <name>')
    .description('create an organisation')
    .action((name: string) => {
      // Checked before a database is created: a refused name leaves none behind.
      const wanted = organisationName(name);
      return withStoreCreated(context, async (store) => {
        const organisation = await store.createOrganisation(wanted);
        print(`created organisation ${organisation.name} (${organisation.id})`);
      });
    });
  orgs
    .command('list')
    .description('list organisations')
    .option('--json', 'print them as a JSON array, for scripts')
    .action((options: { json?: boolean }) =>
      withStore(context, async (store) => {
        const organisations = await store.listOrganisations();
        printListing(print, options.json, {
          json: () =>
            organisations.map((o) => ({
              id: o.id,
              name: o.name,
              created_at: o.createdAt,
              custom_sections: o.customSections,
            })),
          lines: () =>
            organisations.map((o) => {
              const custom = Object.entries(o.customSections)
                .map(([kind, sections]) => `${kind}: ${(sections ?? []).join(',')}`)
                .join('; ');
              return `${o.id}  ${o.name}${custom ? `  [custom ${custom}]` : ''}`;
            }),
        });
      }),
    );
  orgs
    .command('sections <org> <sections>')
    .description('set the sections that `custom` checks run (comma separated)')
    .option('--kind <kind>', 'company or person', 'company')
    .action((org: string, sections: string, options: { kind: string }) =>
      withStore(context, async (store) => {
        if (options.kind !== 'company' && options.kind !== 'person') {
          throw new Error('--kind must be company or person');
        }
        // Read as users add reads it, spaces around it aside.
        const wanted = organisationName(org);
        const organisation = await store.findOrganisation(wanted);
        if (!organisation) {
          // A name that differs by case, Unicode form or an invisible character (a Persian name
          // typed without its zero-width non-joiner) is named, not left to guess.
          const like = lookAlikeOrganisation(await store.listOrganisations(), wanted);
          throw new Error(
            like
              ? `no organisation "${wanted}"; did you mean "${like.name}" (${like.id})? It differs in case, Unicode form or invisible characters: give its name as written, or its id`
              : `no organisation "${wanted}"${HOW_ORGANISATIONS_ARE_NAMED}`,
          );
        }
        const list = parseSections(options.kind, sections);
        await store.setCustomSections(organisation.id, options.kind, list);
        // Custom checks read the list afresh: running servers apply it to the next one.
        print(
          `custom ${options.kind} checks of ${organisation.name} run: ${list.join(', ')} (from the next custom check on)`,
        );
      }),
    );

  const users = program.command('users').description('manage API users');
  users
    .command('add <org> <username>')
    .description('create a user in an organisation, given by name or id')
    // No default: an account gets what the operator names, never everything by omission.
    .requiredOption('--permissions <list>', `comma separated: ${PERMISSIONS.join(', ')}, or all`)
    .option('--password-stdin', 'read the password from standard input instead of generating one')
    // Only when asked: a mistyped name or an id of another installation must not make a tenant.
    .option('--create-org', 'create the organisation <org> with the user when none has that name')
    .action(
      (
        org: string,
        username: string,
        options: { permissions: string; passwordStdin?: boolean; createOrg?: boolean },
      ) => {
        // Checked before a database is created: refused input leaves none behind.
        if (!/^[A-Za-z0-9._@-]{1,64}$/.test(username)) {
          throw new Error(
            'the username may use the letters A-Z and a-z, digits and . _ @ - (at most 64)',
          );
        }
        const permissions = parsePermissions(options.permissions);
        const name = organisationName(org);
        return withStoreCreated(context, async (store) => {
          const { password, generated } = await newPassword(
            context,
            options.passwordStdin === true,
          );
          // One transaction makes the organisation (when new) and the user, or nothing: a
          // username taken, even by another process at the same moment, leaves no
          // organisation behind.
          const { organisation, organisationCreated } = await store
            .createUserWithOrganisation(
              name,
              { username, passwordHash: await hashPassword(password), permissions },
              { create: options.createOrg === true },
            )
            .catch((error: unknown) => {
              if (!(error instanceof OrganisationNotFoundError)) throw error;
              throw new Error(
                `${error.message}${HOW_ORGANISATIONS_ARE_NAMED}; --create-org creates it with the user`,
              );
            });
          if (organisationCreated) {
            print(`created organisation ${organisation.name} (${organisation.id})`);
          }
          print(
            `created user ${username} in ${organisation.name} with ${permissions.join(', ') || 'no permissions'}`,
          );
          if (generated) print(`password (shown once): ${password}`);
        });
      },
    );
  users
    .command('list')
    .description('list users, each with the id the request log names it by')
    .option('--json', 'print them as a JSON array, for scripts')
    .action((options: { json?: boolean }) =>
      withStore(context, async (store) => {
        const listed = await store.listUsers();
        printListing(print, options.json, {
          // Named field by field: the password hash is no business of a listing.
          json: () =>
            listed.map((u) => ({
              id: u.id,
              username: u.username,
              organisation_id: u.organisationId,
              organisation_name: u.organisationName,
              permissions: u.permissions,
              disabled: u.disabled,
            })),
          lines: () =>
            listed.map(
              (u) =>
                `${u.id}  ${u.username}  ${u.organisationName}  ${u.permissions.join(',') || '-'}${u.disabled ? '  (disabled)' : ''}`,
            ),
        });
      }),
    );
  const setDisabled = (disabled: boolean) => (username: string) =>
    withStore(context, async (store) => {
      const before = (await store.listUsers()).find((u) => u.username === username);
      if (!before || !(await store.updateUser(username, { disabled }))) {
        throw new Error(`no user "${username}"`);
      }
      if (before.disabled === disabled) {
        print(`${username} was already ${disabled ? 'disabled' : 'enabled'}; nothing changed`);
      } else if (disabled) {
        // Verified credentials are cached by running servers; only a refusal waits for that.
        print(
          `disabled ${username} (running servers stop accepting cached credentials within AUTH_CACHE_TTL_MS)`,
        );
      } else {
        // Logins refused while it was disabled still count against it for their window.
        print(
          `enabled ${username}: its password is accepted again (logins refused while it was disabled may still throttle it for up to LOGIN_WINDOW_MS)`,
        );
      }
    });
  users
    .command('disable <username>')
    .description('refuse a user from now on')
    .action(setDisabled(true));
  users
    .command('enable <username>')
    .description('allow a disabled user again')
    .action(setDisabled(false));
  users
    .command('permissions <username> <list>')
    .description(`set what a user may do: ${PERMISSIONS.join(', ')}, or all`)
    .action((username: string, list: string) =>
      withStore(context, async (store) => {
        const permissions = parsePermissions(list);
        const before = await store.findUserByUsername(username);
        if (!before || !(await store.updateUser(username, { permissions }))) {
          throw new Error(`no user "${username}"`);
        }
        const was = before.permissions.join(', ') || 'no permissions';
        // Running servers hold verified credentials, with their permissions, for a while.
        print(
          `${username} may now: ${permissions.join(', ')} (was: ${was}; running servers apply it within AUTH_CACHE_TTL_MS)`,
        );
      }),
    );
  users
    .command('passwd <username>')
    .description('set a new password (generated unless --password-stdin)')
    .option('--password-stdin', 'read the password from standard input')
    .action((username: string, options: { passwordStdin?: boolean }) =>
      withStore(context, async (store) => {
        // The user first: no point reading or making a password for nobody.
        if (!(await store.findUserByUsername(username))) throw new Error(`no user "${username}"`);
        const { password, generated } = await newPassword(context, options.passwordStdin === true);
        const changed = await store.updateUser(username, {
          passwordHash: await hashPassword(password),
        });
        if (!changed) throw new Error(`no user "${username}"`);
        // As disable says: a server that verified the old password keeps it for its cache's life.
        print(
          `new password set for ${username} (running servers stop accepting the old one within AUTH_CACHE_TTL_MS)`,
        );
        if (generated) print(`password (shown once): ${password}`);
      }),
    );
}
