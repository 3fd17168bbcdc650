import { dateIn } from '@restaurant/contract/calendar.ts';
import { expect, test } from './server-fixture.ts';

test('the journeys, their server and their pages keep one clock, on the day E2E_DATE names', async ({
  page,
  request,
}) => {
  const today = dateIn('Europe/Budapest');
  const named = process.env.E2E_DATE?.slice(0, 10);
  if (named) expect(today).toBe(named);
  // The booking form offers days from the server's today on.
  expect(await (await request.get('/reservation')).text()).toContain(`min="${today}"`);
  await page.goto('/');
  const shown = await page.evaluate(() => [Date.now(), new Date().getTime()]);
  for (const time of shown) expect(Math.abs(time - Date.now())).toBeLessThan(60_000);
});
