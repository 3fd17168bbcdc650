import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { test, expect } from './admin-fixtures.ts';

const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar')),
  'build/dist/vnu.jar',
);
const htmlValidate = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
});

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type Id = { id: number };

/** Every admin screen, with ids of the demo content where the address needs one. */
async function adminScreens(api: APIRequestContext, origin: string): Promise<string[]> {
  const read = async <T>(url: string) => (await (await api.get(url)).json()) as T;
  const [allergen] = await read<Id[]>('/api/allergens');
  const [foodCategory] = await read<Id[]>('/api/categories/type/Food');
  const [drinkCategory] = await read<Id[]>('/api/categories/type/Drink');
  const [food] = await read<Id[]>('/api/foods');
  const [drink] = await read<Array<Id & { variants: Id[] }>>('/api/drinks');
  const week = await read<Array<{ date: string; items: Id[] }>>('/api/dailyMenus/current-week');
  const day = week.find((menu) => menu.items.length > 0)!;
  const [offer] = await read<Id[]>('/api/offers');
  const offerItems = await read<Id[]>(`/api/offers/${offer!.id}/items`);
  const invited = await api.post('/api/users', {
    data: { username: `validity-${Date.now()}`, name: 'Ellenőr Éva', role: 'editor' },
    // A write with the session cookie must come from the site itself.
    headers: { origin },
  });
  expect(invited.status()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { url: string } };
  return [
    '/admin',
    '/admin/allergenek',
    `/admin/allergenek/${allergen!.id}`,
    '/admin/allergenek/uj',
    '/admin/kategoriak/etel',
    '/admin/kategoriak/ital',
    '/admin/kategoriak/uj/etel',
    `/admin/kategoriak/${foodCategory!.id}`,
    `/admin/kategoriak/${drinkCategory!.id}`,
    '/admin/etelek',
    `/admin/etelek/kategoria/${foodCategory!.id}`,
    `/admin/etelek/uj/${foodCategory!.id}`,
    `/admin/etelek/${food!.id}`,
    '/admin/italok',
    `/admin/italok/uj/${drinkCategory!.id}`,
    `/admin/italok/${drink!.id}`,
    `/admin/italok/${drink!.id}/variansok/${drink!.variants[0]!.id}`,
    `/admin/italok/${drink!.id}/variansok/uj`,
    '/admin/napi-menuk',
    `/admin/napi-menuk/${day.date}`,
    `/admin/napi-menuk/${day.date}/tetelek/${day.items[0]!.id}`,
    '/admin/ajanlatok',
    `/admin/ajanlatok/${offer!.id}`,
    '/admin/ajanlatok/uj',
    ...(offerItems[0] ? [`/admin/ajanlatok/${offer!.id}/tetelek/${offerItems[0].id}`] : []),
    '/admin/etterem',
    '/admin/nyitvatartas',
    '/admin/kepek',
    '/admin/munkatarsak',
    '/admin/fiokom',
    '/admin/naplo',
    '/admin/foglalasok',
    '/admin/foglalasi-beallitasok',
    new URL(invitation.url).pathname,
  ];
}

/** The document as the browser holds it once the screen has loaded its data. */
async function renderedHtml(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  // Loading texts end in an ellipsis; 'Korábbiak betöltése', the log's next-page button, is content.
  await expect(page.getByText(/(betöltése|Betöltés)\.\.\./)).toHaveCount(0);
  await expect(page.getByText(/betöltése közben/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
}

/** The Nu Html Checker's errors and warnings for each file, with Debian's Java. */
async function vnuProblems(files: Map<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-vnu-'));
  try {
    const names = [...files.keys()].map((url, index) => {
      const file = path.join(dir, `${index}.html`);
      fs.writeFileSync(file, files.get(url)!);
      return { file, url };
    });
    const { stdout } = await promisify(execFile)(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--format',
        'json',
        '--exit-zero-always',
        '--stdout',
        ...names.map((n) => n.file),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as {
      messages: Array<{
        type: string;
        subType?: string;
        url: string;
        message: string;
        extract?: string;
      }>;
    };
    return messages
      .filter((m) => m.type === 'error' || m.subType === 'warning')
      .map((m) => {
        const url = names.find((n) => m.url.endsWith(path.basename(n.file)))?.url;
        return `${url}: ${m.message} ${m.extract ?? ''}`.trim();
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('every admin screen, once its data has loaded, is valid HTML to the Nu checker and to html-validate', async ({
      page,
      browser,
      serverURL,
    }) => {
      test.setTimeout(180_000);
      const pages = new Map<string, string>();
      for (const url of await adminScreens(page.request, serverURL))
        pages.set(url, await renderedHtml(page, url));
      // The login screen, as someone without a session sees it.
      const guest = await browser.newContext({ baseURL: serverURL, viewport: screen.viewport });
      pages.set('/admin/login', await renderedHtml(await guest.newPage(), '/admin/login'));
      await guest.close();

      const htmlValidateProblems: string[] = [];
      for (const [url, html] of pages) {
        const report = await htmlValidate.validateString(html, url);
        for (const result of report.results) {
          for (const message of result.messages) {
            htmlValidateProblems.push(
              `${url}: ${message.ruleId} ${message.message} (${message.selector ?? ''})`,
            );
          }
        }
      }
      expect(htmlValidateProblems).toEqual([]);
      expect(await vnuProblems(pages)).toEqual([]);
    });
  });
}
