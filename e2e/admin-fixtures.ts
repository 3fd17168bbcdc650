import { request, type Page } from '@playwright/test';
import { test as base, expect } from './server-fixture.ts';
import { account } from './support.ts';

/** The test server's editor kept for the journeys that start logged in as one. */
const EDITOR = 17;

/** Logs in through the two-step form. */
export async function logInThroughForm(page: Page, n: number): Promise<void> {
  const admin = account(n);
  await page.getByLabel('Felhasználónév').fill(admin.username);
  await page.getByLabel('Jelszó').fill(admin.password);
  await page.getByRole('button', { name: 'Tovább' }).click();
  await page.getByLabel('2FA kód').fill(admin.code());
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
}

type WorkerFixtures = { adminStorage: string; editorStorage: string };

/** Logs a test admin in through the API once and keeps the session cookie in a file. */
async function storedSession(serverURL: string, n: number, file: string): Promise<string> {
  const admin = account(n);
  const context = await request.newContext({ baseURL: serverURL });
  const response = await context.post('/api/auth/login', {
    data: { username: admin.username, password: admin.password, twoFactorCode: admin.code() },
  });
  expect(response.status()).toBe(200);
  await context.storageState({ path: file });
  await context.dispose();
  return file;
}

/**
 * Tests that start logged in: each worker logs its server's first account in once (a code works
 * once per 30 s) and every test of the worker starts from that session cookie. A test that uses
 * `editorStorage` as its storage state starts as an editor (account 17) instead.
 */
export const test = base.extend<object, WorkerFixtures>({
  adminStorage: [
    async ({ serverURL }, use, workerInfo) => {
      const file = `${workerInfo.project.outputDir}/admin-state-${workerInfo.workerIndex}.json`;
      await use(await storedSession(serverURL, 1, file));
    },
    { scope: 'worker' },
  ],
  editorStorage: [
    async ({ serverURL }, use, workerInfo) => {
      const file = `${workerInfo.project.outputDir}/editor-state-${workerInfo.workerIndex}.json`;
      await use(await storedSession(serverURL, EDITOR, file));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminStorage }, use) => use(adminStorage),
});

export { expect };
