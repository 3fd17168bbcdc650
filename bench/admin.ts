import path from 'node:path';
import { TOTP, Secret } from 'otpauth';
import { chromium, type Page } from 'playwright-core';
import { createContext } from '../apps/server/src/app-context.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { createUser } from '../apps/server/src/modules/auth/admin-user.service.ts';
import { measureScripts, type JsWeight } from './js-weight.ts';
import { CHROME_FLAGS, auditPage, type PageResult } from './lighthouse.ts';

/** The screens whose script is weighed: the login, then every screen of the sidebar. */
export const ADMIN_ROUTES = [
  '/admin/login',
  '/admin',
  '/admin/foglalasok',
  '/admin/szamok',
  '/admin/napi-menuk',
  '/admin/ajanlatok',
  '/admin/etelek',
  '/admin/italok',
  '/admin/kategoriak',
  '/admin/allergenek',
  '/admin/allergenmatrix',
  '/admin/qr',
  '/admin/etterem',
  '/admin/nyitvatartas',
  '/admin/foglalasi-beallitasok',
  '/admin/kepek',
  '/admin/naplo',
  '/admin/munkatarsak',
  '/admin/fiokom',
];
export const ADMIN_LIGHTHOUSE = ['/admin/login', '/admin'];

export type AdminResults = {
  javascript: Record<string, JsWeight & { gzipKB: number }>;
  lighthouse: Record<string, PageResult>;
  /** From the last script's arrival to the dashboard's counts on screen, on the slow phone. */
  dashboardAfterCodeMs: number[];
};

/** Lighthouse's mobile profile in Chromium's own throttling: slow 4G and a 4× slower CPU. */
const SLOW_PHONE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** An owner in the benchmark server's database, logged in through the API: its session cookie. */
export async function logIn(origin: string, dataDir: string): Promise<string> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: path.join(dataDir, 'restaurant.db'),
  });
  const db = createDatabase(config.database);
  const admin = {
    username: 'meres',
    password: 'a long enough password of the owner',
    name: 'Mérő',
  };
  const { totpSecret } = await createUser(createContext(config, db), { ...admin, role: 'owner' });
  await db.destroy();
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: admin.username,
      password: admin.password,
      twoFactorCode: new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate(),
    }),
  });
  if (!response.ok) throw new Error(`The benchmark's login failed: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('accessToken='));
  if (!cookie) throw new Error('The login set no session cookie');
  return cookie.split(';')[0]!;
}

/**
 * How long the dashboard takes to show its counts once its code has arrived, on the slow phone
 * (Chromium's throttling, as Lighthouse's mobile profile sets it): the moment the counts are on
 * screen less the end of the last script's download.
 */
async function dashboardAfterCode(page: Page, origin: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}/admin`);
  await page.locator('.stat__value').first().waitFor({ timeout: 60_000 });
  const shown = await page.evaluate(() => performance.now());
  const codeArrived = await page.evaluate(() =>
    Math.max(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => (entry as unknown as { responseEnd: number }).responseEnd),
    ),
  );
  await cdp.detach();
  return Math.round(shown - codeArrived);
}

/** The admin's figures: script per screen, Lighthouse on the login and the dashboard. */
export async function measureAdmin(
  origin: string,
  dataDir: string,
  runs: number,
  reportsDir: string,
): Promise<AdminResults> {
  const cookie = await logIn(origin, dataDir);
  const javascript: AdminResults['javascript'] = {};
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const dashboardAfterCodeMs: number[] = [];
  try {
    for (const route of ADMIN_ROUTES) {
      const context = await browser.newContext();
      if (route !== '/admin/login') {
        const [name, value] = cookie.split('=') as [string, string];
        await context.addCookies([{ name, value, url: origin }]);
      }
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      const weight = await measureScripts(origin, scripts);
      javascript[route] = { gzipKB: Number((weight.gzipBytes / 1024).toFixed(1)), ...weight };
      console.log(`  ${route}: ${weight.scripts.length} script(s), ${javascript[route].gzipKB} KB`);
      if (route === '/admin') {
        for (let run = 0; run < runs; run++) {
          const fresh = await browser.newContext();
          const [name, value] = cookie.split('=') as [string, string];
          await fresh.addCookies([{ name, value, url: origin }]);
          dashboardAfterCodeMs.push(await dashboardAfterCode(await fresh.newPage(), origin));
          await fresh.close();
        }
        console.log(
          `  the dashboard's counts after its code: ${dashboardAfterCodeMs.join(', ')} ms`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const lighthouse: AdminResults['lighthouse'] = {};
  for (const page of ADMIN_LIGHTHOUSE) {
    const headers: Record<string, string> = page === '/admin/login' ? {} : { cookie };
    lighthouse[page] = await auditPage(origin, page, runs, reportsDir, headers);
  }
  return { javascript, lighthouse, dashboardAfterCodeMs };
}
