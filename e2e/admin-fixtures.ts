import { request, type Page } from '@playwright/test';
import { test as base, expect } from './server-fixture.ts';
import { account } from './support.ts';

/** Logs in through the two-step form. */
export async function logInThroughForm(page: Page, n: number): Promise<void> {
  const admin = account(n);
  await page.getByLabel('Felhasználónév').fill(admin.username);
  await page.getByLabel('Jelszó').fill(admin.password);
  await page.getByRole('button', { name: 'Tovább' }).click();
  await page.getByLabel('2FA kód').fill(admin.code());
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
}

type WorkerFixtures = { adminStorage: string };

/**
 * Tests that start logged in: each worker logs its server's first account in once (a code works
 * once per 30 s) and every test of the worker starts from that session cookie.
 */
export const test = base.extend<object, WorkerFixtures>({
  adminStorage: [
    async ({ serverURL }, use, workerInfo) => {
      const admin = account(1);
      const context = await request.newContext({ baseURL: serverURL });
      const response = await context.post('/api/auth/login', {
        data: { username: admin.username, password: admin.password, twoFactorCode: admin.code() },
      });
      expect(response.status()).toBe(200);
      const file = workerInfo.project.outputDir + `/admin-state-${workerInfo.workerIndex}.json`;
      await context.storageState({ path: file });
      await context.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminStorage }, use) => use(adminStorage),
});

export { expect };
