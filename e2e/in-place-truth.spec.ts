import type { Page } from '@playwright/test';
import { addDays, dateIn, weekOf, weekdayOf } from '@restaurant/contract/calendar.ts';
import { expect, test as withServer } from './server-fixture.ts';
import { adminToken, comesAlive, languageLink, openLive, test } from './support.ts';

type Food = {
  id: number;
  categoryId: number;
  name: Record<string, string>;
  description: Record<string, string> | null;
  price: number;
  allergens: Array<{ id: number; code: string }>;
  dietTags: string[];
  sortOrder: number;
};

/**
 * The page's data as a list of nodes in document order: each element with its attributes, each
 * run of text. Two renderings that give the same list show the same thing.
 */
const dataNodes = (page: Page) =>
  page.locator('.page-data').evaluate((root) => {
    const nodes: string[] = [];
    const walk = (node: Node) => {
      for (const child of node.childNodes) {
        if (child instanceof Element) {
          // Laying out sections below the screen (lay-out-below.ts) marks them; it shows nothing.
          const attributes = [...child.attributes]
            .map(({ name, value }) =>
              name === 'class'
                ? `class="${value.replace(/ ?\blaid-out\b/, '')}"`
                : `${name}="${value}"`,
            )
            .sort();
          nodes.push(`<${child.localName} ${attributes.join(' ')}>`);
          walk(child);
        } else if (child.nodeType === Node.TEXT_NODE && child.textContent!.trim()) {
          // React may write one text as several nodes; what shows is their sum.
          const last = nodes.at(-1);
          if (last?.startsWith('"')) nodes[nodes.length - 1] = `${last}${child.textContent}`;
          else nodes.push(`"${child.textContent}`);
        }
      }
    };
    walk(root);
    return nodes;
  });

/** The same address loaded afresh in a page of its own: the server's rendering. */
async function freshNodes(page: Page, address: string): Promise<string[]> {
  const fresh = await page.context().newPage();
  await openLive(fresh, address);
  const nodes = await dataNodes(fresh);
  await fresh.close();
  return nodes;
}

test.describe('a page reached in place shows what the same address loaded afresh shows', () => {
  let dish = '';
  test.beforeAll(async ({ baseURL }) => {
    // An earlier day of this week on which the demo restaurant is open (Tuesday to Saturday).
    const today = dateIn('Europe/Budapest');
    const { monday } = weekOf(today);
    let day = addDays(today, -1);
    while (day >= monday && (weekdayOf(day) < 2 || weekdayOf(day) > 6)) day = addDays(day, -1);
    test.skip(day < monday, 'This week has no earlier open day yet');

    const headers = {
      authorization: `Bearer ${await adminToken(baseURL!)}`,
      'content-type': 'application/json',
    };
    const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${baseURL}${url}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok && response.status !== 409) {
        throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      }
      return (await response.json()) as T;
    };
    const allergens = await api<Array<{ id: number; code: string }>>('GET', '/api/allergens');
    const milk = allergens.find((allergen) => allergen.code === '7')!;
    const carte = await api<Array<{ foods: Food[] }>>('GET', '/api/categories/foods');
    const food = carte
      .flatMap((category) => category.foods)
      .find((entry) => !entry.allergens.some((allergen) => allergen.code === '7'))!;
    dish = food.name.en!;

    await api('POST', `/api/dailyMenus?date=${day}`);
    const [menu] = await api<Array<{ id: number }>>('GET', `/api/dailyMenus?from=${day}&to=${day}`);
    await api('POST', `/api/daily-menus/${menu!.id}/items`, {
      name: food.name,
      price: food.price,
      foodId: food.id,
    });
    // The dish gets milk after the day was served.
    await api('PUT', `/api/foods/${food.id}`, {
      name: food.name,
      description: food.description,
      price: food.price,
      allergenIds: [...food.allergens.map((allergen) => allergen.id), milk.id],
      dietTags: food.dietTags,
      sortOrder: food.sortOrder,
      categoryId: food.categoryId,
    });
  });

  const dishMarks = (page: Page) =>
    page
      .locator('.dish', { hasText: dish })
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.allergens));

  test("after a language switch, the earlier day shows the dish with the carte's allergens", async ({
    page,
  }) => {
    await openLive(page, '/menu');
    await languageLink(page, 'en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/menu\?lang=en$/);
    // The earlier day and the carte: one set of allergens, milk among them.
    const marks = await dishMarks(page);
    expect(marks.length).toBeGreaterThanOrEqual(2);
    expect(new Set(marks).size).toBe(1);
    expect(marks[0]!.split(' ')).toContain('7');
    expect(await dataNodes(page)).toEqual(await freshNodes(page, '/menu?lang=en'));
  });

  test('after a filter choice, the milk dish is gone from the earlier day too', async ({
    page,
  }) => {
    await openLive(page, '/menu?lang=en');
    await page.getByText('Allergy filter').click();
    await page.getByRole('checkbox', { name: 'Milk (including lactose)' }).click();
    await expect(page).toHaveURL(/\/menu\?lang=en&avoid=7$/);
    await expect(page.locator('.dish', { hasText: dish })).toHaveCount(0);
    expect(await dataNodes(page)).toEqual(await freshNodes(page, '/menu?lang=en&avoid=7'));
  });

  test('after a filter choice and then a language switch, the page is the fresh one', async ({
    page,
  }) => {
    await openLive(page, '/menu');
    await page.getByText('Allergénszűrő').click();
    await page.getByRole('checkbox', { name: /^7 / }).click();
    await expect(page).toHaveURL(/\/menu\?avoid=7$/);
    await languageLink(page, 'de').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveURL(/lang=de/);
    await expect(page.locator('.dish', { hasText: dish })).toHaveCount(0);
    expect(await dataNodes(page)).toEqual(await freshNodes(page, '/menu?lang=de&avoid=7'));
  });
});

withServer(
  'a page whose HTML differs from its first render outside every live part still shows every dish, and says so once',
  async ({ page, consoleErrors }) => {
    // The page reports the mismatch once, as an error; nothing else may go wrong.
    consoleErrors.expect(/differed from the server's HTML/);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const served = await (await page.request.get('/menu?lang=en')).text();
    const dishes = (served.match(/<li class="dish"/g) ?? []).length;
    expect(dishes).toBeGreaterThan(10);
    // One character the browser's render does not have, in the page's frame.
    await page.route('**/menu?lang=en', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: served.replace('<main id="main" tabindex="-1">', '<main id="main" tabindex="-1">x'),
      }),
    );
    const alive = comesAlive(page);
    await page.goto('/menu?lang=en');
    await alive;
    await expect(page.locator('.dish')).toHaveCount(dishes);
    expect(problems.filter((problem) => /hydrat/i.test(problem))).toHaveLength(1);
  },
);
