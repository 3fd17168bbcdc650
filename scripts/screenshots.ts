// Screenshots of the public pages at phone and desktop widths in every language, for review.
// Usage: node scripts/screenshots.ts [base URL] [output folder]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'screenshots';
const pages = ['/', '/menu', '/drinks', '/impressum'];
const viewports = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [device, viewport] of Object.entries(viewports)) {
  // The style added below is not one the page's policy allows.
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce', bypassCSP: true });
  const page = await context.newPage();
  for (const lang of ['hu', 'en', 'de']) {
    for (const pagePath of pages) {
      await page.goto(`${base}${pagePath}?lang=${lang}`, { waitUntil: 'networkidle' });
      // Lazy images load only once scrolled to.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // A browser lays out sections far from the screen only as they come near it; the whole
      // page is drawn here at once.
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const name = `${device}-${lang}-${pagePath === '/' ? 'home' : pagePath.slice(1)}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
    }
  }
  await context.close();
}
await browser.close();
