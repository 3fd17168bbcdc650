import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });

const SITE_FILE = 'apps/web/src/site/head.ts';
const ADMIN_FILE = 'apps/web/src/admin/layout.tsx';
const CONTRACT_FILE = 'packages/contract/src/format.ts';
const MODULE_FILE = 'apps/server/src/modules/media/media.service.ts';

/** The import-rule messages ESLint gives `file` when it holds `code`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages
    .filter((message) =>
      ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId!),
    )
    .map((message) => message.message);
}

// The first lint of a file loads its TypeScript project, which takes a while on a busy machine.
beforeAll(async () => {
  for (const file of [SITE_FILE, ADMIN_FILE, CONTRACT_FILE, MODULE_FILE]) await refusals(file, '');
}, 240_000);

describe('the import zones also hold for dynamic imports and globs', () => {
  it("refuses the public site the admin's code by import()", async () => {
    const messages = await refusals(
      SITE_FILE,
      "export const load = () => import('#web/admin/lib/paths.ts');\n",
    );
    expect(messages).toEqual([expect.stringContaining('shares nothing with the admin')]);
  });

  it('refuses an import() whose address is a template that starts in another zone', async () => {
    const messages = await refusals(
      SITE_FILE,
      'export const load = (name: string) => import(`#web/admin/pages/${name}.tsx`);\n',
    );
    expect(messages).toEqual([expect.stringContaining('shares nothing with the admin')]);
  });

  it("refuses the public site a glob over the admin's files, alone or in a list", async () => {
    const messages = await refusals(
      SITE_FILE,
      [
        "export const pages = import.meta.glob('#web/admin/pages/**/*.tsx');",
        "export const more = import.meta.glob(['#web/site/pages/*.tsx', '#web/admin/lib/*.ts']);",
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringContaining('shares nothing with the admin'),
      expect.stringContaining('shares nothing with the admin'),
    ]);
  });

  it('refuses a climb out of the folder in an import() or a glob', async () => {
    const messages = await refusals(
      ADMIN_FILE,
      "export const a = () => import('../site/head.ts');\nexport const b = import.meta.glob('../site/*.ts');\n",
    );
    expect(messages).toEqual([
      expect.stringContaining('Import through the app alias'),
      expect.stringContaining('Import through the app alias'),
    ]);
  });

  it('refuses a server module a module on a higher floor by import()', async () => {
    const messages = await refusals(
      MODULE_FILE,
      "export const load = () => import('#src/modules/gallery/gallery.service.ts');\n",
    );
    expect(messages).toEqual([expect.stringContaining('only modules on the floors below')]);
  });

  it("lets the admin fetch its own screens' code by import()", async () => {
    const messages = await refusals(
      ADMIN_FILE,
      "export const load = () => import('#web/admin/pages/dashboard/dashboard-page.tsx');\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('the web app', () => {
  it('refuses the public site zod by any of its entry points', async () => {
    const messages = await refusals(SITE_FILE, "export { z } from 'zod/v4';\n");
    expect(messages).toEqual([expect.stringContaining('keeps its JavaScript small')]);
  });

  // The probes name files the server does not have: resolving its real ones would load the
  // server's whole program into the web app's, which the rule needs not.
  it("refuses the server's package, statically or by import()", async () => {
    const messages = await refusals(
      ADMIN_FILE,
      [
        "export { secret } from '@restaurant/server/src/probe.ts';",
        "export const load = () => import('@restaurant/server/src/probe.ts');",
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringContaining('never imports the server'),
      expect.stringContaining('never imports the server'),
    ]);
  });
});

describe('the contract', () => {
  for (const [what, code] of [
    ['fastify', "export { fastify } from 'fastify';"],
    ['a Fastify plugin', "export { default } from '@fastify/cookie';"],
    ['react', "export { useState } from 'react';"],
    ['react-dom', "export { createRoot } from 'react-dom/client';"],
    ['a node: built-in', "export { readFileSync } from 'node:fs';"],
    ['a built-in without node:', "export { join } from 'path';"],
    ["a built-in's sub-path", "export { setTimeout } from 'timers/promises';"],
    ["the server's code", "export { secret } from '@restaurant/server/src/probe.ts';"],
  ] as const) {
    it(`refuses ${what}`, async () => {
      const messages = await refusals(CONTRACT_FILE, `${code}\n`);
      expect(messages).toEqual([expect.stringContaining('no framework, nothing of Node')]);
    });
  }

  it('lets the contract use zod', async () => {
    expect(await refusals(CONTRACT_FILE, "export { z } from 'zod';\n")).toEqual([]);
  });
});
