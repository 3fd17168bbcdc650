import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_FILE } from '../playwright.config.ts';

export const LANGS = ['hu', 'en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const PAGES = ['/', '/menu', '/drinks', '/impressum'] as const;

type Dictionary = { [key: string]: string | Dictionary };

export function dictionary(lang: Lang): Dictionary {
  const file = path.resolve('apps/web/public/locales', `${lang}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Dictionary;
}

export function text(lang: Lang, key: string): string {
  let entry: string | Dictionary | undefined = dictionary(lang);
  for (const part of key.split('.')) entry = typeof entry === 'object' ? entry[part] : undefined;
  if (typeof entry !== 'string') throw new Error(`No text ${key} in ${lang}`);
  return entry;
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the site's CSP rightly blocks.
  await page.evaluate(fs.readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{
            violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
      );
  });
  return violations;
}

/** A bearer token for the admin the test server created. */
export async function adminToken(baseURL: string): Promise<string> {
  const admin = JSON.parse(fs.readFileSync(ADMIN_FILE, 'utf8')) as {
    username: string;
    password: string;
    totpSecret: string;
  };
  const code = new TOTP({ secret: Secret.fromBase32(admin.totpSecret) }).generate();
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: admin.username,
      password: admin.password,
      twoFactorCode: code,
    }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
