import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { RoleSchema, type Role } from '@restaurant/contract/auth.ts';
import { createContext } from '#src/app-context.ts';
import { loadConfig } from '#src/config.ts';
import { createDatabase } from '#src/db/database.ts';
import { migrateToLatest } from '#src/db/migrate.ts';
import { underStartLock } from '#src/db/start-lock.ts';
import { AppError } from '#src/lib/errors.ts';
import * as adminUsers from '#src/modules/auth/admin-user.service.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-user  --username U --password P [--name "N"] [--role owner|editor]
               create an admin (the first is an owner, later ones editors unless --role says)
               and print the 2FA enrolment
  set-password --username U --password P                 set a new password (ends all sessions)
  reset-2fa    --username U                              issue a new 2FA secret (ends all sessions)
  unlock       --username U                              lift a lock after failed logins
  list-users                                             list the admins
  delete-user  --username U                              delete an admin`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

function required(name: 'username' | 'password'): string {
  const value = values[name];
  if (!value) throw new AppError(400, 'Bad Request', `--${name} is required.\n\n${USAGE}`);
  return value;
}

function roleOption(): Role | undefined {
  if (values.role === undefined) return undefined;
  const role = RoleSchema.safeParse(values.role);
  if (!role.success) throw new AppError(400, 'Bad Request', `--role must be owner or editor.`);
  return role.data;
}

async function printEnrolment(enrolment: adminUsers.Enrolment): Promise<void> {
  console.log(`Add this account to an authenticator app (scan the code or enter the key):\n`);
  console.log(await QRCode.toString(enrolment.totpUri, { type: 'terminal', small: true }));
  console.log(`Key: ${enrolment.totpSecret}`);
  console.log(`URI: ${enrolment.totpUri}`);
}

const config = loadConfig();
const db = createDatabase(config.database);
const ctx = createContext(config, db);

try {
  await underStartLock(config.database, () => migrateToLatest(db));
  const [command] = positionals;
  switch (command) {
    case 'create-user': {
      const enrolment = await adminUsers.createUser(ctx, {
        username: required('username'),
        password: required('password'),
        name: values.name ?? null,
        role: roleOption(),
      });
      console.log(`Created admin ${enrolment.username}.`);
      await printEnrolment(enrolment);
      break;
    }
    case 'set-password':
      await adminUsers.setPassword(ctx, required('username'), required('password'));
      console.log('Password changed; every session of the user has ended.');
      break;
    case 'reset-2fa':
      await printEnrolment(await adminUsers.resetTwoFactor(ctx, required('username')));
      break;
    case 'unlock':
      await adminUsers.unlock(ctx, required('username'));
      console.log('Unlocked.');
      break;
    case 'list-users':
      for (const user of await adminUsers.listUsers(ctx)) {
        const created = new Date(user.createdAt).toISOString();
        const state = user.active === 1 ? user.role : `${user.role}, deactivated`;
        console.log(`${user.username}\t${user.name ?? ''}\t${state}\tcreated ${created}`);
      }
      break;
    case 'delete-user':
      await adminUsers.deleteUser(ctx, required('username'));
      console.log('Deleted.');
      break;
    default:
      console.log(USAGE);
      process.exitCode = values.help ? 0 : 1;
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  const details = error.errors?.map((e) => `  ${e.path}: ${e.message}`).join('\n');
  console.error([error.message, details].filter(Boolean).join('\n'));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
