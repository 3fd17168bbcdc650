// Serves the built site on a fresh temporary database with demo content and test admins, for the
// browser journeys. The admins' credentials go to E2E_ADMIN_FILE so that tests can log in.
// The clock is the worker's (e2e/clock.ts), moved before anything else reads it, and moved on when
// the worker says so over its channel (`moveClock` of e2e/server-fixture.ts).
import { moveClock } from './clock.ts';
import fs from 'node:fs';
import path from 'node:path';
import { createContext } from '../apps/server/src/app-context.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { createUser } from '../apps/server/src/modules/auth/admin-user.service.ts';
import { TEST_DATA_ROOT } from '../apps/server/test/data-root.ts';

const dataDir = fs.mkdtempSync(path.join(TEST_DATA_ROOT, 'restaurant-e2e-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});
const app = await buildApp(config);
const db = createDatabase(config.database);
// A TOTP code works once per account and 30 s, so journeys that log in each get an account.
const ACCOUNTS = 31;
const EDITOR_ACCOUNTS = [12, 16, 17];
const ctx = createContext(config, db);
const admins = [];
for (let n = 1; n <= ACCOUNTS; n++) {
  const admin = { username: `admin${n}`, password: 'e2e-password-long-enough', name: `Teszt ${n}` };
  // Owners, except the editors of the journeys about roles.
  const role = EDITOR_ACCOUNTS.includes(n) ? 'editor' : 'owner';
  const { totpSecret } = await createUser(ctx, { ...admin, role });
  admins.push({ ...admin, totpSecret });
}
await db.destroy();
fs.writeFileSync(process.env.E2E_ADMIN_FILE!, JSON.stringify(admins));

const stop = async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('message', (message: { moveClockMs: number }) => {
  moveClock(message.moveClockMs);
  process.send!('moved');
});
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await app.listen({ host: config.host, port: config.port });
